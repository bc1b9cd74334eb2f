import { describe, expect, it, vi } from "vitest";
import { startContentRelay } from "#server/content-relay.server";

const url = process.env.TEST_DATABASE_URL;
if (!url && process.env.CI) throw new Error("TEST_DATABASE_URL fehlt.");

// Runs where a Postgres server is configured (CI always): PGlite has no second process to tell.
describe.runIf(Boolean(url))("content relay between processes", () => {
  it("tells the other processes, not the sender", async () => {
    const onA = vi.fn();
    const onB = vi.fn();
    const a = await startContentRelay(url!, onA);
    const b = await startContentRelay(url!, onB);
    try {
      a.publish();
      await vi.waitFor(() => expect(onB).toHaveBeenCalledTimes(1), { timeout: 5000 });
      expect(onA).not.toHaveBeenCalled();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
