// Stored redirects (docs/decisions/0013-page-addresses-and-redirects.md): the ones page moves leave behind and the ones editors add by hand,
// and the lookup public requests go through before a page is rendered. Writes run inside the
// caller's transaction (writeContent) under the page-address lock, so they never interleave with a
// page being created or moved.
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import { db as processDb, type Queryable } from "#db/client.server";
import { pages, redirects, type Redirect } from "#db/schema";
import { cachedForContentVersion } from "~/core/content/content-version.server";
import { lockPageAddresses, type RevisionAuthor } from "~/core/revisions/page-history.server";
import { slugMatchKey } from "~/lib/slug";
import type { SiteLanguage } from "~/lib/languages";
import { checkManualRedirect, redirectChangesForMove, redirectLanguage, type AddressMove, type ManualRedirectInput } from "./redirect-rules";

export class RedirectValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? "Ungültige Eingabe");
  }
}

export interface RedirectListRow {
  id: number;
  sourcePath: string;
  targetPath: string;
  statusCode: number;
  origin: "move" | "manual";
  /** The language of its addresses (the source's; the target is in the same one). */
  language: SiteLanguage;
  createdBy: string | null;
  createdAt: Date;
  /** Whether a page is at the target (false once the target page was deleted). */
  targetIsPage: boolean;
}

/** Every redirect, by source. */
export async function listRedirects(db: Queryable): Promise<RedirectListRow[]> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.sourcePath));
  const targetKeys = [...new Set(rows.map((r) => slugMatchKey(r.targetPath)))];
  const live = targetKeys.length
    ? new Set((await db.select({ key: pages.slugKey }).from(pages).where(inArray(pages.slugKey, targetKeys))).map((p) => p.key))
    : new Set<string>();
  return rows.map((r) => ({
    id: r.id,
    sourcePath: r.sourcePath,
    targetPath: r.targetPath,
    statusCode: r.statusCode,
    origin: r.origin,
    language: redirectLanguage(r),
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    targetIsPage: live.has(slugMatchKey(r.targetPath)),
  }));
}

async function pageSlugs(db: Queryable): Promise<string[]> {
  return (await db.select({ slug: pages.slug }).from(pages)).map((p) => p.slug);
}

/** A redirect added on the screen; refused (RedirectValidationError) by the rules of redirect-rules.ts. */
export async function createManualRedirect(db: Queryable, input: ManualRedirectInput, author: RevisionAuthor | null): Promise<Redirect> {
  await lockPageAddresses(db);
  const existing = await db.select({ sourcePath: redirects.sourcePath, targetPath: redirects.targetPath }).from(redirects);
  const checked = checkManualRedirect(input, { redirects: existing, pageSlugs: await pageSlugs(db) });
  if (!checked.ok) throw new RedirectValidationError(checked.fieldErrors);
  const [row] = await db
    .insert(redirects)
    .values({ ...checked.value, origin: "manual", createdBy: author?.email ?? null })
    .returning();
  return row;
}

/** Deletes one redirect; null when there is none with this id. */
export async function deleteRedirect(db: Queryable, id: number): Promise<Redirect | null> {
  await lockPageAddresses(db);
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ?? null;
}

/** A page now lives at these addresses: redirects from them end (a page wins over a redirect). */
export async function dropRedirectsAt(db: Queryable, slugs: string[]) {
  if (!slugs.length) return;
  await db.delete(redirects).where(inArray(redirects.sourceKey, slugs.map(slugMatchKey)));
}

/**
 * The redirects after pages moved (`moves`: every moved page, old and new address). Call after the
 * pages have their new addresses, under the page-address lock the move holds.
 */
export async function applyMoveToRedirects(db: Queryable, moves: AddressMove[], author: RevisionAuthor | null) {
  const existing = await db
    .select({ id: redirects.id, sourcePath: redirects.sourcePath, targetPath: redirects.targetPath, statusCode: redirects.statusCode })
    .from(redirects);
  const changes = redirectChangesForMove(existing, moves, await pageSlugs(db));
  if (changes.remove.length) await db.delete(redirects).where(inArray(redirects.id, changes.remove));
  for (const { id, targetPath } of changes.retarget) {
    await db.update(redirects).set({ targetPath, updatedAt: new Date() }).where(eq(redirects.id, id));
  }
  if (changes.add.length) {
    await db.insert(redirects).values(changes.add.map((r) => ({ ...r, statusCode: 301, origin: "move" as const, createdBy: author?.email ?? null })));
  }
  return changes;
}

export interface RedirectHit {
  target: string;
  status: number;
}

/** The redirects requests follow: a redirect whose source is a page is left out, however that page got there (restored, seeded). */
/** The redirects in force (no page holds their source address), all or only those from `sourceKeys`. */
export async function loadActiveRedirects(db: Queryable, sourceKeys?: string[]): Promise<Map<string, RedirectHit>> {
  if (sourceKeys && !sourceKeys.length) return new Map();
  const rows = await db
    .select({ key: redirects.sourceKey, target: redirects.targetPath, status: redirects.statusCode })
    .from(redirects)
    .where(
      and(
        sourceKeys ? inArray(redirects.sourceKey, sourceKeys) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(pages)
            .where(eq(pages.slugKey, redirects.sourceKey)),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.key, { target: r.target, status: r.status }]));
}

// One query per content version (every redirect write goes through writeContent, which changes the
// version in every process): a request then costs one map lookup.
const activeRedirects = cachedForContentVersion(() => loadActiveRedirects(processDb()));

/** Where a request for `path` is sent, if anywhere. */
export async function findRedirect(path: string): Promise<RedirectHit | null> {
  return (await activeRedirects()).get(slugMatchKey(path)) ?? null;
}
