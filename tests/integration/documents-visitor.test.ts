// What visitors see of 'Dokumente' (docs/decisions/0046-documents.md), on both databases: the read model
// (app/features/visitor-site/documents.server.ts) shows published versions, current per document, withdrawn ones as
// such, only in the languages the site shows, never a draft or a file that failed its check; the product page shows
// its block; the addresses are the product's number's, so moving or renaming its page changes none; and a change of
// a version names exactly the cached pages it alters.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { globalSettings, pages } from "#db/schema";
import { slugMatchKey } from "~/lib/slug";
import { SITEMAP_KEY } from "~/core/content/visitor-change.server";
import { collectContentScope } from "~/core/content/content-announce.server";
import { documentChangeScope, reportDocumentChange } from "~/features/visitor-site/document-scope.server";
import {
  documentSitemapEntries,
  documentsPageNames,
  findCurrentDocumentVersion,
  loadDocumentFeed,
  loadDocumentsIndex,
  loadProductDocuments,
  productDocumentLanguages,
} from "~/features/visitor-site/documents.server";
import { endedNoticesScope } from "~/features/visitor-site/safety-notice-expiry.server";
import { loadVisitorPage, siteIndexOf } from "~/features/visitor-site/page-view.server";
import { testDatabases } from "./databases";
import { insertProduct, insertVersion } from "./documents-fixture";

