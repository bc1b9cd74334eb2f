import { describe, expect, it } from "vitest";
import { defaultTheme, isThemeName, parseThemeName, resolveTheme, themeNames, themes } from "./themes";

describe("themes", () => {
  it("offers exactly the three themes of docs/product/public-site.md, with German descriptions", () => {
    expect(themeNames).toEqual(["human-care", "clean-medical", "modern-tech"]);
    expect(themes["human-care"]).toEqual({ label: "Human Care", description: "Wärme & Menschlichkeit" });
    expect(themes["clean-medical"]).toEqual({ label: "Clean Medical", description: "Vertrauen & Professionalität" });
    expect(themes["modern-tech"]).toEqual({ label: "Modern Tech", description: "Innovation & Technologie" });
  });

  it("defaults to human-care", () => {
    expect(defaultTheme).toBe("human-care");
  });
});

describe("isThemeName", () => {
  it.each(["human-care", "clean-medical", "modern-tech"])("accepts %s", (name) => expect(isThemeName(name)).toBe(true));
  it.each(["modern", "Human-Care", "", "dark", null, undefined, 3])("rejects %s", (value) => expect(isThemeName(value)).toBe(false));
});

describe("parseThemeName", () => {
  it("reads the alias 'modern' as modern-tech", () => {
    expect(parseThemeName("modern")).toBe("modern-tech");
  });
  it("ignores case and surrounding blanks", () => {
    expect(parseThemeName("  Clean-Medical ")).toBe("clean-medical");
  });
  it.each([null, undefined, "", "blue"])("returns null for %s", (value) => expect(parseThemeName(value)).toBeNull());
});

describe("resolveTheme", () => {
  it("lets a valid page theme win", () => {
    expect(resolveTheme("clean-medical")).toEqual({ name: "clean-medical", source: "page" });
    expect(resolveTheme("modern-tech")).toEqual({ name: "modern-tech", source: "page" });
  });
  it("accepts the alias 'modern' from page data", () => {
    expect(resolveTheme("modern")).toEqual({ name: "modern-tech", source: "page" });
  });
  it.each([null, undefined, "", "   ", "unknown"])("falls back to the default for %s", (value) => {
    expect(resolveTheme(value)).toEqual({ name: "human-care", source: "default" });
  });
});
