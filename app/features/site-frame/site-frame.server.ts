// What every public page's frame shows: settings, navigation, breadcrumb titles, theme, logo.
// The parts shared by all pages are read once per content version (content-version.server.ts).
import { asc } from "drizzle-orm";
import { db as processDb, type Queryable } from "#db/client.server";
import { pages } from "#db/schema";
import { readBuildInfo } from "~/core/build-info.server";
import { cachedForContentVersion } from "~/core/content/content-version.server";
import { loadAssetViews } from "~/features/media/asset-view.server";
import { buildBreadcrumb } from "~/features/navigation/breadcrumb";
import { buildNavigation } from "~/features/navigation/build-navigation";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { resolveTheme } from "~/features/themes/themes";
import { canonicalSlug, slugMatchKey, slugSegments } from "~/lib/slug";

async function loadSiteBasicsFrom(db: Queryable) {
  const settings = await loadSiteSettings(db);
  const allPages = await db
    .select({ slug: pages.slug, slugKey: pages.slugKey, title: pages.title, theme: pages.theme, published: pages.published })
    .from(pages)
    .orderBy(asc(pages.sortOrder), asc(pages.title));
  const published = allPages.filter((p) => p.published);
  const logoAssets = settings.logoAssetId ? await loadAssetViews(db, [settings.logoAssetId]) : {};
  const logoAsset = settings.logoAssetId ? logoAssets[settings.logoAssetId] : undefined;
  return {
    settings,
    logo: logoAsset ? { url: logoAsset.url, alt: logoAsset.alt || settings.siteTitle, width: logoAsset.width, height: logoAsset.height } : null,
    navigation: buildNavigation(published),
    publishedTitles: Object.fromEntries(published.map((p) => [p.slug, p.title])),
    publishedKeys: new Set(published.map((p) => p.slugKey)),
    themeBySlugKey: new Map(allPages.map((p) => [p.slugKey, p.theme])),
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
  const { settings } = basics;
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
      logo: basics.logo,
    },
    navigation: basics.navigation,
    breadcrumb: pageExists ? buildBreadcrumb(pathname, titles) : [],
    build: { build: build.build, timestamp: build.timestamp },
    theme: resolveTheme(basics.themeBySlugKey.get(key)),
  };
}

export type SiteFrame = Awaited<ReturnType<typeof loadSiteFrame>>;
