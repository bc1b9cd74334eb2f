// 'Veröffentlichungs-Check' of language versions (docs/decisions/0014-publish-check.md, app/features/language-versions/): a fresh
// French copy still holds German texts, marked as not translated – an error that blocks publishing, and
// unlike the check's other errors not even 'Trotzdem veröffentlichen' overrides it – and links German pages (a hint); once an editor translated the
// fields and pointed the link at the French page, both are gone. Counts are kept per version.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase, Transaction } from "#db/client.server";
import { globalSettings, pageCheckResults, pages, pageSections } from "#db/schema";
import { currentRevision } from "~/core/revisions/page-history.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage, setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import { PublishCheckRefused, refreshCheckCounts, runAndStoreCheck, withPublishCheck } from "~/features/publish-check/publish-check.server";
import { createSection, updateSection } from "~/features/sections/section-admin.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };

describe.each(testDatabases)("Veröffentlichungs-Check der Sprachfassungen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let germanId: number;
  let frenchId: number;
  const tx = <T>(fn: (db: Transaction) => Promise<T>) => open.db.transaction(fn);
  const sectionsOf = (slug: string) =>
    open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
      .orderBy(pageSections.sectionOrder);
  const publishFrench = (publishAnyway: boolean) =>
    tx((db) => withPublishCheck(db, frenchId, publishAnyway, () => setPagePublished(db, frenchId, true, { author: claire })));

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"] });
    // Kontakt in German and French, both published.
    const { page: kontakt } = await tx((db) => createPage(db, { title: "Kontakt", published: true }, { author: anna }));
    await tx((db) => createLanguageVersion(db, { pageId: kontakt.id, language: "fr", copyFrom: "de", slugPart: "contact" }, { author: claire }));
    await open.db.update(pages).set({ published: true }).where(eq(pages.slug, "/fr/contact"));
    // The page to translate: meta texts, an opening hero and a call to action that links the German contact page.
    const { page } = await tx((db) => createPage(db, { title: "Pflegewanne" }, { author: anna }));
    germanId = page.id;
    await tx((db) => updatePage(db, germanId, { metaTitle: "Pflegewanne – Auralis", metaDescription: "Die Pflegewanne für Heime." }, { author: anna }));
    await tx((db) => createSection(db, "/pflegewanne", { author: anna }, { sectionName: "Kopf", sectionType: "hero", settings: { title: "Die Pflegewanne" } }));
    await tx((db) =>
      createSection(
        db,
        "/pflegewanne",
        { author: anna },
        {
          sectionName: "Anfrage",
          sectionType: "cta",
          settings: { title: "Fragen Sie uns", primaryButtonText: "Kontakt", primaryButtonUrl: "/kontakt" },
        },
      ),
    );
    const { page: french } = await tx((db) =>
      createLanguageVersion(db, { pageId: germanId, language: "fr", copyFrom: "de", slugPart: "baignoire-de-soins" }, { author: claire }),
    );
    frenchId = french.id;
  });
  afterAll(async () => open?.close());

  it("finds the German texts of a fresh French copy as errors, per section, and the link to the German page as a hint", async () => {
    const report = await runAndStoreCheck(open.db, frenchId);
    expect(report.findings.map((f) => [f.severity, f.rule, f.sectionName, f.message])).toEqual([
      ["error", "untranslated", "Seite", "Noch nicht übersetzt: Seitentitel, Meta-Titel, Meta-Beschreibung"],
      ["error", "untranslated", "Kopf", "Noch nicht übersetzt: Titel"],
      ["error", "untranslated", "Anfrage", "Noch nicht übersetzt: Titel, Text Button 1, Link Button 1"],
      ["hint", "language", "Anfrage", "Link führt zur Fassung «Deutsch»: /kontakt"],
    ]);
    // The counts are the French version's own; the German page has none of these.
    const [stored] = await open.db.select().from(pageCheckResults).where(eq(pageCheckResults.pageId, frenchId));
    expect(stored).toMatchObject({ errors: 3, hints: 1, revision: await currentRevision(open.db, "/fr/baignoire-de-soins") });
    const german = await runAndStoreCheck(open.db, germanId);
    expect(german.findings.filter((f) => f.rule === "untranslated" || f.rule === "language")).toEqual([]);
  });

  it("refuses to publish the French copy while texts are untranslated, also when 'Trotzdem veröffentlichen' is confirmed", async () => {
    // No German on a French page (docs/decisions/0044-visitor-read-model.md): the confirmation that
    // overrides the check's other errors does not override this one.
    for (const publishAnyway of [false, true]) {
      const refusal = await publishFrench(publishAnyway).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(PublishCheckRefused);
      expect((refusal as PublishCheckRefused).report.findings.filter((f) => f.rule === "untranslated")).toHaveLength(3);
      expect((await open.db.select().from(pages).where(eq(pages.id, frenchId)))[0].published).toBe(false);
    }
  });

  it("finds nothing of it once the editor translated the fields and linked the French page; then it publishes", async () => {
    await tx((db) =>
      updatePage(
        db,
        frenchId,
        { title: "Baignoire de soins", metaTitle: "Baignoire de soins – Auralis", metaDescription: "La baignoire de soins pour les EMS." },
        { author: claire },
      ),
    );
    const [hero, cta] = await sectionsOf("/fr/baignoire-de-soins");
    await tx((db) =>
      updateSection(db, hero.id, { sectionName: "Kopf", sectionType: "hero", settings: { title: "La baignoire de soins" } }, { author: claire }),
    );
    // Half done: the button's text and link are still as copied.
    await tx((db) =>
      updateSection(
        db,
        cta.id,
        { sectionName: "Anfrage", sectionType: "cta", settings: { ...cta.settings, title: "Posez-nous vos questions" } },
        { author: claire },
      ),
    );
    expect((await runAndStoreCheck(open.db, frenchId)).findings.map((f) => f.message)).toEqual([
      "Noch nicht übersetzt: Text Button 1, Link Button 1",
      "Link führt zur Fassung «Deutsch»: /kontakt",
    ]);
    await tx((db) =>
      updateSection(
        db,
        cta.id,
        {
          sectionName: "Anfrage",
          sectionType: "cta",
          settings: { title: "Posez-nous vos questions", primaryButtonText: "Contact", primaryButtonUrl: "/fr/contact" },
        },
        { author: claire },
      ),
    );
    const report = await runAndStoreCheck(open.db, frenchId);
    expect(report.findings.filter((f) => f.rule === "untranslated" || f.rule === "language")).toEqual([]);
    expect(report.errors).toBe(0);
    // The badge's counts follow the version's newest revision.
    const revision = await currentRevision(open.db, "/fr/baignoire-de-soins");
    expect((await refreshCheckCounts(open.db, [{ id: frenchId, revision }])).get(frenchId)).toEqual({ errors: 0, hints: report.hints });
    await publishFrench(false);
    expect((await open.db.select().from(pages).where(eq(pages.id, frenchId)))[0].published).toBe(true);
  });
});
