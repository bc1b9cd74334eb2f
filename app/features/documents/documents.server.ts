// 'Dokumente' (docs/decisions/0046-documents.md): a product's documents per kind and language, and the lifecycle of
// their versions – draft → published (publication date set once, the file checked against its hash and copied to
// the storage's public area) → withdrawn with a reason; nothing replaced; deletion of a published or withdrawn
// version only after the product's retention date. Where the product needs approval (decision 0043's rule for its
// page group), a version is submitted and approved by a second person first – through app/features/approval, the
// one owner of approval (document-approval.server.ts).
//
// Every write checks the viewer (writeContent → assertOperation) and is one transaction; refusals are thrown as
// DocumentError with a German message (and field errors for a form), or as the approval's ApprovalError. Files
// are written to the storage before the row that names them and removed again when the transaction fails, so a
// row never names a missing file and the public area never holds a file no published version names.
import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { db as database, type Queryable } from "#db/client.server";
import {
  documentKinds,
  documents,
  documentVersions,
  pages,
  printedCopyRequests,
  productRecords,
  type DocumentKind,
  type DocumentRow,
  type DocumentSubmissionFacts,
  type DocumentVersion,
  type Page,
  type ProductRecord,
} from "#db/schema";
import { can } from "~/core/access/access-control";
import { assertOperation, type Viewer } from "~/core/access/viewer";
import { writeContent } from "~/core/content/content-write.server";
import { announceContentChange } from "~/core/content/content-announce.server";
import { contentChanged } from "~/core/content/content-version.server";
import { documentChangeScope, reportDocumentChange, reportProductRecordChange } from "~/features/visitor-site/document-scope.server";
import { logger } from "~/core/logger.server";
import { isSiteLanguage, siteLanguages, type SiteLanguage } from "~/lib/languages";
import { neighbourOf, swappedOrders, type MoveDirection } from "~/lib/neighbour-order";
import {
  approvedDocumentRequest,
  latestDocumentRequests,
  latestDocumentRequestStatus,
  openRequestStatuses,
  productRequiresApproval,
  recordDocumentPublication,
  submitDocumentVersion as submitForApproval,
  voidDocumentRequest,
} from "~/features/approval/document-approval.server";
import { notifySubmission } from "~/features/approval/approval-mails.server";
import { StorageUnavailableError } from "~/features/media/storage/media-storage.server";
import {
  CHANGES_LIMIT,
  currentVersion,
  deletionVerdict,
  documentFileName,
  documentTexts,
  LABEL_LIMIT,
  mayReadDocuments,
  MAX_DOCUMENT_BYTES,
  REASON_LIMIT,
  retentionDate,
  staffFilePath,
  storedDocumentName,
  swissToday,
  versionFilePath,
  versionState,
  isCalendarDay,
  type DocumentVersionState,
} from "./document-rules";
import { documentStorages, readVerified, sha256Of, storeByHash } from "./document-storage.server";
import { inspectPdf } from "./pdf-inspection.server";

/** A refusal with its HTTP status and, for a form, the fields it is about. */
export class DocumentError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 503,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "DocumentError";
  }
}

const fieldError = (field: string, message: string, status: 400 | 409 | 413 = 400) => new DocumentError(message, status, { [field]: message });

function assertMayRead(viewer: Viewer) {
  if (!mayReadDocuments(viewer.role)) {
    throw data({ ok: false, message: documentTexts.forbidden }, { status: 403 });
  }
}

const actorOf = (viewer: Pick<Viewer, "id" | "email">) => ({ id: viewer.id, email: viewer.email });

// ---------------------------------------------------------------------------------------------
// Views

export interface DocumentKindView {
  id: number;
  key: string;
  /** German name (the staff's). */
  name: string;
  names: Partial<Record<string, string>>;
  requiresTextLayer: boolean;
  sortOrder: number;
}

export interface DocumentApprovalView {
  id: number;
  status: "submitted" | "approved" | "rejected" | "voided";
  submittedBy: string;
  submittedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  reason: string | null;
  comment: string | null;
}

/** A version's label, what changed, its flag and its file (versionFacts below). */
type VersionFacts = Pick<DocumentVersion, "label" | "changes" | "safetyRelevant" | "fileSha256" | "fileName" | "sizeBytes" | "pageCount">;

export interface DocumentVersionView extends VersionFacts {
  id: number;
  documentId: number;
  status: DocumentVersion["status"];
  state: DocumentVersionState;
  /** The version the document's stable address serves now. */
  current: boolean;
  uploadedBy: string;
  createdAt: Date;
  publishedAt: Date | null;
  publishedBy: string | null;
  withdrawnAt: Date | null;
  withdrawnBy: string | null;
  withdrawnReason: string | null;
  integrityCheckedAt: Date | null;
  integrityFailedAt: Date | null;
  /** The product's retention date ("YYYY-MM-DD") for a published or withdrawn version; null for a draft or while there is none. */
  retentionUntil: string | null;
  /** Whether deleting is allowed today (a draft; or past the retention date). */
  deletable: boolean;
  /** The newest approval request of the version (open, decided or voided), null when never submitted. */
  approval: DocumentApprovalView | null;
  /** Visitors' address of a published or withdrawn version (without the database); null for a draft. */
  publicPath: string | null;
  /** Staff's download of the file (drafts for review). */
  staffPath: string;
}

