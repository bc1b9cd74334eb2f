// The page actions of the CMS (docs/product/cms-screens.md, "Page list ('Seiten verwalten')": update, create, duplicate, toggle, delete).
// Each runs inside the caller's transaction (writeContent) and records a revision of the page.
import { and, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "#db/client.server";
import { mediaAssets, pages, pageSections, type Page } from "#db/schema";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import { languageOfPath, sourceLanguage } from "~/lib/languages";
import { languageVersionMessages } from "~/features/page-admin/language-version-rules";
import { htmlToPlainText } from "~/lib/text";
import { sanitizeContentHtml } from "~/core/content/sanitize-html";
import { isThemeName } from "~/features/themes/themes";
import { limitedString, limitedTrimmedString } from "~/lib/text-limit-schemas";
import { dropRedirectsAt } from "~/features/redirects/redirects.server";
import { assertNotDeletedSince, assertRevision, lockPageAddresses, recordRevision, type RevisionAuthor } from "~/core/revisions/page-history.server";
import { composeSlug, newAddressError, pageAddressMessages, slugPartFrom } from "~/core/page-address/page-address";
import { ApprovalError, approvalRequired, approvalRequirements, releaseLiveContent, settleRequirements } from "~/features/approval/approval.server";
import { approvalTexts } from "~/features/approval/approval-rules";
import { actingViewer } from "~/core/access/acting-viewer.server";
import { can } from "~/core/access/access-control";
import { kindBelow, pageKinds, type PageKind } from "~/lib/page-kinds";
import { checkSchedule } from "~/features/scheduling/schedule-rules";
import {
  META_DESCRIPTION_LIMIT,
  META_TITLE_LIMIT,
  PAGE_GALLERY_LIMIT,
  pageLimits,
  pageMessages,
  parseSortOrder,
  resolveParent,
  slugFromTitle,
} from "~/core/page-address/page-rules";

export class PageValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(Object.values(fieldErrors)[0] ?? "Ungültige Eingabe");
  }
}

export class PageNotFoundError extends Error {
  constructor() {
    super("Keine Seite zu löschen gefunden");
  }
}

function assetId() {
  return z.number({ error: pageMessages.imageInvalid }).int(pageMessages.imageInvalid).positive(pageMessages.imageInvalid);
}

const pageUpdate = z.object({
  title: limitedTrimmedString(pageLimits.title).min(1, pageMessages.titleRequired).optional(),
  h1: limitedTrimmedString(pageLimits.h1).nullable().optional(),
  intro: limitedTrimmedString(pageLimits.intro).nullable().optional(),
  metaTitle: z.string().trim().max(META_TITLE_LIMIT, pageMessages.metaTitleTooLong).nullable().optional(),
  metaDescription: z.string().trim().max(META_DESCRIPTION_LIMIT, pageMessages.metaDescriptionTooLong).nullable().optional(),
  contentHtml: limitedString(pageLimits.contentHtml).nullable().optional(),
  /** 'Seitentyp' (decision 0043): administrators only (updatePage refuses anyone else with 403). */
  kind: z.enum(pageKinds, { error: pageMessages.kindUnknown }).optional(),
  published: z.boolean().optional(),
  sortOrder: z.unknown().optional(),
  theme: limitedString(pageLimits.theme).nullable().optional(),
  parentSlug: limitedString(pageLimits.slug).nullable().optional(),
  sitemapPriority: z.coerce.number().min(0).max(1).optional(),
  heroAssetId: assetId().nullable().optional(),
  ogAssetId: assetId().nullable().optional(),
  galleryAssetIds: z
    .array(assetId(), { error: pageMessages.imageInvalid })
    .max(PAGE_GALLERY_LIMIT, pageMessages.galleryTooMany(PAGE_GALLERY_LIMIT))
    .nullable()
    .optional(),
  /** 'Veröffentlichen am' / 'Zurückziehen am' as Swiss datetime-local values; null or "" clears (docs/decisions/0018-scheduled-publishing.md). */
  publishAt: z.string().max(40).nullable().optional(),
  unpublishAt: z.string().max(40).nullable().optional(),
});
export type PageUpdate = z.input<typeof pageUpdate>;

/** What a new page may be given; only the lengths are checked here (docs/security.md, "Maximum lengths"), the rest below. */
const pageCreate = z.object({
  title: limitedTrimmedString(pageLimits.title).optional(),
  parentSlug: limitedString(pageLimits.slug).nullable().optional(),
  slugPart: limitedString(pageLimits.slug).nullable().optional(),
});

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || "form", issue.message]));
}

