// 'Dokumente' (docs/decisions/0046-documents.md): the pure rules of document versions – which version is current,
// a product's retention date and whether a version may be deleted, the file name a download carries – and the
// German texts of every refusal. No database, no storage here; documents.server.ts applies them.
import type { DocumentVersionStatus } from "#db/schema";
import { can } from "~/core/access/access-control";
import type { Role } from "~/core/access/roles";
import { documentVersionFilePath } from "~/features/approval/approval-rules";

/** The largest file a version may have (docs/product/documents.md, "A new version (upload)"): 50 MB. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
/** Pages read when looking for a text layer: a real text layer shows on one of the first pages. */
export const TEXT_LAYER_PAGES = 20;
export const LABEL_LIMIT = 80;
export const CHANGES_LIMIT = 4_000;
export const REASON_LIMIT = 1_000;

/** Reading documents: whoever manages them, and reviewers of approvals (they review a version's file). */
export function mayReadDocuments(role: Role | null | undefined): boolean {
  return can(role, "documents.manage") || can(role, "approvals.view");
}

/** A version's state as the screens show it: its own status, and for a draft its open approval. */
export type DocumentVersionState = "draft" | "submitted" | "approved" | "published" | "withdrawn";

/** The state of a version from its status and the status of its open approval request (none: null). */
export function versionState(status: DocumentVersionStatus, openApproval: "submitted" | "approved" | null): DocumentVersionState {
  if (status !== "draft") return status;
  return openApproval ?? "draft";
}

// The current version and a version's own address are shared with the visitor read model (app/lib/).
export { currentVersion, type CurrentCandidate } from "~/lib/document-versions";
export { versionFilePath } from "~/lib/document-addresses";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day "YYYY-MM-DD". */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The product's retention date: 'zuletzt in Verkehr gebracht' plus its retention years ("YYYY-MM-DD"); a 29 February
 * lands on 28 February of a common year. Null while the product is still placed on the market (no date yet).
 */
