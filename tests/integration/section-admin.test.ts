import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { cmsSectionRegistry, mediaAssets, pages, pageSections } from "#db/schema";
import { currentRevision, listRevisions, restoreRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import {
  createSection,
  deleteSection,
  duplicateSection,
  moveSection,
  moveSectionsToCanonicalSlug,
  saveAllSections,
  SectionValidationError,
  setSectionPublished,
  updateSection,
} from "~/features/sections/section-admin.server";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const beat = { id: "u-beat", email: "beat@auralis-medizintechnik.example" };

describe.each(testDatabases)("Sektionen bearbeiten auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const slug = "/produkte/pflege/testseite";
  const orderOf = async () =>
    (await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder, pageSections.id)).map(
      (s) => s.sectionName,
    );

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(pages).values({ slug, title: "Testseite", published: true });
  });
  afterAll(async () => open?.close());

  it("creates a new section with the defaults of docs/product/sections.md and records a revision", async () => {
    const { section, revision } = await open.db.transaction((tx) => createSection(tx, slug, { author: anna, baseRevision: 0 }));
    expect(section).toMatchObject({ sectionName: "Neue Sektion", sectionType: "text", sectionOrder: 0, isPublished: true });
    expect(revision).toBe(1);
    const [entry] = await listRevisions(open.db, slug);
    expect(entry).toMatchObject({ revision: 1, action: "create", authorEmail: anna.email });
  });

  it("refuses a save based on an older revision, naming who changed it, and changes nothing", async () => {
    const [section] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug));
    await open.db.transaction((tx) =>
      updateSection(tx, section.id, { sectionName: "Von Anna", sectionType: "text", contentHtml: "<p>Anna</p>" }, { author: anna, baseRevision: 1 }),
    );
    const attempt = open.db.transaction((tx) =>
      updateSection(tx, section.id, { sectionName: "Von Beat", sectionType: "text" }, { author: beat, baseRevision: 1 }),
    );
    await expect(attempt).rejects.toBeInstanceOf(RevisionConflictError);
    await expect(attempt).rejects.toThrow(/von anna@auralis-medizintechnik\.example geändert/);
    const [after] = await open.db.select().from(pageSections).where(eq(pageSections.id, section.id));
    expect(after.sectionName).toBe("Von Anna");
    expect(await currentRevision(open.db, slug)).toBe(2);
  });

  it("refuses an oversized name or HTML at the domain layer too, whoever calls it, and stores nothing", async () => {
    const [section] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug));
    const before = await currentRevision(open.db, slug);
    const attempt = open.db.transaction((tx) =>
      updateSection(
        tx,
        section.id,
        { sectionName: "x".repeat(5000), sectionType: "text", contentHtml: `<p>${"y".repeat(200_000)}</p>` },
        { author: anna, baseRevision: before },
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(SectionValidationError);
    await expect(attempt).rejects.toMatchObject({
      fieldErrors: { sectionName: expect.stringMatching(/^Höchstens \d+ Zeichen/), contentHtml: expect.stringMatching(/^Höchstens/) },
    });
    expect(await currentRevision(open.db, slug)).toBe(before);
  });

  it("checks settings strictly against the registry, in German, and saves nothing invalid", async () => {
    const [section] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug));
    const attempt = open.db.transaction((tx) =>
      updateSection(tx, section.id, { sectionName: " ", sectionType: "hero", settings: { imagePosition: "oben" } }, { author: anna, baseRevision: 2 }),
    );
    await expect(attempt).rejects.toBeInstanceOf(SectionValidationError);
    const error = (await attempt.catch((e) => e)) as SectionValidationError;
    expect(error.fieldErrors.sectionName).toBe("Bitte einen Sektionsnamen eingeben.");
    expect(error.fieldErrors["settings.imagePosition"]).toMatch(/Ungültig|erwartet/i);
    expect(await currentRevision(open.db, slug)).toBe(2);
  });

  it("sanitises content HTML on save", async () => {
    const [section] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug));
    const { section: saved } = await open.db.transaction((tx) =>
      updateSection(
        tx,
        section.id,
        { sectionName: "Von Anna", sectionType: "text", contentHtml: '<p onclick="x()">Hi<script>x()</script></p>' },
        { author: anna, baseRevision: 2 },
      ),
    );
    expect(saved.contentHtml).toBe("<p>Hi</p>");
    expect(saved.contentPlain).toBe("Hi");
  });

  it("duplicates with ' (Kopie)' at the end, moves by swapping, and keeps first and last in place", async () => {
    const [section] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug));
    let rev = await currentRevision(open.db, slug);
    await open.db.transaction((tx) => duplicateSection(tx, section.id, { author: anna, baseRevision: rev }));
    expect(await orderOf()).toEqual(["Von Anna", "Von Anna (Kopie)"]);
    rev = await currentRevision(open.db, slug);
    const moved = await open.db.transaction((tx) => moveSection(tx, section.id, "up", { author: anna, baseRevision: rev }));
    expect(moved.moved).toBe(false);
    await open.db.transaction((tx) => moveSection(tx, section.id, "down", { author: anna, baseRevision: rev }));
    expect(await orderOf()).toEqual(["Von Anna (Kopie)", "Von Anna"]);
  });

  it("publishes and drafts a section", async () => {
    const [section] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).limit(1);
    const rev = await currentRevision(open.db, slug);
    await open.db.transaction((tx) => setSectionPublished(tx, section.id, false, { author: anna, baseRevision: rev }));
    const [after] = await open.db.select().from(pageSections).where(eq(pageSections.id, section.id));
    expect(after.isPublished).toBe(false);
  });

  it("saves the whole list in one transaction, renumbered from 0, or nothing at all", async () => {
    const rev = await currentRevision(open.db, slug);
    const bad = open.db.transaction((tx) =>
      saveAllSections(
        tx,
        slug,
        [
          { sectionName: "Eins", sectionType: "text" },
          { sectionName: "", sectionType: "text" },
        ],
        { author: anna, baseRevision: rev },
      ),
    );
    await expect(bad).rejects.toBeInstanceOf(SectionValidationError);
    expect(await orderOf()).toEqual(["Von Anna (Kopie)", "Von Anna"]);
    await open.db.transaction((tx) =>
      saveAllSections(
        tx,
        slug,
        [
          { sectionName: "Eins", sectionType: "text" },
          { sectionName: "Zwei", sectionType: "cta", settings: { title: "Beratung" } },
        ],
        { author: anna, baseRevision: rev },
      ),
    );
    const rows = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder);
    expect(rows.map((r) => [r.sectionName, r.sectionOrder])).toEqual([
      ["Eins", 0],
      ["Zwei", 1],
    ]);
  });

  it("restores an earlier revision as a new one", async () => {
    const revisions = await listRevisions(open.db, slug);
    const duplicated = revisions.find((r) => r.action === "duplicate")!;
    const restored = await open.db.transaction((tx) => restoreRevision(tx, slug, duplicated.revision, beat));
    expect(await orderOf()).toEqual(["Von Anna", "Von Anna (Kopie)"]);
    expect(restored).toBe((revisions[0]?.revision ?? 0) + 1);
  });

  it("records deletion of a home-page CTA for the restore button", async () => {
    const home = "/";
    const { section } = await open.db.transaction((tx) =>
      createSection(tx, home, { author: anna }, { sectionName: "CTA", sectionType: "cta", settings: { key: "cta", title: "Beratung" } }),
    );
    await open.db.transaction((tx) => deleteSection(tx, section.id, { author: anna }));
    const [entry] = await open.db.select().from(cmsSectionRegistry).where(eq(cmsSectionRegistry.sectionKey, "cta"));
    expect(entry.everCreated).toBe(true);
    expect(entry.lastDeletedAt).toBeInstanceOf(Date);
  });

  it("moves sections stored under slug variants to the canonical slug", async () => {
    await open.db.insert(pageSections).values({ pageSlug: "produkte/pflege/testseite/", sectionName: "Alt", sectionType: "text" });
    expect(await open.db.transaction((tx) => moveSectionsToCanonicalSlug(tx, slug))).toBe(1);
    const [moved] = await open.db.select().from(pageSections).where(eq(pageSections.sectionName, "Alt"));
    expect(moved.pageSlug).toBe(slug);
  });
});

