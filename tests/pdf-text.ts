// Reading back a PDF that pdfkit wrote, for the tests of the exports – without a PDF library (none is a
// dependency). It knows exactly what pdfkit writes and nothing more: objects listed in one cross-reference
// table, streams compressed with FlateDecode, text as hex or literal strings shown by Tj or TJ inside
// BT … ET, in a standard font with WinAnsiEncoding. What it proves: the file is whole (it ends with %%EOF,
// and every object the table lists starts where the table says), how many pages the page tree counts,
// and which lines of text the content streams draw, in the order the file holds them. Not how they look.
import zlib from "node:zlib";
import { expect } from "vitest";

/** WinAnsiEncoding (Windows-1252): Latin-1, but for 0x80–0x9F (Node 20's TextDecoder reads them as Latin-1). */
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b))).join("") };

/** The strings of one TJ array or Tj operand: hex (<48616c6c6f>) and literal ((Hallo), with its escapes). */
function stringsOf(operand: string): string[] {
  const strings: string[] = [];
  for (const match of operand.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
    if (match[1] !== undefined) strings.push(winAnsi.decode(Buffer.from(match[1].replace(/\s/g, ""), "hex")));
    else
      strings.push(
        winAnsi.decode(
          Buffer.from(
            match[2].replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) =>
              /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" }[c] ?? c),
            ),
            "latin1",
          ),
        ),
      );
  }
  return strings;
}

/** The lines of text a content stream draws: one per BT … ET, its strings joined (kerning numbers dropped). */
function linesOf(content: string): string[] {
  const lines: string[] = [];
  for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    const shown = [...block[1].matchAll(/(\[[\s\S]*?\])\s*TJ|(<[^>]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)].flatMap((m) => stringsOf(m[1] ?? m[2]));
    lines.push(shown.join(""));
  }
  return lines;
}

export interface PdfReadBack {
  /** The page tree's /Count. */
  pages: number;
  /** Every line of text of every content stream (pages and form XObjects), in the order of the file. */
  lines: string[];
}

/** Reads `pdf` back and checks that it is whole; see the top of this file for what that proves. */
export function readPdfBack(pdf: Buffer): PdfReadBack {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  // The cross-reference table: every object where it says.
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.startsWith("xref", startxref)).toBe(true);
  const table = /^xref\s+0 (\d+)\s+/.exec(text.slice(startxref));
  expect(table).not.toBeNull();
  const count = Number(table![1]);
  const offsets = text
    .slice(startxref + table![0].length)
    .split(/\r?\n/, count)
    .map((entry, id) => ({ id, offset: Number(entry.slice(0, 10)), used: id > 0 && entry.endsWith("n ") }))
    .filter((entry) => entry.used);
  const misplaced = offsets.filter(({ id, offset }) => !text.startsWith(`${id} 0 obj`, offset)).map(({ id }) => id);
  expect(misplaced, "objects not where the cross-reference table says").toEqual([]);

  const counts = [...text.matchAll(/\/Type \/Pages\s+\/Count (\d+)/g)].map((m) => Number(m[1]));
  expect(counts).toHaveLength(1);
  const lines: string[] = [];
  for (const { offset } of offsets.sort((a, b) => a.offset - b.offset)) {
    const object = text.slice(offset, text.indexOf("endobj", offset));
    const streamAt = object.indexOf("\nstream\n");
    if (streamAt < 0) continue;
    const dictionary = object.slice(0, streamAt);
    // Fonts and pictures are streams too; only content streams hold BT … ET.
    if (/\/Subtype \/(Image|Type1C|CIDFontType0C)/.test(dictionary) || /\/Length1 /.test(dictionary)) continue;
    const start = offset + streamAt + "\nstream\n".length;
    const data = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(dictionary)?.[1]));
    const content = /\/Filter \/FlateDecode/.test(dictionary) ? zlib.inflateSync(data) : data;
    lines.push(...linesOf(content.toString("latin1")));
  }
  return { pages: counts[0], lines };
}
