import { describe, expect, it } from "vitest";
import { pageMessages, parentChoices, parseSortOrder, resolveParent, slugFromTitle, slugPartFromTitle } from "./page-rules";

describe("slugFromTitle", () => {
  it("transliterates umlauts and joins words with hyphens", () => {
    expect(slugPartFromTitle("Gebärwanne Contessa")).toBe("gebaerwanne-contessa");
    expect(slugPartFromTitle("  Duschwagen & Stühle! ")).toBe("duschwagen-und-stuehle");
    expect(slugPartFromTitle("Größe")).toBe("groesse");
    // In the words of the page's language, every accent written without it.
    expect(slugPartFromTitle("Soins & hygiène", "fr")).toBe("soins-et-hygiene");
    expect(slugPartFromTitle("Qualità & città – però", "it")).toBe("qualita-e-citta-pero");
    expect(slugPartFromTitle("Care & nursing", "en")).toBe("care-and-nursing");
    expect(slugPartFromTitle("Cœur naïf", "fr")).toBe("coeur-naif");
    expect(slugFromTitle("Soins & hygiène", "/fr/produits")).toBe("/fr/produits/soins-et-hygiene");
  });
  it("puts the page under its parent", () => {
    expect(slugFromTitle("Pflege", "/produkte/")).toBe("/produkte/pflege");
    expect(slugFromTitle("Über uns")).toBe("/ueber-uns");
    expect(slugFromTitle("Kontakt", "/")).toBe("/kontakt");
  });
  it("never gives an empty slug", () => {
    expect(slugFromTitle("!!!")).toBe("/seite");
  });
});

describe("parentChoices", () => {
  it("leaves out the page itself, pages without slug and duplicates", () => {
    const pages = [
      { slug: "/produkte", title: "Produkte" },
      { slug: "/produkte/", title: "Produkte (doppelt)" },
      { slug: "", title: "Ohne Slug" },
      { slug: null, title: "Null" },
      { slug: "/kontakt", title: "Kontakt" },
    ];
    expect(parentChoices(pages, "kontakt").map((p) => p.title)).toEqual(["Produkte"]);
  });
});

describe("parseSortOrder", () => {
  it("keeps integers and falls back to 0", () => {
    expect(parseSortOrder("12")).toBe(12);
    expect(parseSortOrder(-3)).toBe(-3);
    expect(parseSortOrder("1.5")).toBe(0);
    expect(parseSortOrder("abc")).toBe(0);
    expect(parseSortOrder(undefined)).toBe(0);
  });
});

describe("resolveParent", () => {
  it("keeps a known parent in canonical form", () => {
    expect(resolveParent("produkte/", ["/produkte"])).toEqual({ parentSlug: "/produkte" });
  });
  it("saves at the root with the warning when the parent is unknown", () => {
    expect(resolveParent("/gibt-es-nicht", ["/produkte"])).toEqual({ parentSlug: null, warning: pageMessages.parentMissing });
    expect(pageMessages.parentMissing).toBe("Übergeordnete Seite nicht gefunden – als Root gespeichert");
  });
  it("treats an empty parent as root without warning", () => {
    expect(resolveParent("  ", [])).toEqual({ parentSlug: null });
  });
});
