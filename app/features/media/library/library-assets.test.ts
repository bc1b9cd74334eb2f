import { describe, expect, it } from "vitest";
import { diagnosticExamples, mergeLibrary, syntheticLibraryAsset, type AssetRow } from "./library-assets";
import {
  ALL_CATEGORIES,
  categoryFilterOptions,
  counterText,
  filterAssets,
  libraryParamsToSearch,
  parseLibraryParams,
  pickerSuggestions,
} from "./library-filters";

const row = (id: number, filename: string, extra: Partial<AssetRow> = {}): AssetRow => ({
  id,
  filename,
  title: null,
  altText: null,
  category: "uncategorized",
  mimeType: "image/webp",
  sizeBytes: 100,
  width: 10,
  height: 10,
  createdAt: new Date(Date.UTC(2024, 0, id)),
  ...extra,
});

describe("mergeLibrary", () => {
  it("lists rows first, then storage-only files as synthetic entries", () => {
    const { assets, diagnostics } = mergeLibrary(
      [row(2, "b.webp", { title: "Bad" }), row(1, "a.webp")],
      [
        { name: "a.webp", size: 1, modifiedAt: null },
        { name: "verwaist.final.png", size: 5, modifiedAt: new Date(0) },
        { name: "b.webp", size: 1, modifiedAt: null },
      ],
      { storageKind: "disk", listLimit: 1000 },
    );
    expect(assets.map((a) => a.filename)).toEqual(["b.webp", "a.webp", "verwaist.final.png"]);
    const synthetic = assets[2];
    expect(synthetic).toMatchObject({ synthetic: true, title: "verwaist", category: "Unkategorisiert", kind: "image", mimeType: "image/png" });
    expect(synthetic.id).toBeLessThan(0);
    expect(diagnostics).toMatchObject({ rowCount: 2, storageFileCount: 3, storageOnly: ["verwaist.final.png"], missingFiles: [] });
  });
  it("reports rows without a file only when the listing was complete", () => {
    const rows = [row(1, "a.webp"), row(2, "fehlt.webp")];
    expect(mergeLibrary(rows, [{ name: "a.webp", size: 1, modifiedAt: null }], { storageKind: "disk", listLimit: 1000 }).diagnostics.missingFiles).toEqual([
      "fehlt.webp",
    ]);
    expect(mergeLibrary(rows, [{ name: "a.webp", size: 1, modifiedAt: null }], { storageKind: "disk", listLimit: 1 }).diagnostics).toMatchObject({
      listTruncated: true,
      missingFiles: [],
    });
  });
  it("gives examples then '+n weitere'", () => {
    expect(diagnosticExamples(["a", "b", "c", "d", "e"])).toEqual({ examples: ["a", "b", "c"], more: "+2 weitere" });
    expect(diagnosticExamples(["a"])).toEqual({ examples: ["a"], more: null });
  });
});

describe("library filters", () => {
  const { assets } = mergeLibrary(
    [
      row(3, "gebaerwanne-aqua.webp", { title: "Gebärwanne Aqua", category: "geburt" }),
      row(2, "pflegebad.webp", { title: "Pflegebad", category: "pflege" }),
      row(1, "logo.png", { title: "Logo", category: null }),
    ],
    [{ name: "nur-im-speicher.png", size: 1, modifiedAt: null }],
    { storageKind: "disk", listLimit: 1000 },
  );

  it("searches file names and titles case-insensitively", () => {
    expect(filterAssets(assets, { query: "AQUA", category: ALL_CATEGORIES }).map((a) => a.id)).toEqual([3]);
    expect(filterAssets(assets, { query: "gebärwanne", category: ALL_CATEGORIES }).map((a) => a.id)).toEqual([3]);
    expect(filterAssets(assets, { query: "speicher", category: ALL_CATEGORIES })).toHaveLength(1);
  });
  it("filters by category, 'none' meaning no category", () => {
    expect(filterAssets(assets, { query: "", category: "pflege" }).map((a) => a.id)).toEqual([2]);
    expect(filterAssets(assets, { query: "", category: "none" }).map((a) => a.id)).toEqual([1]);
    expect(filterAssets(assets, { query: "", category: "Unkategorisiert" })).toHaveLength(1);
  });
  it("offers 'Alle Kategorien' first and counts 'x von y Medien'", () => {
    const options = categoryFilterOptions(assets);
    expect(options[0]).toEqual({ value: "all", label: "Alle Kategorien" });
    expect(options.map((o) => o.value)).toEqual(expect.arrayContaining(["geburt", "pflege", "none", "Unkategorisiert"]));
    expect(counterText(1, 4)).toBe("1 von 4 Medien");
  });
  it("keeps the filter in the address, without defaults", () => {
    const params = parseLibraryParams(new URLSearchParams("q=bad&kategorie=pflege&ansicht=liste"));
    expect(params).toEqual({ query: "bad", category: "pflege", altMissing: false, view: "list" });
    expect(libraryParamsToSearch(params).toString()).toBe("q=bad&kategorie=pflege&ansicht=liste");
    expect(libraryParamsToSearch(parseLibraryParams(new URLSearchParams())).toString()).toBe("");
  });
  it("suggests by id, file name or title, never storage-only files, at most 10", () => {
    expect(pickerSuggestions(assets, "2").map((a) => a.id)).toEqual([2]);
    expect(pickerSuggestions(assets, "asset:3").map((a) => a.id)).toEqual([3]);
    expect(pickerSuggestions(assets, "png").map((a) => a.filename)).toEqual(["logo.png"]);
    expect(pickerSuggestions(assets, "")).toEqual([]);
    const many = Array.from({ length: 15 }, (_, i) => syntheticLibraryAsset({ name: `x${i}.png`, size: 1, modifiedAt: null })).map((a, i) => ({
      ...a,
      id: i + 1,
      synthetic: false,
    }));
    expect(pickerSuggestions(many, "x")).toHaveLength(10);
  });
});
