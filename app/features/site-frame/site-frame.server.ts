// What every public page's frame shows: settings, navigation, breadcrumb titles, theme, logo.
// The parts shared by all pages are read once per content version (content-version.server.ts).
import { db as processDb, type Queryable } from "#db/client.server";
import { readBuildInfo } from "~/core/build-info.server";
import { cachedForContentVersion } from "~/core/content/content-version.server";
import { loadAssetRows, toAssetView } from "~/features/media/asset-view.server";
import { buildBreadcrumb, type BreadcrumbItem } from "~/features/navigation/breadcrumb";
import { buildNavigation, translateNavigation, type SiteNavigation } from "~/features/navigation/build-navigation";
import { settingsInLanguage } from "~/features/settings/site-settings";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import type { SiteSettings } from "~/features/settings/site-settings";
import { loadSiteIndexFrom, type ShownVersions, type SiteIndex } from "~/features/visitor-site/site-index.server";
import { resolveTheme } from "~/features/themes/themes";
import { siteTexts } from "~/features/site-language/site-texts";
import { documentsIndexPath, documentsPlaceOf } from "~/lib/document-addresses";
import { documentsPageNames } from "~/features/visitor-site/documents.server";
import { languageHome, languageOfPath, siteLanguages, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { canonicalSlug, slugMatchKey, slugSegments } from "~/lib/slug";

/** The published versions of one page (all languages), by language: hreflang, sitemap, language switcher. */
export type PublishedVersions = ShownVersions;

/**
 * The frame data read from `db` (loadSiteBasics caches it for the process database). Which pages are shown and
 * under which title and theme is the read model's (app/features/visitor-site/site-index.server.ts); the frame only
 * arranges them.
 */
export async function loadSiteBasicsFrom(db: Queryable) {
  const settings = await loadSiteSettings(db);
  return framedIndex(db, settings, await loadSiteIndexFrom(db, settings.languages));
}

async function framedIndex(db: Queryable, settings: SiteSettings, index: SiteIndex) {
  const allPages = index.all;
  const published = index.shown;
  const german = allPages.filter((p) => p.language === sourceLanguage);
  const germanNavigation = buildNavigation(published.filter((p) => p.language === sourceLanguage));
  // Other languages follow the German structure, including pages whose German version is a draft.
  const germanStructure = buildNavigation(german);
  const versionsOfGerman = (germanSlug: string) => index.versionsOf(slugMatchKey(germanSlug));
  const navigationIn = (language: SiteLanguage): SiteNavigation => {
    if (language === sourceLanguage) return germanNavigation;
    const home = versionsOfGerman("/")[language];
    return translateNavigation(germanStructure, (germanSlug) => versionsOfGerman(germanSlug)[language], {
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
    index,
    publishedTitles: Object.fromEntries(published.map((p) => [p.slug, p.title])),
    publishedKeys: new Set(published.map((p) => p.slugKey)),
    /** The theme visitors see (the approved copy's), and the one staff see on the draft. */
    themeBySlugKey: new Map(published.map((p) => [p.slugKey, p.theme])),
    draftThemeBySlugKey: new Map(allPages.map((p) => [p.slugKey, p.draft.theme])),
    /** The published versions of the page with a slug key (its own among them when it is published). */
    versionsOf: (slugKey: string): PublishedVersions => index.versionsOf(slugKey),
    /** Per language: every German address with a published version there, and that version's address (fixed links of the frame). */
    addresses: Object.fromEntries(
      siteLanguages.map((l) => [
        l,
        l === sourceLanguage
          ? {}
          : Object.fromEntries(
              german.flatMap((p) => {
                const version = index.versionsOf(p.slugKey)[l];
                return version ? [[p.slug, version.slug]] : [];
              }),
            ),
      ]),
    ) as Record<SiteLanguage, Record<string, string>>,
  };
}

/** Settings, navigation and the page index of the current content version. */
export const loadSiteBasics = cachedForContentVersion(() => loadSiteBasicsFrom(processDb()));

/** The read model's site index of the current content version (the one the frame of every page is built from). */
export async function currentSiteIndex(): Promise<SiteIndex> {
  return (await loadSiteBasics()).index;
}

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
  const pageExists = drafts ? basics.draftThemeBySlugKey.has(key) : basics.publishedKeys.has(key);
  // The documents pages are no page rows (docs/decisions/0046-documents.md): the read model names them.
  const documentsPlace = documentsPlaceOf(path);
  const documents = documentsPlace && (await documentsPageNames(processDb(), documentsPlace, basics.index));
  const home = basics.navigation[language].home;
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
    breadcrumb: documents ? documentsTrail(language, home, documents.productTitle) : pageExists ? buildBreadcrumb(pathname, titles, home) : [],
    language,
    addresses: basics.addresses[language],
    /** The languages the site shows, each with where its link leads: this page's version, or that language's home. */
    languages: languageLinks(basics.settings.languages, documents ? documents.versions : basics.versionsOf(key), basics.publishedKeys),
    build: { build: build.build, timestamp: build.timestamp },
    theme: resolveTheme(drafts ? basics.draftThemeBySlugKey.get(key) : basics.themeBySlugKey.get(key)),
  };
}

export type SiteFrame = Awaited<ReturnType<typeof loadSiteFrame>>;

/** 'Startseite › Dokumente › Generosa' on a product's documents page, 'Startseite › Dokumente' on the index. */
function documentsTrail(language: SiteLanguage, { label, href }: BreadcrumbItem, productTitle: string | null): BreadcrumbItem[] {
  const home = { label, href };
  const documents = siteTexts[language].documents.title;
  return productTitle
    ? [home, { label: documents, href: documentsIndexPath(language) }, { label: productTitle, href: null }]
    : [home, { label: documents, href: null }];
}

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
