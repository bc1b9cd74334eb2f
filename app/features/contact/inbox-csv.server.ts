// The contact inbox's CSV export (docs/decisions/0007-contact-inbox-and-sections-demo.md): which columns,
// in which words. How the file is written (separator, BOM, line ends, quoting, the formula guard) is
// app/lib/csv.server.ts. Apart from contact-inbox.ts, which the inbox screen brings to the browser.
import { toCsv } from "~/lib/csv.server";
import type { SiteLanguage } from "~/lib/languages";
import { messageLanguageLabel, messageStatusLabel, notificationStatusLabel, type MessageStatus } from "./contact-inbox";

export interface CsvMessage {
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  message: string;
  sourcePage: string | null;
  language: SiteLanguage;
  status: MessageStatus;
  doneAt: string | null;
  doneBy: string | null;
  notificationStatus: string;
  notificationError: string | null;
}

export const CSV_HEADER = [
  "ID",
  "Eingegangen",
  "Name",
  "E-Mail",
  "Nachricht",
  "Gesendet von",
  "Sprache",
  "Status",
  "Erledigt am",
  "Erledigt von",
  "Benachrichtigung",
  "Fehler der Benachrichtigung",
] as const;

/** The whole export: header, then one line per message (app/lib/csv.server.ts toCsv). */
export function messagesToCsv(messages: readonly CsvMessage[]): string {
  return toCsv(
    CSV_HEADER,
    messages.map((m) => [
      m.id,
      m.receivedAt,
      m.name,
      m.email,
      m.message,
      m.sourcePage,
      messageLanguageLabel(m.language),
      messageStatusLabel(m.status),
      m.doneAt,
      m.doneBy,
      notificationStatusLabel(m.notificationStatus).label,
      m.notificationError,
    ]),
  );
}

/** "kontaktanfragen-2025-03-14.csv", the date in Swiss time. */
export function csvFileName(now: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `kontaktanfragen-${day}.csv`;
}
