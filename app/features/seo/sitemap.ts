// /sitemap.xml from published pages with their sitemap_priority (tests/e2e/site-contract.spec.ts).
import { escapeHtml } from "~/lib/text";

export interface SitemapEntry {
  slug: string;
  updatedAt: Date;
  priority: number;
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const priority = Math.min(1, Math.max(0, e.priority)).toFixed(1);
    const loc = escapeHtml(siteUrl + (e.slug === "/" ? "/" : e.slug));
    return `  <url><loc>${loc}</loc><lastmod>${e.updatedAt.toISOString().slice(0, 10)}</lastmod><priority>${priority}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
