import { describe, expect, it } from "vitest";
import {
  CSV_BOM,
  CSV_HEADER,
  canRetryNotification,
  csvCell,
  csvFileName,
  csvLine,
  inboxFilterFrom,
  inboxFilterParam,
  inboxIntents,
  messagesToCsv,
  messageStatusLabel,
  notificationStatusAfter,
  notificationStatusLabel,
  statusTransition,
  type CsvMessage,
} from "./contact-inbox";

describe("notification status in the inbox", () => {
  it("names every state in German", () => {
    expect(notificationStatusLabel("sent")).toEqual({ label: "versendet", tone: "success" });
    expect(notificationStatusLabel("outbox")).toEqual({ label: "im Postausgang", tone: "neutral" });
    expect(notificationStatusLabel("failed")).toEqual({ label: "fehlgeschlagen", tone: "danger" });
    expect(notificationStatusLabel("pending").label).toBe("ausstehend");
  });

  it("follows the mail module's answer", () => {
    expect(notificationStatusAfter({ transport: "smtp", status: "sent" })).toBe("sent");
    expect(notificationStatusAfter({ transport: "outbox", status: "queued" })).toBe("outbox");
    expect(notificationStatusAfter({ transport: "smtp", status: "failed" })).toBe("failed");
  });

  it("offers a retry only for a notification that failed", () => {
    expect(canRetryNotification("failed")).toBe(true);
    for (const status of ["pending", "sent", "outbox", "irgendwas"]) expect(canRetryNotification(status)).toBe(false);
  });
});

describe("work state of a message", () => {
  it("is 'Neu' or 'Erledigt'", () => {
    expect(messageStatusLabel("new")).toBe("Neu");
    expect(messageStatusLabel("done")).toBe("Erledigt");
  });

  it("marks a new message done and reopens a done one", () => {
    expect(statusTransition("new", inboxIntents.markDone)).toEqual({ ok: true, next: "done" });
    expect(statusTransition("done", inboxIntents.reopen)).toEqual({ ok: true, next: "new" });
  });

  it("refuses a change that does not apply, in German, so a second click changes nothing", () => {
    expect(statusTransition("done", inboxIntents.markDone)).toEqual({ ok: false, message: "Diese Nachricht ist bereits erledigt." });
    expect(statusTransition("new", inboxIntents.reopen)).toEqual({ ok: false, message: "Diese Nachricht ist bereits offen." });
  });

  it("reads the list filter from the address and writes it back", () => {
    expect(inboxFilterFrom("neu")).toBe("new");
    expect(inboxFilterFrom("erledigt")).toBe("done");
    expect(inboxFilterFrom(null)).toBe("all");
    expect(inboxFilterFrom("done")).toBe("all");
    expect(inboxFilterParam("new")).toBe("neu");
    expect(inboxFilterParam("done")).toBe("erledigt");
    expect(inboxFilterParam("all")).toBeNull();
  });
});

describe("CSV export", () => {
  it("turns cells a spreadsheet would run as formulas into text", () => {
    expect(csvCell('=HYPERLINK("http://böse.example")')).toBe(`"'=HYPERLINK(""http://böse.example"")"`);
    expect(csvCell("+41 44 123 45 67")).toBe("'+41 44 123 45 67");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUMME(A1:A2)")).toBe("'@SUMME(A1:A2)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("leaves ordinary text and numbers alone", () => {
    expect(csvCell("Grüezi mitenand")).toBe("Grüezi mitenand");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("info@auralis.example")).toBe("info@auralis.example");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes cells with separators, quotes or line breaks and doubles the quotes", () => {
    expect(csvCell("Müller; Hans")).toBe('"Müller; Hans"');
    expect(csvCell('Das "beste" Bad')).toBe('"Das ""beste"" Bad"');
    expect(csvCell("Zeile 1\nZeile 2")).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell("a, b")).toBe("a, b");
    expect(csvLine(["x", "y;z", null])).toBe('x;"y;z";');
  });

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

  it("starts with a UTF-8 byte-order mark and a German header, one CRLF line per message", () => {
    const csv = messagesToCsv([message]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(";"));
    expect(lines[0]).toBe(
      "ID;Eingegangen;Name;E-Mail;Nachricht;Gesendet von;Sprache;Status;Erledigt am;Erledigt von;Benachrichtigung;Fehler der Benachrichtigung",
    );
    expect(csv.slice(1)).toBe(
      `${lines[0]}\r\n7;14.03.2025, 10:35;Jürg Nägeli;juerg@beispiel.ch;"'=1+1\nBitte rufen Sie an.";/fr/contact;Französisch;Erledigt;15.03.2025, 08:00;redaktion@auralis-medizintechnik.example;fehlgeschlagen;550 abgelehnt\r\n`,
    );
  });

  it("is only the header when there are no messages", () => {
    expect(messagesToCsv([])).toBe(`${CSV_BOM}${CSV_HEADER.join(";")}\r\n`);
  });

  it("names the file by the Swiss date", () => {
    expect(csvFileName(new Date("2025-03-14T23:30:00Z"))).toBe("kontaktanfragen-2025-03-15.csv");
  });
});
