// 'Freigabe' (docs/decisions/0039-approval.md): the pure rules and the German texts of the approval of page
// versions. No database here; approval.server.ts applies them.
import type { ApprovalEvent, ApprovalStatus, PageSnapshot } from "#db/schema";
import { formatSwissDateTimeShort } from "~/lib/date-format";
import { pageKindLabels, type PageKind } from "~/lib/page-kinds";

/** Equal as JSON whatever the order of object keys (jsonb gives keys back in its own order). */
function sameValue(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown) =>
    JSON.stringify(value ?? null, (_key, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
        : v,
    );
  return sorted(a) === sorted(b);
}

/**
 * The translation's bookkeeping (which German revision each field follows, docs/decisions/0036-translation-out-of-date.md):
 * 'Keine Anpassung nötig' changes it and nothing visitors read, so it neither voids an approval nor shows in the review.
 */
export const TRANSLATION_BOOKKEEPING = ["sourceRevision", "untranslated", "fieldSourceRevisions"] as const;

/**
 * Page fields that are not content: publishing itself, its schedule, the translation's bookkeeping, and its kind
 * (an administrator's fact about the page, like its approval setting; decision 0043). They never void an approval.
 */
const NOT_CONTENT = new Set(["published", "publishAt", "unpublishAt", "updatedAt", "createdAt", "kind", ...TRANSLATION_BOOKKEEPING]);

function contentOfRow(row: Record<string, unknown> | null | undefined, skip: ReadonlySet<string>) {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([name]) => !skip.has(name)));
}

/** A section's own schedule is not content either: on a page that needs approval none is kept (decision 0043), the approved publication is scheduled. */
const SECTION_BOOKKEEPING = new Set(["updatedAt", "createdAt", "publishAt", "unpublishAt", ...TRANSLATION_BOOKKEEPING]);

/**
 * Whether two states of a version have the same content: everything of the page and its sections but
 * the page's publishing, its schedule and the bookkeeping times. Section ids count, so a restore (which
 * replaces every section) is a change even where it brings the same words back.
 */
export function sameContent(a: PageSnapshot | null, b: PageSnapshot | null): boolean {
  const content = (s: PageSnapshot | null) =>
    s ? { page: contentOfRow(s.page, NOT_CONTENT), sections: s.sections.map((row) => contentOfRow(row, SECTION_BOOKKEEPING)) } : null;
  return sameValue(content(a), content(b));
}

export const COMMENT_LIMIT = 2000;

/** The document version a submission is about, as submitted ('Dokumente'); undefined for a page's submission. */
export function submittedDocument(request: { documentVersionId: number | null; snapshot: PageSnapshot }) {
  return request.documentVersionId !== null ? request.snapshot.document : undefined;
}

/**
 * How the log, the mails and the screens name a document version's submission ('Dokumente'): its kind, label and
 * product ("Gebrauchsanweisung «Rev. 4» – Generosa"), where a page's names its title.
 */
export function documentSubmissionTitle(document: { kindName: string; label: string; productTitle: string }): string {
  return `${document.kindName} «${document.label}» – ${document.productTitle}`;
}

/**
 * Staff's download of a document version's file ('Dokumente', served by server/document-route.ts through the database
 * and the viewer's rights): how a reviewer opens a submitted draft.
 */
export function documentVersionFilePath(versionId: number): string {
  return `/cms/api/dokumente/versionen/${versionId}/datei`;
}

