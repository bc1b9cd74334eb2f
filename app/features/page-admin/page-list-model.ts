// What the page list shows and how it is searched and filtered (docs/product/cms-screens.md, "Page list ('Seiten verwalten')": search by
// title, slug or meta title; status filter all / published / draft), one language at a time. Pure,
// shared by list and tests.
import type { PageKind } from "~/lib/page-kinds";
import { isSiteLanguage, sourceLanguage, type SiteLanguage } from "~/lib/languages";

/** A page's version in one language, as the list's language cell shows it (docs/decisions/0032-language-versions.md). */
export interface PageVersionState {
  language: SiteLanguage;
  id: number;
  slug: string;
  published: boolean;
  /** A translation's German fields changed since it caught up with them ('veraltet' when above 0; docs/decisions/0036-translation-out-of-date.md). */
  outdatedFieldCount?: number;
}

export interface PageListRow {
  id: number;
  slug: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** 'Seitentyp' (app/lib/page-kinds.ts): shown to everyone, changed by administrators only. */
  kind: PageKind;
  published: boolean;
  sortOrder: number;
  theme: string | null;
  parentSlug: string | null;
  language: string;
  /** The page's group: all its language versions, and a product's documents (docs/decisions/0046-documents.md). */
  translationKey: string;
  sitemapPriority: number;
  /** ISO timestamps: loader data crosses the wire as JSON. */
  updatedAt: string;
  createdAt: string;
  /** The page's newest revision: what every change from this view is based on. */
  revision: number;
  /** The page images (docs/product/cms-screens.md, "Page images dialog": hero, Open Graph and gallery), as library asset ids. */
  heroAssetId: number | null;
  ogAssetId: number | null;
  galleryAssetIds: number[];
  /** 'Veröffentlichen am' / 'Zurückziehen am' (ISO instants; docs/decisions/0018-scheduled-publishing.md), shown on the row in Swiss time. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** Open findings of the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md), for the list's badge. */
  check?: { errors: number; hints: number };
  /** The counts are being made: the list asks for them once it shows (publish-check-client.ts). */
  checkPending?: true;
  /** Every version of the page, this one included. */
  versions: PageVersionState[];
  /** A translation: its German page's texts and its own fields still as copied (the edit dialog shows them beside its fields). */
  translation?: { sourceName: string; title: string; metaTitle: string | null; metaDescription: string | null; untranslated: string[] };
}

export type PageStatusFilter = "all" | "published" | "draft";

/**
 * The list searches, filters and pages in SQL (thousands of pages; docs/decisions/0021-large-site-search-and-memory.md): its state sits in the
 * address (?q=…&status=…&anzahl=…), and the loader returns at most `anzahl` rows, newest change first.
 * 50 at first ('Mehr anzeigen' doubles it): the product's rules set no page size, and the server-rendered list
 * costs ~0.6 ms and ~8 KB of HTML per row (ten action buttons with their icons), so 100 rows alone took
 * ~60 ms of the 100 ms the searched list may take (docs/decisions/0023-page-list-at-scale.md, docs/benchmarks.md "Large site").
 */
export const pageListParams = { query: "q", status: "status", limit: "anzahl", addresses: "adressen", language: "sprache" } as const;
export const PAGE_LIST_LIMIT = 50;

/** What the create and edit dialogs need of every page (parent choices, free addresses, moves). */
/** A page's address for the dialogs' parent lists: a parent is offered only in the page's own language. */
export type PageAddressRow = Pick<PageListRow, "id" | "slug" | "title" | "language">;

export interface PageListView {
  /** The rows shown: matching the search, newest change first, at most `limit`. */
  pages: PageListRow[];
  /** All pages, and the ones matching the search and status. */
  total: number;
  matching: number;
  limit: number;
  /** Every page's address, only when asked for (?adressen=1): the dialogs load it once. */
  addresses: PageAddressRow[] | null;
  /** The language listed (?sprache=fr), German unless chosen. */
  language: SiteLanguage;
  /** The languages the list offers, with their number of pages: the site's switched-on ones and any other that has pages. */
  languages: { language: SiteLanguage; pages: number }[];
  /** The languages the site shows (versions can be created in these). */
  siteLanguages: SiteLanguage[];
}

export function listLanguageFrom(value: string | null): SiteLanguage {
  return isSiteLanguage(value) ? value : sourceLanguage;
}

export function statusFilterFrom(value: string | null): PageStatusFilter {
  return value === "published" || value === "draft" ? value : "all";
}

export const pageStatusFilters: { value: PageStatusFilter; label: string }[] = [
  { value: "all", label: "Alle" },
  { value: "published", label: "Veröffentlicht" },
  { value: "draft", label: "Entwurf" },
];

export function filterPages<T extends Pick<PageListRow, "title" | "slug" | "metaTitle" | "published">>(
  rows: T[],
  query: string,
  status: PageStatusFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase("de-CH");
  return rows.filter((row) => {
    if (status === "published" && !row.published) return false;
    if (status === "draft" && row.published) return false;
    if (!needle) return true;
    return [row.title, row.slug, row.metaTitle ?? ""].some((value) => value.toLocaleLowerCase("de-CH").includes(needle));
  });
}

// List dates de-DE (docs/product/limits-and-constants.md, "Dates and numbers"). Fixed zone, so server and browser render the same text.
const listDateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Zurich",
});

export function formatListDate(iso: string): string {
  return listDateFormat.format(new Date(iso));
}
