// The one way this site writes a CSV file (the contact inbox's export, the 'Freigabe-Protokoll'), through
// csv-stringify. The file is what Excel in German-speaking Switzerland opens with a double click:
// semicolons between the cells, a UTF-8 byte-order mark so umlauts survive, CRLF after every line
// (RFC 4180), the header line first.
//
// Cells written by visitors and staff must never open as a formula (CSV injection, OWASP), in any
// spreadsheet, whichever separator it is set to:
// - A cell holding a comma, semicolon, tab, quote or line break is quoted, whatever the file's own
//   separator, so a program that splits at more than one of them (LibreOffice's and Excel's import
//   dialogs let you tick several) keeps it one cell.
// - A spreadsheet set to another separator than the file's (commas, say) sees our quotes in the middle
//   of its cells and ignores them: it starts a new cell after every comma of the text, and a new line
//   after every line break. So every place a cell can start (the cell's start, and inside it after a
//   comma, semicolon, tab or line break) that leads to a formula gets an apostrophe (neutraliseFormulas).
//
// A file is written whole (toCsv) or, for an export of any length, as a stream (csvStream): the same
// options, so the same bytes.
import { pipeline, Readable } from "node:stream";
import { stringify, type Options } from "csv-stringify";
import { stringify as stringifyWhole } from "csv-stringify/sync";
import { inPieces, PIECE_BYTES, pulledStream } from "./byte-stream.server";

export type CsvCell = string | number | null | undefined;

/** The separators a spreadsheet may be set to; the exports use the semicolon. */
export type CsvDelimiter = ";" | "," | "\t";

export const CSV_BOM = "\uFEFF";
const CSV_DELIMITER: CsvDelimiter = ";";
const CSV_LINE_END = "\r\n";

// A formula starts with = + - @ (or their full-width forms, which Apple Numbers folds into them).
const FORMULA = "=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20";
/** The cell's start, also after leading spaces and line breaks; a leading tab or carriage return counts too. */
const CELL_STARTS_FORMULA = new RegExp(`^\\s*[${FORMULA}\\t\\r]`);
/**
 * A comma, semicolon, tab or line break inside the cell, followed by a formula: after spaces and quotes
 * (a quote there would open a quoted cell for a spreadsheet set to another separator), not across a
 * further break (that one is matched itself).
 */
const PIECE_STARTS_FORMULA = new RegExp(`([,;\\t\\r\\n])(?=(?:[^\\S\\t\\r\\n]|")*[${FORMULA}])`, "g");
/** The cells that are quoted, whatever the file's separator. */
const NEEDS_QUOTES = /[,;\t"\r\n]/;

/**
 * The text with an apostrophe wherever a spreadsheet could start a cell with a formula: before the
 * text if it starts with one (after spaces or line breaks) or with a tab or carriage return, and right
 * after a comma, semicolon, tab or line break inside it that a formula follows. Nothing else changes.
 */
export function neutraliseFormulas(text: string): string {
  const inside = text.replace(PIECE_STARTS_FORMULA, "$1'");
  return CELL_STARTS_FORMULA.test(text) ? `'${inside}` : inside;
}

/** csv-stringify's options for a file with `delimiter` between its cells (see the top of this file). */
function csvOptions(delimiter: CsvDelimiter = CSV_DELIMITER): Options {
  return {
    delimiter,
    record_delimiter: CSV_LINE_END,
    bom: true,
    // With record_delimiter set, csv-stringify would quote a lone \r or \n only if this is on.
    quote_record_delimiter: true,
    quoted_match: NEEDS_QUOTES,
    cast: { string: neutraliseFormulas },
  };
}

/**
 * A whole CSV file: BOM, the header line, one line per row, every line ended by CRLF. Text cells are
 * neutralised (neutraliseFormulas) and quoted where needed; numbers are written as they are, a missing
 * value as an empty cell. `delimiter` is for the tests; the exports keep the semicolon.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>, options: { delimiter?: CsvDelimiter } = {}): string {
  return stringifyWhole([header, ...rows], csvOptions(options.delimiter));
}

/**
 * The same file as toCsv, as a stream: the header, then each row as `rows` yields it, through
 * csv-stringify's stream. A row is asked for only when the reader has room for more (backpressure):
 * a slow download never piles rows up in memory, and nothing is left out, however many rows come. The
 * bytes go out in pieces of about PIECE_BYTES (csv-stringify writes every line on its own). When the reader cancels (the client went away), `rows`
 * is ended (its `finally` runs) and asked for nothing more; an error of `rows` errors the stream, so a
 * file cut short never looks complete.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): ReadableStream<Uint8Array> {
  async function* records() {
    yield header;
    yield* rows;
  }
  // pipeline: destroying the stringifier (a cancel) destroys the source, which ends `rows`.
  const stringifier = pipeline(Readable.from(records()), stringify(csvOptions()), () => {});
  return pulledStream(inPieces(stringifier, PIECE_BYTES));
}

/**
 * A CSV file as a download of personal data (the contact inbox's, the printed copies'): its name in both header forms
 * (RFC 6266, so umlauts survive), never kept by a browser or proxy cache, never sniffed as anything else.
 */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "no-store, private",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
