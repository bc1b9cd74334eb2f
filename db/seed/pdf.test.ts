import { describe, expect, it } from "vitest";
import { contessaData } from "./content/birthing-tub-data";
import { datasheetPdf } from "./pdf";

describe("datasheetPdf", () => {
  const pdf = datasheetPdf(contessaData);
  const text = pdf.toString("latin1");

  it("is a structurally valid single-page PDF", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBe(7);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it("declares the true stream length", () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = match.index + match[0].length;
    const end = text.indexOf("\nendstream", start);
    expect(end - start).toBe(Number(match[1]));
  });

  it("shows the product name and the technical data in WinAnsi text", () => {
    expect(text).toContain("(Gebärwanne Contessa) Tj");
    expect(text).toContain("(Technische Daten) Tj");
    for (const [label] of contessaData.specs) expect(text).toContain(`(${label.replace(/[()]/g, (c) => `\\${c}`)}) Tj`);
    expect(/[^\x00-\xff]/.test(text)).toBe(false);
  });

  it("escapes parentheses", () => {
    const out = datasheetPdf({ name: "A (B) \\ C", subtitle: "x", specs: [["a", "b"]] }).toString("latin1");
    expect(out).toContain("(A \\(B\\) \\\\ C) Tj");
  });
});
