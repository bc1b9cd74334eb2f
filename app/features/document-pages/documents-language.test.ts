// The QR code's address leads to the browser's language among those the product's documents page exists in.
import { describe, expect, it } from "vitest";
import { preferredDocumentsLanguage } from "./documents-language";

describe("the language of /d/<number>", () => {
  it("takes the browser's most preferred language the page exists in, a region taking its language", () => {
    expect(preferredDocumentsLanguage("fr-CH,fr;q=0.9,de;q=0.5", ["de", "fr", "it"])).toBe("fr");
    expect(preferredDocumentsLanguage("it-CH", ["de", "fr", "it"])).toBe("it");
    expect(preferredDocumentsLanguage("en;q=0.2,it;q=0.8", ["de", "it", "en"])).toBe("it");
  });
  it("falls back to German, else to the first language the page exists in", () => {
    expect(preferredDocumentsLanguage("ja,en-US;q=0.8", ["de", "fr"])).toBe("de");
    expect(preferredDocumentsLanguage(undefined, ["de", "fr"])).toBe("de");
    expect(preferredDocumentsLanguage("", ["fr", "it"])).toBe("fr");
    expect(preferredDocumentsLanguage("fr", [])).toBeNull();
  });
});
