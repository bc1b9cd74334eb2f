// Background work waits for quiet moments: no request arrived lately. Generous margins: the times are
// real timers, and a busy test machine runs them late.
import { describe, expect, it } from "vitest";
import { isQuiet, requestArrived, requestWorking, whenQuiet } from "./server-activity.server";

const QUIET_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("server activity", () => {
  it("is not quiet right after a request arrived, and quiet once none has for the quiet time", async () => {
    requestArrived();
    expect(isQuiet(QUIET_MS)).toBe(false);
    await sleep(QUIET_MS / 2);
    requestArrived();
    expect(isQuiet(QUIET_MS)).toBe(false);
    await sleep(QUIET_MS + 50);
    expect(isQuiet(QUIET_MS)).toBe(true);
  });

  it("is not quiet while a request is being worked on, however long ago it arrived", async () => {
    const done = requestWorking();
    await sleep(QUIET_MS + 50);
    expect(isQuiet(QUIET_MS)).toBe(false);
    done();
    done(); // a second call (close after an error) counts once
    expect(isQuiet(QUIET_MS)).toBe(true);
    const other = requestWorking();
    expect(isQuiet(QUIET_MS)).toBe(false);
    other();
    expect(isQuiet(QUIET_MS)).toBe(false);
    await sleep(QUIET_MS + 50);
    expect(isQuiet(QUIET_MS)).toBe(true);
  });

  it("lets waiting work go only once requests have stopped arriving for the quiet time", async () => {
    let released = false;
    requestArrived();
    const waiting = whenQuiet(QUIET_MS).then(() => (released = true));
    for (let i = 0; i < 4; i++) {
      await sleep(QUIET_MS / 6);
      requestArrived();
      expect(released).toBe(false);
    }
    const lastArrival = performance.now();
    await waiting;
    expect(released).toBe(true);
    expect(performance.now() - lastArrival).toBeGreaterThanOrEqual(QUIET_MS - 1);
  });

  it("gives up waiting when the work is called off", async () => {
    requestArrived();
    let wanted = true;
    const waiting = whenQuiet(QUIET_MS, () => wanted);
    wanted = false;
    await waiting;
    expect(isQuiet(QUIET_MS)).toBe(false);
  });
});
