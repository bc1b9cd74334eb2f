// Reading an export back the ways a spreadsheet may read it (csv-parse), for the tests of app/lib/csv.server.ts
// and of the exports: with the file's own separator, alone or with the other two ticked as well (every
// cell must come back whole), and with only another separator (a spreadsheet set to commas opening our
// semicolon file: the cells cannot come back, but no piece of them may open as a formula).
import { parse } from "csv-parse/sync";
import { expect } from "vitest";
import type { CsvDelimiter } from "~/lib/csv.server";

const SEPARATORS: readonly CsvDelimiter[] = [";", ",", "\t"];

const name = (separators: readonly string[]) => separators.map((s) => (s === "\t" ? "Tab" : s)).join(" ");

/** A formula, also after spaces and line breaks; where a reader ignores our quotes, also after quotes. */
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const FORMULA_AFTER_QUOTES = /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A number (-7) is no formula: the exports write numbers as they are. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The pieces of the fields that start a formula; each field is also cut at its line breaks. */
function formulas(records: string[][], pattern: RegExp): string[] {
  return records.flat().flatMap((field) => field.split(/\r\n|\r|\n/).filter((piece) => pattern.test(piece) && !NUMBER.test(piece)));
}

/**
 * Reads `csv` (BOM, written with `delimiter`) every way and checks it: with the file's separator alone and
 * together with one or both others, it is exactly `expected` (header included) — without `expected`, the
 * same each time, every row as long as the header; with another separator alone, it parses and no piece
 * of it starts a formula. Returns the records read with the file's separator.
 */
export function expectReadBackWhole(csv: string, expected?: readonly (readonly string[])[], delimiter: CsvDelimiter = ";"): string[][] {
  // Without `expected`, a strict read: a row with a cell split in two would be longer than the header.
  const reference = expected ?? parse(csv, { delimiter, bom: true });
  const others = SEPARATORS.filter((s) => s !== delimiter);
  const sets = [[delimiter], [delimiter, others[0]], [delimiter, others[1]], [delimiter, ...others]];
  for (const separators of sets) {
    // Rows may differ in length (the comparison checks each).
    const records = parse(csv, { delimiter: separators, bom: true, relax_column_count: true });
    expect(records, `read with ${name(separators)}`).toEqual(reference);
    expect(formulas(records, FORMULA), `formulas read with ${name(separators)}`).toEqual([]);
  }
  for (const separator of others) {
    // Our quotes stand inside this reader's cells, so it takes them as text (relax_quotes) and the rows
    // have as many cells as the text has separators (relax_column_count).
    const records = parse(csv, { delimiter: separator, bom: true, relax_quotes: true, relax_column_count: true });
    expect(formulas(records, FORMULA_AFTER_QUOTES), `formulas read with only ${name([separator])}`).toEqual([]);
  }
  return reference.map((row) => [...row]);
}
