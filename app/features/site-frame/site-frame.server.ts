// What every public page's frame shows: settings, navigation, breadcrumb titles, theme, logo.
// The parts shared by all pages are read once per content version (content-version.server.ts).
import { asc } from "drizzle-orm";
import { db as processDb, type Queryable } from "#db/client.server";
import { pages } from "#db/schema";
import { readBuildInfo } from "~/core/build-info.server";
import { liveTitles } from "~/features/approval/live-teasers.server";
import { cachedForContentVersion } from "~/core/content/content-version.server";
import { loadAssetRows, toAssetView } from "~/features/media/asset-view.server";
import { buildBreadcrumb } from "~/features/navigation/breadcrumb";
import { buildNavigation, translateNavigation, type SiteNavigation } from "~/features/navigation/build-navigation";
import { settingsInLanguage } from "~/features/settings/site-settings";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { resolveTheme } from "~/features/themes/themes";
import { isSiteLanguage, languageHome, languageOfPath, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { canonicalSlug, slugMatchKey, slugSegments } from "~/lib/slug";

type IndexedPage = {
  slug: string;
  slugKey: string;
  title: string;
  theme: string | null;
  published: boolean;
  language: string;
  translationKey: string;
  kind: (typeof pages.$inferSelect)["kind"];
};

/** The published versions of one page (all languages), by language: hreflang, sitemap, language switcher. */
export type PublishedVersions = Partial<Record<SiteLanguage, { slug: string; title: string }>>;

/** The frame data read from `db` (loadSiteBasics caches it for the process database). */
export async function loadSiteBasicsFrom(db: Queryable) {
  const settings = await loadSiteSettings(db);
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      slugKey: pages.slugKey,
      title: pages.title,
      theme: pages.theme,
      published: pages.published,
      language: pages.language,
      translationKey: pages.translationKey,
      kind: pages.kind,
    })
    .from(pages)
    .orderBy(asc(pages.sortOrder), asc(pages.title));
  // A page that needs 'Freigabe' is named as it is live, not as it is being edited (docs/decisions/0039-approval.md).
  const live = await liveTitles(db);
  const allPages: IndexedPage[] = rows.map(({ id, ...page }) => ({ ...page, title: live.get(id) ?? page.title }));
  // A language the site does not show has no public pages (its versions are being prepared).
  const shown = (page: IndexedPage) => page.published && isSiteLanguage(page.language) && settings.languages.includes(page.language);
  const published = allPages.filter(shown);
  const versionsByGroup = new Map<string, PublishedVersions>();
  for (const page of published) {
    const versions = versionsByGroup.get(page.translationKey) ?? {};
    versions[page.language as SiteLanguage] = { slug: page.slug, title: page.title };
    versionsByGroup.set(page.translationKey, versions);
  }
  const groupBySlugKey = new Map(allPages.map((p) => [p.slugKey, p.translationKey]));
  const german = allPages.filter((p) => p.language === sourceLanguage);
  const germanNavigation = buildNavigation(published.filter((p) => p.language === sourceLanguage));
  // Other languages follow the German structure, including pages whose German version is a draft.
  const germanStructure = buildNavigation(german);
  const groupByGermanSlug = new Map(german.map((p) => [p.slug, p.translationKey]));
  const navigationIn = (language: SiteLanguage): SiteNavigation => {
    if (language === sourceLanguage) return germanNavigation;
    const home = versionsByGroup.get(groupByGermanSlug.get("/") ?? "")?.[language];
    return translateNavigation(germanStructure, (germanSlug) => versionsByGroup.get(groupByGermanSlug.get(germanSlug) ?? "")?.[language], {
      href: languageHome(language),
      label: home?.title ?? "",
      children: [],
    });
  };
  const [logoRow] = settings.logoAssetId ? await loadAssetRows(db, [settings.logoAssetId]) : [];
  // The logo in each language: its alt text there, else the company's name, which is the same in every
  // language (docs/decisions/0034-alt-texts-per-language.md); never the German alt text on /fr.
  const logoIn = (language: SiteLanguage) => {
    if (!logoRow) return null;
    const view = toAssetView(logoRow, language);
    return { url: view.url, alt: view.alt || settings.siteTitle, width: view.width, height: view.height };
  };
  return {
    settings,
    logo: Object.fromEntries(siteLanguages.map((l) => [l, logoIn(l)])) as Record<SiteLanguage, ReturnType<typeof logoIn>>,
    navigation: Object.fromEntries(siteLanguages.map((l) => [l, navigationIn(l)])) as Record<SiteLanguage, SiteNavigation>,
    publishedTitles: Object.fromEntries(published.map((p) => [p.slug, p.title])),
    publishedKeys: new Set(published.map((p) => p.slugKey)),
    themeBySlugKey: new Map(allPages.map((p) => [p.slugKey, p.theme])),
    /** The published versions of the page with a slug key (its own among them when it is published). */
    versionsOf: (slugKey: string): PublishedVersions => versionsByGroup.get(groupBySlugKey.get(slugKey) ?? "") ?? {},
    /** Per language: every German address with a published version there, and that version's address (fixed links of the frame). */
    addresses: Object.fromEntries(
      siteLanguages.map((l) => [
        l,
        l === sourceLanguage
          ? {}
          : Object.fromEntries(
              german.flatMap((p) => (versionsByGroup.get(p.translationKey)?.[l] ? [[p.slug, versionsByGroup.get(p.translationKey)![l]!.slug]] : [])),
            ),
      ]),
    ) as Record<SiteLanguage, Record<string, string>>,
  };
}

