// A page's kind, 'Seitentyp' (docs/decisions/0043-page-kind-and-approval-requirement.md): a product page, a
// product category or a section page. One fact for a page and all its language versions (pages.kind, a
// shared field), set by administrators, or taken from the parent's kind when the page is made; never read
// from an address, so a French product page is a product page like its German one.

export const pageKinds = ["product", "category", "section"] as const;
export type PageKind = (typeof pageKinds)[number];

/** The German names the CMS shows ('Seitentyp' in the page dialog, 'Freigabe erforderlich' on /cms/global). */
export const pageKindLabels: Record<PageKind, string> = {
  product: "Produktseite",
  category: "Produktkategorie",
  section: "Inhaltsseite",
};

export function isPageKind(value: unknown): value is PageKind {
  return typeof value === "string" && (pageKinds as readonly string[]).includes(value);
}

/** The kind a new page gets below a parent of `parentKind` (none: at the top): below a category or a product page a product page, else a section page. */
export function kindBelow(parentKind: PageKind | null | undefined): PageKind {
  return parentKind === "category" || parentKind === "product" ? "product" : "section";
}

/** The template a page of this kind is drawn with: product pages and categories as product pages (related products, og:type product). */
export function templateOfKind(kind: PageKind): "product" | "section" {
  return kind === "section" ? "section" : "product";
}
