// Whether the server is serving anyone right now (issue 12 item 6): background work that can wait (the
// 'Veröffentlichungs-Check' sweep) runs in the quiet moments between requests instead of taking turns
// with visitors. server/app.ts counts every request, cache hits included, from arrival to close.
const activity = globalThis as unknown as { __auralisActivity?: { inFlight: number; lastChange: number } };
activity.__auralisActivity ??= { inFlight: 0, lastChange: 0 };
const state = activity.__auralisActivity;

/** Call when a request arrives; call the returned function once when it has been answered or dropped. */
export function requestArrived(): () => void {
  state.inFlight++;
  state.lastChange = performance.now();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    state.inFlight--;
    state.lastChange = performance.now();
  };
}

/** True while no request is in flight and none has arrived or ended for `quietMs`. */
export function isQuiet(quietMs: number): boolean {
  return state.inFlight === 0 && performance.now() - state.lastChange >= quietMs;
}

/**
 * Resolves once the server has been quiet for `quietMs` (at once if it is), or when `stillWanted()`
 * turns false (the work is called off), checking every `quietMs / 2`.
 */
export async function whenQuiet(quietMs: number, stillWanted: () => boolean = () => true): Promise<void> {
  while (!isQuiet(quietMs) && stillWanted()) await new Promise((resolve) => setTimeout(resolve, Math.max(10, quietMs / 2)));
}
