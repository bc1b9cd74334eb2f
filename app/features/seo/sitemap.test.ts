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
  it("escapes special characters", () => {
    expect(renderSitemap("https://a.example", [{ slug: "/a&b", updatedAt: new Date(0), priority: 0.5 }])).toContain("/a&amp;b");
  });
});
