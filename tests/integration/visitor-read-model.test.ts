// One visitor read model (docs/decisions/0044-visitor-read-model.md), on both databases: what an anonymous visitor
// sees is decided by app/features/visitor-site/, and each way around it a translator or editor could take is
// pinned here. A version reaches visitors with German in it only through a write that skips the publish check (a
// copy, an import, a section published later, a row written by a migration), so these tests publish the way such
// a write does – straight to the rows – and ask every reader: the page, its neighbours' teasers, the navigation,
// the language switcher's addresses, hreflang and the sitemap.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase, Transaction } from "#db/client.server";
import { globalSettings, pages, pageSections } from "#db/schema";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { createPage, setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import { PublishCheckRefused, withPublishCheck } from "~/features/publish-check/publish-check.server";
import { confirmNoUpdateNeeded } from "~/features/translations/field-sources.server";
import { createSection, updateSection } from "~/features/sections/section-admin.server";
import { loadSiteBasicsFrom } from "~/features/site-frame/site-frame.server";
import { loadVisitorPage, siteIndexOf } from "~/features/visitor-site/page-view.server";
import { sitemapEntries } from "~/features/visitor-site/sitemap-entries";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };

describe.each(testDatabases)("Was Besucher sehen (ein Lesemodell) auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let counter = 0;
  const tx = <T>(fn: (db: Transaction) => Promise<T>) => open.db.transaction(fn);
  /** Published straight in the rows, as a write that skips the publish check would. */
  const publishRow = (id: number) => open.db.update(pages).set({ published: true }).where(eq(pages.id, id));
  const sectionsOf = (slug: string) =>
    open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
      .orderBy(pageSections.sectionOrder);
  const shownText = async (slug: string) => {
    const view = await loadVisitorPage(open.db, slug);
    if (!view) return null;
    const sections = view.blocks.flatMap((b) => (b.kind === "single" ? [b.section] : b.sections));
    return { view, text: sections.map((s) => `${s.plain ?? ""} ${JSON.stringify(s.settings)}`).join(" | ") };
  };

  /** A published German page with a text section, and its French version as copied (every text marked untranslated). */
  async function germanAndFrench(parentSlug?: string) {
    const n = ++counter;
    const { page } = await tx((db) => createPage(db, { title: `Dienst ${n}`, published: true, parentSlug }, { author: anna }));
    await tx((db) => updatePage(db, page.id, { metaDescription: `Deutsche Beschreibung ${n}` }, { author: anna }));
    await tx((db) => createSection(db, page.slug, { author: anna }, { sectionName: "Text", sectionType: "text", contentHtml: `<p>Deutscher Absatz ${n}</p>` }));
    const { page: french } = await tx((db) =>
      createLanguageVersion(db, { pageId: page.id, language: "fr", copyFrom: "de", slugPart: `service-${n}` }, { author: claire }),
    );
    return { n, german: page, french };
  }

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"] });
  });
  afterAll(async () => open?.close());

  it("a version whose title is still German is no page for visitors: 404, and named nowhere – navigation, switcher, hreflang, sitemap", async () => {
    const { german, french } = await germanAndFrench();
    await publishRow(french.id);
    expect(await loadVisitorPage(open.db, french.slug)).toBeNull();
    const index = await siteIndexOf(open.db);
    expect(index.versionsOf(slugMatchKey(german.slug))).toEqual({ de: { slug: german.slug, title: german.title } });
    expect(sitemapEntries(index).map((e) => e.slug)).not.toContain(french.slug);
    const basics = await loadSiteBasicsFrom(open.db);
    expect(basics.addresses.fr[german.slug]).toBeUndefined();
    expect(basics.publishedTitles[french.slug]).toBeUndefined();
    // Translated, the same version is a page everywhere.
    await tx((db) => updatePage(db, french.id, { title: "Service traduit" }, { author: claire }));
    expect((await loadVisitorPage(open.db, french.slug))?.page.title).toBe("Service traduit");
    const after = await siteIndexOf(open.db);
    expect(after.versionsOf(slugMatchKey(german.slug)).fr).toEqual({ slug: french.slug, title: "Service traduit" });
    expect(sitemapEntries(after).map((e) => e.slug)).toContain(french.slug);
  });

  it("never shows a section or a page text still in German on the French page; translated, they show", async () => {
    const { n, french } = await germanAndFrench();
    await tx((db) => updatePage(db, french.id, { title: `Service ${n}` }, { author: claire }));
    await publishRow(french.id);
    const before = await shownText(french.slug);
    expect(before).not.toBeNull();
    expect(before!.text).not.toContain("Deutscher Absatz");
    expect(before!.view.sectionCount).toBe(0);
    expect(before!.view.page.metaDescription).toBeNull();
    // The copied section published on its own (the edit mode's eye, a later import): still not shown.
    const [copied] = await sectionsOf(french.slug);
    expect(copied.untranslated).toContain("contentHtml");
    await open.db.update(pageSections).set({ isPublished: true }).where(eq(pageSections.id, copied.id));
    expect((await shownText(french.slug))!.text).not.toContain("Deutscher Absatz");
    // Translated, both show.
    await tx((db) => updateSection(db, copied.id, { sectionName: "Texte", sectionType: "text", contentHtml: `<p>Paragraphe ${n}</p>` }, { author: claire }));
    await tx((db) => updatePage(db, french.id, { metaDescription: `Description ${n}` }, { author: claire }));
    const after = await shownText(french.slug);
    expect(after!.text).toContain(`Paragraphe ${n}`);
    expect(after!.view.page.metaDescription).toBe(`Description ${n}`);
  });

  it("a neighbour's teaser leaves out a description still in German", async () => {
    const { page: category } = await tx((db) => createPage(db, { title: "Produkte Lesemodell", published: true }, { author: anna }));
    const { page: frenchCategory } = await tx((db) =>
      createLanguageVersion(db, { pageId: category.id, language: "fr", copyFrom: "de", slugPart: "produits-modele" }, { author: claire }),
    );
    await tx((db) => updatePage(db, frenchCategory.id, { title: "Produits modèle" }, { author: claire }));
    await publishRow(frenchCategory.id);
    const first = await germanAndFrench(category.slug);
    const second = await germanAndFrench(category.slug);
    for (const { german, french, n } of [first, second]) {
      expect(french.parentSlug).toBe(frenchCategory.slug);
      await open.db
        .update(pages)
        .set({ kind: "product" })
        .where(inArray(pages.id, [german.id, french.id]));
      await tx((db) => updatePage(db, french.id, { title: `Produit ${n}` }, { author: claire }));
      await publishRow(french.id);
    }
    const view = await loadVisitorPage(open.db, first.french.slug);
    const teaser = view?.related.find((r) => r.slug === second.french.slug);
    expect(teaser).toMatchObject({ title: `Produit ${second.n}`, description: null });
    expect(JSON.stringify(view?.related)).not.toContain("Deutsche Beschreibung");
  });

  it("a text right as copied (a product name) is confirmed with 'Keine Anpassung nötig': its mark ends, and the version publishes", async () => {
    const { n, french } = await germanAndFrench();
    const [copied] = await sectionsOf(french.slug);
    const fields = ["title", "metaDescription", `${copied.translationKey}/contentHtml`];
    await expect(tx((db) => withPublishCheck(db, french.id, true, () => setPagePublished(db, french.id, true, { author: claire })))).rejects.toBeInstanceOf(
      PublishCheckRefused,
    );
    await tx((db) => confirmNoUpdateNeeded(db, { pageId: french.id, fields, reason: "Eigenname, in allen Sprachen gleich" }, claire));
    const [page] = await open.db.select().from(pages).where(eq(pages.id, french.id));
    expect(page.untranslated).toEqual([]);
    expect((await sectionsOf(french.slug))[0].untranslated).toEqual([]);
    // Its other findings (no meta title here) are the kind 'Trotzdem veröffentlichen' may override.
    await tx((db) => withPublishCheck(db, french.id, true, () => setPagePublished(db, french.id, true, { author: claire })));
    const shown = await shownText(french.slug);
    expect(shown?.view.page.title).toBe(`Dienst ${n}`);
    expect(shown?.text).toContain(`Deutscher Absatz ${n}`);
  });

  it("a language the site does not show has no public page, however its versions are published", async () => {
    const { german } = await germanAndFrench();
    await open.db
      .update(globalSettings)
      .set({ languages: ["de", "fr", "it"] })
      .where(eq(globalSettings.id, 1));
    const { page: italian } = await tx((db) =>
      createLanguageVersion(db, { pageId: german.id, language: "it", copyFrom: "de", slugPart: `servizio-${counter}` }, { author: claire }),
    );
    await tx((db) => updatePage(db, italian.id, { title: "Servizio" }, { author: claire }));
    await publishRow(italian.id);
    expect((await loadVisitorPage(open.db, italian.slug))?.page.title).toBe("Servizio");
    await open.db
      .update(globalSettings)
      .set({ languages: ["de", "fr"] })
      .where(eq(globalSettings.id, 1));
    expect(await loadVisitorPage(open.db, italian.slug)).toBeNull();
    const index = await siteIndexOf(open.db);
    expect(index.versionsOf(slugMatchKey(german.slug)).it).toBeUndefined();
    expect(sitemapEntries(index).some((e) => e.slug === italian.slug)).toBe(false);
    expect(
      await open.db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.id, italian.id), eq(pages.published, true))),
    ).toHaveLength(1);
  });
});