export interface ProductDocumentsView {
  product: {
    key: string;
    number: number;
    articleNumber: string | null;
    udiDi: string | null;
    lastPlacedOnMarket: string | null;
    retentionYears: number;
    /** 'zuletzt in Verkehr gebracht' plus the retention years; null while it is still placed on the market. */
    retentionUntil: string | null;
    updatedBy: string | null;
    updatedAt: Date;
    /** Publishing a version needs an approval by a second person (decision 0043's rule for the product's pages). */
    requiresApproval: boolean;
  };
  /** The product's pages (its language versions), German first. */
  pages: { id: number; language: string; title: string; slug: string; published: boolean }[];
  kinds: DocumentKindView[];
  /** Every kind × every site language, each with its versions, newest first. */
  documents: { kindId: number; kindKey: string; language: SiteLanguage; documentId: number | null; versions: DocumentVersionView[] }[];
}

export interface DocumentListRow {
  versionId: number;
  documentId: number;
  productKey: string;
  productNumber: number;
  productTitle: string;
  kindId: number;
  kindKey: string;
  kindName: string;
  language: string;
  label: string;
  state: DocumentVersionState;
  current: boolean;
  safetyRelevant: boolean;
  fileName: string;
  fileSha256: string;
  sizeBytes: number;
  uploadedBy: string;
  createdAt: Date;
  publishedAt: Date | null;
  withdrawnAt: Date | null;
  integrityFailedAt: Date | null;
  publicPath: string | null;
  staffPath: string;
}

/** The list's states: a version's, and a failed integrity check (whatever its state). */
export type ListedState = DocumentVersionState | "integrity-failed";

export interface DocumentListFilters {
  productKey?: string;
  kindId?: number;
  language?: string;
  state?: ListedState;
}

const kindView = (kind: DocumentKind): DocumentKindView => ({
  id: kind.id,
  key: kind.key,
  name: kind.names.de ?? kind.key,
  names: kind.names,
  requiresTextLayer: kind.requiresTextLayer,
  sortOrder: kind.sortOrder,
});

async function allKinds(db: Queryable): Promise<DocumentKind[]> {
  return db.select().from(documentKinds).orderBy(asc(documentKinds.sortOrder), asc(documentKinds.id));
}

/** The pages of a product (a page group of kind 'product'), German first; a refusal when there is no such product. */
async function productPages(db: Queryable, productKey: string): Promise<Page[]> {
  if (!/^[0-9a-f-]{36}$/i.test(productKey)) throw new DocumentError(documentTexts.productNotFound, 404);
  const rows = await db.select().from(pages).where(eq(pages.translationKey, productKey));
  if (!rows.length || rows.some((page) => page.kind !== "product")) throw new DocumentError(documentTexts.productNotFound, 404);
  return rows.sort((a, b) => siteLanguages.indexOf(a.language as SiteLanguage) - siteLanguages.indexOf(b.language as SiteLanguage));
}

/** The product's record, created on first use (its number is then drawn). */
async function ensureProductRecord(db: Queryable, productKey: string): Promise<ProductRecord> {
  await productPages(db, productKey);
  return productRecordOf(db, productKey);
}

/** ensureProductRecord for a key already known to be a product's (productPages). */
async function productRecordOf(db: Queryable, productKey: string): Promise<ProductRecord> {
  const existing = () => db.select().from(productRecords).where(eq(productRecords.translationKey, productKey)).limit(1);
  const [found] = await existing();
  if (found) return found;
  // Looked up first: an insert that meets a conflict would still draw a number from the sequence.
  await db.insert(productRecords).values({ translationKey: productKey }).onConflictDoNothing();
  const [record] = await existing();
  return record;
}

type Requests = Awaited<ReturnType<typeof latestDocumentRequests>>;

function approvalView(request: Requests extends Map<number, infer R> ? R : never): DocumentApprovalView {
  return {
    id: request.id,
    status: request.status,
    submittedBy: request.submittedBy,
    submittedAt: request.submittedAt,
    decidedBy: request.decidedBy,
    decidedAt: request.decidedAt,
    reason: request.reason,
    comment: request.comment,
  };
}

function openStatus(request: DocumentApprovalView | null): "submitted" | "approved" | null {
  return request && (request.status === "submitted" || request.status === "approved") ? request.status : null;
}

/** What a version says of itself and its file: the screens show it, a reviewer approves it. */
function versionFacts(version: DocumentVersion): VersionFacts {
  const { label, changes, safetyRelevant, fileSha256, fileName, sizeBytes, pageCount } = version;
  return { label, changes, safetyRelevant, fileSha256, fileName, sizeBytes, pageCount };
}

function versionView(version: DocumentVersion, currentId: number | null, retention: string | null, requests: Requests, today: string): DocumentVersionView {
  const request = requests.get(version.id);
  const approval = request ? approvalView(request) : null;
  const retentionUntil = version.status === "draft" ? null : retention;
  return {
    id: version.id,
    documentId: version.documentId,
    ...versionFacts(version),
    status: version.status,
    state: versionState(version.status, openStatus(approval)),
    current: version.id === currentId,
    uploadedBy: version.uploadedBy,
    createdAt: version.createdAt,
    publishedAt: version.publishedAt,
    publishedBy: version.publishedBy,
    withdrawnAt: version.withdrawnAt,
    withdrawnBy: version.withdrawnBy,
    withdrawnReason: version.withdrawnReason,
    integrityCheckedAt: version.integrityCheckedAt,
    integrityFailedAt: version.integrityFailedAt,
    retentionUntil,
    deletable: deletionVerdict(version.status, retention, today).ok,
    approval,
    publicPath: version.status === "draft" || version.integrityFailedAt ? null : versionFilePath(version.fileSha256, version.fileName),
    staffPath: staffFilePath(version.id),
  };
}

