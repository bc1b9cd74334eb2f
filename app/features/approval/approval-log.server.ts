// The 'Freigabe-Protokoll' (docs/decisions/0039-approval.md): its entries with filters, and its exports as CSV
// (app/lib/csv.server.ts: BOM, separators, quoting, CSV-injection guard) and as a PDF an auditor can file (pdfkit).
import PDFDocument from "pdfkit";
import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { approvalEvents, approvalLog, type ApprovalEvent } from "#db/schema";
import { toCsv } from "~/lib/csv.server";
import { formatSwissDateTime } from "~/lib/date-format";
import { isSiteLanguage, languageFacts } from "~/lib/languages";
import { eventLabels } from "./approval-rules";

export interface LogFilters {
  event?: ApprovalEvent;
  language?: string;
  /** Part of the page's title or address, or of the person's address. */
  search?: string;
  /** Swiss calendar days "2026-11-01" (from inclusive, to inclusive). */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of a request's query (?ereignis=&sprache=&suche=&von=&bis=); anything malformed is left out. */
export function logFiltersFrom(params: URLSearchParams): LogFilters {
  const event = params.get("ereignis") ?? "";
  const language = params.get("sprache") ?? "";
  const from = params.get("von") ?? "";
  const to = params.get("bis") ?? "";
  return {
    event: (approvalEvents as readonly string[]).includes(event) ? (event as ApprovalEvent) : undefined,
    language: isSiteLanguage(language) ? language : undefined,
    search: params.get("suche")?.trim().slice(0, 200) || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}

/** Midnight of a Swiss calendar day as an instant (the offset of that day's noon: no day changes time at noon). */
function swissMidnight(day: string): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  const zurichNoon = new Date(noon.toLocaleString("en-US", { timeZone: "Europe/Zurich" }));
  const utcNoon = new Date(noon.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - (zurichNoon.getTime() - utcNoon.getTime()));
}

function nextDay(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
}

export async function listApprovalLog(db: Queryable, filters: LogFilters, limit = 500) {
  const where: SQL[] = [];
  if (filters.event) where.push(eq(approvalLog.event, filters.event));
  if (filters.language) where.push(eq(approvalLog.language, filters.language));
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(approvalLog.pageTitle, like), ilike(approvalLog.pageSlug, like), ilike(approvalLog.actor, like))!);
  }
  if (filters.from) where.push(gte(approvalLog.createdAt, swissMidnight(filters.from)));
  if (filters.to) where.push(lt(approvalLog.createdAt, swissMidnight(nextDay(filters.to))));
  return db
    .select()
    .from(approvalLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(approvalLog.createdAt), desc(approvalLog.id))
    .limit(limit);
}

export type LogEntry = Awaited<ReturnType<typeof listApprovalLog>>[number];

const languageName = (language: string) => (isSiteLanguage(language) ? languageFacts[language].staffName : language);

export const LOG_HEADER = ["Zeitpunkt", "Ereignis", "Seite", "Adresse", "Sprache", "Revision", "Person", "Kommentar", "Einreichung"] as const;

function cells(entry: LogEntry) {
  return [
    formatSwissDateTime(entry.createdAt),
    eventLabels[entry.event],
    entry.pageTitle,
    entry.pageSlug,
    languageName(entry.language),
    entry.revision,
    entry.actor,
    entry.comment,
    entry.requestId,
  ];
}

export function logToCsv(entries: readonly LogEntry[]): string {
  return toCsv(LOG_HEADER, entries.map(cells));
}

/** The log as a PDF: a title, the filters and time of the export, one block per entry, page numbers. */
export async function logToPdf(entries: readonly LogEntry[], meta: { filters: string; exportedBy: string; now: Date }): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50, bufferPages: true, info: { Title: "Freigabe-Protokoll", Author: meta.exportedBy } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  doc.font("Helvetica-Bold").fontSize(18).text("Freigabe-Protokoll");
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#444444")
    .text(`Exportiert am ${formatSwissDateTime(meta.now)} von ${meta.exportedBy} · ${entries.length} Einträge · Filter: ${meta.filters || "keine"}`);
  doc.moveDown();
  for (const entry of entries) {
    const [when, event, title, address, language, revision, actor, comment] = cells(entry);
    doc.fillColor("#000000").font("Helvetica-Bold").fontSize(10).text(`${when} – ${event}`);
    doc.font("Helvetica").fontSize(9).text(`${title} (${address}), ${language}, Revision ${revision}`);
    doc.text(`Person: ${actor}`);
    if (comment) doc.text(`Kommentar: ${comment}`);
    doc.moveDown(0.6);
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .fontSize(8)
      .fillColor("#666666")
      .text(`Seite ${i + 1} von ${range.count}`, 50, doc.page.height - 40, { align: "right", lineBreak: false });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** "freigabe-protokoll-2026-11-30.csv" / ".pdf", the date in Swiss time. */
export function logFileName(now: Date, extension: "csv" | "pdf"): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `freigabe-protokoll-${day}.${extension}`;
}

/** The filters in words, for the PDF's heading. */
export function describeFilters(filters: LogFilters): string {
  return [
    filters.event ? `Ereignis ${eventLabels[filters.event]}` : null,
    filters.language ? `Sprache ${languageName(filters.language)}` : null,
    filters.search ? `Suche «${filters.search}»` : null,
    filters.from ? `ab ${filters.from}` : null,
    filters.to ? `bis ${filters.to}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}
