// The 'Übersetzungen' screen's data (/cms/uebersetzungen; docs/decisions/0038-translator-role.md): every
// German page × every switched-on language (a translator: their languages), filtered as the address
// says, with the counts per language over all pages.
import type { Queryable } from "#db/client.server";
import { can } from "~/core/access/access-control";
import type { Viewer } from "~/core/access/viewer";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { isSiteLanguage, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { translationOverview, type VersionStatus } from "./translation-status.server";

/** What a cell needs of a version. */
export type ScreenVersion = Pick<VersionStatus, "pageId" | "slug" | "state" | "outdatedFieldCount" | "published">;
import { countsPerLanguage, filterRows, filtersFrom, shownLanguages } from "./translation-screen-model";

/** The languages a viewer sees here: the switched-on ones, for a translator those of theirs among them. */
export function viewerLanguages(viewer: Viewer, switchedOn: readonly string[]): SiteLanguage[] {
  const on = switchedOn.filter((l): l is SiteLanguage => isSiteLanguage(l) && l !== sourceLanguage);
  const own = viewer.translationLanguages ?? [];
  return viewer.role === "translator" && own.length ? on.filter((l) => own.includes(l)) : on;
}

export async function loadTranslationsScreen(db: Queryable, viewer: Viewer, url: URL) {
  const settings = await loadSiteSettings(db);
  const languages = viewerLanguages(viewer, settings.languages);
  const all = languages.length ? await translationOverview(db) : [];
  const filters = filtersFrom(url.searchParams, languages);
  const shown = shownLanguages(filters, languages);
  const rows = filterRows(all, filters, languages).map((row) => ({
    germanPageId: row.germanPageId,
    title: row.title,
    slug: row.slug,
    pageType: row.pageType,
    published: row.published,
    versions: Object.fromEntries(
      shown.flatMap((language) => {
        const v = row.versions[language];
        return v ? [[language, { pageId: v.pageId, slug: v.slug, state: v.state, outdatedFieldCount: v.outdatedFieldCount, published: v.published }]] : [];
      }),
    ),
  }));
  return {
    languages,
    shown,
    filters,
    rows,
    total: all.length,
    counts: countsPerLanguage(all, languages),
    canCreate: can(viewer.role, "pages.structure"),
    canExchange: can(viewer.role, "translations.exchange"),
  };
}

export type TranslationsScreenData = Awaited<ReturnType<typeof loadTranslationsScreen>>;
