// A tiny PDF writer for the product datasheets: one A4 page, the standard Helvetica fonts, a coloured
// header bar, the product name and a table of technical data. Text is encoded as WinAnsi (Latin-1
// covers the German umlauts); other characters are transliterated.
import { company } from "~/lib/company";

export interface DatasheetContent {
  name: string;
  subtitle: string;
  specs: [label: string, value: string][];
}

const TRANSLITERATE: Record<string, string> = {
  "–": "-",
  "—": "-",
  "‘": "'",
  "’": "'",
  "‚": ",",
  "“": '"',
  "”": '"',
  "„": '"',
  "…": "...",
  "€": "EUR",
  "≤": "<=",
  "≥": ">=",
  "\u00A0": " ",
};

/** WinAnsi bytes of a string, with PDF string escapes. */
function pdfText(text: string): string {
  let out = "";
  for (const ch of text) {
    const mapped = TRANSLITERATE[ch] ?? ch;
    for (const c of mapped) {
      const code = c.codePointAt(0)!;
      const safe = code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? c : "?";
      out += safe === "(" || safe === ")" || safe === "\\" ? `\\${safe}` : safe;
    }
  }
  return `(${out})`;
}

function textAt(font: "F1" | "F2", size: number, x: number, y: number, text: string, rgb = "0.184 0.227 0.282") {
  return `BT /${font} ${size} Tf ${rgb} rg ${x} ${y} Td ${pdfText(text)} Tj ET\n`;
}

/** Width estimate for wrapping (Helvetica averages about half an em per character). */
function wrap(text: string, size: number, width: number): string[] {
  const maxChars = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    if ((current + " " + word).trim().length > maxChars && current) {
      lines.push(current);
      current = word;
    } else current = (current + " " + word).trim();
  }
  if (current) lines.push(current);
  return lines;
}

function pageContent(sheet: DatasheetContent): string {
  let s = "";
  // Header bar in the brand coral (#E6462E).
  s += "0.902 0.275 0.180 rg 0 762 595 80 re f\n";
  s += textAt("F2", 20, 40, 805, company.name, "1 1 1");
  s += textAt("F1", 11, 40, 782, "Produktblatt", "1 1 1");
  s += textAt("F2", 26, 40, 700, sheet.name);
  s += textAt("F1", 13, 40, 676, sheet.subtitle, "0.357 0.400 0.459");
  s += "0.902 0.275 0.180 RG 2 w 40 660 m 120 660 l S\n";
  s += textAt("F2", 14, 40, 620, "Technische Daten");
  let y = 592;
  for (const [label, value] of sheet.specs) {
    const valueLines = wrap(value, 11, 320);
    s += textAt("F2", 11, 40, y, label);
    valueLines.forEach((line, i) => (s += textAt("F1", 11, 230, y - i * 14, line)));
    y -= 14 * (valueLines.length - 1) + 10;
    s += `0.85 0.85 0.85 RG 0.5 w 40 ${y} m 555 ${y} l S\n`;
    y -= 16;
  }
  y -= 10;
  for (const line of wrap(
    "Alle Masse sind Richtwerte. Ausführung, Farben und Optionen stimmen wir auf Ihre Räume und Abläufe ab. Technische Änderungen vorbehalten.",
    10,
    515,
  )) {
    s += textAt("F1", 10, 40, y, line, "0.357 0.400 0.459");
    y -= 13;
  }
  s += "0.937 0.898 0.855 rg 0 0 595 70 re f\n";
  s += textAt("F2", 10, 40, 45, company.name);
  s += textAt("F1", 10, 40, 30, company.address);
  s += textAt("F1", 10, 40, 15, `Telefon ${company.phone} · ${company.email}`);
  return s;
}

/** A valid single-page PDF (A4) as bytes. */
export function datasheetPdf(sheet: DatasheetContent): Buffer {
  const content = Buffer.from(pageContent(sheet), "latin1");
  const objects: Buffer[] = [
    Buffer.from("<< /Type /Catalog /Pages 2 0 R >>", "latin1"),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "latin1"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>", "latin1"),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, "latin1"), content, Buffer.from("\nendstream", "latin1")]),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>", "latin1"),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>", "latin1"),
    Buffer.from(`<< /Title ${pdfText(`Produktblatt ${sheet.name}`)} /Author ${pdfText(company.name)} /Producer (Auralis Seed) >>`, "latin1"),
  ];
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1")];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
    offsets.push(offset);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}
