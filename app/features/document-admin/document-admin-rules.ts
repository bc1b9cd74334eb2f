// The CMS screens of 'Dokumente' (docs/decisions/0046-documents.md, 0048-document-screens.md): their addresses, the
// states a version is listed in, the list's filters as they live in the address (so a reload or a shared link
// keeps them), and the German texts. Pure: the screens, their server modules and the page editor's box read it.
import { isSiteLanguage, type SiteLanguage } from "~/lib/languages";

export const DOCUMENTS_SCREEN = "/cms/dokumente";
export const DOCUMENT_KINDS_SCREEN = "/cms/dokumente/arten";
/** The upload endpoint of document versions (multipart; server/document-api.server.ts). */
export const DOCUMENT_UPLOAD_ENDPOINT = "/cms/api/dokumente/versionen";

/** One product's documents (a product is a page group: its translation key). */
export function productDocumentsHref(productKey: string): string {
  return `${DOCUMENTS_SCREEN}/produkt/${encodeURIComponent(productKey)}`;
}

/** The product's QR code as a download (routes/cms/document-qr-code.ts). */
export function productQrCodeHref(productKey: string, format: QrCodeFormat): string {
  return `${productDocumentsHref(productKey)}/qr-code.${format}`;
}

export const qrCodeFormats = ["svg", "png"] as const;
export type QrCodeFormat = (typeof qrCodeFormats)[number];

/** The language-neutral address the QR code encodes: /d/<number> leads to the documents in the browser's language (docs/decisions/0046-documents.md). */
export function productQrTarget(siteUrl: string, productNumber: number): string {
  return `${siteUrl.replace(/\/+$/, "")}/d/${productNumber}`;
}

/** The product screen's actions (its form posts' `intent`). */
export const productIntents = {
  saveFacts: "save-facts",
  publish: "publish-version",
  submit: "submit-version",
  withdraw: "withdraw-version",
  remove: "delete-version",
} as const;

// ---------------------------------------------------------------------------------------------------
// States

/** The states of a version as the documents feature reports them: its stored status, and for a draft its open approval request. */
export const versionStates = ["draft", "submitted", "approved", "published", "withdrawn"] as const;
export type VersionState = (typeof versionStates)[number];

/** The list's state filter: the version states, and a failed integrity check (whatever the state). */
export const listStates = [...versionStates, "integrity-failed"] as const;
export type ListState = (typeof listStates)[number];

export const stateLabels: Record<ListState, string> = {
  draft: "Entwurf",
  submitted: "In Freigabe",
  approved: "Freigegeben",
  published: "Veröffentlicht",
  withdrawn: "Zurückgezogen",
  "integrity-failed": "Integrität verletzt",
};

/** The state in the address (?status=…), in the staff's words. */
const stateParams: Record<ListState, string> = {
  draft: "entwurf",
  submitted: "in-freigabe",
  approved: "freigegeben",
  published: "veroeffentlicht",
  withdrawn: "zurueckgezogen",
  "integrity-failed": "integritaet-verletzt",
};

export function stateParam(state: ListState): string {
  return stateParams[state];
}

export function stateFromParam(value: string | null): ListState | undefined {
  return listStates.find((state) => stateParams[state] === value);
}

// ---------------------------------------------------------------------------------------------------
// The list's filters and page, in the address

export interface DocumentFilters {
  productKey?: string;
  kindId?: number;
  language?: SiteLanguage;
  state?: ListState;
}

/** Versions on one page of the list (listDocumentPage filters, counts and pages in SQL). */
export const DOCUMENT_LIST_PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductKey(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The filters an address asks for; anything it does not understand is no filter (a hand-edited address still shows a list). */
export function filtersFromSearch(params: URLSearchParams): DocumentFilters {
  const filters: DocumentFilters = {};
  const product = params.get("produkt");
  if (isProductKey(product)) filters.productKey = product.toLowerCase();
  const kind = Number(params.get("art"));
  if (Number.isInteger(kind) && kind > 0) filters.kindId = kind;
  const language = params.get("sprache");
  if (isSiteLanguage(language)) filters.language = language;
  const state = stateFromParam(params.get("status"));
  if (state) filters.state = state;
  return filters;
}

/** The list's address with these filters and this page (page 1 and absent filters leave no trace). */
export function documentListHref(filters: DocumentFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.productKey) params.set("produkt", filters.productKey);
  if (filters.kindId) params.set("art", String(filters.kindId));
  if (filters.language) params.set("sprache", filters.language);
  if (filters.state) params.set("status", stateParams[filters.state]);
  if (page > 1) params.set("seite", String(page));
  const query = params.toString();
  return query ? `${DOCUMENTS_SCREEN}?${query}` : DOCUMENTS_SCREEN;
}

