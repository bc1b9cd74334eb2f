import { describe, expect, it } from "vitest";
import type { AssetUsage } from "./library-assets";
import { bulkCategoryOptions, keepExisting, toggleAllShown, toggleSelected, usageByPlace } from "./library-selection";

const use = (label: string, href: string | null): AssetUsage => ({ kind: "section", label, href, published: true });

describe("usageByPlace", () => {
  it("names every page once, with each selected file it uses once", () => {
    const places = usageByPlace([
      { filename: "a.webp", title: "Bild A", usage: [use("Kontakt (/kontakt) – Hero-Bild", "/kontakt"), use("Kontakt (/kontakt) – Galerie", "/kontakt")] },
      {
        filename: "b.webp",
        title: null,
        usage: [use("Kontakt (/kontakt) – Sektion «Team»", "/kontakt"), use("Logo der Website (Globale Einstellungen)", null)],
      },
      { filename: "c.webp", title: "Frei", usage: [] },
    ]);
    expect(places).toEqual([
      { place: "Kontakt (/kontakt)", href: "/kontakt", files: ["Bild A", "b.webp"] },
      { place: "Logo der Website (Globale Einstellungen)", href: null, files: ["b.webp"] },
    ]);
  });
});

describe("selection", () => {
  it("toggles one file, refusing beyond the limit", () => {
    expect(toggleSelected([1, 2], 2)).toEqual([1]);
    expect(toggleSelected([1], 3)).toEqual([1, 3]);
    expect(toggleSelected([1, 2], 3, 2)).toEqual([1, 2]);
  });

  it("selects all shown files, or clears them when all are selected, keeping others", () => {
    expect(toggleAllShown([9], [1, 2])).toEqual([9, 1, 2]);
    expect(toggleAllShown([9, 1, 2], [1, 2])).toEqual([9]);
    expect(toggleAllShown([1], [1, 2, 3], 2)).toEqual([1, 2]);
    expect(toggleAllShown([4], [])).toEqual([4]);
  });

  it("drops files that are gone", () => {
    expect(keepExisting([1, 2, 3], [3, 1])).toEqual([1, 3]);
  });

  it("offers the fixed categories, then the library's own, never a storage-only file's", () => {
    const options = bulkCategoryOptions([
      { category: "Messe 2026", synthetic: false },
      { category: "pflege", synthetic: false },
      { category: "Unkategorisiert", synthetic: true },
    ]);
    expect(options[0]).toEqual({ value: "none", label: "Keine Kategorie" });
    expect(options.map((o) => o.value)).toContain("pflege");
    expect(options.at(-1)).toEqual({ value: "Messe 2026", label: "Messe 2026" });
    expect(options.map((o) => o.value)).not.toContain("Unkategorisiert");
  });
});
