// Scheduled publishing (docs/decisions/0018-scheduled-publishing.md; in a feature of its own since it checks pages and
// their approval, docs/decisions/0039-approval.md, which the scheduling rules and fields used by the section editor must not): pages and sections whose 'Veröffentlichen am' or
// 'Zurückziehen am' has come are published or taken back to draft, each exactly once, however many app
// processes run the scheduler against one database (architecture "Growing past one machine").
//
// One transaction per change. It takes the page's lock first (page-history.server.ts lockPage, the
// same order every editor's save uses, so the two never deadlock), then claims the row with
// FOR UPDATE SKIP LOCKED and re-reads whether it is still due. Another process that fired the same
// change committed before this one got the page lock, so this one finds the time cleared and does
// nothing. The change clears the time that fired, records a revision by 'Zeitplan' and is announced
// like every content write: NOTIFY inside the transaction, this process's caches after the commit.
import { startPeriodicJob } from "~/lib/periodic-job";
import { and, asc, desc, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import { db as processDb, type Database, type Transaction } from "#db/client.server";
import { pageRevisions, pages, pageSections } from "#db/schema";
import { approvalRequired, logScheduleRefused, publishApprovedContent, releaseLiveContent, validApproval } from "~/features/approval/approval.server";
import { approvalTexts } from "~/features/approval/approval-rules";
import { notifyScheduleRefused } from "~/features/approval/approval-mails.server";
import { checkPage, storeCheckResult } from "~/features/publish-check/publish-check.server";
import { logger } from "~/core/logger.server";
import { announceContentChange, collectContentScope } from "~/core/content/content-announce.server";
import { contentChanged } from "~/core/content/content-version.server";
import { lockPage, recordRevision, type RevisionAuthor } from "~/core/revisions/page-history.server";
import { slugMatchKey } from "~/lib/slug";
import { scheduleLabels } from "~/features/scheduling/schedule-rules";

/** The author of every revision the scheduler records, as the history shows it. */
export const SCHEDULE_AUTHOR: RevisionAuthor = { id: "zeitplan", email: scheduleLabels.author };

/** A due change happens "within a minute of its time" (docs/decisions/0018-scheduled-publishing.md).
 * Overridable for the browser tests (SCHEDULER_INTERVAL_MS). */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 15_000;

export interface ScheduledChange {
  kind: "page" | "section";
  id: number;
  pageSlug: string;
  published: boolean;
  revision: number;
  /** A publication that did not happen (no valid approval, or errors in the check), and whom to tell. */
  refused?: { reason: string; author: string | null; title: string; language: string };
}

interface Candidate {
  kind: "page" | "section";
  id: number;
  pageSlug: string;
}

/** Most candidates read per round; a run continues round after round until nothing is due. */
const BATCH = 100;
const MAX_ROUNDS = 20;

type ScheduleColumn = typeof pages.publishAt | typeof pages.unpublishAt | typeof pageSections.publishAt | typeof pageSections.unpublishAt;

const isDue = (column: ScheduleColumn, now: Date) => and(isNotNull(column), lte(column, now));

async function dueCandidates(database: Database, now: Date): Promise<Candidate[]> {
  const [duePages, dueSections] = await Promise.all([
    database
      .select({ id: pages.id, pageSlug: pages.slug })
      .from(pages)
      .where(or(isDue(pages.publishAt, now), isDue(pages.unpublishAt, now)))
      .orderBy(asc(sql`least(${pages.publishAt}, ${pages.unpublishAt})`), asc(pages.id))
      .limit(BATCH),
    database
      .select({ id: pageSections.id, pageSlug: pageSections.pageSlug })
      .from(pageSections)
      .where(or(isDue(pageSections.publishAt, now), isDue(pageSections.unpublishAt, now)))
      .orderBy(asc(sql`least(${pageSections.publishAt}, ${pageSections.unpublishAt})`), asc(pageSections.id))
      .limit(BATCH),
  ]);
  return [...duePages.map((p) => ({ kind: "page" as const, ...p })), ...dueSections.map((s) => ({ kind: "section" as const, ...s }))];
}

/**
 * Which of the two times fires now: the earlier one when both are due (the scheduler was down over
 * both), so a page set to go live at 8:00 and back at 9:00 is first published, then withdrawn, each
 * with its own revision.
 */
function firingAction(row: { publishAt: Date | null; unpublishAt: Date | null }, now: Date): "publish" | "unpublish" | null {
  const publishDue = row.publishAt !== null && row.publishAt.getTime() <= now.getTime();
  const unpublishDue = row.unpublishAt !== null && row.unpublishAt.getTime() <= now.getTime();
  if (publishDue && unpublishDue) return row.publishAt!.getTime() <= row.unpublishAt!.getTime() ? "publish" : "unpublish";
  return publishDue ? "publish" : unpublishDue ? "unpublish" : null;
}

async function firePage(tx: Transaction, candidate: Candidate, now: Date): Promise<ScheduledChange | null> {
  await lockPage(tx, candidate.pageSlug);
  const [row] = await tx
    .select({ id: pages.id, slug: pages.slug, title: pages.title, publishAt: pages.publishAt, unpublishAt: pages.unpublishAt })
    .from(pages)
    .where(and(eq(pages.id, candidate.id), or(isDue(pages.publishAt, now), isDue(pages.unpublishAt, now))))
    .for("update", { skipLocked: true })
    .limit(1);
  // Gone, no longer due, or moved to another address since it was listed (its lock is another one):
  // the next run sees it as it is then.
  if (!row || slugMatchKey(row.slug) !== slugMatchKey(candidate.pageSlug)) return null;
  const action = firingAction(row, now);
  if (!action) return null;
  const published = action === "publish";
  if (published) {
    // A scheduled publication is checked like one by hand, and a page that needs 'Freigabe' goes live with
    // its approved content or not at all (docs/decisions/0039-approval.md). Refused, the time is cleared (it would
    // fire again every run) and the author is told after the commit.
    const [page] = await tx.select().from(pages).where(eq(pages.id, row.id)).limit(1);
    const approval = (await approvalRequired(tx, page)) ? await validApproval(tx, page) : null;
    const report = approval && !approval.ok ? null : await checkPage(tx, { ...page, published: true });
    const reason =
      approval && !approval.ok ? approvalTexts.scheduleRefusedApproval : report && report.errors > 0 ? approvalTexts.scheduleRefusedCheck(report.errors) : null;
    if (reason) {
      const author = await scheduleAuthor(tx, row.slug, row.publishAt);
      await tx.update(pages).set({ publishAt: null, updatedAt: now }).where(eq(pages.id, row.id));
      const summary = approvalTexts.scheduleSummary(row.title, reason);
      const revision = await recordRevision(tx, row.slug, { action: "schedule-refused", summary, author: SCHEDULE_AUTHOR }, now);
      await logScheduleRefused(tx, page, revision, reason, now);
      return {
        kind: "page",
        id: row.id,
        pageSlug: row.slug,
        published: false,
        revision,
        refused: { reason, author, title: row.title, language: page.language },
      };
    }
    await tx.update(pages).set({ published: true, publishAt: null, updatedAt: now }).where(eq(pages.id, row.id));
    const revision = await recordRevision(
      tx,
      row.slug,
      {
        action: "publish",
        summary: approval?.ok ? `${approvalTexts.publishedSummary(approval.request.revision)} (planmässig)` : `Seite «${row.title}» planmässig veröffentlicht`,
        author: SCHEDULE_AUTHOR,
      },
      now,
    );
    if (report) await storeCheckResult(tx, report, revision);
    if (approval?.ok) await publishApprovedContent(tx, { ...page, published: true }, approval.request, revision, SCHEDULE_AUTHOR, now);
    // A page that no longer needs approval shows its rows once published, by hand or by schedule (decision 0043).
    else await releaseLiveContent(tx, page, revision, SCHEDULE_AUTHOR);
    return { kind: "page", id: row.id, pageSlug: row.slug, published, revision };
  }
  await tx.update(pages).set({ published: false, unpublishAt: null, updatedAt: now }).where(eq(pages.id, row.id));
  const revision = await recordRevision(
    tx,
    row.slug,
    { action: "draft", summary: `Seite «${row.title}» planmässig zurückgezogen`, author: SCHEDULE_AUTHOR },
    now,
  );
  return { kind: "page", id: row.id, pageSlug: row.slug, published, revision };
}

/**
 * Who set the page's 'Veröffentlichen am': the author of the oldest revision in the unbroken run of
 * newest revisions that hold this time (the scheduler's own ones aside).
 */
async function scheduleAuthor(tx: Transaction, slug: string, publishAt: Date | null): Promise<string | null> {
  if (!publishAt) return null;
  const rows = await tx
    .select({
      authorEmail: pageRevisions.authorEmail,
      authorId: pageRevisions.authorId,
      publishAt: sql<string | null>`${pageRevisions.snapshot} -> 'page' ->> 'publishAt'`,
    })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, slugMatchKey(slug)))
    .orderBy(desc(pageRevisions.revision))
    .limit(100);
  let author: string | null = null;
  for (const row of rows) {
    if (!row.publishAt || new Date(row.publishAt).getTime() !== publishAt.getTime()) break;
    if (row.authorId !== SCHEDULE_AUTHOR.id && row.authorEmail) author = row.authorEmail;
  }
  return author;
}

