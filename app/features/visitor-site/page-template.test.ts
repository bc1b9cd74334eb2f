import { describe, expect, it } from "vitest";
import { pageTemplateFor } from "./page-template";

describe("pageTemplateFor", () => {
  it("uses the product template deeper than three segments", () => {
    expect(pageTemplateFor("/produkte/pflege/patientenlifter", "section")).toBe("product");
  });
  it("uses the product template when the page says so", () => {
    expect(pageTemplateFor("/produkte/pflege", "product")).toBe("product");
  });
  it("uses the section template otherwise", () => {
    expect(pageTemplateFor("/produkte/geburt", "section")).toBe("section");
    expect(pageTemplateFor("/produkte", null)).toBe("section");
  });
  it("never uses the product template outside /produkte", () => {
    expect(pageTemplateFor("/service/schulungen/x", "product")).toBe("section");
  });
});
