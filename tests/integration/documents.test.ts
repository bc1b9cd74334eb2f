// 'Dokumente' (docs/decisions/0046-documents.md) on both databases, with the files on disk in a temporary folder:
// versions and the current one, withdrawal, the refusal to delete before the retention date (naming the date), the
// content checks (PDF, text layer, size), the integrity sweep that takes a tampered file out of service, approval of
// a version by a second person (never the uploader nor the submitter) and the refusal to publish without it, and the
// version's own address answering while the database is away.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import express from "express";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { approvalLog, documentKinds, documentVersions, globalSettings, pages } from "#db/schema";
import type { Viewer } from "~/core/access/viewer";
import { decideApproval, setPageApproval } from "~/features/approval/approval.server";
import { listOpenSubmissions, loadReview } from "~/features/approval/approval-screens.server";
import { storedDocumentName } from "~/features/documents/document-rules";
import { createDocumentStorages, setDocumentStorages, type DocumentStorages } from "~/features/documents/document-storage.server";
import {
  addDocumentVersion,
  deleteDocumentVersion,
  documentIntegrityFailures,
  listDocumentPage,
  productDocuments,
  publishDocumentVersion,
  saveDocumentKind,
  submitDocumentVersion,
  updateProductRecord,
  withdrawDocumentVersion,
  type DocumentListFilters,
} from "~/features/documents/documents.server";
import { sweepDocumentIntegrity } from "~/features/documents/integrity-sweep.server";
import { documentPdf } from "#db/seed/document-pdf";
import { documentFileRouter } from "#server/document-route";
import { forgetDocumentsHealth, healthCheck } from "#server/health-check";
import { testDatabases } from "./databases";

/** Every version the filters pick, newest first: the screen's one page, larger than any list here. */
const listDocuments = async (viewer: Viewer, filters: DocumentListFilters = {}) => (await listDocumentPage(viewer, filters, 1, 1_000)).rows;

// /healthz probes the media storage of DATA_DIR: a folder of this file's own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-dokumente-daten-"));
process.env.DATA_DIR = dataDir;
delete process.env.S3_BUCKET;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const person = (id: string, role: Viewer["role"]): Viewer => ({
  id,
  email: `${id}@auralis-medizintechnik.example`,
  name: id,
  role,
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: `s-${id}`,
});
const admin = person("anna-admin", "admin");
const editor = person("eva-editor", "editor");
const approver = person("rita-freigabe", "approver");

const textPdf = (text: string) =>
  documentPdf({ kind: "Gebrauchsanweisung", product: "Testwanne", facts: [text], sections: [{ heading: "Sicherheit", paragraphs: [text] }] });

/** A 'scan': one page with a picture of text, but no text layer. */
function scanPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (let line = 0; line < 20; line++) doc.rect(50, 80 + line * 30, 300 + (line % 4) * 40, 8).fill("#444");
    doc.end();
  });
}

/** A refusal's message (and field errors), whatever threw it. */
async function refusal(work: Promise<unknown>): Promise<{ message: string; status?: number; fieldErrors?: Record<string, string> }> {
  const error = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { message?: string; status?: number; fieldErrors?: Record<string, string>; data?: { message: string }; init?: { status: number } } | null;
  if (!error) throw new Error("Erwartet: abgelehnt");
  return { message: error.data?.message ?? error.message ?? "", status: error.status ?? error.init?.status, fieldErrors: error.fieldErrors };
}