/** Newest first: by publication (drafts, unpublished, on top), then by upload. */
function newestFirst(a: DocumentVersion, b: DocumentVersion): number {
  const at = (v: DocumentVersion) => (v.publishedAt ?? new Date(8.64e15)).getTime();
  return at(b) - at(a) || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}

/** A product's documents: its record (created on first use), its pages, every kind and, per kind × language, its versions. */
export async function productDocuments(viewer: Viewer, productKey: string): Promise<ProductDocumentsView> {
  assertMayRead(viewer);
  const db = database();
  const productPageRows = await productPages(db, productKey);
  const record = await db.transaction((tx) => productRecordOf(tx, productKey));
  const [kinds, docs, requiresApproval] = await Promise.all([
    allKinds(db),
    db.select().from(documents).where(eq(documents.productKey, productKey)),
    productRequiresApproval(db, productPageRows[0]),
  ]);
  const versions = docs.length
    ? await db
        .select()
        .from(documentVersions)
        .where(
          inArray(
            documentVersions.documentId,
            docs.map((d) => d.id),
          ),
        )
    : [];
  const requests = await latestDocumentRequests(
    db,
    versions.map((v) => v.id),
  );
  const retention = retentionDate(record.lastPlacedOnMarket, record.retentionYears);
  const today = swissToday();
  const documentViews: ProductDocumentsView["documents"] = [];
  for (const kind of kinds) {
    for (const language of siteLanguages) {
      const doc = docs.find((d) => d.kindId === kind.id && d.language === language);
      const own = doc ? versions.filter((v) => v.documentId === doc.id).sort(newestFirst) : [];
      const current = currentVersion(own);
      documentViews.push({
        kindId: kind.id,
        kindKey: kind.key,
        language,
        documentId: doc?.id ?? null,
        versions: own.map((v) => versionView(v, current?.id ?? null, retention, requests, today)),
      });
    }
  }
  return {
    product: {
      key: record.translationKey,
      number: record.number,
      articleNumber: record.articleNumber,
      udiDi: record.udiDi,
      lastPlacedOnMarket: record.lastPlacedOnMarket,
      retentionYears: record.retentionYears,
      retentionUntil: retention,
      updatedBy: record.updatedBy,
      updatedAt: record.updatedAt,
      requiresApproval,
    },
    pages: productPageRows.map((p) => ({ id: p.id, language: p.language, title: p.title, slug: p.slug, published: p.published })),
    kinds: kinds.map(kindView),
    documents: documentViews,
  };
}

// ---------------------------------------------------------------------------------------------
// The 'Dokumente' list: filtered, counted and paged in SQL, so a page costs the same with ten versions or ten thousand

/** A version's state as the list filters it (the states of versionState, and a failed integrity check whatever the state), in SQL. */
function stateCondition(state: ListedState): SQL {
  if (state === "integrity-failed") return isNotNull(documentVersions.integrityFailedAt);
  if (state === "published" || state === "withdrawn") return eq(documentVersions.status, state);
  const request = latestDocumentRequestStatus(documentVersions.id);
  const open = state === "draft" ? notInArray(sql`coalesce(${request}, '')`, [...openRequestStatuses]) : eq(request, state);
  return and(eq(documentVersions.status, "draft"), open)!;
}

function listCondition(filters: DocumentListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.productKey) conditions.push(eq(documents.productKey, filters.productKey));
  if (filters.kindId) conditions.push(eq(documents.kindId, filters.kindId));
  if (filters.language) conditions.push(eq(documents.language, filters.language));
  if (filters.state) conditions.push(stateCondition(filters.state));
  return conditions.length ? and(...conditions) : undefined;
}

