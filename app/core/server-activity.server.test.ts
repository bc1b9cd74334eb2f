// Background work waits for quiet moments: no request in flight, and none arrived or ended lately.
import { describe, expect, it } from "vitest";
import { isQuiet, requestArrived, whenQuiet } from "./server-activity.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("server activity", () => {
  it("is not quiet while a request is in flight, nor right after it ended", async () => {
    await sleep(30);
    expect(isQuiet(20)).toBe(true);
    const ended = requestArrived();
    await sleep(30);
    expect(isQuiet(20)).toBe(false);
    ended();
    ended(); // a second call (close after an error) changes nothing
    expect(isQuiet(20)).toBe(false);
    await sleep(30);
    expect(isQuiet(20)).toBe(true);
  });

  it("lets waiting work go once the last request has ended and the quiet has lasted", async () => {
    const ended = requestArrived();
    let released = false;
    const waiting = whenQuiet(40).then(() => (released = true));
    await sleep(80);
    expect(released).toBe(false);
    ended();
    await sleep(10);
    expect(released).toBe(false);
    await waiting;
    expect(released).toBe(true);
  });

  it("gives up waiting when the work is called off", async () => {
    const ended = requestArrived();
    let wanted = true;
    const waiting = whenQuiet(40, () => wanted);
    wanted = false;
    await waiting;
    ended();
  });
});
