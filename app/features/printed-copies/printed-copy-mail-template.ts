// The daily reminder of overdue printed copies (docs/decisions/0047-printed-copies.md): an e-mail template like the
// others on 'E-Mail-Vorlagen', German only (it goes to the site's contact address). {{anzahl}} how many are overdue,
// {{anfragen}} their list (HTML the job makes, its texts escaped), {{link}} the inbox.
import { company } from "~/lib/company";

export const PRINTED_COPY_REMINDER_TEMPLATE = "Gedruckte Ausgaben – überfällig";

export const printedCopyPlaceholders = ["anfragen"] as const;

export const printedCopySampleValues: Record<(typeof printedCopyPlaceholders)[number], string> = {
  anfragen: "<ul><li>Generosa – Gebrauchsanweisung Rev. 2 (Französisch) an Hôpital de la Tour, Meyrin: fällig bis 09.12.2026</li></ul>",
};

export const printedCopyReminderDefault = {
  templateName: PRINTED_COPY_REMINDER_TEMPLATE,
  subject: "Überfällig: {{anzahl}} gedruckte Ausgaben noch nicht versandt",
  html:
    `<!DOCTYPE html><html lang="de-CH"><head><meta charset="utf-8"><title>${company.name}</title></head>` +
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#2f3a48;">' +
    "<p><strong>Diese Anfragen nach einer gedruckten Ausgabe sind überfällig ({{anzahl}}):</strong></p>" +
    "{{anfragen}}" +
    "<p>Eine gedruckte Ausgabe ist innert 7 Kalendertagen nach Eingang der Anfrage zu versenden. Bitte versenden Sie sie und erfassen Sie den Versand im CMS.</p>" +
    '<p><a href="{{link}}">Zu den Anfragen</a></p>' +
    `<p>Freundliche Grüsse<br>${company.name}</p></body></html>`,
  replyTo: company.email,
};
