import { describe, expect, it } from "vitest";
import { collectAssetReferences, emptyAssetReferences } from "./asset-references";

describe("collectAssetReferences", () => {
  it("finds asset links, media ids and image file names at any depth", () => {
    const refs = collectAssetReferences(
      {
        cta2Url: "asset:42",
        image: "pflege-badewanne.webp",
        items: [{ media_asset_id: 7, image: "/media/wellness-spa.webp" }, { url: "/kontakt" }],
        title: "asset:not-a-number",
      },
      emptyAssetReferences(),
    );
    expect([...refs.ids].sort()).toEqual([42, 7].sort());
    expect([...refs.filenames].sort()).toEqual(["pflege-badewanne.webp", "wellness-spa.webp"]);
  });
  it("ignores external images and invalid references", () => {
    const refs = collectAssetReferences({ image: "https://example.org/a.png", url: "asset:" }, emptyAssetReferences());
    expect(refs.ids.size).toBe(0);
    expect(refs.filenames.size).toBe(0);
  });
});