async function fireSection(tx: Transaction, candidate: Candidate, now: Date): Promise<ScheduledChange | null> {
  await lockPage(tx, candidate.pageSlug);
  const [row] = await tx
    .select({
      id: pageSections.id,
      pageSlug: pageSections.pageSlug,
      sectionName: pageSections.sectionName,
      publishAt: pageSections.publishAt,
      unpublishAt: pageSections.unpublishAt,
    })
    .from(pageSections)
    .where(and(eq(pageSections.id, candidate.id), or(isDue(pageSections.publishAt, now), isDue(pageSections.unpublishAt, now))))
    .for("update", { skipLocked: true })
    .limit(1);
  if (!row || slugMatchKey(row.pageSlug) !== slugMatchKey(candidate.pageSlug)) return null;
  const action = firingAction(row, now);
  if (!action) return null;
  const published = action === "publish";
  // On a page that needs 'Freigabe' a section has no schedule of its own (decision 0043): visitors see the approved
  // copy, and a change of the rows would only void the pending approval. One set before the page needed approval
  // does not fire: its time is cleared, the section stays as it is, and the log says so.
  const [page] = await tx
    .select()
    .from(pages)
    .where(eq(pages.slugKey, slugMatchKey(row.pageSlug)))
    .limit(1);
  if (page && (await approvalRequired(tx, page))) {
    await tx
      .update(pageSections)
      .set(published ? { publishAt: null } : { unpublishAt: null })
      .where(eq(pageSections.id, row.id));
    const reason = approvalTexts.sectionScheduleRefused;
    const revision = await recordRevision(
      tx,
      row.pageSlug,
      { action: "schedule-refused", summary: approvalTexts.sectionScheduleSummary(row.sectionName), author: SCHEDULE_AUTHOR },
      now,
    );
    await logScheduleRefused(tx, page, revision, `${reason}: «${row.sectionName}»`, now);
    return {
      kind: "section",
      id: row.id,
      pageSlug: row.pageSlug,
      published: !published,
      revision,
      refused: { reason, author: null, title: page.title, language: page.language },
    };
  }
  await tx
    .update(pageSections)
    .set(published ? { isPublished: true, publishAt: null, updatedAt: now } : { isPublished: false, unpublishAt: null, updatedAt: now })
    .where(eq(pageSections.id, row.id));
  const revision = await recordRevision(
    tx,
    row.pageSlug,
    {
      action: published ? "publish" : "draft",
      summary: published ? `Sektion «${row.sectionName}» planmässig veröffentlicht` : `Sektion «${row.sectionName}» planmässig zurückgezogen`,
      author: SCHEDULE_AUTHOR,
    },
    now,
  );
  return { kind: "section", id: row.id, pageSlug: row.pageSlug, published, revision };
}

