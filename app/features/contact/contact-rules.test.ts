import { describe, expect, it } from "vitest";
import { confirmationName, isSpamSubmission, recipientKey } from "./contact-rules";

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
