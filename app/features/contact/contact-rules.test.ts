import { describe, expect, it } from "vitest";
import { confirmationName, contactMessages, isSpamSubmission, recipientKey, validateContact } from "./contact-rules";

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
  it("refuses absurd lengths with the shared German message, before looking at the address", () => {
    const r = validateContact({ ...good, message: "a".repeat(5001), name: "n".repeat(201), email: `${"e".repeat(300)}@x` });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(contactMessages.tooLong);
      expect(r.fieldErrors).toEqual({ message: "Höchstens 5000 Zeichen.", name: "Höchstens 200 Zeichen.", email: "Höchstens 254 Zeichen." });
    }
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

describe("what the confirmation mail may repeat (no mail relay)", () => {
  it("keeps a plain, short name", () => {
    expect(confirmationName("  Anna   Muster ")).toBe("Anna Muster");
    expect(confirmationName("Dr. med. Jean-Luc Brügger")).toBe("Dr. med. Jean-Luc Brügger");
  });
  it("drops a 'name' that carries a message, a link, an address or markup", () => {
    for (const smuggled of [
      "Günstige Uhren auf www.spam.example",
      "Klicken Sie https://phish.example/login",
      "Anna <b>Muster</b>",
      "anna@example.ch",
      "Rufen Sie 0900 123 456 an",
      "spam.example/angebot",
      "a".repeat(61),
    ]) {
      expect(confirmationName(smuggled), smuggled).toBe("");
    }
  });
  it("counts one mailbox once, whatever case or +tag", () => {
    expect(recipientKey(" Anna+1@Example.CH ")).toBe("anna@example.ch");
    expect(recipientKey("anna+werbung@example.ch")).toBe(recipientKey("anna@example.ch"));
  });
});
