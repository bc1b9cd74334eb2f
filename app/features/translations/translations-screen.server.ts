// The 'Übersetzungen' screen's data (/cms/uebersetzungen; docs/decisions/0038-translator-role.md): every
// German page × every switched-on language (a translator: their languages), filtered as the address
// says, with the counts per language over all pages.
import { eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { globalSettings } from "#db/schema";
import { writeContent } from "~/core/content/content-write.server";
import { can } from "~/core/access/access-control";
import type { Viewer } from "~/core/access/viewer";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { translatesLanguage, translatorMessages } from "~/features/language-versions/translator-scope";
import { isSiteLanguage, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { exchangeLanguages, exchangeRefusal } from "./exchange-languages";
import { translationOverview, type VersionStatus } from "./translation-status.server";

/** What a cell needs of a version. */
export type ScreenVersion = Pick<VersionStatus, "pageId" | "slug" | "state" | "outdatedFieldCount" | "published">;
import { countsPerLanguage, filterRows, filtersFrom, shownLanguages } from "./translation-screen-model";

/** The languages a viewer sees here: the switched-on ones, for a translator those of theirs among them. */
export function viewerLanguages(viewer: Viewer, switchedOn: readonly string[]): SiteLanguage[] {
  const on = switchedOn.filter((l): l is SiteLanguage => isSiteLanguage(l) && l !== sourceLanguage);
  return viewer.role === "translator" ? on.filter((l) => translatesLanguage(viewer.translationLanguages ?? [], l)) : on;
}

export async function loadTranslationsScreen(db: Queryable, viewer: Viewer, url: URL) {
  const [settings, [switches]] = await Promise.all([
    loadSiteSettings(db),
    db.select({ notices: globalSettings.translationNotices }).from(globalSettings).limit(1),
  ]);
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
    /** Why there is no language to show: a translator given none yet ('Ihnen ist noch keine Sprache zugewiesen: …'), else none switched on. */
    noLanguagesNotice: viewer.role === "translator" && !viewer.translationLanguages?.length ? translatorMessages.noLanguages : null,
    shown,
    filters,
    rows,
    total: all.length,
    counts: countsPerLanguage(all, languages),
    canCreate: can(viewer.role, "pages.structure"),
    /** The daily 'Übersetzungen veraltet' mail: on or off, and whether this viewer may switch it. */
    notices: { on: switches?.notices ?? false, canChange: can(viewer.role, "settings.edit") },
    canExchange: can(viewer.role, "translations.exchange"),
    /** The XLIFF exchange: the shown languages this viewer exchanges files for (a translator: theirs, none given: none), and why there are none. */
    exchange: {
      languages: languages.filter((l) => exchangeLanguages(viewer).includes(l)),
      notice: exchangeRefusal(viewer),
    },
  };
}

export const translationScreenMessages = {
  unknown: "Unbekannte Aktion.",
  noticesOn: "Die tägliche Benachrichtigung «Übersetzungen veraltet» ist eingeschaltet.",
  noticesOff: "Die tägliche Benachrichtigung «Übersetzungen veraltet» ist ausgeschaltet.",
} as const;

/** Switches the daily notice on or off (docs/decisions/0038-translator-role.md). */
export async function saveNoticeSwitch(viewer: Viewer, on: boolean): Promise<void> {
  await writeContent(viewer, "settings.edit", async (tx) => {
    const changed = await tx
      .update(globalSettings)
      .set({ translationNotices: on, updatedAt: new Date() })
      .where(eq(globalSettings.id, 1))
      .returning({ id: globalSettings.id });
    if (!changed.length) await tx.insert(globalSettings).values({ id: 1, translationNotices: on });
  });
}

export type TranslationsScreenData = Awaited<ReturnType<typeof loadTranslationsScreen>>;
