import { describe, expect, it } from "vitest";
import { groupTeaserBoxes, legacySectionTemplateOrder, orderSections, removeDuplicateSections, teaserGridColumns } from "./section-order";
import type { SectionView } from "./section-view";

const s = (id: number, type: string, order: number, extra: Partial<{ name: string; plain: string; key: string }> = {}) => ({
  id,
  type,
  order,
  name: extra.name ?? `S${id}`,
  plain: extra.plain ?? `Text ${id}`,
  settings: extra.key ? { key: extra.key } : {},
});

describe("orderSections", () => {
  it("sorts by section_order, then id", () => {
    expect(orderSections([s(3, "text", 20), s(1, "hero", 0), s(2, "text", 20)]).map((x) => x.id)).toEqual([1, 2, 3]);
  });
  it("places the CTA after lower orders and before higher ones", () => {
    const result = orderSections([s(1, "hero", 0), s(2, "cta", 15, { key: "cta" }), s(3, "text", 10), s(4, "text", 30)]);
    expect(result.map((x) => x.id)).toEqual([1, 3, 2, 4]);
  });
  it("puts a CTA with the same order as another section after it", () => {
    expect(orderSections([s(2, "cta", 10, { key: "cta" }), s(1, "text", 10)]).map((x) => x.id)).toEqual([1, 2]);
  });
});

describe("removeDuplicateSections", () => {
  it("drops sections equal in name, type, order and the first 80 characters of text", () => {
    const long = "x".repeat(80);
    const result = removeDuplicateSections([
      s(1, "text", 0, { name: "A", plain: `${long}eins` }),
      s(2, "text", 0, { name: "A", plain: `${long}zwei` }),
      s(3, "text", 1, { name: "A", plain: `${long}eins` }),
    ]);
    expect(result.map((x) => x.id)).toEqual([1, 3]);
  });
  it("keeps sections that differ in type", () => {
    expect(removeDuplicateSections([s(1, "text", 0, { name: "A" }), s(2, "content", 0, { name: "A", plain: "Text 1" })])).toHaveLength(2);
  });
});

describe("legacySectionTemplateOrder", () => {
  it("puts hero, USP tiles and CTA first, then the rest in order", () => {
    const result = legacySectionTemplateOrder([s(1, "text", 0), s(2, "cta", 5, { key: "cta" }), s(3, "usp_tiles", 10), s(4, "hero", 20), s(5, "gallery", 30)]);
    expect(result.map((x) => x.type)).toEqual(["hero", "usp_tiles", "cta", "text", "gallery"]);
  });
  it("leaves a product page's own call to action (no key 'cta') after the product details", () => {
    const result = legacySectionTemplateOrder([s(1, "product_details", 0), s(2, "image_text", 10), s(3, "cta", 20)]);
    expect(result.map((x) => x.id)).toEqual([1, 2, 3]);
  });
});

describe("groupTeaserBoxes", () => {
  const view = (id: number, type: string) => ({ ...s(id, type, id), isPublished: true, html: "", mediaIds: [], settings: {} }) as unknown as SectionView;
  it("groups consecutive teaser boxes into one grid", () => {
    const blocks = groupTeaserBoxes(
      [view(1, "hero"), view(2, "teaser_box"), view(3, "teaser_box"), view(4, "text"), view(5, "teaser_box")],
      "/produkte/pflege",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["single", "teaser-grid", "single", "single"]);
    const grid = blocks[1];
    expect(grid.kind === "teaser-grid" && grid.sections.map((x) => x.id)).toEqual([2, 3]);
    expect(grid.kind === "teaser-grid" && grid.columns).toBe(3);
  });
  it("uses two columns on the birth category page, under any slug spelling", () => {
    expect(teaserGridColumns("/produkte/geburt-wochenbett")).toBe(2);
    expect(teaserGridColumns("produkte/geburt-und-wochenbett/")).toBe(2);
    expect(teaserGridColumns("/produkte/wellness")).toBe(3);
  });
});
