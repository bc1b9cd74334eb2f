import { env } from "~/core/env.server";
import { hreflangAlternates } from "~/features/seo/hreflang";
import { renderSitemap } from "~/features/seo/sitemap";
import { currentSiteIndex } from "~/features/site-frame/site-frame.server";
import { sitemapEntries } from "~/features/visitor-site/sitemap-entries";

export async function loader() {
  const siteUrl = env().siteUrl;
  // The pages visitors see, as the read model names them (app/features/visitor-site/site-index.server.ts).
  const index = await currentSiteIndex();
  const entries = sitemapEntries(index).map((entry) => ({ ...entry, alternates: hreflangAlternates(index.versionsOf(entry.slugKey), siteUrl) }));
  return new Response(renderSitemap(siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
