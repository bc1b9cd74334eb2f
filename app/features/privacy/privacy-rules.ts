// Rules of the privacy requests (docs/decisions/0015-privacy-requests.md): the retention period of contact messages, the
// e-mail address a request is about, the export file's name and the log's wording. Pure functions
// and the German texts of the 'Datenschutz' screen, shared by the screen, the server and the tests.
import { z } from "zod";
import { textLimits } from "~/lib/text-limits";

export const RETENTION_LIMITS = { min: 1, max: 120, default: 24 } as const;

export const privacyIntents = {
  saveRetention: "save-retention",
  search: "search",
  confirmErase: "confirm-erase",
  erase: "erase",
} as const;

export const privacyTexts = {
  title: "Datenschutz-Anfragen",
  description: "Auskunft und Löschung zu einer E-Mail-Adresse (revDSG, DSGVO) und die Aufbewahrungsdauer der Kontaktnachrichten. Nur für Administratoren.",
  retentionLabel: "Aufbewahrung von Kontaktnachrichten (Monate)",
  retentionHint:
    "Ältere Kontaktnachrichten und ältere Mails im Postausgang werden automatisch gelöscht (stündlich geprüft). Im Protokoll steht nur ihre Anzahl.",
  retentionRange: `Bitte eine ganze Zahl von ${RETENTION_LIMITS.min} bis ${RETENTION_LIMITS.max} Monaten angeben.`,
  retentionSaved: (months: number) => `Kontaktnachrichten werden jetzt ${months === 1 ? "1 Monat" : `${months} Monate`} aufbewahrt.`,
  retentionFailed: "Die Aufbewahrungsdauer konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  emailLabel: "E-Mail-Adresse",
  emailRequired: "Bitte eine E-Mail-Adresse angeben.",
  emailInvalid: "Ungültige E-Mail-Adresse",
  emailTooLong: `Die E-Mail-Adresse darf höchstens ${textLimits.email} Zeichen lang sein.`,
  searchFailed: "Die Daten zu dieser Adresse konnten nicht gelesen werden. Bitte versuchen Sie es erneut.",
  nothingStored: "Zu dieser Adresse ist nichts gespeichert.",
  exportFailed: "Der Export konnte nicht erstellt werden. Bitte versuchen Sie es erneut.",
  eraseTitle: "Alles zu dieser Adresse löschen?",
  eraseConfirmRequired: "Bitte bestätigen Sie die Löschung im Dialog.",
  erased: (summary: string) => `Gelöscht: ${summary}.`,
  eraseFailed: "Die Daten konnten nicht gelöscht werden. Es wurde nichts gelöscht. Bitte versuchen Sie es erneut.",
  ownAccount: "Ihr eigenes Konto können Sie hier nicht löschen. Es wurde nichts gelöscht.",
  lastAdmin: "Das Konto ist das des letzten Administrators und kann nicht gelöscht werden. Es wurde nichts gelöscht.",
  invalidRequest: "Die Anfrage war unvollständig. Bitte versuchen Sie es erneut.",
  logEmpty: "Noch keine Einträge.",
} as const;

/** Labels of the log's actions, as the screen shows them. */
export const privacyActionLabels = {
  retention: "Automatische Löschung",
  export: "Export",
  erase: "Löschung",
} as const;
export type PrivacyAction = keyof typeof privacyActionLabels;

/** What the counts of a request or a log row are called, singular and plural. */
const countNames: Record<string, [string, string]> = {
  contactMessages: ["Kontaktnachricht", "Kontaktnachrichten"],
  outboxMails: ["Mail im Postausgang", "Mails im Postausgang"],
  account: ["Benutzerkonto", "Benutzerkonten"],
  printedCopyRequests: ["Anfrage einer gedruckten Ausgabe", "Anfragen gedruckter Ausgaben"],
};

/** "2 Kontaktnachrichten, 1 Mail im Postausgang" — kinds with 0 left out; "nichts" when all are 0. */
export function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(countNames)
    .filter(([key]) => (counts[key] ?? 0) > 0)
    .map(([key, [one, many]]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  return parts.length > 0 ? parts.join(", ") : "nichts";
}

/**
 * The address a request is about, as it is compared with stored addresses: trimmed, lower case. The
 * '+tag' stays: 'anna+shop@…' may be a different person's alias, and staff decide, not a rule.
 */
export function subjectAddress(email: string): string {
  return email.trim().toLowerCase();
}

export const subjectEmailSchema = z
  .string({ error: privacyTexts.emailRequired })
  .transform((value) => value.trim())
  .refine((value) => value !== "", privacyTexts.emailRequired)
  .refine((value) => value.length <= textLimits.email, privacyTexts.emailTooLong)
  .refine((value) => value === "" || value.length > textLimits.email || z.email().safeParse(value).success, privacyTexts.emailInvalid)
  .transform(subjectAddress);

export const retentionSchema = z
  .string({ error: privacyTexts.retentionRange })
  .trim()
  .regex(/^\d{1,3}$/, privacyTexts.retentionRange)
  .transform(Number)
  .refine((months) => months >= RETENTION_LIMITS.min && months <= RETENTION_LIMITS.max, privacyTexts.retentionRange);

/**
 * The moment before which contact messages are deleted: `now` minus `months` calendar months (UTC).
 * A day the earlier month lacks (31 March minus one month) becomes that month's last day.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** "datenschutz-auskunft-2025-03-05.json": the date only, never the address (file names travel). */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Zurich" }).format(now);
  return `datenschutz-auskunft-${day}.json`;
}

/**
 * Whether an address's account may be erased by this administrator: never their own (they would lock
 * themselves out mid-request). The last active administrator is refused under a row lock when the
 * account is deleted (users/user-admin.server.ts deleteAccountInTransaction).
 */
export function checkAccountErase(input: { actorId: string; accountId: string | null }): { ok: true } | { ok: false; message: string } {
  if (input.accountId !== null && input.accountId === input.actorId) return { ok: false, message: privacyTexts.ownAccount };
  return { ok: true };
}
