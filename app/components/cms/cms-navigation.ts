// The CMS side navigation (the spec's "CMS overview" and "Staff routes"). Pure data and rules, so the
// desktop and phone variants of the navigation read the same list and the rules can be tested.
import { canonicalSlug } from "~/lib/slug";

export type CmsNavItem = {
  href: string;
  label: string;
  /** Only for administrators (access-control.ts 'users.manage', 'privacy.manage'). */
  adminOnly?: boolean;
  /** Other addresses of the same screen (the spec's staff routes list old aliases such as /cms-media-library). */
  aliases?: readonly string[];
};

// Every entry leads to a working screen. The sections demo (/sections) shows the section types in the
// site's own frame, so it opens outside the CMS frame.
export const cmsNavItems: readonly CmsNavItem[] = [
  { href: "/cms-overview", label: "Übersicht" },
  { href: "/cms/seiten", label: "Seiten", aliases: ["/cms/page-editor", "/cms-editor"] },
  { href: "/cms/weiterleitungen", label: "Weiterleitungen" },
  { href: "/cms/media-library", label: "Medienbibliothek", aliases: ["/cms-media-library"] },
  { href: "/cms/testimonials", label: "Testimonials" },
  { href: "/cms/global", label: "Globale Einstellungen" },
  { href: "/cms/email-templates", label: "E-Mail-Vorlagen" },
  { href: "/sections", label: "Sektionen-Demo", aliases: ["/sections-demo"] },
  { href: "/cms/nachrichten", label: "Kontaktanfragen" },
  { href: "/cms/postausgang", label: "Postausgang" },
  { href: "/cms/users", label: "Benutzer", adminOnly: true },
  // Privacy requests (docs/decisions/0015-privacy-requests.md): administrators only (access-control.ts 'privacy.manage').
  { href: "/cms/datenschutz", label: "Datenschutz", adminOnly: true },
  { href: "/cms/konto", label: "Mein Konto" },
];

export function visibleCmsNavItems(canManageUsers: boolean): CmsNavItem[] {
  return cmsNavItems.filter((item) => !item.adminOnly || canManageUsers);
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
