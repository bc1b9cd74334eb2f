// The seed's document PDFs (document-pdf.ts): a real text layer a PDF parser finds, every page counted, and the same
// bytes for the same content (several processes may seed at once; each file's name is its hash).
import { describe, expect, it } from "vitest";
import { inspectPdf } from "~/features/documents/pdf-inspection.server";
import { documentPdf, documentPdfWithPages } from "./document-pdf";

const content = {
  kind: "Gebrauchsanweisung",
  product: "Gebärwanne Generosa",
  facts: ["Version Rev. 2"],
  sections: Array.from({ length: 12 }, (_, i) => ({ heading: `Kapitel ${i + 1}`, paragraphs: ["Wassertemperatur vor dem Einstieg prüfen. ".repeat(12)] })),
};

describe("documentPdf", () => {
  it("writes a PDF whose text a parser finds, over as many pages as it needs", async () => {
    const { bytes, pageCount } = await documentPdfWithPages(content);
    expect(pageCount).toBeGreaterThan(1);
    expect(await inspectPdf(bytes)).toEqual({ ok: true, hasText: true, pageCount });
  });

  it("gives the same content the same bytes", async () => {
    expect((await documentPdf(content)).equals(await documentPdf(content))).toBe(true);
  });
});
