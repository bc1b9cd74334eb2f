// Who may do what: one declaration for every CMS operation (architecture principle 4), tested as a
// matrix. Anonymous visitors and pending accounts may do none of them.
//
// Translators ('Übersetzung', docs/decisions/0038-translator-role.md) hold "pages.edit" and
// "sections.edit" only so far as a change touches nothing but the translated fields of a version in
// one of their languages: every page change passes recordRevision, which refuses any other change of
// theirs (app/features/language-versions/translator-scope.ts, tests/integration/translator-role.test.ts).
import type { Role } from "./roles";

export const operationRoles = {
  "cms.view": ["admin", "editor", "translator", "approver"],
  /** For a translator: the translated fields of the versions in their languages, nothing else (see above). */
  "pages.edit": ["admin", "editor", "translator"],
  /** Putting a page or section online or taking it offline, now or by schedule. */
  "pages.publish": ["admin", "editor"],
  /** Creating, duplicating and moving pages, creating language versions, adding, removing and ordering sections. */
  "pages.structure": ["admin", "editor"],
  "pages.delete": ["admin"],
  /** A page's kind ('Seitentyp': product page, category, section page): it decides, with 'Freigabe erforderlich' per kind, whether the page needs approval (decision 0043). */
  "pages.kind": ["admin"],
  /** The 'Weiterleitungen' screen: adding and deleting redirects (docs/decisions/0013-page-addresses-and-redirects.md), like editing pages. */
  "redirects.manage": ["admin", "editor"],
  /** For a translator: the translated fields of the sections of their versions (see above). */
  "sections.edit": ["admin", "editor", "translator"],
  "media.edit": ["admin", "editor"],
  "settings.edit": ["admin", "editor"],
  /** Switching the site's languages on and off ('Sprachen' in /cms/global): it decides which pages visitors reach. */
  "languages.manage": ["admin"],
  "templates.edit": ["admin", "editor"],
  "testimonials.edit": ["admin", "editor"],
  "messages.read": ["admin", "editor"],
  /** Marking contact messages done or open again, resending a failed notification. */
  "messages.manage": ["admin", "editor"],
  "users.manage": ["admin"],
  /** Creating and revoking a page's 'Vorschau-Link' (tests/integration/preview-links.test.ts). */
  "previewLinks.manage": ["admin", "editor"],
  /** Exporting and erasing what is stored about an e-mail address, and the retention period (docs/decisions/0015-privacy-requests.md). */
  "privacy.manage": ["admin"],
  /** The 'Übersetzungen' screen: every page's state in every switched-on language. */
  "translations.view": ["admin", "editor", "translator"],
  /** XLIFF export and import of translations for agencies (docs/decisions/0037-xliff-exchange.md). */
  "translations.exchange": ["admin", "editor", "translator"],
  /** Submitting a page version 'Zur Freigabe einreichen' (docs/decisions/0039-approval.md): whoever edits pages. */
  "approvals.submit": ["admin", "editor"],
  /** The right 'Freigeben': approving or rejecting a submitted version (never one with one's own change). */
  "approvals.decide": ["admin", "approver"],
  /** The open submissions, their changes and the 'Freigabe-Protokoll' with its exports. */
  "approvals.view": ["admin", "editor", "approver"],
  /** 'Freigabe erforderlich' per page type and per page. */
  "approvals.configure": ["admin"],
  /** 'Dokumente' (docs/decisions/0046-documents.md): uploading document versions, publishing or submitting them, withdrawing them, a product's regulatory facts. */
  "documents.manage": ["admin", "editor"],
  /** Document kinds, a product's retention years, deleting a version after its retention date. */
  "documents.configure": ["admin"],
  /** Requests for printed copies ('Gedruckte Ausgabe anfordern'): reading them, recording 'versandt am', the CSV export. */
  "printedCopies.handle": ["admin", "editor"],
} as const satisfies Record<string, readonly Role[]>;

export type Operation = keyof typeof operationRoles;

export function can(role: Role | null | undefined, operation: Operation): boolean {
  if (!role) return false;
  return (operationRoles[operation] as readonly Role[]).includes(role);
}
