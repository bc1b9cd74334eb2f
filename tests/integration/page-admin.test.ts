import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { mediaAssets, pages, pageSections } from "#db/schema";
import { createPage, deletePage, duplicatePage, PageValidationError, setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import { currentRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import { testDatabases } from "./databases";

const author = { id: "u-1", email: "redaktion@auralis-medizintechnik.example" };

describe.each(testDatabases)("Seiten verwalten auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(pages).values({ slug: "/produkte", title: "Produkte", published: true });
  });
  afterAll(async () => open?.close());

  it("creates an unpublished 'Neue Seite' from the list, twice without clashing", async () => {
    const first = await open.db.transaction((tx) => createPage(tx, {}, { author }));
    const second = await open.db.transaction((tx) => createPage(tx, {}, { author }));
    expect(first.page).toMatchObject({ title: "Neue Seite", slug: "/neue-seite", published: false, language: "de", sortOrder: 0, sitemapPriority: 0.5 });
    expect(second.page.slug).toBe("/neue-seite-2");
  });

  it("makes the slug from title and parent and refuses a taken one", async () => {
    const { page } = await open.db.transaction((tx) => createPage(tx, { title: "Gebärwannen", parentSlug: "/produkte/", published: true }, { author }));
    // Its kind is its parent's (decision 0043): /produkte is a section page, so this is one too; a category is an administrator's choice.
    expect(page).toMatchObject({ slug: "/produkte/gebaerwannen", parentSlug: "/produkte", published: true, kind: "section" });
    const again = open.db.transaction((tx) => createPage(tx, { title: "Gebärwannen", parentSlug: "/produkte" }, { author }));
    await expect(again).rejects.toThrow('Slug "/produkte/gebaerwannen" existiert bereits');
  });

  it("saves an unknown parent as root with the warning", async () => {
    const { page, warning } = await open.db.transaction((tx) => createPage(tx, { title: "Waise", parentSlug: "/gibt-es-nicht" }, { author }));
    expect(page.parentSlug).toBeNull();
    expect(page.slug).toBe("/waise");
    expect(warning).toBe("Übergeordnete Seite nicht gefunden – als Root gespeichert");
  });

  it("refuses a blank title and too long meta texts, changing nothing", async () => {
    const [page] = await open.db.select().from(pages).where(eq(pages.slug, "/waise"));
    const rev = await currentRevision(open.db, page.slug);
    const attempt = open.db.transaction((tx) =>
      updatePage(tx, page.id, { title: "  ", metaTitle: "x".repeat(61), metaDescription: "y".repeat(161) }, { author, baseRevision: rev }),
    );
    await expect(attempt).rejects.toBeInstanceOf(PageValidationError);
    const error = (await attempt.catch((e) => e)) as PageValidationError;
    expect(error.fieldErrors).toMatchObject({ title: "Bitte Seitentitel eingeben" });
    expect(error.fieldErrors.metaTitle).toMatch(/60/);
    expect(error.fieldErrors.metaDescription).toMatch(/160/);
    const [after] = await open.db.select().from(pages).where(eq(pages.id, page.id));
    expect(after.title).toBe("Waise");
  });

  it("keeps the slug when the title changes, and falls back to 0 for a bad sort order", async () => {
    const [page] = await open.db.select().from(pages).where(eq(pages.slug, "/waise"));
    const rev = await currentRevision(open.db, page.slug);
    const { page: updated } = await open.db.transaction((tx) =>
      updatePage(tx, page.id, { title: "Neuer Titel", sortOrder: "abc" }, { author, baseRevision: rev }),
    );
    expect(updated).toMatchObject({ slug: "/waise", title: "Neuer Titel", sortOrder: 0 });
  });

  it("refuses a stale update", async () => {
    const [page] = await open.db.select().from(pages).where(eq(pages.slug, "/waise"));
    await expect(open.db.transaction((tx) => updatePage(tx, page.id, { title: "Alt" }, { author, baseRevision: 0 }))).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
  });

  it("saves hero, Open Graph and gallery images of the library, and clears them again", async () => {
    const [hero, og, g1, g2] = await open.db
      .insert(mediaAssets)
      .values(
        ["seite-hero.webp", "seite-og.jpg", "galerie-1.webp", "galerie-2.png"].map((filename) => ({
          filename,
          mimeType: filename.endsWith(".png") ? "image/png" : "image/webp",
        })),
      )
      .returning();
    const [page] = await open.db.select().from(pages).where(eq(pages.slug, "/waise"));
    let rev = await currentRevision(open.db, page.slug);
    const { page: saved } = await open.db.transaction((tx) =>
      updatePage(tx, page.id, { heroAssetId: hero.id, ogAssetId: og.id, galleryAssetIds: [g2.id, g1.id] }, { author, baseRevision: rev }),
    );
    expect(saved).toMatchObject({ heroAssetId: hero.id, ogAssetId: og.id, galleryAssetIds: [g2.id, g1.id] });
    rev = await currentRevision(open.db, page.slug);
    const { page: cleared } = await open.db.transaction((tx) =>
      updatePage(tx, page.id, { heroAssetId: null, ogAssetId: null, galleryAssetIds: [] }, { author, baseRevision: rev }),
    );
    expect(cleared).toMatchObject({ heroAssetId: null, ogAssetId: null, galleryAssetIds: [] });
  });

  it("refuses unknown asset ids, files that are no images, repeats and bad values with German messages, changing nothing", async () => {
    const [pdf] = await open.db.insert(mediaAssets).values({ filename: "datenblatt.pdf", mimeType: "application/pdf" }).returning();
    const [image] = await open.db.insert(mediaAssets).values({ filename: "gueltig.webp", mimeType: "image/webp" }).returning();
    const [page] = await open.db.select().from(pages).where(eq(pages.slug, "/waise"));
    const rev = await currentRevision(open.db, page.slug);
    await open.db.transaction((tx) => updatePage(tx, page.id, { heroAssetId: image.id }, { author, baseRevision: rev }));
    const base = await currentRevision(open.db, page.slug);
    const refused = async (updates: Parameters<typeof updatePage>[2]) =>
      (await open.db.transaction((tx) => updatePage(tx, page.id, updates, { author, baseRevision: base })).catch((e) => e)) as PageValidationError;

    const unknown = await refused({ heroAssetId: 987654, galleryAssetIds: [image.id, 987655] });
    expect(unknown).toBeInstanceOf(PageValidationError);
    expect(unknown.fieldErrors).toEqual({
      heroAssetId: "Das Bild mit der ID 987654 gibt es nicht in der Medienbibliothek.",
      galleryAssetIds: "Das Bild mit der ID 987655 gibt es nicht in der Medienbibliothek.",
    });
    expect((await refused({ ogAssetId: pdf.id })).fieldErrors).toEqual({ ogAssetId: "Die Datei «datenblatt.pdf» ist kein Bild." });
    expect((await refused({ galleryAssetIds: [image.id, image.id] })).fieldErrors).toEqual({
      galleryAssetIds: `Das Bild mit der ID ${image.id} ist mehrfach in der Galerie.`,
    });
    expect((await refused({ galleryAssetIds: Array.from({ length: 25 }, (_, i) => i + 1) })).fieldErrors).toEqual({
      galleryAssetIds: "Maximal 24 Bilder auswählbar",
    });
    expect((await refused({ heroAssetId: "abc" as unknown as number })).fieldErrors).toEqual({
      heroAssetId: "Bitte ein Bild aus der Medienbibliothek wählen.",
    });
    expect((await refused({ heroAssetId: -3 })).fieldErrors).toEqual({ heroAssetId: "Bitte ein Bild aus der Medienbibliothek wählen." });

    const [after] = await open.db.select().from(pages).where(eq(pages.id, page.id));
    expect(after).toMatchObject({ heroAssetId: image.id, ogAssetId: null, galleryAssetIds: [] });
    expect(await currentRevision(open.db, page.slug)).toBe(base);
  });

  it("toggles, duplicates with sections, and deletes with sections under every spelling", async () => {
    const [page] = await open.db.select().from(pages).where(eq(pages.slug, "/produkte/gebaerwannen"));
    await open.db.insert(pageSections).values([
      { pageSlug: "/produkte/gebaerwannen", sectionName: "Hero", sectionType: "hero" },
      { pageSlug: "produkte/gebaerwannen/", sectionName: "Variante", sectionType: "text" },
    ]);
    await open.db.transaction((tx) => setPagePublished(tx, page.id, false, { author }));
    const { page: copy } = await open.db.transaction((tx) => duplicatePage(tx, page.id, { author }));
    expect(copy).toMatchObject({ slug: "/produkte/gebaerwannen-kopie", title: "Gebärwannen (Kopie)", published: false });
    expect(await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, copy.slug))).toHaveLength(2);
    await open.db.transaction((tx) => deletePage(tx, page.id, { author }));
    expect(await open.db.select().from(pages).where(eq(pages.id, page.id))).toHaveLength(0);
    expect(await open.db.select().from(pageSections).where(eq(pageSections.pageSlugKey, "/produkte/gebaerwannen"))).toHaveLength(0);
  });
});
