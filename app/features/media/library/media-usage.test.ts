import { describe, expect, it } from "vitest";
import { toLibraryAsset } from "./library-assets";
import {
  altTextMissingBadge,
  altTextMissingIn,
  altTextMissingNotice,
  filterAssets,
  needsAltText,
  parseLibraryParams,
  libraryParamsToSearch,
} from "./library-filters";
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
    { slug: "/kontakt", title: "Kontakt", published: true, heroAssetId: 1, ogAssetId: 1, galleryAssetIds: [2] },
    { slug: "/produkte/geburt-wochenbett", title: "Geburt", published: true, heroAssetId: null, ogAssetId: null, galleryAssetIds: null },
  ],
  sections: [
    {
      pageSlug: "produkte/geburt-und-wochenbett/",
      sectionName: "Details",
      isPublished: true,
      mediaAssetIds: [2],
      settings: { cta1Url: "asset:3", image: "/media/hero.webp" },
    },
  ],
  logoAssetId: 5,
  testimonials: [{ author: "Anna", mediaAssetId: 2 }],
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
    expect(index.get(3)).toEqual([
      { kind: "section", label: "Geburt (/produkte/geburt-wochenbett) – Sektion «Details»", href: "/produkte/geburt-wochenbett", published: true },
    ]);
    expect(index.get(1)?.some((u) => u.kind === "section")).toBe(true);
  });
  it("finds the logo and leaves unused files out", () => {
    expect(index.get(5)?.[0].kind).toBe("logo");
    expect(index.has(4)).toBe(false);
  });
});

describe("alt text missing on published pages", () => {
  const row = (id: number, filename: string, altText: string | null, mimeType = "image/webp") => ({
    id,
    filename,
    title: null,
    altText,
    category: null,
    mimeType,
    sizeBytes: 1,
    width: 10,
    height: 10,
    createdAt: new Date(0),
  });
  const usage = buildUsageIndex({
    assets: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, filename: `b${id}.webp` })),
    pages: [
      { slug: "/oeffentlich", title: "Öffentlich", published: true, heroAssetId: 1, ogAssetId: 7, galleryAssetIds: [2] },
      { slug: "/entwurf", title: "Entwurf", published: false, heroAssetId: 3, ogAssetId: null, galleryAssetIds: [] },
    ],
    sections: [
      { pageSlug: "/oeffentlich", sectionName: "Sichtbar", isPublished: true, mediaAssetIds: [4], settings: {} },
      { pageSlug: "/oeffentlich", sectionName: "Versteckt", isPublished: false, mediaAssetIds: [5], settings: {} },
      { pageSlug: "/entwurf", sectionName: "Auf Entwurf", isPublished: true, mediaAssetIds: [], settings: { image: "asset:6" } },
    ],
    logoAssetId: 8,
    testimonials: [],
  });
  const asset = (id: number, altText: string | null, mimeType?: string) => toLibraryAsset(row(id, `b${id}.webp`, altText, mimeType), usage.get(id) ?? []);

  it("flags images without alt text that a published page shows: hero, gallery, published section", () => {
    expect(needsAltText(asset(1, null))).toBe(true);
    expect(needsAltText(asset(2, "  "))).toBe(true);
    expect(needsAltText(asset(4, ""))).toBe(true);
  });
  it("leaves out described images, drafts, hidden sections, share previews, the logo and other files", () => {
    expect(needsAltText(asset(1, "Gebärwanne"))).toBe(false);
    expect(needsAltText(asset(3, null))).toBe(false);
    expect(needsAltText(asset(5, null))).toBe(false);
    expect(needsAltText(asset(6, null))).toBe(false);
    expect(needsAltText(asset(7, null))).toBe(false);
    expect(needsAltText(asset(8, null))).toBe(false);
    expect(needsAltText(asset(4, null, "application/pdf"))).toBe(false);
  });
  it("filters the library to them with ?alt=fehlt and counts them", () => {
    const assets = [1, 2, 3, 4, 5].map((id) => asset(id, id === 2 ? "Beschrieben" : null));
    const state = parseLibraryParams(new URLSearchParams("alt=fehlt"));
    expect(state.altMissing).toBe(true);
    expect(libraryParamsToSearch(state).toString()).toBe("alt=fehlt");
    expect(filterAssets(assets, state).map((a) => a.id)).toEqual([1, 4]);
    expect(filterAssets(assets, { ...state, altMissing: false })).toHaveLength(5);
    expect(altTextMissingNotice(1)).toBe("1 Bild auf veröffentlichten Seiten hat keinen Alt-Text.");
    expect(altTextMissingNotice(2)).toBe("2 Bilder auf veröffentlichten Seiten haben keinen Alt-Text.");
  });
});

