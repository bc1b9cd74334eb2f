// The approved copy of a page that needs 'Freigabe' (docs/decisions/0039-approval.md): what visitors see of it is its
// row's address, language and status with the content of the published approved revision, and that revision's
// published sections. Pure: the read model (visible-content.ts) applies it; the approval (app/features/approval)
// writes the copy and asks rowPartOf which part of a change reaches visitors before the next approval.
import { getTableColumns, type Table } from "drizzle-orm";
import { pages, pageSections, type Page, type PageSection, type PageSnapshot } from "#db/schema";

/** The page fields visitors see as content; address, language, status, schedule and kind stay the row's (the kind is an administrator's fact, decision 0043). */
const CONTENT_FIELDS = [
  "title",
  "h1",
  "intro",
  "metaTitle",
  "metaDescription",
  "contentHtml",
  "contentPlain",
  "theme",
  "heroAssetId",
  "ogAssetId",
  "galleryAssetIds",
  "updatedAt",
] as const satisfies readonly (keyof Page)[];

/** A snapshot row (JSON: times are strings) with its time columns as dates again. */
function revive<T>(table: Table, row: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...row };
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (column.dataType === "date" && typeof out[name] === "string") out[name] = new Date(out[name]);
  }
  return out as T;
}

/**
 * What visitors see of a page with live content through its rows, in a snapshot: the row without the
 * content fields, and no sections (theirs are the live content's). A change outside this part does not
 * reach visitors before an approved version is published (publishApprovedContent reports that itself);
 * the caches of such a page then keep their copy (app/core/revisions/page-history.server.ts).
 */
export function rowPartOf(snapshot: PageSnapshot | null): PageSnapshot | null {
  if (!snapshot?.page) return snapshot;
  const page = Object.fromEntries(Object.entries(snapshot.page).filter(([name]) => !(CONTENT_FIELDS as readonly string[]).includes(name)));
  return { ...snapshot, page, sections: [] };
}

export function liveRows(row: Page, live: PageSnapshot): { page: Page; sections: PageSection[] } {
  const stored = live.page ? revive<Partial<Page>>(pages, live.page) : {};
  const page: Page = { ...row };
  for (const field of CONTENT_FIELDS) if (field in stored) (page as Record<string, unknown>)[field] = stored[field];
  const sections = live.sections
    .map((s) => revive<PageSection>(pageSections, s))
    .filter((s) => s.isPublished)
    .map((s) => ({ ...s, pageSlug: row.slug }))
    .sort((a, b) => a.sectionOrder - b.sectionOrder || a.id - b.id);
  return { page, sections };
}