describe.each(testDatabases)("Dokumente auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let dir: string;
  let storages: DocumentStorages;
  let ifu: number;
  let datasheet: number;
  let counter = 0;

  async function product(title = `Testwanne ${++counter}`) {
    const [page] = await open.db
      .insert(pages)
      .values({ slug: `/produkte/testwanne-${counter}-${Date.now()}`, title, kind: "product", language: "de" })
      .returning();
    return page;
  }

  const upload = async (
    productKey: string,
    label: string,
    options: { by?: Viewer; kindId?: number; language?: string; bytes?: Buffer; safety?: boolean } = {},
  ) =>
    addDocumentVersion(options.by ?? editor, {
      productKey,
      kindId: options.kindId ?? ifu,
      language: options.language ?? "de",
      label,
      changes: `Änderungen in ${label}`,
      safetyRelevant: options.safety ?? false,
      file: { name: `Gebrauchsanweisung ${label}.pdf`, bytes: options.bytes ?? (await textPdf(`Inhalt von ${label} ${counter}`)) },
    });
  const version = async (id: number) => (await open.db.select().from(documentVersions).where(eq(documentVersions.id, id)))[0];
  const inArea = (area: keyof DocumentStorages, sha256: string) => storages[area].exists(storedDocumentName(sha256));

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await open.db
      .insert(globalSettings)
      .values({ id: 1, languages: ["de", "fr"] })
      .onConflictDoNothing();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-dokumente-"));
    storages = createDocumentStorages(dir, null);
    setDocumentStorages(storages);
    const kinds = await open.db.select().from(documentKinds);
    ifu = kinds.find((k) => k.key === "ifu")!.id;
    datasheet = kinds.find((k) => k.key === "datasheet")!.id;
  });
  afterAll(async () => {
    setDocumentStorages(undefined);
    setProcessDatabase(undefined);
    await open?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps every version: a new one becomes current, the earlier stays listed with its publication date; nothing is replaced", async () => {
    const page = await product();
    const first = await upload(page.translationKey, "Rev. 1");
    expect(await inArea("pending", first.sha256)).toBe(true);
    expect(await inArea("public", first.sha256)).toBe(false);
    const publishedAt = new Date("2026-01-10T09:00:00Z");
    await publishDocumentVersion(editor, first.versionId, publishedAt);
    // Published: the file moved to the public area, the draft's copy is gone.
    expect(await inArea("public", first.sha256)).toBe(true);
    expect(await inArea("pending", first.sha256)).toBe(false);
    // Publishing again is refused: the publication date is set once, nothing is replaced.
    expect((await refusal(publishDocumentVersion(editor, first.versionId))).message).toContain("nie ersetzt");
    expect((await version(first.versionId)).publishedAt?.toISOString()).toBe(publishedAt.toISOString());
    // The same label again is a new version with the same name: refused on the label field.
    const taken = await refusal(upload(page.translationKey, "Rev. 1"));
    expect(taken.fieldErrors?.label).toContain("«Rev. 1» gibt es für dieses Dokument schon");

    const second = await upload(page.translationKey, "Rev. 2", { safety: true });
    await publishDocumentVersion(editor, second.versionId, new Date("2026-06-01T09:00:00Z"));
    const view = await productDocuments(editor, page.translationKey);
    const german = view.documents.find((d) => d.kindId === ifu && d.language === "de")!;
    expect(german.versions.map((v) => [v.label, v.state, v.current])).toEqual([
      ["Rev. 2", "published", true],
      ["Rev. 1", "published", false],
    ]);
    expect(german.versions[1].publishedAt?.toISOString()).toBe(publishedAt.toISOString());
    expect(german.versions[0].publicPath).toBe(`/dokumente/datei/${second.sha256}/Gebrauchsanweisung-Rev.-2.pdf`);
    expect(german.versions[0].pageCount).toBe(1);
    // Every kind × language is listed, the empty ones too; the product got its record and number.
    expect(view.documents).toHaveLength(view.kinds.length * 4);
    expect(view.product.number).toBeGreaterThan(0);
    expect(view.product.retentionYears).toBe(15);
    const rows = await listDocuments(editor, { productKey: page.translationKey, state: "published" });
    expect(rows.map((r) => r.label).sort()).toEqual(["Rev. 1", "Rev. 2"]);
  });

  it("withdraws a version with a reason: still listed and downloadable, no longer current", async () => {
    const page = await product();
    const first = await upload(page.translationKey, "Rev. A");
    await publishDocumentVersion(editor, first.versionId, new Date("2026-02-01T08:00:00Z"));
    const second = await upload(page.translationKey, "Rev. B");
    await publishDocumentVersion(editor, second.versionId, new Date("2026-03-01T08:00:00Z"));
    expect((await refusal(withdrawDocumentVersion(editor, second.versionId, "  "))).fieldErrors?.reason).toBeDefined();
    await withdrawDocumentVersion(editor, second.versionId, "Falsche Wassertemperatur in Kapitel 4");
    const row = await version(second.versionId);
    expect(row).toMatchObject({ status: "withdrawn", withdrawnBy: editor.email, withdrawnReason: "Falsche Wassertemperatur in Kapitel 4" });
    const view = await productDocuments(editor, page.translationKey);
    const versions = view.documents.find((d) => d.kindId === ifu && d.language === "de")!.versions;
    expect(versions.map((v) => [v.label, v.state, v.current])).toEqual([
      ["Rev. B", "withdrawn", false],
      ["Rev. A", "published", true],
    ]);
    // Its file stays in the public area, for its record.
    expect(await inArea("public", second.sha256)).toBe(true);
    expect(versions[0].publicPath).not.toBeNull();
    // A withdrawn version cannot be withdrawn again, nor published again.
    expect((await refusal(withdrawDocumentVersion(editor, second.versionId, "nochmals"))).status).toBe(409);
  });

  it("refuses to delete a published version before its retention date and names the date; drafts go at once", async () => {
    const page = await product();
    const draft = await upload(page.translationKey, "Entwurf");
    await deleteDocumentVersion(editor, draft.versionId);
    expect(await version(draft.versionId)).toBeUndefined();
    expect(await inArea("pending", draft.sha256)).toBe(false);

    const live = await upload(page.translationKey, "Rev. 7");
    await publishDocumentVersion(editor, live.versionId);
    // Only administrators delete published versions.
    expect((await refusal(deleteDocumentVersion(editor, live.versionId, "2099-01-01"))).status).toBe(403);
    // Still placed on the market: there is no date yet.
    expect((await refusal(deleteDocumentVersion(admin, live.versionId, "2099-01-01"))).message).toContain("noch kein Datum");
    // Retention years are the administrators' to set; the other facts are the editors'.
    expect((await refusal(updateProductRecord(editor, page.translationKey, { retentionYears: 10 }))).fieldErrors?.retentionYears).toContain("Administrator");
    await updateProductRecord(editor, page.translationKey, { articleNumber: "REF 4711", udiDi: "07612345000019", lastPlacedOnMarket: "2020-03-31" });
    expect((await refusal(deleteDocumentVersion(admin, live.versionId, "2035-03-31"))).message).toContain("bis zum 31.03.2035");
    await updateProductRecord(admin, page.translationKey, {
      articleNumber: "REF 4711",
      udiDi: "07612345000019",
      lastPlacedOnMarket: "2020-03-31",
      retentionYears: 10,
    });
    expect((await refusal(deleteDocumentVersion(admin, live.versionId, "2030-03-31"))).message).toContain("bis zum 31.03.2030");
    await deleteDocumentVersion(admin, live.versionId, "2030-04-01");
    expect(await version(live.versionId)).toBeUndefined();
    expect(await inArea("public", live.sha256)).toBe(false);
  });

  it("checks the file by its content: a PDF, at most 50 MB, with a text layer for instructions for use", async () => {
    const page = await product();
    const scan = await scanPdf();
    const refused = await refusal(upload(page.translationKey, "Scan", { bytes: scan }));
    expect(refused.fieldErrors?.file).toContain("keinen Text");
    expect(refused.fieldErrors?.file).toContain("Gebrauchsanweisung");
    // A datasheet needs no text layer.
    const sheet = await upload(page.translationKey, "Scan", { bytes: scan, kindId: datasheet });
    expect((await version(sheet.versionId)).pageCount).toBe(1);
    const notPdf = await refusal(upload(page.translationKey, "Bild", { bytes: Buffer.from("<html><body>kein PDF</body></html>") }));
    expect(notPdf.fieldErrors?.file).toContain("kein PDF");
    const large = await refusal(upload(page.translationKey, "Gross", { bytes: Buffer.alloc(50 * 1024 * 1024 + 1, 0x25) }));
    expect(large).toMatchObject({ status: 413 });
    expect(large.fieldErrors?.file).toContain("höchstens 50 MB");
    // Nothing of the refused files was kept.
    expect((await listDocuments(editor, { productKey: page.translationKey })).map((r) => r.label)).toEqual(["Scan"]);
  });

  it("the sweep finds a tampered file: the version is marked, no longer current, and its address stops serving it", async () => {
    const page = await product();
    const good = await upload(page.translationKey, "Rev. 1");
    await publishDocumentVersion(editor, good.versionId, new Date("2026-01-01T00:00:00Z"));
    const bad = await upload(page.translationKey, "Rev. 2");
    await publishDocumentVersion(editor, bad.versionId, new Date("2026-02-01T00:00:00Z"));

    const app = express().use("/dokumente/datei", documentFileRouter()).get("/healthz", healthCheck());
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const base = `${origin}/dokumente/datei`;
    try {
      const address = `${base}/${bad.sha256}/Rev-2.pdf`;
      expect((await fetch(address)).status).toBe(200);
      // Someone changes the stored file behind the application's back.
      fs.appendFileSync(path.join(dir, "public", storedDocumentName(bad.sha256)), "% manipuliert\n");
      const result = await sweepDocumentIntegrity(open.db, { storages, waitTurn: async () => {} });
      expect(result.failed).toEqual([bad.versionId]);
      expect((await version(bad.versionId)).integrityFailedAt).not.toBeNull();
      expect((await version(good.versionId)).integrityCheckedAt).not.toBeNull();
      expect(await inArea("public", bad.sha256)).toBe(false);
      expect(await inArea("quarantine", bad.sha256)).toBe(true);
      expect((await fetch(address)).status).toBe(404);
      expect((await fetch(`${base}/${good.sha256}/Rev-1.pdf`)).status).toBe(200);
      const failures = await documentIntegrityFailures();
      expect(failures.map((f) => f.versionId)).toContain(bad.versionId);
      // A warning for administrators in /healthz that keeps the process in service (read afresh: it is reused for 30 s).
      forgetDocumentsHealth();
      const health = await fetch(`${origin}/healthz`);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { status: string; documents: { state: string; versions: { versionId: number }[] } };
      expect(body.status).toBe("ok");
      expect(body.documents.state).toBe("warning");
      expect(body.documents.versions.map((v) => v.versionId)).toContain(bad.versionId);
      const versions = (await productDocuments(admin, page.translationKey)).documents.find((d) => d.kindId === ifu && d.language === "de")!.versions;
      expect(versions.find((v) => v.current)?.label).toBe("Rev. 1");
    } finally {
      server.close();
    }
  });

  it("refuses publication of a tampered draft and records the failure", async () => {
    const page = await product();
    const draft = await upload(page.translationKey, "Rev. X");
    fs.writeFileSync(path.join(dir, "pending", storedDocumentName(draft.sha256)), await textPdf("untergeschoben"));
    expect((await refusal(publishDocumentVersion(editor, draft.versionId))).message).toContain("Prüfsumme");
    expect(await version(draft.versionId)).toMatchObject({ status: "draft" });
    expect((await version(draft.versionId)).integrityFailedAt).not.toBeNull();
    expect(await inArea("public", draft.sha256)).toBe(false);
  });

  it("a product that needs approval: submitted, approved by a second person (never the uploader or the submitter), then published and logged", async () => {
    const page = await product("Generosa Freigabe");
    await open.db.transaction((tx) => setPageApproval(tx, page.id, true, { id: admin.id, email: admin.email }));
    const byEditor = await upload(page.translationKey, "Rev. 3", { by: editor });
    expect((await productDocuments(editor, page.translationKey)).product.requiresApproval).toBe(true);
    expect((await refusal(publishDocumentVersion(editor, byEditor.versionId))).message).toContain("braucht eine Freigabe");

    // Submitted by an administrator: neither the administrator (submitter) nor the editor (uploader, no right) approve.
    const submitted = await submitDocumentVersion(admin, byEditor.versionId, "Neue Warnhinweise");
    expect((await productDocuments(editor, page.translationKey)).documents.find((d) => d.kindId === ifu && d.language === "de")!.versions[0].state).toBe(
      "submitted",
    );
    expect((await refusal(submitDocumentVersion(admin, byEditor.versionId))).status).toBe(409);
    const decide = (who: Viewer, decision: "approve" | "reject", reason?: string) =>
      open.db.transaction((tx) => decideApproval(tx, submitted.requestId, { decision, reason }, who));
    expect((await refusal(decide(admin, "approve"))).message).toContain("eigene Einreichung");
    // The review shows the version's facts and its file for the reviewer.
    const review = await loadReview(open.db, submitted.requestId, approver);
    expect(review?.request.document).toMatchObject({ label: "Rev. 3", fileSha256: byEditor.sha256, languageName: "Deutsch", changes: "Änderungen in Rev. 3" });
    expect(review?.request.document?.filePath).toBe(`/cms/api/dokumente/versionen/${byEditor.versionId}/datei`);
    expect(review).toMatchObject({ canDecide: true, ownNote: null, diff: { sections: [] } });
    expect((await listOpenSubmissions(open.db)).some((s) => s.document?.versionId === byEditor.versionId)).toBe(true);
    // The list's states 'In Freigabe' and 'Freigegeben' are filtered in SQL by the newest request (listDocumentPage).
    const listed = async (state: "draft" | "submitted" | "approved") =>
      (await listDocuments(editor, { productKey: page.translationKey, state })).map((r) => `${r.label} ${r.state}`);
    expect(await listed("submitted")).toEqual(["Rev. 3 submitted"]);
    await decide(approver, "approve");
    expect(await listed("approved")).toEqual(["Rev. 3 approved"]);
    expect(await listed("submitted")).toEqual([]);
    await publishDocumentVersion(editor, byEditor.versionId);
    expect((await version(byEditor.versionId)).status).toBe("published");
    const log = await open.db
      .select()
      .from(approvalLog)
      .where(and(eq(approvalLog.documentVersionId, byEditor.versionId)))
      .orderBy(approvalLog.id);
    expect(log.map((e) => `${e.event}:${e.actor}`)).toEqual([`submitted:${admin.email}`, `approved:${approver.email}`, `published:${editor.email}`]);

    // Uploaded by the administrator, submitted by the editor: the administrator cannot approve their own upload.
    const byAdmin = await upload(page.translationKey, "Rev. 4", { by: admin });
    const second = await submitDocumentVersion(editor, byAdmin.versionId);
    const own = await refusal(open.db.transaction((tx) => decideApproval(tx, second.requestId, { decision: "approve" }, admin)));
    expect(own).toMatchObject({ status: 403 });
    expect(own.message).toContain("hochgeladen");
    // A rejection leaves a draft that still cannot be published.
    await open.db.transaction((tx) => decideApproval(tx, second.requestId, { decision: "reject", reason: "Kapitel 2 fehlt" }, approver));
    expect(await listed("draft")).toEqual(["Rev. 4 draft"]);
    expect((await refusal(publishDocumentVersion(editor, byAdmin.versionId))).message).toContain("braucht eine Freigabe");
    // Without the product needing approval, a submission is refused.
    const plain = await product();
    const free = await upload(plain.translationKey, "Rev. 1");
    expect((await refusal(submitDocumentVersion(editor, free.versionId))).message).toContain("keine Freigabe erforderlich");
  });

  it("a version's own address answers from the storage alone: HEAD, a byte range, its hash as ETag, while the database is away", async () => {
    const page = await product();
    const live = await upload(page.translationKey, "Rev. 9");
    await publishDocumentVersion(editor, live.versionId);
    const draft = await upload(page.translationKey, "Rev. 10");
    const bytes = fs.readFileSync(path.join(dir, "public", storedDocumentName(live.sha256)));
    const app = express().use("/dokumente/datei", documentFileRouter());
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dokumente/datei`;
    // No database in this process while the route answers.
    setProcessDatabase(undefined);
    try {
      const whole = await fetch(`${base}/${live.sha256}/Gebrauchsanweisung%20Fran%C3%A7aise%20(Rev.%209).pdf`);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
      expect(whole.headers.get("content-type")).toBe("application/pdf");
      expect(whole.headers.get("etag")).toBe(`"${live.sha256}"`);
      expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(whole.headers.get("content-disposition")).toBe("attachment; filename=Gebrauchsanweisung-Francaise-Rev.-9.pdf");
      const head = await fetch(`${base}/${live.sha256}/x.pdf`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(bytes.length));
      const part = await fetch(`${base}/${live.sha256}/x.pdf`, { headers: { Range: "bytes=0-3" } });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe("%PDF");
      expect(part.headers.get("content-range")).toBe(`bytes 0-3/${bytes.length}`);
      expect((await fetch(`${base}/${live.sha256}/x.pdf`, { headers: { "If-None-Match": `"${live.sha256}"` } })).status).toBe(304);
      // A draft's file is never served here, however its hash became known; nor anything that is not a hash.
      expect((await fetch(`${base}/${draft.sha256}/x.pdf`)).status).toBe(404);
      expect((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd/x.pdf`)).status).toBe(404);
    } finally {
      setProcessDatabase(open);
      server.close();
    }
  });

  it("administrators add document kinds; the key never changes", async () => {
    const kind = await saveDocumentKind(admin, {
      key: "montageanleitung",
      names: { de: "Montageanleitung", fr: "Instructions de montage" },
      requiresTextLayer: true,
    });
    expect(kind).toMatchObject({ key: "montageanleitung", name: "Montageanleitung", requiresTextLayer: true });
    expect((await refusal(saveDocumentKind(editor, { key: "x", names: { de: "X" }, requiresTextLayer: false }))).status).toBe(403);
    expect(
      (await refusal(saveDocumentKind(admin, { id: kind.id, key: "montage", names: { de: "Montage" }, requiresTextLayer: true }))).fieldErrors?.key,
    ).toContain("nie geändert");
    expect((await refusal(saveDocumentKind(admin, { key: "montageanleitung", names: { de: "Doppelt" }, requiresTextLayer: false }))).status).toBe(409);
    const renamed = await saveDocumentKind(admin, {
      id: kind.id,
      key: "montageanleitung",
      names: { de: "Montage- und Aufbauanleitung" },
      requiresTextLayer: false,
    });
    expect(renamed).toMatchObject({ name: "Montage- und Aufbauanleitung", requiresTextLayer: false });
  });
});
