import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicJob } from "./periodic-job";

afterEach(() => vi.useRealTimers());

describe("a periodic job", () => {
  it("runs after the first wait, then one interval after each run ended; a failure is reported and the job goes on", async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const failures: string[] = [];
    let fail = true;
    const stop = startPeriodicJob({
      firstRunMs: 100,
      intervalMs: 1000,
      onFailure: (error) => failures.push(error.message),
      run: async () => {
        runs.push(Date.now());
        if (fail) {
          fail = false;
          throw new Error("Datenbank weg");
        }
      },
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    expect(failures).toEqual(["Datenbank weg"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(2);
  });

  it("waits for a run in progress when stopped", async () => {
    let finish!: () => void;
    let finished = false;
    const stop = startPeriodicJob({
      firstRunMs: 0,
      intervalMs: 1000,
      onFailure: () => undefined,
      run: () => new Promise<void>((resolve) => (finish = () => ((finished = true), resolve()))),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = stop();
    setTimeout(() => finish(), 20);
    await stopping;
    expect(finished).toBe(true);
  });

  it("tells a run in progress that the job is stopping, so a long one can end between its steps", async () => {
    let running!: () => boolean;
    let finish!: () => void;
    const stop = startPeriodicJob({
      firstRunMs: 0,
      intervalMs: 1000,
      onFailure: () => undefined,
      run: (stillRunning) => new Promise<void>((resolve) => ((running = stillRunning), (finish = resolve))),
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(running()).toBe(true);
    const stopping = stop();
    expect(running()).toBe(false);
    finish();
    await stopping;
  });
});