export function hasFilters(filters: DocumentFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * A document's versions as the product screen groups them: the current one (the document's address serves it), those in
 * work (drafts, submitted, approved) and 'Frühere Versionen' (every other published or withdrawn one), each newest first
 * as given.
 */
export function groupVersions<V extends { id: number; state: VersionState }>(versions: readonly V[], currentId: number | null) {
  return {
    current: versions.find((v) => v.id === currentId) ?? null,
    inWork: versions.filter((v) => v.state !== "published" && v.state !== "withdrawn"),
    earlier: versions.filter((v) => v.id !== currentId && (v.state === "published" || v.state === "withdrawn")),
  };
}

// ---------------------------------------------------------------------------------------------------
// Texts

/** A shortened hash for lists; the whole one is in the title and on the product's screen. */
export function shortHash(sha256: string): string {
  return `${sha256.slice(0, 12)}…`;
}

export const screenTexts = {
  screenTitle: "Dokumente",
  screenDescription:
    "Gebrauchsanweisungen, Datenblätter, Konformitätserklärungen und Broschüren jedes Produkts, je Sprache und Version. Eine veröffentlichte Version bleibt mit ihrem Datum abrufbar.",
  loadFailed: "Die Dokumente konnten nicht geladen werden.",
  empty: "Noch keine Dokumentversionen vorhanden. Dokumente werden bei ihrem Produkt hochgeladen.",
  noMatch: "Keine Dokumentversionen gefunden, die den Filterkriterien entsprechen.",
  filters: "Filter",
  allProducts: "Alle Produkte",
  allKinds: "Alle Arten",
  allLanguages: "Alle Sprachen",
  allStates: "Alle Status",
  apply: "Filtern",
  reset: "Zurücksetzen",
  integrityTitle: "Integrität verletzt",
  integrityIntro: (count: number) =>
    count === 1
      ? "Die gespeicherte Datei einer Dokumentversion stimmt nicht mehr mit ihrer Prüfsumme überein. Sie wird Besucherinnen und Besuchern nicht mehr ausgeliefert:"
      : `Die gespeicherten Dateien von ${count} Dokumentversionen stimmen nicht mehr mit ihren Prüfsummen überein. Sie werden Besucherinnen und Besuchern nicht mehr ausgeliefert:`,
  productNotFound: "Dieses Produkt gibt es nicht (mehr), oder seine Seiten sind keine Produktseiten.",
  backToList: "Zurück zu den Dokumenten",
  kindsLink: "Dokumentarten",
  // The product's screen
  factsTitle: "Regulatorische Angaben",
  factsSaved: "Regulatorische Angaben gespeichert",
  articleNumber: "Artikelnummer (REF)",
  udiDi: "UDI-DI",
  lastPlacedOnMarket: "Zuletzt in Verkehr gebracht",
  lastPlacedHint: "Leer, solange das Produkt noch in Verkehr gebracht wird. Ab diesem Tag zählt die Aufbewahrungsfrist.",
  retentionYears: "Aufbewahrungsfrist (Jahre)",
  retentionHint: "Wie lange veröffentlichte Versionen nach dem letzten Inverkehrbringen erhalten bleiben. Legen Administratorinnen und Administratoren fest.",
  retentionUntil: (date: string | null) => (date ? `Aufbewahrung bis ${date}` : "Aufbewahrung: solange das Produkt in Verkehr gebracht wird"),
  qrTitle: "QR-Code",
  qrDescription: "Führt zu den Dokumenten dieses Produkts in der Sprache des Browsers; die anderen Sprachen sind einen Klick entfernt.",
  qrSvg: "QR-Code als SVG",
  qrPng: "QR-Code als PNG",
  current: "Aktuelle Version",
  noCurrent: "Noch keine veröffentlichte Version.",
  notFoundByVisitors: (language: string) =>
    `Besucherinnen und Besucher finden dieses Dokument nicht: Die Produktseite ist auf ${language} nicht veröffentlicht. Veröffentlichen Sie sie, damit ihre Dokumente auf der Website erscheinen.`,
  earlier: "Frühere Versionen",
  pending: "In Arbeit",
  publishedOn: (date: string) => `veröffentlicht am ${date}`,
  withdrawnOn: (date: string, by: string | null) => `zurückgezogen am ${date}${by ? ` von ${by}` : ""}`,
  safetyRelevant: "sicherheitsrelevant",
  download: "Herunterladen",
  sha256: "SHA-256",
  // Actions on a version
  publish: "Veröffentlichen",
  submit: "Zur Freigabe einreichen",
  withdraw: "Zurückziehen",
  remove: "Löschen",
  comment: "Kommentar",
  reason: "Begründung",
  withdrawTitle: (label: string) => `Version «${label}» zurückziehen?`,
  withdrawDescription:
    "Die Version wird als zurückgezogen geführt und bleibt für ihren Nachweis abrufbar; die aktuelle Version des Dokuments ist dann die vorherige veröffentlichte.",
  deleteTitle: (label: string) => `Version «${label}» löschen?`,
  deleteDraft: "Der Entwurf und seine Datei werden gelöscht. Dies kann nicht rückgängig gemacht werden.",
  deletePublished:
    "Eine veröffentlichte oder zurückgezogene Version wird erst nach ihrer Aufbewahrungsfrist gelöscht. Dies kann nicht rückgängig gemacht werden.",
  submitTitle: (label: string) => `Version «${label}» zur Freigabe einreichen?`,
  submitDescription: "Eine zweite Person prüft Datei, Bezeichnung, Änderungen und Sprache; veröffentlicht wird die Version erst nach der Freigabe.",
  publishTitle: (label: string) => `Version «${label}» veröffentlichen?`,
  publishDescription:
    "Besucherinnen und Besucher sehen die Version dann als aktuelle; ihr Veröffentlichungsdatum wird festgehalten und ändert sich nicht mehr.",
  needsApproval: "Die Dokumente dieses Produkts brauchen eine Freigabe, bevor sie veröffentlicht werden.",
  /** Where a draft's approval stands (its newest request). */
  approvalState: (request: {
    status: string;
    submittedBy: string;
    submittedAt: string;
    decidedBy: string | null;
    decidedAt: string | null;
    reason: string | null;
  }) => {
    const decided = `${request.decidedBy ? ` von ${request.decidedBy}` : ""}${request.decidedAt ? ` am ${request.decidedAt}` : ""}`;
    switch (request.status) {
      case "submitted":
        return `Eingereicht von ${request.submittedBy} am ${request.submittedAt}; wartet auf die Freigabe.`;
      case "approved":
        return `Freigegeben${decided}; kann veröffentlicht werden.`;
      case "rejected":
        return `Abgelehnt${decided}. Begründung: ${request.reason ?? "–"}. Nach einer Korrektur als neue Version hochladen oder erneut einreichen.`;
      default:
        return "Die Einreichung gilt nicht mehr. Bitte erneut einreichen.";
    }
  },
  toReview: "Zur Prüfung",
  unknownAction: "Unbekannte Aktion.",
  actionFailed: "Die Aktion ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  published: "Version veröffentlicht",
  submitted: "Version zur Freigabe eingereicht",
  withdrawn: "Version zurückgezogen",
  deleted: "Version gelöscht",
  // The upload
  uploadTitle: "Neue Version hochladen",
  kind: "Art",
  language: "Sprache",
  label: "Bezeichnung",
  labelHint: "Zum Beispiel «Rev. 4». Innerhalb eines Dokuments eindeutig.",
  changes: "Was hat sich geändert",
  safetyRelevantLabel: "sicherheitsrelevant",
  safetyRelevantHint: "Besucherinnen und Besucher sehen 90 Tage lang einen Hinweis beim Produkt und seinen Dokumenten.",
  file: "Datei (PDF, höchstens 50 MB)",
  upload: "Hochladen",
  uploading: (percent: number) => `Wird hochgeladen … ${percent} %`,
  uploaded: "Version hochgeladen. Sie ist ein Entwurf, bis sie veröffentlicht wird.",
  uploadFailed: "Die Version konnte nicht hochgeladen werden.",
  checkFields: "Bitte prüfen Sie die markierten Felder. Es wurde nichts gespeichert.",
  uploadAborted: "Hochladen abgebrochen. Es wurde nichts gespeichert.",
  uploadConnectionLost: "Die Verbindung ist abgebrochen. Es wurde nichts gespeichert; bitte erneut hochladen.",
  // Sent back without JavaScript (upload-return.ts): a browser never fills in a file input again.
  chooseFileAgain: "Ihre Angaben sind wieder eingetragen; nur die Datei müssen Sie erneut wählen.",
  changesShortened: "«Was hat sich geändert» war zu lang, um zurückgegeben zu werden, und ist gekürzt – bitte ergänzen Sie den Text.",
  // The page editor's box
  productBox: "Dokumente",
  productBoxText: "Gebrauchsanweisungen, Datenblätter und weitere Dokumente dieses Produkts, je Sprache und Version, mit dem QR-Code des Produkts.",
  productBoxLink: "Dokumente des Produkts",
} as const;
