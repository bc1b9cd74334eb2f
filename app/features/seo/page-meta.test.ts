import { describe, expect, it } from "vitest";
import { buildPageMeta, pageDescription, pageTitle } from "./page-meta";

const base = {
  title: "Pflege",
  siteTitle: "Auralis Medizintechnik AG",
  siteDescription: "Medizintechnik für die wichtigsten Momente im Leben",
  url: "https://auralis.example/produkte/pflege",
};

describe("pageTitle", () => {
  it("uses the meta title when set", () => {
    expect(pageTitle({ ...base, metaTitle: "Pflegebadewannen und Lifter" })).toBe("Pflegebadewannen und Lifter");
  });
  it("adds the company suffix to the title otherwise", () => {
    expect(pageTitle({ ...base, metaTitle: "  " })).toBe("Pflege – Auralis Medizintechnik AG");
    expect(pageTitle({ ...base, title: "Kontakt" })).toBe("Kontakt – Auralis Medizintechnik AG");
  });
});

describe("pageDescription", () => {
  it("prefers the meta description", () => {
    expect(pageDescription({ ...base, metaDescription: "Eigene Beschreibung", contentPlain: "Text" })).toBe("Eigene Beschreibung");
  });
  it("falls back to the first 160 characters of the content", () => {
    const long = "Wort ".repeat(100);
    const d = pageDescription({ ...base, contentPlain: long });
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith("…")).toBe(true);
  });
  it("falls back to the site description", () => {
    expect(pageDescription(base)).toBe(base.siteDescription);
  });
});

describe("buildPageMeta", () => {
  it("emits Open Graph, Twitter card and canonical tags", () => {
    const tags = buildPageMeta({ ...base, imageUrl: "https://auralis.example/media/a.webp", type: "product" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://auralis.example/media/a.webp" });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ property: "og:url", content: base.url });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: base.url });
  });
  it("leaves out the image tags without an image", () => {
    expect(buildPageMeta(base).some((t) => "property" in t && t.property === "og:image")).toBe(false);
  });
});
