import { db } from "#db/client.server";
import { env } from "~/core/env.server";
import { hreflangAlternates } from "~/features/seo/hreflang";
import { renderSitemap } from "~/features/seo/sitemap";
import { currentSiteIndex } from "~/features/site-frame/site-frame.server";
import { documentSitemapEntries } from "~/features/visitor-site/documents.server";
import { sitemapEntries } from "~/features/visitor-site/sitemap-entries";

/** The documents pages rank below the product pages they belong to. */
const DOCUMENTS_PRIORITY = 0.4;

export async function loader() {
  const siteUrl = env().siteUrl;
  // The pages visitors see, as the read model names them (app/features/visitor-site/site-index.server.ts).
  const index = await currentSiteIndex();
  const entries = sitemapEntries(index).map((entry) => ({ ...entry, alternates: hreflangAlternates(index.versionsOf(entry.slugKey), siteUrl) }));
  // And the documents pages (docs/decisions/0046-documents.md), dated by their newest publication or withdrawal.
  const documents = (await documentSitemapEntries(db(), index)).map((entry) => ({
    slug: entry.slug,
    updatedAt: entry.updatedAt,
    priority: DOCUMENTS_PRIORITY,
    alternates: hreflangAlternates(entry.alternates, siteUrl),
  }));
  return new Response(renderSitemap(siteUrl, [...entries, ...documents]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
