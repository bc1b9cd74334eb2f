// The server side of the edit mode (docs/decisions/0008-edit-mode.md): reorder by drag and drop, home-page restore with the
// registry, the live preview (prepared as the page prepares it, its library files and testimonials read once) and the data the panel and inspector read.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { cmsSectionRegistry, mediaAssets, pages, pageSections, testimonials } from "#db/schema";
import { currentRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import { loadLiveEdit } from "~/features/edit-mode/live-edit.server";
import { HomeSectionPresentError, missingHomeSections, restoreHomeSection } from "~/features/sections/home-sections.server";
import { createSection, deleteSection, duplicateSection, reorderSections, SectionOrderError, updateSection } from "~/features/sections/section-admin.server";
import { loadSupportData, prepareSectionViews } from "~/features/sections/section-pipeline.server";
import { prepareSectionPreview } from "~/features/edit-mode/preview-store";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const editorViewer = { ...anna, name: "Anna", role: "editor" as const, emailVerified: true, twoFactorEnabled: false, sessionId: "s" };

describe.each(testDatabases)("Edit-Mode auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const slug = "/ueber-uns/team";
  const names = async (s = slug) =>
    (await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, s)).orderBy(pageSections.sectionOrder, pageSections.id)).map(
      (r) => r.sectionName,
    );

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(pages).values([
      { slug, title: "Team", published: true },
      { slug: "/", title: "Startseite", published: true },
    ]);
    for (const name of ["A", "B", "C"]) {
      const base = await currentRevision(open.db, slug);
      await open.db.transaction((tx) => createSection(tx, slug, { author: anna, baseRevision: base }, { sectionName: name }));
    }
  });
  afterAll(async () => open?.close());

  it("reorders all sections at once, renumbered from 0, with a revision", async () => {
    const rows = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder);
    const [a, b, c] = rows.map((r) => r.id);
    const base = await currentRevision(open.db, slug);
    const { revision } = await open.db.transaction((tx) => reorderSections(tx, slug, [c, a, b], { author: anna, baseRevision: base }));
    expect(revision).toBe(base + 1);
    expect(await names()).toEqual(["C", "A", "B"]);
    const orders = (await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder)).map(
      (r) => r.sectionOrder,
    );
    expect(orders).toEqual([0, 1, 2]);
  });

  it("refuses an order that leaves out or repeats a section, and one based on an old revision", async () => {
    const ids = (await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder)).map((r) => r.id);
    const base = await currentRevision(open.db, slug);
    await expect(open.db.transaction((tx) => reorderSections(tx, slug, [ids[0], ids[1]], { author: anna, baseRevision: base }))).rejects.toBeInstanceOf(
      SectionOrderError,
    );
    await expect(open.db.transaction((tx) => reorderSections(tx, slug, [ids[0], ids[0], ids[1]], { author: anna, baseRevision: base }))).rejects.toBeInstanceOf(
      SectionOrderError,
    );
    await expect(open.db.transaction((tx) => reorderSections(tx, slug, [...ids].reverse(), { author: anna, baseRevision: base - 1 }))).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
    expect(await names()).toEqual(["C", "A", "B"]);
    expect(await currentRevision(open.db, slug)).toBe(base);
  });

  it("restores the home page's CTA at highest order + 100 and 'why' at 10, and keeps the registry", async () => {
    expect((await missingHomeSections(open.db)).map((m) => m.key).sort()).toEqual(["cta", "warum-auralis"]);
    const first = await open.db.transaction((tx) => createSection(tx, "/", { author: anna, baseRevision: 0 }, { sectionName: "Hero", sectionType: "hero" }));
    await open.db.update(pageSections).set({ sectionOrder: 7 }).where(eq(pageSections.id, first.section.id));

    const cta = await open.db.transaction((tx) => restoreHomeSection(tx, "cta", { author: anna, baseRevision: first.revision }));
    expect(cta.section).toMatchObject({ sectionType: "cta", sectionOrder: 107, isPublished: true });
    expect(cta.section.settings).toMatchObject({ key: "cta", primaryButtonUrl: "/kontakt", secondaryButtonUrl: "/produkte" });
    const why = await open.db.transaction((tx) => restoreHomeSection(tx, "warum-auralis", { author: anna, baseRevision: cta.revision }));
    expect(why.section).toMatchObject({ sectionType: "usp_tiles", sectionOrder: 10, sectionName: "Warum Auralis?" });
    expect(await missingHomeSections(open.db)).toEqual([]);

    const registry = await open.db.select().from(cmsSectionRegistry).where(eq(cmsSectionRegistry.pageSlug, "/"));
    expect(registry.find((r) => r.sectionKey === "cta")).toMatchObject({ everCreated: true, lastDeletedAt: null });

    // A second restore while it exists is refused and adds nothing.
    await expect(open.db.transaction((tx) => restoreHomeSection(tx, "cta", { author: anna, baseRevision: why.revision }))).rejects.toBeInstanceOf(
      HomeSectionPresentError,
    );

    // Deleting records last_deleted_at and makes it restorable again.
    await open.db.transaction((tx) => deleteSection(tx, cta.section.id, { author: anna, baseRevision: why.revision }));
    const [row] = await open.db.select().from(cmsSectionRegistry).where(eq(cmsSectionRegistry.sectionKey, "cta"));
    expect(row.lastDeletedAt).toBeInstanceOf(Date);
    const missing = await missingHomeSections(open.db);
    expect(missing).toEqual([{ key: "cta", label: "CTA", lastDeletedAt: row.lastDeletedAt?.toISOString() }]);
  });

  it("prepares the typed values in the browser's code as the public page prepares the stored section", async () => {
    // The edit mode's preview (edit-mode/preview-store.ts, decision 0049) and the public page share one preparation.
    const input = {
      sectionName: "Vorschau",
      sectionType: "text",
      contentHtml: '<p onclick="alert(1)">Hallo <a href="javascript:alert(1)">Link</a></p><script>alert(1)</script>',
      isPublished: true,
      settings: { title: "Neuer Titel", icon: "heart" },
      mediaAssetIds: [],
    };
    const [row] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).limit(1);
    const preview = prepareSectionPreview(row.id, slug, input);
    expect(preview).toMatchObject({ id: row.id, type: "text", name: "Vorschau", html: "<p>Hallo <a>Link</a></p>" });
    expect((preview?.settings as { title?: string }).title).toBe("Neuer Titel");
    // Stored, the same values become the same section on the page.
    const base = await currentRevision(open.db, slug);
    await open.db.transaction((tx) => updateSection(tx, row.id, input, { author: anna, baseRevision: base }));
    const view = await prepareSectionViews(open.db, await open.db.select().from(pageSections).where(eq(pageSections.id, row.id)), { pageSlug: slug });
    expect({ ...view.sections[0], order: 0, plain: "" }).toEqual({ ...preview, order: 0, plain: "" });
    // What the server would refuse is not previewed: the last good preview stays.
    expect(prepareSectionPreview(row.id, slug, { ...input, contentHtml: "x".repeat(100_001) })).toBeNull();
  });

  it("reads a preview's library files by id and file name in the page's language, and the published testimonials only when asked", async () => {
    const [picture] = await open.db
      .insert(mediaAssets)
      .values({ filename: "vorschau-bild.webp", mimeType: "image/webp", title: "Bild", altText: "Deutsch", width: 800, height: 600 })
      .returning({ id: mediaAssets.id });
    await open.db.insert(testimonials).values([
      { author: "Frau Lob", quote: "Sehr gut", language: "de" },
      { author: "Herr Entwurf", quote: "Noch nicht", language: "de", isPublished: false },
      { author: "Mme Éloge", quote: "Très bien", language: "fr" },
    ]);
    const refs = (ids: number[], filenames: string[] = []) => ({ ids: new Set(ids), filenames: new Set(filenames) });
    const byId = await loadSupportData(open.db, "de", refs([picture.id]), false);
    expect(byId.assets[picture.id]).toMatchObject({ id: picture.id, filename: "vorschau-bild.webp", alt: "Deutsch" });
    expect(byId.testimonials).toEqual([]);
    const byName = await loadSupportData(open.db, "de", refs([], ["vorschau-bild.webp"]), true);
    expect(Object.keys(byName.assets)).toEqual([String(picture.id)]);
    expect(byName.testimonials.map((t) => t.author)).toEqual(["Frau Lob"]);
    const french = await loadSupportData(open.db, "fr", refs([picture.id]), true);
    expect(french.testimonials.map((t) => t.author)).toEqual(["Mme Éloge"]);
  });

  it("tells the panel about slug variants, the viewer's rights and the load time", async () => {
    await open.db.insert(pageSections).values({ pageSlug: "/Ueber-uns/Team/", sectionName: "Alt", sectionType: "text", sectionOrder: 9 });
    const data = await loadLiveEdit(open.db, "/ueber-uns/team/", editorViewer);
    expect(data.slug).toBe(slug);
    expect(data.variantSlugs).toEqual(["/Ueber-uns/Team/"]);
    expect(data.sections.find((s) => s.sectionName === "Alt")?.storedSlug).toBe("/Ueber-uns/Team/");
    expect(data.viewer).toEqual({ email: anna.email, role: "editor", mayDeletePage: false, mayShareDrafts: true });
    // An editor may do everything with sections (a translator's rights: tests/e2e/translations.spec.ts).
    expect(data.rights).toEqual({ edit: true, structure: true, publish: true });
    expect(data.loadMs).toBeGreaterThanOrEqual(0);
    expect(data.missingHomeSections).toEqual([]);
    // 'Dokumente des Produkts' only on a product page (this one is not): tests/e2e/cms-documents.spec.ts follows the link.
    expect(data.documentsHref).toBeNull();
    const home = await loadLiveEdit(open.db, "/", { ...editorViewer, role: "admin" });
    expect(home.viewer.mayDeletePage).toBe(true);
    expect(home.missingHomeSections.map((m) => m.key)).toEqual(["cta"]);
  });
});