/** The versions with their document, kind and product (every version has all three), and how many the filters pick in all. */
function listedVersions(db: Queryable) {
  return db
    .select({
      version: documentVersions,
      document: documents,
      kind: documentKinds,
      number: productRecords.number,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(documentKinds, eq(documentKinds.id, documents.kindId))
    .innerJoin(productRecords, eq(productRecords.translationKey, documents.productKey))
    .$dynamic();
}

/** Newest first, as productDocuments sorts (newestFirst): drafts (no publication date) first, then by publication, upload and row. */
const newestFirstSql = [sql`${documentVersions.publishedAt} desc nulls first`, desc(documentVersions.createdAt), desc(documentVersions.id)];

/** The products' titles for staff: the German page's, else any version's. */
async function productTitles(db: Queryable, productKeys: readonly string[]): Promise<(key: string) => string> {
  const titles = productKeys.length
    ? await db
        .select({ key: pages.translationKey, language: pages.language, title: pages.title })
        .from(pages)
        .where(inArray(pages.translationKey, [...productKeys]))
    : [];
  return (key) => (titles.find((t) => t.key === key && t.language === "de") ?? titles.find((t) => t.key === key))?.title ?? "–";
}

type ListedRow = { version: DocumentVersion; document: DocumentRow; kind: DocumentKind; number: number };

/** The list's rows as the screens read them: each with its state (its newest approval request) and whether it is its document's current version. */
async function listRows(db: Queryable, rows: readonly ListedRow[]): Promise<DocumentListRow[]> {
  const documentIds = [...new Set(rows.map((r) => r.document.id))];
  const [titleOf, requests, siblings] = await Promise.all([
    productTitles(db, [...new Set(rows.map((r) => r.document.productKey))]),
    latestDocumentRequests(
      db,
      rows.map((r) => r.version.id),
    ),
    // The current version is decided among all of a document's versions, not only those on this page.
    documentIds.length
      ? db
          .select({
            id: documentVersions.id,
            documentId: documentVersions.documentId,
            status: documentVersions.status,
            publishedAt: documentVersions.publishedAt,
            integrityFailedAt: documentVersions.integrityFailedAt,
          })
          .from(documentVersions)
          .where(inArray(documentVersions.documentId, documentIds))
      : Promise.resolve([]),
  ]);
  const currentByDocument = new Map(documentIds.map((id) => [id, currentVersion(siblings.filter((v) => v.documentId === id))?.id ?? null]));
  return rows.map(({ version, document, kind, number }): DocumentListRow => {
    const request = requests.get(version.id);
    return {
      versionId: version.id,
      documentId: document.id,
      productKey: document.productKey,
      productNumber: number,
      productTitle: titleOf(document.productKey),
      kindId: kind.id,
      kindKey: kind.key,
      kindName: kind.names.de ?? kind.key,
      language: document.language,
      label: version.label,
      state: versionState(version.status, request ? openStatus(approvalView(request)) : null),
      current: currentByDocument.get(document.id) === version.id,
      safetyRelevant: version.safetyRelevant,
      fileName: version.fileName,
      fileSha256: version.fileSha256,
      sizeBytes: version.sizeBytes,
      uploadedBy: version.uploadedBy,
      createdAt: version.createdAt,
      publishedAt: version.publishedAt,
      withdrawnAt: version.withdrawnAt,
      integrityFailedAt: version.integrityFailedAt,
      publicPath: version.status === "draft" || version.integrityFailedAt ? null : versionFilePath(version.fileSha256, version.fileName),
      staffPath: staffFilePath(version.id),
    };
  });
}

/** One page of the versions the filters pick ('Dokumente' screen): the page asked for, clamped to the last one, with the count. */
export async function listDocumentPage(
  viewer: Viewer,
  filters: DocumentListFilters,
  requested: number,
  size: number,
): Promise<{ rows: DocumentListRow[]; page: number; pageCount: number; total: number }> {
  assertMayRead(viewer);
  const db = database();
  const where = listCondition(filters);
  const pageRows = (page: number) =>
    listedVersions(db)
      .where(where)
      .orderBy(...newestFirstSql)
      .limit(size)
      .offset((page - 1) * size);
  // One query: the page's rows carry the count. Only a page past the end (an old link) needs the count first.
  let page = Math.max(1, requested);
  let rows = await pageRows(page);
  if (!rows.length && page > 1) {
    const firstPage = await pageRows(1);
    page = Math.max(1, Math.ceil((firstPage[0]?.total ?? 0) / size));
    rows = page === 1 ? firstPage : await pageRows(page);
  }
  const total = rows[0]?.total ?? 0;
  return { rows: await listRows(db, rows), page, pageCount: Math.max(1, Math.ceil(total / size)), total };
}

/** The choices of the list's filters: the products, kinds (in their order) and languages that have versions. */
export async function documentListChoices(viewer: Viewer): Promise<{
  products: { key: string; title: string }[];
  kinds: { id: number; key: string; name: string }[];
  languages: string[];
}> {
  assertMayRead(viewer);
  const db = database();
  const hasVersions = sql`exists (select 1 from ${documentVersions} where ${documentVersions.documentId} = ${documents.id})`;
  const [products, kinds, languages] = await Promise.all([
    db.selectDistinct({ key: documents.productKey }).from(documents).where(hasVersions),
    db
      .select()
      .from(documentKinds)
      .where(inArray(documentKinds.id, db.select({ id: documents.kindId }).from(documents).where(hasVersions)))
      .orderBy(asc(documentKinds.sortOrder), asc(documentKinds.id)),
    db.selectDistinct({ language: documents.language }).from(documents).where(hasVersions),
  ]);
  const titleOf = await productTitles(
    db,
    products.map((p) => p.key),
  );
  return {
    products: products.map(({ key }) => ({ key, title: titleOf(key) })).sort((a, b) => a.title.localeCompare(b.title, "de")),
    kinds: kinds.map((kind) => ({ id: kind.id, key: kind.key, name: kindView(kind).name })),
    languages: languages.map((l) => l.language),
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

export interface NewDocumentVersion {
  productKey: string;
  kindId: number;
  language: string;
  label: string;
  changes?: string;
  safetyRelevant?: boolean;
  /** The file as received; `sha256` when the receiver hashed it while it arrived (checked again here). */
  file: { name: string; bytes: Buffer; sha256?: string };
}

/** The checks of a new version's fields, all at once (a form shows every field's error together). */
function checkFields(input: NewDocumentVersion): { label: string; changes: string } {
  const errors: Record<string, string> = {};
  const label = input.label.trim();
  const changes = (input.changes ?? "").trim();
  if (!label) errors.label = documentTexts.labelRequired;
  else if (label.length > LABEL_LIMIT) errors.label = documentTexts.labelTooLong;
  if (changes.length > CHANGES_LIMIT) errors.changes = documentTexts.changesTooLong;
  if (!isSiteLanguage(input.language)) errors.language = documentTexts.languageInvalid;
  if (!Number.isInteger(input.kindId) || input.kindId <= 0) errors.kindId = documentTexts.kindNotFound;
  if (!input.file || !input.file.bytes) errors.file = documentTexts.fileRequired;
  else if (input.file.bytes.length === 0) errors.file = documentTexts.fileEmpty;
  const first = Object.values(errors)[0];
  if (first) throw new DocumentError(first, 400, errors);
  return { label, changes };
}

/** Whether any version still names this file in the area its status keeps it in. */
async function fileStillNamed(db: Queryable, sha256: string, area: "pending" | "public"): Promise<boolean> {
  const [row] = await db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(and(eq(documentVersions.fileSha256, sha256), area === "pending" ? eq(documentVersions.status, "draft") : ne(documentVersions.status, "draft")))
    .limit(1);
  return Boolean(row);
}

/** Removes a file no version names any more (after a failed write, a publication, a deletion). A failure only logs: a stray file is harmless, a stray row is not. */
async function dropUnnamedFile(sha256: string, area: "pending" | "public") {
  try {
    if (await fileStillNamed(database(), sha256, area)) return;
    await documentStorages()[area].remove(storedDocumentName(sha256));
  } catch (error) {
    logger.warn({ error: (error as Error).message, sha256, area }, "Dokumentdatei konnte nicht entfernt werden");
  }
}

function storageRefusal(error: unknown): never {
  if (error instanceof StorageUnavailableError) throw new DocumentError(documentTexts.storageUnavailable, 503);
  throw error;
}

/**
 * A new version of a product's document (product × kind × language), as a draft: the file checked by its content
 * (a PDF, at most 50 MB, readable; with a text layer where the kind asks for one), its SHA-256 and page count
 * recorded, the file stored in the pending area. The document is created on its first version.
 */
export async function addDocumentVersion(viewer: Viewer, input: NewDocumentVersion): Promise<{ versionId: number; sha256: string }> {
  assertOperation(viewer, "documents.manage");
  const { label, changes } = checkFields(input);
  const bytes = input.file.bytes;
  if (bytes.length > MAX_DOCUMENT_BYTES) throw fieldError("file", documentTexts.fileTooLarge, 413);
  const db = database();
  const [kind] = await db.select().from(documentKinds).where(eq(documentKinds.id, input.kindId)).limit(1);
  if (!kind) throw fieldError("kindId", documentTexts.kindNotFound);
  await productPages(db, input.productKey);
  const inspection = await inspectPdf(bytes);
  if (!inspection.ok) throw fieldError("file", inspection.problem === "not-pdf" ? documentTexts.notPdf : documentTexts.unreadablePdf);
  if (kind.requiresTextLayer && !inspection.hasText) throw fieldError("file", documentTexts.noTextLayer(kind.names.de ?? kind.key));
  const sha256 = sha256Of(bytes);
  // The receiver hashed the bytes as they arrived; a difference here means they changed in between.
  if (input.file.sha256 && input.file.sha256 !== sha256) throw fieldError("file", documentTexts.unreadablePdf);
  await storeByHash(documentStorages().pending, sha256, bytes).catch(storageRefusal);
  try {
    const version = await writeContent(viewer, "documents.manage", async (tx, v) => {
      await ensureProductRecord(tx, input.productKey);
      await tx.insert(documents).values({ productKey: input.productKey, kindId: kind.id, language: input.language }).onConflictDoNothing();
      const [document] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.productKey, input.productKey), eq(documents.kindId, kind.id), eq(documents.language, input.language)))
        .limit(1);
      const [taken] = await tx
        .select({ id: documentVersions.id })
        .from(documentVersions)
        .where(and(eq(documentVersions.documentId, document.id), eq(documentVersions.label, label)))
        .limit(1);
      if (taken) throw fieldError("label", documentTexts.labelTaken(label), 409);
      const [row] = await tx
        .insert(documentVersions)
        .values({
          documentId: document.id,
          label,
          changes,
          safetyRelevant: Boolean(input.safetyRelevant),
          fileSha256: sha256,
          fileName: documentFileName(input.file.name),
          sizeBytes: bytes.length,
          pageCount: inspection.pageCount,
          status: "draft",
          uploadedById: v.id,
          uploadedBy: v.email,
        })
        .returning({ id: documentVersions.id });
      // A draft: no visitor's page changes (app/features/visitor-site/document-scope.server.ts), no cached page drops.
      await reportDocumentChange(tx, []);
      return row;
    });
    return { versionId: version.id, sha256 };
  } catch (error) {
    await dropUnnamedFile(sha256, "pending");
    throw error;
  }
}

interface VersionContext {
  version: DocumentVersion;
  kind: DocumentKind;
  productKey: string;
  language: string;
  record: ProductRecord;
  pages: Page[];
}

/** The version with its document's facts, locked for this transaction (two publications of one draft cannot both run). */
async function lockedVersion(db: Queryable, versionId: number): Promise<VersionContext> {
  const [version] = await db.select().from(documentVersions).where(eq(documentVersions.id, versionId)).for("update").limit(1);
  if (!version) throw new DocumentError(documentTexts.versionNotFound, 404);
  const [row] = await db
    .select({ document: documents, kind: documentKinds, record: productRecords })
    .from(documents)
    .innerJoin(documentKinds, eq(documentKinds.id, documents.kindId))
    .innerJoin(productRecords, eq(productRecords.translationKey, documents.productKey))
    .where(eq(documents.id, version.documentId))
    .limit(1);
  const productPageRows = await db.select().from(pages).where(eq(pages.translationKey, row.document.productKey));
  return { version, kind: row.kind, productKey: row.document.productKey, language: row.document.language, record: row.record, pages: productPageRows };
}

/** The product's page in the document's language, else its German page, else any. */
function pageFor(context: VersionContext): Page | undefined {
  return context.pages.find((p) => p.language === context.language) ?? context.pages.find((p) => p.language === "de") ?? context.pages[0];
}

async function needsApproval(db: Queryable, context: VersionContext): Promise<boolean> {
  const page = pageFor(context);
  return page ? productRequiresApproval(db, page) : false;
}

/**
 * Records a failed integrity check, outside any transaction that holds the version's row (a refusal rolls those back).
 * A failed file is no longer shown: the pages that listed it drop, announced like any content change (decision 0047).
 */
export async function recordIntegrityFailure(versionIds: readonly number[], at = new Date(), db: Queryable = database()) {
  if (!versionIds.length) return;
  const scope = await db.transaction(async (tx) => {
    await tx
      .update(documentVersions)
      .set({ integrityFailedAt: at, integrityCheckedAt: at })
      .where(inArray(documentVersions.id, [...versionIds]));
    const changed = await documentChangeScope(tx, versionIds);
    await announceContentChange(tx, changed);
    return changed;
  });
  await contentChanged(scope);
}

/**
 * Publishes a draft: refused where the product needs approval and this version is not approved. The pending file is
 * checked against the recorded hash and copied to the public area; the publication date is set now, once.
 */
export async function publishDocumentVersion(viewer: Viewer, versionId: number, now = new Date()): Promise<{ label: string }> {
  let published: { sha256: string; label: string };
  // Set inside the transaction's callback, read after it: an object (a `let` would look forever undefined to the type checker).
  const happened: { copied?: string; failedIntegrity?: boolean } = {};
  try {
    published = await writeContent(viewer, "documents.manage", async (tx, v) => {
      const context = await lockedVersion(tx, versionId);
      const { version } = context;
      if (version.status !== "draft") throw new DocumentError(documentTexts.notDraft, 409);
      const request = (await needsApproval(tx, context)) ? await approvedDocumentRequest(tx, version.id) : undefined;
      if (request === null) throw new DocumentError(documentTexts.needsApproval(version.label), 409);
      const stored = await readVerified(documentStorages().pending, version.fileSha256).catch(storageRefusal);
      if (!stored.ok) {
        happened.failedIntegrity = true;
        throw new DocumentError(documentTexts.integrityMismatch(version.label), 409);
      }
      await storeByHash(documentStorages().public, version.fileSha256, stored.bytes).catch(storageRefusal);
      happened.copied = version.fileSha256;
      await tx
        .update(documentVersions)
        .set({ status: "published", publishedAt: now, publishedBy: v.email, integrityCheckedAt: now, integrityFailedAt: null })
        .where(eq(documentVersions.id, version.id));
      // The pages that show it drop when this commits, here and in the other processes (decision 0047).
      await reportDocumentChange(tx, [version.id]);
      if (request) await recordDocumentPublication(tx, request, actorOf(v), now);
      return { sha256: version.fileSha256, label: version.label };
    });
  } catch (error) {
    // The transaction did not commit: a file it copied to the public area is named by no published version.
    if (happened.copied) await dropUnnamedFile(happened.copied, "public");
    // Recorded once the version's row lock is released (the refusal rolled the transaction back).
    if (happened.failedIntegrity) await recordIntegrityFailure([versionId], now);
    throw error;
  }
  await dropUnnamedFile(published.sha256, "pending");
  return { label: published.label };
}

/** 'Zur Freigabe einreichen' of a draft whose product needs approval; the approvers' mail goes out after the commit. */
export async function submitDocumentVersion(viewer: Viewer, versionId: number, comment?: string): Promise<{ label: string; requestId: number }> {
  const request = await writeContent(viewer, "approvals.submit", async (tx, v) => {
    const context = await lockedVersion(tx, versionId);
    const { version, kind } = context;
    if (version.status !== "draft") throw new DocumentError(documentTexts.notDraft, 409);
    if (!(await needsApproval(tx, context))) throw new DocumentError(documentTexts.approvalNotRequired, 400);
    const page = pageFor(context)!;
    const german = context.pages.find((p) => p.language === "de") ?? page;
    const facts: DocumentSubmissionFacts = {
      versionId: version.id,
      productKey: context.productKey,
      productTitle: german.title,
      kindKey: kind.key,
      kindName: kind.names.de ?? kind.key,
      language: context.language,
      ...versionFacts(version),
      uploadedById: version.uploadedById,
      uploadedBy: version.uploadedBy,
    };
    return submitForApproval(tx, { page, facts, comment }, actorOf(v));
  });
  try {
    await notifySubmission(database(), request);
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Freigabe-Mail konnte nicht versendet werden");
  }
  return { label: request.snapshot.document?.label ?? "", requestId: request.id };
}

/** Withdraws a published version with a reason: no longer current, still listed and downloadable for its record. */
export async function withdrawDocumentVersion(viewer: Viewer, versionId: number, reason: string, now = new Date()): Promise<{ label: string }> {
  const text = (reason ?? "").trim();
  if (!text) throw fieldError("reason", documentTexts.reasonRequired);
  if (text.length > REASON_LIMIT) throw fieldError("reason", documentTexts.reasonTooLong);
  return writeContent(viewer, "documents.manage", async (tx, v) => {
    const { version } = await lockedVersion(tx, versionId);
    if (version.status !== "published") throw new DocumentError(documentTexts.notPublished, 409);
    await tx
      .update(documentVersions)
      .set({ status: "withdrawn", withdrawnAt: now, withdrawnBy: v.email, withdrawnReason: text })
      .where(eq(documentVersions.id, version.id));
    await reportDocumentChange(tx, [version.id]);
    return { label: version.label };
  });
}

/**
 * Deletes a version: a draft (whoever manages documents; its open approval is void); a published or withdrawn one
 * only by an administrator and only after the product's retention date – the refusal names the date.
 */
export async function deleteDocumentVersion(viewer: Viewer, versionId: number, today = swissToday()): Promise<{ label: string }> {
  const deleted = await writeContent(viewer, "documents.manage", async (tx, v) => {
    const { version, record } = await lockedVersion(tx, versionId);
    if (version.status !== "draft") {
      if (!can(v.role, "documents.configure")) throw new DocumentError(documentTexts.forbidden, 403);
      const verdict = deletionVerdict(version.status, retentionDate(record.lastPlacedOnMarket, record.retentionYears), today);
      if (!verdict.ok) throw new DocumentError(verdict.message, 409);
      const [copy] = await tx
        .select({ id: printedCopyRequests.id })
        .from(printedCopyRequests)
        .where(eq(printedCopyRequests.documentVersionId, version.id))
        .limit(1);
      if (copy) throw new DocumentError(documentTexts.deleteHasPrintedCopies, 409);
    } else {
      await voidDocumentRequest(tx, version.id, actorOf(v), documentTexts.deleted(version.label));
    }
    // Named while the row still says whose pages list it (a draft's: none).
    await reportDocumentChange(tx, version.status === "draft" ? [] : [version.id]);
    await tx.delete(documentVersions).where(eq(documentVersions.id, version.id));
    return { label: version.label, sha256: version.fileSha256, area: version.status === "draft" ? ("pending" as const) : ("public" as const) };
  });
  await dropUnnamedFile(deleted.sha256, deleted.area);
  return { label: deleted.label };
}

export interface ProductRecordInput {
  articleNumber?: string | null;
  udiDi?: string | null;
  lastPlacedOnMarket?: string | null;
  retentionYears?: number;
}

/** A product's regulatory facts. The retention years only for administrators (an unchanged value passes for everyone). */
export async function updateProductRecord(viewer: Viewer, productKey: string, input: ProductRecordInput): Promise<ProductRecord> {
  const errors: Record<string, string> = {};
  const articleNumber = input.articleNumber?.trim() || null;
  const udiDi = input.udiDi?.trim() || null;
  const lastPlacedOnMarket = input.lastPlacedOnMarket?.trim() || null;
  if (articleNumber && articleNumber.length > LABEL_LIMIT) errors.articleNumber = documentTexts.articleNumberTooLong;
  if (udiDi && !/^[0-9A-Z][0-9A-Z.\-+/]{0,59}$/.test(udiDi)) errors.udiDi = documentTexts.udiDiInvalid;
  if (lastPlacedOnMarket && !isCalendarDay(lastPlacedOnMarket)) errors.lastPlacedOnMarket = documentTexts.lastPlacedInvalid;
  if (input.retentionYears !== undefined && (!Number.isInteger(input.retentionYears) || input.retentionYears < 1 || input.retentionYears > 100)) {
    errors.retentionYears = documentTexts.retentionInvalid;
  }
  const first = Object.values(errors)[0];
  if (first) throw new DocumentError(first, 400, errors);
  return writeContent(viewer, "documents.manage", async (tx, v) => {
    const record = await ensureProductRecord(tx, productKey);
    const retentionYears = input.retentionYears ?? record.retentionYears;
    if (retentionYears !== record.retentionYears && !can(v.role, "documents.configure")) {
      throw new DocumentError(documentTexts.retentionOnlyAdmins, 403, { retentionYears: documentTexts.retentionOnlyAdmins });
    }
    const [row] = await tx
      .update(productRecords)
      .set({ articleNumber, udiDi, lastPlacedOnMarket, retentionYears, updatedBy: v.email, updatedAt: new Date() })
      .where(eq(productRecords.translationKey, productKey))
      .returning();
    // REF and UDI-DI show on the product's documents pages.
    await reportProductRecordChange(tx, row);
    return row;
  });
}

/** Every document kind, in their order (the kinds screen, the upload form). */
export async function listDocumentKinds(viewer: Viewer): Promise<DocumentKindView[]> {
  assertMayRead(viewer);
  return (await allKinds(database())).map(kindView);
}

export interface DocumentKindInput {
  id?: number;
  key: string;
  names: Partial<Record<string, string>>;
  requiresTextLayer: boolean;
  sortOrder?: number;
}

/** Adds or changes a document kind (administrators). Its key is part of addresses: set once, never changed. */
export async function saveDocumentKind(viewer: Viewer, input: DocumentKindInput): Promise<DocumentKindView> {
  const key = input.key.trim();
  const names = Object.fromEntries(
    Object.entries(input.names)
      .filter(([language, name]) => isSiteLanguage(language) && typeof name === "string" && name.trim())
      .map(([language, name]) => [language, name!.trim().slice(0, LABEL_LIMIT)]),
  );
  const errors: Record<string, string> = {};
  if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(key)) errors.key = documentTexts.kindKeyInvalid;
  if (!names.de) errors["names.de"] = documentTexts.kindNameRequired;
  const first = Object.values(errors)[0];
  if (first) throw new DocumentError(first, 400, errors);
  return writeContent(viewer, "documents.configure", async (tx) => {
    const [sameKey] = await tx.select().from(documentKinds).where(eq(documentKinds.key, key)).limit(1);
    if (input.id) {
      const [existing] = await tx.select().from(documentKinds).where(eq(documentKinds.id, input.id)).for("update").limit(1);
      if (!existing) throw new DocumentError(documentTexts.kindNotFound, 404);
      if (existing.key !== key) throw new DocumentError(documentTexts.kindKeyFixed, 400, { key: documentTexts.kindKeyFixed });
      const [row] = await tx
        .update(documentKinds)
        .set({ names, requiresTextLayer: input.requiresTextLayer, sortOrder: input.sortOrder ?? existing.sortOrder })
        .where(eq(documentKinds.id, existing.id))
        .returning();
      return kindView(row);
    }
    if (sameKey) throw new DocumentError(documentTexts.kindKeyTaken, 409, { key: documentTexts.kindKeyTaken });
    const [{ last }] = await tx.select({ last: sql<number | null>`max(${documentKinds.sortOrder})` }).from(documentKinds);
    const [row] = await tx
      .insert(documentKinds)
      .values({ key, names, requiresTextLayer: input.requiresTextLayer, sortOrder: input.sortOrder ?? Number(last ?? 0) + 10 })
      .returning();
    return kindView(row);
  });
}

