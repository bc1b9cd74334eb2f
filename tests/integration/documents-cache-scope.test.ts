// The caches drop exactly the pages a document version's change alters for visitors (docs/decisions/0047-printed-copies.md,
// "Caches"), on both databases, through docs-core's own writes: an upload (a draft) drops nothing visitors see; a
// publication, a withdrawal and a failed integrity check each name the product's pages in the document's language, that
// language's documents pages and the sitemap – and the read model shows the change at once.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { documentKinds, globalSettings } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Viewer } from "~/core/access/viewer";
import { onContentChanged, type ContentScope } from "~/core/content/content-version.server";
import { SITEMAP_KEY } from "~/core/content/visitor-change.server";
import { storedDocumentName } from "~/features/documents/document-rules";
import { createDocumentStorages, setDocumentStorages, type DocumentStorages } from "~/features/documents/document-storage.server";
import { addDocumentVersion, publishDocumentVersion, withdrawDocumentVersion } from "~/features/documents/documents.server";
import { sweepDocumentIntegrity } from "~/features/documents/integrity-sweep.server";
import { loadProductDocuments } from "~/features/visitor-site/documents.server";
import { siteIndexOf } from "~/features/visitor-site/page-view.server";
import { slugMatchKey } from "~/lib/slug";
import { documentPdf } from "#db/seed/document-pdf";
import { testDatabases } from "./databases";
import { insertProduct } from "./documents-fixture";

const editor: Viewer = {
  id: "eva",
  email: "eva@auralis-medizintechnik.example",
  name: "Eva",
  role: "editor",
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: "s",
};

describe.each(testDatabases)("Dokumente und die Seiten-Caches auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let dir: string;
  let storages: DocumentStorages;
  let ifu: number;
  const heard: ContentScope[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"] });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-dokumente-caches-"));
    storages = createDocumentStorages(dir, null);
    setDocumentStorages(storages);
    ifu = (await open.db.select().from(documentKinds).where(eq(documentKinds.key, "ifu")))[0].id;
    stopListening = onContentChanged((scope) => void heard.push(scope));
  });
  afterAll(async () => {
    stopListening?.();
    setDocumentStorages(undefined);
    setProcessDatabase(undefined);
    await open?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A draft of the product's instructions for use in German, uploaded as an editor does. */
  async function uploadDraft(product: { translationKey: string }, name: string) {
    const bytes = await documentPdf({
      kind: "Gebrauchsanweisung",
      product: name,
      facts: ["Rev. 1"],
      sections: [{ heading: "Sicherheit", paragraphs: [name] }],
    });
    return addDocumentVersion(editor, {
      productKey: product.translationKey,
      kindId: ifu,
      language: "de",
      label: "Rev. 1",
      changes: "",
      safetyRelevant: false,
      file: { name: "ifu.pdf", bytes },
    });
  }

  /** The one scope the next write announces. */
  async function scopeOf(write: () => Promise<unknown>): Promise<ContentScope> {
    heard.length = 0;
    await write();
    expect(heard).toHaveLength(1);
    return heard[0];
  }

  it("names the product's pages in the document's language, never another language's, and nothing for a draft", async () => {
    const product = await insertProduct(open.db, "scope-wanne", { de: "Scope-Wanne", fr: "Baignoire Scope" });
    let versionId = 0;
    const draft = await scopeOf(async () => {
      ({ versionId } = await uploadDraft(product, "Scope-Wanne"));
    });
    expect(draft).toEqual({ kind: "pages", visible: [], drafts: [] });
    const expected = new Set([
      slugMatchKey(product.pages.de.slug),
      slugMatchKey("/dokumente"),
      slugMatchKey(`/dokumente/${product.number}`),
      slugMatchKey("/dokumente/feed.atom"),
      SITEMAP_KEY,
    ]);

    const published = await scopeOf(() => publishDocumentVersion(editor, versionId));
    expect(published.kind === "pages" && new Set(published.visible)).toEqual(expected);
    expect(published.kind === "pages" && published.visible).not.toContain(slugMatchKey(product.pages.fr.slug));
    const shown = await loadProductDocuments(open.db, "de", product.number, await siteIndexOf(open.db));
    expect(shown?.documents[0].current?.id).toBe(versionId);

    // The file changes behind the application's back: the sweep marks it and the same pages drop.
    fs.appendFileSync(path.join(dir, "public", storedDocumentName(shown!.documents[0].current!.sha256)), "% manipuliert\n");
    const failed = await scopeOf(() => sweepDocumentIntegrity(open.db, { storages, waitTurn: async () => {} }));
    expect(failed.kind === "pages" && new Set(failed.visible)).toEqual(expected);
    expect(await loadProductDocuments(open.db, "de", product.number, await siteIndexOf(open.db))).toMatchObject({ documents: [] });
  });

  it("names the same pages for a withdrawal", async () => {
    const product = await insertProduct(open.db, "scope-rueckzug", { de: "Rückzug" });
    const { versionId } = await uploadDraft(product, "Rückzug");
    await publishDocumentVersion(editor, versionId);
    const withdrawn = await scopeOf(() => withdrawDocumentVersion(editor, versionId, "Druckfehler auf Seite 3"));
    expect(withdrawn.kind === "pages" && withdrawn.visible).toEqual(
      expect.arrayContaining([slugMatchKey(product.pages.de.slug), slugMatchKey("/dokumente"), SITEMAP_KEY]),
    );
    const shown = await loadProductDocuments(open.db, "de", product.number, await siteIndexOf(open.db));
    expect(shown?.documents[0]).toMatchObject({ current: null, earlier: [{ id: versionId, withdrawn: { reason: "Druckfehler auf Seite 3" } }] });
  });
});
