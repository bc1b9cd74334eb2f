// Moving a page to a new address (docs/decisions/0013-page-addresses-and-redirects.md): the page and every page below its address, with their
// sections, history and media uses, in the caller's transaction (writeContent); every old address
// then answers 301 with the new one. See docs/decisions/0013-page-addresses-and-redirects.md.
import { eq, inArray, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "#db/client.server";
import { pageRevisions, pages, pageSections } from "#db/schema";
import { applyMoveToRedirects } from "~/features/redirects/redirects.server";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { languageOfPath, languagePrefix } from "~/lib/languages";
import { limitedString } from "~/lib/text-limit-schemas";
import {
  addressParent,
  composeSlug,
  isAtOrBelow,
  pageAddressMessages,
  planPageMove,
  rebaseSlug,
  slugPartFrom,
  type AddressChange,
} from "~/core/page-address/page-address";
import { pageById, PageValidationError, type PageChange } from "./page-admin.server";
import { assertRevision, lockPage, lockPageAddresses, recordRevision } from "~/core/revisions/page-history.server";
import { pageLimits, pageMessages } from "~/core/page-address/page-rules";
import { shiftSourceRevisions } from "~/features/language-versions/field-marks.server";
import { ApprovalError, approvalRequirements, settleRequirements } from "~/features/approval/approval.server";
import { approvalTexts } from "~/features/approval/approval-rules";
import { actingViewer } from "~/core/access/acting-viewer.server";
import { can } from "~/core/access/access-control";

export interface PageMoveInput {
  /** The new parent page's address; null or '' for the root. */
  parentSlug?: string | null;
  /** The new last part of the address (normalised like a title: 'Anfahrt & Parken' → 'anfahrt-und-parken'). */
  slugPart: string;
}

const moveInput = z.object({
  parentSlug: limitedString(pageLimits.slug).nullable().optional(),
  slugPart: limitedString(pageLimits.slug),
});

interface PageRow {
  id: number;
  slug: string;
  title: string;
  parentSlug: string | null;
}

async function allPages(db: Queryable): Promise<PageRow[]> {
  return db.select({ id: pages.id, slug: pages.slug, title: pages.title, parentSlug: pages.parentSlug }).from(pages);
}

/**
 * The new address and parent a move asks for. The parent must be a page — or the address part the
 * page sits under now, when no page is there (kept as it is).
 */
function targetOf(page: PageRow, rows: PageRow[], input: PageMoveInput): { slug: string; parentSlug: string | null } {
  const parsed = moveInput.safeParse(input);
  if (!parsed.success) {
    throw new PageValidationError(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "form", issue.message])));
  }
  const part = slugPartFrom(parsed.data.slugPart, languageOfPath(page.slug));
  if (!part) throw new PageValidationError({ slugPart: pageAddressMessages.slugPartRequired });
  const wanted = parsed.data.parentSlug?.trim() ? canonicalSlug(parsed.data.parentSlug) : null;
  let parentSlug: string | null = null;
  if (wanted && wanted !== "/") {
    const parent = rows.find((p) => slugMatchKey(p.slug) === slugMatchKey(wanted));
    const current = addressParent(page.slug);
    if (parent) parentSlug = parent.slug;
    else if (current && slugMatchKey(current) === slugMatchKey(wanted)) parentSlug = current;
    else throw new PageValidationError({ parentSlug: pageAddressMessages.parentMissing });
  }
  return { slug: composeSlug(parentSlug, part), parentSlug };
}

function planOrThrow(rows: PageRow[], page: PageRow, slug: string): AddressChange[] {
  const plan = planPageMove(rows, page.id, slug);
  if (!plan.ok) throw new PageValidationError({ slugPart: plan.error });
  return plan.changes;
}

/** The addresses a move would change, for the confirmation; changes nothing. */
export async function previewPageMove(db: Queryable, pageId: number, input: PageMoveInput): Promise<AddressChange[]> {
  const page = await pageById(db, pageId);
  const rows = await allPages(db);
  const target = targetOf(page, rows, input);
  const changes = planOrThrow(rows, page, target.slug);
  await assertNoStraySections(db, changes);
  return changes;
}

/**
 * Sections can sit under an address without a page (the sections demo, leftovers of old spellings):
 * a page moved there would take them over, so such an address counts as taken.
 */
async function assertNoStraySections(db: Queryable, changes: AddressChange[]) {
  const moving = new Set(changes.map((c) => slugMatchKey(c.from)));
  const wanted = changes.filter((c) => !moving.has(slugMatchKey(c.to)));
  if (!wanted.length) return;
  const [stray] = await db
    .select({ key: pageSections.pageSlugKey })
    .from(pageSections)
    .where(
      inArray(
        pageSections.pageSlugKey,
        wanted.map((c) => slugMatchKey(c.to)),
      ),
    )
    .limit(1);
  if (stray) {
    const change = wanted.find((c) => slugMatchKey(c.to) === stray.key) as AddressChange;
    throw new PageValidationError({ slugPart: pageMessages.slugExists(change.to) });
  }
}

/**
 * A name no page uses, to park a page, its sections and history while addresses swap; within the
 * page's language (a French page's slug must start with /fr, db/schema.ts pages_slug_in_language).
 */
const parked = (id: number, from: string) => `${languagePrefix(languageOfPath(from))}/__verschiebung__/${id}`;