/** Fires one due change in its own transaction; null when another process (or an editor) was first. */
async function fireOne(database: Database, candidate: Candidate, now: Date): Promise<ScheduledChange | null> {
  // The revision it records names what visitors now see differently (visitor-change.server.ts): a
  // section going live drops its page and neighbours, a page going live drops every page.
  const { value: change, scope } = await collectContentScope(() =>
    database.transaction(async (tx) => {
      const fired = candidate.kind === "page" ? await firePage(tx, candidate, now) : await fireSection(tx, candidate, now);
      if (fired) await announceContentChange(tx);
      return fired;
    }),
  );
  if (change) await contentChanged(scope());
  if (change?.refused) await notifyScheduleRefused(database, change.pageSlug, change.refused);
  return change;
}

/**
 * Applies every publication and withdrawal due at `now` (tests pass their own clock). Returns the
 * changes this call made; a change another process made is not in the list. A change that fails is
 * logged and retried on the next run; the others still happen.
 */
export async function runDueSchedules(database: Database = processDb(), now: Date = new Date()): Promise<ScheduledChange[]> {
  const done: ScheduledChange[] = [];
  // A row comes back while it stays due: a second time when both its times were due, or when another
  // transaction held it. Twice per run at most; the next run tries again.
  const attempts = new Map<string, number>();
  const keyOf = (c: Candidate) => `${c.kind}:${c.id}`;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const fresh = (await dueCandidates(database, now)).filter((c) => (attempts.get(keyOf(c)) ?? 0) < 2);
    if (fresh.length === 0) break;
    let progressed = false;
    for (const candidate of fresh) {
      attempts.set(keyOf(candidate), (attempts.get(keyOf(candidate)) ?? 0) + 1);
      try {
        const change = await fireOne(database, candidate, now);
        if (change) {
          done.push(change);
          progressed = true;
        }
      } catch (error) {
        logger.error({ error: (error as Error).message, kind: candidate.kind, id: candidate.id }, "Geplante Veröffentlichung fehlgeschlagen");
      }
    }
    if (!progressed) break;
  }
  return done;
}

export function schedulerIntervalMs(value = process.env.SCHEDULER_INTERVAL_MS): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed >= 100 && parsed <= 600_000 ? parsed : DEFAULT_SCHEDULER_INTERVAL_MS;
}

/**
 * Runs the scheduler every `intervalMs` in this process until the returned function is called (it
 * waits for a run in progress). The timer never keeps the process alive, and a failing run (database
 * away) is logged and tried again at the next tick: the scheduler never ends the process.
 */
export function startScheduler(options: { database?: () => Database; intervalMs?: number } = {}): () => Promise<void> {
  const database = options.database ?? processDb;
  const intervalMs = options.intervalMs ?? schedulerIntervalMs();
  return startPeriodicJob({
    onFailure: (error) => logger.error({ error: error.message }, "Zeitplan konnte nicht ausgeführt werden"),
    intervalMs,
    firstRunMs: Math.min(intervalMs, 1000),
    run: async () => {
      const changes = await runDueSchedules(database());
      for (const change of changes) {
        logger.info(
          { kind: change.kind, id: change.id, page: change.pageSlug, published: change.published },
          change.published ? "Planmässig veröffentlicht" : "Planmässig zurückgezogen",
        );
      }
    },
  });
}
