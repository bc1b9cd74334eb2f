// The background sweep (docs/decisions/0023-page-list-at-scale.md) fills in the 'Veröffentlichungs-Check' counts that are missing
// or belong to an older revision, in batches, and stops when the server stops.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import type { OpenDatabase } from "#db/client.server";
import { pageCheckResults, pageRevisions, pages, type Page } from "#db/schema";
import { checkAndStoreCounts, checkPages, storeCheckResult } from "~/features/publish-check/publish-check.server";
import { pagesWithStaleCounts, sweepCheckCounts, SWEEP_BATCH } from "~/features/publish-check/check-sweep.server";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

describe.each(testDatabases)("Veröffentlichungs-Check im Hintergrund auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let current: Page; // counts stored for its newest revision
  let older: Page; // counts stored for an older revision
  let revised: Page; // revision 3 in the history, counts stored for revision 2
  let never: Page[]; // never checked

  beforeAll(async () => {
    open = await openDb();
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 0, minute));
    [current, older, revised] = await open.db
      .insert(pages)
      .values([
        { slug: "/aktuell", title: "Aktuell", published: true, updatedAt: at(1) },
        { slug: "/veraltet", title: "Veraltet", published: true, updatedAt: at(2) },
        { slug: "/revidiert", title: "Revidiert", published: true, updatedAt: at(3) },
      ])
      .returning();
    never = await open.db
      .insert(pages)
      .values(Array.from({ length: SWEEP_BATCH + 2 }, (_, i) => ({ slug: `/neu-${i}`, title: `Neu ${i}`, published: false, updatedAt: at(10 + i) })))
      .returning();
    await open.db.insert(pageRevisions).values(
      [1, 2, 3].map((revision) => ({
        pageKey: slugMatchKey(revised.slug),
        revision,
        action: "update",
        summary: "Geändert",
        snapshot: { page: null, sections: [] },
      })),
    );
    await storeCheckResult(open.db, { pageId: current.id, errors: 1, hints: 1 }, 0);
    await storeCheckResult(open.db, { pageId: older.id, errors: 7, hints: 7 }, 5);
    await storeCheckResult(open.db, { pageId: revised.id, errors: 7, hints: 7 }, 2);
  });
  afterAll(async () => open?.close());

  it("finds the pages without counts or with counts of an older revision, newest change first", async () => {
    const stale = await pagesWithStaleCounts(open.db);
    expect(stale.map((p) => p.id)).toEqual([...never.map((p) => p.id).reverse(), revised.id, older.id]);
    expect(stale.find((p) => p.id === revised.id)).toEqual({ id: revised.id, revision: 3, stored: { errors: 7, hints: 7, revision: 2 } });
    expect(stale.find((p) => p.id === never[0].id)).toEqual({ id: never[0].id, revision: 0, stored: null });
  });

  it("stops after the batch in progress when the server stops", async () => {
    // The server stops while the first batch runs: the sweep ends after it.
    let turns = 0;
    const sweep = sweepCheckCounts(open.db, { running: () => turns <= 1, waitTurn: async () => void turns++ });
    expect(await sweep).toBe(SWEEP_BATCH);
    expect(await pagesWithStaleCounts(open.db)).toHaveLength(4);
  });

  it("checks and stores the rest, leaving the current counts alone", async () => {
    expect(await sweepCheckCounts(open.db, {})).toBe(4);
    expect(await pagesWithStaleCounts(open.db)).toEqual([]);
    const checked = [older, revised, ...never];
    const expected = await checkPages(open.db, checked);
    const stored = await open.db
      .select()
      .from(pageCheckResults)
      .where(
        inArray(
          pageCheckResults.pageId,
          checked.map((p) => p.id),
        ),
      );
    const byId = new Map(stored.map((row) => [row.pageId, row]));
    for (const report of expected) expect(byId.get(report.pageId)).toMatchObject({ errors: report.errors, hints: report.hints });
    expect(byId.get(revised.id)?.revision).toBe(3);
    // Stored for its newest revision: not checked again (its made-up counts stay).
    const [kept] = await open.db
      .select()
      .from(pageCheckResults)
      .where(inArray(pageCheckResults.pageId, [current.id]));
    expect(kept).toMatchObject({ errors: 1, hints: 1, revision: 0 });
  });

  it("rewrites nothing when a sweep from an older list stores counts that are already there", async () => {
    // Two processes on one database, or a sweep overtaken by an on-demand check: the list says stale,
    // the row says current by now.
    const stale = [{ id: older.id, revision: 0, stored: null }];
    const [before] = await open.db
      .select()
      .from(pageCheckResults)
      .where(inArray(pageCheckResults.pageId, [older.id]));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await checkAndStoreCounts(open.db, stale);
    const [after] = await open.db
      .select()
      .from(pageCheckResults)
      .where(inArray(pageCheckResults.pageId, [older.id]));
    expect(after).toEqual(before);
    // Counts that did change are stored, with the time they changed.
    await storeCheckResult(open.db, { pageId: older.id, errors: before.errors + 1, hints: before.hints }, before.revision);
    const [changed] = await open.db
      .select()
      .from(pageCheckResults)
      .where(inArray(pageCheckResults.pageId, [older.id]));
    expect(changed.errors).toBe(before.errors + 1);
    expect(changed.checkedAt.getTime()).toBeGreaterThan(before.checkedAt.getTime());
  });
});
