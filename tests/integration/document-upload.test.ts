// POST /cms/api/dokumente/versionen and GET /cms/api/dokumente/versionen/<id>/datei ('Dokumente',
// server/document-api.server.ts) on both databases, with the documents in a temporary DATA_DIR: a new version as a
// draft with its answer for the CMS form, the refusals with their field (not a PDF, no text layer, too large – while
// it arrives), the right and origin checks, and staff's download of a draft. The session lookup is replaced: a
// cookie "rolle=…" names the caller's role.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { documentKinds, documentVersions, pages } from "#db/schema";
import { documentPdf } from "#db/seed/document-pdf";
import { storedDocumentName } from "~/features/documents/document-rules";
import { setDocumentStorages } from "~/features/documents/document-storage.server";
import { testDatabases } from "./databases";

vi.mock("~/features/auth/viewer.server", async () => ({ getViewer: (await import("./role-cookie-viewer")).viewerFromRoleCookie }));

const SITE = "http://dokumente.test";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-dokument-upload-"));
Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE });
delete process.env.S3_BUCKET;

let base: string;
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  setDocumentStorages(undefined);
  const { documentApiRouter } = await import("#server/document-api.server");
  const app = express().use("/cms/api/dokumente", documentApiRouter());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms/api/dokumente`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { ok: boolean; versionId?: number; message: string; fieldErrors?: Record<string, string> };

describe.each(testDatabases)("Dokument hochladen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let productKey: string;
  let ifu: number;
  let counter = 0;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    const [page] = await open.db
      .insert(pages)
      .values({ slug: `/produkte/upload-wanne-${Date.now()}`, title: "Upload-Wanne", kind: "product", language: "de" })
      .returning();
    productKey = page.translationKey;
    ifu = (await open.db.select().from(documentKinds).where(eq(documentKinds.key, "ifu")))[0].id;
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  const fields = (label: string) => ({ productKey, kindId: String(ifu), language: "fr", label, changes: "Erstausgabe", safetyRelevant: "on" });
  function form(values: Record<string, string>, file?: { name: string; bytes: Buffer }) {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, value);
    if (file) body.set("file", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
    return body;
  }
  const post = (
    body: FormData | ReadableStream<Uint8Array>,
    {
      role = "editor",
      origin = SITE,
      contentType,
      accept = "application/json",
    }: { role?: string | null; origin?: string | null; contentType?: string; accept?: string } = {},
  ) => {
    // A browser without JavaScript asks for a page (its Accept names text/html), not for JSON.
    const headers: Record<string, string> = { Accept: accept };
    if (origin) headers.Origin = origin;
    if (role) headers.Cookie = `rolle=${role}`;
    if (contentType) headers["Content-Type"] = contentType;
    const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body, redirect: "manual" };
    if (body instanceof ReadableStream) init.duplex = "half";
    return fetch(`${base}/versionen`, init);
  };
  const pdf = () =>
    documentPdf({ kind: "Mode d’emploi", product: "Upload-Wanne", facts: [`Rev. ${++counter}`], sections: [{ heading: "Sécurité", paragraphs: ["Texte"] }] });

  it("stores a new version as a draft and answers the form with its id; staff download the draft", async () => {
    const bytes = await pdf();
    const res = await post(form(fields("Rev. 1"), { name: "Mode d'emploi Upload-Wanne.pdf", bytes }));
    const answer = (await res.json()) as Answer;
    expect(res.status, answer.message).toBe(201);
    expect(answer).toMatchObject({ ok: true, message: "Die Version «Rev. 1» ist als Entwurf gespeichert." });
    const [row] = await open.db.select().from(documentVersions).where(eq(documentVersions.id, answer.versionId!));
    expect(row).toMatchObject({
      status: "draft",
      label: "Rev. 1",
      safetyRelevant: true,
      fileName: "Mode-demploi-Upload-Wanne.pdf",
      sizeBytes: bytes.length,
      uploadedBy: "editor@example.ch",
    });
    expect(fs.readFileSync(path.join(dataDir, "documents", "pending", storedDocumentName(row.fileSha256))).equals(bytes)).toBe(true);

    const download = await fetch(`${base}/versionen/${row.id}/datei`, { headers: { Cookie: "rolle=approver" } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-disposition")).toContain("Mode-demploi-Upload-Wanne.pdf");
    expect((await fetch(`${base}/versionen/${row.id}/datei`)).status).toBe(401);
    expect((await fetch(`${base}/versionen/${row.id}/datei`, { headers: { Cookie: "rolle=translator" } })).status).toBe(403);
    expect((await fetch(`${base}/versionen/999999/datei`, { headers: { Cookie: "rolle=editor" } })).status).toBe(404);
  });

  it("refuses with the field's message: not a PDF, the same label again, a missing file", async () => {
    const notPdf = await post(form(fields("Rev. X"), { name: "bild.pdf", bytes: Buffer.from("GIF89a kein PDF") }));
    expect(notPdf.status).toBe(400);
    expect(((await notPdf.json()) as Answer).fieldErrors?.file).toContain("kein PDF");
    await post(form(fields("Rev. 2"), { name: "a.pdf", bytes: await pdf() }));
    const again = await post(form(fields("Rev. 2"), { name: "b.pdf", bytes: await pdf() }));
    expect(again.status).toBe(409);
    expect(((await again.json()) as Answer).fieldErrors?.label).toContain("«Rev. 2» gibt es für dieses Dokument schon");
    const none = await post(form(fields("Rev. 3")));
    expect(none.status).toBe(400);
    expect(((await none.json()) as Answer).fieldErrors?.file).toBe("Bitte wählen Sie eine PDF-Datei.");
  });

  it("refuses a file over 50 MB while it arrives, with the limit in German", async () => {
    const head = Buffer.from(
      `--grenze\r\nContent-Disposition: form-data; name="label"\r\n\r\nGross\r\n--grenze\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        // 60 MB of file, never finished with a boundary: the answer must come before.
        if (sent >= 60) return controller.close();
        sent++;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const res = await post(body, { contentType: "multipart/form-data; boundary=grenze" });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Answer).message).toBe("Die Datei ist zu gross: Dokumente dürfen höchstens 50 MB haben.");
  });

  it("answers only staff who manage documents, and only from the site itself", async () => {
    const body = () => form(fields(`Rev. R${++counter}`), { name: "x.pdf", bytes: Buffer.from("%PDF-1.4") });
    expect((await post(body(), { role: null })).status).toBe(401);
    expect((await post(body(), { role: "approver" })).status).toBe(403);
    expect((await post(body(), { role: "translator" })).status).toBe(403);
    expect((await post(body(), { origin: "https://fremd.example" })).status).toBe(403);
  });

  it("sends a form posted without JavaScript back to the product's screen: the refusal with what was typed, then the success", async () => {
    const page = "text/html,application/xhtml+xml,*/*;q=0.8";
    const screen = `/cms/dokumente/produkt/${productKey}?`;
    const refused = await post(form(fields("Rev. ohne JS"), { name: "scan.pdf", bytes: Buffer.from("GIF89a kein PDF") }), { accept: page });
    expect(refused.status).toBe(303);
    const back = refused.headers.get("location")!;
    expect(back.startsWith(screen), back).toBe(true);
    const params = new URL(back, SITE).searchParams;
    expect(params.get("upload")).toBe("fehler");
    expect(params.get("fehler-file")).toContain("kein PDF");
    expect(Object.fromEntries(["art", "sprache", "bezeichnung", "aenderungen", "sicherheitsrelevant"].map((p) => [p, params.get(p)]))).toEqual({
      art: String(ifu),
      sprache: "fr",
      bezeichnung: "Rev. ohne JS",
      aenderungen: "Erstausgabe",
      sicherheitsrelevant: "ja",
    });
    expect(await open.db.select().from(documentVersions).where(eq(documentVersions.label, "Rev. ohne JS"))).toHaveLength(0);

    const good = await post(form(fields("Rev. ohne JS"), { name: "gut.pdf", bytes: await pdf() }), { accept: page });
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toBe(`${screen}upload=ok&bezeichnung=Rev.+ohne+JS`);
    const [row] = await open.db.select().from(documentVersions).where(eq(documentVersions.label, "Rev. ohne JS"));
    expect(row.status).toBe("draft");
  });

  it("sends a refusal without JavaScript only to its own screens: the documents list when the product is unknown, the address kept short", async () => {
    const page = "text/html";
    const body = (values: Record<string, string>) => form(values, { name: "x.pdf", bytes: Buffer.from("%PDF-1.4") });
    const foreign = await post(body(fields("Rev. F")), { accept: page, origin: "https://fremd.example" });
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get("location")).toBe(
      `/cms/dokumente?upload=fehler&meldung=${new URLSearchParams({ m: "Uploads werden nur von dieser Website angenommen." }).toString().slice(2)}`,
    );
    for (const key of ["https://fremd.example/", "//fremd.example", "../../konto", ""]) {
      const answer = await post(body({ ...fields("Rev. K"), productKey: key }), { accept: page });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toMatch(/^\/cms\/dokumente\?upload=fehler&meldung=/);
    }
    const long = await post(form({ ...fields("Rev. lang"), changes: "Änderung ".repeat(440) }), { accept: page });
    const location = long.headers.get("location")!;
    expect(location.length).toBeLessThanOrEqual(6000);
    expect(new URL(location, SITE).searchParams.get("gekuerzt")).toBe("1");
    expect(new URL(location, SITE).searchParams.get("aenderungen")).toMatch(/^Änderung Änderung/);
  });
});
