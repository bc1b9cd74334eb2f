import { describe, expect, it } from "vitest";
import { pageTemplateFor } from "./page-template";

describe("pageTemplateFor", () => {
  it("uses the product template for product pages and categories", () => {
    expect(pageTemplateFor("product")).toBe("product");
    expect(pageTemplateFor("category")).toBe("product");
  });
  it("uses the section template for section pages", () => {
    expect(pageTemplateFor("section")).toBe("section");
  });
});
