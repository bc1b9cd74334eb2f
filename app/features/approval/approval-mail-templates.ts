// The names of the 'Freigabe' mails' templates (db/seed/content/email-templates.ts has their German defaults) and
// the placeholders they fill. Shared by the mails and the 'E-Mail-Vorlagen' screen (German only: they go to staff).
export const approvalTemplateNames = {
  submitted: "Freigabe – Einreichung",
  decided: "Freigabe – Entscheidung",
  scheduleRefused: "Veröffentlichung – Zeitplan nicht ausgeführt",
} as const;

export const approvalPlaceholders = ["seite", "adresse", "sprache", "revision", "kommentar", "person", "entscheidung", "grund", "link"] as const;

export const approvalSampleValues: Record<(typeof approvalPlaceholders)[number], string> = {
  seite: "Contessa Gebärbett",
  adresse: "/produkte/geburt-wochenbett/contessa",
  sprache: "Deutsch",
  revision: "12",
  kommentar: "Neue Indikation gemäss Gebrauchsanweisung Rev. C",
  person: "anna.muster@auralis-medizintechnik.example",
  entscheidung: "Freigegeben",
  grund: "–",
  link: "https://www.auralis-medizintechnik.example/cms/freigaben/1",
};

const row = (label: string, value: string) =>
  `<tr><td style="width:140px;color:#5b6675;vertical-align:top;">${label}</td><td style="white-space:pre-line;">${value}</td></tr>`;
const table = (rows: string) => `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;">${rows}</table>`;

/** The German default texts (the seed puts them in the mail frame; a site seeded before them gets the bare body). */
export const approvalTemplateDefaults: { templateName: string; subject: string; body: string }[] = [
  {
    templateName: approvalTemplateNames.submitted,
    subject: "Zur Freigabe eingereicht: {{seite}} ({{sprache}})",
    body:
      "<p><strong>{{person}} hat eine Seite zur Freigabe eingereicht.</strong></p>" +
      table(row("Seite", "{{seite}} ({{adresse}})") + row("Sprache", "{{sprache}}") + row("Revision", "{{revision}}") + row("Kommentar", "{{kommentar}}")) +
      '<p><a href="{{link}}">Änderungen prüfen und entscheiden</a></p>',
  },
  {
    templateName: approvalTemplateNames.decided,
    subject: "{{entscheidung}}: {{seite}} ({{sprache}})",
    body:
      "<p><strong>Ihre Einreichung wurde entschieden: {{entscheidung}}.</strong></p>" +
      table(
        row("Seite", "{{seite}} ({{adresse}})") +
          row("Sprache", "{{sprache}}") +
          row("Revision", "{{revision}}") +
          row("Entschieden von", "{{person}}") +
          row("Begründung", "{{grund}}"),
      ) +
      '<p><a href="{{link}}">Zur Einreichung im CMS</a></p>',
  },
  {
    templateName: approvalTemplateNames.scheduleRefused,
    subject: "Nicht veröffentlicht: {{seite}} ({{sprache}})",
    body:
      "<p><strong>Die geplante Veröffentlichung wurde nicht ausgeführt.</strong></p>" +
      table(row("Seite", "{{seite}} ({{adresse}})") + row("Sprache", "{{sprache}}") + row("Grund", "{{grund}}")) +
      "<p>Die Seite bleibt, wie sie ist; der Zeitpunkt wurde entfernt. Bitte holen Sie die Freigabe ein oder beheben Sie die Fehler und planen Sie die Veröffentlichung neu.</p>" +
      '<p><a href="{{link}}">Zum Freigabe-Protokoll</a></p>',
  },
];
