import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it, vi } from "vitest";
import { expectReadBackWhole } from "../../tests/csv-read-back";
import { CSV_BOM, csvStream, neutraliseFormulas, toCsv, type CsvCell, type CsvDelimiter } from "./csv.server";

/** A visitor's message that opens as a formula in a spreadsheet set to commas, were it only quoted. */
const NASTY = "x,=cmd|' /C calc'!A0";

const NASTY_CELLS: CsvCell[] = [
  NASTY,
  "Müller; Hans",
  "a, b",
  "Spalte 1\tSpalte 2",
  'Das "beste" Bad',
  '"',
  "Zeile 1\nZeile 2",
  "Zeile 1\r\nZeile 2",
  "Zeile 1\rZeile 2",
  "=1+1",
  "+41 44 123 45 67",
  "-2+3",
  "@SUMME(A1:A2)",
  "\t=1+1",
  "  =1+1",
  "\r=1",
  "\n@x",
  "\uFF1D1+1",
  'a,"=1" b',
  "a;-1",
  "a\t+1",
  'Hallo\n=HYPERLINK("http://böse.example")',
  "Grüezi mitenand",
  "a=b",
  "info@auralis.example",
  "",
  42,
  -7,
  null,
  undefined,
];

/** What a cell reads as: text neutralised, numbers as written, nothing as an empty cell. */
const read = (cell: CsvCell) => (typeof cell === "string" ? neutraliseFormulas(cell) : cell == null ? "" : String(cell));

const HEADER = ["Vorher", "Zelle", "Nachher"];
/** Each nasty cell between two ordinary ones, and all of them on one line. */
const ROWS: CsvCell[][] = [...NASTY_CELLS.map((cell) => ["vor", cell, "nach"]), NASTY_CELLS];

describe("neutraliseFormulas", () => {
  it("puts an apostrophe before a cell a spreadsheet would run as a formula, as the exports always did", () => {
    expect(neutraliseFormulas('=HYPERLINK("http://böse.example")')).toBe(`'=HYPERLINK("http://böse.example")`);
    expect(neutraliseFormulas("+41 44 123 45 67")).toBe("'+41 44 123 45 67");
    expect(neutraliseFormulas("-2+3")).toBe("'-2+3");
    expect(neutraliseFormulas("@SUMME(A1:A2)")).toBe("'@SUMME(A1:A2)");
    expect(neutraliseFormulas("  =1+1")).toBe("'  =1+1");
    expect(neutraliseFormulas("\tText")).toBe("'\tText");
    expect(neutraliseFormulas("\rText")).toBe("'\rText");
    expect(neutraliseFormulas("\uFF1D1+1")).toBe("'\uFF1D1+1");
  });

  it("and right after a comma, semicolon, tab or line break inside it that a formula follows", () => {
    expect(neutraliseFormulas(NASTY)).toBe("x,'=cmd|' /C calc'!A0");
    expect(neutraliseFormulas("a; -1")).toBe("a;' -1");
    expect(neutraliseFormulas("a\t@x")).toBe("a\t'@x");
    expect(neutraliseFormulas("Zeile 1\r\n+41 44")).toBe("Zeile 1\r\n'+41 44");
    // A quote there would open a quoted cell for a spreadsheet that ignores ours.
    expect(neutraliseFormulas('a, "=1"')).toBe(`a,' "=1"`);
    // Both: the cell's start for the file's separator, the line break for a spreadsheet set to another.
    expect(neutraliseFormulas("\t=1+1")).toBe("'\t'=1+1");
    expect(neutraliseFormulas("\n=1")).toBe("'\n'=1");
  });

  it("leaves everything else alone", () => {
    for (const text of ["Grüezi mitenand", "a=b", "info@auralis.example", "a, b", "Müller; Hans", "Zeile 1\nZeile 2", "Fr. 50.–", "", "a,\tb"]) {
      expect(neutraliseFormulas(text)).toBe(text);
    }
  });
});

