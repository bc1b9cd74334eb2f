// Receiving a contact message: the message is stored first (nothing is lost when mail fails), then
// the notification and the confirmation go out from their e-mail templates. The message keeps the
// language of the page it was sent from; the visitor's confirmation is in that language (its template
// version: contact-mail-language.ts pickTemplateVersion), the notification to
// staff is always German and names the language.
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database, Queryable } from "#db/client.server";
import { contactMessages as contactMessagesTable, emailTemplates } from "#db/schema";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { fillPlaceholders } from "~/features/mail/placeholders";
import { sendMail, type OutgoingMail } from "~/features/mail/mail.server";
import { notificationStatusAfter } from "./contact-inbox";
import { company } from "~/lib/company";
import { keyedHash } from "~/core/keyed-hash.server";
import { siteTexts } from "~/features/site-language/site-texts";
import { confirmationName, isSpamSubmission, recipientKey, type ContactField } from "./contact-rules";
import { validateContact } from "./contact-validation";
import { CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE, pickTemplateVersion } from "./contact-mail-language";
import { languageFacts, languageOfPath, sourceLanguage, type SiteLanguage } from "~/lib/languages";

export { CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE };

export const CONTACT_RATE_LIMIT = { messages: 5, windowMinutes: 10 } as const;
/**
 * The confirmation goes to an address the visitor typed, which may be anyone's (docs/security.md,
 * "Contact form: no mail relay"). Per mailbox and per sender address, only the first messages of a day get one; the message
 * itself is still stored and staff are still notified.
 */
export const CONTACT_CONFIRMATION_LIMIT = { perRecipient: 2, perClient: 5, windowHours: 24 } as const;

export type ContactActionResult =
  | { intent: "contact"; ok: true; message: string }
  | {
      intent: "contact";
      ok: false;
      message: string;
      fieldErrors?: Partial<Record<ContactField, string>>;
      values?: Record<string, string>;
      /** Too many messages from this sender: the action answers 429. */
      rateLimited?: true;
    };

class RateLimited extends Error {}

/** The '+tag' of an address, as recipientKey (contact-rules.ts) drops it, for the same rule in SQL. */
const PLUS_TAG = "\\+[^@]*@";

/** The sender's address, hashed with a per-installation key so the table holds no IP addresses. */
function clientKeyFor(ip: string): string {
  return keyedHash("contact", ip || "unknown");
}

/**
 * `pageLanguage`: the one of the page the form was sent from (its address; the action knows it). What the
 * visitor reads back and the confirmation mail are in it, and the message records it.
 */
export async function receiveContactMessage(
  db: Database,
  form: Record<string, unknown>,
  clientIp: string,
  pageLanguage?: SiteLanguage,
): Promise<ContactActionResult> {
  // Without the action's word for it, the language of the address the form says it was sent from.
  const language = pageLanguage ?? languageOfPath(typeof form.source_page === "string" ? form.source_page : "/");
  const texts = siteTexts[language].contact;
  if (isSpamSubmission(form)) {
    logger.warn("Kontaktformular: Honeypot ausgefüllt, Nachricht verworfen");
    return { intent: "contact", ok: true, message: texts.success };
  }
  const checked = validateContact(form, language);
  if (!checked.ok) return { intent: "contact", ok: false, message: checked.message, fieldErrors: checked.fieldErrors, values: checked.values };
  const input = checked.value;
  const clientKey = clientKeyFor(clientIp);

  let stored: { id: number; confirm: boolean };
  try {
    stored = await db.transaction(async (tx) => {
      const recipient = recipientKey(input.email);
      // Two messages to one mailbox at the same moment must not both find the day's budget unused.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact-recipient:${recipient}`}, 0))`);
      const since = new Date(Date.now() - CONTACT_RATE_LIMIT.windowMinutes * 60_000);
      const [{ recent }] = await tx
        .select({ recent: count() })
        .from(contactMessagesTable)
        .where(and(eq(contactMessagesTable.clientKey, clientKey), gt(contactMessagesTable.createdAt, since)));
      if (recent >= CONTACT_RATE_LIMIT.messages) throw new RateLimited();
      const day = new Date(Date.now() - CONTACT_CONFIRMATION_LIMIT.windowHours * 3_600_000);
      const [{ toRecipient }] = await tx
        .select({ toRecipient: count() })
        .from(contactMessagesTable)
        .where(and(gt(contactMessagesTable.createdAt, day), sql`regexp_replace(lower(${contactMessagesTable.email}), ${PLUS_TAG}, '@') = ${recipient}`));
      const [{ fromClient }] = await tx
        .select({ fromClient: count() })
        .from(contactMessagesTable)
        .where(and(eq(contactMessagesTable.clientKey, clientKey), gt(contactMessagesTable.createdAt, day)));
      const confirm = toRecipient < CONTACT_CONFIRMATION_LIMIT.perRecipient && fromClient < CONTACT_CONFIRMATION_LIMIT.perClient;
      const message = [input.message, input.phone && `Telefon: ${input.phone}`, input.company && `Firma / Institution: ${input.company}`]
        .filter(Boolean)
        .join("\n\n");
      const [row] = await tx
        .insert(contactMessagesTable)
        .values({ name: input.name, email: input.email, message, sourcePage: input.sourcePage || null, language, clientKey })
        .returning({ id: contactMessagesTable.id });
      return { id: row.id, confirm };
    });
  } catch (error) {
    if (error instanceof RateLimited) {
      return { intent: "contact", ok: false, message: texts.rateLimited, values: { ...input }, rateLimited: true };
    }
    logger.error({ error: (error as Error).message }, "Kontaktnachricht konnte nicht gespeichert werden");
    return { intent: "contact", ok: false, message: texts.failure, values: { ...input } };
  }

  // The message is safe; mail problems are recorded on it but never shown to the visitor as failure.
  try {
    await notify(db, stored.id, { ...input, language }, stored.confirm);
  } catch (error) {
    logger.error({ id: stored.id, error: (error as Error).message }, "Benachrichtigung zur Kontaktnachricht fehlgeschlagen");
    await db
      .update(contactMessagesTable)
      .set({ notificationStatus: "failed", notificationError: (error as Error).message })
      .where(eq(contactMessagesTable.id, stored.id));
  }
  return { intent: "contact", ok: true, message: texts.success };
}

