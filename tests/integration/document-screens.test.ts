// The 'Dokumente' screens' reading of the documents feature (docs/decisions/0048-document-screens.md), on both databases:
// a product's versions grouped as the screen shows them (current, in work, 'Frühere Versionen' with their publication
// dates), the languages a version may be uploaded in, what each role is offered, the retention date in Swiss words,
// the QR code's address; and the list's filters over every version, 'Integrität verletzt' included.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { documentKinds, globalSettings, pages } from "#db/schema";
import type { Viewer } from "~/core/access/viewer";
import { productScreen } from "~/features/document-admin/document-screens.server";
import { productDocumentLanguages } from "~/features/visitor-site/documents.server";
import { siteIndexOf } from "~/features/visitor-site/page-view.server";
import { createDocumentStorages, setDocumentStorages } from "~/features/documents/document-storage.server";
import {
  addDocumentVersion,
  documentListChoices,
  listDocumentPage,
  listDocumentKinds,
  moveDocumentKind,
  productDocuments,
  publishDocumentVersion,
  recordIntegrityFailure,
  updateProductRecord,
  withdrawDocumentVersion,
  type DocumentListFilters,
} from "~/features/documents/documents.server";
import { documentPdf } from "#db/seed/document-pdf";
import { testDatabases } from "./databases";

/** Every version the filters pick, newest first: the screen's one page, larger than any list here. */
const listDocuments = async (viewer: Viewer, filters: DocumentListFilters = {}) => (await listDocumentPage(viewer, filters, 1, 1_000)).rows;

const siteUrl = "https://www.auralis-test.example";
process.env.SITE_URL = siteUrl;

// The people of the test, as a session would give them.
const session = { emailVerified: true, twoFactorEnabled: false } as const;
const admin: Viewer = { ...session, id: "anna", email: "anna@auralis.example", name: "Anna", role: "admin", sessionId: "s-anna" };
const editor: Viewer = { ...session, id: "eva", email: "eva@auralis.example", name: "Eva", role: "editor", sessionId: "s-eva" };
const approver: Viewer = { ...session, id: "rita", email: "rita@auralis.example", name: "Rita", role: "approver", sessionId: "s-rita" };

