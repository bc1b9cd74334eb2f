// The 'Übersetzungen' screen's rules (docs/decisions/0038-translator-role.md): which rows and language
// columns its filters leave, the counts per language, the words of each state. Pure, so the loader
// and the tests read the same rules. The rows are translation-status.server.ts's overview.
import { pageKindLabels, type PageKind } from "~/lib/page-kinds";
import { languageFacts, type SiteLanguage } from "~/lib/languages";

export const translationStates = ["fehlt", "entwurf", "veröffentlicht", "veraltet"] as const;
export type TranslationState = (typeof translationStates)[number];

/** One language version of a German page, as the overview gives it. */
export interface VersionCell {
  pageId: string | null;
  slug?: string | null;
  state: TranslationState;
  outdatedFieldCount: number;
}

export interface OverviewRow {
  translationKey: string;
  germanPageId: string;
  title: string;
  slug: string;
  pageType: string;
  versions: Partial<Record<SiteLanguage, VersionCell>>;
}

export const stateLabels: Record<TranslationState, string> = {
  fehlt: "fehlt",
  entwurf: "Entwurf",
  veröffentlicht: "veröffentlicht",
  veraltet: "veraltet",
};

/** A page's kind, 'Seitentyp' (app/lib/page-kinds.ts, as the page dialog names it). */
export const pageTypes = ["section", "category", "product"] as const satisfies readonly PageKind[];
export type PageType = (typeof pageTypes)[number];
export const pageTypeLabels: Record<PageType, string> = pageKindLabels;

/** The filters' names in the address, so a filtered view can be bookmarked and shared. */
export const filterParams = { language: "sprache", state: "status", pageType: "typ", query: "q" } as const;

export interface TranslationFilters {
  language: SiteLanguage | null;
  state: TranslationState | null;
  pageType: PageType | null;
  query: string;
}

/** The filters an address asks for; anything unknown (a language the viewer does not see) is no filter. */
export function filtersFrom(params: URLSearchParams, languages: readonly SiteLanguage[]): TranslationFilters {
  const language = params.get(filterParams.language);
  const state = params.get(filterParams.state);
  const pageType = params.get(filterParams.pageType);
  return {
    language: languages.find((l) => l === language) ?? null,
    state: translationStates.find((s) => s === state) ?? null,
    pageType: pageTypes.find((t) => t === pageType) ?? null,
    query: (params.get(filterParams.query) ?? "").trim().slice(0, 200),
  };
}

/** The language columns shown: the one asked for, or every language the viewer sees. */
export function shownLanguages(filters: TranslationFilters, languages: readonly SiteLanguage[]): SiteLanguage[] {
  return filters.language ? [filters.language] : [...languages];
}

const fold = (text: string) => text.toLocaleLowerCase("de-CH").normalize("NFD").replace(/\p{M}/gu, "");

/** The rows the filters keep: of the page type, matching the search in title or address, and in the state in one of the shown languages. */
export function filterRows<T extends OverviewRow>(rows: readonly T[], filters: TranslationFilters, languages: readonly SiteLanguage[]): T[] {
  const shown = shownLanguages(filters, languages);
  const query = fold(filters.query);
  return rows.filter(
    (row) =>
      (!filters.pageType || row.pageType === filters.pageType) &&
      (!query || fold(row.title).includes(query) || fold(row.slug).includes(query)) &&
      (!filters.state || shown.some((language) => row.versions[language]?.state === filters.state)),
  );
}

export type StateCounts = Record<TranslationState, number>;

/** How many pages are in each state, per language (over the rows given). */
export function countsPerLanguage(rows: readonly OverviewRow[], languages: readonly SiteLanguage[]): Record<string, StateCounts> {
  const counts: Record<string, StateCounts> = {};
  for (const language of languages) {
    const tally: StateCounts = { fehlt: 0, entwurf: 0, veröffentlicht: 0, veraltet: 0 };
    for (const row of rows) tally[row.versions[language]?.state ?? "fehlt"]++;
    counts[language] = tally;
  }
  return counts;
}

/** A cell's words: "veraltet (3 Felder)". */
export function cellText(cell: VersionCell | undefined): string {
  if (!cell) return stateLabels.fehlt;
  if (cell.state !== "veraltet") return stateLabels[cell.state];
  return `${stateLabels.veraltet} (${cell.outdatedFieldCount} ${cell.outdatedFieldCount === 1 ? "Feld" : "Felder"})`;
}

/** What a screen reader hears for a cell: the language, the state and where the link leads. */
export function cellLabel(language: SiteLanguage, cell: VersionCell | undefined, pageTitle: string, action: "edit" | "create" | null): string {
  const where = `«${pageTitle}», ${languageFacts[language].staffName}: ${cellText(cell)}`;
  return action === "edit" ? `${where} – bearbeiten` : action === "create" ? `${where} – Fassung anlegen` : where;
}
