import { describe, expect, it } from "vitest";
import { CONFIRMATION_TEMPLATE, isUntranslatedCopy, pickTemplateVersion } from "./contact-mail-language";

const version = (language: string, subject: string, templateName = CONFIRMATION_TEMPLATE) => ({ templateName, language, subject, html: `<p>${subject}</p>` });
const de = version("de", "Vielen Dank, {{name}}");
const fr = version("fr", "Merci, {{name}}");
const en = version("en", "Thank you, {{name}}");
const frCopy = { ...de, language: "fr" };
const enCopy = { ...de, language: "en" };

describe("the language version a contact mail uses", () => {
  it("marks a version still as copied from German, and no German one", () => {
    expect(isUntranslatedCopy(frCopy, de)).toBe(true);
    expect(isUntranslatedCopy({ ...frCopy, subject: "Merci, {{name}}" }, de)).toBe(false);
    expect(isUntranslatedCopy({ ...frCopy, html: "<p>Bonjour</p>" }, de)).toBe(false);
    expect(isUntranslatedCopy(de, de)).toBe(false);
    expect(isUntranslatedCopy(frCopy, undefined)).toBe(false);
  });

  it("sends the visitor's own language when it is translated", () => {
    expect(pickTemplateVersion([de, fr, en], "fr")).toEqual({ template: fr, fallback: false });
    expect(pickTemplateVersion([de, fr, en], "de")).toEqual({ template: de, fallback: false });
  });

  it("falls back to a translated English version, then German – never an untranslated copy", () => {
    expect(pickTemplateVersion([de, en], "fr")).toEqual({ template: en, fallback: true });
    expect(pickTemplateVersion([de, frCopy, en], "fr")).toEqual({ template: en, fallback: true });
    expect(pickTemplateVersion([de, frCopy, enCopy], "fr")).toEqual({ template: de, fallback: true });
    expect(pickTemplateVersion([de], "it")).toEqual({ template: de, fallback: true });
    expect(pickTemplateVersion([enCopy, de], "en")).toEqual({ template: de, fallback: true });
  });

  it("has nothing to send without any version", () => {
    expect(pickTemplateVersion([], "fr")).toBeNull();
  });
});
