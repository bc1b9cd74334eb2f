// The seed's document PDFs ('Dokumente', docs/decisions/0046-documents.md): instructions for use and datasheets,
// written with pdfkit (the project's PDF library) in its standard fonts, so every page has a real text layer that
// a PDF parser, a search and a screen reader find. Kept small and quick: the seed runs in many tests.
import PDFDocument from "pdfkit";
import { company } from "~/lib/company";

export interface DocumentPdfContent {
  /** The document's kind as its title says it ("Gebrauchsanweisung", "Mode d'emploi", "Datenblatt"). */
  kind: string;
  product: string;
  /** Lines under the title: version, article number, UDI-DI, date. */
  facts: string[];
  /** Headed parts of running text. */
  sections?: { heading: string; paragraphs: string[] }[];
  /** A two-column table (a datasheet's technical data). */
  table?: { heading: string; rows: [label: string, value: string][] };
  /** The footer's small print ("Technische Änderungen vorbehalten."). */
  note?: string;
  language?: string;
}

const CORAL = "#E6462E";
const INK = "#2F3A48";
const MUTED = "#5B6675";

/** An A4 PDF with a text layer; resolves with its bytes. */
export async function documentPdf(content: DocumentPdfContent): Promise<Buffer> {
  return (await documentPdfWithPages(content)).bytes;
}

/** The PDF and how many pages pdfkit drew (the version records its page count). */
export function documentPdfWithPages(content: DocumentPdfContent): Promise<{ bytes: Buffer; pageCount: number }> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margins: { top: 110, bottom: 70, left: 50, right: 50 },
      compress: true,
      lang: content.language,
      // A fixed date: the same content makes the same bytes, so the same hash and stored name in every process that
      // seeds (several may start on one empty database at once; the loser's files are then the winner's).
      info: {
        Title: `${content.kind} ${content.product}`,
        Author: company.name,
        Producer: "Auralis Seed (pdfkit)",
        CreationDate: new Date("2024-03-01T00:00:00Z"),
      },
    });
    const chunks: Buffer[] = [];
    let pageCount = 1;
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve({ bytes: Buffer.concat(chunks), pageCount }));
    doc.on("error", reject);

    const frame = () => {
      doc.save();
      doc.rect(0, 0, doc.page.width, 80).fill(CORAL);
      doc.fillColor("white").font("Helvetica-Bold").fontSize(18).text(company.name, 50, 26, { lineBreak: false });
      doc.font("Helvetica").fontSize(10).text(content.kind, 50, 50, { lineBreak: false });
      doc
        .fillColor(MUTED)
        .fontSize(8)
        .text(`${company.name} · ${company.address} · ${company.phone}`, 50, doc.page.height - 45, { lineBreak: false });
      doc.restore();
      doc.x = doc.page.margins.left;
      doc.y = doc.page.margins.top;
    };
    frame();
    doc.on("pageAdded", () => {
      pageCount++;
      frame();
    });

    doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(`${content.kind}: ${content.product}`);
    doc.moveDown(0.3);
    doc.fillColor(MUTED).font("Helvetica").fontSize(10);
    for (const line of content.facts) doc.text(line);
    doc.moveDown(0.8);
    for (const section of content.sections ?? []) {
      doc.fillColor(INK).font("Helvetica-Bold").fontSize(13).text(section.heading);
      doc.moveDown(0.2);
      doc.font("Helvetica").fontSize(10.5);
      for (const paragraph of section.paragraphs) doc.text(paragraph, { align: "left" }).moveDown(0.4);
      doc.moveDown(0.4);
    }
    if (content.table) {
      doc.fillColor(INK).font("Helvetica-Bold").fontSize(13).text(content.table.heading);
      doc.moveDown(0.3);
      for (const [label, value] of content.table.rows) {
        const y = doc.y;
        doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(label, 50, y, { width: 170 });
        const labelEnd = doc.y;
        doc.font("Helvetica").text(value, 230, y, { width: 315 });
        doc.y = Math.max(labelEnd, doc.y) + 4;
        doc.x = 50;
        doc
          .moveTo(50, doc.y - 2)
          .lineTo(545, doc.y - 2)
          .lineWidth(0.5)
          .strokeColor("#D9D9D9")
          .stroke();
      }
      doc.moveDown(0.6);
    }
    if (content.note) doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(content.note);
    doc.end();
  });
}
