// The per-account attempt budget (account-throttle.ts) kept in the database, so that every server
// process sharing it counts the same attempts (architecture: nothing a request needs lives in one
// process). Each admission runs in one transaction holding the account's row, so attempts arriving at
// the same moment from many addresses are counted one after the other.
import crypto from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "#db/client.server";
import { authAttemptThrottle } from "#db/schema";
import { accountThrottleRules, admitAttempt, currentState, notificationDue, type Admission, type AttemptKind } from "./account-throttle";

/**
 * The row key of an account: a keyed hash of kind and identity (the e-mail address for passwords,
 * the user id for codes), so the table holds no addresses — also none of the unknown ones attackers type.
 */
export function throttleKey(secret: string, kind: AttemptKind, identity: string): string {
  return crypto.createHmac("sha256", secret).update(`${kind}:${identity.trim().toLowerCase()}`).digest("base64url");
}

/** Whether an attempt for this account is evaluated now; if so it is counted as a failure until cleared. */
export async function admitAccountAttempt(db: Database, key: string, kind: AttemptKind, now = new Date()): Promise<Admission> {
  return db.transaction(async (tx) => {
    const created = await tx.insert(authAttemptThrottle).values({ key, kind }).onConflictDoNothing().returning({ key: authAttemptThrottle.key });
    // A new streak is the moment to drop the forgotten ones (no scheduled job needed).
    if (created.length) await forgetOldStreaks(tx, now);
    const [row] = await tx.select().from(authAttemptThrottle).where(eq(authAttemptThrottle.key, key)).for("update");
    const admission = admitAttempt(row ?? null, now);
    if (admission.admitted) await tx.update(authAttemptThrottle).set(admission.next).where(eq(authAttemptThrottle.key, key));
    return admission;
  });
}

/** The attempt proved right: the account's budget is whole again. */
export async function clearAccountAttempts(db: Database, key: string): Promise<void> {
  await db.delete(authAttemptThrottle).where(eq(authAttemptThrottle.key, key));
}

/**
 * The admitted attempt was refused before anything was evaluated (a foreign origin, a malformed
 * request): it gives back what it took from the budget. A wait it started ends with it; a longer wait
 * that was already running stays.
 */
export async function releaseAccountAttempt(db: Database, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(authAttemptThrottle).where(eq(authAttemptThrottle.key, key)).for("update");
    if (!row || row.failures <= 0) return;
    const failures = row.failures - 1;
    await tx
      .update(authAttemptThrottle)
      .set({ failures, lockedUntil: failures >= accountThrottleRules.freeFailures ? row.lockedUntil : null })
      .where(eq(authAttemptThrottle.key, key));
  });
}

/**
 * Claims the one notification of the current streak: true exactly once per streak and day, even when
 * several processes see the failure at the same time.
 */
export async function claimFailureNotification(db: Database, key: string, now = new Date()): Promise<{ failures: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(authAttemptThrottle).where(eq(authAttemptThrottle.key, key)).for("update");
    if (!row) return null;
    const state = currentState(row, now);
    if (!notificationDue(state, now)) return null;
    await tx.update(authAttemptThrottle).set({ notifiedAt: now }).where(eq(authAttemptThrottle.key, key));
    return { failures: state.failures };
  });
}

/** Rows whose streak ended longer ago than the forgetting time and that hold no running wait. */
export async function forgetOldStreaks(db: Queryable, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - accountThrottleRules.forgetAfterHours * 3_600_000);
  await db.delete(authAttemptThrottle).where(
    and(
      or(isNull(authAttemptThrottle.lastFailureAt), lt(authAttemptThrottle.lastFailureAt, before)),
      or(isNull(authAttemptThrottle.lockedUntil), lt(authAttemptThrottle.lockedUntil, now)),
      // A row just inserted by a running admission has no failure yet: it is not old.
      sql`${authAttemptThrottle.failures} > 0`,
    ),
  );
}
