// Which template renders a page (docs/product/public-site.md, "Product pages and templates"): under /produkte, a path deeper
// than three segments, or a page whose template is 'product', uses the product template; otherwise
// the section template.
import { slugSegments } from "~/lib/slug";

export type PageTemplate = "product" | "section";

export function pageTemplateFor(slug: string, storedTemplate: string | null | undefined): PageTemplate {
  const parts = slugSegments(slug);
  if (parts[0] !== "produkte") return "section";
  // "Three segments" counts the empty part before the leading slash, as '/produkte/x'.split('/') does.
  if (parts.length + 1 > 3 || storedTemplate === "product") return "product";
  return "section";
}
