// Revisions and conflicts for a page and its sections (docs/decisions/0005-revisions-and-caches.md). Every
// change records the whole state after it; a save based on an older revision than the stored one is
// refused with the name of whoever changed it, and nothing is overwritten. What other parts of the
// application do with a change (the language versions' rules, the approval's voiding) they do as observers
// (revision-hooks.server.ts): the revisions know none of them.
import { and, desc, eq, getTableColumns, max, sql, type SQL, type SQLWrapper, type Table } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { lockForTransaction } from "#db/locks.server";
import { pageRevisions, pages, pageSections, redirects, type PageSnapshot } from "#db/schema";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { addressParent } from "~/core/page-address/page-address";
import { formatSwissDateTimeShort } from "~/lib/date-format";
import { reportContentScope } from "~/core/content/content-announce.server";
import { visitorScopeOfChange } from "~/core/content/visitor-change.server";
import { revisionObservers, type RecordedChange, type RestoredPage, type RevisionAuthor } from "./revision-hooks.server";

export type { RevisionAuthor } from "./revision-hooks.server";

export class RevisionConflictError extends Error {
  constructor(
    readonly current: { revision: number; authorEmail: string | null; createdAt: Date },
    readonly base: number,
  ) {
    const when = formatSwissDateTimeShort(current.createdAt);
    super(
      `Diese Seite wurde inzwischen von ${current.authorEmail ?? "jemand anderem"} geändert (${when}). ` +
        "Ihre Änderung wurde nicht gespeichert. Bitte laden Sie die Seite neu.",
    );
  }
}

/** The newest revision of the page with this key (0 without history), as a column of a query over pages. */
export function newestRevisionOf(pageKey: SQLWrapper): SQL<number> {
  return sql<number>`coalesce((select max(${pageRevisions.revision}) from ${pageRevisions} where ${pageRevisions.pageKey} = ${pageKey}), 0)`.mapWith(Number);
}

export async function currentRevision(db: Queryable, slug: string): Promise<number> {
  const [row] = await db
    .select({ revision: max(pageRevisions.revision) })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, slugMatchKey(slug)));
  return row?.revision ?? 0;
}

/**
 * Serialises the writes to one page across every connection and process (docs/decisions/0011-several-servers.md): a transaction
 * that changes a page waits here until any other one on the same page has committed or rolled back.
 * Under READ COMMITTED, every statement after the lock sees the other's committed rows, so the
 * revision check below cannot pass twice for the same base. Released at commit or rollback; taking it
 * again in the same transaction is free. See docs/decisions/0011-several-servers.md.
 */
export async function lockPage(db: Queryable, slug: string) {
  await lockForTransaction(db, `page:${slugMatchKey(slug)}`);
}

/**
 * Serialises everything that decides which page lives at which address (docs/decisions/0013-page-addresses-and-redirects.md): creating pages
 * (picking a free slug), moving pages and changing redirects. Taken before any page lock, so two
 * moves never hold page locks in opposite orders.
 */
export async function lockPageAddresses(db: Queryable) {
  await lockForTransaction(db, "page-slugs");
}

/**
 * Refuses (throws RevisionConflictError) when the stored revision is not the one the editor saw.
 * Takes the page's lock first, so call it before the change reads what it is about to change.
 */
export async function assertRevision(db: Queryable, slug: string, baseRevision: number | undefined) {
  await lockPage(db, slug);
  if (baseRevision === undefined) return;
  const key = slugMatchKey(slug);
  const [latest] = await db
    .select({ revision: pageRevisions.revision, authorEmail: pageRevisions.authorEmail, createdAt: pageRevisions.createdAt })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, key))
    .orderBy(desc(pageRevisions.revision))
    .limit(1);
  const current = latest?.revision ?? 0;
  if (current !== baseRevision) {
    throw new RevisionConflictError(latest ?? { revision: 0, authorEmail: null, createdAt: new Date() }, baseRevision);
  }
}

/**
 * Where a page or section that no longer exists was last seen: the page key of the newest revision
 * whose snapshot holds it. A save that finds its row gone uses it to tell "someone deleted it after
 * you loaded the page" (a conflict naming who) from a plain unknown id.
 */
