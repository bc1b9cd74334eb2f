// The contact-message inbox of the CMS: every message the contact form stored, newest first, with the
// state of its notification mail, and read/unread marks.
import { count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { contactMessages } from "#db/schema";
import { formatSwissDateTime } from "~/lib/date-format";

export const INBOX_PAGE_SIZE = 25;

export type InboxMessage = {
  id: number;
  name: string;
  email: string;
  message: string;
  sourcePage: string | null;
  receivedAt: string;
  receivedAtIso: string;
  notificationStatus: string;
  notificationError: string | null;
  read: boolean;
};

export type InboxPage = { messages: InboxMessage[]; total: number; unread: number; page: number; pageCount: number };

export async function loadInbox(db: Queryable, options: { page: number; unreadOnly: boolean }): Promise<InboxPage> {
  const filter = options.unreadOnly ? isNull(contactMessages.readAt) : undefined;
  const [[{ total }], [{ unread }]] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(filter),
    db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(options.page, pageCount);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(filter)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return {
    total,
    unread,
    page,
    pageCount,
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      sourcePage: row.sourcePage,
      receivedAt: formatSwissDateTime(row.createdAt),
      receivedAtIso: row.createdAt.toISOString(),
      notificationStatus: row.notificationStatus,
      notificationError: row.notificationError,
      read: row.readAt !== null,
    })),
  };
}

/** Marks one message read (now) or unread, in one statement. False when it no longer exists. */
export async function setMessageRead(db: Queryable, id: number, read: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