const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe.each(testDatabases)("Dokumente für Besucher auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let generosa: Awaited<ReturnType<typeof insertProduct>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    open = await openDb();
    // French shown, Italian being prepared (not switched on).
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"] });
    generosa = await insertProduct(
      open.db,
      "generosa",
      { de: "Generosa", fr: "Generosa FR", it: "Generosa IT" },
      { articleNumber: "GEN-200", udiDi: "07612345000012" },
    );
    const v = (key: string, kind: string, language: string, over: Parameters<typeof insertVersion>[4]) =>
      insertVersion(open.db, generosa, kind, language, over).then((row) => (ids[key] = row.id));
    await v("de1", "ifu", "de", { label: "Rev. 1", publishedAt: daysAgo(400) });
    await v("de2", "ifu", "de", { label: "Rev. 2", publishedAt: daysAgo(10), safetyRelevant: true, changes: "Neue Warnhinweise" });
    await v("deDraft", "ifu", "de", { label: "Rev. 3 Entwurf", status: "draft" });
    await v("deFailed", "ifu", "de", { label: "Rev. 4", publishedAt: daysAgo(1), integrityFailedAt: daysAgo(0.5) });
    await v("deSheet", "datasheet", "de", { label: "2026", publishedAt: daysAgo(200) });
    await v("fr1", "ifu", "fr", { label: "Rév. 1", publishedAt: daysAgo(300) });
    await v("fr2", "ifu", "fr", {
      label: "Rév. 2",
      publishedAt: daysAgo(20),
      status: "withdrawn",
      withdrawnAt: daysAgo(5),
      withdrawnReason: "Erreur de traduction",
    });
    await v("it1", "ifu", "it", { label: "Rev. 1", publishedAt: daysAgo(30) });
  });
  afterAll(async () => open?.close());

  it("shows the current version per document, earlier ones and none of a draft or a failed file", async () => {
    const index = await siteIndexOf(open.db);
    const product = await loadProductDocuments(open.db, "de", generosa.number, index);
    expect(product?.title).toBe("Generosa");
    expect(product?.articleNumber).toBe("GEN-200");
    const ifu = product!.documents.find((d) => d.kindKey === "ifu")!;
    expect(ifu.current?.id).toBe(ids.de2);
    expect(ifu.earlier.map((e) => e.id)).toEqual([ids.de1]);
    const listed = product!.documents.flatMap((d) => [d.current, ...d.earlier]).map((version) => version?.id);
    expect(listed).not.toContain(ids.deDraft);
    expect(listed).not.toContain(ids.deFailed);
    // The kinds in their order (migration 0020): instructions for use before the datasheet.
    expect(product!.documents.map((d) => d.kindKey)).toEqual(["ifu", "datasheet"]);
    expect(ifu.currentHref).toBe(`/dokumente/${generosa.number}/ifu/de`);
    // A safety-relevant version of the last 90 days.
    expect(product!.safetyNotice).toMatchObject({ label: "Rev. 2", kindName: "Gebrauchsanweisung" });
  });

  it("lists a withdrawn version as such, with its reason, in the page's language only", async () => {
    const index = await siteIndexOf(open.db);
    const product = await loadProductDocuments(open.db, "fr", generosa.number, index);
    expect(product?.title).toBe("Generosa FR");
    const ifu = product!.documents.find((d) => d.kindKey === "ifu")!;
    expect(ifu.kindName).toBe("Mode d'emploi");
    expect(ifu.current?.id).toBe(ids.fr1);
    expect(ifu.earlier).toHaveLength(1);
    expect(ifu.earlier[0]).toMatchObject({ id: ids.fr2, withdrawn: { reason: "Erreur de traduction" } });
    // No German document on the French page; no safety notice (the French versions are none).
    expect(product!.documents.map((d) => d.kindKey)).toEqual(["ifu"]);
    expect(product!.safetyNotice).toBeNull();
    expect(product!.documentsPages).toEqual({ de: `/dokumente/${generosa.number}`, fr: `/fr/documents/${generosa.number}` });
  });

  it("shows nothing in a language the site does not show", async () => {
    const index = await siteIndexOf(open.db);
    expect(await loadProductDocuments(open.db, "it", generosa.number, index)).toBeNull();
    expect(await findCurrentDocumentVersion(open.db, generosa.number, "ifu", "it", index)).toBeNull();
    expect(await productDocumentLanguages(open.db, generosa.number, index)).toEqual(["de", "fr"]);
    expect((await loadDocumentFeed(open.db, "de", index)).map((e) => e.version.id)).not.toContain(ids.it1);
  });

  it("shows the product's current documents on its page, in the page's language", async () => {
    const german = await loadVisitorPage(open.db, generosa.pages.de.slug);
    expect(german?.documents?.documents.find((d) => d.kindKey === "ifu")?.current?.id).toBe(ids.de2);
    const french = await loadVisitorPage(open.db, generosa.pages.fr.slug);
    expect(french?.documents?.documents.map((d) => d.current?.id)).toEqual([ids.fr1]);
  });

  it("answers the current version's address, and nothing where only withdrawn versions are", async () => {
    const index = await siteIndexOf(open.db);
    const current = await findCurrentDocumentVersion(open.db, generosa.number, "ifu", "de", index);
    expect(current?.href).toMatch(/^\/dokumente\/datei\/[0-9a-f]{64}\/ifu-de-Rev-2\.pdf$/);
    const onlyWithdrawn = await insertProduct(open.db, "contessa", { de: "Contessa" });
    await insertVersion(open.db, onlyWithdrawn, "ifu", "de", { label: "Rev. 1", status: "withdrawn", withdrawnAt: daysAgo(1), withdrawnReason: "Rückruf" });
    expect(await findCurrentDocumentVersion(open.db, onlyWithdrawn.number, "ifu", "de", await siteIndexOf(open.db))).toBeNull();
    expect(await findCurrentDocumentVersion(open.db, generosa.number, "brochure", "de", index)).toBeNull();
  });

  it("finds products by name, article number or UDI-DI, and lists only those with documents", async () => {
    const drafted = await insertProduct(open.db, "aqua", { de: "Aqua Plus" });
    await insertVersion(open.db, drafted, "ifu", "de", { label: "Rev. 1", status: "draft" });
    const index = await siteIndexOf(open.db);
    const all = await loadDocumentsIndex(open.db, "de", "", index);
    expect(all.products.map((p) => p.title)).toContain("Generosa");
    expect(all.products.map((p) => p.title)).not.toContain("Aqua Plus");
    for (const query of ["genero", "GEN 200", "0761234"])
      expect((await loadDocumentsIndex(open.db, "de", query, index)).products.map((p) => p.number)).toEqual([generosa.number]);
    expect((await loadDocumentsIndex(open.db, "de", "wickelkommode", index)).products).toEqual([]);
  });

  it("keeps every address when the product page moves or is renamed", async () => {
    const moved = await insertProduct(open.db, "comfort", { de: "Comfort" });
    await insertVersion(open.db, moved, "ifu", "de", { label: "Rev. 1", publishedAt: daysAgo(3) });
    const before = await loadProductDocuments(open.db, "de", moved.number, await siteIndexOf(open.db));
    await open.db.update(pages).set({ slug: "/produkte/neu/comfort-plus", title: "Comfort Plus" }).where(eq(pages.id, moved.pages.de.id));
    const index = await siteIndexOf(open.db);
    const after = await loadProductDocuments(open.db, "de", moved.number, index);
    expect(after?.title).toBe("Comfort Plus");
    expect(after?.pageSlug).toBe("/produkte/neu/comfort-plus");
    expect(after?.documentsPages).toEqual(before?.documentsPages);
    expect(after?.documents[0].currentHref).toBe(before?.documents[0].currentHref);
    expect(after?.documents[0].current?.href).toBe(before?.documents[0].current?.href);
    expect((await findCurrentDocumentVersion(open.db, moved.number, "ifu", "de", index))?.id).toBe(before?.documents[0].current?.id);
  });

  it("names the frame's language switcher and breadcrumb of a documents page", async () => {
    const index = await siteIndexOf(open.db);
    const named = await documentsPageNames(open.db, { page: "product", language: "fr", productNumber: generosa.number }, index);
    expect(named).toEqual({
      productTitle: "Generosa FR",
      versions: { de: { slug: `/dokumente/${generosa.number}`, title: "Generosa" }, fr: { slug: `/fr/documents/${generosa.number}`, title: "Generosa FR" } },
    });
    expect(await documentsPageNames(open.db, { page: "product", language: "it", productNumber: generosa.number }, index)).toBeNull();
  });

  it("feeds new versions and withdrawals per language, and lists the documents pages in the sitemap", async () => {
    const index = await siteIndexOf(open.db);
    const feed = await loadDocumentFeed(open.db, "fr", index);
    expect(feed.map((e) => [e.version.id, Boolean(e.version.withdrawn)])).toEqual([
      [ids.fr2, true],
      [ids.fr1, false],
    ]);
    const sitemap = await documentSitemapEntries(open.db, index);
    const slugs = sitemap.map((e) => e.slug);
    expect(slugs).toEqual(expect.arrayContaining(["/dokumente", "/fr/documents", `/dokumente/${generosa.number}`, `/fr/documents/${generosa.number}`]));
    expect(slugs.some((s) => s.startsWith("/it/"))).toBe(false);
  });

  it("a version's change drops exactly its product's pages in its language, the documents pages and the sitemap", async () => {
    const scope = await documentChangeScope(open.db, [ids.fr2]);
    expect(scope.kind).toBe("pages");
    if (scope.kind !== "pages") return;
    expect(new Set(scope.visible)).toEqual(
      new Set([
        slugMatchKey(generosa.pages.fr.slug),
        slugMatchKey("/fr/documents"),
        slugMatchKey(`/fr/documents/${generosa.number}`),
        slugMatchKey("/fr/documents/feed.atom"),
        SITEMAP_KEY,
      ]),
    );
    // Reported inside a write, as a page revision reports its own (content-announce.server.ts).
    const { scope: reported } = await collectContentScope(() => reportDocumentChange(open.db, [ids.de2]));
    const visible = reported();
    expect(visible.kind === "pages" && visible.visible).toContain(slugMatchKey(generosa.pages.de.slug));
    expect(visible.kind === "pages" && visible.visible).not.toContain(slugMatchKey(generosa.pages.fr.slug));
  });

  it("drops the pages of a safety notice when its 90 days end", async () => {
    const notice = await insertProduct(open.db, "relax", { de: "Relax" });
    await insertVersion(open.db, notice, "ifu", "de", { label: "Rev. 9", safetyRelevant: true, publishedAt: new Date("2026-06-01T10:00:00Z") });
    const ends = new Date("2026-08-30T10:00:00Z");
    expect(await endedNoticesScope(open.db, new Date(ends.getTime() - 60_000), new Date(ends.getTime() - 1))).toBeNull();
    const scope = await endedNoticesScope(open.db, new Date(ends.getTime() - 1), ends);
    expect(scope?.kind === "pages" && scope.visible).toContain(slugMatchKey(notice.pages.de.slug));
  });
});
