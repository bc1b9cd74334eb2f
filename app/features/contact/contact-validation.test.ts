import { describe, expect, it } from "vitest";
import { limitMessages } from "~/lib/text-limits";
import { siteTexts } from "~/features/site-language/site-texts";
import { validateContact } from "./contact-validation";

const de = siteTexts.de.contact;
const fr = siteTexts.fr.contact;

const good = { name: " Anna Muster ", email: "Anna@Example.CH ", message: "Guten Tag\nIch interessiere mich für die Contessa.", source_page: "/kontakt" };

describe("validateContact", () => {
  it("accepts a complete message, trimmed and cleaned", () => {
    const r = validateContact({ ...good, name: "An\u200Bna\u0007 Muster" }, "de");
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.name).toBe("Anna Muster");
      expect(r.value.email).toBe("anna@example.ch");
      expect(r.value.message).toBe("Guten Tag\nIch interessiere mich für die Contessa.");
      expect(r.value.sourcePage).toBe("/kontakt");
    }
  });
  it.each(["name", "email", "message"])("refuses a %s that is empty after trimming", (field) => {
    const r = validateContact({ ...good, [field]: "   \u200B " }, "de");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(de.missingFields);
      expect(r.message).toBe("Bitte füllen Sie alle Felder aus.");
      expect(r.fieldErrors[field as "name"]).toBeDefined();
    }
  });
  it("refuses an invalid e-mail and keeps what was typed", () => {
    const r = validateContact({ ...good, email: "anna(at)example" }, "de");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(de.invalidEmail);
      expect(r.values.message).toBe(good.message);
    }
  });
  it("refuses absurd lengths with the shared German message, before looking at the address", () => {
    const r = validateContact({ ...good, message: "a".repeat(5001), name: "n".repeat(201), email: `${"e".repeat(300)}@x` }, "de");
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(de.tooLong);
      expect(r.fieldErrors).toEqual({ message: "Höchstens 5000 Zeichen.", name: "Höchstens 200 Zeichen.", email: "Höchstens 254 Zeichen." });
      // The same words as every other length refusal of the site (lib/text-limits.ts).
      expect(r.fieldErrors.message).toBe(limitMessages.tooLong(5000));
    }
  });
  it("treats non-string input as empty", () => {
    const r = validateContact({ name: ["x"], email: 5, message: null }, "de");
    expect(r.ok).toBe(false);
  });
});

describe("validateContact in the page's language", () => {
  it("answers a French page in French: the refusal and each empty field", () => {
    const r = validateContact({ ...good, name: " ", message: "" }, "fr");
    expect(r).toMatchObject({
      ok: false,
      message: "Veuillez remplir tous les champs.",
      fieldErrors: { name: "Champ obligatoire", message: "Champ obligatoire" },
    });
  });
  it("says an address is invalid, and a field too long, in French and English", () => {
    expect(validateContact({ ...good, email: "anna(at)example" }, "fr")).toMatchObject({
      ok: false,
      message: fr.invalidEmail,
      fieldErrors: { email: fr.invalidEmail },
    });
    expect(validateContact({ ...good, message: "a".repeat(5001) }, "fr")).toMatchObject({
      ok: false,
      message: fr.tooLong,
      fieldErrors: { message: "5000 caractères au maximum." },
    });
    expect(validateContact({ ...good, name: "n".repeat(201) }, "en")).toMatchObject({ fieldErrors: { name: "No more than 200 characters." } });
  });
  it("checks the same way in every language", () => {
    for (const language of ["de", "fr", "it", "en"] as const) {
      expect(validateContact(good, language).ok).toBe(true);
      expect(validateContact({ ...good, email: "x" }, language).ok).toBe(false);
    }
  });
});
