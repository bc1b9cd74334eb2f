// Migration 0017 on both databases: a database of the schema before it (through 0016_approval) holding
// product_cta sections the old way, as rows, in revisions, in an approved copy and in the translation
// bookkeeping, is migrated; visitors then see the same pages through the one call-to-action type, and
// every stored copy reads back under cta's type and keys.
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder, rowsOf, type OpenDatabase } from "#db/client.server";
import {
  approvalRequests,
  globalSettings,
  mediaAssets,
  pageApprovalSettings,
  pageLiveContent,
  pageRevisions,
  pages,
  pageSections,
  translatorProfiles,
  user,
  type PageSnapshot,
} from "#db/schema";
import { restoreRevision, snapshotOf } from "~/core/revisions/page-history.server";
import { loadVisitorPage } from "~/features/visitor-site/page-view.server";
import { PublicPageView } from "~/features/pages/public-page-view";
import { SiteLanguageProvider } from "~/features/site-language/site-language";
import { outdatedFieldsOfVersion } from "~/features/translations/out-of-date.server";
import { languageOfPath } from "~/lib/languages";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const MIGRATION = "0017_one_call_to_action";

/** cta's button keys, as product_cta held them before (the mapping the migration applies). */
const oldButtons = (first: string, firstUrl: string, second?: string, secondUrl?: string) => ({
  cta1Text: first,
  cta1Url: firstUrl,
  ...(second ? { cta2Text: second, cta2Url: secondUrl } : {}),
});
const newButtons = (first: string, firstUrl: string, second?: string, secondUrl?: string) => ({
  primaryButtonText: first,
  primaryButtonUrl: firstUrl,
  ...(second ? { secondaryButtonText: second, secondaryButtonUrl: secondUrl } : {}),
});

