// The retention period of contact messages (docs/decisions/0015-privacy-requests.md). Messages older than the
// period in global_settings are deleted automatically, and with them every outbox mail older than
// the period (a notification mail repeats the whole message). One transaction per run, one
// privacy_log row with the counts — never an address, a name or a text.
import { startPeriodicJob } from "~/lib/periodic-job";
import { eq, lt, sql } from "drizzle-orm";
import { db as processDb, rowsOf, type Database, type Queryable } from "#db/client.server";
import { contactMessages, globalSettings, mailOutbox, privacyLog } from "#db/schema";
import { logger } from "~/core/logger.server";
import { RETENTION_LIMITS, retentionCutoff } from "./privacy-rules";

const SETTINGS_ROW_ID = 1;

export async function loadRetentionMonths(db: Queryable): Promise<number> {
  const [row] = await db.select({ months: globalSettings.contactRetentionMonths }).from(globalSettings).where(eq(globalSettings.id, SETTINGS_ROW_ID)).limit(1);
  return row?.months ?? RETENTION_LIMITS.default;
}

/** Sets only this column (the row is created with defaults when it does not exist yet). */
export async function saveRetentionMonths(db: Database, months: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(globalSettings)
      .values({ id: SETTINGS_ROW_ID, contactRetentionMonths: months })
      .onConflictDoUpdate({ target: globalSettings.id, set: { contactRetentionMonths: months, updatedAt: sql`now()` } });
  });
}

export interface RetentionRun {
  months: number;
  cutoff: Date;
  contactMessages: number;
  outboxMails: number;
  /** False when another process held the job's lock (it does the same work at the same moment). */
  ran: boolean;
}

/**
 * Deletes what is older than the retention period at `now`, in one transaction with its log row. A
 * transaction-scoped advisory lock keeps two processes from running it at once; the second simply
 * skips (the first deletes the same rows). A run that deletes nothing writes no log row, so the hourly
 * job does not fill the log with zeros.
 */
export async function purgeExpiredContactMessages(db: Database, now: Date = new Date()): Promise<RetentionRun> {
  return db.transaction(async (tx) => {
    const months = await loadRetentionMonths(tx);
    const cutoff = retentionCutoff(now, months);
    const [{ locked }] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended('auralis:contact-retention', 0)) as locked`,
    );
    if (!locked) return { months, cutoff, contactMessages: 0, outboxMails: 0, ran: false };
    const messages = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
    const mails = await tx.delete(mailOutbox).where(lt(mailOutbox.createdAt, cutoff)).returning({ id: mailOutbox.id });
    if (messages.length > 0 || mails.length > 0) {
      await tx.insert(privacyLog).values({ action: "retention", counts: { contactMessages: messages.length, outboxMails: mails.length }, createdAt: now });
    }
    return { months, cutoff, contactMessages: messages.length, outboxMails: mails.length, ran: true };
  });
}

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** The first run comes shortly after the start, not during it (migrations and seeding first). */
export const RETENTION_FIRST_RUN_MS = 30 * 1000;

/**
 * Runs the retention hourly in this process, the first time shortly after the start, until the
 * returned function is called (it waits for a run in progress). The timer never keeps the process
 * alive; a failing run (database away) is logged and tried again an hour later — never a crash.
 */
export function startRetentionJob(
  options: { database?: () => Database; intervalMs?: number; firstRunMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  const database = options.database ?? processDb;
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  return startPeriodicJob({
    onFailure: (error) => logger.error({ error: error.message }, "Abgelaufene Kontaktnachrichten konnten nicht gelöscht werden"),
    intervalMs,
    firstRunMs: options.firstRunMs ?? RETENTION_FIRST_RUN_MS,
    run: async () => {
      const run = await purgeExpiredContactMessages(database(), now());
      if (run.contactMessages > 0 || run.outboxMails > 0) {
        logger.info(
          { contactMessages: run.contactMessages, outboxMails: run.outboxMails, months: run.months },
          "Aufbewahrungsdauer abgelaufen: Kontaktnachrichten und Mails gelöscht",
        );
      }
    },
  });
}