/**
 * Moves a kind one place up or down (administrators): it swaps its place with its neighbour, in one transaction with
 * every kind locked, so two moves at once are made one after the other. `neighbourId` is the neighbour the
 * administrator saw; when another move came between (it is no longer the neighbour, or there is none), nothing
 * changes and the refusal says so – the screen then shows the order as it is.
 */
export async function moveDocumentKind(viewer: Viewer, id: number, direction: MoveDirection, neighbourId?: number): Promise<DocumentKindView> {
  return writeContent(viewer, "documents.configure", async (tx) => {
    const kinds = await tx.select().from(documentKinds).orderBy(asc(documentKinds.sortOrder), asc(documentKinds.id)).for("update");
    const index = kinds.findIndex((kind) => kind.id === id);
    if (index < 0) throw new DocumentError(documentTexts.kindNotFound, 404);
    const neighbour = neighbourOf(kinds, index, direction);
    if (!neighbour || (neighbourId !== undefined && neighbour.id !== neighbourId)) throw new DocumentError(documentTexts.kindOrderChanged, 409);
    const [moving, other] = swappedOrders(kinds[index].sortOrder, neighbour.sortOrder, direction);
    const [row] = await tx.update(documentKinds).set({ sortOrder: moving }).where(eq(documentKinds.id, id)).returning();
    await tx.update(documentKinds).set({ sortOrder: other }).where(eq(documentKinds.id, neighbour.id));
    return kindView(row);
  });
}