describe("toCsv", () => {
  it("writes BOM, header and rows with semicolons, every line ended by CRLF", () => {
    expect(
      toCsv(
        ["A", "B"],
        [
          ["x", 1],
          [null, undefined],
        ],
      ),
    ).toBe(`${CSV_BOM}A;B\r\nx;1\r\n;\r\n`);
    expect(toCsv(["A", "B"], [])).toBe(`${CSV_BOM}A;B\r\n`);
  });

  it("quotes a cell with a comma, semicolon, tab, quote or line break, whatever the separator", () => {
    for (const delimiter of [";", ",", "\t"] as const) {
      const line = (cell: string) => toCsv(["A"], [[cell]], { delimiter }).slice(CSV_BOM.length + 3, -2);
      expect(line("a, b")).toBe('"a, b"');
      expect(line("a; b")).toBe('"a; b"');
      expect(line("a\tb")).toBe('"a\tb"');
      expect(line('Das "beste" Bad')).toBe('"Das ""beste"" Bad"');
      expect(line("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
      expect(line("Zeile 1\rZeile 2")).toBe('"Zeile 1\rZeile 2"');
      expect(line("Grüezi mitenand")).toBe("Grüezi mitenand");
    }
  });

  it("writes numbers as they are, negative ones too (only text can carry a formula)", () => {
    expect(toCsv(["A"], [[-7]])).toBe(`${CSV_BOM}A\r\n-7\r\n`);
  });

  it.each([";", ",", "\t"] as CsvDelimiter[])(
    "reads back whole, and without a formula, however a spreadsheet splits it (file separated by %j)",
    (delimiter) => {
      const csv = toCsv(HEADER, ROWS, { delimiter });
      expectReadBackWhole(csv, [HEADER, ...ROWS.map((row) => row.map(read))], delimiter);
    },
  );

  it("needs the apostrophe inside the cell: quoting alone leaves the formula to a spreadsheet set to commas", () => {
    const onlyQuoted = stringify([["vor", NASTY, "nach"]], { delimiter: ";", quoted_match: /[,;\t"\r\n]/ });
    const records = parse(onlyQuoted, { delimiter: ",", relax_quotes: true, relax_column_count: true });
    expect(records[0][1]).toBe(`=cmd|' /C calc'!A0";nach`);
    const ours = parse(toCsv(HEADER, [["vor", NASTY, "nach"]]), { delimiter: ",", bom: true, relax_quotes: true, relax_column_count: true });
    expect(ours[1][1]).toBe(`'=cmd|' /C calc'!A0";nach`);
  });
});

describe("csvStream", () => {
  // Not Response.text(): it drops the byte-order mark.
  const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString("utf8");

  /** `count` rows of the nasty cells, one after the other; `asked` counts the rows handed out, `ended` turns true when the rows are ended. */
  function rowSource(count: number) {
    const state = { asked: 0, ended: false };
    async function* rows() {
      try {
        for (let i = 0; i < count; i++) {
          state.asked++;
          yield ROWS[i % ROWS.length];
        }
      } finally {
        state.ended = true;
      }
    }
    return { state, rows: rows() };
  }

  it("writes the very bytes toCsv writes, however many rows", async () => {
    expect(await text(csvStream(HEADER, rowSource(ROWS.length).rows))).toBe(toCsv(HEADER, ROWS));
    expect(await text(csvStream(HEADER, rowSource(0).rows))).toBe(toCsv(HEADER, []));
    const many = Array.from({ length: 20_000 }, (_, i) => ROWS[i % ROWS.length]);
    const { rows, state } = rowSource(many.length);
    expect(await text(csvStream(HEADER, rows))).toBe(toCsv(HEADER, many));
    expect(state).toEqual({ asked: 20_000, ended: true });
  });

  it("asks for rows only as the reader takes the file, and a reader that stops ends the rows", async () => {
    const { rows, state } = rowSource(1_000_000);
    const reader = csvStream(HEADER, rows).getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeGreaterThanOrEqual(64 * 1024);
    // A piece and what the streams between hold, not the million rows.
    expect(state.asked).toBeLessThan(5_000);
    const asked = state.asked;
    await reader.cancel();
    await vi.waitFor(() => expect(state.ended).toBe(true));
    expect(state.asked - asked).toBeLessThan(5_000);
  });

  it("errors when the rows fail, so a file cut short never looks complete", async () => {
    async function* failing() {
      yield ROWS[0];
      throw new Error("Datenbank weg");
    }
    await expect(text(csvStream(HEADER, failing()))).rejects.toThrow("Datenbank weg");
  });
});