describe.each(testDatabases)("Medien einer Sektion auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const slug = "/medien-pruefung";
  afterAll(async () => open?.close());

  it("refuses image ids the library does not know, names them, and changes nothing", async () => {
    open = await openDb();
    const [asset] = await open.db.insert(mediaAssets).values({ filename: "bild-1.jpg", mimeType: "image/jpeg", sizeBytes: 10 }).returning();
    const { section, revision } = await open.db.transaction((tx) =>
      createSection(tx, slug, { author: anna, baseRevision: 0 }, { sectionName: "Bild", sectionType: "gallery", mediaAssetIds: [asset.id] }),
    );
    const attempt = open.db.transaction((tx) =>
      updateSection(
        tx,
        section.id,
        { sectionName: "Bild", sectionType: "gallery", mediaAssetIds: [asset.id, 987654] },
        { author: anna, baseRevision: revision },
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(SectionValidationError);
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { mediaAssetIds: "Nicht in der Medienbibliothek: asset:987654" } });
    const [after] = await open.db.select().from(pageSections).where(eq(pageSections.id, section.id));
    expect(after.mediaAssetIds).toEqual([asset.id]);
    expect(await currentRevision(open.db, slug)).toBe(revision);
    await expect(
      open.db.transaction((tx) => createSection(tx, slug, { author: anna, baseRevision: revision }, { sectionName: "X", mediaAssetIds: [987654] })),
    ).rejects.toBeInstanceOf(SectionValidationError);
  });

  it("checks the whole list of 'Speichern' at once and names the section with the unknown id", async () => {
    const rows = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder);
    const base = await currentRevision(open.db, slug);
    const list = [
      ...rows.map((r) => ({ sectionName: r.sectionName, sectionType: r.sectionType, mediaAssetIds: r.mediaAssetIds })),
      { sectionName: "Neu", sectionType: "gallery", mediaAssetIds: [987655] },
    ];
    const attempt = open.db.transaction((tx) => saveAllSections(tx, slug, list, { author: anna, baseRevision: base }));
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { [`${rows.length}.mediaAssetIds`]: "Nicht in der Medienbibliothek: asset:987655" } });
    expect(await currentRevision(open.db, slug)).toBe(base);
  });

  it("keeps an id the section already had even after its file left the library", async () => {
    const [row] = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug));
    await open.db.delete(mediaAssets).where(eq(mediaAssets.id, row.mediaAssetIds[0]));
    const base = await currentRevision(open.db, slug);
    await open.db.transaction((tx) =>
      updateSection(tx, row.id, { sectionName: "Neu benannt", sectionType: "gallery", mediaAssetIds: row.mediaAssetIds }, { author: anna, baseRevision: base }),
    );
    const [after] = await open.db.select().from(pageSections).where(eq(pageSections.id, row.id));
    expect(after.sectionName).toBe("Neu benannt");
  });
});
