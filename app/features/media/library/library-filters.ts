// Search, category filter, counter and view of the library (docs/product/media.md, "Media library": search is
// case-insensitive on file name or title; "Pickers": suggestions match id, file name or title, at most
// 10). Pure: the screen and the picker filter in the browser, the tests check the rules.
import { categoryLabel, NO_CATEGORY } from "../file-names";
import { isImageKind } from "../media-types";
import type { LibraryAsset } from "./library-assets";
import { languageFacts, languageOfPath, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";

export const ALL_CATEGORIES = "all";
export const SUGGESTION_LIMIT = 10;

export type LibraryView = "grid" | "list";

export interface LibraryFilter {
  query: string;
  /** 'all', 'none' (no category) or a category value. */
  category: string;
  /** Only images that a published page shows without alt text (?alt=fehlt). */
  altMissing?: boolean;
}

/** The address value of the alt-text filter. */
export const ALT_MISSING_PARAM = "fehlt";

/**
 * The languages in which visitors see an image on a published page (hero, gallery, a published
 * section) without an alt text of that language: screen-reader users of those pages learn nothing
 * about it. A French page never takes the German alt text (docs/decisions/0034-alt-texts-per-language.md),
 * so the French one is what counts there. Storage-only files cannot be described and are left out;
 * media-usage.test.ts pins which images count.
 */
export function altTextMissingIn(asset: Pick<LibraryAsset, "kind" | "altText" | "altTexts" | "synthetic" | "usage">): SiteLanguage[] {
  if (asset.synthetic || !isImageKind(asset.kind)) return [];
  const shownIn = new Set(asset.usage.filter((use) => use.published && use.href).map((use) => languageOfPath(use.href!)));
  const described = (language: SiteLanguage) => Boolean((language === sourceLanguage ? asset.altText : asset.altTexts[language])?.trim());
  return siteLanguages.filter((language) => shownIn.has(language) && !described(language));
}

export function needsAltText(asset: Pick<LibraryAsset, "kind" | "altText" | "altTexts" | "synthetic" | "usage">): boolean {
  return altTextMissingIn(asset).length > 0;
}

/** The badge of an image without alt text: "Alt-Text fehlt", naming the languages when it is not (only) German that lacks it. */
export function altTextMissingBadge(languages: readonly SiteLanguage[]): string {
  if (languages.length === 1 && languages[0] === sourceLanguage) return "Alt-Text fehlt";
  return `Alt-Text fehlt: ${languages.map((language) => languageFacts[language].staffName).join(", ")}`;
}

export function altTextMissingNotice(count: number): string {
  return count === 1 ? "1 Bild auf veröffentlichten Seiten hat keinen Alt-Text." : `${count} Bilder auf veröffentlichten Seiten haben keinen Alt-Text.`;
}

export interface LibraryParams extends LibraryFilter {
  view: LibraryView;
}

export function parseLibraryParams(params: URLSearchParams): LibraryParams {
  return {
    query: (params.get("q") ?? "").slice(0, 200),
    category: params.get("kategorie") || ALL_CATEGORIES,
    altMissing: params.get("alt") === ALT_MISSING_PARAM,
    view: params.get("ansicht") === "liste" ? "list" : "grid",
  };
}

/** The search parameters for a filter state; defaults are left out so the address stays short. */
export function libraryParamsToSearch(state: LibraryParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query.trim()) params.set("q", state.query);
  if (state.category !== ALL_CATEGORIES) params.set("kategorie", state.category);
  if (state.altMissing) params.set("alt", ALT_MISSING_PARAM);
  if (state.view === "list") params.set("ansicht", "liste");
  return params;
}

function categoryKey(category: string | null): string {
  return category === null ? NO_CATEGORY : category;
}

export function matchesQuery(asset: LibraryAsset, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase("de-CH");
  if (!needle) return true;
  return asset.filename.toLocaleLowerCase("de-CH").includes(needle) || (asset.title ?? "").toLocaleLowerCase("de-CH").includes(needle);
}

export function filterAssets(assets: LibraryAsset[], filter: LibraryFilter): LibraryAsset[] {
  return assets.filter(
    (asset) =>
      (filter.category === ALL_CATEGORIES || categoryKey(asset.category) === filter.category) &&
      matchesQuery(asset, filter.query) &&
      (!filter.altMissing || needsAltText(asset)),
  );
}

export function isFiltered(filter: LibraryFilter): boolean {
  return filter.query.trim() !== "" || filter.category !== ALL_CATEGORIES || Boolean(filter.altMissing);
}

/** 'Alle Kategorien' first, then every category the library holds, by label. */
export function categoryFilterOptions(assets: LibraryAsset[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const asset of assets) seen.set(categoryKey(asset.category), categoryLabel(asset.category));
  const options = [...seen.entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, "de-CH"));
  return [{ value: ALL_CATEGORIES, label: "Alle Kategorien" }, ...options];
}

export function counterText(shown: number, total: number): string {
  return `${shown} von ${total} Medien`;
}

/**
 * Suggestions for the picker's search: an exact id first, then names and titles containing the text;
 * storage-only files are left out (they cannot be selected). At most 10.
 */
export function pickerSuggestions(assets: LibraryAsset[], query: string, limit = SUGGESTION_LIMIT): LibraryAsset[] {
  const needle = query.trim().replace(/^asset:/i, "");
  if (!needle) return [];
  const selectable = assets.filter((a) => !a.synthetic);
  const byId = /^\d+$/.test(needle) ? selectable.filter((a) => String(a.id) === needle) : [];
  const rest = selectable.filter((a) => !byId.includes(a) && (matchesQuery(a, needle) || String(a.id).startsWith(needle)));
  return [...byId, ...rest].slice(0, limit);
}
