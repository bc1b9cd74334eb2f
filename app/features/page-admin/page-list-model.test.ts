import { describe, expect, it } from "vitest";
import { filterPages, formatListDate } from "./page-list-model";

const rows = [
  { title: "Über uns", slug: "/ueber-uns", metaTitle: "Wer wir sind", published: true },
  { title: "Neue Seite", slug: "/neue-seite", metaTitle: null, published: false },
  { title: "Pflege", slug: "/produkte/pflege", metaTitle: "Pflegebadewannen", published: true },
];

describe("filterPages", () => {
  it("finds pages by title, slug or meta title, ignoring case", () => {
    expect(filterPages(rows, "über", "all").map((r) => r.slug)).toEqual(["/ueber-uns"]);
    expect(filterPages(rows, "PRODUKTE/", "all").map((r) => r.slug)).toEqual(["/produkte/pflege"]);
    expect(filterPages(rows, "wer wir", "all").map((r) => r.slug)).toEqual(["/ueber-uns"]);
  });
  it("filters by status", () => {
    expect(filterPages(rows, "", "draft").map((r) => r.slug)).toEqual(["/neue-seite"]);
    expect(filterPages(rows, " ", "published")).toHaveLength(2);
    expect(filterPages(rows, "", "all")).toHaveLength(3);
  });
});

describe("formatListDate", () => {
  it("formats in de-DE, Swiss time", () => {
    expect(formatListDate("2026-03-01T11:05:00.000Z")).toBe("01.03.2026, 12:05");
  });
});
