// The two mails of the contact form (the spec's "E-mail template": placeholders {{name}}, {{email}}, {{message}}). The
// confirmation goes to whatever address a visitor typed, so it carries none of the visitor's text but
// the name (docs/security.md, "Contact form: no mail relay"; contact.server.ts fills nothing else); the notification to staff has it all.
import { company } from "~/lib/company";

export interface SeedEmailTemplate {
  templateName: string;
  subject: string;
  html: string;
  replyTo: string;
}

const frame = (body: string) =>
  `<!DOCTYPE html><html lang="de-CH"><head><meta charset="utf-8"><title>${company.name}</title></head>` +
  `<body style="margin:0;padding:24px;background:#f8f3ed;font-family:Arial,Helvetica,sans-serif;color:#2f3a48;">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;">` +
  `<tr><td style="background:#E6462E;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0;">${company.name}</td></tr>` +
  `<tr><td style="padding:28px;font-size:15px;line-height:1.6;">${body}</td></tr>` +
  `<tr><td style="padding:16px 28px;font-size:12px;color:#5b6675;border-top:1px solid #efe5da;">${company.name} · ${company.address} · ${company.phone} · ${company.email}</td></tr>` +
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
