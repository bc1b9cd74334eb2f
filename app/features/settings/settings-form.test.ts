import { describe, expect, it } from "vitest";
import { chosenColour, parseSettingsForm, settingsFormValues, settingsLimits, settingsMessages } from "./settings-form";

const valid = {
  site_title: "  Auralis  ",
  primary_color: "#e6462e",
  site_description: "",
  cta_primary_text: "Produkte ansehen",
  cta_secondary_text: "",
  footer_text: "Schweizer Qualität\u200B",
  contact_email: "info@auralis.example",
  contact_phone: "+41 44 000 00 00",
  contact_address: "",
};

describe("global settings form", () => {
  it("accepts valid input, cleans text, stores empty fields as null and the colour upper-case", () => {
    const result = parseSettingsForm(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      siteTitle: "Auralis",
      primaryColor: "#E6462E",
      siteDescription: null,
      ctaPrimaryText: "Produkte ansehen",
      ctaSecondaryText: null,
      footerText: "Schweizer Qualität",
      contactEmail: "info@auralis.example",
      contactPhone: "+41 44 000 00 00",
      contactAddress: null,
    });
  });

  it.each(["E6462E", "#E6462", "#GGGGGG", "red", "", "#E6462E0"])("rejects the colour %j (docs/product/settings-and-email-templates.md)", (colour) => {
    const result = parseSettingsForm({ ...valid, primary_color: colour });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors.primary_color).toBe(settingsMessages.colour);
  });

  it("accepts an empty e-mail but not an invalid one", () => {
    expect(parseSettingsForm({ ...valid, contact_email: "   " }).ok).toBe(true);
    const bad = parseSettingsForm({ ...valid, contact_email: "info@auralis" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.fieldErrors.contact_email).toBe("Ungültige E-Mail-Adresse");
  });

  it("limits the length of every text and keeps what was typed on errors", () => {
    const long = "x".repeat(settingsLimits.footer_text + 1);
    const result = parseSettingsForm({ ...valid, footer_text: long, contact_email: "kaputt" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.footer_text).toBe(settingsMessages.tooLong(settingsLimits.footer_text));
    expect(result.fieldErrors.contact_email).toBeDefined();
    expect(result.values.footer_text).toBe(long);
    expect(result.values.site_title).toBe("  Auralis  ");
  });

  it("reads FormData, ignoring unknown fields", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    form.set("intent", "save-settings");
    form.set("logo_asset_id", "7");
    const result = parseSettingsForm(form);
    expect(result.ok && Object.keys(result.value)).not.toContain("logoAssetId");
  });

  describe("colour from picker and text field", () => {
    it("takes the text field when only it changed (or both, or neither)", () => {
      expect(chosenColour({ text: "#111111", picker: "#e6462e", initial: "#E6462E" })).toBe("#111111");
      expect(chosenColour({ text: "#111111", picker: "#222222", initial: "#E6462E" })).toBe("#111111");
      expect(chosenColour({ text: "#E6462E", picker: "#e6462e", initial: "#E6462E" })).toBe("#E6462E");
    });
    it("takes the picker when only it changed (a form sent without JavaScript)", () => {
      expect(chosenColour({ text: "#E6462E", picker: "#0b5cad", initial: "#E6462E" })).toBe("#0b5cad");
      expect(parseSettingsForm({ ...valid, primary_color: "#E6462E", primary_color_picker: "#0b5cad", primary_color_initial: "#E6462E" })).toMatchObject({
        ok: true,
        value: { primaryColor: "#0B5CAD" },
      });
    });
  });

  it("shows stored values, empty where the default applies, and a valid colour", () => {
    expect(settingsFormValues(undefined, "#E6462E")).toMatchObject({ site_title: "", primary_color: "#E6462E" });
    expect(settingsFormValues({ siteTitle: "A", primaryColor: "kaputt", footerText: null }, "#E6462E")).toMatchObject({
      site_title: "A",
      primary_color: "#E6462E",
      footer_text: "",
    });
  });
});
