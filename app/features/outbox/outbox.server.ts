// The mail outbox of the CMS (architecture guide: without SMTP every mail goes to an outbox table,
// viewable in the CMS; with SMTP it is the record of what was sent). Mails that carry sign-in links
// (verification, magic link, password reset) are credentials: only their recipient and administrators
// see them.
import { and, count, desc, ilike, inArray, not, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { mailOutbox } from "#db/schema";
import { authMails } from "~/features/auth/auth-mails";
import type { Role } from "~/core/access/roles";
import { formatSwissDateTime } from "~/lib/date-format";

export const OUTBOX_PAGE_SIZE = 25;

/** The subjects of the sign-in mails (app/features/auth/auth-mails.ts); the link does not matter. */
export function credentialMailSubjects(): string[] {
  return [authMails.verifyEmail("").subject, authMails.magicLink("").subject, authMails.resetPassword("").subject];
}

/**
 * A sign-in mail: one of the known subjects, or any mail linking into the auth endpoints or carrying
 * a token (a later mail type must not slip through because its subject is new).
 */
export function isCredentialMail(): SQL {
  return or(inArray(mailOutbox.subject, credentialMailSubjects()), ilike(mailOutbox.html, "%/api/auth/%"), ilike(mailOutbox.html, "%token=%")) as SQL;
}

export type OutboxViewer = { email: string; role: Role };

/** What a viewer may not see: other people's sign-in mails, unless the viewer is an administrator. */
export function hiddenFromViewer(viewer: OutboxViewer): SQL | undefined {
  if (viewer.role === "admin") return undefined;
  return and(isCredentialMail(), sql`lower(${mailOutbox.toAddress}) <> lower(${viewer.email})`);
}

export type OutboxMail = {
  id: number;
  createdAt: string;
  createdAtIso: string;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  html: string;
  transport: "smtp" | "outbox";
  status: "queued" | "sent" | "failed";
  error: string | null;
};

export type OutboxPage = { mails: OutboxMail[]; total: number; hidden: number; page: number; pageCount: number };

export async function loadOutbox(db: Queryable, viewer: OutboxViewer, requestedPage: number): Promise<OutboxPage> {
  const hidden = hiddenFromViewer(viewer);
  const visible = hidden ? not(hidden) : undefined;
  const [[{ total }], [{ hiddenCount }]] = await Promise.all([
    db.select({ total: count() }).from(mailOutbox).where(visible),
    hidden ? db.select({ hiddenCount: count() }).from(mailOutbox).where(hidden) : Promise.resolve([{ hiddenCount: 0 }]),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(visible)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  return {
    total,
    hidden: hiddenCount,
    page,
    pageCount,
    mails: rows.map((row) => ({
      id: row.id,
      createdAt: formatSwissDateTime(row.createdAt),
      createdAtIso: row.createdAt.toISOString(),
      to: row.toAddress,
      from: row.fromAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      html: row.html,
      transport: row.transport,
      status: row.status,
      error: row.error,
    })),
  };
}
