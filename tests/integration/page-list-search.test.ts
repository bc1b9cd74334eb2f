// 'Seiten verwalten' searches, filters and limits in SQL (thousands of pages; docs/decisions/0023-page-list-at-scale.md): the
// rows, the counts, the page a link opens, the addresses for the dialogs, and search text taken literally.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type OpenDatabase } from "#db/client.server";
import { pages } from "#db/schema";
import { loadPageListView, pageListQueryFrom, pageSearchCondition } from "~/features/page-admin/page-list.server";
import { testDatabases } from "./databases";

describe.each(testDatabases)("Seitenliste mit Suche in SQL auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openDb();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      slug: `/wissen/beitrag-${i + 1}`,
      title: `Beitrag ${i + 1}`,
      published: i % 3 !== 0,
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await open.db
      .insert(pages)
      .values([
        ...rows,
        { slug: "/pflege", title: "Pflege", metaTitle: "Wickeltische für Kliniken", published: true, updatedAt: new Date(Date.UTC(2025, 0, 1)) },
        { slug: "/rabatt", title: "100% sicher_und gut", published: false, updatedAt: new Date(Date.UTC(2025, 0, 2)) },
      ]);
  });
  afterAll(async () => open?.close());

  it("returns at most the limit, newest change first, with all counts", async () => {
    const view = await loadPageListView(open.db, { limit: 5 });
    expect(view.pages.map((p) => p.slug)).toEqual([
      "/wissen/beitrag-30",
      "/wissen/beitrag-29",
      "/wissen/beitrag-28",
      "/wissen/beitrag-27",
      "/wissen/beitrag-26",
    ]);
    expect(view).toMatchObject({ total: 32, matching: 32, limit: 5, addresses: null });
  });

  it("searches title, slug and meta title case-insensitively, and filters by status", async () => {
    expect((await loadPageListView(open.db, { query: "WICKELTISCHE" })).pages.map((p) => p.slug)).toEqual(["/pflege"]);
    expect((await loadPageListView(open.db, { query: "beitrag-1" })).matching).toBe(11); // 1, 10–19
    const drafts = await loadPageListView(open.db, { query: "beitrag", status: "draft", limit: 3 });
    expect(drafts.matching).toBe(10);
    expect(drafts.pages).toHaveLength(3);
    expect(drafts.pages.every((p) => !p.published)).toBe(true);
    expect((await loadPageListView(open.db, { status: "published" })).matching).toBe(21);
  });

  it("takes %, _ and \\ in the search literally", async () => {
    expect((await loadPageListView(open.db, { query: "100%" })).pages.map((p) => p.slug)).toEqual(["/rabatt"]);
    expect((await loadPageListView(open.db, { query: "r_u" })).pages.map((p) => p.slug)).toEqual(["/rabatt"]);
    expect((await loadPageListView(open.db, { query: "100_" })).matching).toBe(0); // as a wildcard, _ would match the %
    expect((await loadPageListView(open.db, { query: "%" })).matching).toBe(1);
    expect((await loadPageListView(open.db, { query: "\\" })).matching).toBe(0);
  });

  it("keeps the page a link opens among the rows, and loads every address only when asked", async () => {
    const [pflege] = (await loadPageListView(open.db, { query: "pflege" })).pages;
    const view = await loadPageListView(open.db, { query: "beitrag", limit: 2, includeId: pflege.id, addresses: true });
    expect(view.pages.map((p) => p.slug)).toEqual(["/wissen/beitrag-30", "/wissen/beitrag-29", "/pflege"]);
    expect(view.addresses).toHaveLength(32);
    expect(view.addresses?.[0]).toEqual({ id: pflege.id, slug: "/pflege", title: "Pflege", language: "de" });
  });

  it("searches through the trigram index (its expression is the query's), not by scanning every page", async () => {
    // On 30 rows the planner would rather scan; with scans priced out it must still find an index that
    // answers the search's LIKE. It fails when the query stops searching the indexed column (migration 0010).
    const plan = await open.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(tx, sql`explain select ${pages.id} from ${pages} where ${pageSearchCondition("wickel")}`);
    });
    expect(plan.map((row) => Object.values(row)[0]).join("\n")).toContain("pages_search_text_trgm_idx");
  });

  it("puts a write's trigrams into the index at once: no pending list that every search reads (migration 0011)", async () => {
    // With GIN's fastupdate these updates would wait in the pending list, which every search reads in
    // full until a VACUUM (which PGlite never runs); gin_clean_pending_list says how many pages it held.
    await open.db
      .update(pages)
      .set({ metaTitle: sql`'Neu ' || ${pages.id}` })
      .where(sql`${pages.slug} like '/wissen/%'`);
    const [row] = await rowsOf<{ pending: number }>(open.db, sql`select gin_clean_pending_list('pages_search_text_trgm_idx'::regclass) as pending`);
    expect(Number(row.pending)).toBe(0);
    const [{ options }] = await rowsOf<{ options: string[] | null }>(
      open.db,
      sql`select reloptions as options from pg_class where relname = 'pages_search_text_trgm_idx'`,
    );
    expect(options).toContain("fastupdate=off");
    expect((await loadPageListView(open.db, { query: "neu " })).matching).toBe(30);
  });

  it("reads its state from the address, with a bounded limit", () => {
    const q = pageListQueryFrom(new URL("http://x/cms/seiten?q=+Pflege+&status=draft&anzahl=99999&adressen=1"), 7);
    expect(q).toEqual({ query: " Pflege ", status: "draft", limit: 2000, includeId: 7, addresses: true, language: "de" });
    // 50 rows unless asked for more: a document of 100 rows alone took ~60 ms to render on 10,000 pages.
    expect(pageListQueryFrom(new URL("http://x/cms/seiten?status=bogus&anzahl=-3"))).toMatchObject({ status: "all", limit: 50, addresses: false });
  });
});