export const approvalTexts = {
  right: "Freigeben",
  requiredLabel: "Freigabe erforderlich",
  submit: "Zur Freigabe einreichen",
  approve: "Freigeben",
  reject: "Ablehnen",
  log: "Freigabe-Protokoll",
  review: "Freigaben",
  commentLabel: "Kommentar",
  reasonLabel: "Begründung",
  reasonRequired: "Bitte geben Sie eine Begründung für die Ablehnung an.",
  tooLong: `Höchstens ${COMMENT_LIMIT} Zeichen.`,
  submitted: "Zur Freigabe eingereicht",
  approved: "Freigegeben",
  rejected: "Abgelehnt",
  notRequired: "Für diese Seite ist keine Freigabe erforderlich.",
  alreadyOpen: "Diese Fassung ist bereits zur Freigabe eingereicht.",
  alreadyApproved: "Diese Fassung ist bereits freigegeben.",
  pageGone: "Diese Seite gibt es nicht mehr.",
  ownChange: (revisions: number[]) =>
    `Sie können diese Fassung nicht freigeben: Sie enthält Ihre eigene Änderung (Revision ${revisions.join(", ")}). Eine andere Person muss sie prüfen.`,
  ownSubmission: "Sie können Ihre eigene Einreichung nicht selbst freigeben. Eine andere Person muss sie prüfen.",
  ownUpload: "Sie haben diese Dokumentversion hochgeladen und können sie nicht selbst freigeben. Eine andere Person muss sie prüfen.",
  notRequestable: "Diese Einreichung gibt es nicht.",
  showsChanged: (changes: string[]) => `Was die Seite von anderswo zeigt, hat sich geändert: ${changes.join("; ")}`,
  publishNeedsApproval: (title: string) =>
    `«${title}» braucht eine Freigabe: Veröffentlicht wird nur eine freigegebene Fassung. Bitte reichen Sie die Seite zur Freigabe ein.`,
  publishNeedsCurrentApproval: (title: string) =>
    `«${title}» wurde seit der Freigabe geändert; die Freigabe gilt nicht mehr. Bitte reichen Sie die Seite erneut zur Freigabe ein.`,
  scheduleRefusedApproval: "keine gültige Freigabe",
  scheduleRefusedCheck: (errors: number) => `${errors} ${errors === 1 ? "Fehler" : "Fehler"} im Veröffentlichungs-Check`,
  scheduleSummary: (title: string, reason: string) => `Planmässige Veröffentlichung von «${title}» nicht ausgeführt: ${reason}`,
  publishedSummary: (revision: number) => `Freigegebene Fassung (Revision ${revision}) veröffentlicht`,
  /** A page that no longer needs approval, published by someone: its rows are what visitors see again (decision 0043). */
  releasedComment: "Freigabe nicht mehr erforderlich: die aktuelle Fassung ist ohne Freigabe veröffentlicht.",
  /** The log's comment of a requirement that changed, with why. */
  requirementComment: (required: boolean, why: string) =>
    required
      ? `Freigabe jetzt erforderlich (${why}). Besucher sehen weiter, was sie bisher sahen, bis eine freigegebene Fassung veröffentlicht wird.`
      : `Keine Freigabe mehr erforderlich (${why}). Besucher sehen weiter die freigegebene Fassung, bis jemand die Seite veröffentlicht.`,
  becausePageSetting: "Einstellung der Seite",
  becauseKindSetting: (on: readonly string[], off: readonly string[]) =>
    [
      on.length ? `«Freigabe erforderlich» eingeschaltet für ${on.map(pageKindLabel).join(", ")}` : "",
      off.length ? `«Freigabe erforderlich» ausgeschaltet für ${off.map(pageKindLabel).join(", ")}` : "",
    ]
      .filter(Boolean)
      .join("; ") || "Einstellung je Seitentyp",
  becauseKind: (from: string, to: string) => `Seitentyp von «${pageKindLabel(from)}» zu «${pageKindLabel(to)}» geändert`,
  becauseMove: (from: string, to: string) => `verschoben von ${from} nach ${to}`,
  kindAdminsOnly: "Den Seitentyp ändern nur Administratorinnen und Administratoren: er entscheidet mit, ob die Seite eine Freigabe braucht.",
  moveLiftsApproval: (title: string) =>
    `Diese Verschiebung würde die Freigabepflicht von «${title}» aufheben. Das können nur Administratorinnen und Administratoren (Einstellung «Freigabe erforderlich»).`,
  sectionSchedule:
    "Diese Seite braucht eine Freigabe: Sektionen lassen sich nicht einzeln planen. Planen Sie die Veröffentlichung der freigegebenen Fassung mit «Veröffentlichen am» der Seite.",
  sectionScheduleRefused: "Sektionszeitplan auf einer Seite mit Freigabe",
  sectionScheduleSummary: (section: string) => `Zeitplan der Sektion «${section}» nicht ausgeführt: die Seite braucht eine Freigabe`,
} as const;

function pageKindLabel(kind: string): string {
  return kind in pageKindLabels ? pageKindLabels[kind as PageKind] : kind;
}

/** The 409 a decision gets when someone else was first: it names what happened instead. */
export function decisionConflictMessage(request: {
  status: ApprovalStatus;
  decidedBy: string | null;
  decidedAt: Date | null;
  voidedBy: string | null;
  voidedAt: Date | null;
  voidedByRevision: number | null;
}): string {
  const when = (d: Date | null) => (d ? formatSwissDateTimeShort(d) : "");
  switch (request.status) {
    case "approved":
      return `Diese Fassung wurde bereits von ${request.decidedBy ?? "jemand anderem"} freigegeben (${when(request.decidedAt)}).`;
    case "rejected":
      return `Diese Fassung wurde bereits von ${request.decidedBy ?? "jemand anderem"} abgelehnt (${when(request.decidedAt)}).`;
    case "voided":
      return (
        `Die Seite wurde inzwischen von ${request.voidedBy ?? "jemand anderem"} geändert (Revision ${request.voidedByRevision ?? "?"}, ${when(request.voidedAt)}); ` +
        "die Einreichung gilt nicht mehr. Ihre Entscheidung wurde nicht gespeichert."
      );
    default:
      return "Diese Einreichung ist noch offen.";
  }
}

export const statusLabels: Record<ApprovalStatus, string> = {
  submitted: "Eingereicht – wartet auf Freigabe",
  approved: "Freigegeben",
  rejected: "Abgelehnt",
  voided: "Ungültig geworden",
};

export const eventLabels: Record<ApprovalEvent, string> = {
  submitted: "Eingereicht",
  approved: "Freigegeben",
  rejected: "Abgelehnt",
  voided: "Freigabe ungültig",
  published: "Veröffentlicht",
  "schedule-refused": "Zeitplan nicht ausgeführt",
  required: "Freigabe erforderlich",
  "not-required": "Freigabe nicht mehr erforderlich",
};

/** A comment or reason as stored: trimmed, empty as null; too long is refused. */
export function cleanComment(value: unknown): { ok: true; value: string | null } | { ok: false; message: string } {
  const text = typeof value === "string" ? value.trim() : "";
  if (text.length > COMMENT_LIMIT) return { ok: false, message: approvalTexts.tooLong };
  return { ok: true, value: text || null };
}

/** What decides whether a page needs approval (decision 0043): its kind, its own setting, and whether a page above it has 'Freigabe erforderlich' on. */
export interface RequirementFacts {
  kind: string;
  /** Its own setting ('Freigabe erforderlich' for this page and its versions): on, off, or none (its kind decides). */
  own: boolean | null;
  /** A page above it (its German page's parents, up to the top) has its own setting on. */
  inherited: boolean;
}

/**
 * The one rule of whether a page needs approval: its own setting on, a page above it with its setting on,
 * or its kind's setting – unless its own setting is off. A page's own 'off' exempts it from its kind, never
 * from a page above it.
 */
export function requiresApproval(facts: RequirementFacts, requiredKinds: readonly string[]): boolean {
  return facts.own === true || facts.inherited || (facts.own !== false && requiredKinds.includes(facts.kind));
}
