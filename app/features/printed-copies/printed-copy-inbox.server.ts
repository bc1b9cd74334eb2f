// The staff's side of printed copies (docs/decisions/0047-printed-copies.md): the inbox /cms/dokumente/anfragen with
// each request's due date (overdue ones first and marked), 'Versandt' recorded with who and when, and the CSV
// export. Every write checks the viewer (printedCopies.handle) and is one transaction.
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Queryable } from "#db/client.server";
import { documentKinds, documents, documentVersions, pages, printedCopyRequests, productRecords } from "#db/schema";
import { assertOperation, type Viewer } from "~/core/access/viewer";
import { languageFacts, isSiteLanguage } from "~/lib/languages";
import { formatSwissDateTime } from "~/lib/date-format";
import { toCsv } from "~/lib/csv.server";
import { isOverdue, lastDayOf } from "./printed-copy-rules";
import { printedCopyTexts } from "./printed-copy-texts";

export type InboxFilter = "open" | "shipped" | "all";

export interface PrintedCopyRow {
  id: number;
  product: string;
  productNumber: number;
  articleNumber: string | null;
  kindName: string;
  documentLanguage: string;
  versionLabel: string;
  visitorLanguage: string;
  name: string | null;
  institution: string | null;
  address: string | null;
  email: string | null;
  message: string | null;
  receivedAt: string;
  dueAt: string;
  /** The last day it may be sent on. */
  dueDay: string;
  shippedAt: string | null;
  shippedBy: string | null;
  erasedAt: string | null;
  overdue: boolean;
}

const PAGE_SIZE = 50;

/** The product's German page title (staff read German), else any version's, else its number. */
const productTitle = sql<string | null>`(select ${pages.title} from ${pages} where ${pages.translationKey} = ${productRecords.translationKey}
  order by (${pages.language} = 'de') desc, ${pages.id} limit 1)`;

function requestsQuery(db: Queryable) {
  return db
    .select({
      id: printedCopyRequests.id,
      product: productTitle,
      productNumber: productRecords.number,
      articleNumber: productRecords.articleNumber,
      kindNames: documentKinds.names,
      documentLanguage: documents.language,
      versionLabel: documentVersions.label,
      visitorLanguage: printedCopyRequests.visitorLanguage,
      name: printedCopyRequests.name,
      institution: printedCopyRequests.institution,
      address: printedCopyRequests.address,
      email: printedCopyRequests.email,
      message: printedCopyRequests.message,
      receivedAt: printedCopyRequests.receivedAt,
      dueAt: printedCopyRequests.dueAt,
      shippedAt: printedCopyRequests.shippedAt,
      shippedBy: printedCopyRequests.shippedBy,
      erasedAt: printedCopyRequests.erasedAt,
    })
    .from(printedCopyRequests)
    .innerJoin(documentVersions, eq(documentVersions.id, printedCopyRequests.documentVersionId))
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(documentKinds, eq(documentKinds.id, documents.kindId))
    .innerJoin(productRecords, eq(productRecords.translationKey, documents.productKey))
    .$dynamic();
}

type QueriedRow = Awaited<ReturnType<ReturnType<typeof requestsQuery>["execute"]>>[number];

function toRow(row: QueriedRow, now: Date): PrintedCopyRow {
  return {
    id: row.id,
    product: row.product ?? `Produkt ${row.productNumber}`,
    productNumber: row.productNumber,
    articleNumber: row.articleNumber,
    kindName: row.kindNames.de ?? "",
    documentLanguage: row.documentLanguage,
    versionLabel: row.versionLabel,
    visitorLanguage: row.visitorLanguage,
    name: row.name,
    institution: row.institution,
    address: row.address,
    email: row.email,
    message: row.message,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    dueDay: lastDayOf(row.dueAt).toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    shippedBy: row.shippedBy,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    overdue: isOverdue(row, now),
  };
}

const filterCondition = (filter: InboxFilter) =>
  filter === "open" ? isNull(printedCopyRequests.shippedAt) : filter === "shipped" ? isNotNull(printedCopyRequests.shippedAt) : undefined;

export interface PrintedCopyInbox {
  requests: PrintedCopyRow[];
  open: number;
  overdue: number;
  page: number;
  pageCount: number;
}

