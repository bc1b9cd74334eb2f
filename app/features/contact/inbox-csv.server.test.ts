import { describe, expect, it } from "vitest";
import { expectReadBackWhole } from "../../../tests/csv-read-back";
import { CSV_BOM } from "~/lib/csv.server";
import { CSV_HEADER, csvFileName, messagesToCsv, type CsvMessage } from "./inbox-csv.server";

const message: CsvMessage = {
  id: 7,
  receivedAt: "14.03.2025, 10:35",
  name: "Jürg Nägeli",
  email: "juerg@beispiel.ch",
  message: "=1+1\nBitte rufen Sie an.",
  sourcePage: "/fr/contact",
  language: "fr",
  status: "done",
  doneAt: "15.03.2025, 08:00",
  doneBy: "redaktion@auralis-medizintechnik.example",
  notificationStatus: "failed",
  notificationError: "550 abgelehnt",
};

describe("the inbox's CSV export", () => {
  it("starts with a UTF-8 byte-order mark and a German header, one CRLF line per message", () => {
    const csv = messagesToCsv([message]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const header = csv.slice(1).split("\r\n")[0];
    expect(header).toBe(
      "ID;Eingegangen;Name;E-Mail;Nachricht;Gesendet von;Sprache;Status;Erledigt am;Erledigt von;Benachrichtigung;Fehler der Benachrichtigung",
    );
    // The times hold a comma: quoted, so a spreadsheet splitting at commas too keeps them whole.
    expect(csv.slice(1)).toBe(
      `${header}\r\n7;"14.03.2025, 10:35";Jürg Nägeli;juerg@beispiel.ch;"'=1+1\nBitte rufen Sie an.";/fr/contact;Französisch;Erledigt;"15.03.2025, 08:00";redaktion@auralis-medizintechnik.example;fehlgeschlagen;550 abgelehnt\r\n`,
    );
  });

  it("is only the header when there are no messages", () => {
    expect(messagesToCsv([])).toBe(`${CSV_BOM}${CSV_HEADER.join(";")}\r\n`);
  });

  it("gives back every message whole, with no formula, however a spreadsheet splits the file", () => {
    const nasty: CsvMessage = {
      ...message,
      id: 8,
      name: '=HYPERLINK("http://böse.example")',
      email: "a,@b.example",
      message: "x,=cmd|' /C calc'!A0\nZweite Zeile;+1\tdritte\r\n-- \nGruss, Jürg «Zitat» \"beste\"",
      sourcePage: null,
      status: "new",
      doneAt: null,
      doneBy: null,
      notificationError: "@SUMME(A1:A2)",
    };
    const records = expectReadBackWhole(messagesToCsv([message, nasty]), [
      [...CSV_HEADER],
      [
        "7",
        "14.03.2025, 10:35",
        "Jürg Nägeli",
        "juerg@beispiel.ch",
        "'=1+1\nBitte rufen Sie an.",
        "/fr/contact",
        "Französisch",
        "Erledigt",
        "15.03.2025, 08:00",
        "redaktion@auralis-medizintechnik.example",
        "fehlgeschlagen",
        "550 abgelehnt",
      ],
      [
        "8",
        "14.03.2025, 10:35",
        `'=HYPERLINK("http://böse.example")`,
        "a,'@b.example",
        "x,'=cmd|' /C calc'!A0\nZweite Zeile;'+1\tdritte\r\n'-- \nGruss, Jürg «Zitat» \"beste\"",
        "",
        "Französisch",
        "Neu",
        "",
        "",
        "fehlgeschlagen",
        "'@SUMME(A1:A2)",
      ],
    ]);
    expect(records).toHaveLength(3);
  });

  it("names the file by the Swiss date", () => {
    expect(csvFileName(new Date("2025-03-14T23:30:00Z"))).toBe("kontaktanfragen-2025-03-15.csv");
  });
});
