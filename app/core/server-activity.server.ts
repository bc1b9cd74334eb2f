// Whether the server is serving anyone right now (docs/decisions/0023-page-list-at-scale.md): background work that can wait (the
// 'Veröffentlichungs-Check' sweep) runs in the quiet moments between requests instead of taking turns
// with visitors. server/app.ts notes every request's arrival, cache hits included: one timestamp, no
// listener, because it sits on the path of every cached page. A request the application renders is
// also counted until its response closes (a listener costs nothing next to a render), so a slow one
// (a large page list, a batch of checks) is not taken for quiet once the quiet time has passed.
const activity = globalThis as unknown as { __auralisActivity?: { lastArrival: number; working: number } };
activity.__auralisActivity ??= { lastArrival: Number.NEGATIVE_INFINITY, working: 0 };
const state = activity.__auralisActivity;

/** Call when a request arrives. */
export function requestArrived(): void {
  state.lastArrival = performance.now();
}

/** Call when a request goes to the application; call the returned function (once or more) when its
 * response has closed. */
export function requestWorking(): () => void {
  requestArrived();
  state.working++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    state.working--;
  };
}

/** True when no request is being worked on and none has arrived for `quietMs`. */
export function isQuiet(quietMs: number): boolean {
  return state.working === 0 && performance.now() - state.lastArrival >= quietMs;
}

/**
 * Resolves once the server has been quiet for `quietMs` (at once if it is), or when `stillWanted()`
 * turns false (the work is called off), checking every `quietMs / 2`.
 */
export async function whenQuiet(quietMs: number, stillWanted: () => boolean = () => true): Promise<void> {
  while (!isQuiet(quietMs) && stillWanted()) await new Promise((resolve) => setTimeout(resolve, Math.max(10, quietMs / 2)));
}
