import { db } from "#db/client.server";
import { env } from "~/core/env.server";
import { hreflangAlternates } from "~/features/seo/hreflang";
import { renderSitemap } from "~/features/seo/sitemap";
import { publishedPagesForSitemap } from "~/features/seo/sitemap-pages.server";
import { loadSiteBasics } from "~/features/site-frame/site-frame.server";
import { isSiteLanguage } from "~/lib/languages";

export async function loader() {
  const siteUrl = env().siteUrl;
  const basics = await loadSiteBasics();
  const rows = await publishedPagesForSitemap(db());
  // Only the languages the site shows (docs/decisions/0032-language-versions.md).
  const entries = rows
    .filter((row) => isSiteLanguage(row.language) && basics.settings.languages.includes(row.language))
    .map((row) => ({ ...row, alternates: hreflangAlternates(basics.versionsOf(row.slugKey), siteUrl) }));
  return new Response(renderSitemap(siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