/** One page of the inbox: the open ones by due date (the most urgent first), the sent ones newest first. */
export async function loadPrintedCopyInbox(
  db: Queryable,
  { filter, page, now = new Date() }: { filter: InboxFilter; page: number; now?: Date },
): Promise<PrintedCopyInbox> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${filterCondition(filter) ?? sql`true`})`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${printedCopyRequests.shippedAt} is null)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${printedCopyRequests.shippedAt} is null and ${printedCopyRequests.dueAt} <= ${now})`.mapWith(Number),
    })
    .from(printedCopyRequests);
  const pageCount = Math.max(1, Math.ceil(counts.total / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await requestsQuery(db)
    .where(filterCondition(filter))
    .orderBy(
      sql`(${printedCopyRequests.shippedAt} is null) desc`,
      sql`case when ${printedCopyRequests.shippedAt} is null then ${printedCopyRequests.dueAt} end asc`,
      desc(printedCopyRequests.receivedAt),
      desc(printedCopyRequests.id),
    )
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return { requests: rows.map((row) => toRow(row, now)), open: counts.open, overdue: counts.overdue, page: current, pageCount };
}

/** The open requests due by `now`, the most overdue first (the daily reminder). */
export async function overdueRequests(db: Queryable, now: Date): Promise<PrintedCopyRow[]> {
  const rows = await requestsQuery(db)
    .where(and(isNull(printedCopyRequests.shippedAt), sql`${printedCopyRequests.dueAt} <= ${now}`))
    .orderBy(asc(printedCopyRequests.dueAt), asc(printedCopyRequests.id));
  return rows.map((row) => toRow(row, now));
}

export type ShipOutcome = { ok: true; message: string } | { ok: false; message: string; status: 404 | 409 };

/** 'Als versandt markieren': when and by whom; a request already marked keeps its first record. */
export async function markPrintedCopyShipped(db: Database, viewer: Viewer, id: number, now = new Date()): Promise<ShipOutcome> {
  assertOperation(viewer, "printedCopies.handle");
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ shippedAt: printedCopyRequests.shippedAt }).from(printedCopyRequests).where(eq(printedCopyRequests.id, id)).for("update");
    if (!row) return { ok: false, message: printedCopyTexts.notFound, status: 404 };
    if (row.shippedAt) return { ok: false, message: printedCopyTexts.alreadyShipped(formatSwissDateTime(row.shippedAt)), status: 409 };
    await tx
      .update(printedCopyRequests)
      .set({ shippedAt: now, shippedBy: viewer.name ? `${viewer.name} <${viewer.email}>` : viewer.email })
      .where(eq(printedCopyRequests.id, id));
    return { ok: true, message: printedCopyTexts.shipped };
  });
}

const languageName = (language: string) => (isSiteLanguage(language) ? languageFacts[language].staffName : language);

/** Every request as a CSV file (the project's writer, app/lib/csv.server.ts), oldest first. */
export async function exportPrintedCopiesCsv(db: Queryable, now = new Date()): Promise<string> {
  const rows = (await requestsQuery(db).orderBy(asc(printedCopyRequests.receivedAt), asc(printedCopyRequests.id))).map((row) => toRow(row, now));
  const date = (iso: string | null) => (iso ? formatSwissDateTime(iso) : "");
  return toCsv(
    printedCopyTexts.csvHeader,
    rows.map((r) => [
      r.id,
      date(r.receivedAt),
      date(r.dueDay).slice(0, 10),
      r.shippedAt ? date(r.shippedAt) : r.overdue ? printedCopyTexts.overdue : printedCopyTexts.open,
      r.shippedBy,
      r.product,
      r.articleNumber,
      r.kindName,
      languageName(r.documentLanguage),
      r.versionLabel,
      r.name,
      r.institution,
      r.address,
      r.email,
      r.message,
      languageName(r.visitorLanguage),
      date(r.erasedAt),
    ]),
  );
}

/** The export's file name: "gedruckte-ausgaben-2026-12-02.csv" (the Zurich day). */
export function printedCopiesCsvName(now: Date): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `gedruckte-ausgaben-${day}.csv`;
}
