// The two mails of the contact form (docs/product/settings-and-email-templates.md, "Placeholders": {{name}}, {{email}}, {{message}}). The
// confirmation goes to whatever address a visitor typed, so it carries none of the visitor's text but
// the name (docs/security.md, "Contact form: no mail relay"; contact.server.ts fills nothing else); the notification to staff has it all.
import { company } from "~/lib/company";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import { seedSiteTexts } from "./site-texts";
import { noticeTemplateDefault } from "~/features/translations/translation-notice.server";
import { approvalTemplateDefaults } from "~/features/approval/approval-mail-templates";
import { printedCopyReminderDefault } from "~/features/printed-copies/printed-copy-mail-template";

export interface SeedEmailTemplate {
  templateName: string;
  subject: string;
  html: string;
  replyTo: string;
}

/** The mail around a body, in the reader's language: its lang attribute and the country in the address line. */
const frame = (body: string, language: SiteLanguage = "de") =>
  `<!DOCTYPE html><html lang="${languageFacts[language].htmlLang}"><head><meta charset="utf-8"><title>${company.name}</title></head>` +
  `<body style="margin:0;padding:24px;background:#f8f3ed;font-family:Arial,Helvetica,sans-serif;color:#2f3a48;">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;">` +
  `<tr><td style="background:#E6462E;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0;">${company.name}</td></tr>` +
  `<tr><td style="padding:28px;font-size:15px;line-height:1.6;">${body}</td></tr>` +
  `<tr><td style="padding:16px 28px;font-size:12px;color:#5b6675;border-top:1px solid #efe5da;">${company.name} · ${language === "de" ? company.address : seedSiteTexts[language].contactAddress} · ${company.phone} · ${company.email}</td></tr>` +
  `</table></body></html>`;

export const seedEmailTemplates: SeedEmailTemplate[] = [
  {
    templateName: "Kontaktanfrage – Benachrichtigung",
    subject: "Neue Kontaktanfrage von {{name}} ({{email}})",
    html: frame(
      "<p><strong>Über das Kontaktformular der Website ist eine neue Anfrage eingegangen.</strong></p>" +
        '<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;">' +
        '<tr><td style="width:120px;color:#5b6675;">Name</td><td>{{name}}</td></tr>' +
        '<tr><td style="color:#5b6675;">E-Mail</td><td><a href="mailto:{{email}}">{{email}}</a></td></tr>' +
        '<tr><td style="color:#5b6675;vertical-align:top;">Nachricht</td><td style="white-space:pre-line;">{{message}}</td></tr>' +
        "</table>" +
        '<p>Bitte beantworten Sie die Anfrage innert eines Arbeitstags direkt an <a href="mailto:{{email}}">{{email}}</a>.</p>',
    ),
    replyTo: company.email,
  },
  {
    templateName: "Kontaktanfrage – Bestätigung",
    subject: "Vielen Dank für Ihre Anfrage, {{name}}",
    html: frame(
      "<p>Guten Tag {{name}}</p>" +
        "<p>Vielen Dank für Ihre Nachricht an die Auralis Medizintechnik AG. Wir haben Ihre Anfrage erhalten und melden uns in der Regel innert eines Arbeitstags bei Ihnen.</p>" +
        `<p>Haben Sie eine dringende Frage, etwa zu einer Störung? Dann erreichen Sie uns auch telefonisch unter ${company.phone}.</p>` +
        "<p>Freundliche Grüsse<br>Ihr Team der Auralis Medizintechnik AG</p>",
    ),
    replyTo: company.email,
  },
];

/**
 * The mails to staff, German only: the translators' daily notice (docs/decisions/0038-translator-role.md) and the
 * 'Freigabe' mails (docs/decisions/0039-approval.md, their texts the feature's, in the mail frame). Apart from the
 * contact mails above, whose German output is pinned (db/seed/translations.test.ts).
 */
export const seedStaffTemplates: SeedEmailTemplate[] = [
  noticeTemplateDefault,
  // The daily reminder of overdue printed copies (docs/decisions/0047-printed-copies.md).
  printedCopyReminderDefault,
  ...approvalTemplateDefaults.map((t) => ({ ...t, html: frame(t.body), replyTo: company.email })),
];

/**
 * The visitor's confirmation ('Kontaktanfrage – Bestätigung') in the languages beside German: the reply
 * to a form sent from a page in that language. Like the German one, it names the visitor and repeats
 * nothing else they typed (docs/security.md, "Contact form: no mail relay"). The notification to staff
 * stays German.
 */
export const seedConfirmationTemplates: Record<"fr" | "it" | "en", { subject: string; html: string }> = {
  fr: {
    subject: "Merci pour votre demande, {{name}}",
    html: frame(
      "<p>Bonjour {{name}},</p>" +
        "<p>Nous vous remercions de votre message à Auralis Medizintechnik AG. Votre demande nous est bien parvenue ; nous vous répondrons en règle générale dans un délai d’un jour ouvrable.</p>" +
        `<p>Votre question est urgente, par exemple en cas de panne ? Vous pouvez aussi nous joindre par téléphone au ${company.phone}.</p>` +
        "<p>Avec nos meilleures salutations<br>L’équipe d’Auralis Medizintechnik AG</p>",
      "fr",
    ),
  },
  it: {
    subject: "Grazie per la Sua richiesta, {{name}}",
    html: frame(
      "<p>Buongiorno {{name}},</p>" +
        "<p>La ringraziamo per il Suo messaggio ad Auralis Medizintechnik AG. Abbiamo ricevuto la Sua richiesta e di regola La ricontattiamo entro un giorno lavorativo.</p>" +
        `<p>Ha una domanda urgente, per esempio un guasto? Può raggiungerci anche al telefono, al numero ${company.phone}.</p>` +
        "<p>Cordiali saluti<br>Il team di Auralis Medizintechnik AG</p>",
      "it",
    ),
  },
  en: {
    subject: "Thank you for your enquiry, {{name}}",
    html: frame(
      "<p>Dear {{name}},</p>" +
        "<p>Thank you for your message to Auralis Medizintechnik AG. We have received your enquiry and will usually get back to you within one working day.</p>" +
        `<p>Is your question urgent, for example about a fault? You can also reach us by phone on ${company.phone}.</p>` +
        "<p>Kind regards<br>The team at Auralis Medizintechnik AG</p>",
      "en",
    ),
  },
};
