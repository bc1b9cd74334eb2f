// Every copy of a translation's text keeps its marks (docs/decisions/0042-xliff-conflicts.md, decision 0036):
// a section an XLIFF import adds to a version carries German texts, so it arrives unpublished with
// those texts marked 'nicht übersetzt'; a duplicated section keeps the marks of its source, so the
// 'Veröffentlichungs-Check' still sees the German in the copy; the section editor's 'Speichern' of the
// whole list keeps each section's record of the German revision its texts follow; a version copied
// from a sister language marks every copied text.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase, type Transaction } from "#db/client.server";
import { globalSettings, pages, pageSections } from "#db/schema";
import type { Viewer } from "~/core/access/viewer";
import { currentRevision } from "~/core/revisions/page-history.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage, setPagePublished } from "~/features/page-admin/page-admin.server";
import { runAndStoreCheck } from "~/features/publish-check/publish-check.server";
import { copiedSectionFields } from "~/features/sections/field-translation";
import { createSection, duplicateSection, saveAllSections, updateSection } from "~/features/sections/section-admin.server";
import { exportXliff, importXliff } from "~/features/translations/xliff-exchange.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const claire: Viewer = {
  id: "u-claire",
  email: "claire@auralis-medizintechnik.example",
  name: "Claire",
  role: "editor",
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: "s-claire",
};

describe.each(testDatabases)("Kopien behalten ihre Markierungen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let germanId: number;
  let frenchSlug: string;
  const tx = <T>(fn: (db: Transaction) => Promise<T>) => open.db.transaction(fn);
  const sectionsAt = (slug: string) =>
    open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
      .orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr", "it"] });
    const { page } = await tx((db) => createPage(db, { title: "Kopierwanne", published: true }, { author: anna }));
    germanId = page.id;
    await tx((db) =>
      createSection(
        db,
        page.slug,
        { author: anna },
        { sectionName: "Kopf", sectionType: "hero", settings: { title: "Die Kopierwanne", subtitle: "Für alle" } },
      ),
    );
    const { page: french } = await tx((db) =>
      createLanguageVersion(db, { pageId: germanId, language: "fr", copyFrom: "de", slugPart: "baignoire-copie" }, { author: anna }),
    );
    frenchSlug = french.slug;
    await tx((db) => setPagePublished(db, french.id, true, { author: anna }));
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  it("an XLIFF import adds a German section the published version lacks as unpublished, its untranslated texts marked", async () => {
    // German gets a published section after the French version was made: the French version lacks it.
    await tx((db) =>
      createSection(
        db,
        "/kopierwanne",
        { author: anna },
        { sectionName: "Vorteile", sectionType: "hero", isPublished: true, settings: { title: "Sicher baden", subtitle: "Mit Haltegriff" } },
      ),
    );
    const added = (await sectionsAt("/kopierwanne")).find((s) => s.sectionName === "Vorteile")!;
    expect(added.isPublished).toBe(true);
    const { xml } = await tx((db) => exportXliff(db, { language: "fr", pageIds: [germanId] }));
    const unit = `${(await open.db.select().from(pages).where(eq(pages.id, germanId)))[0].translationKey}/${added.translationKey}/settings.title`;
    const at = xml.indexOf(`<trans-unit id="${unit}"`);
    expect(at).toBeGreaterThan(-1);
    const translated = xml.slice(0, at) + xml.slice(at).replace("<source>Sicher baden</source>", "<source>Sicher baden</source><target>Bain sûr</target>");

    const report = await importXliff(claire, translated);
    expect(report.errors).toEqual([]);
    expect(report.written).toEqual([expect.objectContaining({ slug: frenchSlug, published: true, fields: ["Vorteile: Titel"] })]);
    const counterpart = (await sectionsAt(frenchSlug)).find((s) => s.translationKey === added.translationKey)!;
    expect(counterpart.settings).toMatchObject({ title: "Bain sûr", subtitle: "Mit Haltegriff" });
    // Not on the live French page until an editor publishes it; the German subtitle stays marked.
    expect(counterpart.isPublished).toBe(false);
    expect(counterpart.untranslated).toEqual(["settings.subtitle"]);
  });

  it("a duplicated section keeps its source's marks, so the publish check still finds the German in the copy", async () => {
    const [kopf] = (await sectionsAt(frenchSlug)).filter((s) => s.sectionName === "Kopf");
    expect([...kopf.untranslated].sort()).toEqual(["settings.subtitle", "settings.title"]);
    const { section: copy } = await tx((db) => duplicateSection(db, kopf.id, { author: anna }, "after-source"));
    const [stored] = await open.db.select().from(pageSections).where(eq(pageSections.id, copy.id));
    expect([...stored.untranslated].sort()).toEqual(["settings.subtitle", "settings.title"]);
    expect(stored.fieldSourceRevisions).toEqual(kopf.fieldSourceRevisions);
    const [french] = await open.db.select().from(pages).where(eq(pages.slug, frenchSlug));
    const findings = (await runAndStoreCheck(open.db, french.id)).findings.filter((f) => f.rule === "untranslated");
    expect(findings.map((f) => f.sectionName)).toContain("Kopf (Kopie)");
  });

  it("'Speichern' of the whole section list keeps the German revision each text follows", async () => {
    const [kopf] = (await sectionsAt(frenchSlug)).filter((s) => s.sectionName === "Kopf");
    await tx((db) =>
      updateSection(
        db,
        kopf.id,
        { sectionName: kopf.sectionName, sectionType: kopf.sectionType, settings: { ...kopf.settings, title: "La baignoire" }, isPublished: kopf.isPublished },
        { author: anna },
      ),
    );
    const [translated] = await open.db.select().from(pageSections).where(eq(pageSections.id, kopf.id));
    expect(translated.fieldSourceRevisions).toMatchObject({ "settings.title": expect.any(Number) });
    const list = (await sectionsAt(frenchSlug)).map((s) => ({
      id: s.id,
      sectionName: s.sectionName,
      sectionType: s.sectionType,
      contentHtml: s.contentHtml ?? "",
      isPublished: s.isPublished,
      settings: s.settings,
      mediaAssetIds: s.mediaAssetIds,
    }));
    const baseRevision = await currentRevision(open.db, frenchSlug);
    await tx((db) => saveAllSections(db, frenchSlug, list, { author: anna, baseRevision }));
    const [after] = await open.db.select().from(pageSections).where(eq(pageSections.id, kopf.id));
    expect(after.fieldSourceRevisions).toEqual(translated.fieldSourceRevisions);
    expect(after.untranslated).toEqual(translated.untranslated);
  });

  it("a version copied from a sister language marks every copied text of its sections", async () => {
    const { page: italian } = await tx((db) =>
      createLanguageVersion(db, { pageId: germanId, language: "it", copyFrom: "fr", slugPart: "vasca-copia" }, { author: anna }),
    );
    expect(italian.published).toBe(false);
    const french = await sectionsAt(frenchSlug);
    for (const section of await sectionsAt(italian.slug)) {
      const source = french.find((s) => s.id !== section.id && s.translationKey === section.translationKey && s.sectionName === section.sectionName)!;
      expect(section.settings).toEqual(source.settings);
      expect(section.untranslated, section.sectionName).toContain("settings.title");
      expect([...section.untranslated].sort(), section.sectionName).toEqual(copiedSectionFields(section).sort());
    }
  });
});
