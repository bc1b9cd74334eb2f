// XLIFF out and in (docs/decisions/0037-xliff-exchange.md): one unit per translated text with the
// German revision it is from, inline HTML as placeholders; an import writes changed translations in
// one transaction through the write path, lists units whose German text changed since the export,
// refuses a foreign or damaged file as a whole, and a round trip without edits changes nothing.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import xliff12ToJs from "xliff/xliff12ToJs";
import type { XliffGroup, XliffUnit } from "xliff/model";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { globalSettings, pageRevisions, pages, pageSections } from "#db/schema";
import type { Viewer } from "~/core/access/viewer";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage, updatePage } from "~/features/page-admin/page-admin.server";
import { createSection, updateSection } from "~/features/sections/section-admin.server";
import { outdatedFields, translationOverview } from "~/features/translations/translation-status.server";
import { exportXliff, importXliff, siteMarker, XLIFF_IMPORT_ACTION, xliffMessages, XliffRefused } from "~/features/translations/xliff-exchange.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const agency: Viewer = {
  id: "u-claire",
  email: "claire@auralis-medizintechnik.example",
  name: "Claire",
  role: "editor",
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: "s-claire",
};

type Units = Record<string, XliffUnit>;

async function unitsOf(xml: string): Promise<Units> {
  const document = await xliff12ToJs(xml, { captureSpacesBetweenElements: true });
  const groups = Object.values(document.resources)[0] as Record<string, XliffGroup>;
  return Object.assign({}, ...Object.values(groups).map((g) => g.groupUnits)) as Units;
}

/** The file with one unit's target replaced (the way a translator's tool writes it back). */
function withTarget(xml: string, unitId: string, target: string): string {
  const at = xml.indexOf(`<trans-unit id="${unitId}"`);
  expect(at, unitId).toBeGreaterThan(-1);
  const end = xml.indexOf("</trans-unit>", at);
  const unit = xml.slice(at, end);
  const replaced = unit.includes("<target>")
    ? unit.replace(/<target>[\s\S]*?<\/target>/, `<target>${target}</target>`)
    : unit.replace("</source>", `</source><target>${target}</target>`);
  return xml.slice(0, at) + replaced + xml.slice(end);
}

