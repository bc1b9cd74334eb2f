// The embedded database's own settings (db/client.server.ts): what bounds its memory, and the search extension.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, PGLITE_RANDOM_PAGE_COST, PGLITE_SHARED_BUFFERS, rowsOf, type OpenDatabase } from "./client.server";

describe("PGlite as the server opens it", () => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openDatabase({ memory: true });
  });
  afterAll(async () => open?.close());

  it("keeps its buffer pool small: the default 128 MB sat in WebAssembly memory that never shrinks", async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe("32MB");
    const [row] = await rowsOf<{ shared_buffers: string }>(open.db, sql`show shared_buffers`);
    expect(row.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  it("prices a page read out of order as from memory, so a selective search takes its index", async () => {
    expect(PGLITE_RANDOM_PAGE_COST).toBe("1.1");
    const [row] = await rowsOf<{ random_page_cost: string }>(open.db, sql`show random_page_cost`);
    expect(row.random_page_cost).toBe(PGLITE_RANDOM_PAGE_COST);
  });

  it("has pg_trgm at hand for the page search's index", async () => {
    await open.db.execute(sql`create extension if not exists pg_trgm`);
    const [row] = await rowsOf<{ similarity: number }>(open.db, sql`select similarity('Wickeltisch', 'Wickeltische') as similarity`);
    expect(row.similarity).toBeGreaterThan(0.5);
  });
});
