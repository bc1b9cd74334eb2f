import { describe, expect, it } from "vitest";
import { buildUsageIndex, type UsageSources } from "./media-usage";

const sources: UsageSources = {
  assets: [
    { id: 1, filename: "hero.webp" },
    { id: 2, filename: "galerie.webp" },
    { id: 3, filename: "datenblatt.pdf" },
    { id: 4, filename: "frei.webp" },
    { id: 5, filename: "logo.png" },
  ],
  pages: [
    { slug: "/kontakt", title: "Kontakt", heroAssetId: 1, ogAssetId: 1, galleryAssetIds: [2] },
    { slug: "/produkte/geburt-wochenbett", title: "Geburt", heroAssetId: null, ogAssetId: null, galleryAssetIds: null },
  ],
  sections: [
    {
      pageSlug: "produkte/geburt-und-wochenbett/",
      sectionName: "Details",
      mediaAssetIds: [2],
      settings: { cta1Url: "asset:3", image: "/media/hero.webp" },
    },
  ],
  logoAssetId: 5,
  testimonials: [{ author: "Anna", mediaAssetId: 2 }],
  usageRows: [],
};

describe("buildUsageIndex", () => {
  const index = buildUsageIndex(sources);

  it("finds page hero, Open Graph and gallery images", () => {
    expect(index.get(1)?.map((u) => u.label)).toEqual(
      expect.arrayContaining(["Kontakt (/kontakt) – Hero-Bild", "Kontakt (/kontakt) – Vorschaubild (Open Graph)"]),
    );
    expect(index.get(2)?.map((u) => u.kind)).toEqual(expect.arrayContaining(["gallery", "section", "testimonial"]));
  });
  it("finds section media lists, asset: links and image file names under any slug spelling", () => {
    expect(index.get(3)).toEqual([{ kind: "section", label: "Geburt (/produkte/geburt-wochenbett) – Sektion «Details»", href: "/produkte/geburt-wochenbett" }]);
    expect(index.get(1)?.some((u) => u.kind === "section")).toBe(true);
  });
  it("finds the logo and leaves unused files out", () => {
    expect(index.get(5)?.[0].kind).toBe("logo");
    expect(index.has(4)).toBe(false);
  });
});
