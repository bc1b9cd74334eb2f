// /sitemap.xml from published pages with their sitemap_priority (tests/e2e/site-contract.spec.ts).
// Every published language version is listed, each with the xhtml:link alternates of its page
// (hreflang.ts, the same ones its head names).
import { escapeHtml } from "~/lib/text";
import type { LanguageAlternate } from "./hreflang";

export interface SitemapEntry {
  slug: string;
  updatedAt: Date;
  priority: number;
  alternates?: LanguageAlternate[];
}

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const priority = Math.min(1, Math.max(0, e.priority)).toFixed(1);
    const loc = escapeHtml(siteUrl + (e.slug === "/" ? "/" : e.slug));
    const links = (e.alternates && e.alternates.length > 1 ? e.alternates : [])
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`)
      .join("");
    return `  <url><loc>${loc}</loc><lastmod>${e.updatedAt.toISOString().slice(0, 10)}</lastmod><priority>${priority}</priority>${links}</url>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    `${urls.join("\n")}\n</urlset>\n`
  );
}
