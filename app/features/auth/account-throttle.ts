// Per-account throttling of password and second-factor attempts (docs/security.md, "Per-account
// throttling of passwords and codes", gives the reasons for these numbers). better-auth limits attempts per client address only, so many
// addresses together could guess without end. Here every account has one budget, whatever address the
// attempts come from:
//
// - the first 5 failures cost nothing (a person mistypes);
// - from the 5th failure on, the next attempt for that account waits: 30 seconds, then twice as long
//   after every further failure, at most 15 minutes. An attempt during the wait is refused unseen;
// - a success (the right password, the right code) clears everything; a streak is also forgotten
//   24 hours after its last failure;
// - the owner gets one mail about it when the wait starts (at most once a day).
//
// An attempt counts as a failure from the moment it is admitted until it proves right, so attempts
// sent at the same instant from many addresses cannot all slip in before the first one is counted.
// Pure: the rules and their arithmetic; account-throttle.server.ts keeps the state in the database.

export const accountThrottleRules = {
  /** Failures without any wait. */
  freeFailures: 5,
  /** The wait after the failure that used up the free ones; it doubles with each failure after. */
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** A streak of failures is forgotten this long after its last failure. */
  forgetAfterHours: 24,
} as const;

export type ThrottleRules = typeof accountThrottleRules;
export type AttemptKind = "password" | "second-factor";

export interface ThrottleState {
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
  notifiedAt: Date | null;
}

export type Admission = { admitted: true; next: ThrottleState } | { admitted: false; retryAfterMs: number };

const emptyState: ThrottleState = { failures: 0, lastFailureAt: null, lockedUntil: null, notifiedAt: null };

/** How long the next attempt waits after `failures` failures (0 while free). */
export function delayAfterFailures(failures: number, rules: ThrottleRules = accountThrottleRules): number {
  if (failures < rules.freeFailures) return 0;
  const seconds = Math.min(rules.maxDelaySeconds, rules.baseDelaySeconds * 2 ** (failures - rules.freeFailures));
  return seconds * 1000;
}

/** The state as it stands at `now`: a streak older than the forgetting time is gone. */
export function currentState(state: ThrottleState | null | undefined, now: Date, rules: ThrottleRules = accountThrottleRules): ThrottleState {
  if (!state) return emptyState;
  const last = state.lastFailureAt?.getTime();
  if (last !== undefined && now.getTime() - last >= rules.forgetAfterHours * 3_600_000) return emptyState;
  return state;
}

/**
 * Whether an attempt at `now` is evaluated at all, and the state with it counted as a failure (it is
 * cleared again should it prove right). A refused attempt changes nothing.
 */
export function admitAttempt(state: ThrottleState | null | undefined, now: Date, rules: ThrottleRules = accountThrottleRules): Admission {
  const current = currentState(state, now, rules);
  if (current.lockedUntil && current.lockedUntil.getTime() > now.getTime()) {
    return { admitted: false, retryAfterMs: current.lockedUntil.getTime() - now.getTime() };
  }
  const failures = current.failures + 1;
  const delay = delayAfterFailures(failures, rules);
  return {
    admitted: true,
    next: { failures, lastFailureAt: now, lockedUntil: delay ? new Date(now.getTime() + delay) : null, notifiedAt: current.notifiedAt },
  };
}

/** Whether the owner should now hear of the failures: the wait has begun and they were not told today. */
export function notificationDue(state: ThrottleState, now: Date, rules: ThrottleRules = accountThrottleRules): boolean {
  if (state.failures < rules.freeFailures) return false;
  return !state.notifiedAt || now.getTime() - state.notifiedAt.getTime() >= rules.forgetAfterHours * 3_600_000;
}

/** '30 Sekunden', '1 Minute', '15 Minuten': the wait as the refusal states it. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? "1 Sekunde" : `${seconds} Sekunden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 Minute" : `${minutes} Minuten`;
}

export const throttleMessages = {
  /** The same for known and unknown addresses: the refusal tells nothing about the account. */
  wait: (ms: number) => `Zu viele fehlgeschlagene Versuche für dieses Konto. Aus Sicherheitsgründen ist der nächste Versuch erst in ${formatWait(ms)} möglich.`,
} as const;
