// The 'Freigabe-Protokoll' (docs/decisions/0039-approval.md): its entries with filters, and its exports as CSV
// (app/lib/csv.server.ts: BOM, separators, quoting, CSV-injection guard) and as a PDF an auditor can file (pdfkit).
//
// An export holds every entry the filters pick, however many (an audit record is never cut short), and
// never stalls the site while it is made: the entries are read in batches (openLogExport), written as
// the client takes the file (the response body asks for its next piece only when the one before is
// sent), and the work lets the event loop serve other requests every few milliseconds (takeTurn). A
// client that goes away ends the export: nothing more is read or drawn, and nothing stays open.
import PDFDocument from "pdfkit";
import { and, desc, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { takeTurn } from "#db/pglite-turns.server";
import { approvalEvents, approvalLog, type ApprovalEvent } from "#db/schema";
import { logger } from "~/core/logger.server";
import { PIECE_BYTES, pulledStream } from "~/lib/byte-stream.server";
import { csvStream } from "~/lib/csv.server";
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

/** The conditions the filters make (none: every entry). */
function logConditions(filters: LogFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.event) where.push(eq(approvalLog.event, filters.event));
  if (filters.language) where.push(eq(approvalLog.language, filters.language));
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(approvalLog.pageTitle, like), ilike(approvalLog.pageSlug, like), ilike(approvalLog.actor, like))!);
  }
  if (filters.from) where.push(gte(approvalLog.createdAt, swissMidnight(filters.from)));
  if (filters.to) where.push(lt(approvalLog.createdAt, swissMidnight(nextDay(filters.to))));
  return where;
}

/** The newest `limit` entries the filters pick (the screen), newest first. */
export async function listApprovalLog(db: Queryable, filters: LogFilters, limit = 500) {
  return db
    .select()
    .from(approvalLog)
    .where(and(...logConditions(filters)))
    .orderBy(desc(approvalLog.createdAt), desc(approvalLog.id))
    .limit(limit);
}

export type LogEntry = Awaited<ReturnType<typeof listApprovalLog>>[number];

/** How many entries an export reads in one statement. */
const EXPORT_BATCH = 100;

/**
 * Where an entry stands in the order: its time to the microsecond, as text (a JavaScript Date keeps
 * milliseconds only: entries a microsecond apart would be skipped or repeated across batches), and its id.
 */