export async function lastPageKeyHolding(db: Queryable, row: { pageId: number } | { sectionId: number }): Promise<string | null> {
  const holds =
    "pageId" in row
      ? sql`(${pageRevisions.snapshot} -> 'page' ->> 'id')::int = ${row.pageId}`
      : sql`${pageRevisions.snapshot} -> 'sections' @> jsonb_build_array(jsonb_build_object('id', ${row.sectionId}::int))`;
  const [hit] = await db.select({ pageKey: pageRevisions.pageKey }).from(pageRevisions).where(holds).orderBy(desc(pageRevisions.id)).limit(1);
  return hit?.pageKey ?? null;
}

/**
 * For a row a save expected but did not find: when the editor named the revision they saw and the
 * page has changed since (someone deleted the row), the conflict is thrown; otherwise nothing.
 */
export async function assertNotDeletedSince(db: Queryable, row: { pageId: number } | { sectionId: number }, baseRevision: number | undefined) {
  if (baseRevision === undefined) return;
  const pageKey = await lastPageKeyHolding(db, row);
  if (pageKey) await assertRevision(db, pageKey, baseRevision);
}

/** A row without its generated columns (slug keys, the search text): they are recomputed on restore. */
function withoutGenerated<T extends Record<string, unknown>>(row: T, table: Table): Partial<T> {
  const rest: Partial<T> = { ...row };
  for (const [name, column] of Object.entries(getTableColumns(table))) if (column.generated) delete rest[name as keyof T];
  return rest;
}

export async function snapshotOf(db: Queryable, slug: string): Promise<PageSnapshot> {
  const key = slugMatchKey(slug);
  const [page] = await db.select().from(pages).where(eq(pages.slugKey, key)).limit(1);
  const sections = await db.select().from(pageSections).where(eq(pageSections.pageSlugKey, key)).orderBy(pageSections.sectionOrder, pageSections.id);
  return {
    page: page ? withoutGenerated(page, pages) : null,
    sections: sections.map((s) => withoutGenerated(s, pageSections)),
  };
}

/** The revision action of a restore: a restore brings back a version's texts with the bookkeeping they had (version-sync.server.ts). */
export const RESTORE_ACTION = "restore";

/** How long after an edit-mode autosave the next one of the same author and section still folds into it. */
export const AUTOSAVE_FOLD_WINDOW_MS = 5 * 60_000;

/** The revision action of an edit-mode autosave of one section: autosaves fold only with their own kind. */
export function autosaveAction(sectionId: number) {
  return `autosave:${sectionId}`;
}

/**
 * Records the state after a change as the next revision; call inside the change's transaction.
 *
 * `fold` (docs/decisions/0005-revisions-and-caches.md, tests/integration/revision-folding.test.ts): an
 * edit-mode autosave names its kind (autosaveAction). When the page's
 * newest revision is of that same kind, by the same author and younger than the window, it is replaced
 * instead of kept: one typing session leaves one revision, not dozens. The replacement still gets the
 * next number, because the number is the page's version: an editor holding the folded number must see
 * a conflict (assertRevision compares numbers), and numbers never go back. Only the newest revision is
 * ever folded, so every revision a list shows stays restorable; the list simply has gaps.
 */
