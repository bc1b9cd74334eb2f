import { describe, expect, it } from "vitest";
import { cleanSettings, moveItem, sectionPreview } from "./settings-values";

describe("cleanSettings", () => {
  it("drops empty values at the top and inside list items", () => {
    expect(cleanSettings({ title: "A", subtitle: "", icon: undefined, showDots: false, items: [{ title: "x", text: "" }] })).toEqual({
      title: "A",
      showDots: false,
      items: [{ title: "x" }],
    });
  });
});

describe("moveItem", () => {
  it("moves an entry and ignores moves out of range", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b"], 1, 0)).toEqual(["b", "a"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
  });
});

describe("sectionPreview", () => {
  it("shows the first 100 characters", () => {
    expect(sectionPreview("a".repeat(120))).toBe(`${"a".repeat(100)}…`);
    expect(sectionPreview("  kurz \n text ")).toBe("kurz text");
    expect(sectionPreview(null)).toBe("");
  });
});
