import { describe, expect, it } from "vitest";
import { sectionRegistry, sectionTypes } from "./registry";
import { parseSettingsLeniently } from "./section-definition";

describe("parseSettingsLeniently", () => {
  it("keeps valid keys and drops a malformed one", () => {
    const { settings, problems } = parseSettingsLeniently(sectionRegistry.hero.schema, {
      title: "Gebärwannen",
      imagePosition: "oben",
      primaryButtonText: "Beratung",
    });
    expect(settings).toMatchObject({ title: "Gebärwannen", primaryButtonText: "Beratung" });
    expect(settings).not.toHaveProperty("imagePosition");
    expect(problems.map((p) => p.path)).toEqual(["imagePosition"]);
  });
  it("drops only the broken items of a list", () => {
    const { settings, problems } = parseSettingsLeniently(sectionRegistry.usp_tiles.schema, {
      items: [{ title: "Schweizer Qualität" }, { text: "ohne Titel" }, { title: "Partnerschaft", icon: "heart" }],
    });
    expect(settings.items).toEqual([
      { title: "Schweizer Qualität", icon: "check-circle" },
      { title: "Partnerschaft", icon: "heart" },
    ]);
    expect(problems).toHaveLength(1);
  });
  it("reads alias keys of testimonial items and defaults the rating to 5", () => {
    const { settings } = parseSettingsLeniently(sectionRegistry.testimonials.schema, {
      items: [{ name: "Eva Keller", position: "Hebamme", text: "Sehr durchdacht." }],
    });
    expect(settings.items?.[0]).toEqual({ author: "Eva Keller", role: "Hebamme", quote: "Sehr durchdacht.", rating: 5 });
  });
  it("reads product tiles stored under 'products'", () => {
    const { settings } = parseSettingsLeniently(sectionRegistry.product_tiles.schema, { products: [{ name: "Pflege", url: "/produkte/pflege" }] });
    expect(settings.items).toEqual([{ title: "Pflege", url: "/produkte/pflege" }]);
  });
  it("survives settings that are not an object", () => {
    expect(parseSettingsLeniently(sectionRegistry.text.schema, "kaputt").problems).toHaveLength(1);
    expect(parseSettingsLeniently(sectionRegistry.text.schema, null).problems).toHaveLength(0);
  });
  it("accepts every type's defaults", () => {
    for (const type of sectionTypes) {
      const { problems } = parseSettingsLeniently(sectionRegistry[type].schema, sectionRegistry[type].defaults);
      expect(problems, type).toEqual([]);
    }
  });
  it("knows all 16 section types with their German labels", () => {
    expect(sectionTypes).toHaveLength(16);
    expect(sectionRegistry.image_text.label).toBe("Bild + Text");
    expect(sectionRegistry.form.label).toBe("Kontaktformular");
    // One call-to-action type, for any page and a product page's close ('product_cta' until migration 0017).
    expect(sectionRegistry.cta.label).toBe("Call-to-Action");
    expect(sectionTypes.filter((type) => /cta/.test(type))).toEqual(["cta"]);
  });
});
