import { describe, expect, it } from "vitest";
import type { PageSnapshot } from "#db/schema";
import { translatorMessages, translatorRefusal } from "./translator-scope";

const page = (changes: Record<string, unknown> = {}) => ({
  id: 7,
  slug: "/fr/produits",
  parentSlug: "/fr",
  language: "fr",
  translationKey: "k-page",
  title: "Produits",
  h1: "Nos produits",
  contentHtml: "<p>Texte</p>",
  contentPlain: "Texte",
  published: true,
  publishAt: null,
  kind: "section",
  heroAssetId: 3,
  sortOrder: 2,
  untranslated: ["title"],
  sourceRevision: 4,
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...changes,
});
const section = (changes: Record<string, unknown> = {}) => ({
  id: 11,
  pageSlug: "/fr/produits",
  sectionName: "Intro",
  sectionType: "text",
  sectionOrder: 0,
  isPublished: true,
  translationKey: "k-section",
  contentHtml: "<p>Bonjour</p>",
  contentPlain: "Bonjour",
  settings: { title: "Titre", image: "/media/a.jpg", spacing: "normal" },
  mediaAssetIds: [3],
  untranslated: [],
  ...changes,
});
const snapshot = (p: Record<string, unknown> | null, sections: Record<string, unknown>[] = [section()]): PageSnapshot => ({ page: p, sections });
const before = snapshot(page());

describe("what a translator may change", () => {
  it("allows the translated texts of a version: page texts, section text, translated settings, and the marks and source revision that follow them", () => {
    const after = snapshot(
      page({ title: "Nos produits", contentHtml: "<p>Neuf</p>", contentPlain: "Neuf", untranslated: [], sourceRevision: 5, updatedAt: "x" }),
      [section({ id: 99, contentHtml: "<p>Salut</p>", contentPlain: "Salut", settings: { title: "Nouveau titre", image: "/media/a.jpg", spacing: "normal" } })],
    );
    expect(translatorRefusal(["fr"], before, after)).toBeNull();
    expect(translatorRefusal(["it", "fr"], before, after)).toBeNull();
  });

  it("refuses the German source, new and deleted pages", () => {
    const german = snapshot(page({ language: "de", slug: "/produkte" }));
    expect(translatorRefusal(["fr"], german, snapshot(page({ language: "de", slug: "/produkte", title: "Neu" })))).toBe(translatorMessages.german);
    expect(translatorRefusal(["fr"], null, before)).toBe(translatorMessages.newOrDeleted);
    expect(translatorRefusal(["fr"], before, snapshot(null, []))).toBe(translatorMessages.newOrDeleted);
  });

  it("refuses every version to a translator given no language, saying so", () => {
    expect(translatorRefusal([], before, snapshot(page({ title: "Nos produits" })))).toBe(translatorMessages.noLanguages);
  });

  it("refuses a language the translator was not given", () => {
    expect(translatorRefusal(["it", "en"], before, snapshot(page({ title: "Autre" })))).toBe(translatorMessages.otherLanguage("Französisch", ["it", "en"]));
  });

  it("refuses shared page fields, the address, publishing and the schedule", () => {
    expect(translatorRefusal(["fr"], before, snapshot(page({ heroAssetId: 4 })))).toContain("gemeinsames Feld");
    expect(translatorRefusal(["fr"], before, snapshot(page({ sortOrder: 3 })))).toContain("gemeinsames Feld");
    expect(translatorRefusal(["fr"], before, snapshot(page({ slug: "/fr/produits-neu" })))).toContain("Die Adresse");
    expect(translatorRefusal(["fr"], before, snapshot(page({ published: false })))).toContain("Das Veröffentlichen");
    expect(translatorRefusal(["fr"], before, snapshot(page({ publishAt: "2030-01-01T00:00:00.000Z" })))).toContain("Der Zeitplan");
  });

  it("refuses shared section settings, a section's publishing, and sections added, removed or moved", () => {
    expect(
      translatorRefusal(["fr"], before, snapshot(page(), [section({ settings: { title: "Titre", image: "/media/b.jpg", spacing: "normal" } })])),
    ).toContain("gemeinsames Feld");
    expect(translatorRefusal(["fr"], before, snapshot(page(), [section({ mediaAssetIds: [4] })])))?.toContain("gemeinsames Feld");
    expect(translatorRefusal(["fr"], before, snapshot(page(), [section({ isPublished: false })]))).toContain("Das Veröffentlichen");
    expect(translatorRefusal(["fr"], before, snapshot(page(), [section(), section({ id: 12, translationKey: "k-2" })]))).toBe(translatorMessages.sections);
    expect(translatorRefusal(["fr"], before, snapshot(page(), []))).toBe(translatorMessages.sections);
    expect(translatorRefusal(["fr"], before, snapshot(page(), [section({ sectionOrder: 1 })]))).toBe(translatorMessages.sections);
  });
});
