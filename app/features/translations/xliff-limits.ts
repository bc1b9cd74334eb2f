// Where the XLIFF import is and how large its file may be (docs/decisions/0037-xliff-exchange.md). Pure,
// so the HTTP host (server/app.ts, its body limits) and the route read the same numbers.

export const XLIFF_IMPORT_PATH = "/cms/uebersetzungen/xliff-import";

/** The import's address, also as React Router's single fetch posts to it ("….data"): both take the same file. */
export function isXliffImportPath(path: string): boolean {
  return path === XLIFF_IMPORT_PATH || path === `${XLIFF_IMPORT_PATH}.data`;
}
export const XLIFF_EXPORT_PATH = "/cms/uebersetzungen/xliff-export";

/** An agency's file for many pages is larger than any form: 10 MB, instead of the 2 MB every other body may have. */
export const MAX_XLIFF_BYTES = 10 * 1024 * 1024;

/** The upload's multipart body: the file and its envelope. */
export const XLIFF_BODY_LIMIT_BYTES = MAX_XLIFF_BYTES + 64 * 1024;