/**
 * Moves page `pageId` to the address made of `input`: the page and every page below its old address
 * get their new addresses, their sections and history go with them, parents that named a moved page
 * name its new address, and the redirects are brought up to date (redirect-rules.ts). Locks the old
 * and the new address of every page it moves (after the page-address lock, so moves never wait for
 * each other in a circle) and records a revision for each. Any failure rolls all of it back.
 */
export async function movePage(db: Queryable, pageId: number, input: PageMoveInput, change: PageChange) {
  await lockPageAddresses(db);
  const page = await pageById(db, pageId, change);
  const target = targetOf(page, await allPages(db), input);
  const planned = planOrThrow(await allPages(db), page, target.slug);
  const keys = [...new Set(planned.flatMap((c) => [slugMatchKey(c.from), slugMatchKey(c.to)]))].sort();
  for (const key of keys) await lockPage(db, key);
  await assertRevision(db, page.slug, change.baseRevision);
  // Read again under the locks: a page below it may have been deleted while this move waited.
  const rows = await allPages(db);
  const changes = planOrThrow(rows, page, target.slug);
  for (const c of changes) if (!keys.includes(slugMatchKey(c.to))) await lockPage(db, c.to);
  await assertNoStraySections(db, changes);
  // Which pages need approval depends on the pages above them (decision 0043): every version of every moved page is judged again.
  const movedGroups = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      inArray(
        pages.translationKey,
        db
          .select({ key: pages.translationKey })
          .from(pages)
          .where(
            inArray(
              pages.id,
              changes.map((c) => c.id),
            ),
          ),
      ),
    );
  const requiredBefore = await approvalRequirements(
    db,
    movedGroups.map((row) => row.id),
  );

  // Two steps, so a new address may be the old one of another moved page ('/a/b' → '/a' with '/a/b/b'):
  // first every moved page, its sections and revisions are parked under a name of its own.
  for (const c of changes) {
    const park = parked(c.id, c.from);
    await db.update(pages).set({ slug: park }).where(eq(pages.id, c.id));
    await db
      .update(pageSections)
      .set({ pageSlug: park })
      .where(eq(pageSections.pageSlugKey, slugMatchKey(c.from)));
    await db
      .update(pageRevisions)
      .set({ pageKey: slugMatchKey(park) })
      .where(eq(pageRevisions.pageKey, slugMatchKey(c.from)));
  }
  const now = new Date();
  for (const c of changes) {
    const park = parked(c.id, c.from);
    await db
      .update(pages)
      .set({ slug: c.to, updatedAt: now, ...(c.id === page.id ? { parentSlug: target.parentSlug } : {}) })
      .where(eq(pages.id, c.id));
    await db
      .update(pageSections)
      .set({ pageSlug: c.to })
      .where(eq(pageSections.pageSlugKey, slugMatchKey(park)));
    // The history follows the page. A page deleted earlier at the new address left its history there;
    // the moved page's revisions continue after it, so (page key, revision) stays unique.
    const [earlier] = await db
      .select({ revision: max(pageRevisions.revision) })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, slugMatchKey(c.to)));
    await db
      .update(pageRevisions)
      .set({ pageKey: slugMatchKey(c.to), revision: sql`${pageRevisions.revision} + ${earlier?.revision ?? 0}` })
      .where(eq(pageRevisions.pageKey, slugMatchKey(park)));
    // Its versions name German revisions by number (docs/decisions/0036-translation-out-of-date.md): they follow.
    if (earlier?.revision) await shiftSourceRevisions(db, c.id, earlier.revision);
  }
  // Parents named by their address: a page whose parent moved names the new address.
  const root = changes[0];
  for (const row of rows) {
    if (row.id === page.id || !row.parentSlug || !isAtOrBelow(row.parentSlug, root.from)) continue;
    await db
      .update(pages)
      .set({ parentSlug: rebaseSlug(row.parentSlug, root.from, root.to) })
      .where(eq(pages.id, row.id));
  }
  await applyMoveToRedirects(db, changes, change.author);
  // Judged by the stricter of the old and the new place: a move that would lift a page's approval is an
  // administrator's (the requirement is not an editor's to change); one that adds it keeps what visitors see.
  const requiredAfter = await approvalRequirements(db, [...requiredBefore.keys()]);
  const lifted = [...requiredAfter].find(([id, needs]) => requiredBefore.get(id) === true && !needs);
  const viewer = actingViewer();
  if (lifted && viewer && !can(viewer.role, "approvals.configure")) {
    const title = rows.find((r) => r.id === lifted[0])?.title ?? page.title;
    throw new ApprovalError(approvalTexts.moveLiftsApproval(title), 403);
  }
  let revision = 0;
  for (const c of changes) {
    const summary = c.id === page.id ? `Adresse geändert: ${c.from} → ${c.to}` : `Mit «${page.title}» verschoben: ${c.from} → ${c.to}`;
    const recorded = await recordRevision(db, c.to, { action: "move", summary, author: change.author });
    if (c.id === page.id) revision = recorded;
  }
  await settleRequirements(
    db,
    requiredBefore,
    change.author ? { id: change.author.id, email: change.author.email } : { id: null, email: "System" },
    approvalTexts.becauseMove(root.from, root.to),
  );
  return { changes, revision, slug: root.to };
}
