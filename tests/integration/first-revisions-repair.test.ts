// A database seeded before the seed recorded first revisions (db/seed/first-revisions.server.ts): the
// start-up step gives each page without a revision its "Ausgangsstand", once, and after it the first
// save of a French text changes only what a save of a page with history changes.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { pageLiveContent, pageRevisions, pageSections, pages } from "#db/schema";
import { seedDatabase } from "#db/seed/seed.server";
import { recordMissingFirstRevisions } from "#db/seed/first-revisions.server";
import { listRevisions } from "~/core/revisions/page-history.server";
import { collectContentScope } from "~/core/content/content-announce.server";
import { loadSectionEditor } from "~/features/sections/editor/section-editor.server";
import { updateSection } from "~/features/sections/section-admin.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };

describe.each(testDatabases)("Ausgangsstand nachtragen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let mediaDir: string;
  const editedGerman = "/kontakt";

  beforeAll(async () => {
    open = await openDb();
    mediaDir = await mkdtemp(path.join(tmpdir(), "auralis-first-revisions-"));
    expect(await seedDatabase(open.db, { mediaDir })).toBe(true);
    // The state the old seed left: no revision at all, versions made "from revision 0". One German
    // page was edited since (it has a revision of its own, which the repair must leave alone).
    await open.db.delete(pageRevisions);
    await open.db.update(pages).set({ sourceRevision: 0 }).where(ne(pages.language, "de"));
    await open.db
      .insert(pageRevisions)
      .values({ pageKey: slugMatchKey(editedGerman), revision: 1, action: "update", summary: "Von Hand", snapshot: { page: null, sections: [] } });
  });
  afterAll(async () => {
    await open?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("records the first revision of every page without one, once, and leaves pages with history alone", async () => {
    const [{ count: pageCount }] = await open.db.select({ count: sql<number>`count(*)::int` }).from(pages);
    expect(await recordMissingFirstRevisions(open.db)).toBe(pageCount - 1);
    const all = await open.db.select({ slug: pages.slug }).from(pages);
    for (const { slug } of all) {
      const revisions = await listRevisions(open.db, slug);
      expect(
        revisions.map((r) => r.revision),
        slug,
      ).toEqual([1]);
    }
    const [kept] = await open.db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, slugMatchKey(editedGerman)));
    expect(kept.summary).toBe("Von Hand");
    const [repaired] = await open.db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, slugMatchKey("/")));
    expect([repaired.action, repaired.summary, repaired.authorId]).toEqual(["seed", "Ausgangsstand", null]);
    // Run again (every start does): nothing left to do, nothing recorded twice.
    expect(await recordMissingFirstRevisions(open.db)).toBe(0);
    expect((await listRevisions(open.db, "/")).length).toBe(1);
  });

  it("gives the versions of a repaired German page that page's first revision as their source, and keeps 0 where the German page had history", async () => {
    const versions = await open.db
      .select({ slug: pages.slug, sourceRevision: pages.sourceRevision, translationKey: pages.translationKey })
      .from(pages)
      .where(ne(pages.language, "de"));
    const [contact] = await open.db.select({ translationKey: pages.translationKey }).from(pages).where(eq(pages.slug, editedGerman));
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) {
      expect(version.sourceRevision, version.slug).toBe(version.translationKey === contact.translationKey ? 0 : 1);
    }
  });

  it("after the repair, the first save of a French text drops only that page and the sitemap from the caches", async () => {
    // A page visitors see through its rows: one that needs 'Freigabe' shows its live content, and a save
    // of it drops only the staff's views (docs/decisions/0039-approval.md).
    const french = await open.db
      .select({ slug: pages.slug })
      .from(pages)
      .leftJoin(pageLiveContent, eq(pageLiveContent.pageId, pages.id))
      .where(and(eq(pages.language, "fr"), eq(pages.published, true), isNull(pageLiveContent.pageId)))
      .orderBy(pages.slug);
    // A text section (pictures, lists and titles may show on other pages too; a text shows only here).
    const withText = await Promise.all(french.map(async ({ slug }) => ({ slug, editor: await loadSectionEditor(open.db, slug) })));
    const target = withText.find(({ editor }) => editor.sections.some((s) => s.sectionType === "text"));
    expect(target).toBeDefined();
    const { slug, editor } = target!;
    const section = editor.sections.find((s) => s.sectionType === "text");
    const [row] = await open.db.select().from(pageSections).where(eq(pageSections.id, section!.id));
    const input = {
      sectionName: row.sectionName,
      sectionType: row.sectionType,
      contentHtml: "<p>Texte revu</p>",
      isPublished: row.isPublished,
      settings: section!.settings,
      mediaAssetIds: section!.mediaAssetIds,
    };
    const { scope } = await collectContentScope(() =>
      open.db.transaction((tx) => updateSection(tx, section!.id, input, { author: claire, baseRevision: editor.revision })),
    );
    expect(scope()).toEqual({ kind: "pages", visible: [slugMatchKey(slug), slugMatchKey("/sitemap.xml")], drafts: [] });
  });
});