describe.each(testDatabases)("Dokumente im CMS auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let dir: string;
  let ifu: number;
  let productKey: string;
  const ids: Record<string, number> = {};

  const upload = async (label: string, language = "de") => {
    const bytes = await documentPdf({
      kind: "Gebrauchsanweisung",
      product: "Bildschirmwanne",
      facts: [label],
      sections: [{ heading: label, paragraphs: [label] }],
    });
    const { versionId } = await addDocumentVersion(editor, {
      productKey,
      kindId: ifu,
      language,
      label,
      changes: `Neu in ${label}`,
      file: { name: `${label}.pdf`, bytes },
    });
    ids[`${language} ${label}`] = versionId;
    return versionId;
  };

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    // French switched on, Italian not; no page type needs approval.
    await open.db
      .insert(globalSettings)
      .values({ id: 1, languages: ["de", "fr"], approvalKinds: [] })
      .onConflictDoNothing();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-dokumente-cms-"));
    setDocumentStorages(createDocumentStorages(dir, null));
    ifu = (await open.db.select().from(documentKinds)).find((k) => k.key === "ifu")!.id;
    const [page] = await open.db
      .insert(pages)
      .values({ slug: `/produkte/bildschirmwanne-${Date.now()}`, title: "Bildschirmwanne", kind: "product", language: "de" })
      .returning();
    productKey = page.translationKey;

    await publishDocumentVersion(editor, await upload("Rev. 1"), new Date("2025-01-10T09:00:00Z"));
    await publishDocumentVersion(editor, await upload("Rev. 2"), new Date("2025-06-01T09:00:00Z"));
    await publishDocumentVersion(editor, await upload("Rev. 3"), new Date("2026-03-01T09:00:00Z"));
    await withdrawDocumentVersion(editor, ids["de Rev. 3"], "Falsche Abbildung");
    await upload("Rev. 4");
    await publishDocumentVersion(editor, await upload("Rév. 1", "fr"), new Date("2025-02-01T09:00:00Z"));
    await updateProductRecord(editor, productKey, { articleNumber: "REF 1", udiDi: "07612345000019", lastPlacedOnMarket: "2025-06-30" });
  });
  afterAll(async () => {
    setDocumentStorages(undefined);
    setProcessDatabase(undefined);
    await open?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("groups a document's versions: the current one, those in work, and the earlier ones with their publication dates", async () => {
    const screen = productScreen(editor, await productDocuments(editor, productKey), ["de", "fr"], ["de", "fr"]);
    expect(screen.documents).toHaveLength(1);
    const [german, french] = screen.documents[0].cells;
    expect([german.language, french.language]).toEqual(["de", "fr"]);
    // Rev. 3 is withdrawn: the newest published one before it is current again.
    expect(german.current?.label).toBe("Rev. 2");
    expect(german.inWork.map((v) => [v.label, v.state])).toEqual([["Rev. 4", "draft"]]);
    expect(german.earlier.map((v) => [v.label, v.state, v.publishedAt])).toEqual([
      ["Rev. 3", "withdrawn", "01.03.2026, 10:00"],
      ["Rev. 1", "published", "10.01.2025, 10:00"],
    ]);
    expect(german.earlier[0].withdrawnReason).toBe("Falsche Abbildung");
    // A published version is downloaded at its own address, a draft through the staff download.
    expect(german.current?.fileHref).toMatch(/^\/dokumente\/datei\/[0-9a-f]{64}\/Rev\.-2\.pdf$/);
    expect(german.inWork[0].fileHref).toBe(`/cms/api/dokumente/versionen/${ids["de Rev. 4"]}/datei`);
    expect(french.current?.label).toBe("Rév. 1");
  });

  it("offers the switched-on languages for an upload, the regulatory facts with the retention date, and the QR code's address", async () => {
    const view = await productDocuments(editor, productKey);
    const screen = productScreen(editor, view, ["de", "fr"], ["de", "fr"]);
    expect(screen.languages).toEqual(["de", "fr"]);
    // Italian is switched off, and offered no longer… unless a document is in it already: then it stays.
    expect(productScreen(editor, view, ["de"], ["de"]).languages).toEqual(["de", "fr"]);
    expect(screen.facts).toEqual({
      articleNumber: "REF 1",
      udiDi: "07612345000019",
      lastPlacedOnMarket: "2025-06-30",
      retentionYears: 15,
      retentionUntil: "30.06.2040",
    });
    expect(screen.qrTarget).toBe(`${siteUrl}/d/${view.product.number}`);
    expect(screen.title).toBe("Bildschirmwanne");
  });

  it("says at a document that visitors do not find it where the product's page is not shown in its language", async () => {
    const view = await productDocuments(editor, productKey);
    const visitorLanguages = async () => productDocumentLanguages(open.db, view.product.number, await siteIndexOf(open.db));
    expect(await visitorLanguages()).toEqual([]);
    await open.db.update(pages).set({ published: true }).where(eq(pages.translationKey, productKey));
    expect(await visitorLanguages()).toEqual(["de"]);
    const [german, french] = productScreen(editor, view, ["de", "fr"], await visitorLanguages()).documents[0].cells;
    expect([german.foundByVisitors, french.foundByVisitors]).toEqual([true, false]);
  });

  it("offers each role only what it may do", async () => {
    const offers = async (viewer: Viewer) => {
      const screen = productScreen(viewer, await productDocuments(viewer, productKey), ["de", "fr"], ["de", "fr"]);
      const [german] = screen.documents[0].cells;
      return { rights: screen.rights, current: german.current?.can, draft: german.inWork[0].can, withdrawn: german.earlier[0].can };
    };
    expect(await offers(editor)).toEqual({
      rights: { manage: true, configure: false },
      current: { publish: false, submit: false, withdraw: true, remove: false },
      draft: { publish: true, submit: false, withdraw: false, remove: true },
      withdrawn: { publish: false, submit: false, withdraw: false, remove: false },
    });
    expect((await offers(admin)).withdrawn).toEqual({ publish: false, submit: false, withdraw: false, remove: true });
    const none = { publish: false, submit: false, withdraw: false, remove: false };
    expect(await offers(approver)).toEqual({ rights: { manage: false, configure: false }, current: none, draft: none, withdrawn: none });
  });

  it("filters the list by product, language and state, and finds a version whose file failed its check", async () => {
    // Filtered in SQL (listDocumentPage), as the 'Dokumente' screen asks.
    const labels = async (filters: Parameters<typeof listDocuments>[1]) => (await listDocuments(editor, filters)).map((r) => r.label).sort();
    expect(await labels({ productKey })).toEqual(["Rev. 1", "Rev. 2", "Rev. 3", "Rev. 4", "Rév. 1"]);
    expect(await labels({ productKey, language: "fr" })).toEqual(["Rév. 1"]);
    expect(await labels({ productKey, state: "withdrawn" })).toEqual(["Rev. 3"]);
    expect(await labels({ productKey, kindId: ifu, state: "draft" })).toEqual(["Rev. 4"]);
    expect(await labels({ productKey, state: "integrity-failed" })).toEqual([]);
    await recordIntegrityFailure([ids["de Rev. 1"]]);
    expect(await labels({ productKey, state: "integrity-failed" })).toEqual(["Rev. 1"]);
  });

  it("pages the list newest first – drafts, then by publication – with the count, a page past the end shows the last; the filters' choices have versions", async () => {
    const all = await listDocuments(editor, { productKey });
    expect(all.map((r) => r.label)).toEqual(["Rev. 4", "Rev. 3", "Rev. 2", "Rév. 1", "Rev. 1"]);
    expect(all.filter((r) => r.current).map((r) => `${r.language} ${r.label}`)).toEqual(["de Rev. 2", "fr Rév. 1"]);
    const page = (requested: number) => listDocumentPage(editor, { productKey }, requested, 2);
    expect(await page(1)).toMatchObject({ page: 1, pageCount: 3, total: 5 });
    const last = await page(3);
    expect(last.rows.map((r) => r.label)).toEqual(["Rev. 1"]);
    // The current version is decided among all of a document's versions, also those on other pages.
    expect((await page(2)).rows.map((r) => `${r.label} ${r.current}`)).toEqual(["Rev. 2 true", "Rév. 1 true"]);
    expect(await page(9)).toMatchObject({ page: 3, pageCount: 3, total: 5, rows: [expect.objectContaining({ label: "Rev. 1" })] });
    expect(await listDocumentPage(editor, { productKey, language: "it" }, 4, 2)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });

    const choices = await documentListChoices(editor);
    expect(choices.products).toContainEqual({ key: productKey, title: "Bildschirmwanne" });
    expect(choices.kinds.map((k) => k.key)).toEqual(["ifu"]);
    expect(choices.languages.sort()).toEqual(["de", "fr"]);
  });

  it("moves a kind up or down for administrators, in one step; every list of kinds follows; a move that came between changes nothing", async () => {
    const keys = async () => (await listDocumentKinds(editor)).map((k) => k.key);
    const before = await keys();
    const [first, second] = await listDocumentKinds(editor);
    await expect(moveDocumentKind(editor, second.id, "up", first.id)).rejects.toMatchObject({ init: { status: 403 } });
    expect(await keys()).toEqual(before);

    const moved = await moveDocumentKind(admin, second.id, "up", first.id);
    expect(moved.key).toBe(second.key);
    const after = [second.key, first.key, ...before.slice(2)];
    expect(await keys()).toEqual(after);
    // The product's screen and its upload form list them in that order too.
    expect((await productDocuments(editor, productKey)).kinds.map((k) => k.key)).toEqual(after);

    // Someone else moved first: the neighbour seen is no longer the neighbour (or there is none); nothing changes, the refusal says why.
    await expect(moveDocumentKind(admin, second.id, "down", second.id + 100_000)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("inzwischen geändert"),
    });
    await expect(moveDocumentKind(admin, second.id, "up")).rejects.toMatchObject({ status: 409 });
    expect(await keys()).toEqual(after);

    await moveDocumentKind(admin, first.id, "up", second.id);
    expect(await keys()).toEqual(before);
  });
});
