import { describe, expect, it } from "vitest";
import { cellLabel, cellText, countsPerLanguage, filterRows, filtersFrom, shownLanguages, type OverviewRow } from "./translation-screen-model";

const row = (title: string, slug: string, pageType: string, versions: OverviewRow["versions"]): OverviewRow => ({
  translationKey: slug,
  germanPageId: slug,
  title,
  slug,
  pageType,
  versions,
});
const rows = [
  row("Gebärwanne Lotus", "/produkte/lotus", "product", {
    fr: { pageId: "2", slug: "/fr/produits/lotus", state: "veraltet", outdatedFieldCount: 3 },
    it: { pageId: null, slug: null, state: "fehlt", outdatedFieldCount: 0 },
  }),
  row("Über uns", "/ueber-uns", "section", {
    fr: { pageId: "4", slug: "/fr/a-propos", state: "veröffentlicht", outdatedFieldCount: 0 },
    it: { pageId: "5", slug: "/it/chi-siamo", state: "entwurf", outdatedFieldCount: 0 },
  }),
  row("Kontakt", "/kontakt", "section", {
    fr: { pageId: null, slug: null, state: "fehlt", outdatedFieldCount: 0 },
    it: { pageId: null, slug: null, state: "fehlt", outdatedFieldCount: 0 },
  }),
];
const languages = ["fr", "it"] as const;

describe("the 'Übersetzungen' screen", () => {
  it("reads its filters from the address and ignores what it does not know", () => {
    expect(filtersFrom(new URLSearchParams("sprache=fr&status=veraltet&typ=product&q=%20lotus%20"), languages)).toEqual({
      language: "fr",
      state: "veraltet",
      pageType: "product",
      query: "lotus",
    });
    expect(filtersFrom(new URLSearchParams("sprache=en&status=alt&typ=blog"), languages)).toEqual({ language: null, state: null, pageType: null, query: "" });
  });

  it("filters by state in the shown languages, by page type and by title or address, accents and case aside", () => {
    const none = { language: null, state: null, pageType: null, query: "" };
    expect(filterRows(rows, { ...none, state: "fehlt" }, languages).map((r) => r.title)).toEqual(["Gebärwanne Lotus", "Kontakt"]);
    expect(filterRows(rows, { ...none, state: "fehlt", language: "fr" }, languages).map((r) => r.title)).toEqual(["Kontakt"]);
    expect(filterRows(rows, { ...none, pageType: "product" }, languages).map((r) => r.title)).toEqual(["Gebärwanne Lotus"]);
    expect(filterRows(rows, { ...none, query: "GEBARWANNE" }, languages).map((r) => r.title)).toEqual(["Gebärwanne Lotus"]);
    expect(filterRows(rows, { ...none, query: "ueber" }, languages).map((r) => r.title)).toEqual(["Über uns"]);
    expect(shownLanguages({ ...none, language: "it" }, languages)).toEqual(["it"]);
  });

  it("counts every state per language", () => {
    expect(countsPerLanguage(rows, languages)).toEqual({
      fr: { fehlt: 1, entwurf: 0, veröffentlicht: 1, veraltet: 1 },
      it: { fehlt: 2, entwurf: 1, veröffentlicht: 0, veraltet: 0 },
    });
  });

  it("says how many fields are out of date, and names the cell for screen readers", () => {
    expect(cellText(rows[0].versions.fr)).toBe("veraltet (3 Felder)");
    expect(cellText({ pageId: "1", state: "veraltet", outdatedFieldCount: 1 })).toBe("veraltet (1 Feld)");
    expect(cellText(undefined)).toBe("fehlt");
    expect(cellLabel("fr", rows[0].versions.fr, "Lotus", "edit")).toBe("«Lotus», Französisch: veraltet (3 Felder) – bearbeiten");
    expect(cellLabel("it", rows[0].versions.it, "Lotus", "create")).toBe("«Lotus», Italienisch: fehlt – Fassung anlegen");
  });
});