const logPosition = sql<string>`to_char(${approvalLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** The entries the filters pick, from the database, for one export. */
export interface LogExport {
  /** How many there were when the export began. */
  total: number;
  /** The entries, newest first, a batch at a time. */
  batches: AsyncGenerator<LogEntry[], void>;
}

/**
 * Opens an export of the entries the filters pick: the first batch and how many there are, in one
 * statement (so the count and the entries agree). The next batches are read only as they are asked
 * for, each by one statement of at most `batchSize` entries, starting after the last entry of the one
 * before (by time, then id: keyset pagination on the index approval_log_created_idx). Nothing stays
 * open between two batches – no cursor, no transaction – so an export that is given up needs no
 * closing, and no other request waits for it. A batch is not read once `signal` is aborted. No entry is
 * read twice or passed over. One written while the export runs carries a later time than the first batch
 * and is not in it (on a Postgres server, one whose transaction began before the export and ended
 * during it carries an earlier time: it is in the file, though not in the count, if the export had
 * not passed that time yet).
 */
export async function openLogExport(
  db: Queryable,
  filters: LogFilters,
  { signal, batchSize = EXPORT_BATCH }: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<LogExport> {
  const conditions = logConditions(filters);
  const columns = { ...getTableColumns(approvalLog), position: logPosition };
  const after = (last: { position: string; id: number }) =>
    sql`(${approvalLog.createdAt}, ${approvalLog.id}) < (${last.position}::timestamp at time zone 'UTC', ${last.id}::integer)`;
  const order = [desc(approvalLog.createdAt), desc(approvalLog.id)];
  const read = (last: { position: string; id: number }) =>
    db
      .select(columns)
      .from(approvalLog)
      .where(and(...conditions, after(last)))
      .orderBy(...order)
      .limit(batchSize);
  // The count in the same statement as the first batch: one snapshot, so the two agree.
  const first = await db
    .select({ ...columns, total: sql<number>`(select count(*)::integer from ${approvalLog} where ${and(...conditions) ?? sql`true`})` })
    .from(approvalLog)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(batchSize);
  const total = first[0]?.total ?? 0;
  async function* batches() {
    let batch: (LogEntry & { position: string })[] = first;
    while (batch.length) {
      yield batch;
      if (batch.length < batchSize) return;
      signal?.throwIfAborted();
      batch = await read(batch[batch.length - 1]);
    }
  }
  return { total, batches: batches() };
}

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

/** Tells the log how an export ended: whole, given up by the client, or failed. */
function exportOutcome(format: "csv" | "pdf", log: LogExport, signal: AbortSignal | undefined) {
  const started = performance.now();
  let entries = 0;
  return {
    written() {
      entries++;
    },
    done() {
      logger.info({ format, entries, ms: Math.round(performance.now() - started) }, "Freigabe-Protokoll exportiert");
    },
    /** `error`: what ended it; none, an abort or a closed stream when the client went away. */
    stopped(error: unknown) {
      const { name, code } = (error ?? {}) as { name?: string; code?: string };
      const gone = error === undefined || signal?.aborted || name === "AbortError" || code === "ERR_STREAM_PREMATURE_CLOSE";
      if (gone) logger.info({ format, entries, of: log.total }, "Export des Freigabe-Protokolls abgebrochen");
      else logger.error({ format, entries, of: log.total, error: (error as Error).message }, "Export des Freigabe-Protokolls fehlgeschlagen");
    },
  };
}

/**
 * The export as a CSV file, every entry a row (app/lib/csv.server.ts csvStream): read and written as
 * the client takes the file. `signal`: the request's; when it aborts, the export stops.
 */
export function logCsvStream(log: LogExport, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const outcome = exportOutcome("csv", log, signal);
  async function* rows() {
    let complete = false;
    let failure: unknown;
    try {
      for await (const batch of log.batches) {
        for (const entry of batch) {
          // Long stretches of work let the event loop answer other requests first.
          await takeTurn();
          signal?.throwIfAborted();
          yield cells(entry);
          outcome.written();
        }
      }
      complete = true;
      outcome.done();
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      // Also when the reader ended it early (the client went away): the generator then returns without an error.
      if (!complete) outcome.stopped(failure);
    }
  }
  return csvStream(LOG_HEADER, rows());
}

/** Lets the event loop serve what waits (after the sockets that are ready now). */
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The footer's place, as before: 50 pt from the left, its line's top 40 pt above the bottom edge (Helvetica's ascender is 0.718 em). */
const FOOTER = { x: 50, baseline: 40 - 0.718 * 8, size: 8 };

/** A length for a PDF operator: to a thousandth of a point. */
const pt = (length: number) => Number(length.toFixed(3));

/** How wide one letter of the footer is (Helvetica, its size): measured once, by a document that is never written. */
const footerLetters = new Map<string, number>();
let ruler: PDFKit.PDFDocument | undefined;
function letterWidth(letter: string): number {
  let width = footerLetters.get(letter);
  if (width === undefined) {
    ruler ??= new PDFDocument({ autoFirstPage: false }).font("Helvetica").fontSize(FOOTER.size);
    width = ruler.widthOfString(letter);
    footerLetters.set(letter, width);
  }
  return width;
}

/**
 * "Seite i von n" at the foot of every page. Each page goes out as soon as it is full, long before n is
 * known: it draws "Seite i von " itself and shows n from one form XObject that every page refers to,
 * whose text is written at the end (pdfkit writes an object whenever it is ended; the cross-reference
 * table finds it). Drawn in PDF operators with a font resource of its own, without touching pdfkit's
 * text flow; without kerning, so the text is exactly as wide as its letters (letterWidth).
 */
function pageFooters(doc: PDFKit.PDFDocument) {
  const font = doc.ref({ Type: "Font", Subtype: "Type1", BaseFont: "Helvetica", Encoding: "WinAnsiEncoding" });
  font.end(null); // a dictionary only, no stream
  const resources = { Font: { Fz: font } };
  const total = doc.ref({ Type: "XObject", Subtype: "Form", BBox: [0, -10, 200, 20], Resources: resources });
  const text = (shown: string) => `BT /Fz ${FOOTER.size} Tf 0.4 0.4 0.4 rg (${shown}) Tj ET`;
  let pages = 0;
  doc.on("pageAdded", () => {
    const shown = `Seite ${++pages} von `;
    const width = [...shown].reduce((sum, letter) => sum + letterWidth(letter), 0);
    (doc.page.fonts as Record<string, unknown>).Fz = font;
    (doc.page.xobjects as Record<string, unknown>).Seitenzahl = total;
    // pdfkit draws upside down (every page starts with that flip); undone here: the PDF's own coordinates.
    doc.addContent(
      `q 1 0 0 -1 0 ${pt(doc.page.height)} cm 1 0 0 1 ${FOOTER.x} ${pt(FOOTER.baseline)} cm ${text(shown)} 1 0 0 1 ${pt(width)} 0 cm /Seitenzahl Do Q`,
    );
  });
  return {
    /** Writes the number of pages, now that it is known. */
    end() {
      total.end(text(String(pages)));
    },
  };
}

/**
 * The export as a PDF (pdfkit): a title, the filters and time of the export, one block per entry, page
 * numbers. Made as the client takes it: pdfkit writes each page out when the next one begins, the
 * bytes go out in pieces of about PIECE_BYTES, and the next piece is drawn only when the one before is
 * sent. `signal`: the request's; when it aborts, the export stops.
 */
export function logPdfStream(log: LogExport, meta: { filters: string; exportedBy: string; now: Date }, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const outcome = exportOutcome("pdf", log, signal);
  async function* pieces() {
    let parts: Buffer[] = [];
    let length = 0;
    const piece = () => {
      const joined = Buffer.concat(parts, length);
      parts = [];
      length = 0;
      return joined;
    };
    let doc: PDFKit.PDFDocument | undefined;
    let complete = false;
    let failure: unknown;
    try {
      // Each long stretch of its own – the start (pdfkit reads its fonts' metrics), the heading, the end
      // (the cross-reference table) – begins a task of its own rather than lengthen the one before.
      await nextTask();
      doc = new PDFDocument({ size: "A4", margin: 50, autoFirstPage: false, info: { Title: "Freigabe-Protokoll", Author: meta.exportedBy } });
      doc.on("data", (chunk: Buffer) => {
        parts.push(chunk);
        length += chunk.length;
      });
      const ended = new Promise<void>((resolve) => doc!.on("end", () => resolve()));
      const footers = pageFooters(doc);
      await nextTask();
      doc.addPage();
      doc.font("Helvetica-Bold").fontSize(18).text("Freigabe-Protokoll");
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor("#444444")
        .text(`Exportiert am ${formatSwissDateTime(meta.now)} von ${meta.exportedBy} · ${log.total} Einträge · Filter: ${meta.filters || "keine"}`);
      doc.moveDown();
      await nextTask();
      for await (const batch of log.batches) {
        for (const entry of batch) {
          // Long stretches of drawing let the event loop answer other requests first.
          await takeTurn();
          signal?.throwIfAborted();
          const [when, event, title, address, language, revision, actor, comment] = cells(entry);
          doc.fillColor("#000000").font("Helvetica-Bold").fontSize(10).text(`${when} – ${event}`);
          doc.font("Helvetica").fontSize(9).text(`${title} (${address}), ${language}, Revision ${revision}`);
          doc.text(`Person: ${actor}`);
          if (comment) doc.text(`Kommentar: ${comment}`);
          doc.moveDown(0.6);
          outcome.written();
          if (length >= PIECE_BYTES) yield piece();
        }
      }
      footers.end();
      await nextTask();
      doc.end();
      await ended;
      if (length) yield piece();
      complete = true;
      outcome.done();
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      // Also when the reader ended it early (the client went away): the generator then returns without an error.
      if (!complete) {
        outcome.stopped(failure);
        doc?.destroy();
      }
    }
  }
  return pulledStream(pieces());
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
