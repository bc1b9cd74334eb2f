// What every public page's frame shows: settings, navigation, breadcrumb titles, theme, logo.
import { eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages } from "#db/schema";
import { readBuildInfo } from "#server/build-info.server";
import { loadAssetViews } from "~/features/media/asset-view.server";
import { buildBreadcrumb } from "~/features/navigation/breadcrumb";
import { buildNavigation } from "~/features/navigation/build-navigation";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { resolveTheme } from "~/features/themes/themes";
import { canonicalSlug, slugMatchKey, slugSegments } from "~/lib/slug";
import { loadNavigationPages, loadPageTitles, slugMatchKeySql, type ReadScope } from "./page-lookup.server";

export async function loadSiteFrame(db: Queryable, pathname: string, scope: ReadScope) {
  const path = canonicalSlug(pathname);
  const segments = slugSegments(path);
  const ancestors = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`);
  const settings = await loadSiteSettings(db);
  const navigationPages = await loadNavigationPages(db);
  const titles = await loadPageTitles(db, ancestors, scope);
  const [themeRow] = await db
    .select({ theme: pages.theme })
    .from(pages)
    .where(eq(slugMatchKeySql(pages.slug), slugMatchKey(path)))
    .limit(1);
  const logoAssets = settings.logoAssetId ? await loadAssetViews(db, [settings.logoAssetId]) : {};
  const logoAsset = settings.logoAssetId ? logoAssets[settings.logoAssetId] : undefined;
  const logo = logoAsset
    ? { url: logoAsset.url, alt: logoAsset.alt || settings.siteTitle, width: logoAsset.width, height: logoAsset.height }
    : null;
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
      logo,
    },
    navigation: buildNavigation(navigationPages),
    breadcrumb: buildBreadcrumb(pathname, titles),
    build: { build: build.build, timestamp: build.timestamp },
    theme: resolveTheme(themeRow?.theme),
  };
}

export type SiteFrame = Awaited<ReturnType<typeof loadSiteFrame>>;
