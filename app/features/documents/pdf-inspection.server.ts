// What an uploaded document is, from its content (docs/decisions/0046-documents.md): a PDF by its magic bytes
// (file-type, as the media library checks uploads), readable by a PDF parser (unpdf, the serverless build of
// Mozilla's PDF.js), its page count, and whether it has a text layer. Instructions for use must have one: a scan
// (pages that are only pictures) has no text for a screen reader, a search or a copy, and is refused.
import { fileTypeFromBuffer } from "file-type";
import { getDocumentProxy } from "unpdf";
import { TEXT_LAYER_PAGES } from "./document-rules";

export type PdfInspection = { ok: true; pageCount: number; hasText: boolean } | { ok: false; problem: "not-pdf" | "unreadable" };

/**
 * Inspects a file. The text layer is looked for on the first TEXT_LAYER_PAGES pages only, page by page until one
 * has text (unpdf's advice for untrusted files: no fan-out over every page of a large document).
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfInspection> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== "application/pdf") return { ok: false, problem: "not-pdf" };
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: PDF.js takes over (detaches) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  try {
    const pageCount = pdf.numPages;
    let hasText = false;
    for (let number = 1; number <= Math.min(pageCount, TEXT_LAYER_PAGES) && !hasText; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      hasText = content.items.some((item) => "str" in item && /\p{L}|\p{N}/u.test(item.str));
    }
    return { ok: true, pageCount, hasText };
  } catch {
    return { ok: false, problem: "unreadable" };
  } finally {
    // The loading task owns the parser's resources (its worker, its caches).
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
