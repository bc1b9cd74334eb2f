// Out of date, precisely (docs/decisions/0036-translation-out-of-date.md): a version is 'veraltet' when
// a translated German field changed after the version was last brought up to date with it; shared
// fields and other languages' changes never count; saving the field in the version or confirming
// 'Keine Anpassung nötig' with a reason (recorded in the revision) makes it current again.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { globalSettings, mediaAssets, pages, pageSections } from "#db/schema";
import { listRevisions, restoreRevision } from "~/core/revisions/page-history.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage, deletePage, setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import { movePage } from "~/features/page-admin/page-move.server";
import { createSection, updateSection } from "~/features/sections/section-admin.server";
import { confirmNoUpdateNeeded, NO_UPDATE_ACTION, noUpdateMessages } from "~/features/translations/field-sources.server";
import { outdatedFields, translationOverview } from "~/features/translations/translation-status.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };
const paolo = { id: "u-paolo", email: "paolo@auralis-medizintechnik.example" };

describe.each(testDatabases)("Veraltete Übersetzungen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let germanId: number;
  let germanSectionId: number;
  let frenchId: number;
  let italianId: number;
  let pictures: number[];
  const tx = <T>(fn: (db: Parameters<Parameters<OpenDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) => open.db.transaction(fn);
  const sectionAt = async (slug: string) =>
    (
      await open.db
        .select()
        .from(pageSections)
        .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
    )[0];
  const stateOf = async (language: "fr" | "it") => {
    const rows = await translationOverview(open.db);
    return rows.find((r) => r.germanPageId === String(germanId))?.versions[language];
  };
  const hero = (settings: Record<string, unknown>, image: number) => ({
    sectionName: "Hero",
    sectionType: "hero",
    settings: { subtitle: "Untertitel", image: `asset:${image}`, variant: "hero", ...settings },
    mediaAssetIds: [image],
  });

  beforeAll(async () => {
    open = await openDb();
    pictures = (
      await open.db
        .insert(mediaAssets)
        .values(["a.png", "b.png"].map((filename) => ({ filename, mimeType: "image/png", width: 800, height: 600 })))
        .returning({ id: mediaAssets.id })
    ).map((r) => r.id);
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr", "it"] });
    const { page } = await tx((db) => createPage(db, { title: "Pflegebett" }, { author: anna }));
    germanId = page.id;
    await tx((db) => updatePage(db, germanId, { metaTitle: "Pflegebett – Auralis" }, { author: anna }));
    const { section } = await tx((db) => createSection(db, "/pflegebett", { author: anna }, hero({ title: "Das Pflegebett" }, pictures[0])));
    germanSectionId = section.id;
  });
  afterAll(async () => open?.close());

  it("has 'fehlt' for a language without a version, 'entwurf' and 'veröffentlicht' as the version is", async () => {
    expect(await stateOf("fr")).toMatchObject({ state: "fehlt", pageId: null, outdatedFieldCount: 0 });
    const { page } = await tx((db) => createLanguageVersion(db, { pageId: germanId, language: "fr", copyFrom: "de", slugPart: "lit" }, { author: claire }));
    frenchId = page.id;
    expect(await stateOf("fr")).toMatchObject({ state: "entwurf", pageId: String(frenchId), slug: "/fr/lit", outdatedFieldCount: 0 });
    await tx((db) => setPagePublished(db, frenchId, true, { author: claire }));
    expect(await stateOf("fr")).toMatchObject({ state: "veröffentlicht", outdatedFieldCount: 0 });
    const { page: italian } = await tx((db) => createLanguageVersion(db, { pageId: germanId, language: "it", copyFrom: "de" }, { author: paolo }));
    italianId = italian.id;
    // Only switched-on languages, or the one asked for.
    const onlyItalian = await translationOverview(open.db, { language: "it" });
    expect(Object.keys(onlyItalian.find((r) => r.germanPageId === String(germanId))!.versions)).toEqual(["it"]);
  });

  it("stays current when German changes a shared field or another language changes anything", async () => {
    // A shared German value (the picture) changes, and the Italian version's texts change.
    const german = await sectionAt("/pflegebett");
    await tx((db) => updateSection(db, german.id, hero({ title: "Das Pflegebett" }, pictures[1]), { author: anna }));
    await tx((db) => updatePage(db, germanId, { sortOrder: 7 }, { author: anna }));
    const italian = await sectionAt("/it/pflegebett");
    await tx((db) => updateSection(db, italian.id, hero({ title: "Il letto" }, pictures[1]), { author: paolo }));
    await tx((db) => updatePage(db, italianId, { title: "Letto" }, { author: paolo }));
    expect(await stateOf("fr")).toMatchObject({ state: "veröffentlicht", outdatedFieldCount: 0 });
    expect(await outdatedFields(open.db, frenchId)).toEqual([]);
  });

  it("is 'veraltet' once a translated German field changes, with the German old and new text", async () => {
    await tx((db) => updateSection(db, germanSectionId, hero({ title: "Das neue Pflegebett" }, pictures[1]), { author: anna }));
    await tx((db) => updatePage(db, germanId, { metaTitle: "Pflegebett kaufen – Auralis" }, { author: anna }));
    expect(await stateOf("fr")).toMatchObject({ state: "veraltet", outdatedFieldCount: 2, published: true });
    const fields = await outdatedFields(open.db, frenchId);
    const germanSection = await sectionAt("/pflegebett");
    expect(fields).toEqual([
      expect.objectContaining({
        where: { kind: "page", field: "metaTitle" },
        label: "Meta-Titel",
        oldText: "Pflegebett – Auralis",
        newText: "Pflegebett kaufen – Auralis",
      }),
      expect.objectContaining({
        where: { kind: "section", sectionKey: germanSection.translationKey, field: "settings.title" },
        label: "Titel",
        sectionName: "Hero",
        oldText: "Das Pflegebett",
        newText: "Das neue Pflegebett",
      }),
    ]);
    // The Italian version is out of date as well (it translated "Il letto" before this change).
    expect(await stateOf("it")).toMatchObject({ state: "veraltet", outdatedFieldCount: 2 });
  });

  it("is current again for a field its translator saves, and only for that field", async () => {
    const french = await sectionAt("/fr/lit");
    await tx((db) => updateSection(db, french.id, hero({ title: "Le nouveau lit" }, pictures[1]), { author: claire }));
    const fields = await outdatedFields(open.db, frenchId);
    expect(fields.map((f) => f.id)).toEqual(["metaTitle"]);
    expect(await stateOf("fr")).toMatchObject({ state: "veraltet", outdatedFieldCount: 1 });
    // Italian is unaffected by the French save.
    expect(await stateOf("it")).toMatchObject({ outdatedFieldCount: 2 });
  });

  it("'Keine Anpassung nötig' needs a reason, records it in the revision and makes the field current", async () => {
    await expect(tx((db) => confirmNoUpdateNeeded(db, { pageId: frenchId, fields: ["metaTitle"], reason: "   " }, claire))).rejects.toThrow(
      noUpdateMessages.reasonRequired,
    );
    expect(await stateOf("fr")).toMatchObject({ state: "veraltet" });
    await tx((db) => confirmNoUpdateNeeded(db, { pageId: frenchId, fields: ["metaTitle"], reason: "«kaufen» steht schon im französischen Titel" }, claire));
    expect(await stateOf("fr")).toMatchObject({ state: "veröffentlicht", outdatedFieldCount: 0 });
    const [latest] = await listRevisions(open.db, "/fr/lit", 1);
    expect(latest).toMatchObject({ action: NO_UPDATE_ACTION, authorEmail: claire.email });
    expect(latest.summary).toContain("Meta-Titel");
    expect(latest.summary).toContain("«kaufen» steht schon im französischen Titel");
    // A German page is not a translation.
    await expect(tx((db) => confirmNoUpdateNeeded(db, { pageId: germanId, fields: ["metaTitle"], reason: "x" }, anna))).rejects.toThrow(
      noUpdateMessages.notATranslation,
    );
  });

  it("'Keine Anpassung nötig' holds for the German text the editor saw, not for a later change", async () => {
    await tx((db) => updatePage(db, germanId, { metaTitle: "Pflegebett kaufen – Auralis AG" }, { author: anna }));
    const [seen] = await outdatedFields(open.db, frenchId);
    expect(seen).toMatchObject({ id: "metaTitle", newText: "Pflegebett kaufen – Auralis AG" });
    // German changes again while the editor still looks at the first change.
    await tx((db) => updatePage(db, germanId, { metaTitle: "Pflegebett online kaufen – Auralis AG" }, { author: anna }));
    await tx((db) => confirmNoUpdateNeeded(db, { pageId: frenchId, fields: ["metaTitle"], reason: "Firmenname", sourceRevision: seen.sourceRevision }, claire));
    const [still] = await outdatedFields(open.db, frenchId);
    expect(still).toMatchObject({ id: "metaTitle", oldText: "Pflegebett kaufen – Auralis AG", newText: "Pflegebett online kaufen – Auralis AG" });
    await tx((db) =>
      confirmNoUpdateNeeded(db, { pageId: frenchId, fields: ["metaTitle"], reason: "«online» ist gemeint", sourceRevision: still.sourceRevision }, claire),
    );
    expect(await outdatedFields(open.db, frenchId)).toEqual([]);
  });

  it("counts a German change back to the text the version was made from as no change", async () => {
    await tx((db) => updatePage(db, germanId, { title: "Pflegebett neu" }, { author: anna }));
    expect(await stateOf("fr")).toMatchObject({ state: "veraltet", outdatedFieldCount: 1 });
    await tx((db) => updatePage(db, germanId, { title: "Pflegebett" }, { author: anna }));
    expect(await stateOf("fr")).toMatchObject({ state: "veröffentlicht", outdatedFieldCount: 0 });
  });

  it("a restored version gets back the bookkeeping it had, not a new one", async () => {
    const revisions = await listRevisions(open.db, "/fr/lit");
    const beforeSave = revisions.find((r) => r.action === "publish" || r.action === "create-version")!;
    await tx((db) => restoreRevision(db, "/fr/lit", beforeSave.revision, claire));
    // Back to the copied German texts as of the version's creation: the title and meta title changed since.
    const fields = await outdatedFields(open.db, frenchId);
    expect(fields.map((f) => f.id).sort()).toEqual(expect.arrayContaining(["metaTitle"]));
    const stored = (await open.db.select().from(pages).where(eq(pages.id, frenchId)))[0];
    expect(stored.fieldSourceRevisions).toEqual({});
  });

  it("keeps the versions' bookkeeping right when the German page's revisions are renumbered by a move", async () => {
    // Bring French up to date, then move German onto an address a deleted page left its history at.
    const french = await sectionAt("/fr/lit");
    await tx((db) => updateSection(db, french.id, hero({ title: "Le lit neuf" }, pictures[1]), { author: claire }));
    await tx((db) => updatePage(db, frenchId, { title: "Lit", metaTitle: "Lit – Auralis" }, { author: claire }));
    expect(await stateOf("fr")).toMatchObject({ outdatedFieldCount: 0 });
    const { page: old } = await tx((db) => createPage(db, { title: "Altes Bett" }, { author: anna }));
    await tx((db) => updatePage(db, old.id, { title: "Altes Bett 2" }, { author: anna }));
    await tx((db) => deletePage(db, old.id, { author: anna }));
    const before = (await open.db.select().from(pages).where(eq(pages.id, frenchId)))[0];
    await tx((db) => movePage(db, germanId, { slugPart: "altes-bett" }, { author: anna }));
    const after = (await open.db.select().from(pages).where(eq(pages.id, frenchId)))[0];
    expect(after.sourceRevision).toBeGreaterThan(before.sourceRevision!);
    expect(after.fieldSourceRevisions.title).toBeGreaterThan(before.fieldSourceRevisions.title);
    expect(await stateOf("fr")).toMatchObject({ outdatedFieldCount: 0 });
    expect(await outdatedFields(open.db, frenchId)).toEqual([]);
  });
});
