// 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): publishing a page with errors is refused without the editor's
// confirmation (nothing changes) and goes through with it, the revision saying so; the counts for the
// page list's badge are kept in page_check_results.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { mediaAssets, pageCheckResults, pageRevisions, pages, pageSections } from "#db/schema";
import { setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import { currentRevision } from "~/core/revisions/page-history.server";
import { PublishCheckRefused, refreshCheckCounts, runAndStoreCheck, withPublishCheck } from "~/features/publish-check/publish-check.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const author = { id: "u-1", email: "redaktion@auralis-medizintechnik.example" };

describe.each(testDatabases)("Veröffentlichungs-Check auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let pageId: number;
  const slug = "/produkte/neu";

  const publish = (publishAnyway: boolean) =>
    open.db.transaction(async (tx) => {
      const base = await currentRevision(tx, slug);
      return withPublishCheck(tx, pageId, publishAnyway, () => setPagePublished(tx, pageId, true, { author, baseRevision: base }));
    });
  const published = async () => (await open.db.select({ p: pages.published }).from(pages).where(eq(pages.id, pageId)))[0].p;

  beforeAll(async () => {
    open = await openDb();
    const [asset] = await open.db
      .insert(mediaAssets)
      .values({ filename: "ohne-alt.webp", mimeType: "image/webp", width: 1200, height: 800, altText: "" })
      .returning();
    await open.db.insert(pages).values([
      { slug: "/kontakt", title: "Kontakt", published: true },
      { slug: "/produkte/entwurf", title: "Entwurf", published: false },
    ]);
    const [page] = await open.db
      .insert(pages)
      .values({ slug, title: "Neu", published: false, metaTitle: "Neues Produkt", metaDescription: "Kurz." })
      .returning();
    pageId = page.id;
    await open.db.insert(pageSections).values([
      { pageSlug: slug, sectionName: "Kopf", sectionType: "hero", sectionOrder: 0, settings: { title: "Neu", image: `asset:${asset.id}` } },
      {
        pageSlug: slug,
        sectionName: "Verweis",
        sectionType: "cta",
        sectionOrder: 1,
        settings: { title: "Mehr", primaryButtonText: "Entwurf", primaryButtonUrl: "/produkte/entwurf" },
      },
      { pageSlug: slug, sectionName: "Leer", sectionType: "text", sectionOrder: 2, settings: {} },
    ]);
  });
  afterAll(async () => open?.close());

  it("finds the missing alt text, the link to an unpublished page and the empty section", async () => {
    const report = await runAndStoreCheck(open.db, pageId);
    expect(report.findings.map((f) => [f.severity, f.rule, f.sectionName, f.field])).toEqual([
      ["error", "alt-text", "Kopf", "imageAlt"],
      ["error", "link", "Verweis", "primaryButtonUrl"],
      ["hint", "empty-section", "Leer", "title"],
    ]);
    const [stored] = await open.db.select().from(pageCheckResults).where(eq(pageCheckResults.pageId, pageId));
    expect(stored).toMatchObject({ errors: 2, hints: 1, revision: await currentRevision(open.db, slug) });
  });

  it("refuses to publish with errors unless confirmed, changing nothing", async () => {
    const before = await currentRevision(open.db, slug);
    const refusal = await publish(false).catch((e) => e);
    expect(refusal).toBeInstanceOf(PublishCheckRefused);
    expect((refusal as PublishCheckRefused).report.errors).toBe(2);
    expect(await published()).toBe(false);
    expect(await currentRevision(open.db, slug)).toBe(before);
  });

  it("refuses the edit dialog's save that ticks 'Veröffentlicht' as well", async () => {
    const base = await currentRevision(open.db, slug);
    const attempt = open.db.transaction((tx) =>
      withPublishCheck(tx, pageId, false, () => updatePage(tx, pageId, { published: true, metaTitle: "Anders" }, { author, baseRevision: base })),
    );
    await expect(attempt).rejects.toBeInstanceOf(PublishCheckRefused);
    const [row] = await open.db.select().from(pages).where(eq(pages.id, pageId));
    expect(row).toMatchObject({ published: false, metaTitle: "Neues Produkt" });
  });

  it("publishes with 'Trotzdem veröffentlichen' and records it in the revision", async () => {
    const { revision } = await publish(true);
    expect(await published()).toBe(true);
    const [entry] = await open.db
      .select()
      .from(pageRevisions)
      .where(and(eq(pageRevisions.pageKey, slugMatchKey(slug)), eq(pageRevisions.revision, revision)));
    expect(entry).toMatchObject({ action: "publish", summary: "Seite veröffentlicht trotz 2 Fehlern im Veröffentlichungs-Check" });
  });

  it("publishes a page without errors as before, hints do not block", async () => {
    await open.db.update(pages).set({ published: false }).where(eq(pages.id, pageId));
    await open.db
      .update(pageSections)
      .set({ settings: { title: "Neu" } })
      .where(and(eq(pageSections.pageSlug, slug), eq(pageSections.sectionName, "Kopf")));
    await open.db
      .update(pageSections)
      .set({ settings: { title: "Mehr", primaryButtonText: "Kontakt", primaryButtonUrl: "/kontakt" } })
      .where(and(eq(pageSections.pageSlug, slug), eq(pageSections.sectionName, "Verweis")));
    const { revision } = await publish(false);
    expect(await published()).toBe(true);
    const [entry] = await open.db
      .select()
      .from(pageRevisions)
      .where(and(eq(pageRevisions.pageKey, slugMatchKey(slug)), eq(pageRevisions.revision, revision)));
    expect(entry.summary).toBe("Seite veröffentlicht");
    const [stored] = await open.db.select().from(pageCheckResults).where(eq(pageCheckResults.pageId, pageId));
    expect(stored).toMatchObject({ errors: 0, hints: 1, revision });
  });

  it("the page list reuses a page's counts until the page changes; the on-demand check sees changes made elsewhere", async () => {
    const revision = await currentRevision(open.db, slug);
    await open.db.update(pages).set({ published: false }).where(eq(pages.slug, "/kontakt"));
    // The page itself is unchanged since its check: the list shows the stored counts, checks nothing.
    expect((await refreshCheckCounts(open.db, [{ id: pageId, revision }])).get(pageId)).toEqual({ errors: 0, hints: 1 });
    // 'Veröffentlichungs-Check' on demand sees the link that now leads to an unpublished page.
    expect((await runAndStoreCheck(open.db, pageId)).errors).toBe(1);
    expect((await refreshCheckCounts(open.db, [{ id: pageId, revision }])).get(pageId)).toEqual({ errors: 1, hints: 1 });
    // A page whose counts belong to an older revision is checked again when listed.
    await open.db.update(pages).set({ published: true }).where(eq(pages.slug, "/kontakt"));
    expect((await refreshCheckCounts(open.db, [{ id: pageId, revision: revision + 1 }])).get(pageId)).toEqual({ errors: 0, hints: 1 });
    const [stored] = await open.db.select().from(pageCheckResults).where(eq(pageCheckResults.pageId, pageId));
    expect(stored).toMatchObject({ errors: 0, hints: 1, revision: revision + 1 });
  });
});