describe.each(testDatabases)("Duplizieren im Edit-Mode auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const slug = "/produkte/pflege/kopien";
  afterAll(async () => open?.close());

  it("puts the copy right after its source, the following sections making room, published on a product page", async () => {
    open = await openDb();
    // A product page by its kind (docs/decisions/0043-page-kind-and-approval-requirement.md), not by its address.
    await open.db.insert(pages).values({ slug, title: "Kopien", published: true, kind: "product" });
    const made: number[] = [];
    for (const [name, published] of [
      ["Eins", true],
      ["Zwei", false],
      ["Drei", true],
    ] as const) {
      const { section } = await open.db.transaction(async (tx) =>
        createSection(tx, slug, { author: anna, baseRevision: await currentRevision(tx, slug) }, { sectionName: name, isPublished: published }),
      );
      made.push(section.id);
    }
    const base = await currentRevision(open.db, slug);
    const copy = await open.db.transaction((tx) => duplicateSection(tx, made[1], { author: anna, baseRevision: base }, "after-source"));
    const rows = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder, pageSections.id);
    expect(rows.map((r) => [r.sectionName, r.sectionOrder])).toEqual([
      ["Eins", 0],
      ["Zwei", 1],
      ["Zwei (Kopie)", 2],
      ["Drei", 3],
    ]);
    // On a product page the copy is published even when its source is a draft, as docs/product/sections.md, "Editing sections", asks.
    expect(copy.section.isPublished).toBe(true);
  });
});
