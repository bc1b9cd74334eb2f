// Language versions of a page (docs/decisions/0032-language-versions.md): each version is a page of
// its own (address, texts, status, revisions), shared values are one for all versions, and a
// translated field is never filled from another language – not on save, not on restore.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { globalSettings, mediaAssets, pageRevisions, pages, pageSections } from "#db/schema";
import { listRevisions, restoreRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { languageVersionMessages } from "~/features/page-admin/language-version-rules";
import { createPage, deletePage, PageValidationError, setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import { planPageMove } from "~/core/page-address/page-address";
import { createSection, saveAllSections, updateSection } from "~/features/sections/section-admin.server";
import { slugMatchKey } from "~/lib/slug";
import { collectContentScope } from "~/core/content/content-announce.server";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };

describe.each(testDatabases)("Sprachfassungen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let germanId: number;
  let germanSectionId: number;
  let pictures: number[];
  const revisionOf = async (slug: string) => (await listRevisions(open.db, slug, 1))[0]?.revision ?? 0;
  const tx = <T>(fn: (db: Parameters<Parameters<OpenDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) => open.db.transaction(fn);
  const pageAt = async (slug: string) => (await open.db.select().from(pages).where(eq(pages.slug, slug)))[0];
  const sectionsAt = async (slug: string) =>
    open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)));
  const heroInput = (title: string, image: number, extra: Record<string, unknown> = {}) => ({
    sectionName: "Hero",
    sectionType: "hero",
    settings: { title, subtitle: "Untertitel", image: `asset:${image}`, variant: "hero", ...extra },
    mediaAssetIds: [image],
  });

  beforeAll(async () => {
    open = await openDb();
    pictures = (
      await open.db
        .insert(mediaAssets)
        .values(["wanne-a.png", "wanne-b.png", "wanne-c.png"].map((filename) => ({ filename, mimeType: "image/png", width: 800, height: 600 })))
        .returning({ id: mediaAssets.id })
    ).map((r) => r.id);
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr", "it"] });
    const { page } = await tx((db) => createPage(db, { title: "Testwanne" }, { author: anna }));
    germanId = page.id;
    await tx((db) => updatePage(db, germanId, { metaTitle: "Testwanne – Auralis", heroAssetId: pictures[0] }, { author: anna }));
    const { section } = await tx((db) => createSection(db, "/testwanne", { author: anna }, heroInput("Die Testwanne", pictures[0])));
    germanSectionId = section.id;
  });
  afterAll(async () => open?.close());

  it("creates a French version as a draft copied from German, every copied text marked, under its own address", async () => {
    const { page } = await tx((db) =>
      createLanguageVersion(db, { pageId: germanId, language: "fr", copyFrom: "de", slugPart: "baignoire-test" }, { author: claire }),
    );
    const german = await pageAt("/testwanne");
    expect(page).toMatchObject({ slug: "/fr/baignoire-test", language: "fr", published: false, title: "Testwanne", translationKey: german.translationKey });
    expect(page.untranslated.sort()).toEqual(["metaTitle", "title"]);
    expect(page.sourceRevision).toBe(await revisionOf("/testwanne"));
    expect(page.heroAssetId).toBe(pictures[0]);
    const [section] = await sectionsAt("/fr/baignoire-test");
    const [germanSection] = await sectionsAt("/testwanne");
    expect(section.translationKey).toBe(germanSection.translationKey);
    expect(section.settings).toMatchObject({ title: "Die Testwanne", image: `asset:${pictures[0]}` });
    // Texts are marked; the picture and the surface are shared, not translated.
    expect(section.untranslated.sort()).toEqual(["settings.subtitle", "settings.title"]);
    expect((await listRevisions(open.db, "/fr/baignoire-test")).map((r) => r.action)).toEqual(["create-version"]);
  });

  it("refuses a second French version, a language that is not switched on, and a German page as a version", async () => {
    const attempt = (language: "fr" | "en" | "de") => tx((db) => createLanguageVersion(db, { pageId: germanId, language, copyFrom: "de" }, { author: claire }));
    await expect(attempt("fr")).rejects.toThrow(languageVersionMessages.exists("fr"));
    await expect(attempt("en")).rejects.toThrow(languageVersionMessages.notSwitchedOn("en"));
    await expect(attempt("de")).rejects.toThrow(languageVersionMessages.sourceLanguage);
    expect(await open.db.select().from(pages).where(eq(pages.language, "en"))).toEqual([]);
  });

  it("copies an Italian version from the French one, with the French texts marked and the German shared values", async () => {
    const french = await pageAt("/fr/baignoire-test");
    const { page } = await tx((db) => createLanguageVersion(db, { pageId: french.id, language: "it", copyFrom: "fr" }, { author: claire }));
    expect(page).toMatchObject({ slug: "/it/testwanne", language: "it", sourceRevision: french.sourceRevision });
    expect(page.untranslated.length).toBeGreaterThan(0);
  });

  it("publishes, and later withdraws, the French version alone", async () => {
    const french = await pageAt("/fr/baignoire-test");
    await tx((db) => setPagePublished(db, french.id, true, { author: claire }));
    expect((await pageAt("/fr/baignoire-test")).published).toBe(true);
    expect((await pageAt("/testwanne")).published).toBe(false);
    expect((await pageAt("/it/testwanne")).published).toBe(false);
    await tx((db) => setPagePublished(db, germanId, true, { author: anna }));
    await tx((db) => setPagePublished(db, french.id, false, { author: claire }));
    expect((await pageAt("/testwanne")).published).toBe(true);
    expect((await pageAt("/fr/baignoire-test")).published).toBe(false);
  });

  it("writes a changed shared value to every version, never a translated one", async () => {
    const [frenchSection] = await sectionsAt("/fr/baignoire-test");
    await tx((db) => updateSection(db, frenchSection.id, heroInput("La baignoire test", pictures[0]), { author: claire }));
    const frenchBefore = await revisionOf("/fr/baignoire-test");
    // German: a new title (translated) and a new picture (shared).
    await tx((db) => updateSection(db, germanSectionId, heroInput("Die neue Testwanne", pictures[1]), { author: anna }));
    const [french] = await sectionsAt("/fr/baignoire-test");
    expect(french.settings).toMatchObject({ title: "La baignoire test", image: `asset:${pictures[1]}` });
    expect(french.mediaAssetIds).toEqual([pictures[1]]);
    const [italian] = await sectionsAt("/it/testwanne");
    expect(italian.settings).toMatchObject({ title: "Die Testwanne", image: `asset:${pictures[1]}` });
    const [latest] = await listRevisions(open.db, "/fr/baignoire-test", 1);
    expect(latest).toMatchObject({ revision: frenchBefore + 1, action: "shared", authorEmail: anna.email });
    // Page pictures are shared too; changed in French, they change the German page.
    const frenchPage = await pageAt("/fr/baignoire-test");
    await tx((db) => updatePage(db, frenchPage.id, { heroAssetId: pictures[2], title: "Baignoire test" }, { author: claire }));
    expect(await pageAt("/testwanne")).toMatchObject({ heroAssetId: pictures[2], title: "Testwanne" });
  });

  it("ends the mark of a text once an editor changed it, and keeps the others", async () => {
    const [french] = await sectionsAt("/fr/baignoire-test");
    expect(french.untranslated).toEqual(["settings.subtitle"]);
    expect((await pageAt("/fr/baignoire-test")).untranslated).toEqual(["metaTitle"]);
  });

  it("restores a French revision with its own texts and today's shared values; a German restore brings its pictures back everywhere", async () => {
    const frenchRevisions = await listRevisions(open.db, "/fr/baignoire-test");
    const created = frenchRevisions.find((r) => r.action === "create-version")!;
    await tx((db) => restoreRevision(db, "/fr/baignoire-test", created.revision, claire));
    const [french] = await sectionsAt("/fr/baignoire-test");
    expect(french.settings).toMatchObject({ title: "Die Testwanne", image: `asset:${pictures[1]}` });
    expect(await pageAt("/testwanne")).toMatchObject({ heroAssetId: pictures[2] });
    expect((await sectionsAt("/testwanne"))[0].settings).toMatchObject({ title: "Die neue Testwanne" });

    const germanRevisions = await listRevisions(open.db, "/testwanne");
    const withFirstPicture = germanRevisions.find((r) => r.summary.includes("erstellt") && r.action === "create" && r.revision > 1) ?? germanRevisions.at(-2)!;
    await tx((db) => restoreRevision(db, "/testwanne", withFirstPicture.revision, anna));
    const [frenchAfter] = await sectionsAt("/fr/baignoire-test");
    expect(frenchAfter.settings).toMatchObject({ title: "Die Testwanne", image: `asset:${pictures[0]}` });
    expect((await sectionsAt("/testwanne"))[0].settings).toMatchObject({ title: "Die Testwanne" });
  });

  it("keeps revisions and conflicts per version: a German save does not make a French editor's view stale", async () => {
    const french = await pageAt("/fr/baignoire-test");
    const frenchBase = await revisionOf("/fr/baignoire-test");
    await tx((db) => updatePage(db, germanId, { intro: "Neu" }, { author: anna }));
    await tx((db) => updatePage(db, french.id, { intro: "Nouveau" }, { author: claire, baseRevision: frenchBase }));
    await expect(tx((db) => updatePage(db, french.id, { intro: "Encore" }, { author: claire, baseRevision: frenchBase }))).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
    expect((await pageAt("/testwanne")).intro).toBe("Neu");
  });

  it("keeps addresses unique per language only, each language in its own part of the site", async () => {
    const { page } = await tx((db) => createPage(db, { title: "Service-Test" }, { author: anna }));
    const { page: version } = await tx((db) =>
      createLanguageVersion(db, { pageId: page.id, language: "fr", copyFrom: "de", slugPart: "service-test" }, { author: claire }),
    );
    expect([page.slug, version.slug]).toEqual(["/service-test", "/fr/service-test"]);
    // A German page neither below a French one nor at a language's prefix.
    await expect(tx((db) => createPage(db, { title: "X", parentSlug: "/fr/service-test", slugPart: "x" }, { author: anna }))).rejects.toBeInstanceOf(
      PageValidationError,
    );
    await expect(tx((db) => createPage(db, { title: "X", slugPart: "it" }, { author: anna }))).rejects.toBeInstanceOf(PageValidationError);
    const all = await open.db.select({ id: pages.id, slug: pages.slug, title: pages.title }).from(pages);
    expect(planPageMove(all, version.id, "/service-neu")).toMatchObject({ ok: false });
    expect(planPageMove(all, version.id, "/fr/service-neu")).toMatchObject({ ok: true });
    // The database refuses a French page outside /fr and a second French version of one page.
    await expect(open.db.insert(pages).values({ slug: "/falsch", title: "Faux", language: "fr" })).rejects.toThrow();
    await expect(
      open.db.insert(pages).values({ slug: "/fr/doublon", title: "Doublon", language: "fr", translationKey: page.translationKey }),
    ).rejects.toThrow();
  });

  it("deletes the versions with their German page, each with a revision to bring it back", async () => {
    const { page } = await tx((db) => createPage(db, { title: "Kurzlebig" }, { author: anna }));
    await tx((db) => createLanguageVersion(db, { pageId: page.id, language: "fr", copyFrom: "de", slugPart: "ephemere" }, { author: claire }));
    await tx((db) => deletePage(db, page.id, { author: anna }));
    expect(await pageAt("/fr/ephemere")).toBeUndefined();
    const [gone] = await listRevisions(open.db, "/fr/ephemere", 1);
    expect(gone.action).toBe("delete");
    const count = await open.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, "/fr/ephemere"));
    expect(count[0].n).toBe(2);
  });

  it("drops the French pages and the page's other versions when a French title changes, and keeps the other German pages cached", async () => {
    const french = await pageAt("/fr/baignoire-test");
    if (!french.published) await tx((db) => setPagePublished(db, french.id, true, { author: claire }));
    const { scope } = await collectContentScope(() => tx((db) => updatePage(db, french.id, { title: "Baignoire d’essai" }, { author: claire })));
    const reported = scope();
    expect(reported.kind).toBe("pages");
    if (reported.kind !== "pages") return;
    expect(reported.frame).toBe(true);
    expect(reported.visible).toEqual(expect.arrayContaining(["/fr/baignoire-test", "/fr/service-test", "/testwanne", "/it/testwanne"]));
    expect(reported.visible).not.toContain("/service-test");
  });

  it("drops nothing visitors see while a French section still holds German; translated, a change drops only the French page and the sitemap", async () => {
    const [frenchSection] = await sectionsAt("/fr/baignoire-test");
    const save = (settings: Record<string, unknown>, section = frenchSection) =>
      collectContentScope(() =>
        tx((db) =>
          updateSection(
            db,
            section.id,
            { sectionName: section.sectionName, sectionType: section.sectionType, settings, mediaAssetIds: section.mediaAssetIds },
            { author: claire },
          ),
        ),
      );
    // One text translated, others still as copied: visitors are not shown the section before or after (decision 0044).
    expect(frenchSection.untranslated.length).toBeGreaterThan(1);
    const first = await save({ ...frenchSection.settings, subtitle: "Sous-titre traduit" });
    expect(first.scope()).toEqual({ kind: "pages", visible: [], drafts: [slugMatchKey("/fr/baignoire-test")] });
    // Every text translated: the section shows; a later change of its text drops only its page and the sitemap.
    const [half] = await sectionsAt("/fr/baignoire-test");
    const rest = Object.fromEntries(half.untranslated.filter((f) => f.startsWith("settings.")).map((f) => [f.slice("settings.".length), `Traduit ${f}`]));
    await save({ ...half.settings, ...rest }, half);
    const [translated] = await sectionsAt("/fr/baignoire-test");
    expect(translated.untranslated).toEqual([]);
    const { scope } = await save({ ...translated.settings, subtitle: "Sous-titre retouché" }, translated);
    expect(scope()).toEqual({ kind: "pages", visible: [slugMatchKey("/fr/baignoire-test"), slugMatchKey("/sitemap.xml")], drafts: [] });
  });

  it("keeps each section in its group and its marks when the section editor saves the whole list ('Speichern' after reordering)", async () => {
    const { page } = await tx((db) => createPage(db, { title: "Listenwanne" }, { author: anna }));
    for (const title of ["Erste", "Zweite"]) await tx((db) => createSection(db, page.slug, { author: anna }, heroInput(title, pictures[0])));
    const { page: french } = await tx((db) =>
      createLanguageVersion(db, { pageId: page.id, language: "fr", copyFrom: "de", slugPart: "liste" }, { author: claire }),
    );
    // As the editor sends it: every section with its id, in the new order.
    const asListed = (rows: Awaited<ReturnType<typeof sectionsAt>>) =>
      rows.map((s) => ({
        id: s.id,
        sectionName: s.sectionName,
        sectionType: s.sectionType,
        contentHtml: s.contentHtml,
        settings: s.settings,
        mediaAssetIds: s.mediaAssetIds,
      }));
    const groups = async (slug: string) => (await sectionsAt(slug)).sort((a, b) => a.sectionOrder - b.sectionOrder).map((s) => s.translationKey);
    const germanGroups = await groups(page.slug);
    const frenchBefore = await sectionsAt(french.slug);
    expect(frenchBefore.every((s) => s.untranslated.includes("settings.title"))).toBe(true);

    // Read before the transaction: PGlite runs one at a time, a read outside it would wait for it.
    const reversed = asListed(await sectionsAt(page.slug)).reverse();
    let base = await revisionOf(page.slug);
    await tx((db) => saveAllSections(db, page.slug, reversed, { author: anna, baseRevision: base }));
    expect(await groups(page.slug)).toEqual([...germanGroups].reverse());

    // The French list reordered too, one title translated: the other marks stay, each section keeps its German counterpart.
    const frenchList = asListed(await sectionsAt(french.slug)).reverse();
    frenchList[0] = { ...frenchList[0], settings: { ...frenchList[0].settings, title: "Deuxième" } };
    base = await revisionOf(french.slug);
    await tx((db) => saveAllSections(db, french.slug, frenchList, { author: claire, baseRevision: base }));
    const frenchAfter = (await sectionsAt(french.slug)).sort((a, b) => a.sectionOrder - b.sectionOrder);
    expect(frenchAfter.map((s) => s.translationKey)).toEqual([...germanGroups].reverse());
    expect(frenchAfter.map((s) => [...s.untranslated].sort())).toEqual([["settings.subtitle"], ["settings.subtitle", "settings.title"]]);

    // A shared value saved with the German list still reaches the French counterpart.
    const germanList = asListed(await sectionsAt(page.slug));
    germanList[0] = { ...germanList[0], settings: { ...germanList[0].settings, image: `asset:${pictures[2]}` }, mediaAssetIds: [pictures[2]] };
    base = await revisionOf(page.slug);
    await tx((db) => saveAllSections(db, page.slug, germanList, { author: anna, baseRevision: base }));
    const changed = (await sectionsAt(page.slug)).find((s) => s.settings.image === `asset:${pictures[2]}`)!;
    const counterpart = (await sectionsAt(french.slug)).find((s) => s.translationKey === changed.translationKey)!;
    expect(counterpart.settings).toMatchObject({ image: `asset:${pictures[2]}` });
    expect(counterpart.mediaAssetIds).toEqual([pictures[2]]);
  });
  it("makes a version's address of its own language's words: '&' is 'et' in French, 'e' in Italian", async () => {
    const { page } = await tx((db) => createPage(db, { title: "Pflege & Hygiene" }, { author: anna }));
    expect(page.slug).toBe("/pflege-und-hygiene");
    const { page: french } = await tx((db) =>
      createLanguageVersion(db, { pageId: page.id, language: "fr", copyFrom: "de", slugPart: "Soins & hygiène" }, { author: claire }),
    );
    const { page: italian } = await tx((db) =>
      createLanguageVersion(db, { pageId: page.id, language: "it", copyFrom: "de", slugPart: "Cura & igiene" }, { author: claire }),
    );
    expect([french.slug, italian.slug]).toEqual(["/fr/soins-et-hygiene", "/it/cura-e-igiene"]);
  });
});