describe("alt text missing in the language of the page that shows the image", () => {
  const usage = buildUsageIndex({
    assets: [1, 2, 3].map((id) => ({ id, filename: `c${id}.webp` })),
    pages: [
      { slug: "/produkte/x", title: "X", published: true, heroAssetId: 1, ogAssetId: null, galleryAssetIds: [3] },
      { slug: "/fr/produits/x", title: "X fr", published: true, heroAssetId: 1, ogAssetId: null, galleryAssetIds: [] },
      { slug: "/it/prodotti/x", title: "X it", published: false, heroAssetId: 1, ogAssetId: null, galleryAssetIds: [] },
      { slug: "/fr/produits/y", title: "Y fr", published: true, heroAssetId: 2, ogAssetId: null, galleryAssetIds: [] },
    ],
    sections: [],
    logoAssetId: null,
    testimonials: [],
  });
  const asset = (id: number, altText: string | null, altTexts: Record<string, string>) => ({
    ...toLibraryAsset(
      {
        id,
        filename: `c${id}.webp`,
        title: "Titel",
        altText,
        altTexts,
        category: null,
        mimeType: "image/webp",
        sizeBytes: 1,
        width: 10,
        height: 10,
        createdAt: new Date(0),
      },
      usage.get(id) ?? [],
    ),
  });

  it("asks for the French alt text where a published French page shows the image, whatever the German one says", () => {
    expect(altTextMissingIn(asset(1, "Wanne", {}))).toEqual(["fr"]);
    expect(needsAltText(asset(1, "Wanne", {}))).toBe(true);
    expect(altTextMissingIn(asset(1, null, {}))).toEqual(["de", "fr"]);
    expect(altTextMissingIn(asset(2, null, {}))).toEqual(["fr"]);
  });
  it("is content once each language that shows it has its own, and ignores unpublished versions", () => {
    expect(needsAltText(asset(1, "Wanne", { fr: "Baignoire" }))).toBe(false);
    expect(altTextMissingIn(asset(2, null, { fr: "Baignoire" }))).toEqual([]);
    // Only the German page shows the gallery image: the Italian and French texts are not asked for.
    expect(altTextMissingIn(asset(3, "Detail", {}))).toEqual([]);
  });
  it("names the languages in the badge, and keeps the German wording when only German lacks it", () => {
    expect(altTextMissingBadge(["de"])).toBe("Alt-Text fehlt");
    expect(altTextMissingBadge(["fr"])).toBe("Alt-Text fehlt: Französisch");
    expect(altTextMissingBadge(["de", "fr"])).toBe("Alt-Text fehlt: Deutsch, Französisch");
  });
});

describe("the approved copy of a page that needs 'Freigabe'", () => {
  it("counts the files it shows as in use – its page's, its sections' and the pictures it froze – though the page's rows no longer name them", () => {
    const usage = buildUsageIndex({
      assets: [1, 2, 3, 4, 5].map((id) => ({ id, filename: `d${id}.webp` })),
      pages: [{ slug: "/produkte/bett", title: "Bett", published: true, heroAssetId: null, ogAssetId: null, galleryAssetIds: [] }],
      sections: [],
      logoAssetId: null,
      testimonials: [],
      approvedCopies: [
        {
          slug: "/produkte/bett",
          title: "Bett",
          snapshot: {
            page: { heroAssetId: 1, galleryAssetIds: [2] },
            sections: [{ mediaAssetIds: [3], settings: { image: "d4.webp" } }],
            shows: { assets: { "5": { filename: "d5.webp", alt: "Porträt" } } },
          },
        },
      ],
    });
    for (const id of [1, 2, 3, 4, 5]) {
      expect(usage.get(id), String(id)).toEqual([
        { kind: "approved", label: "Bett (/produkte/bett) – freigegebene Fassung", href: "/produkte/bett", published: false },
      ]);
    }
  });
});
