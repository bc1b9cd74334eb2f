// 'Speichern' of the full section editor writes the whole list in one transaction —
// "never a delete followed by inserts that a failure can leave half done". Here the save fails
// half-way in three ways (a row the database refuses after earlier rows of the same insert were
// written; the revision after all rows were written; an error thrown from the code in between), and
// the stored list must be exactly the old one each time, as writeContent runs it (one transaction).
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { pageRevisions, pages, pageSections } from "#db/schema";
import { currentRevision } from "~/core/revisions/page-history.server";
import { saveAllSections, type SectionInput } from "~/features/sections/section-admin.server";
import { testDatabases } from "./databases";

const anna = { id: "u-anna", email: "anna@auralis-medizintechnik.example" };
const slug = "/produkte/wellness/speichern-test";

const oldList: SectionInput[] = [
  { sectionName: "Hero", sectionType: "hero", settings: { title: "Alte Überschrift" } },
  { sectionName: "Einleitung", sectionType: "text", contentHtml: "<p>Alter Text</p>" },
  { sectionName: "Beratung", sectionType: "cta", settings: { title: "Alte CTA" }, isPublished: false },
];

const newList = (third: string): SectionInput[] => [
  { sectionName: "Neu 1", sectionType: "text", contentHtml: "<p>Eins</p>" },
  { sectionName: "Neu 2", sectionType: "image_text", settings: { title: "Zwei" } },
  { sectionName: third, sectionType: "text", contentHtml: "<p>Drei</p>" },
  { sectionName: "Neu 4", sectionType: "gallery" },
];

describe.each(testDatabases)("Speichern der ganzen Liste scheitert auf halbem Weg ($name)", ({ open: openDb }) => {
  let open: OpenDatabase;
  let before: (typeof pageSections.$inferSelect)[];
  let revisionBefore: number;

  const stored = () => open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug)).orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));
  const revisionCount = async () => (await open.db.select().from(pageRevisions)).length;

  /** What a failed save must leave: every old row as it was, nothing new, no new revision. */
  async function expectOldListIntact() {
    expect(await stored()).toEqual(before);
    expect(await currentRevision(open.db, slug)).toBe(revisionBefore);
    expect(await revisionCount()).toBe(revisionBefore);
    const [{ n }] = await open.db.select({ n: sql<number>`count(*)::int` }).from(pageSections);
    expect(n).toBe(oldList.length);
  }

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(pages).values({ slug, title: "Speichern-Test", published: true });
    await open.db.transaction((tx) => saveAllSections(tx, slug, oldList, { author: anna, baseRevision: 0 }));
    before = await stored();
    revisionBefore = await currentRevision(open.db, slug);
    expect(before.map((s) => [s.sectionName, s.sectionOrder])).toEqual([
      ["Hero", 0],
      ["Einleitung", 1],
      ["Beratung", 2],
    ]);
    // The database refuses a section named 'Kaputt' — one row of a multi-row insert, after the
    // delete and after the rows before it were written.
    await open.db.execute(
      sql.raw(`create or replace function refuse_kaputt() returns trigger language plpgsql as $$
      begin
        if new.section_name = 'Kaputt' then raise exception 'Zeile 3 abgelehnt'; end if;
        return new;
      end $$`),
    );
    await open.db.execute(sql.raw(`create trigger refuse_kaputt before insert on page_sections for each row execute function refuse_kaputt()`));
  });
  afterAll(async () => open?.close());

  it("a row the database refuses (the 3rd of 4) leaves the old list intact", async () => {
    const attempt = open.db.transaction((tx) => saveAllSections(tx, slug, newList("Kaputt"), { author: anna, baseRevision: revisionBefore }));
    const error = (await attempt.catch((e: Error & { cause?: Error }) => e)) as Error & { cause?: Error };
    expect(`${error?.message} ${error?.cause?.message}`).toContain("Zeile 3 abgelehnt");
    await expectOldListIntact();
  });

  it("a failure after all new rows were written (the revision) leaves the old list intact", async () => {
    await open.db.execute(
      sql.raw(`create or replace function refuse_revision() returns trigger language plpgsql as $$
      begin raise exception 'Revision abgelehnt'; end $$`),
    );
    await open.db.execute(sql.raw(`create trigger refuse_revision before insert on page_revisions for each row execute function refuse_revision()`));
    try {
      const error = (await open.db
        .transaction((tx) => saveAllSections(tx, slug, newList("Neu 3"), { author: anna, baseRevision: revisionBefore }))
        .catch((e: Error & { cause?: Error }) => e)) as Error & { cause?: Error };
      expect(`${error?.message} ${error?.cause?.message}`).toContain("Revision abgelehnt");
    } finally {
      await open.db.execute(sql.raw(`drop trigger refuse_revision on page_revisions`));
    }
    await expectOldListIntact();
  });

  it("an error thrown by the code after the delete and the inserts leaves the old list intact", async () => {
    let sectionInserts = 0;
    const attempt = open.db.transaction(async (tx) => {
      // The transaction as saveAllSections sees it, except that the first write after the section
      // rows (the revision) throws, as a crash in between would.
      const failing = new Proxy(tx, {
        get(target, property, receiver) {
          if (property !== "insert") return Reflect.get(target, property, receiver);
          return (table: unknown) => {
            if (table === pageSections) {
              sectionInserts += 1;
              return target.insert(pageSections);
            }
            throw new Error("Absturz nach dem Schreiben der Zeilen");
          };
        },
      });
      return saveAllSections(failing, slug, newList("Neu 3"), { author: anna, baseRevision: revisionBefore });
    });
    await expect(attempt).rejects.toThrow("Absturz nach dem Schreiben der Zeilen");
    expect(sectionInserts).toBe(1);
    await expectOldListIntact();
  });

  it("the same save without the fault goes through, renumbered from 0", async () => {
    await open.db.transaction((tx) => saveAllSections(tx, slug, newList("Neu 3"), { author: anna, baseRevision: revisionBefore }));
    expect((await stored()).map((s) => [s.sectionName, s.sectionOrder])).toEqual([
      ["Neu 1", 0],
      ["Neu 2", 1],
      ["Neu 3", 2],
      ["Neu 4", 3],
    ]);
    expect(await currentRevision(open.db, slug)).toBe(revisionBefore + 1);
  });
});
