// Which pages a change to one page alters for visitors (decisions 0022 and 0031), from the page's state
// before and after (revision snapshots). Caches then drop exactly those:
// - nothing visitors see changed (a draft section, a schedule, a draft page): only staff views drop;
// - only the texts and settings of the page's published sections: the page and the sitemap (its date);
// - its own texts and images, or which pictures its published sections show and in what order: also
//   its siblings (they show its title, description and first picture under "Weitere Produkte",
//   app/features/pages/page-view.server.ts);
// - anything the navigation, breadcrumbs or addresses show (title, address, order, theme, publishing
//   the page itself): every page.
import { eq, or } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages, type PageSnapshot } from "#db/schema";
import { EVERYTHING, type ContentScope } from "~/core/content/content-version.server";
import { slugMatchKey } from "~/lib/slug";
import { pathWithinLanguage } from "~/lib/languages";
import { isShownSection, marksOf } from "./visibility";

/** Page fields every page may show (navigation, breadcrumbs, themes, sitemap, addresses). */
const SITE_WIDE_FIELDS = ["slug", "title", "theme", "published", "sortOrder", "parentSlug", "sitemapPriority", "language"] as const;

/**
 * Fields no visitor sees: bookkeeping and schedules (a schedule shows only when it fires), and which
 * German revision a translation's fields are as of ('Keine Anpassung nötig' changes nothing visible;
 * docs/decisions/0036-translation-out-of-date.md).
 */
const UNSEEN_FIELDS = new Set(["createdAt", "updatedAt", "publishAt", "unpublishAt", "fieldSourceRevisions"]);

/** The sitemap lists every published page with the date of its last change. */
export const SITEMAP_KEY = slugMatchKey("/sitemap.xml");

type Row = Record<string, unknown>;

/** JSON with sorted keys and dates as ISO strings: a stored snapshot (jsonb) and a fresh one compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Row).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

function seen(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !UNSEEN_FIELDS.has(name)));
}

/**
 * What a visitor can see of a page in a snapshot (visibility.ts): while it is published with a translated title,
 * its row and its sections that are published and translated. (Whether its language is shown is the settings',
 * whose change drops everything.)
 */
export function visitorView(snapshot: PageSnapshot | null) {
  const row = snapshot?.page;
  const shown = row && row.published === true && !marksOf(row).includes("title");
  const page = shown ? seen(row) : null;
  // Sections show only on a shown page (a public address without a page is a 404).
  const sections = page
    ? (snapshot?.sections ?? []).filter((s) => isShownSection({ isPublished: s.isPublished === true, untranslated: marksOf(s) })).map(seen)
    : [];
  return { page, sections };
}

export type VisitorChange = "none" | "sections" | "page" | "site";

/** What of a page's published sections its siblings' teasers may show: their pictures, in their order
 * (page-lookup.server.ts loadFirstSectionMedia), by section so a changed order or picture shows. */
function teaserPictures(sections: Row[]) {
  return sections.map(({ id, sectionOrder, mediaAssetIds }) => ({ id, sectionOrder, mediaAssetIds })).sort((a, b) => Number(a.id) - Number(b.id));
}

/** How far a change from `before` to `after` reaches for visitors. */
export function classifyVisitorChange(before: PageSnapshot | null, after: PageSnapshot | null): VisitorChange {
  const was = visitorView(before);
  const is = visitorView(after);
  if (canonical(was.page) !== canonical(is.page)) {
    const siteWide = (view: Row | null) => (view ? SITE_WIDE_FIELDS.map((name) => view[name]) : null);
    return canonical(siteWide(was.page)) !== canonical(siteWide(is.page)) ? "site" : "page";
  }
  if (canonical(was.sections) === canonical(is.sections)) return "none";
  return canonical(teaserPictures(was.sections)) === canonical(teaserPictures(is.sections)) ? "sections" : "page";
}

/**
 * A change to what every page may show: with a German page, every page (other languages follow the
 * German structure); with another language's version, that language's pages, the page's other
 * versions (their hreflang and language switcher name it) and the sitemap – German pages stay cached
 * (docs/decisions/0032-language-versions.md).
 */
async function siteScope(db: Queryable, pageKey: string, page: Record<string, unknown> | null): Promise<ContentScope> {
  const language = page?.language;
  if (typeof language !== "string" || language === "de" || typeof page?.translationKey !== "string") return EVERYTHING;
  // A language's home is where every page's switcher leads that has no version in it.
  if (pathWithinLanguage(String(page.slug)) === "/") return EVERYTHING;
  const rows = await db
    .select({ key: pages.slugKey })
    .from(pages)
    .where(or(eq(pages.language, language), eq(pages.translationKey, page.translationKey)));
  return { kind: "pages", visible: [...new Set([pageKey, ...rows.map((r) => r.key), SITEMAP_KEY])], drafts: [], frame: true };
}

/** The cache scope of a change to the page with this key (see the top of this file). */
export async function visitorScopeOfChange(db: Queryable, pageKey: string, before: PageSnapshot | null, after: PageSnapshot | null): Promise<ContentScope> {
  const reach = classifyVisitorChange(before, after);
  if (reach === "site") return siteScope(db, pageKey, after?.page ?? before?.page ?? null);
  if (reach === "none") return { kind: "pages", visible: [], drafts: [pageKey] };
  if (reach === "sections") return { kind: "pages", visible: [pageKey, SITEMAP_KEY], drafts: [] };
  const parentSlug = (after?.page ?? before?.page)?.parentSlug;
  const siblings =
    typeof parentSlug === "string" ? (await db.select({ key: pages.slugKey }).from(pages).where(eq(pages.parentSlug, parentSlug))).map((row) => row.key) : [];
  return { kind: "pages", visible: [...new Set([pageKey, ...siblings, SITEMAP_KEY])], drafts: [] };
}
