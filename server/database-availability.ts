// Whether the database answers, as far as this process knows (decision 0011, "Survives the database").
// Requests that failed with a server error ask here: when the database is the reason, the visitor
// gets the German 503 page instead of a 500, and while it stays down the next requests get that page
// at once instead of each waiting for a connection attempt. One probe at a time; its answer is reused
// for a moment so a burst of requests sends one "select 1", not hundreds.
import { processDatabase } from "#db/client.server";

const REUSE_MS = 1000;

let last: { at: number; up: boolean; error?: string } = { at: 0, up: true };
let probing: Promise<boolean> | undefined;

export function probeDatabase(): Promise<boolean> {
  probing ??= processDatabase()
    .ping()
    .then(
      () => ((last = { at: performance.now(), up: true }), true),
      (error: Error) => ((last = { at: performance.now(), up: false, error: error.message }), false),
    )
    .finally(() => (probing = undefined));
  return probing;
}

/** True when the database answered within the last second, or answers now. */
export async function databaseReachable(): Promise<boolean> {
  if (performance.now() - last.at < REUSE_MS) return last.up;
  return probeDatabase();
}

/** Known to be down (seen within the last second): requests need not try it. */
export function databaseKnownDown(): boolean {
  return !last.up && performance.now() - last.at < REUSE_MS;
}

export function lastDatabaseError(): string | undefined {
  return last.up ? undefined : last.error;
}
