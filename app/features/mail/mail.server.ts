// The one way mail leaves the application. With SMTP_URL it is delivered by nodemailer; without it,
// it is kept in the outbox table (viewable in the CMS) and its links are logged, so sign-up and magic
// links work on a laptop. Every mail is recorded either way.
import nodemailer, { type Transporter } from "nodemailer";
import type { Queryable } from "#db/client.server";
import { mailOutbox } from "#db/schema";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { company } from "~/lib/company";
import { htmlToPlainText } from "~/lib/text";
import { mailLinks } from "./mail-links";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text?: string;
  replyTo?: string | null;
}

export interface MailResult {
  transport: "smtp" | "outbox";
  status: "sent" | "queued" | "failed";
  error?: string;
}

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

function smtpTransport(url: string): Transporter {
  if (!transporter || transporterUrl !== url) {
    transporter = nodemailer.createTransport(url);
    transporterUrl = url;
  }
  return transporter;
}

export function mailSender() {
  return env().MAIL_FROM ?? `${company.name} <${company.email}>`;
}

export async function sendMail(db: Queryable, mail: OutgoingMail): Promise<MailResult> {
  const result = await deliverMail(mail);
  await recordMail(db, mail, result);
  return result;
}

/**
 * Hands a mail to SMTP (or, without SMTP_URL, decides it stays in the outbox) without writing
 * anything: callers that must record the outcome together with their own change (the inbox's retry)
 * call recordMail in their transaction afterwards, so no transaction waits on the network.
 */
export async function deliverMail(mail: OutgoingMail): Promise<MailResult> {
  const smtpUrl = env().SMTP_URL;
  if (smtpUrl) {
    try {
      await smtpTransport(smtpUrl).sendMail({
        from: mailSender(),
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text ?? htmlToPlainText(mail.html),
        replyTo: mail.replyTo ?? undefined,
      });
      return { transport: "smtp", status: "sent" };
    } catch (error) {
      const result: MailResult = { transport: "smtp", status: "failed", error: (error as Error).message };
      logger.error({ to: mail.to, subject: mail.subject, error: result.error }, "E-Mail konnte nicht gesendet werden");
      return result;
    }
  }
  const links = mailLinks(mail.html);
  logger.info({ to: mail.to, subject: mail.subject, links }, "E-Mail im Postausgang abgelegt (kein SMTP_URL gesetzt)");
  return { transport: "outbox", status: "queued" };
}

/** The outbox row of a mail and its outcome: every mail is recorded, sent or not. */
export async function recordMail(db: Queryable, mail: OutgoingMail, result: MailResult): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: mail.to,
    fromAddress: mailSender(),
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text ?? htmlToPlainText(mail.html),
    transport: result.transport,
    status: result.status,
    error: result.error ?? null,
  });
}
