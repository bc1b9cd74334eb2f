import { describe, expect, it } from "vitest";
import { contactMessages, isSpamSubmission, validateContact } from "./contact-rules";

const good = { name: " Anna Muster ", email: "Anna@Example.CH ", message: "Guten Tag\nIch interessiere mich für die Contessa.", source_page: "/kontakt" };

describe("validateContact", () => {
  it("accepts a complete message, trimmed and cleaned", () => {
    const r = validateContact({ ...good, name: "An\u200Bna\u0007 Muster" });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.name).toBe("Anna Muster");
      expect(r.value.email).toBe("anna@example.ch");
      expect(r.value.message).toBe("Guten Tag\nIch interessiere mich für die Contessa.");
      expect(r.value.sourcePage).toBe("/kontakt");
    }
  });
  it.each(["name", "email", "message"])("refuses a %s that is empty after trimming", (field) => {
    const r = validateContact({ ...good, [field]: "   \u200B " });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(contactMessages.missingFields);
      expect(r.message).toBe("Bitte füllen Sie alle Felder aus.");
      expect(r.fieldErrors[field as "name"]).toBeDefined();
    }
  });
  it("refuses an invalid e-mail and keeps what was typed", () => {
    const r = validateContact({ ...good, email: "anna(at)example" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(contactMessages.invalidEmail);
      expect(r.values.message).toBe(good.message);
    }
  });
  it("refuses absurd lengths with a German message", () => {
    const r = validateContact({ ...good, message: "a".repeat(5001) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fieldErrors.message).toMatch(/Höchstens 5000 Zeichen/);
  });
  it("treats non-string input as empty", () => {
    const r = validateContact({ name: ["x"], email: 5, message: null });
    expect(r.ok).toBe(false);
  });
});

describe("isSpamSubmission", () => {
  it("recognises a filled honeypot", () => {
    expect(isSpamSubmission({ website: "http://spam" })).toBe(true);
    expect(isSpamSubmission({ website: "" })).toBe(false);
    expect(isSpamSubmission({})).toBe(false);
  });
});
