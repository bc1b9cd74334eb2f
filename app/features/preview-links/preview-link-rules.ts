// 'Vorschau-Link' (preview-link-rules.test.ts): the rules that need neither database nor crypto — the validity a link
// may have, its state at a moment, the address it has and the staff's German texts of the feature. What
// the holder of a link reads is in the page's language (site-texts.ts, preview).
import { z } from "zod";

export const PREVIEW_DAYS = { min: 1, max: 30, default: 7 } as const;

/** The public address of a preview: /vorschau/<token>. */
export const PREVIEW_PATH_PREFIX = "/vorschau/";

/** The CMS endpoint behind the dialog (list, create, revoke). */
export const PREVIEW_LINKS_API = "/cms/api/vorschau-links";

const DAY_MS = 24 * 60 * 60 * 1000;

export const previewLinkTexts = {
  button: "Vorschau-Link",
  dialogTitle: "Vorschau-Link",
  dialogIntro:
    "Wer den Link hat, sieht diese Seite mit ihren Entwürfen – ohne Anmeldung, bis der Link abläuft oder widerrufen wird. Navigation und andere Seiten bleiben, wie Besucher sie sehen.",
  daysLabel: "Gültig für (Tage)",
  daysHint: `${PREVIEW_DAYS.min} bis ${PREVIEW_DAYS.max} Tage, Standard ${PREVIEW_DAYS.default}`,
  daysInvalid: `Bitte eine ganze Zahl von ${PREVIEW_DAYS.min} bis ${PREVIEW_DAYS.max} Tagen angeben.`,
  create: "Link erstellen",
  created: "Vorschau-Link erstellt",
  createdHint: "Kopieren Sie den Link jetzt: Er wird nur dieses eine Mal angezeigt.",
  linkLabel: "Neuer Vorschau-Link",
  copy: "Link kopieren",
  copied: "Link kopiert",
  copyFailed: "Der Link konnte nicht kopiert werden. Bitte markieren und manuell kopieren.",
  listTitle: "Bestehende Links",
  listEmpty: "Für diese Seite gibt es noch keine Vorschau-Links.",
  loading: "Lade Vorschau-Links…",
  loadFailed: "Die Vorschau-Links konnten nicht geladen werden.",
  revoke: "Link widerrufen",
  revokeConfirmTitle: "Link widerrufen?",
  revokeConfirm: "Wer den Link hat, sieht die Vorschau danach nicht mehr. Das lässt sich nicht rückgängig machen.",
  revoked: "Link widerrufen",
  alreadyRevoked: "Dieser Link ist bereits widerrufen.",
  linkNotFound: "Diesen Vorschau-Link gibt es nicht (mehr).",
  pageNotFound: "Diese Seite gibt es nicht (mehr).",
  pageMissing: "Keine Seite angegeben.",
  saveFailed: "Der Vorschau-Link konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  unknownAction: "Unbekannte Aktion.",
  columns: { creator: "Erstellt von", created: "Erstellt", expires: "Gültig bis", state: "Status" },
  states: { aktiv: "aktiv", abgelaufen: "abgelaufen", widerrufen: "widerrufen" },
} as const;

/** The validity in days the dialog sends: 1 to 30, whole days; empty means the default. */
export const previewDaysSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? PREVIEW_DAYS.default : value),
  z.coerce
    .number({ error: previewLinkTexts.daysInvalid })
    .int(previewLinkTexts.daysInvalid)
    .min(PREVIEW_DAYS.min, previewLinkTexts.daysInvalid)
    .max(PREVIEW_DAYS.max, previewLinkTexts.daysInvalid),
);

export function previewExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export type PreviewLinkState = keyof typeof previewLinkTexts.states;

/** Revoked wins over expired: a revoked link stays 'widerrufen' after its time is up. */
export function previewLinkState(link: { expiresAt: Date | string; revokedAt: Date | string | null }, now: Date): PreviewLinkState {
  if (link.revokedAt) return "widerrufen";
  return new Date(link.expiresAt).getTime() > now.getTime() ? "aktiv" : "abgelaufen";
}

/** What a token in an address must look like (43 base64url characters) before the database is asked. */
export function isWellFormedPreviewToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function previewPath(token: string): string {
  return PREVIEW_PATH_PREFIX + token;
}

/** A link as the dialog lists it. */
export interface PreviewLinkListItem {
  id: number;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  state: PreviewLinkState;
}

export type PreviewLinksAnswer =
  | { ok: true; links: PreviewLinkListItem[]; created?: { id: number; url: string; expiresAt: string }; message?: string }
  | { ok: false; message: string; fieldErrors?: { days?: string } };
