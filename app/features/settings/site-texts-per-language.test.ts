import { describe, expect, it } from "vitest";
import { settingsLimits, settingsMessages } from "./settings-form";
import { chosenTextLanguage, languageSettingsMessages, parseLanguagesForm, parseTranslatedTextsForm, translatedFormValues } from "./site-texts-per-language";

describe("'Sprachen'", () => {
  const form = (...languages: string[]) => {
    const data = new FormData();
    data.set("intent", "save-languages");
    for (const l of languages) data.append("languages", l);
    return data;
  };

  it("keeps German on whatever is posted, the others in the site's order", () => {
    expect(parseLanguagesForm(form())).toEqual({ ok: true, value: ["de"] });
    expect(parseLanguagesForm(form("en", "fr"))).toEqual({ ok: true, value: ["de", "fr", "en"] });
    expect(parseLanguagesForm(form("de", "it", "it"))).toEqual({ ok: true, value: ["de", "it"] });
  });

  it("refuses the whole form for a language the site does not have", () => {
    expect(parseLanguagesForm(form("fr", "es"))).toEqual({ ok: false, message: languageSettingsMessages.unknownLanguage });
  });

  it("opens the texts of a switched-on language only", () => {
    expect(chosenTextLanguage("fr", ["de", "fr"])).toBe("fr");
    expect(chosenTextLanguage("it", ["de", "fr"])).toBe("de");
    expect(chosenTextLanguage("xx", ["de", "fr"])).toBe("de");
    expect(chosenTextLanguage(null, ["de", "fr"])).toBe("de");
  });
});

describe("texts of one language", () => {
  const valid = {
    language: "fr",
    site_description: "  Baignoires d’accouchement\u200B  ",
    footer_text: "",
    cta_primary_text: "Voir les produits",
    cta_secondary_text: "   ",
    contact_address: "Industriestrasse 1, 8604 Volketswil",
  };

  it("keeps only filled fields, cleaned: an empty one is not stored (visitors see nothing there)", () => {
    expect(parseTranslatedTextsForm(valid)).toMatchObject({
      ok: true,
      language: "fr",
      value: { siteDescription: "Baignoires d’accouchement", ctaPrimaryText: "Voir les produits", contactAddress: "Industriestrasse 1, 8604 Volketswil" },
    });
    const result = parseTranslatedTextsForm(valid);
    expect(result.ok && Object.keys(result.value).sort()).toEqual(["contactAddress", "ctaPrimaryText", "siteDescription"]);
  });

  it("has the German fields' limits, with a German message per field, and keeps what was typed", () => {
    const long = "x".repeat(settingsLimits.footer_text + 1);
    const result = parseTranslatedTextsForm({ ...valid, footer_text: long, cta_primary_text: "y".repeat(settingsLimits.cta_primary_text + 1) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      footer_text: settingsMessages.tooLong(settingsLimits.footer_text),
      cta_primary_text: settingsMessages.tooLong(settingsLimits.cta_primary_text),
    });
    expect(result.values.footer_text).toBe(long);
    expect(result.values.site_description).toBe(valid.site_description);
  });

  it.each(["de", "es", ""])("refuses the language %j: German has its own form", (language) => {
    const result = parseTranslatedTextsForm({ ...valid, language });
    expect(result).toMatchObject({ ok: false, fieldErrors: { language: languageSettingsMessages.unknownLanguage } });
  });

  it("shows a language's stored texts, empty where it has none", () => {
    expect(translatedFormValues({ fr: { footerText: "Pied de page" } }, "fr")).toEqual({
      site_description: "",
      footer_text: "Pied de page",
      cta_primary_text: "",
      cta_secondary_text: "",
      contact_address: "",
    });
    expect(translatedFormValues({}, "it").footer_text).toBe("");
  });
});
