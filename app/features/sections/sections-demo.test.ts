import { describe, expect, it } from "vitest";
import { sectionRegistry } from "./registry";
import { validateSectionInput } from "./section-admin.server";
import { DEMO_IMAGES, DEMO_SLUG, demoSections } from "./sections-demo";

describe("sections demo content", () => {
  const withAllImages = demoSections((name) => Object.values(DEMO_IMAGES).indexOf(name as never) + 1 || undefined);
  const withoutImages = demoSections(() => undefined);

  it("is eleven sections at /sections, ordered 1 to 11, one of each type", () => {
    expect(DEMO_SLUG).toBe("/sections");
    expect(withAllImages).toHaveLength(11);
    expect(withAllImages.map((s) => s.sectionOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(new Set(withAllImages.map((s) => s.sectionType)).size).toBe(11);
    for (const section of withAllImages) expect(Object.keys(sectionRegistry)).toContain(section.sectionType);
  });

  it("passes the registry's checks, with and without the library's pictures", () => {
    for (const section of [...withAllImages, ...withoutImages]) {
      expect(() => validateSectionInput({ ...section, isPublished: true }), section.sectionName).not.toThrow();
    }
  });

  it("refers to pictures only when they are in the library", () => {
    const gallery = withAllImages.find((s) => s.sectionType === "gallery");
    expect(gallery?.mediaAssetIds.length).toBe(4);
    expect(JSON.stringify(withAllImages)).toContain('"asset:');
    expect(JSON.stringify(withoutImages)).not.toContain("asset:");
    expect(withoutImages.every((s) => s.mediaAssetIds.length === 0)).toBe(true);
  });

  it("has German names and a heading on the first section", () => {
    expect(withAllImages.every((s) => s.sectionName.startsWith("Demo: "))).toBe(true);
    expect(withAllImages[0]).toMatchObject({ sectionType: "hero", settings: { title: expect.any(String) } });
  });
});
