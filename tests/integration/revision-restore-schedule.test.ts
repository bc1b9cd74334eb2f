// A restored version brings back a page's content, never its schedule ('Veröffentlichen am',
// 'Zurückziehen am'): the schedule in an old snapshot is stale (the scheduler may have run since, an
// editor may have changed it), and a time in the past would make the scheduler publish or withdraw
// the page the moment the version is back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { pages, pageSections } from "#db/schema";
import { recordRevision, restoreRevision } from "~/core/revisions/page-history.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const HOUR = 3_600_000;

describe.each(testDatabases)("Version wiederherstellen mit Zeitplan auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openDb();
  });
  afterAll(async () => open?.close());

  const record = (slug: string, summary: string) => open.db.transaction((tx) => recordRevision(tx, slug, { action: "update", summary, author: anna }));
  const restore = (slug: string, revision: number) => open.db.transaction((tx) => restoreRevision(tx, slug, revision, anna));
  const pageAt = async (slug: string) =>
    (
      await open.db
        .select()
        .from(pages)
        .where(eq(pages.slugKey, slugMatchKey(slug)))
    )[0];

  it("keeps the page's current schedule, whatever the restored version had", async () => {
    const slug = "/zeitplan/bestehend";
    const past = new Date(Date.now() - 2 * HOUR);
    await open.db.insert(pages).values({ slug, title: "Entwurf", published: false, publishAt: past });
    const scheduled = await record(slug, "Geplant");
    // The scheduler published it; later an editor planned its withdrawal.
    const withdrawal = new Date(Date.now() + 48 * HOUR);
    await open.db.update(pages).set({ title: "Veröffentlicht", published: true, publishAt: null, unpublishAt: withdrawal }).where(eq(pages.slug, slug));
    await record(slug, "Veröffentlicht");

    await restore(slug, scheduled);
    const page = await pageAt(slug);
    expect(page.title).toBe("Entwurf");
    expect(page.publishAt).toBeNull();
    expect(page.unpublishAt).toEqual(withdrawal);
  });

  it("gives a deleted page brought back only the times of its schedule still ahead", async () => {
    const slug = "/zeitplan/geloescht";
    const ahead = new Date(Date.now() + 24 * HOUR);
    await open.db.insert(pages).values({ slug, title: "Geplant", published: false, publishAt: new Date(Date.now() - HOUR), unpublishAt: ahead });
    const version = await record(slug, "Geplant");
    await open.db.delete(pages).where(eq(pages.slug, slug));

    await restore(slug, version);
    const page = await pageAt(slug);
    expect(page.title).toBe("Geplant");
    expect(page.publishAt).toBeNull();
    expect(page.unpublishAt).toEqual(ahead);
  });

  it("gives the sections brought back only the times of their schedule still ahead", async () => {
    const slug = "/zeitplan/sektionen";
    const ahead = new Date(Date.now() + 24 * HOUR);
    await open.db.insert(pages).values({ slug, title: "Sektionen", published: true });
    await open.db.insert(pageSections).values([
      { pageSlug: slug, sectionName: "Aktion", sectionType: "text", sectionOrder: 1, isPublished: false, publishAt: new Date(Date.now() - HOUR) },
      { pageSlug: slug, sectionName: "Ausverkauf", sectionType: "text", sectionOrder: 2, isPublished: true, unpublishAt: ahead },
    ]);
    const version = await record(slug, "Mit Zeitplan");
    await open.db.delete(pageSections).where(eq(pageSections.pageSlug, slug));

    await restore(slug, version);
    const sections = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder);
    expect(sections.map((s) => [s.sectionName, s.isPublished, s.publishAt, s.unpublishAt])).toEqual([
      ["Aktion", false, null, null],
      ["Ausverkauf", true, null, ahead],
    ]);
  });
});