describe.each(testDatabases)("XLIFF-Austausch auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let germanId: number;
  let germanKey: string;
  let heroKey: string;
  let textKey: string;
  let tilesKey: string;
  let frenchId: number;
  const tx = <T>(fn: (db: Parameters<Parameters<OpenDatabase["db"]["transaction"]>[0]>[0]) => Promise<T>) => open.db.transaction(fn);
  const sectionsAt = (slug: string) =>
    open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
      .orderBy(asc(pageSections.sectionOrder));
  /** Everything an import could change, to compare before and after. */
  const state = async () => ({
    pages: await open.db.select().from(pages).orderBy(asc(pages.id)),
    sections: await open.db.select().from(pageSections).orderBy(asc(pageSections.id)),
    revisions: (await open.db.select({ id: pageRevisions.id }).from(pageRevisions)).length,
  });
  const exportFrench = async () => (await open.db.transaction((db) => exportXliff(db, { language: "fr", pageIds: [germanId] }))).xml;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr", "it", "en"] });
    const { page } = await tx((db) => createPage(db, { title: "Badewanne" }, { author: anna }));
    germanId = page.id;
    germanKey = page.translationKey;
    await tx((db) => updatePage(db, germanId, { metaTitle: "Badewanne – Auralis" }, { author: anna }));
    await tx((db) =>
      createSection(
        db,
        "/badewanne",
        { author: anna },
        {
          sectionName: "Kopf",
          sectionType: "hero",
          settings: { title: "Die Badewanne", subtitle: "Für die Pflege", primaryButtonText: "Beratung", primaryButtonUrl: "/kontakt" },
        },
      ),
    );
    await tx((db) =>
      createSection(
        db,
        "/badewanne",
        { author: anna },
        {
          sectionName: "Text",
          sectionType: "text",
          contentHtml: '<p>Ein <strong>starkes</strong> Bett mit <a href="/kontakt">Beratung</a>.<br />Zweite Zeile &amp; mehr</p>',
        },
      ),
    );
    await tx((db) =>
      createSection(
        db,
        "/badewanne",
        { author: anna },
        {
          sectionName: "Vorteile",
          sectionType: "usp_tiles",
          settings: {
            items: [
              { title: "Sicher", text: "Geprüft", icon: "shield" },
              { title: "Leise", icon: "zap" },
            ],
          },
        },
      ),
    );
    [heroKey, textKey, tilesKey] = (await sectionsAt("/badewanne")).map((s) => s.translationKey);
    const { page: french } = await tx((db) =>
      createLanguageVersion(db, { pageId: germanId, language: "fr", copyFrom: "de", slugPart: "baignoire" }, { author: anna }),
    );
    frenchId = french.id;
    await tx((db) => updatePage(db, frenchId, { title: "Baignoire" }, { author: anna }));
    const [hero, text] = await sectionsAt("/fr/baignoire");
    const input = (row: typeof hero) => ({
      sectionName: row.sectionName,
      sectionType: row.sectionType,
      isPublished: row.isPublished,
      mediaAssetIds: row.mediaAssetIds,
    });
    await tx((db) =>
      updateSection(
        db,
        hero.id,
        { ...input(hero), contentHtml: "", settings: { ...hero.settings, title: "La baignoire", primaryButtonUrl: "/fr/contact" } },
        { author: anna },
      ),
    );
    await tx((db) =>
      updateSection(
        db,
        text.id,
        {
          ...input(text),
          settings: {},
          contentHtml: '<p>Un lit <strong>solide</strong> avec <a href="/fr/contact">conseil</a>.<br />Deuxième ligne &amp; plus</p>',
        },
        { author: anna },
      ),
    );
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  it("exports one unit per translated text with its German revision, placeholders for the markup, targets only for the version's own texts", async () => {
    const xml = await exportFrench();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff [^>]*version="1.2"/);
    expect(xml).toContain(`<file original="${siteMarker()}" datatype="plaintext" source-language="de-CH" target-language="fr-CH">`);
    // No tag, attribute or address of the HTML is in the file: a translator sees placeholders only.
    expect(xml).not.toMatch(/href|&lt;(p|a|strong|br)\b|\/kontakt|\/fr\/contact/);
    const units = await unitsOf(xml);
    const german = (await open.db.select({ revision: pageRevisions.revision }).from(pageRevisions).where(eq(pageRevisions.pageKey, "/badewanne"))).map(
      (r) => r.revision,
    );
    const newest = String(Math.max(...german));
    expect(Object.keys(units).sort()).toEqual(
      [
        `${germanKey}/title`,
        `${germanKey}/metaTitle`,
        `${germanKey}/${heroKey}/settings.title`,
        `${germanKey}/${heroKey}/settings.subtitle`,
        `${germanKey}/${heroKey}/settings.primaryButtonText`,
        `${germanKey}/${textKey}/contentHtml`,
        `${germanKey}/${tilesKey}/settings.items.0.title`,
        `${germanKey}/${tilesKey}/settings.items.0.text`,
        `${germanKey}/${tilesKey}/settings.items.1.title`,
      ].sort(),
    );
    // Each unit names the German revision and the French version's state (its revision, the text's fingerprint) it was made from.
    const french = (await open.db.select({ revision: pageRevisions.revision }).from(pageRevisions).where(eq(pageRevisions.pageKey, "/fr/baignoire"))).map(
      (r) => r.revision,
    );
    for (const unit of Object.values(units)) {
      expect(unit.additionalAttributes).toMatchObject({
        extradata: expect.stringMatching(new RegExp(`^de:${newest} fr:${Math.max(...french)}:[0-9a-f]{16}$`)),
        extype: "x-revisions",
      });
    }
    expect(units[`${germanKey}/title`]).toMatchObject({ source: "Badewanne", target: "Baignoire" });
    expect(units[`${germanKey}/metaTitle`].additionalAttributes).toMatchObject({ maxwidth: "60", "size-unit": "char" });
    // Still as copied from German: no target (the translator starts from the source).
    expect(units[`${germanKey}/metaTitle`].target).toBeUndefined();
    expect(units[`${germanKey}/${heroKey}/settings.subtitle`].target).toBeUndefined();
    const html = units[`${germanKey}/${textKey}/contentHtml`];
    expect(html.additionalAttributes).toMatchObject({ datatype: "html" });
    expect(html.source).toEqual({
      GenericSpan: {
        id: "1",
        ctype: "x-html-p",
        contents: [
          "Ein ",
          { GenericSpan: { id: "2", ctype: "bold", contents: "starkes" } },
          " Bett mit ",
          { GenericSpan: { id: "3", ctype: "link", contents: "Beratung" } },
          ".",
          { Standalone: { id: "4", ctype: "lb" } },
          "Zweite Zeile & mehr",
        ],
      },
    });
    // The French text uses the German placeholders, its own link included.
    expect(JSON.stringify(html.target)).toContain('{"GenericSpan":{"id":"3","ctype":"link","contents":"conseil"}}');
  });

  it("a round trip without edits changes nothing", async () => {
    const xml = await exportFrench();
    const before = await state();
    const report = await importXliff(agency, xml);
    expect(report).toEqual({ written: [], stale: [], conflicts: [], errors: [] });
    expect(await state()).toEqual(before);
  });

  it("writes the changed translations in one revision of the version, with the version's own link kept and the texts made current", async () => {
    let xml = await exportFrench();
    xml = withTarget(
      xml,
      `${germanKey}/${textKey}/contentHtml`,
      '<g id="1" ctype="x-html-p">Un lit <g id="2" ctype="bold">très solide</g> avec <g id="3" ctype="link">conseil</g>.<x id="4" ctype="lb"/>Deuxième ligne &amp; plus</g>',
    );
    xml = withTarget(xml, `${germanKey}/${heroKey}/settings.subtitle`, "Pour les soins");
    xml = withTarget(xml, `${germanKey}/metaTitle`, "Baignoire – Auralis");
    const revisions = (await state()).revisions;
    const report = await importXliff(agency, xml);
    expect(report.errors).toEqual([]);
    expect(report.stale).toEqual([]);
    expect(report.written).toEqual([
      expect.objectContaining({
        pageId: frenchId,
        slug: "/fr/baignoire",
        language: "fr",
        created: false,
        published: false,
        fields: ["Meta-Titel", "Kopf: Untertitel", "Text: Inhalt (HTML)"],
      }),
    ]);
    const [french] = await open.db.select().from(pages).where(eq(pages.id, frenchId));
    expect(french.metaTitle).toBe("Baignoire – Auralis");
    expect(french.untranslated).not.toContain("metaTitle");
    const [hero, text] = await sectionsAt("/fr/baignoire");
    expect(hero.settings).toMatchObject({ subtitle: "Pour les soins", title: "La baignoire", primaryButtonUrl: "/fr/contact" });
    expect(hero.untranslated).not.toContain("settings.subtitle");
    expect(text.contentHtml).toBe('<p>Un lit <strong>très solide</strong> avec <a href="/fr/contact">conseil</a>.<br />Deuxième ligne &amp; plus</p>');
    // One revision, on the French version only.
    expect((await state()).revisions).toBe(revisions + 1);
    const [latest] = await open.db.select().from(pageRevisions).where(eq(pageRevisions.pageKey, "/fr/baignoire")).orderBy(asc(pageRevisions.revision));
    const newest = (await open.db.select().from(pageRevisions).where(eq(pageRevisions.pageKey, "/fr/baignoire"))).sort((a, b) => b.revision - a.revision)[0];
    expect(latest).toBeDefined();
    expect(newest).toMatchObject({ action: XLIFF_IMPORT_ACTION, authorEmail: agency.email, summary: "XLIFF-Import: 3 Texte übernommen" });
  });

  it("lists units whose German text changed since the export instead of writing them, and writes the others", async () => {
    let xml = await exportFrench();
    await tx((db) => updatePage(db, germanId, { title: "Die Badewanne" }, { author: anna }));
    xml = withTarget(xml, `${germanKey}/title`, "La Baignoire");
    xml = withTarget(xml, `${germanKey}/${heroKey}/settings.primaryButtonText`, "Conseil");
    const report = await importXliff(agency, xml);
    expect(report.errors).toEqual([]);
    expect(report.stale).toEqual([
      expect.objectContaining({ unit: `${germanKey}/title`, field: "Seitentitel", exportedText: "Badewanne", currentText: "Die Badewanne" }),
    ]);
    expect(report.stale[0].currentRevision).toBeGreaterThan(report.stale[0].exportedRevision);
    expect(report.written[0].fields).toEqual(["Kopf: Text Button 1"]);
    const [french] = await open.db.select().from(pages).where(eq(pages.id, frenchId));
    expect(french.title).toBe("Baignoire");
    expect((await sectionsAt("/fr/baignoire"))[0].settings).toMatchObject({ primaryButtonText: "Conseil" });
    // The stale title is what makes the version out of date, nothing the import wrote.
    expect((await outdatedFields(open.db, frenchId)).map((f) => f.id)).toEqual(["title"]);
  });

  it("refuses a foreign or damaged file as a whole, says why in German and changes nothing", async () => {
    const good = withTarget(await exportFrench(), `${germanKey}/${heroKey}/settings.title`, "La grande baignoire");
    const before = await state();
    const refused = async (xml: string) => {
      const error = await importXliff(agency, xml).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(XliffRefused);
      return (error as XliffRefused).errors;
    };
    expect(await refused(good.slice(0, good.length - 40))).toEqual([xliffMessages.truncated]);
    expect((await refused("Das ist keine XLIFF-Datei"))[0]).toMatch(/^Die Datei ist kein wohlgeformtes XML/);
    expect((await refused(good.replace("</target>", "</targt>")))[0]).toMatch(/^Die Datei ist kein wohlgeformtes XML/);
    expect(await refused(good.replace(`original="${siteMarker()}"`, 'original="https://andere-website.example"'))).toEqual([
      xliffMessages.foreignSite("https://andere-website.example", siteMarker()),
    ]);
    expect(await refused(good.replace('target-language="fr-CH"', 'target-language="es-ES"'))).toEqual([xliffMessages.targetLanguage("es-ES")]);
    expect(await refused(good.replace('version="1.2"', 'version="2.0"'))).toEqual([xliffMessages.wrongVersion("2.0")]);
    expect(await refused(good.replaceAll(germanKey, "0b0c0d0e-0000-4000-8000-000000000000"))).toEqual([
      xliffMessages.unknownPage("0b0c0d0e-0000-4000-8000-000000000000"),
    ]);
    expect(await refused(good.replace(/extradata="de:\d+/, 'extradata="de:99999'))).toEqual([expect.stringContaining("die es auf dieser Website nicht gibt")]);
    // A placeholder the German text does not have, in an otherwise good file: the whole file is refused.
    const broken = withTarget(good, `${germanKey}/${textKey}/contentHtml`, '<g id="1" ctype="x-html-p">Un lit <g id="99" ctype="bold">cassé</g></g>');
    expect(await refused(broken)).toEqual([expect.stringContaining("Der Platzhalter 99 gehört nicht zu diesem Text.")]);
    expect(await state()).toEqual(before);
  });

  it("exports only the out-of-date texts of out-of-date versions with outdated=1", async () => {
    const { xml, pages: count } = await open.db.transaction((db) => exportXliff(db, { language: "fr", outdated: true }));
    expect(count).toBe(1);
    expect(Object.keys(await unitsOf(xml))).toEqual([`${germanKey}/title`]);
    await expect(open.db.transaction((db) => exportXliff(db, { language: "it", outdated: true }))).rejects.toThrow(xliffMessages.noOutdated("Italienisch"));
  });

  it("creates a missing version as a draft for the texts a file brings, and only then", async () => {
    const { xml } = await open.db.transaction((db) => exportXliff(db, { language: "it", pageIds: [germanId] }));
    expect(xml).not.toContain("<target>");
    // Nothing translated: nothing written, no version.
    expect(await importXliff(agency, xml)).toEqual({ written: [], stale: [], conflicts: [], errors: [] });
    expect(await open.db.select().from(pages).where(eq(pages.language, "it"))).toEqual([]);
    const translated = withTarget(withTarget(xml, `${germanKey}/title`, "Vasca da bagno"), `${germanKey}/${heroKey}/settings.title`, "La vasca");
    const report = await importXliff(agency, translated);
    expect(report.written).toEqual([expect.objectContaining({ language: "it", created: true, published: false })]);
    const [italian] = await open.db.select().from(pages).where(eq(pages.language, "it"));
    expect(italian).toMatchObject({ title: "Vasca da bagno", published: false });
    expect(italian.untranslated).not.toContain("title");
    const [hero] = await sectionsAt(italian.slug);
    expect(hero.settings).toMatchObject({ title: "La vasca" });
    expect(hero.untranslated).toContain("settings.subtitle");
    const overview = await translationOverview(open.db, { language: "it" });
    expect(overview.find((r) => r.germanPageId === String(germanId))?.versions.it).toMatchObject({ state: "entwurf" });
  });

  it("refuses a list translated in part, and writes it whole", async () => {
    const xml = (await open.db.transaction((db) => exportXliff(db, { language: "fr", pageIds: [germanId] }))).xml;
    const partial = withTarget(xml, `${germanKey}/${tilesKey}/settings.items.0.title`, "Sûr");
    const before = await state();
    await expect(importXliff(agency, partial)).rejects.toThrow(XliffRefused);
    expect(await state()).toEqual(before);
    const whole = withTarget(
      withTarget(partial, `${germanKey}/${tilesKey}/settings.items.0.text`, "Contrôlé"),
      `${germanKey}/${tilesKey}/settings.items.1.title`,
      "Silencieux",
    );
    const report = await importXliff(agency, whole);
    expect(report.errors).toEqual([]);
    const tiles = (await sectionsAt("/fr/baignoire"))[2];
    expect(tiles.settings.items).toEqual([
      { title: "Sûr", text: "Contrôlé", icon: "shield" },
      { title: "Silencieux", icon: "zap" },
    ]);
    expect(tiles.untranslated).not.toContain("settings.items");
  });

  it("reports a French text changed in the CMS since the export, with who changed it, and does not overwrite it; the other units are written", async () => {
    const xml = await exportFrench();
    // After the export, an editor changes the French title and an entry of the French list in the CMS.
    await tx((db) => updatePage(db, frenchId, { title: "Baignoire confort" }, { author: anna }));
    const tiles = (await sectionsAt("/fr/baignoire"))[2];
    const items = tiles.settings.items as Record<string, unknown>[];
    await tx((db) =>
      updateSection(
        db,
        tiles.id,
        {
          sectionName: tiles.sectionName,
          sectionType: tiles.sectionType,
          isPublished: tiles.isPublished,
          mediaAssetIds: tiles.mediaAssetIds,
          contentHtml: "",
          settings: { ...tiles.settings, items: [items[0], { ...items[1], title: "Très silencieux" }] },
        },
        { author: anna },
      ),
    );
    // The agency's file, made from the French texts before those changes.
    let translated = withTarget(xml, `${germanKey}/title`, "La baignoire");
    translated = withTarget(translated, `${germanKey}/metaTitle`, "Baignoire – Auralis SA");
    translated = withTarget(translated, `${germanKey}/${tilesKey}/settings.items.0.title`, "Sûr et certain");
    const report = await importXliff(agency, translated);
    expect(report.errors).toEqual([]);
    expect(report.stale).toEqual([]);
    const changedHere = expect.stringMatching(
      /^wurde seit dem Export im CMS geändert \(von anna@auralis-medizintechnik\.example, \d\d\.\d\d\.\d\d, \d\d:\d\d\) und nicht überschrieben\.$/,
    );
    expect(report.conflicts).toEqual([
      expect.objectContaining({
        unit: `${germanKey}/title`,
        page: "Die Badewanne",
        versionSlug: "/fr/baignoire",
        field: "Seitentitel",
        changedBy: anna.email,
        fileText: "La baignoire",
        currentText: "Baignoire confort",
        reason: changedHere,
      }),
      // The list is the version's as a whole: changed in one entry, none of its entries is written.
      ...["items.0.title", "items.0.text", "items.1.title"].map((path) =>
        expect.objectContaining({ unit: `${germanKey}/${tilesKey}/settings.${path}`, changedBy: anna.email, reason: changedHere }),
      ),
    ]);
    expect(report.conflicts[0].currentRevision).toBeGreaterThan(report.conflicts[0].exportedRevision);
    expect(report.written).toEqual([expect.objectContaining({ slug: "/fr/baignoire", fields: ["Meta-Titel"] })]);
    const [french] = await open.db.select().from(pages).where(eq(pages.id, frenchId));
    expect(french).toMatchObject({ title: "Baignoire confort", metaTitle: "Baignoire – Auralis SA" });
    expect((await sectionsAt("/fr/baignoire"))[2].settings.items).toEqual([
      { title: "Sûr", text: "Contrôlé", icon: "shield" },
      { title: "Très silencieux", icon: "zap" },
    ]);
  });

  it("a version made or translated in the CMS after the export: its copied texts are written, a text translated since is not", async () => {
    const { xml } = await open.db.transaction((db) => exportXliff(db, { language: "en", pageIds: [germanId] }));
    const { page: english } = await tx((db) =>
      createLanguageVersion(db, { pageId: germanId, language: "en", copyFrom: "de", slugPart: "bathtub" }, { author: anna }),
    );
    const [hero] = await sectionsAt(english.slug);
    await tx((db) =>
      updateSection(
        db,
        hero.id,
        {
          sectionName: hero.sectionName,
          sectionType: hero.sectionType,
          isPublished: hero.isPublished,
          mediaAssetIds: hero.mediaAssetIds,
          contentHtml: "",
          settings: { ...hero.settings, title: "The bathtub" },
        },
        { author: anna },
      ),
    );
    const translated = withTarget(withTarget(xml, `${germanKey}/title`, "Bathtub"), `${germanKey}/${heroKey}/settings.title`, "The tub");
    const report = await importXliff(agency, translated);
    expect(report.errors).toEqual([]);
    expect(report.conflicts).toEqual([
      expect.objectContaining({ unit: `${germanKey}/${heroKey}/settings.title`, changedBy: anna.email, currentText: "The bathtub" }),
    ]);
    expect(report.written).toEqual([expect.objectContaining({ slug: english.slug, created: false, fields: ["Seitentitel"] })]);
    expect((await open.db.select().from(pages).where(eq(pages.id, english.id)))[0].title).toBe("Bathtub");
    expect((await sectionsAt(english.slug))[0].settings).toMatchObject({ title: "The bathtub" });
  });

  it("refuses a file exported before the version's state was recorded, saying why in German, and changes nothing", async () => {
    const current = withTarget(await exportFrench(), `${germanKey}/metaTitle`, "Baignoire – ancienne");
    const old = current.replace(/extradata="de:(\d+) fr:\d+:[0-9a-f]+"/g, 'extradata="$1"').replaceAll('extype="x-revisions"', 'extype="x-source-revision"');
    expect(old).not.toContain("x-revisions");
    const before = await state();
    const error = await importXliff(agency, old).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(XliffRefused);
    expect((error as XliffRefused).errors).toEqual([xliffMessages.oldExport]);
    expect(xliffMessages.oldExport).toMatch(/^Die Datei stammt aus einem Export, der noch nicht festhielt, welchen Stand der Übersetzungen er enthält/);
    expect(await state()).toEqual(before);
  });
});
