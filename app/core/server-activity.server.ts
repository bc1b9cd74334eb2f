// Whether the server is serving anyone right now (issue 12 item 6): background work that can wait (the
// 'Veröffentlichungs-Check' sweep) runs in the quiet moments between requests instead of taking turns
// with visitors. server/app.ts notes every request's arrival, cache hits included: one timestamp, no
// listener, because it sits on the path of every cached page. A request still running after the quiet
// time may overlap a batch; the embedded database's turns (db/pglite-turns.server.ts) keep that short.
const activity = globalThis as unknown as { __auralisActivity?: { lastArrival: number } };
activity.__auralisActivity ??= { lastArrival: Number.NEGATIVE_INFINITY };
const state = activity.__auralisActivity;

/** Call when a request arrives. */
export function requestArrived(): void {
  state.lastArrival = performance.now();
}

/** True when no request has arrived for `quietMs`. */
export function isQuiet(quietMs: number): boolean {
  return performance.now() - state.lastArrival >= quietMs;
}

/**
 * Resolves once the server has been quiet for `quietMs` (at once if it is), or when `stillWanted()`
 * turns false (the work is called off), checking every `quietMs / 2`.
 */
export async function whenQuiet(quietMs: number, stillWanted: () => boolean = () => true): Promise<void> {
  while (!isQuiet(quietMs) && stillWanted()) await new Promise((resolve) => setTimeout(resolve, Math.max(10, quietMs / 2)));
}
