// The contact-message inbox of the CMS: every message the contact form stored, newest first, with the
// state of its notification mail and its work state (new / done); the changes staff make to it and
// the CSV export. The rules live in contact-inbox.ts.
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database, Queryable } from "#db/client.server";
import { contactMessages } from "#db/schema";
import { logger } from "~/core/logger.server";
import { deliverMail, recordMail } from "~/features/mail/mail.server";
import { formatSwissDateTime } from "~/lib/date-format";
import type { SiteLanguage } from "~/lib/languages";
import {
  canRetryNotification,
  inboxMessages,
  messageLanguage,
  notificationStatusAfter,
  statusTransition,
  type InboxFilter,
  type MessageStatus,
  type NotificationStatus,
  type StatusIntent,
} from "./contact-inbox";
import { notificationMail } from "./contact.server";
import { messagesToCsv } from "./inbox-csv.server";

export const INBOX_PAGE_SIZE = 25;

export type InboxMessage = {
  id: number;
  name: string;
  email: string;
  message: string;
  sourcePage: string | null;
  /** The language of the page it was sent from. */
  language: SiteLanguage;
  receivedAt: string;
  receivedAtIso: string;
  notificationStatus: string;
  notificationError: string | null;
  status: MessageStatus;
  doneAt: string | null;
  doneBy: string | null;
};

export type InboxPage = {
  messages: InboxMessage[];
  /** Messages matching the filter. */
  total: number;
  /** Open messages, whatever the filter. */
  open: number;
  page: number;
  pageCount: number;
};

type MessageRow = typeof contactMessages.$inferSelect;

function toInboxMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    sourcePage: row.sourcePage,
    language: messageLanguage(row.language),
    receivedAt: formatSwissDateTime(row.createdAt),
    receivedAtIso: row.createdAt.toISOString(),
    notificationStatus: row.notificationStatus,
    notificationError: row.notificationError,
    status: row.status,
    doneAt: row.doneAt ? formatSwissDateTime(row.doneAt) : null,
    doneBy: row.doneBy,
  };
}

export async function loadInbox(db: Queryable, options: { page: number; filter: InboxFilter }): Promise<InboxPage> {
  const where = options.filter === "all" ? undefined : eq(contactMessages.status, options.filter);
  const [[{ total }], [{ open }]] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ open: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return { total, open, page, pageCount, messages: rows.map(toInboxMessage) };
}

export type InboxChange = { ok: true; message: string } | { ok: false; message: string; status: 404 | 409 };

/**
 * Marks a message done or reopens it, in one transaction: the row is locked, the transition checked
 * against its current state (a second click, or a colleague who was quicker, changes nothing).
 */
export async function changeMessageStatus(db: Database, id: number, intent: StatusIntent, by: { email: string }): Promise<InboxChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!row) return { ok: false, message: inboxMessages.notFound, status: 404 };
    const transition = statusTransition(row.status, intent);
    if (!transition.ok) return { ok: false, message: transition.message, status: 409 };
    const done = transition.next === "done";
    await tx
      .update(contactMessages)
      .set({ status: transition.next, doneAt: done ? new Date() : null, doneBy: done ? by.email : null })
      .where(eq(contactMessages.id, id));
    return { ok: true, message: done ? inboxMessages.markedDone : inboxMessages.reopened };
  });
}

export type RetryOutcome = { ok: true; message: string; notificationStatus: NotificationStatus } | { ok: false; message: string; status: 404 | 409 | 500 };

/**
 * Sends a failed notification again through the mail module. The message is first claimed (failed →
 * pending, one conditional statement: two clicks never send twice); the mail is handed over outside
 * any transaction (no transaction waits on SMTP); then one transaction records the outbox entry and
 * the new notification state together.
 */
export async function retryNotification(db: Database, id: number): Promise<RetryOutcome> {
  const [claimed] = await db
    .update(contactMessages)
    .set({ notificationStatus: "pending", notificationError: null })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.notificationStatus, "failed")))
    .returning();
  if (!claimed) {
    const [row] = await db.select({ notificationStatus: contactMessages.notificationStatus }).from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return { ok: false, message: inboxMessages.notFound, status: 404 };
    if (!canRetryNotification(row.notificationStatus)) return { ok: false, message: inboxMessages.retryNotApplicable, status: 409 };
    return { ok: false, message: inboxMessages.retryError, status: 409 };
  }

  try {
    const mail = await notificationMail(db, {
      name: claimed.name,
      email: claimed.email,
      message: claimed.message,
      language: messageLanguage(claimed.language),
    });
    const result = await deliverMail(mail);
    const notificationStatus = notificationStatusAfter(result);
    await db.transaction(async (tx) => {
      await recordMail(tx, mail, result);
      await tx
        .update(contactMessages)
        .set({ notificationStatus, notificationError: result.error ?? null })
        .where(eq(contactMessages.id, id));
    });
    if (notificationStatus === "failed") return { ok: false, message: inboxMessages.retryFailedAgain, status: 500 };
    return {
      ok: true,
      notificationStatus,
      message: notificationStatus === "sent" ? inboxMessages.retrySent : inboxMessages.retryOutbox,
    };
  } catch (error) {
    // The claim must not leave the message 'pending' forever: it is failed again, with the reason.
    const reason = (error as Error).message;
    logger.error({ id, error: reason }, "Benachrichtigung konnte nicht erneut versendet werden");
    await db
      .update(contactMessages)
      .set({ notificationStatus: "failed", notificationError: reason })
      .where(eq(contactMessages.id, id))
      .catch(() => undefined);
    return { ok: false, message: inboxMessages.retryError, status: 500 };
  }
}

/** Every message, oldest first, as the CSV file (inbox-csv.server.ts messagesToCsv). */
export async function exportMessagesCsv(db: Queryable): Promise<string> {
  const rows = await db.select().from(contactMessages).orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  return messagesToCsv(rows.map(toInboxMessage));
}
