// The visibility rules of the read model (visible-content.ts, docs/decisions/0044-visitor-read-model.md).
import { describe, expect, it } from "vitest";
import type { Page, PageSection, PageSnapshot } from "#db/schema";
import { isShownSection, isShownVersion as isShown } from "~/core/content/visibility";
import { visibleVersion } from "./visible-content";

const row = (over: Partial<Page> = {}): Page =>
  ({
    id: 7,
    slug: "/fr/service",
    title: "Service",
    h1: "Le service",
    intro: "Intro",
    metaTitle: "Service – Auralis",
    metaDescription: "Description",
    contentHtml: "<p>Texte</p>",
    contentPlain: "Texte",
    template: "section",
    theme: null,
    published: true,
    language: "fr",
    untranslated: [],
    updatedAt: new Date("2026-01-01T00:00:00Z"),
    ...over,
  }) as Page;

describe("what a visitor may see of a version", () => {
  it("shows a published version in a shown language with a translated title, nothing else", () => {
    expect(isShown({ published: true, language: "fr", untranslated: [] }, ["de", "fr"])).toBe(true);
    expect(isShown({ published: false, language: "fr", untranslated: [] }, ["de", "fr"])).toBe(false);
    expect(isShown({ published: true, language: "it", untranslated: [] }, ["de", "fr"])).toBe(false);
    expect(isShown({ published: true, language: "fr", untranslated: ["title"] }, ["de", "fr"])).toBe(false);
    expect(isShown({ published: true, language: "fr", untranslated: ["metaTitle"] }, ["de", "fr"])).toBe(true);
  });

  it("leaves out every page text still marked untranslated", () => {
    const visible = visibleVersion(row({ untranslated: ["h1", "intro", "metaDescription", "contentHtml"] }), null, ["de", "fr"]);
    expect(visible?.page).toMatchObject({
      title: "Service",
      h1: null,
      intro: null,
      metaTitle: "Service – Auralis",
      metaDescription: null,
      contentHtml: null,
      contentPlain: null,
    });
    expect(visible?.approvedSections).toBeNull();
  });

  it("shows a section only when it is published and holds no untranslated field", () => {
    expect(isShownSection({ isPublished: true, untranslated: [] })).toBe(true);
    expect(isShownSection({ isPublished: false, untranslated: [] })).toBe(false);
    expect(isShownSection({ isPublished: true, untranslated: ["settings.title"] })).toBe(false);
  });

  it("takes an approved copy's texts, sections and marks, not the row's", () => {
    const section = (id: number, over: Partial<PageSection>) => ({ id, sectionOrder: id, isPublished: true, untranslated: [], pageSlug: "/x", ...over });
    const live: PageSnapshot = {
      page: { title: "Service approuvé", metaDescription: "Ancienne", untranslated: ["metaDescription"] },
      sections: [section(1, {}), section(2, { untranslated: ["contentHtml"] }), section(3, { isPublished: false })],
    };
    const visible = visibleVersion(row({ title: "Brouillon", untranslated: ["title"] }), live, ["de", "fr"]);
    expect(visible?.page.title).toBe("Service approuvé");
    expect(visible?.page.metaDescription).toBeNull();
    expect(visible?.approvedSections?.map((s) => s.id)).toEqual([1]);
    // The approved copy's title is the German one: no page.
    expect(visibleVersion(row(), { ...live, page: { ...live.page, untranslated: ["title"] } }, ["de", "fr"])).toBeNull();
  });
});