export interface IntegrityFailure {
  versionId: number;
  productKey: string;
  productTitle: string;
  kindKey: string;
  kindName: string;
  language: string;
  label: string;
  fileSha256: string;
  failedAt: Date;
}

/** Versions whose file failed its integrity check (the 'Dokumente' screen and /healthz). */
export async function documentIntegrityFailures(db: Queryable = database()): Promise<IntegrityFailure[]> {
  const rows = await db
    .select({ version: documentVersions, document: documents, kind: documentKinds })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(documentKinds, eq(documentKinds.id, documents.kindId))
    .where(isNotNull(documentVersions.integrityFailedAt))
    .orderBy(desc(documentVersions.integrityFailedAt));
  const keys = [...new Set(rows.map((r) => r.document.productKey))];
  const titles = keys.length
    ? await db
        .select({ key: pages.translationKey, title: pages.title })
        .from(pages)
        .where(and(inArray(pages.translationKey, keys), eq(pages.language, "de")))
    : [];
  return rows.map(({ version, document, kind }) => ({
    versionId: version.id,
    productKey: document.productKey,
    productTitle: titles.find((t) => t.key === document.productKey)?.title ?? "–",
    kindKey: kind.key,
    kindName: kindView(kind).name,
    language: document.language,
    label: version.label,
    fileSha256: version.fileSha256,
    failedAt: version.integrityFailedAt!,
  }));
}