/** The page a change is about; deleted by someone since the editor's revision → their conflict. */
export async function pageById(db: Queryable, id: number, change?: PageChange): Promise<Page> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (row) return row;
  await assertNotDeletedSince(db, { pageId: id }, change?.baseRevision);
  throw new PageNotFoundError();
}

async function slugTaken(db: Queryable, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slugKey, slugMatchKey(slug)), exceptId ? ne(pages.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

async function existingSlugs(db: Queryable) {
  return (await db.select({ slug: pages.slug }).from(pages)).map((p) => p.slug);
}

export interface PageChange {
  author: RevisionAuthor | null;
  baseRevision?: number;
}

/**
 * A new page (docs/product/pages-and-publishing.md, "Creating a page"; docs/decisions/0013-page-addresses-and-redirects.md). From the page list's dialog: title, parent and the last
 * part of the address as the editor chose it (`slugPart`; made from the title when empty), unpublished.
 * From the visual editor: published, as the product always did. An address that is taken is refused with
 * 'Slug "…" existiert bereits'; only a page without any title ('Neue Seite') gets a number instead.
 * Picks its address under the page-address lock, so two pages created at once never clash.
 */
export async function createPage(
  db: Queryable,
  input: { title?: string; published?: boolean; parentSlug?: string | null; slugPart?: string | null },
  change: PageChange,
) {
  const sized = pageCreate.safeParse(input);
  if (!sized.success) throw new PageValidationError(fieldErrorsOf(sized.error));
  const title = (input.title ?? "Neue Seite").trim();
  if (!title) throw new PageValidationError({ title: pageMessages.titleRequired });
  // A new page is German (docs/decisions/0032-language-versions.md): so is its parent.
  if (input.parentSlug?.trim() && languageOfPath(input.parentSlug) !== sourceLanguage) {
    throw new PageValidationError({ parentSlug: pageMessages.parentNotGerman(canonicalSlug(input.parentSlug)) });
  }
  const chosenPart = input.slugPart?.trim() ? slugPartFrom(input.slugPart, sourceLanguage) : null;
  if (input.slugPart?.trim() && !chosenPart) throw new PageValidationError({ slugPart: pageAddressMessages.slugPartRequired });
  await lockPageAddresses(db);
  const existing = await existingSlugs(db);
  const parent = resolveParent(input.parentSlug, existing);
  const wanted = chosenPart ? composeSlug(parent.parentSlug, chosenPart) : slugFromTitle(title, parent.parentSlug);
  let slug = wanted;
  const named = Boolean(chosenPart || input.title);
  const refusal = newAddressError(slug, existing);
  if (refusal && (named || !(await slugTaken(db, slug)))) throw new PageValidationError({ slugPart: refusal });
  // 'Neue Seite' twice must not fail: an untitled page gets a number.
  for (let n = 2; await slugTaken(db, slug); n++) slug = `${wanted}-${n}`;
  // Its kind comes from its parent's, once (decision 0043): below a category or a product page a product page.
  const kind = kindBelow(parent.parentSlug ? await kindAt(db, parent.parentSlug) : null);
  const [created] = await db
    .insert(pages)
    .values({
      slug,
      title,
      published: false,
      parentSlug: parent.parentSlug,
      language: "de",
      sortOrder: 0,
      sitemapPriority: 0.5,
      theme: "clean-medical",
      kind,
    })
    .returning();
  // A page that needs 'Freigabe' (its kind's, or a page above it with the setting on) starts as a draft: it
  // goes live only once approved (docs/decisions/0039-approval.md), also from the visual editor.
  const published = (input.published ?? false) && !(await approvalRequired(db, created));
  const [page] = published ? await db.update(pages).set({ published }).where(eq(pages.id, created.id)).returning() : [created];
  // An old address that redirected elsewhere is a page again.
  await dropRedirectsAt(db, [slug]);
  const revision = await recordRevision(db, slug, { action: "create", summary: `Seite «${title}» erstellt`, author: change.author });
  return { page, revision, warning: parent.warning };
}

/** The kind of the page at an address (null when none is there). */
async function kindAt(db: Queryable, slug: string): Promise<PageKind | null> {
  const [row] = await db
    .select({ kind: pages.kind })
    .from(pages)
    .where(eq(pages.slugKey, slugMatchKey(slug)))
    .limit(1);
  return row?.kind ?? null;
}

/**
 * Hero, Open Graph and gallery images must be images of the library: an unknown id or another kind
 * of file is refused with the field's message, and nothing is saved.
 */
async function assertPageImages(db: Queryable, input: { heroAssetId?: number | null; ogAssetId?: number | null; galleryAssetIds?: number[] | null }) {
  const fields = {
    heroAssetId: input.heroAssetId ? [input.heroAssetId] : [],
    ogAssetId: input.ogAssetId ? [input.ogAssetId] : [],
    galleryAssetIds: input.galleryAssetIds ?? [],
  };
  const errors: Record<string, string> = {};
  const duplicate = fields.galleryAssetIds.find((id, index) => fields.galleryAssetIds.indexOf(id) !== index);
  if (duplicate !== undefined) errors.galleryAssetIds = pageMessages.galleryDuplicate(duplicate);
  const wanted = [...new Set(Object.values(fields).flat())];
  if (wanted.length) {
    const rows = await db
      .select({ id: mediaAssets.id, filename: mediaAssets.filename, mimeType: mediaAssets.mimeType })
      .from(mediaAssets)
      .where(inArray(mediaAssets.id, wanted));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [field, ids] of Object.entries(fields)) {
      for (const id of ids) {
        const row = byId.get(id);
        const message = !row ? pageMessages.imageUnknown(id) : !row.mimeType.startsWith("image/") ? pageMessages.imageNotImage(row.filename) : null;
        if (message && !errors[field]) errors[field] = message;
      }
    }
  }
  if (Object.keys(errors).length) throw new PageValidationError(errors);
}

