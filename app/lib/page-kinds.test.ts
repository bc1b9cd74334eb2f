import { describe, expect, it } from "vitest";
import { pages } from "#db/schema";
import { isPageKind, kindBelow, pageKinds, templateOfKind } from "./page-kinds";

describe("page kinds", () => {
  it("are the values the database allows", () => {
    expect([...pages.kind.enumValues].sort()).toEqual([...pageKinds].sort());
  });
  it("a new page below a category or a product page is a product page, elsewhere a section page", () => {
    expect(kindBelow("category")).toBe("product");
    expect(kindBelow("product")).toBe("product");
    expect(kindBelow("section")).toBe("section");
    expect(kindBelow(null)).toBe("section");
  });
  it("product pages and categories are drawn with the product template", () => {
    expect(pageKinds.map(templateOfKind)).toEqual(["product", "product", "section"]);
  });
  it("knows its values", () => {
    expect(isPageKind("category")).toBe(true);
    expect(isPageKind("kampagne")).toBe(false);
    expect(isPageKind(null)).toBe(false);
  });
});
