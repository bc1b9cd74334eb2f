// The CMS side navigation (docs/product/cms-screens.md, "Staff routes" and "The CMS frame"). Pure data and rules, so the
// desktop and phone variants of the navigation read the same list and the rules can be tested.
import { canonicalSlug } from "~/lib/slug";

export type CmsNavItem = {
  href: string;
  label: string;
  /**
   * Shown only to whom may perform this operation, or one of these (app/core/access/access-control.ts; named as
   * strings because the navigation sits below the access rules): a translator sees no settings.
   */
  operation?: string | readonly string[];
  /** Other addresses of the same screen (docs/product/cms-screens.md, "Staff routes", lists old aliases such as /cms-media-library). */
  aliases?: readonly string[];
};

// Every entry leads to a working screen. The sections demo (/sections) shows the section types in the
// site's own frame, so it opens outside the CMS frame.
export const cmsNavItems: readonly CmsNavItem[] = [
  { href: "/cms-overview", label: "Übersicht" },
  { href: "/cms/seiten", label: "Seiten", aliases: ["/cms/page-editor", "/cms-editor"], operation: "pages.edit" },
  // Every page in every switched-on language (docs/decisions/0038-translator-role.md).
  { href: "/cms/uebersetzungen", label: "Übersetzungen", operation: "translations.view" },
  // 'Freigabe' (docs/decisions/0039-approval.md): the open submissions and the log.
  { href: "/cms/freigaben", label: "Freigaben", operation: "approvals.view" },
  { href: "/cms/freigabe-protokoll", label: "Freigabe-Protokoll", operation: "approvals.view" },
  // 'Dokumente' (docs/decisions/0046-documents.md): editors manage the documents, approvers see what they review.
  { href: "/cms/dokumente", label: "Dokumente", operation: ["documents.manage", "approvals.view"] },
  { href: "/cms/weiterleitungen", label: "Weiterleitungen", operation: "redirects.manage" },
  { href: "/cms/media-library", label: "Medienbibliothek", aliases: ["/cms-media-library"], operation: "media.edit" },
  { href: "/cms/testimonials", label: "Testimonials", operation: "testimonials.edit" },
  { href: "/cms/global", label: "Globale Einstellungen", operation: "settings.edit" },
  { href: "/cms/email-templates", label: "E-Mail-Vorlagen", operation: "templates.edit" },
  { href: "/sections", label: "Sektionen-Demo", aliases: ["/sections-demo"], operation: "pages.structure" },
  { href: "/cms/nachrichten", label: "Kontaktanfragen", operation: "messages.read" },
  // Requests for printed copies of documents (docs/decisions/0047-printed-copies.md).
  { href: "/cms/dokumente/anfragen", label: "Gedruckte Ausgaben", operation: "printedCopies.handle" },
  { href: "/cms/postausgang", label: "Postausgang", operation: "messages.read" },
  { href: "/cms/users", label: "Benutzer", operation: "users.manage" },
  // Privacy requests (docs/decisions/0015-privacy-requests.md): administrators only (access-control.ts 'privacy.manage').
  { href: "/cms/datenschutz", label: "Datenschutz", operation: "privacy.manage" },
  { href: "/cms/konto", label: "Mein Konto" },
];

/** The screens for a viewer who may perform these operations. */
export function visibleCmsNavItems(operations: readonly string[]): CmsNavItem[] {
  return cmsNavItems.filter((item) => !item.operation || [item.operation].flat().some((operation) => operations.includes(operation)));
}

function isWithin(path: string, href: string) {
  const base = canonicalSlug(href);
  return path === base || path.startsWith(`${base}/`);
}

/** How specifically a path belongs to an item: the length of the longest of its addresses the path is within, or -1. */
function matchLength(path: string, item: Pick<CmsNavItem, "href" | "aliases">): number {
  return Math.max(-1, ...[item.href, ...(item.aliases ?? [])].filter((href) => isWithin(path, href)).map((href) => canonicalSlug(href).length));
}

/**
 * The one item marked as the current screen: of the items a path belongs to (the screen itself, an alias, or one
 * of its sub-screens: /cms/users/…), the most specific. A screen below another item's address is its own item's
 * (/cms/dokumente/anfragen is 'Gedruckte Ausgaben', not also 'Dokumente').
 */
export function activeCmsNavItem<T extends Pick<CmsNavItem, "href" | "aliases">>(pathname: string, items: readonly T[]): T | undefined {
  const path = canonicalSlug(pathname);
  let best: T | undefined;
  let bestLength = -1;
  for (const item of items) {
    const length = matchLength(path, item);
    if (length > bestLength) [best, bestLength] = [item, length];
  }
  return best;
}