describe.each(testDatabases)("Eine Call-to-Action statt product_cta (Migration 0017) auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let picture: number;
  let gallery: number;
  let pdf: number;
  let product: typeof pages.$inferSelect;
  let french: typeof pages.$inferSelect;
  let approved: typeof pages.$inferSelect;
  let ctaKey: string;
  let detailsKey: string;
  let requestId: number;

  const slug = "/produkte/pruefwanne";
  const frenchSlug = "/fr/produits/baignoire-test";
  const approvedSlug = "/produkte/freigabe-wanne";

  async function publicHtml(at: string, legacyOrder = false) {
    const view = await loadVisitorPage(open.db, at, { legacyOrder });
    expect(view, at).not.toBeNull();
    const Page = () => createElement(SiteLanguageProvider, { language: languageOfPath(at), children: createElement(PublicPageView, { view: view! }) });
    const Stub = createRoutesStub([{ path: "*", Component: Page }]);
    return renderToString(createElement(Stub, { initialEntries: [at] }));
  }
  /** The sections visitors get, in page order: type, surface and the text of their buttons. */
  const shownSections = (html: string) =>
    [...html.matchAll(/<section[^>]*data-section-type="([a-z_]+)"[^>]*>/g)].map((m) => ({ type: m[1], variant: /data-variant="([^"]+)"/.exec(m[0])?.[1] }));
  const sectionHtml = (html: string, title: string) => {
    const at = html.indexOf(title);
    expect(at, title).toBeGreaterThan(-1);
    return html.slice(html.lastIndexOf("<section", at), html.indexOf("</section>", at));
  };
  const revisionOf = async (at: string, revision: number) =>
    (
      await open.db
        .select({ snapshot: pageRevisions.snapshot })
        .from(pageRevisions)
        .where(sql`${pageRevisions.pageKey} = ${slugMatchKey(at)} and ${pageRevisions.revision} = ${revision}`)
    )[0].snapshot;
  const ctaOf = (snapshot: PageSnapshot, key = ctaKey) => snapshot.sections.find((s) => s.translationKey === key)!;
  /** Every stored row the migration may touch, to compare a second run with. */
  const everything = async () => ({
    sections: await open.db.select().from(pageSections).orderBy(pageSections.id),
    revisions: await open.db.select().from(pageRevisions).orderBy(pageRevisions.id),
    live: await open.db.select().from(pageLiveContent).orderBy(pageLiveContent.pageId),
    requests: await open.db.select().from(approvalRequests).orderBy(approvalRequests.id),
    profiles: await open.db.select().from(translatorProfiles),
  });

  /** Columns of later migrations (0018's page kind, 0019's contributors), added for writing the old data with today's code and dropped before migrating. */
  async function laterColumns(step: "add" | "drop") {
    if (step === "add") {
      await open.db.execute(sql`alter table pages add column kind text not null default 'section'`);
      await open.db.execute(sql`alter table page_revisions add column contributor_ids text[] not null default '{}'`);
    } else {
      await open.db.execute(sql`alter table pages drop column kind`);
      await open.db.execute(sql`alter table page_revisions drop column contributor_ids`);
    }
  }

  beforeAll(async () => {
    open = await openDb({ throughMigration: "0016_approval" });
    const applied = await rowsOf<{ n: number }>(open.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0].n).toBe(17);
    // The rows below are written with today's code (drizzle's tables, snapshotOf), which knows the columns later
    // migrations add: they stand in here while the data is written, and go before migrating (laterColumns).
    await laterColumns("add");

    // ---- The data as the code before 0017 stored it ----
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"] });
    const file = (filename: string, mimeType = "image/webp") => ({ filename, mimeType, width: 1600, height: 900, altText: filename });
    [{ id: picture }, { id: gallery }, { id: pdf }] = await open.db
      .insert(mediaAssets)
      .values([file("cta-bild-nie-gezeigt.webp"), file("pruefwanne-galerie.webp"), { ...file("pruefwanne.pdf", "application/pdf"), width: null, height: null }])
      .returning({ id: mediaAssets.id });

    [product] = await open.db.insert(pages).values({ slug, title: "Prüfwanne", published: true, parentSlug: "/produkte", language: "de" }).returning();
    const details = {
      heroTitle: "Prüfwanne",
      heroDescription: "<p>Eine Wanne zum Prüfen.</p>",
      ...oldButtons("Beratung anfragen", "/kontakt", "Produktblatt (PDF)", `asset:${pdf}`),
    };
    const germanRows = await open.db
      .insert(pageSections)
      .values([
        { pageSlug: slug, sectionName: "Produktdetails", sectionType: "product_details", sectionOrder: 0, settings: details, mediaAssetIds: [gallery] },
        {
          pageSlug: slug,
          sectionName: "Produkt CTA",
          sectionType: "product_cta",
          sectionOrder: 10,
          // Revision 1's texts; a cta key it held was never shown, and its chosen library file neither.
          settings: {
            title: "Prüfwanne ausprobieren",
            description: "Wir zeigen sie Ihnen gerne.",
            primaryButtonText: "Nie gezeigt",
            ...oldButtons("Beratung", "/kontakt", "Datenblatt", `asset:${pdf}`),
          },
          mediaAssetIds: [picture],
        },
        {
          pageSlug: slug,
          sectionName: "Zweite CTA",
          sectionType: "product_cta",
          sectionOrder: 20,
          settings: { title: "Noch Fragen?", variant: "gradient", ...oldButtons("Anrufen", "tel:+41440000000") },
        },
      ])
      .returning();
    [detailsKey, ctaKey] = germanRows.map((r) => r.translationKey);
    const ctaId = germanRows[1].id;
    const revision = (at: string, number: number, snapshot: PageSnapshot) =>
      open.db.insert(pageRevisions).values({ pageKey: slugMatchKey(at), revision: number, action: "update", summary: `Version ${number}`, snapshot });
    await revision(slug, 1, await snapshotOf(open.db, slug));
    // Revision 2 changes both buttons' texts.
    await open.db
      .update(pageSections)
      .set({
        settings: {
          title: "Prüfwanne ausprobieren",
          description: "Wir zeigen sie Ihnen gerne.",
          primaryButtonText: "Nie gezeigt",
          ...oldButtons("Beratung anfragen", "/kontakt", "Produktblatt", `asset:${pdf}`),
        },
      })
      .where(eq(pageSections.id, ctaId));
    await revision(slug, 2, await snapshotOf(open.db, slug));

    // The French version made from revision 1: button 1 translated since revision 2, button 2 still the copied German text.
    [french] = await open.db
      .insert(pages)
      .values({
        slug: frenchSlug,
        title: "Baignoire test",
        published: true,
        language: "fr",
        translationKey: product.translationKey,
        sourceRevision: 1,
      })
      .returning();
    await open.db.insert(pageSections).values([
      {
        pageSlug: frenchSlug,
        sectionName: "Détails",
        sectionType: "product_details",
        sectionOrder: 0,
        settings: { ...details, heroTitle: "Baignoire test" },
        mediaAssetIds: [gallery],
        translationKey: detailsKey,
      },
      {
        pageSlug: frenchSlug,
        sectionName: "CTA produit",
        sectionType: "product_cta",
        sectionOrder: 10,
        settings: { title: "L'essayer", ...oldButtons("Demander conseil", "/fr/contact", "Datenblatt", `asset:${pdf}`) },
        mediaAssetIds: [picture],
        translationKey: ctaKey,
        untranslated: ["settings.cta2Text"],
        fieldSourceRevisions: { "settings.cta1Text": 2, "settings.title": 1 },
      },
    ]);
    await revision(frenchSlug, 1, await snapshotOf(open.db, frenchSlug));

    // A translator's last notice reported the French button 1 and the details' button 1 (which keeps its key).
    await open.db.insert(user).values({ id: "u-tina", name: "Tina", email: "tina@auralis-medizintechnik.example", role: "translator" });
    await open.db.insert(translatorProfiles).values({
      userId: "u-tina",
      languages: ["fr"],
      noticeKeys: [
        `${french.id}:${ctaKey}/settings.cta1Text:0123456789abcdef`,
        `${french.id}:${detailsKey}/settings.cta1Text:fedcba9876543210`,
        `${french.id}:title:00aa`,
      ],
    });

    // A page that needs 'Freigabe': visitors see its approved revision 1, staff edit revision 2.
    [approved] = await open.db.insert(pages).values({ slug: approvedSlug, title: "Freigabe-Wanne", published: true, language: "de" }).returning();
    await open.db.insert(pageApprovalSettings).values({ translationKey: approved.translationKey, required: true, changedBy: anna.email });
    const [approvedCta] = await open.db
      .insert(pageSections)
      .values([
        { pageSlug: approvedSlug, sectionName: "Produktdetails", sectionType: "product_details", sectionOrder: 0, settings: { heroTitle: "Freigabe-Wanne" } },
        {
          pageSlug: approvedSlug,
          sectionName: "Produkt CTA",
          sectionType: "product_cta",
          sectionOrder: 10,
          settings: { title: "Freigegebene CTA", ...oldButtons("Beratung anfragen", "/kontakt", "Alle Produkte", "/produkte") },
          mediaAssetIds: [picture],
        },
      ])
      .returning()
      .then((rows) => rows.slice(1));
    const approvedSnapshot = await snapshotOf(open.db, approvedSlug);
    await revision(approvedSlug, 1, approvedSnapshot);
    // Written in SQL: this database stands at migration 0016, before approval requests had document_version_id (0020),
    // which the schema's insert would name.
    [{ id: requestId }] = await rowsOf<{ id: number }>(
      open.db,
      sql`insert into approval_requests (page_id, translation_key, page_slug, page_title, language, revision, snapshot, status, submitted_by, decided_by, decided_at, published_at, published_revision)
          values (${approved.id}, ${approved.translationKey}, ${approvedSlug}, ${approved.title}, 'de', 1, ${JSON.stringify(approvedSnapshot)}::jsonb, 'approved',
                  ${anna.email}, 'rita@auralis-medizintechnik.example', now(), now(), 1)
          returning id`,
    );
    await open.db.insert(pageLiveContent).values({ pageId: approved.id, requestId, revision: 1, snapshot: approvedSnapshot });
    await open.db
      .update(pageSections)
      .set({ settings: { title: "Entwurf der CTA", ...oldButtons("Neu", "/kontakt") } })
      .where(eq(pageSections.id, approvedCta.id));
    await revision(approvedSlug, 2, await snapshotOf(open.db, approvedSlug));

    await laterColumns("drop");
    // The page type as the code before 0018 stored it: all three were product pages.
    await open.db.execute(sql`update pages set template = 'product' where slug in (${slug}, ${frenchSlug}, ${approvedSlug})`);

    // ---- What every start does: the migrations not yet applied ----
    await migrateDatabase(open);
  });
  afterAll(async () => open?.close());

  it("applies 0017 once, and leaves no product_cta anywhere", async () => {
    const applied = await rowsOf<{ n: number }>(open.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(applied[0].n).toBe(journal.entries.length);
    const left = await rowsOf<{ n: number }>(
      open.db,
      sql`select (select count(*) from page_sections where section_type = 'product_cta')
            + (select count(*) from page_revisions where snapshot::text like '%product_cta%')
            + (select count(*) from page_live_content where snapshot::text like '%product_cta%')
            + (select count(*) from approval_requests where snapshot::text like '%product_cta%') as n`,
    );
    expect(Number(left[0].n)).toBe(0);
  });

  it("makes the sections ctas with cta's button keys, the product CTA's surface and no picture; other types keep their keys", async () => {
    const rows = await open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
      .orderBy(pageSections.sectionOrder);
    expect(rows.map((r) => r.sectionType)).toEqual(["product_details", "cta", "cta"]);
    expect(rows[0].settings).toMatchObject(oldButtons("Beratung anfragen", "/kontakt", "Produktblatt (PDF)", `asset:${pdf}`));
    expect(rows[0].mediaAssetIds).toEqual([gallery]);
    expect(rows[1].settings).toEqual({
      title: "Prüfwanne ausprobieren",
      description: "Wir zeigen sie Ihnen gerne.",
      variant: "muted",
      ...newButtons("Beratung anfragen", "/kontakt", "Produktblatt", `asset:${pdf}`),
    });
    expect(rows[1].mediaAssetIds).toEqual([]);
    // A variant of its own stays.
    expect(rows[2].settings).toEqual({ title: "Noch Fragen?", variant: "gradient", ...newButtons("Anrufen", "tel:+41440000000") });
  });

  it("shows visitors the product page as before: the details' buttons, then the CTAs on their surfaces, without the never shown picture", async () => {
    for (const legacyOrder of [false, true]) {
      const html = await publicHtml(slug, legacyOrder);
      expect(shownSections(html)).toEqual([
        { type: "product_details", variant: "default" },
        { type: "cta", variant: "muted" },
        { type: "cta", variant: "gradient" },
      ]);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toMatch(/<h1[^>]*>Prüfwanne<\/h1>/);
      expect(html).not.toContain("cta-bild-nie-gezeigt");
      expect(html).not.toContain("Nie gezeigt");
      const cta = sectionHtml(html, "Prüfwanne ausprobieren");
      expect(cta).toMatch(/<h2[^>]*>Prüfwanne ausprobieren<\/h2>/);
      expect(cta).toContain("Wir zeigen sie Ihnen gerne.");
      expect(cta).not.toContain("<img");
      expect(cta).toMatch(/<a [^>]*href="\/kontakt"[^>]*><span>Beratung anfragen<\/span><\/a>/);
      expect(cta).toContain('href="/media/pruefwanne.pdf"');
      expect(cta.indexOf("Beratung anfragen")).toBeLessThan(cta.indexOf("Produktblatt"));
      expect(sectionHtml(html, "Noch Fragen?")).toContain('href="tel:+41440000000"');
      // The details keep their own buttons (product_details' keys are not a product_cta's).
      expect(sectionHtml(html, "Produktblatt (PDF)")).toContain('data-section-type="product_details"');
    }
    // The French call to action still holds its copied German second button (its mark moved with the key, see
    // below): visitors of the French page are not shown that section at all (docs/decisions/0044-visitor-read-model.md).
    const frenchHtml = await publicHtml(frenchSlug);
    expect(shownSections(frenchHtml)).toEqual([{ type: "product_details", variant: "default" }]);
    expect(frenchHtml).not.toContain("Datenblatt");
    expect(frenchHtml).not.toContain("cta-bild-nie-gezeigt");
    // Translated, it shows on its surface with both buttons.
    const [frenchCta] = await open.db
      .select()
      .from(pageSections)
      .where(and(eq(pageSections.pageSlugKey, slugMatchKey(frenchSlug)), eq(pageSections.sectionType, "cta")));
    await open.db
      .update(pageSections)
      .set({ settings: { ...frenchCta.settings, secondaryButtonText: "Fiche technique" }, untranslated: [] })
      .where(eq(pageSections.id, frenchCta.id));
    const translatedHtml = await publicHtml(frenchSlug);
    expect(shownSections(translatedHtml)).toEqual([
      { type: "product_details", variant: "default" },
      { type: "cta", variant: "muted" },
    ]);
    expect(sectionHtml(translatedHtml, "L&#x27;essayer")).toMatch(/href="\/fr\/contact"[^>]*><span>Demander conseil<\/span>/);
    expect(translatedHtml).not.toContain("cta-bild-nie-gezeigt");
    await open.db.update(pageSections).set({ settings: frenchCta.settings, untranslated: frenchCta.untranslated }).where(eq(pageSections.id, frenchCta.id));
  });

  it("converts the translation bookkeeping: marks, field revisions and the translator's notice keys", async () => {
    const [frenchCta] = await open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(frenchSlug)))
      .orderBy(pageSections.sectionOrder)
      .offset(1);
    expect(frenchCta).toMatchObject({
      sectionType: "cta",
      untranslated: ["settings.secondaryButtonText"],
      fieldSourceRevisions: { "settings.primaryButtonText": 2, "settings.title": 1 },
      mediaAssetIds: [],
    });
    const [profile] = await open.db.select().from(translatorProfiles);
    expect(profile.noticeKeys).toEqual([
      `${french.id}:${ctaKey}/settings.primaryButtonText:0123456789abcdef`,
      `${french.id}:${detailsKey}/settings.cta1Text:fedcba9876543210`,
      `${french.id}:title:00aa`,
    ]);
  });

  it("reads the revisions back under cta's type and keys, and restores one as visitors saw it", async () => {
    const first = await revisionOf(slug, 1);
    expect(first.sections.map((s) => s.sectionType)).toEqual(["product_details", "cta", "cta"]);
    expect(ctaOf(first)).toMatchObject({
      sectionType: "cta",
      mediaAssetIds: [],
      settings: { title: "Prüfwanne ausprobieren", variant: "muted", ...newButtons("Beratung", "/kontakt", "Datenblatt", `asset:${pdf}`) },
    });
    expect(Object.keys(ctaOf(first).settings as object)).not.toContain("cta1Text");
    expect(first.sections[0].settings).toMatchObject(oldButtons("Beratung anfragen", "/kontakt", "Produktblatt (PDF)", `asset:${pdf}`));
    expect(ctaOf(await revisionOf(slug, 2)).settings).toMatchObject(newButtons("Beratung anfragen", "/kontakt", "Produktblatt", `asset:${pdf}`));
    expect(ctaOf(await revisionOf(frenchSlug, 1))).toMatchObject({
      sectionType: "cta",
      untranslated: ["settings.secondaryButtonText"],
      fieldSourceRevisions: { "settings.primaryButtonText": 2, "settings.title": 1 },
    });

    // The German change since the French version's revision is button 2 only: button 1 was translated since.
    const outdated = await outdatedFieldsOfVersion(open.db, french.id);
    expect(outdated.map((f) => [f.id, f.label, f.oldText, f.newText])).toEqual([
      [`${ctaKey}/settings.secondaryButtonText`, "Text Button 2", "Datenblatt", "Produktblatt"],
    ]);

    await open.db.transaction((tx) => restoreRevision(tx, slug, 1, anna));
    const restored = await publicHtml(slug);
    const cta = sectionHtml(restored, "Prüfwanne ausprobieren");
    expect(cta).toContain('data-variant="muted"');
    expect(cta).toMatch(/<span>Beratung<\/span>/);
    expect(cta).toMatch(/<span>Datenblatt<\/span>/);
    expect(cta).not.toContain("<img");
  });

  it("converts the approved copy and the live content; visitors still see the approved CTA", async () => {
    const [request] = await open.db.select().from(approvalRequests).where(eq(approvalRequests.id, requestId));
    const [live] = await open.db.select().from(pageLiveContent).where(eq(pageLiveContent.pageId, approved.id));
    for (const snapshot of [request.snapshot, live.snapshot]) {
      expect(snapshot.sections.map((s) => s.sectionType)).toEqual(["product_details", "cta"]);
      expect(snapshot.sections[1]).toMatchObject({
        mediaAssetIds: [],
        settings: { title: "Freigegebene CTA", variant: "muted", ...newButtons("Beratung anfragen", "/kontakt", "Alle Produkte", "/produkte") },
      });
    }
    const html = await publicHtml(approvedSlug);
    expect(shownSections(html)).toEqual([
      { type: "product_details", variant: "default" },
      { type: "cta", variant: "muted" },
    ]);
    const cta = sectionHtml(html, "Freigegebene CTA");
    expect(cta).toMatch(/href="\/kontakt"[^>]*><span>Beratung anfragen<\/span>/);
    expect(cta).toMatch(/href="\/produkte"[^>]*><span>Alle Produkte<\/span>/);
    expect(html).not.toContain("Entwurf der CTA");
    expect(html).not.toContain("cta-bild-nie-gezeigt");
  });

  it("changes nothing when run again", async () => {
    const before = await everything();
    const statements = fs
      .readFileSync(path.join(migrationsFolder, `${MIGRATION}.sql`), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => s.trim());
    // One connection for all of them: the helpers are functions of the session.
    await open.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    expect(await everything()).toEqual(before);
  });
});
