// The sections demo's seeding against a real database (docs/product/cms-screens.md, "Sections demo": once, only when
// no sections exist for the demo slug; seeded sections are published; 11 seeded sections, order
// 1 to 11): once, race-safe, in one transaction.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { mediaAssets, pageRevisions, pageSections } from "#db/schema";
import { listRevisions } from "~/core/revisions/page-history.server";
import { DEMO_IMAGES, DEMO_SLUG } from "~/features/sections/sections-demo";
import { ensureDemoSections, loadDemoView, seedDemoSections } from "~/features/pages/sections-demo.server";
import { testDatabases } from "./databases";

describe.each(testDatabases)("Sektionen-Demo auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const demoRows = () => open.db.select().from(pageSections).where(eq(pageSections.pageSlug, DEMO_SLUG)).orderBy(pageSections.sectionOrder);

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(mediaAssets).values({ filename: DEMO_IMAGES.birth, title: "Geburt", mimeType: "image/webp" });
  });
  afterAll(async () => open?.close());

  it("seeds eleven published sections, ordered 1 to 11, once — also when two first visits come at once", async () => {
    const results = await Promise.all([seedDemoSections(open.db), seedDemoSections(open.db), seedDemoSections(open.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await demoRows();
    expect(rows).toHaveLength(11);
    expect(rows.map((r) => r.sectionOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows.every((r) => r.isPublished)).toBe(true);
    expect(new Set(rows.map((r) => r.sectionType)).size).toBe(11);
    // The library picture that exists is used; the missing ones are left out.
    const [asset] = await open.db.select().from(mediaAssets).where(eq(mediaAssets.filename, DEMO_IMAGES.birth));
    expect(rows.find((r) => r.sectionType === "gallery")?.mediaAssetIds).toEqual([asset.id]);
    // One revision: the seeding is in the page's history like any change.
    expect((await listRevisions(open.db, DEMO_SLUG)).map((r) => r.action)).toEqual(["seed"]);

    expect(await seedDemoSections(open.db)).toBe(false);
    expect(await demoRows()).toHaveLength(11);
  });

  it("does not seed when any section exists for the slug, even a draft under another spelling", async () => {
    await open.db.delete(pageSections).where(eq(pageSections.pageSlug, DEMO_SLUG));
    await open.db.insert(pageSections).values({ pageSlug: "sections/", sectionName: "Eigene", sectionType: "text", isPublished: false });
    expect(await seedDemoSections(open.db)).toBe(false);
    expect(await demoRows()).toHaveLength(0);
    await open.db.delete(pageSections).where(eq(pageSections.pageSlug, "sections/"));
  });

  it("writes nothing when seeding fails half-way, and only logs the error", async () => {
    // The sections are written, then the revision (the transaction's last step) fails at the database.
    await open.db.delete(pageRevisions);
    await open.db.execute(`create or replace function demo_fail() returns trigger language plpgsql as $$ begin raise exception 'Testfehler'; end $$`);
    await open.db.execute(`create trigger demo_fail before insert on page_revisions for each row execute function demo_fail()`);
    try {
      const error = (await seedDemoSections(open.db).catch((e: Error) => e)) as Error & { cause?: Error };
      expect(`${error?.message} ${error?.cause?.message}`).toContain("Testfehler");
      expect(await demoRows()).toHaveLength(0);
      await expect(ensureDemoSections(open.db)).resolves.toBeUndefined();
      expect(await demoRows()).toHaveLength(0);
    } finally {
      await open.db.execute(`drop trigger demo_fail on page_revisions`);
    }
    await ensureDemoSections(open.db);
    expect(await demoRows()).toHaveLength(11);
  });

  it("shows the sections as a page view titled 'Sektionen-Demo'", async () => {
    const view = await loadDemoView(open.db, { includeDrafts: false });
    expect(view.page).toMatchObject({ slug: DEMO_SLUG, title: "Sektionen-Demo" });
    expect(view.sectionCount).toBe(11);
    expect(view.sectionsProvideH1).toBe(true);
  });
});
