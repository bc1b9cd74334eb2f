// The printed copies' periodic work (docs/decisions/0047-printed-copies.md), hourly in every process:
// - the reminder: once a Zurich day, the open requests past their due date go to the site's contact address
//   ('Globale Einstellungen') through the mail outbox, from the e-mail template 'Gedruckte Ausgaben – überfällig';
//   the day's row in printed_copy_reminders, written in the mail's transaction, makes it once a day whatever
//   number of processes run it and however often they restart;
// - the erasure: after the retention period of 'Datenschutz' (the one of contact messages), a request's personal
//   fields are erased and its dates kept – the proof that the copy was sent in time.
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { db as processDb, rowsOf, type Database } from "#db/client.server";
import { emailTemplates, printedCopyReminders, printedCopyRequests, privacyLog } from "#db/schema";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { sendMail } from "~/features/mail/mail.server";
import { fillPlaceholders } from "~/features/mail/placeholders";
import { loadRetentionMonths } from "~/features/privacy/retention.server";
import { retentionCutoff } from "~/features/privacy/privacy-rules";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { languageFacts, isSiteLanguage, sourceLanguage } from "~/lib/languages";
import { startPeriodicJob } from "~/lib/periodic-job";
import { escapeHtml } from "~/lib/text";
import { overdueRequests, type PrintedCopyRow } from "./printed-copy-inbox.server";
import { PRINTED_COPY_REMINDER_TEMPLATE, printedCopyReminderDefault } from "./printed-copy-mail-template";

export const INBOX_PATH = "/cms/dokumente/anfragen";

/** The Zurich calendar day of an instant ("2026-12-02"). */
export function zurichDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

const dayText = (iso: string) =>
  new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(iso));

/** The {{anfragen}} list: one line per request, its texts escaped. */
export function overdueList(requests: readonly PrintedCopyRow[]): string {
  const items = requests.map((r) => {
    const language = isSiteLanguage(r.documentLanguage) ? languageFacts[r.documentLanguage].staffName : r.documentLanguage;
    const to = [r.institution, r.name].filter(Boolean).join(", ");
    return `<li>${escapeHtml(`${r.product} – ${r.kindName} ${r.versionLabel} (${language}) an ${to}: fällig bis ${dayText(r.dueDay)}`)}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}

export type ReminderRun = { sent: false; reason: "locked" | "already-today" | "nothing-overdue" } | { sent: true; to: string; count: number };

/** One run of the reminder at `now`. */
export async function sendOverdueReminder(database: Database = processDb(), now: Date = new Date()): Promise<ReminderRun> {
  return database.transaction(async (tx): Promise<ReminderRun> => {
    const [{ locked }] = await rowsOf<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended('auralis:printed-copy-reminder', 0)) as locked`,
    );
    if (!locked) return { sent: false, reason: "locked" };
    const day = zurichDay(now);
    const [done] = await tx.select({ day: printedCopyReminders.day }).from(printedCopyReminders).where(eq(printedCopyReminders.day, day)).limit(1);
    if (done) return { sent: false, reason: "already-today" };
    const overdue = await overdueRequests(tx, now);
    if (!overdue.length) return { sent: false, reason: "nothing-overdue" };
    // The template exists on sites seeded before it did, too, so it can be edited like the others.
    await tx
      .insert(emailTemplates)
      .values({ ...printedCopyReminderDefault, language: sourceLanguage })
      .onConflictDoNothing();
    const [template] = await tx
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.templateName, PRINTED_COPY_REMINDER_TEMPLATE), eq(emailTemplates.language, sourceLanguage)))
      .limit(1);
    const to = (await loadSiteSettings(tx)).contactEmail;
    const values = { anzahl: String(overdue.length), link: `${env().siteUrl}${INBOX_PATH}` };
    const html = fillPlaceholders(
      (template?.html ?? printedCopyReminderDefault.html).replace(/\{\{\s*anfragen\s*\}\}/gi, overdueList(overdue)),
      values,
      "html",
    );
    await sendMail(tx, {
      to,
      subject: fillPlaceholders(template?.subject ?? printedCopyReminderDefault.subject, values, "text"),
      html,
      replyTo: template?.replyTo ?? null,
    });
    await tx.insert(printedCopyReminders).values({ day, overdueCount: overdue.length, sentTo: to, sentAt: now });
    return { sent: true, to, count: overdue.length };
  });
}

/** Erases the personal fields of requests received before the retention period of 'Datenschutz'; the dates stay. */
export async function erasePrintedCopyPersonalData(database: Database = processDb(), now: Date = new Date()): Promise<number> {
  return database.transaction(async (tx) => {
    const cutoff = retentionCutoff(now, await loadRetentionMonths(tx));
    const erased = await tx
      .update(printedCopyRequests)
      .set({ name: null, institution: null, address: null, email: null, message: null, clientKey: null, erasedAt: now })
      .where(and(lt(printedCopyRequests.receivedAt, cutoff), isNull(printedCopyRequests.erasedAt)))
      .returning({ id: printedCopyRequests.id });
    // The privacy log counts what the retention removed, never whose it was (as for contact messages).
    if (erased.length) await tx.insert(privacyLog).values({ action: "retention", counts: { printedCopyRequests: erased.length }, createdAt: now });
    return erased.length;
  });
}

export const PRINTED_COPY_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** Runs both hourly in this process, the first time a minute after the start. */
export function startPrintedCopyJobs(options: { database?: () => Database; intervalMs?: number; firstRunMs?: number } = {}): () => Promise<void> {
  const database = options.database ?? processDb;
  return startPeriodicJob({
    onFailure: (error) => logger.error({ error: error.message }, "Gedruckte Ausgaben: Erinnerung oder Löschung fehlgeschlagen"),
    intervalMs: options.intervalMs ?? PRINTED_COPY_JOB_INTERVAL_MS,
    firstRunMs: options.firstRunMs ?? 60_000,
    run: async () => {
      const reminder = await sendOverdueReminder(database());
      if (reminder.sent) logger.info({ count: reminder.count }, "Gedruckte Ausgaben: Erinnerung an überfällige Anfragen verschickt");
      const erased = await erasePrintedCopyPersonalData(database());
      if (erased) logger.info({ count: erased }, "Gedruckte Ausgaben: Personendaten nach Ablauf der Aufbewahrungsdauer gelöscht");
    },
  });
}
