import { afterEach, describe, expect, it, vi } from "vitest";
import { MEDIA_WIDTHS, buildSrcSet, imageCandidates, placeholderLabel, resolveImage, srcSetWidths, type ResolvedImage } from "./image-sources";
import type { AssetView } from "~/features/media/asset-view";

const asset = (over: Partial<AssetView> = {}): AssetView => ({
  id: 7,
  url: "/media/gebaerwanne-contessa.webp",
  filename: "gebaerwanne-contessa.webp",
  alt: "Gebärwanne Contessa im Geburtszimmer",
  mimeType: "image/webp",
  width: 1000,
  height: 750,
  ...over,
});

const assets: Record<number, AssetView> = {
  7: asset(),
  9: asset({ id: 9, url: "/media/prospekt.pdf", filename: "prospekt.pdf", mimeType: "application/pdf", width: null, height: null, alt: "" }),
};

afterEach(() => vi.restoreAllMocks());

describe("resolveImage", () => {
  it("resolves asset:{id} to that asset with its size and alt text", () => {
    expect(resolveImage("asset:7", assets)).toMatchObject({
      src: "/media/gebaerwanne-contessa.webp",
      width: 1000,
      height: 750,
      alt: "Gebärwanne Contessa im Geburtszimmer",
      mimeType: "image/webp",
    });
  });

  it("warns and gives null for malformed or unknown asset references", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveImage("asset:abc", assets)).toBeNull();
    expect(resolveImage("asset:", assets)).toBeNull();
    expect(resolveImage("asset:404", assets)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("keeps /media paths and looks them up for their size", () => {
    expect(resolveImage("/media/gebaerwanne-contessa.webp", assets)).toMatchObject({ src: "/media/gebaerwanne-contessa.webp", width: 1000 });
    expect(resolveImage("/media/unbekannt.jpg", assets)).toMatchObject({ src: "/media/unbekannt.jpg", width: null, height: null });
  });

  it("keeps external URLs as they are", () => {
    expect(resolveImage("https://example.org/bild.jpg", assets)).toMatchObject({ src: "https://example.org/bild.jpg", width: null });
  });

  it("turns a bare file name into its /media path and finds the asset by file name", () => {
    expect(resolveImage("gebaerwanne-contessa.webp", assets)).toMatchObject({
      src: "/media/gebaerwanne-contessa.webp",
      width: 1000,
      height: 750,
      alt: "Gebärwanne Contessa im Geburtszimmer",
    });
    expect(resolveImage("neu.png", assets)).toMatchObject({ src: "/media/neu.png", width: null });
  });

  it("gives null for empty values without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveImage("", assets)).toBeNull();
    expect(resolveImage("   ", assets)).toBeNull();
    expect(resolveImage(undefined, assets)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("refuses other schemes", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveImage("javascript:alert(1)", assets)).toBeNull();
    expect(resolveImage("data:image/png;base64,AAAA", assets)).toBeNull();
  });

  it("offers the plain library path as a fallback when the asset URL differs", () => {
    const other = { 3: asset({ id: 3, url: "/media/uploads/a.jpg", filename: "a.jpg", mimeType: "image/jpeg" }) };
    expect(resolveImage("asset:3", other)?.fallbacks).toEqual(["/media/a.jpg"]);
  });
});

describe("srcset", () => {
  it("offers only allow-listed widths below the original", () => {
    expect(srcSetWidths(1000)).toEqual([320, 480, 640, 960]);
    expect(srcSetWidths(1600)).toEqual([320, 480, 640, 960, 1280]);
    expect(srcSetWidths(4000)).toEqual([...MEDIA_WIDTHS]);
    expect(srcSetWidths(300)).toEqual([]);
    expect(srcSetWidths(null)).toEqual([]);
  });

  it("lists the resized copies plus the original", () => {
    const image = resolveImage("asset:7", assets) as ResolvedImage;
    expect(buildSrcSet(image)).toBe(
      "/media/gebaerwanne-contessa.webp?w=320 320w, /media/gebaerwanne-contessa.webp?w=480 480w, " +
        "/media/gebaerwanne-contessa.webp?w=640 640w, /media/gebaerwanne-contessa.webp?w=960 960w, " +
        "/media/gebaerwanne-contessa.webp 1000w",
    );
  });

  it("has no srcset for external, vector, unknown-size or non-raster images", () => {
    const base: ResolvedImage = { src: "/media/logo.svg", alt: "", width: 800, height: 200, mimeType: "image/svg+xml", fallbacks: [] };
    expect(buildSrcSet(base)).toBeUndefined();
    expect(buildSrcSet({ ...base, src: "https://example.org/a.jpg", mimeType: "image/jpeg" })).toBeUndefined();
    expect(buildSrcSet({ ...base, src: "/media/a.jpg", mimeType: null, width: null })).toBeUndefined();
    expect(buildSrcSet({ ...base, src: "/media/a.gif", mimeType: "image/gif" })).toBeUndefined();
    expect(buildSrcSet({ ...base, src: "/media/a.jpg", mimeType: null })).toContain("/media/a.jpg?w=640 640w");
  });

  it("tries the responsive source, then the plain one, then the fallbacks", () => {
    const image: ResolvedImage = { src: "/media/uploads/a.jpg", alt: "", width: 700, height: 400, mimeType: "image/jpeg", fallbacks: ["/media/a.jpg"] };
    expect(imageCandidates(image).map((c) => [c.src, !!c.srcSet])).toEqual([
      ["/media/uploads/a.jpg", true],
      ["/media/uploads/a.jpg", false],
      ["/media/a.jpg", false],
    ]);
  });
});

describe("placeholderLabel", () => {
  it("defaults to 'Bild'", () => {
    expect(placeholderLabel()).toBe("Bild");
    expect(placeholderLabel("   ")).toBe("Bild");
    expect(placeholderLabel(null)).toBe("Bild");
  });

  it("cuts the label to 48 characters", () => {
    const long = "Gebärwanne Contessa – ergonomisch, hygienisch und in allen RAL-Farben erhältlich";
    const label = placeholderLabel(long);
    expect(Array.from(label).length).toBeLessThanOrEqual(48);
    expect(label).toBe(long.slice(0, 48).trimEnd());
    expect(placeholderLabel("x".repeat(48))).toHaveLength(48);
    expect(placeholderLabel("x".repeat(60))).toHaveLength(48);
  });

  it("keeps short labels and never splits a character", () => {
    expect(placeholderLabel("Stillstuhl Relax")).toBe("Stillstuhl Relax");
    expect(Array.from(placeholderLabel("🛁".repeat(60)))).toHaveLength(48);
  });
});
