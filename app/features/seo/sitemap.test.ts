import { describe, expect, it } from "vitest";
import { renderSitemap } from "./sitemap";

describe("renderSitemap", () => {
  it("lists each page with its priority and date", () => {
    const xml = renderSitemap("https://auralis.example", [
      { slug: "/", updatedAt: new Date("2026-01-02T10:00:00Z"), priority: 1 },
      { slug: "/produkte/pflege", updatedAt: new Date("2026-03-04T10:00:00Z"), priority: 0.8 },
    ]);
    expect(xml).toContain("<loc>https://auralis.example/</loc><lastmod>2026-01-02</lastmod><priority>1.0</priority>");
    expect(xml).toContain("<loc>https://auralis.example/produkte/pflege</loc><lastmod>2026-03-04</lastmod><priority>0.8</priority>");
  });
  it("names the alternates of a page with several published versions, and none for a lone one", () => {
    const alternates = [
      { hreflang: "de-CH", href: "https://a.example/kontakt" },
      { hreflang: "fr-CH", href: "https://a.example/fr/contact" },
      { hreflang: "x-default", href: "https://a.example/kontakt" },
    ];
    const xml = renderSitemap("https://a.example", [
      { slug: "/fr/contact", updatedAt: new Date(0), priority: 0.5, alternates },
      { slug: "/impressum", updatedAt: new Date(0), priority: 0.5, alternates: [alternates[0]] },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      "<loc>https://a.example/fr/contact</loc><lastmod>1970-01-01</lastmod><priority>0.5</priority>" +
        '<xhtml:link rel="alternate" hreflang="de-CH" href="https://a.example/kontakt"/>' +
        '<xhtml:link rel="alternate" hreflang="fr-CH" href="https://a.example/fr/contact"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/kontakt"/></url>',
    );
    expect(xml).toContain("<loc>https://a.example/impressum</loc><lastmod>1970-01-01</lastmod><priority>0.5</priority></url>");
  });
  it("escapes special characters", () => {
    expect(renderSitemap("https://a.example", [{ slug: "/a&b", updatedAt: new Date(0), priority: 0.5 }])).toContain("/a&amp;b");
  });
});
