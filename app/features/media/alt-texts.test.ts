import { describe, expect, it } from "vitest";
import { altTextFieldName, altTextIn, altTextLabel, cleanAltText, storedAltTexts } from "./alt-texts";

const file = { altText: "Gebärwanne Contessa von vorne", altTexts: { fr: "Baignoire d’accouchement Contessa vue de face" }, title: "Contessa Front" };

describe("altTextIn", () => {
  it("gives a page the file's alt text in the page's language", () => {
    expect(altTextIn(file, "de")).toBe("Gebärwanne Contessa von vorne");
    expect(altTextIn(file, "fr")).toBe("Baignoire d’accouchement Contessa vue de face");
  });

  it("never the German alt text or the (German) title in another language: nothing", () => {
    expect(altTextIn(file, "it")).toBe("");
    expect(altTextIn({ ...file, altTexts: {} }, "en")).toBe("");
    expect(altTextIn({ altText: null, altTexts: { fr: "   " }, title: "Contessa" }, "fr")).toBe("");
  });

  it("in German the file's title stands in for a missing alt text, as before", () => {
    expect(altTextIn({ ...file, altText: "  " }, "de")).toBe("Contessa Front");
    expect(altTextIn({ altText: null, altTexts: {}, title: null }, "de")).toBe("");
  });
});

describe("storedAltTexts", () => {
  it("keeps the further languages' non-empty texts, cleaned, and drops anything else", () => {
    expect(storedAltTexts({ fr: "  Baignoire \n en îlot ", it: "", de: "Deutsch", xx: "?", en: 3 })).toEqual({ fr: "Baignoire en îlot" });
    for (const value of [null, undefined, "fr", ["fr"], 7]) expect(storedAltTexts(value)).toEqual({});
  });
});

describe("the library's fields", () => {
  it("are named and labelled per language, in German", () => {
    expect(altTextFieldName("fr")).toBe("altText_fr");
    expect(altTextLabel("fr")).toBe("Alternativtext (Französisch)");
    expect(altTextLabel("de")).toBe("Alternativtext (Deutsch)");
    expect(cleanAltText("  a \t b ")).toBe("a b");
  });
});
