// The end of a safety notice (visible-documents.ts: 90 days after a safety-relevant version's publication) changes
// what a product's pages show without any write: nothing announces it. Each process therefore looks every few
// minutes for notices that ended since its last look and drops the pages that showed them from its own caches
// (document-scope.server.ts names them). A process's caches start empty, so its first look starts at its start.
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { db as processDb, type Queryable } from "#db/client.server";
import { documentVersions } from "#db/schema";
import { contentChanged, type ContentScope } from "~/core/content/content-version.server";
import { logger } from "~/core/logger.server";
import { startPeriodicJob } from "~/lib/periodic-job";
import { documentChangeScope } from "./document-scope.server";
import { SAFETY_NOTICE_DAYS } from "./visible-documents";

const NOTICE_MS = SAFETY_NOTICE_DAYS * 86_400_000;

/** The scope of the notices that ended after `since` and by `now`; null when none did. */
export async function endedNoticesScope(db: Queryable, since: Date, now: Date): Promise<ContentScope | null> {
  const ended = await db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.safetyRelevant, true),
        eq(documentVersions.status, "published"),
        isNull(documentVersions.integrityFailedAt),
        gt(documentVersions.publishedAt, new Date(since.getTime() - NOTICE_MS)),
        lte(documentVersions.publishedAt, new Date(now.getTime() - NOTICE_MS)),
      ),
    );
  return ended.length
    ? documentChangeScope(
        db,
        ended.map((v) => v.id),
      )
    : null;
}

export const NOTICE_EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

/** Runs the look in this process until the returned function is called. */
export function startSafetyNoticeExpiry(options: { intervalMs?: number; now?: () => Date } = {}): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let since = now();
  return startPeriodicJob({
    onFailure: (error) => logger.error({ error: error.message }, "Ende der Sicherheitshinweise konnte nicht geprüft werden"),
    intervalMs: options.intervalMs ?? NOTICE_EXPIRY_INTERVAL_MS,
    firstRunMs: options.intervalMs ?? NOTICE_EXPIRY_INTERVAL_MS,
    run: async () => {
      const until = now();
      const scope = await endedNoticesScope(processDb(), since, until);
      since = until;
      if (scope) await contentChanged(scope);
    },
  });
}