/** The page's own texts, as updatePage checks them. */
const pageTexts = pageUpdate.pick({ title: true, h1: true, intro: true, metaTitle: true, metaDescription: true, contentHtml: true });

/**
 * The checks and cleaning updatePage gives a page's texts, for a writer that changes only those and
 * records its own revision (the XLIFF import, app/features/translations). PageValidationError when refused.
 */
export function validatePageTexts(input: z.input<typeof pageTexts>): Partial<typeof pages.$inferInsert> {
  const parsed = pageTexts.safeParse(input);
  if (!parsed.success) throw new PageValidationError(fieldErrorsOf(parsed.error));
  const { contentHtml, ...rest } = parsed.data;
  const values: Partial<typeof pages.$inferInsert> = { ...rest };
  if (contentHtml !== undefined) {
    values.contentHtml = sanitizeContentHtml(contentHtml ?? "");
    values.contentPlain = htmlToPlainText(values.contentHtml);
  }
  return values;
}

export async function updatePage(db: Queryable, id: number, input: PageUpdate, change: PageChange) {
  const parsed = pageUpdate.safeParse(input);
  if (!parsed.success) throw new PageValidationError(fieldErrorsOf(parsed.error));
  const page = await pageById(db, id, change);
  await assertRevision(db, page.slug, change.baseRevision);
  await assertPageImages(db, parsed.data);
  const { sortOrder, parentSlug, theme, contentHtml, publishAt, unpublishAt, ...rest } = parsed.data;
  const schedule = checkSchedule({ publishAt, unpublishAt }, page, new Date());
  if (!schedule.ok) throw new PageValidationError(schedule.errors);
  const values: Partial<typeof pages.$inferInsert> = { ...rest, ...schedule.changes, updatedAt: new Date() };
  if (sortOrder !== undefined) values.sortOrder = parseSortOrder(sortOrder);
  if (theme !== undefined) values.theme = theme && isThemeName(theme) ? theme : null;
  if (contentHtml !== undefined) {
    values.contentHtml = sanitizeContentHtml(contentHtml ?? "");
    values.contentPlain = htmlToPlainText(values.contentHtml);
  }
  // A new parent means a new address, with redirects and the pages below: that is a move
  // (page-move.server.ts, after a confirmation). Sending the parent the page has is harmless.
  if (parentSlug !== undefined && slugMatchKey(parentSlug?.trim() || "/") !== slugMatchKey(page.parentSlug ?? "/")) {
    throw new PageValidationError({ parentSlug: pageAddressMessages.parentChangesAddress });
  }
  // The kind is an administrator's (decision 0043): it decides, with the setting per kind, whether the page needs approval.
  const kindChanges = values.kind !== undefined && values.kind !== page.kind;
  if (kindChanges && !mayChangeKind()) throw new ApprovalError(approvalTexts.kindAdminsOnly, 403);
  const group = kindChanges ? await db.select({ id: pages.id }).from(pages).where(eq(pages.translationKey, page.translationKey)) : [];
  const before = kindChanges
    ? await approvalRequirements(
        db,
        group.map((g) => g.id),
      )
    : null;
  const [updated] = await db.update(pages).set(values).where(eq(pages.id, id)).returning();
  // The kind is shared: recordRevision writes it to the page's other language versions as well.
  const revision = await recordRevision(db, page.slug, { action: "update", summary: `Seite «${updated.title}» geändert`, author: change.author });
  // Judged by the stricter of the old and the new requirement: a page that needs approval now keeps what visitors see,
  // one that no longer does keeps its approved copy until someone publishes it (approval.server.ts settleRequirements).
  if (before) await settleRequirements(db, before, actorOf(change), approvalTexts.becauseKind(page.kind, updated.kind));
  if (values.published === true) await releaseLiveContent(db, updated, revision, actorOf(change));
  return { page: updated, revision };
}