export function retentionDate(lastPlacedOnMarket: string | null, retentionYears: number): string | null {
  if (!lastPlacedOnMarket || !isCalendarDay(lastPlacedOnMarket)) return null;
  const [year, month, day] = lastPlacedOnMarket.split("-").map(Number);
  const target = year + retentionYears;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** Today in Zurich as "YYYY-MM-DD" (retention dates are Swiss calendar days). */
export function swissToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** "2041-03-31" → "31.03.2041". */
export function swissDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

export type DeletionVerdict = { ok: true } | { ok: false; message: string };

/**
 * Whether a version may be deleted now: a draft always; a published or withdrawn one only after the retention date
 * (the day after it: the date itself is still within the period), and never while the product has no
 * 'zuletzt in Verkehr gebracht'. The refusal names the date.
 */
export function deletionVerdict(status: DocumentVersionStatus, retention: string | null, today: string): DeletionVerdict {
  if (status === "draft") return { ok: true };
  if (!retention) return { ok: false, message: documentTexts.deleteNoRetentionDate };
  if (today <= retention) return { ok: false, message: documentTexts.deleteBeforeRetention(swissDay(retention)) };
  return { ok: true };
}

/**
 * The name a download carries: the uploaded name's letters (German umlauts kept readable, other accents dropped),
 * digits, dots, hyphens and underscores; spaces become hyphens; always ending in ".pdf". Never a path.
 */
export function documentFileName(original: string, fallback = "dokument"): string {
  const base = original
    .replace(/\.pdf$/i, "")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae")
    .replace(/Ö/g, "Oe")
    .replace(/Ü/g, "Ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s/\\]+/g, "-")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .replace(/^[.-]+/, "")
    .replace(/-{2,}/g, "-")
    .slice(0, 120)
    .replace(/[.-]+$/, "");
  return `${base || fallback}.pdf`;
}

/** The stored file's name in every area of the documents storage: its hash. */
export function storedDocumentName(sha256: string): string {
  return `${sha256}.pdf`;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Staff's download of any version's file (a draft for review), through the database and the viewer's rights. */
export const staffFilePath = documentVersionFilePath;

export const documentTexts = {
  forbidden: "Dafür fehlen Ihnen die Berechtigungen.",
  productNotFound: "Dieses Produkt gibt es nicht: Dokumente gehören zu einer Produktseite (Seitentyp «Produktseite»).",
  kindNotFound: "Diese Dokumentart gibt es nicht.",
  versionNotFound: "Diese Version gibt es nicht mehr.",
  languageInvalid: "Bitte wählen Sie eine Sprache.",
  labelRequired: "Bitte geben Sie eine Versionsbezeichnung an (zum Beispiel «Rev. 4»).",
  labelTooLong: `Höchstens ${LABEL_LIMIT} Zeichen.`,
  labelTaken: (label: string) => `Die Version «${label}» gibt es für dieses Dokument schon. Eine neue Datei ist eine neue Version mit eigener Bezeichnung.`,
  changesTooLong: `Höchstens ${CHANGES_LIMIT} Zeichen.`,
  fileRequired: "Bitte wählen Sie eine PDF-Datei.",
  fileEmpty: "Die Datei ist leer.",
  fileTooLarge: `Die Datei ist zu gross: Dokumente dürfen höchstens ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB haben.`,
  notPdf: "Die Datei ist kein PDF. Dokumente werden nur als PDF angenommen (geprüft am Inhalt, nicht an der Endung).",
  unreadablePdf: "Die PDF-Datei lässt sich nicht lesen (beschädigt oder verschlüsselt). Bitte exportieren Sie sie erneut.",
  noTextLayer: (kind: string) =>
    `Diese PDF-Datei enthält keinen Text, nur Bilder (zum Beispiel ein Scan). Für «${kind}» ist ein durchsuchbares PDF mit Textebene nötig – bitte exportieren Sie das Dokument aus dem Originalprogramm oder lassen Sie es mit Texterkennung (OCR) aufbereiten.`,
  notDraft: "Diese Version ist schon veröffentlicht; eine veröffentlichte Version wird nie ersetzt. Laden Sie eine neue Version hoch.",
  notPublished: "Nur eine veröffentlichte Version kann zurückgezogen werden.",
  reasonRequired: "Bitte geben Sie an, warum die Version zurückgezogen wird.",
  reasonTooLong: `Höchstens ${REASON_LIMIT} Zeichen.`,
  needsApproval: (label: string) =>
    `«${label}» braucht eine Freigabe: Dieses Produkt ist freigabepflichtig. Bitte reichen Sie die Version zur Freigabe ein; veröffentlicht wird sie, sobald eine zweite Person sie freigegeben hat.`,
  approvalNotRequired: "Für dieses Produkt ist keine Freigabe erforderlich: Sie können die Version direkt veröffentlichen.",
  integrityMismatch: (label: string) =>
    `Die gespeicherte Datei von «${label}» stimmt nicht mehr mit ihrer Prüfsumme (SHA-256) überein oder fehlt. Sie wurde nicht veröffentlicht; bitte laden Sie die Datei als neue Version hoch.`,
  deleteNoRetentionDate:
    "Veröffentlichte Versionen werden bis zum Ende der Aufbewahrungsfrist aufbewahrt. Für dieses Produkt ist noch kein Datum «zuletzt in Verkehr gebracht» eingetragen, die Frist hat also noch nicht begonnen.",
  deleteBeforeRetention: (date: string) =>
    `Diese Version muss bis zum ${date} aufbewahrt werden («zuletzt in Verkehr gebracht» plus Aufbewahrungsfrist). Erst danach kann sie gelöscht werden; zurückziehen können Sie sie jederzeit.`,
  deleteHasPrintedCopies: "Zu dieser Version gibt es Anfragen nach gedruckten Ausgaben. Sie bleibt als Nachweis erhalten.",
  articleNumberTooLong: `Höchstens ${LABEL_LIMIT} Zeichen.`,
  udiDiInvalid: "Die UDI-DI besteht aus Ziffern und Grossbuchstaben (höchstens 60 Zeichen).",
  lastPlacedInvalid: "Bitte ein Datum im Format JJJJ-MM-TT angeben, oder leer lassen, solange das Produkt in Verkehr gebracht wird.",
  retentionInvalid: "Die Aufbewahrungsfrist ist eine ganze Zahl von 1 bis 100 Jahren.",
  retentionOnlyAdmins: "Die Aufbewahrungsfrist legen nur Administratorinnen und Administratoren fest.",
  kindKeyInvalid: "Der Schlüssel besteht aus Kleinbuchstaben, Ziffern und Bindestrichen (höchstens 40 Zeichen), zum Beispiel «montageanleitung».",
  kindKeyTaken: "Diesen Schlüssel hat schon eine andere Dokumentart.",
  kindKeyFixed: "Der Schlüssel einer Dokumentart ist Teil ihrer Adressen und wird nie geändert.",
  kindNameRequired: "Bitte geben Sie den deutschen Namen der Dokumentart an.",
  kindOrderChanged:
    "Die Reihenfolge der Dokumentarten wurde inzwischen geändert. Sie sehen jetzt die aktuelle; bitte verschieben Sie die Dokumentart erneut, falls nötig.",
  kindMoved: (name: string) => `«${name}» verschoben.`,
  storageUnavailable: "Der Dokumentenspeicher ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.",
  uploaded: (label: string) => `Die Version «${label}» ist als Entwurf gespeichert.`,
  published: (label: string) => `Die Version «${label}» ist veröffentlicht.`,
  submitted: (label: string) => `Die Version «${label}» ist zur Freigabe eingereicht.`,
  withdrawn: (label: string) => `Die Version «${label}» ist zurückgezogen; sie bleibt für ihren Nachweis abrufbar.`,
  deleted: (label: string) => `Die Version «${label}» ist gelöscht.`,
} as const;
