import { describe, expect, it } from "vitest";
import {
  accountThrottleRules,
  admitAttempt,
  currentState,
  delayAfterFailures,
  formatWait,
  notificationDue,
  throttleMessages,
  type ThrottleState,
} from "./account-throttle";

const t0 = new Date("2026-03-02T08:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** Runs `n` admitted attempts one after the other, each at the first moment it is allowed. */
function failTimes(n: number, start: ThrottleState | null = null) {
  let state = start;
  let now = t0;
  for (let i = 0; i < n; i++) {
    const admission = admitAttempt(state, now);
    if (!admission.admitted) {
      now = new Date(now.getTime() + admission.retryAfterMs);
      i--;
      continue;
    }
    state = admission.next;
  }
  return { state: state!, now };
}

describe("per-account attempt budget", () => {
  it("lets the first 5 failures through without a wait, then waits 30 s, doubling up to 15 minutes", () => {
    expect([1, 2, 3, 4].map((n) => delayAfterFailures(n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 20].map((n) => delayAfterFailures(n) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    expect(accountThrottleRules).toEqual({ freeFailures: 5, baseDelaySeconds: 30, maxDelaySeconds: 900, forgetAfterHours: 24 });
  });

  it("refuses an attempt during the wait without counting it, and admits the next one when the time has come", () => {
    const { state } = failTimes(5);
    expect(state.failures).toBe(5);
    expect(state.lockedUntil?.getTime()).toBe(state.lastFailureAt!.getTime() + 30_000);
    const during = admitAttempt(state, new Date(state.lastFailureAt!.getTime() + 10_000));
    expect(during).toEqual({ admitted: false, retryAfterMs: 20_000 });
    const after = admitAttempt(state, state.lockedUntil!);
    expect(after.admitted && after.next.failures).toBe(6);
    expect(after.admitted && after.next.lockedUntil!.getTime() - state.lockedUntil!.getTime()).toBe(60_000);
  });

  it("forgets a streak 24 hours after its last failure", () => {
    const { state } = failTimes(8);
    const dayLater = new Date(state.lastFailureAt!.getTime() + 24 * 3_600_000);
    expect(currentState(state, dayLater).failures).toBe(0);
    const fresh = admitAttempt(state, dayLater);
    expect(fresh.admitted && fresh.next).toMatchObject({ failures: 1, lockedUntil: null, notifiedAt: null });
  });

  it("is due to tell the owner once the wait begins, and again only a day later", () => {
    expect(notificationDue(failTimes(4).state, at(60))).toBe(false);
    const { state, now } = failTimes(5);
    expect(notificationDue(state, now)).toBe(true);
    const told = { ...state, notifiedAt: now };
    expect(notificationDue(told, at(3600))).toBe(false);
    expect(notificationDue(told, new Date(now.getTime() + 24 * 3_600_000))).toBe(true);
  });

  it("words the wait in German", () => {
    expect(formatWait(30_000)).toBe("30 Sekunden");
    expect(formatWait(1_000)).toBe("1 Sekunde");
    expect(formatWait(400)).toBe("1 Sekunde");
    expect(formatWait(60_000)).toBe("1 Minute");
    expect(formatWait(61_000)).toBe("2 Minuten");
    expect(formatWait(900_000)).toBe("15 Minuten");
    expect(throttleMessages.wait(30_000)).toBe(
      "Zu viele fehlgeschlagene Versuche für dieses Konto. Aus Sicherheitsgründen ist der nächste Versuch erst in 30 Sekunden möglich.",
    );
  });
});
