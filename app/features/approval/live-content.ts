// The page and sections visitors see of a page that needs 'Freigabe' (docs/decisions/0039-approval.md): its row's
// address, language and status with the content of the published approved revision, and that revision's
// published sections. Pure: page-view.server.ts reads the stored snapshot and calls this.
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

/** What a neighbour shows of a page ('Weitere Produkte'): the fields of the teaser, from its live content. */
export interface LiveTeaser {
  title: string | null;
  metaDescription: string | null;
  heroAssetId: number | null;
  /** The first library file of its published sections, the teaser's picture when it has no hero picture. */
  firstMediaId: number | null;
}

export function liveTeaserOf(live: PageSnapshot): LiveTeaser {
  const page = live.page ?? {};
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const order = (s: Record<string, unknown>) => [Number(s.sectionOrder) || 0, Number(s.id) || 0];
  const pictures = (s: Record<string, unknown>) => (Array.isArray(s.mediaAssetIds) ? s.mediaAssetIds.filter((id): id is number => typeof id === "number") : []);
  const first = live.sections
    .filter((s) => s.isPublished === true && pictures(s).length > 0)
    .sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1])[0];
  return {
    title: text(page.title),
    metaDescription: text(page.metaDescription),
    heroAssetId: typeof page.heroAssetId === "number" ? page.heroAssetId : null,
    firstMediaId: first ? pictures(first)[0] : null,
  };
}
