import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { CONTENT_CHANNEL, PROCESS_INSTANCE } from "~/core/content/content-announce.server";
import { startContentRelay } from "#server/content-relay.server";

const url = process.env.TEST_DATABASE_URL;
if (!url && process.env.CI) throw new Error("TEST_DATABASE_URL fehlt.");

/** Another app process, as far as the relay can tell: a connection of its own with its own name. */
async function otherProcess() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

// Runs where a Postgres server is configured (CI always): PGlite has no second process to tell.
describe.runIf(Boolean(url))("content relay between processes", () => {
  it("hears other processes' committed changes, not its own and not rolled-back ones", async () => {
    const onChange = vi.fn();
    const relay = await startContentRelay(url!, onChange);
    const other = await otherProcess();
    try {
      await other.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, PROCESS_INSTANCE]);
      await other.query("begin");
      await other.query("select pg_notify($1, 'andere-instanz')", [CONTENT_CHANNEL]);
      await other.query("rollback");
      await other.query("select pg_notify($1, 'andere-instanz')", [CONTENT_CHANNEL]);
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      await other.end();
      await relay.close();
    }
  });

  it("reconnects after its connection is killed, drops the caches once, and hears changes again", async () => {
    const onChange = vi.fn();
    const relay = await startContentRelay(url!, onChange, { initialDelayMs: 50, maxDelayMs: 200 });
    const other = await otherProcess();
    try {
      expect(relay.listening()).toBe(true);
      const killed = await other.query("select pg_terminate_backend(pid) from pg_stat_activity where query ilike $1 and pid <> pg_backend_pid()", [
        `LISTEN ${CONTENT_CHANNEL}%`,
      ]);
      expect(killed.rowCount).toBeGreaterThan(0);
      // A change may have been missed while nobody listened: the caches drop once on reconnect.
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: 5000 });
      expect(relay.listening()).toBe(true);
      await other.query("select pg_notify($1, 'andere-instanz')", [CONTENT_CHANNEL]);
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2), { timeout: 5000 });
    } finally {
      await other.end();
      await relay.close();
    }
  });
});
