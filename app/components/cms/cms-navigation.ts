// The CMS side navigation (the spec's "CMS overview" and "Staff routes"). Pure data and rules, so the
// desktop and phone variants of the navigation read the same list and the rules can be tested.
import { canonicalSlug } from "~/lib/slug";

export type CmsNavItem = {
  href: string;
  label: string;
  /**
   * The right (an operation of app/core/access/access-control.ts) the screen is for: shown only to whoever has
   * it. Without one, every member of staff sees it.
   */
  right?: string;
  /** Other addresses of the same screen (the spec's staff routes list old aliases such as /cms-media-library). */
  aliases?: readonly string[];
};

// Every entry leads to a working screen. The sections demo (/sections) shows the section types in the
// site's own frame, so it opens outside the CMS frame.
export const cmsNavItems: readonly CmsNavItem[] = [
  { href: "/cms-overview", label: "Übersicht" },
  { href: "/cms/seiten", label: "Seiten", aliases: ["/cms/page-editor", "/cms-editor"], right: "pages.edit" },
  // 'Freigabe' (docs/decisions/0039-approval.md): the open submissions and the log.
  { href: "/cms/freigaben", label: "Freigaben", right: "approvals.view" },
  { href: "/cms/freigabe-protokoll", label: "Freigabe-Protokoll", right: "approvals.view" },
  { href: "/cms/weiterleitungen", label: "Weiterleitungen", right: "redirects.manage" },
  { href: "/cms/media-library", label: "Medienbibliothek", aliases: ["/cms-media-library"], right: "media.edit" },
  { href: "/cms/testimonials", label: "Testimonials", right: "testimonials.edit" },
  { href: "/cms/global", label: "Globale Einstellungen", right: "settings.edit" },
  { href: "/cms/email-templates", label: "E-Mail-Vorlagen", right: "templates.edit" },
  { href: "/sections", label: "Sektionen-Demo", aliases: ["/sections-demo"], right: "sections.edit" },
  { href: "/cms/nachrichten", label: "Kontaktanfragen", right: "messages.read" },
  { href: "/cms/postausgang", label: "Postausgang", right: "messages.read" },
  { href: "/cms/users", label: "Benutzer", right: "users.manage" },
  // Privacy requests (docs/decisions/0015-privacy-requests.md): administrators only (access-control.ts 'privacy.manage').
  { href: "/cms/datenschutz", label: "Datenschutz", right: "privacy.manage" },
  { href: "/cms/konto", label: "Mein Konto" },
];

/** The items for someone with these rights (the layout's loader lists them). */
export function visibleCmsNavItems(rights: readonly string[]): CmsNavItem[] {
  return cmsNavItems.filter((item) => !item.right || rights.includes(item.right));
}

function isWithin(path: string, href: string) {
  const base = canonicalSlug(href);
  return path === base || path.startsWith(`${base}/`);
}

/** The item a path belongs to: the screen itself, an alias, or one of its sub-screens (/cms/users/…). */
export function isActiveCmsNavItem(pathname: string, item: Pick<CmsNavItem, "href" | "aliases">): boolean {
  const path = canonicalSlug(pathname);
  return [item.href, ...(item.aliases ?? [])].some((href) => isWithin(path, href));
}
