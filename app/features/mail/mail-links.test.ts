import { describe, expect, it } from "vitest";
import { decodeAttribute, mailLinks } from "./mail-links";

describe("mail links for the log", () => {
  it("gives plain addresses: '&amp;' in the HTML is '&' in the link", () => {
    const html =
      '<p><a href="http://localhost:3000/api/auth/magic-link/verify?token=abc&amp;callbackURL=%2Flogin">Anmelden</a></p>' +
      '<a href=\'https://example.ch/a?x=1&#38;y=2&#x26;z=3\'>b</a><a href="mailto:info@example.ch">c</a><a href="/relativ">d</a>';
    expect(mailLinks(html)).toEqual(["http://localhost:3000/api/auth/magic-link/verify?token=abc&callbackURL=%2Flogin", "https://example.ch/a?x=1&y=2&z=3"]);
  });

  it("leaves unknown references and plain text as they are", () => {
    expect(decodeAttribute("a&unbekannt;b&quot;c")).toBe('a&unbekannt;b"c');
  });
});
