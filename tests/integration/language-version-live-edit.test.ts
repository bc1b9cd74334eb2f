// What the edit mode's save of a French section does to the page's German version (docs/decisions/
// 0032-language-versions.md): on the seeded site, a section loaded as the live-edit endpoint gives it
// and saved back through the endpoint's own request contract with only its text changed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { pageLiveContent, pageRevisions, pages } from "#db/schema";
import { seedDatabase } from "#db/seed/seed.server";
import { listRevisions } from "~/core/revisions/page-history.server";
import { collectContentScope } from "~/core/content/content-announce.server";
import { loadSectionEditor } from "~/features/sections/editor/section-editor.server";
import { sectionActionRequestSchema } from "~/features/sections/editor/section-action-contract";
import { updateSection } from "~/features/sections/section-admin.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const claire = { id: "u-claire", email: "claire@auralis-medizintechnik.example" };

describe.each(testDatabases)("Live-Edit einer Sprachfassung auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    open = await openDb();
    mediaDir = await mkdtemp(path.join(tmpdir(), "auralis-lang-live-edit-"));
    expect(await seedDatabase(open.db, { mediaDir })).toBe(true);
  });
  afterAll(async () => {
    await open?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it("saves every French text section as loaded, new text only: the German page gets no revision, the caches drop the French page and the sitemap (only staff views when it needs 'Freigabe')", async () => {
    const french = await open.db
      .select({ id: pages.id, slug: pages.slug, translationKey: pages.translationKey })
      .from(pages)
      .where(and(eq(pages.language, "fr"), eq(pages.published, true)));
    expect(french.length).toBeGreaterThan(0);
    // Pages that need 'Freigabe' show visitors their live content: a save drops only the staff's views
    // (docs/decisions/0039-approval.md). The seed has both kinds among its French pages.
    const live = new Set((await open.db.select({ pageId: pageLiveContent.pageId }).from(pageLiveContent)).map((row) => row.pageId));
    expect(french.some((page) => live.has(page.id))).toBe(true);
    expect(french.some((page) => !live.has(page.id))).toBe(true);
    let saved = 0;
    for (const page of french) {
      const [german] = await open.db
        .select({ slug: pages.slug })
        .from(pages)
        .where(and(eq(pages.translationKey, page.translationKey), eq(pages.language, "de")));
      if (!german) continue;
      const editor = await loadSectionEditor(open.db, page.slug);
      for (const section of editor.sections) {
        const germanRevisions = (await listRevisions(open.db, german.slug)).length;
        const current = (await loadSectionEditor(open.db, page.slug)).revision;
        // The body as the edit mode sends it (tests/deployment/site-client.ts updateSectionBody), through JSON.
        const body = JSON.parse(
          JSON.stringify({
            intent: "update",
            data: {
              sectionId: section.id,
              baseRevision: current,
              input: {
                sectionName: section.sectionName,
                sectionType: section.sectionType,
                contentHtml: `<p>Version française ${section.id}</p>`,
                isPublished: section.isPublished,
                settings: section.settings,
                mediaAssetIds: section.mediaAssetIds,
              },
            },
          }),
        );
        const parsed = sectionActionRequestSchema.parse(body);
        if (parsed.intent !== "update") throw new Error("update erwartet");
        const { input, sectionId, baseRevision } = parsed.data;
        const { scope } = await collectContentScope(() => open.db.transaction((tx) => updateSection(tx, sectionId, input, { author: claire, baseRevision })));
        const where = `${page.slug} #${section.id} (${section.sectionType})`;
        expect((await listRevisions(open.db, german.slug)).length, where).toBe(germanRevisions);
        expect(scope(), where).toEqual(
          live.has(page.id)
            ? { kind: "pages", visible: [], drafts: [slugMatchKey(page.slug)] }
            : { kind: "pages", visible: [slugMatchKey(page.slug), slugMatchKey("/sitemap.xml")], drafts: [] },
        );
        saved++;
      }
    }
    expect(saved).toBeGreaterThan(0);
  });

  it("starts every seeded page with a revision of its own, each translation made from its German page's", async () => {
    const rows = await open.db.select({ key: pages.slugKey, language: pages.language, sourceRevision: pages.sourceRevision }).from(pages);
    const seeded = await open.db.select({ key: pageRevisions.pageKey, action: pageRevisions.action }).from(pageRevisions).where(eq(pageRevisions.revision, 1));
    const actionByKey = new Map(seeded.map((r) => [r.key, r.action]));
    // The first test saved French sections: their revision 1 is still the seed's.
    for (const row of rows) expect(actionByKey.get(row.key), row.key).toBe("seed");
    for (const row of rows.filter((r) => r.language !== "de")) expect(row.sourceRevision, row.key).toBe(1);
  });
});
