// The edit mode's autosaves of one author on one section fold into one revision,
// while revision numbers keep increasing (concurrent-edit detection) and every listed revision can
// still be restored.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { pageRevisions, pages, pageSections } from "#db/schema";
import { AUTOSAVE_FOLD_WINDOW_MS, listRevisions, restoreRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import { createSection, updateSection } from "~/features/sections/section-admin.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const beat = { id: "u-beat", email: "beat@auralis-medizintechnik.example" };

describe.each(testDatabases)("Autosave-Versionen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const slug = "/ueber-uns/autosave-test";
  let first: number;
  let second: number;
  let revision = 0;

  const text = (n: string) => ({ sectionName: "Einleitung", sectionType: "text", contentHtml: `<p>${n}</p>` });
  const autosave = (sectionId: number, html: string, author = anna) =>
    open.db.transaction(async (tx) => {
      const { revision: next } = await updateSection(tx, sectionId, text(html), { author, baseRevision: revision, autosave: true });
      revision = next;
      return next;
    });
  const listed = async () => (await listRevisions(open.db, slug)).map((r) => ({ revision: r.revision, action: r.action, author: r.authorEmail }));

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(pages).values({ slug, title: "Autosave-Test", published: true });
    first = (await open.db.transaction((tx) => createSection(tx, slug, { author: anna, baseRevision: 0 }))).section.id;
    second = (await open.db.transaction((tx) => createSection(tx, slug, { author: anna, baseRevision: 1 }))).section.id;
    revision = 2;
  });
  afterAll(async () => open?.close());

  it("folds a typing session into one revision whose number still moves on with every save", async () => {
    const numbers = [];
    for (const word of ["H", "Ha", "Hal", "Hallo"]) numbers.push(await autosave(first, word));
    expect(numbers).toEqual([3, 4, 5, 6]);
    expect(await listed()).toEqual([
      { revision: 6, action: `autosave:${first}`, author: anna.email },
      { revision: 2, action: "create", author: anna.email },
      { revision: 1, action: "create", author: anna.email },
    ]);
    const [kept] = await open.db
      .select()
      .from(pageRevisions)
      .where(and(eq(pageRevisions.pageKey, slugMatchKey(slug)), eq(pageRevisions.revision, 6)));
    expect(JSON.stringify(kept?.snapshot.sections)).toContain("<p>Hallo</p>");
  });

  it("still refuses a save based on a number that was folded away", async () => {
    await expect(open.db.transaction((tx) => updateSection(tx, first, text("alt"), { author: beat, baseRevision: 5, autosave: true }))).rejects.toBeInstanceOf(
      RevisionConflictError,
    );
    const [row] = await open.db.select().from(pageSections).where(eq(pageSections.id, first));
    expect(row?.contentHtml).toBe("<p>Hallo</p>");
  });

  it("keeps apart another section, another author, a deliberate save and a pause beyond the window", async () => {
    await autosave(second, "Zweite"); // 7: another section
    await autosave(second, "Zweite Sektion"); // 8: folds 7
    await autosave(second, "Von Beat", beat); // 9: another author
    revision = (await open.db.transaction((tx) => updateSection(tx, second, text("Gespeichert"), { author: anna, baseRevision: revision }))).revision; // 10: a deliberate save, never folded
    await autosave(second, "Danach"); // 11: does not fold into the deliberate save
    await open.db
      .update(pageRevisions)
      .set({ createdAt: sql`now() - make_interval(secs => ${AUTOSAVE_FOLD_WINDOW_MS / 1000 + 30})` })
      .where(and(eq(pageRevisions.pageKey, slugMatchKey(slug)), eq(pageRevisions.revision, 11)));
    await autosave(second, "Nach der Pause"); // 12: the pause was too long
    await autosave(second, "Nach der Pause, weiter"); // 13: folds 12
    expect((await listed()).map((r) => r.revision)).toEqual([13, 11, 10, 9, 8, 6, 2, 1]);
    expect((await listed()).find((r) => r.revision === 10)?.action).toBe("update");
  });

  it("restores every listed revision", async () => {
    const expectations: Record<number, [string, string]> = {
      6: ["<p>Hallo</p>", ""],
      8: ["<p>Hallo</p>", "<p>Zweite Sektion</p>"],
      10: ["<p>Hallo</p>", "<p>Gespeichert</p>"],
      11: ["<p>Hallo</p>", "<p>Danach</p>"],
    };
    for (const listedRevision of (await listRevisions(open.db, slug)).map((r) => r.revision)) {
      const restored = await open.db.transaction((tx) => restoreRevision(tx, slug, listedRevision, anna));
      expect(restored).toBeGreaterThan(listedRevision);
      const expected = expectations[listedRevision];
      if (!expected) continue;
      const rows = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(pageSections.sectionOrder, pageSections.id);
      expect(rows.map((r) => r.contentHtml)).toEqual(expected);
    }
  });
});