/** Settings, navigation and the page index of the current content version. */
export const loadSiteBasics = cachedForContentVersion(() => loadSiteBasicsFrom(processDb()));

/**
 * The frame of the page at `pathname`. Its breadcrumb is shown only where a page is: a trail of an
 * address that does not exist ("Startseite › Foo-x › Bar" on a 404) would suggest pages that are not
 * there. `drafts`: unpublished pages count too (staff, preview links).
 */
export async function loadSiteFrame(pathname: string, { drafts = false }: { drafts?: boolean } = {}) {
  const basics = await loadSiteBasics();
  const path = canonicalSlug(pathname);
  const segments = slugSegments(path);
  const ancestors = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`);
  const titles = Object.fromEntries(ancestors.filter((a) => a in basics.publishedTitles).map((a) => [a, basics.publishedTitles[a]]));
  const language = languageOfPath(path);
  const settings = settingsInLanguage(basics.settings, language);
  const key = slugMatchKey(path);
  const pageExists = drafts ? basics.themeBySlugKey.has(key) : basics.publishedKeys.has(key);
  const build = readBuildInfo();
  return {
    settings: {
      siteTitle: settings.siteTitle,
      siteDescription: settings.siteDescription,
      footerText: settings.footerText,
      contactEmail: settings.contactEmail,
      contactPhone: settings.contactPhone,
      contactAddress: settings.contactAddress,
      primaryColor: settings.primaryColor,
      logo: basics.logo[language],
    },
    navigation: basics.navigation[language],
    breadcrumb: pageExists ? buildBreadcrumb(pathname, titles, basics.navigation[language].home) : [],
    language,
    addresses: basics.addresses[language],
    /** The languages the site shows, each with where its link leads: this page's version, or that language's home. */
    languages: languageLinks(basics.settings.languages, basics.versionsOf(key), basics.publishedKeys),
    build: { build: build.build, timestamp: build.timestamp },
    theme: resolveTheme(basics.themeBySlugKey.get(key)),
  };
}

export type SiteFrame = Awaited<ReturnType<typeof loadSiteFrame>>;

/**
 * The header's language switcher: every language the site shows, leading to this page's published
 * version in it, or to that language's home page where there is none (and nowhere, so not shown,
 * when that language has no published home yet).
 */
function languageLinks(shown: SiteLanguage[], versions: PublishedVersions, publishedKeys: ReadonlySet<string>) {
  return shown.flatMap((language) => {
    const own = versions[language];
    if (own) return [{ language, href: own.slug, samePage: true }];
    const home = languageHome(language);
    return publishedKeys.has(slugMatchKey(home)) ? [{ language, href: home, samePage: false }] : [];
  });
}
