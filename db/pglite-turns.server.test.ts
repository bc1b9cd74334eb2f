import { describe, expect, it } from "vitest";
import { TURN_MS, turnTakingClient } from "./pglite-turns.server";

/** A stand-in for PGlite: each statement holds the thread, as the WebAssembly database does. */
function blockingClient(statementMs: number) {
  const busy = () => {
    const until = performance.now() + statementMs;
    while (performance.now() < until) {
      /* the statement runs */
    }
  };
  const client = {
    closed: false,
    query: async (text: string) => {
      busy();
      return { rows: [{ text }] };
    },
    transaction: async <T>(callback: (tx: { query: (text: string) => Promise<{ rows: { text: string }[] }> }) => Promise<T>) =>
      callback({
        query: async (text: string) => {
          busy();
          return { rows: [{ text }] };
        },
      }),
    close() {
      this.closed = true;
    },
  };
  return client;
}

/** Runs `chain` while a visitor's request waits in the event loop; returns when the visitor got its turn. */
async function visitorTurnDuring(chain: (log: string[]) => Promise<void>) {
  const log: string[] = [];
  // Let the previous test's turn end.
  await new Promise((resolve) => setImmediate(resolve));
  setImmediate(() => log.push("Besucher"));
  await chain(log);
  await new Promise((resolve) => setImmediate(resolve));
  return log;
}

describe("statements of the embedded database take turns with visitors", () => {
  it("lets a waiting request in once a chain of statements has held the thread for a turn", async () => {
    const client = turnTakingClient(blockingClient(3));
    const statements = Math.ceil((TURN_MS * 3) / 3);
    const log = await visitorTurnDuring(async (log) => {
      for (let i = 0; i < statements; i++) log.push(String((await client.query(`select ${i}`)).rows[0].text));
    });
    const visitorAt = log.indexOf("Besucher");
    // Not after the whole chain (a plain chain of awaits would run to its end first), not before it began.
    expect(visitorAt).toBeGreaterThan(0);
    expect(visitorAt).toBeLessThan(statements);
  });

  it("takes turns inside a transaction too", async () => {
    const client = turnTakingClient(blockingClient(3));
    const log = await visitorTurnDuring(async (log) => {
      await client.transaction(async (tx) => {
        for (let i = 0; i < 10; i++) log.push(String((await tx.query(`select ${i}`)).rows[0].text));
      });
    });
    expect(log.indexOf("Besucher")).toBeGreaterThan(0);
    expect(log.indexOf("Besucher")).toBeLessThan(10);
  });

  it("does not delay a short chain, and leaves the client's other methods as they are", async () => {
    const raw = blockingClient(0);
    const client = turnTakingClient(raw);
    const log = await visitorTurnDuring(async (log) => {
      for (let i = 0; i < 3; i++) log.push(String((await client.query(`select ${i}`)).rows[0].text));
    });
    expect(log).toEqual(["select 0", "select 1", "select 2", "Besucher"]);
    client.close();
    expect(raw.closed).toBe(true);
  });
});
