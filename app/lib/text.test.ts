import { describe, expect, it } from "vitest";
import { cleanText, htmlToPlainText, truncateText } from "./text";

describe("cleanText", () => {
  it("removes zero-width and control characters, then trims", () => {
    expect(cleanText("\u200B  Hallo\u0007 Welt\uFEFF  ")).toBe("Hallo Welt");
  });
  it("keeps line breaks and tabs inside", () => {
    expect(cleanText("Zeile 1\r\nZeile 2\tEnde")).toBe("Zeile 1\nZeile 2\tEnde");
  });
  it("turns null into an empty string", () => {
    expect(cleanText(null)).toBe("");
  });
});

describe("htmlToPlainText", () => {
  it("strips tags and decodes basic entities", () => {
    expect(htmlToPlainText("<p>Wärme &amp; <strong>Sicherheit</strong></p><script>x()</script><p>Zwei</p>")).toBe("Wärme & Sicherheit\nZwei");
  });
});

describe("truncateText", () => {
  it("leaves short text alone and cuts long text at a word", () => {
    expect(truncateText("kurz", 10)).toBe("kurz");
    expect(truncateText("eins zwei drei vier fünf", 15)).toBe("eins zwei drei…");
  });
});
