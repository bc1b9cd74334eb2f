// Site navigation from the published pages (docs/product/public-site.md, "Navigation": built from the published pages).
import { canonicalSlug, slugMatchKey, titleFromSlug } from "~/lib/slug";
import type { PageKind } from "~/lib/page-kinds";

export type NavItem = { href: string; label: string; children: NavItem[] };

/** A published page as the navigation query returns it, already sorted by sort_order; its kind says whether it is a product category. */
export type NavigationPage = { slug: string; title: string | null; kind: PageKind };

export type SiteNavigation = {
  home: NavItem;
  products: NavItem[];
  /** Service, Über uns, Kontakt – always all three, in this order. */
  topLevel: NavItem[];
  /** Impressum, Datenschutz – only those that exist. */
  legal: NavItem[];
};

const topLevelEntries = [
  { href: "/service", label: "Service" },
  { href: "/ueber-uns", label: "Über uns" },
  { href: "/kontakt", label: "Kontakt" },
] as const;

const legalEntries = [
  { href: "/impressum", label: "Impressum" },
  { href: "/datenschutz", label: "Datenschutz" },
] as const;

/** Used when no product page is published; these addresses redirect to /produkte/… (docs/product/public-site.md, "Legacy addresses"). */
export const defaultProductNavigation: readonly NavItem[] = [
  { href: "/geburt-wochenbett", label: "Geburt & Wochenbett", children: [] },
  { href: "/pflege", label: "Pflege", children: [] },
  { href: "/stationseinrichtungen", label: "Stationseinrichtungen", children: [] },
  { href: "/wellness", label: "Wellness", children: [] },
];

function labelOf(page: Pick<NavigationPage, "slug" | "title">): string {
  return page.title?.trim() || titleFromSlug(page.slug);
}

function item(href: string, label: string): NavItem {
  return { href, label, children: [] };
}

export function buildNavigation(pages: readonly NavigationPage[]): SiteNavigation {
  // One entry per page even when stored spellings differ ('-und-', trailing slash): the first wins.
  const seen = new Set<string>();
  const unique: NavigationPage[] = [];
  for (const page of pages) {
    const slug = canonicalSlug(page.slug);
    const key = slugMatchKey(slug);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ slug, title: page.title, kind: page.kind });
  }
  const bySlug = new Map(unique.map((page) => [page.slug, page]));

  const homePage = bySlug.get("/");
  const home = item("/", homePage?.title?.trim() || "Startseite");

  // The product categories, by their kind (docs/decisions/0043-page-kind-and-approval-requirement.md), wherever they live.
  const products = unique.filter((page) => page.kind === "category").map((page) => item(page.slug, labelOf(page)));

  const topLevel = topLevelEntries.map(({ href, label }) => ({
    href,
    // Fixed pages without a title keep their German label rather than the bare slug ('ueber uns').
    label: bySlug.get(href)?.title?.trim() || label,
    children: unique.filter((page) => page.slug.startsWith(`${href}/`)).map((page) => item(page.slug, labelOf(page))),
  }));

  const legal = legalEntries.flatMap(({ href, label }) => {
    const page = bySlug.get(href);
    return page ? [item(href, page.title?.trim() || label)] : [];
  });

  return {
    home,
    products: products.length > 0 ? products : defaultProductNavigation.map((entry) => ({ ...entry, children: [] })),
    topLevel,
    legal,
  };
}

/**
 * The navigation of another language (docs/decisions/0032-language-versions.md): the German
 * navigation's structure, each entry replaced by the page's published version in that language, and
 * left out where there is none – a French visitor is never led to a German page. `versionOf` gives
 * the version of the German page at an address; `home` is the language's home entry.
 */
export function translateNavigation(
  german: SiteNavigation,
  versionOf: (germanSlug: string) => Pick<NavigationPage, "slug" | "title"> | undefined,
  home: NavItem,
): SiteNavigation {
  const translate = (entries: readonly NavItem[]): NavItem[] =>
    entries.flatMap((entry) => {
      const version = versionOf(entry.href);
      return version ? [{ href: version.slug, label: labelOf(version), children: translate(entry.children) }] : [];
    });
  return { home, products: translate(german.products), topLevel: translate(german.topLevel), legal: translate(german.legal) };
}