/**
 * The notification to the site's contact address, from its German e-mail template (or a plain
 * fallback): staff read German whatever the visitor's language, which the message ends with
 * ("Sprache: Französisch"), like the phone number and company the form adds to it.
 */
export async function notificationMail(db: Queryable, input: { name: string; email: string; message: string; language?: SiteLanguage }): Promise<OutgoingMail> {
  const settings = await loadSiteSettings(db);
  const [notification] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.templateName, NOTIFICATION_TEMPLATE), eq(emailTemplates.language, sourceLanguage)))
    .limit(1);
  const languageLine = `Sprache: ${languageFacts[input.language ?? sourceLanguage].staffName}`;
  const values = { name: input.name, email: input.email, message: `${input.message}\n\n${languageLine}` };
  return {
    to: env().CONTACT_NOTIFY_EMAIL ?? settings.contactEmail,
    subject: notification ? fillPlaceholders(notification.subject, values, "text") : `Neue Kontaktanfrage von ${input.name}`,
    html: notification
      ? fillPlaceholders(notification.html, values, "html")
      : fillPlaceholders("<p>Name: {{name}}<br>E-Mail: {{email}}</p><p>{{message}}</p>", values, "html"),
    replyTo: input.email,
  };
}

/**
 * The confirmation to the visitor, from its e-mail template in the visitor's language: only {{name}} is
 * filled, and only with a short plain name (confirmationName); {{email}} and {{message}} stay empty
 * whatever the template says. Nothing the visitor wrote reaches the typed address.
 *
 * Without a translated version in the visitor's language, the English one goes out if it is
 * translated, else the German one, and a warning is logged: a confirmation in another language is
 * better than none, which would leave the visitor unsure whether the message arrived.
 */
export async function confirmationMail(db: Queryable, input: { name: string; email: string; language?: SiteLanguage }): Promise<OutgoingMail | null> {
  const language = input.language ?? sourceLanguage;
  const versions = await db.select().from(emailTemplates).where(eq(emailTemplates.templateName, CONFIRMATION_TEMPLATE));
  const picked = pickTemplateVersion(versions, language);
  if (!picked) return null;
  const confirmation = picked.template;
  if (picked.fallback) {
    logger.warn(
      { language, sent: confirmation.language },
      `Kontaktbestätigung: keine übersetzte Vorlage auf ${languageFacts[language].staffName}, Fassung «${confirmation.language}» versendet`,
    );
  }
  const settings = await loadSiteSettings(db);
  const values = { name: confirmationName(input.name), email: "", message: "" };
  return {
    to: input.email,
    // Without a name, "Vielen Dank für Ihre Anfrage, " keeps no dangling comma.
    subject: fillPlaceholders(confirmation.subject, values, "text").replace(/[\s,;:–-]+$/, ""),
    html: fillPlaceholders(confirmation.html, values, "html"),
    replyTo: confirmation.replyTo ?? settings.contactEmail ?? company.email,
  };
}

async function notify(db: Database, messageId: number, input: { name: string; email: string; message: string; language: SiteLanguage }, confirm: boolean) {
  const result = await sendMail(db, await notificationMail(db, input));
  await db
    .update(contactMessagesTable)
    .set({ notificationStatus: notificationStatusAfter(result), notificationError: result.error ?? null })
    .where(eq(contactMessagesTable.id, messageId));

  if (!confirm) {
    logger.info({ id: messageId }, "Kontaktnachricht: keine Bestätigung – Tageslimit für diese Adresse oder diesen Absender erreicht");
    return;
  }
  const confirmation = await confirmationMail(db, input);
  if (confirmation) await sendMail(db, confirmation);
}