export async function recordRevision(
  db: Queryable,
  slug: string,
  change: {
    action: string;
    summary: string;
    author: RevisionAuthor | null;
    fold?: boolean;
    shareValues?: boolean;
    /** Ids of the people whose text the change brings besides its author's (a restore: the restored revision's authors). */
    contributors?: readonly string[];
  },
  now = new Date(),
): Promise<number> {
  // Writers that have no base revision (page creation, seeding) still number revisions one at a time.
  await lockPage(db, slug);
  const key = slugMatchKey(slug);
  const [latest] = await db
    .select({
      id: pageRevisions.id,
      revision: pageRevisions.revision,
      action: pageRevisions.action,
      authorId: pageRevisions.authorId,
      createdAt: pageRevisions.createdAt,
      snapshot: pageRevisions.snapshot,
    })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, key))
    .orderBy(desc(pageRevisions.revision))
    .limit(1);
  const revision = (latest?.revision ?? 0) + 1;
  const observers = await revisionObservers();
  const before = latest?.snapshot ?? null;
  // Bookkeeping the change leaves to its observers (the language versions' marks), before the state is read.
  for (const observer of observers) await observer.settle?.(db, key, before, { restoring: change.action === RESTORE_ACTION });
  const snapshot = await snapshotOf(db, slug);
  const recorded: RecordedChange = {
    pageKey: key,
    slug,
    action: change.action,
    summary: change.summary,
    author: change.author,
    revision: 0,
    before,
    after: snapshot,
    now,
  };
  // An observer may refuse the change (a translator's beyond their fields): the thrown error rolls the whole
  // change back (writeContent's transaction).
  for (const observer of observers) await observer.check?.(db, recorded);
  const folds =
    change.fold === true &&
    latest !== undefined &&
    change.author !== null &&
    latest.action === change.action &&
    latest.authorId === change.author.id &&
    now.getTime() - latest.createdAt.getTime() < AUTOSAVE_FOLD_WINDOW_MS;
  if (folds) await db.delete(pageRevisions).where(eq(pageRevisions.id, latest.id));
  await db.insert(pageRevisions).values({
    pageKey: key,
    revision,
    action: change.action,
    summary: change.summary,
    authorId: change.author?.id ?? null,
    authorEmail: change.author?.email ?? null,
    contributorIds: [...new Set(change.contributors ?? [])].filter((id) => id !== change.author?.id),
    snapshot,
    createdAt: now,
  });
  recorded.revision = revision;
  for (const observer of observers) await observer.recorded?.(db, recorded);
  // The state before this change is the previous revision's (every change records one); what
  // visitors see differently decides which caches drop (docs/decisions/0016-page-cache-ahead-of-express.md, visitor-change.ts).
  // An observer may say visitors see less of it (a page whose approved copy they see).
  let states: [PageSnapshot | null, PageSnapshot | null] = [before, snapshot];
  for (const observer of observers) if (observer.visitorStates) states = await observer.visitorStates(db, ...states);
  reportContentScope(await visitorScopeOfChange(db, key, ...states));
  // Changes that follow in other pages (shared values written to the other language versions, each
  // recording its own revision, which has no follow-ups of its own).
  if (change.shareValues !== false) {
    for (const observer of observers) {
      await observer.followUp?.(db, recorded, (tx, followSlug, followUp) =>
        recordRevision(tx, followSlug, { ...followUp, author: change.author, shareValues: false }, now),
      );
    }
  }
  return revision;
}

export async function listRevisions(db: Queryable, slug: string, limit = 50) {
  return db
    .select({
      id: pageRevisions.id,
      revision: pageRevisions.revision,
      action: pageRevisions.action,
      summary: pageRevisions.summary,
      authorEmail: pageRevisions.authorEmail,
      createdAt: pageRevisions.createdAt,
    })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageKey, slugMatchKey(slug)))
    .orderBy(desc(pageRevisions.revision))
    .limit(limit);
}

/** A row of a snapshot (JSON, so its times are strings) with its timestamp columns as dates again. */
function revived(table: Table, row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (column.dataType === "date" && typeof out[name] === "string") out[name] = new Date(out[name]);
  }
  return out;
}

/** The kind of the page group `translationKey` (its other versions'), if any of them is there. */
async function groupKind(db: Queryable, translationKey: unknown): Promise<(typeof pages.$inferSelect)["kind"] | null> {
  if (typeof translationKey !== "string") return null;
  const [row] = await db.select({ kind: pages.kind }).from(pages).where(eq(pages.translationKey, translationKey)).limit(1);
  return row?.kind ?? null;
}

/** A scheduled time that is still ahead; one in the past would make the scheduler act at once. */
const stillAhead = (value: unknown) => (value instanceof Date && value.getTime() > Date.now() ? value : null);