/** Whoever a write is made for may change a page's kind: administrators; trusted callers outside a viewer's write (seed, tests) too. */
function mayChangeKind(): boolean {
  const viewer = actingViewer();
  return !viewer || can(viewer.role, "pages.kind");
}

const actorOf = (change: PageChange) => (change.author ? { id: change.author.id, email: change.author.email } : { id: null, email: "System" });

export async function setPagePublished(db: Queryable, id: number, published: boolean, change: PageChange) {
  const page = await pageById(db, id, change);
  await assertRevision(db, page.slug, change.baseRevision);
  await db.update(pages).set({ published, updatedAt: new Date() }).where(eq(pages.id, id));
  const revision = await recordRevision(db, page.slug, {
    action: published ? "publish" : "draft",
    summary: published ? "Seite veröffentlicht" : "Seite als Entwurf gespeichert",
    author: change.author,
  });
  // A page that no longer needs approval shows its rows once someone publishes it (decision 0043).
  if (published) await releaseLiveContent(db, page, revision, actorOf(change));
  return { revision };
}

/** A copy with its sections, unpublished, under a free slug ('…-kopie', '…-kopie-2'). */
export async function duplicatePage(db: Queryable, id: number, change: PageChange) {
  const source = await pageById(db, id, change);
  // A copy is a new German page; a language version belongs to its German page and is not copied on its own.
  if (source.language !== sourceLanguage) throw new PageValidationError({ page: languageVersionMessages.noDuplicate });
  await lockPageAddresses(db);
  let slug = `${source.slug === "/" ? "/startseite" : source.slug}-kopie`;
  for (let n = 2; await slugTaken(db, slug); n++) slug = `${source.slug}-kopie-${n}`;
  // The copy is a page of its own: a new translation key (the column's default), its own sections' keys.
  const { id: _id, slugKey: _key, createdAt: _c, updatedAt: _u, translationKey: _t, ...fields } = source;
  const [copy] = await db
    .insert(pages)
    // A copy starts as a draft without the source's schedule (docs/decisions/0018-scheduled-publishing.md): it must not go live by itself.
    .values({ ...fields, slug, title: `${source.title} (Kopie)`, published: false, publishAt: null, unpublishAt: null })
    .returning();
  const sections = await db.select().from(pageSections).where(eq(pageSections.pageSlugKey, source.slugKey));
  if (sections.length) {
    await db
      .insert(pageSections)
      .values(sections.map(({ id: _sid, pageSlugKey: _k, createdAt: _sc, updatedAt: _su, translationKey: _st, ...s }) => ({ ...s, pageSlug: slug })));
  }
  // A copy that needs 'Freigabe' has no section schedules either (decision 0043): its approved publication is scheduled.
  if (await approvalRequired(db, copy))
    await db
      .update(pageSections)
      .set({ publishAt: null, unpublishAt: null })
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)));
  await dropRedirectsAt(db, [slug]);
  const revision = await recordRevision(db, slug, { action: "duplicate", summary: `Kopie von «${source.title}»`, author: change.author });
  return { page: copy, revision };
}

/** Deletes the page and its sections under every slug spelling, in the caller's transaction. */
export async function deletePage(db: Queryable, id: number, change: PageChange) {
  const page = await pageById(db, id, change);
  await assertRevision(db, page.slug, change.baseRevision);
  // The German page takes its language versions with it: a version without its source has no page to
  // belong to (docs/decisions/0032-language-versions.md). A version goes alone.
  const others =
    page.language === sourceLanguage
      ? await db
          .select()
          .from(pages)
          .where(and(eq(pages.translationKey, page.translationKey), ne(pages.id, page.id)))
          .orderBy(pages.language)
      : [];
  let revision = 0;
  for (const gone of [page, ...others]) {
    await db.delete(pageSections).where(eq(pageSections.pageSlugKey, gone.slugKey));
    await db.delete(pages).where(eq(pages.id, gone.id));
    // The history stays: a deleted page can be brought back from its last revision.
    const recorded = await recordRevision(db, gone.slug, { action: "delete", summary: `Seite «${gone.title}» gelöscht`, author: change.author });
    if (gone === page) revision = recorded;
  }
  return { revision, slug: page.slug };
}
