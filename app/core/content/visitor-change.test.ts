import { describe, expect, it } from "vitest";
import type { PageSnapshot } from "#db/schema";
import { classifyVisitorChange } from "./visitor-change.server";

const page = (changes: Record<string, unknown> = {}) => ({
  id: 7,
  slug: "/produkte/pflege/generosa",
  title: "Generosa",
  h1: "Generosa",
  intro: "Pflegebad",
  metaDescription: "Beschreibung",
  published: true,
  sortOrder: 3,
  parentSlug: "/produkte/pflege",
  theme: null,
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...changes,
});
const section = (changes: Record<string, unknown> = {}) => ({
  id: 70,
  sectionName: "Text",
  sectionType: "text",
  contentHtml: "<p>Hallo</p>",
  isPublished: true,
  settings: { a: 1, b: { c: 2 } },
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...changes,
});
const snap = (p: Record<string, unknown> | null, sections: Record<string, unknown>[]): PageSnapshot => ({ page: p, sections });

describe("how far a change to a page reaches for visitors", () => {
  it("none: a draft section, a schedule, the bookkeeping dates, a stored snapshot's key order", () => {
    const before = snap(page(), [section(), section({ id: 71, isPublished: false })]);
    expect(classifyVisitorChange(before, snap(page(), [section(), section({ id: 71, isPublished: false, contentHtml: "<p>Entwurf</p>" })]))).toBe("none");
    expect(classifyVisitorChange(before, snap(page({ publishAt: new Date("2027-01-01T07:00:00Z"), updatedAt: new Date() }), before.sections))).toBe("none");
    // jsonb returns keys in its own order, a fresh row in the table's: the same content.
    expect(classifyVisitorChange(before, snap(page(), [section({ settings: { b: { c: 2 }, a: 1 } }), section({ id: 71, isPublished: false })]))).toBe("none");
    // A translation's bookkeeping of German revisions ('Keine Anpassung nötig') shows nowhere.
    expect(
      classifyVisitorChange(
        snap(page({ fieldSourceRevisions: {} }), [section({ fieldSourceRevisions: {} })]),
        snap(page({ fieldSourceRevisions: { title: 9 } }), [section({ fieldSourceRevisions: { contentHtml: 9 } })]),
      ),
    ).toBe("none");
    // A draft page stays invisible whatever changes on it.
    expect(classifyVisitorChange(snap(page({ published: false }), []), snap(page({ published: false, title: "Neu" }), [section()]))).toBe("none");
  });

  it("sections: a published section's text or settings, its pictures and order unchanged", () => {
    const before = snap(page(), [section({ mediaAssetIds: [4], sectionOrder: 0 }), section({ id: 71, sectionOrder: 1 })]);
    expect(
      classifyVisitorChange(
        before,
        snap(page(), [section({ contentHtml: "<p>Neu</p>", mediaAssetIds: [4], sectionOrder: 0 }), section({ id: 71, sectionOrder: 1 })]),
      ),
    ).toBe("sections");
    expect(
      classifyVisitorChange(before, snap(page(), [section({ mediaAssetIds: [4], sectionOrder: 0 }), section({ id: 71, sectionOrder: 1, settings: { a: 2 } })])),
    ).toBe("sections");
  });

  it("page: what a sibling's teaser may show — a section's pictures, their order, a section published or removed; the page's own texts", () => {
    const before = snap(page(), [section({ mediaAssetIds: [4], sectionOrder: 0 }), section({ id: 71, sectionOrder: 1 })]);
    expect(classifyVisitorChange(before, snap(page(), [section({ mediaAssetIds: [5], sectionOrder: 0 }), section({ id: 71, sectionOrder: 1 })]))).toBe("page");
    expect(classifyVisitorChange(before, snap(page(), [section({ mediaAssetIds: [4], sectionOrder: 2 }), section({ id: 71, sectionOrder: 1 })]))).toBe("page");
    expect(
      classifyVisitorChange(
        before,
        snap(page(), [section({ mediaAssetIds: [4], sectionOrder: 0 }), section({ id: 71, sectionOrder: 1 }), section({ id: 72 })]),
      ),
    ).toBe("page");
    expect(classifyVisitorChange(before, snap(page(), [section({ mediaAssetIds: [4], sectionOrder: 0 })]))).toBe("page");
    expect(classifyVisitorChange(before, snap(page({ intro: "Neu" }), before.sections))).toBe("page");
    expect(classifyVisitorChange(before, snap(page({ metaDescription: "Neu" }), before.sections))).toBe("page");
  });

  it("site: what navigation and addresses show — title, address, order, publishing the page, deleting it", () => {
    const before = snap(page(), [section()]);
    expect(classifyVisitorChange(before, snap(page({ title: "Neu" }), [section()]))).toBe("site");
    expect(classifyVisitorChange(before, snap(page({ slug: "/produkte/neu" }), [section()]))).toBe("site");
    expect(classifyVisitorChange(before, snap(page({ sortOrder: 9 }), [section()]))).toBe("site");
    expect(classifyVisitorChange(before, snap(page({ published: false }), [section()]))).toBe("site");
    expect(classifyVisitorChange(before, snap(null, []))).toBe("site");
    // A page's first recorded change has nothing to compare with: everything, to be safe.
    expect(classifyVisitorChange(null, before)).toBe("site");
  });

  it("a text still as copied is no part of what visitors see: its mark's end reaches them as its publication would (decision 0044)", () => {
    const french = (changes: Record<string, unknown> = {}) => page({ slug: "/fr/produits/soins/generosa", language: "fr", ...changes });
    // The title's mark ends ('Keine Anpassung nötig'): the version becomes a page, named in every page's frame.
    expect(classifyVisitorChange(snap(french({ untranslated: ["title"] }), [section()]), snap(french({ untranslated: [] }), [section()]))).toBe("site");
    // A copied section, published but still German, saved again: visitors see nothing of it.
    const copied = section({ untranslated: ["contentHtml"] });
    expect(classifyVisitorChange(snap(french(), [copied]), snap(french(), [{ ...copied, contentHtml: "<p>Encore allemand</p>" }]))).toBe("none");
    // Translated, it appears (as a section newly shown: its pictures may be the neighbours' teaser, so they drop too).
    expect(classifyVisitorChange(snap(french(), [copied]), snap(french(), [section({ contentHtml: "<p>Bonjour</p>", untranslated: [] })]))).toBe("page");
  });
});