/**
 * Puts the page and its sections back to a revision (and records that as a new revision).
 * Run inside a transaction; the page keeps its id, the sections are replaced as a whole.
 * A revision restores content, never an address: the history follows a moved page (docs/decisions/0013-page-addresses-and-redirects.md,
 * page-move.server.ts), so older snapshots name older addresses, and the page and its sections stay
 * where they are now. A page brought back at an address that redirects elsewhere ends that redirect.
 * Nor does it restore the page's schedule: the page keeps the one it has now, and a deleted page or a
 * section brought back keeps only the scheduled times still ahead (a snapshot's past 'Veröffentlichen
 * am' would otherwise publish it the moment it is back).
 */
export async function restoreRevision(db: Queryable, slug: string, revision: number, author: RevisionAuthor | null): Promise<number> {
  const key = slugMatchKey(slug);
  const [target] = await db
    .select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageKey, key), eq(pageRevisions.revision, revision)))
    .limit(1);
  if (!target) throw new Error("Diese Version gibt es nicht.");
  const { page, sections } = target.snapshot;
  const [existing] = await db
    .select({ id: pages.id, slug: pages.slug, parentSlug: pages.parentSlug, published: pages.published, kind: pages.kind })
    .from(pages)
    .where(eq(pages.slugKey, key))
    .limit(1);
  const address = existing?.slug ?? canonicalSlug(slug);
  let restoredPage: RestoredPage = { pageKey: key, pageId: existing?.id ?? null, existed: Boolean(existing), wasPublished: existing?.published ?? false };
  if (page) {
    const { id: _id, updatedAt: _u, slug: storedSlug, parentSlug: storedParent, publishAt, unpublishAt, kind: storedKind, ...fields } = revived(pages, page);
    const sameAddress = typeof storedSlug === "string" && slugMatchKey(storedSlug) === key;
    const parentSlug = existing ? existing.parentSlug : sameAddress ? (storedParent as string | null) : addressParent(address);
    // A restore brings content back, never the page's kind: an administrator's fact of the page and all its
    // versions (docs/decisions/0043-page-kind-and-approval-requirement.md). A deleted page takes its group's, else its last.
    const kind = existing?.kind ?? (await groupKind(db, fields.translationKey)) ?? storedKind;
    const values = { ...fields, slug: address, parentSlug, kind, updatedAt: new Date() } as typeof pages.$inferInsert;
    const [written] = existing
      ? await db.update(pages).set(values).where(eq(pages.id, existing.id)).returning({ id: pages.id })
      : await db
          .insert(pages)
          .values({ ...values, publishAt: stillAhead(publishAt), unpublishAt: stillAhead(unpublishAt) })
          .returning({ id: pages.id });
    if (!existing) await db.delete(redirects).where(eq(redirects.sourceKey, key));
    restoredPage = { pageKey: key, pageId: written.id, existed: Boolean(existing), wasPublished: existing?.published ?? false };
  }
  await db.delete(pageSections).where(eq(pageSections.pageSlugKey, key));
  if (sections.length) {
    await db.insert(pageSections).values(
      sections.map((s) => {
        const { id: _id, updatedAt: _u, pageSlug: _p, publishAt, unpublishAt, ...fields } = revived(pageSections, s);
        return {
          ...fields,
          pageSlug: address,
          publishAt: stillAhead(publishAt),
          unpublishAt: stillAhead(unpublishAt),
          updatedAt: new Date(),
        } as typeof pageSections.$inferInsert;
      }),
    );
  }
  // What the observers keep of the page as it is (a translation the shared values all versions have now; a
  // page that needs 'Freigabe' its status: a restore must not publish content nobody approved).
  for (const observer of await revisionObservers()) await observer.restored?.(db, restoredPage);
  // The restored text is its authors' as much as the restorer's: the restored revision's author and those it
  // counted itself are the change's contributors (so nobody approves their own text someone else brought back).
  const contributors = [target.authorId, ...target.contributorIds].filter((id): id is string => Boolean(id));
  return recordRevision(db, slug, { action: RESTORE_ACTION, summary: `Version ${revision} wiederhergestellt`, author, contributors });
}
