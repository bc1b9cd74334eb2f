// Which template renders a page (docs/product/public-site.md, "Product pages and templates"): its kind decides
// (app/lib/page-kinds.ts, docs/decisions/0043-page-kind-and-approval-requirement.md). Product pages and product
// categories use the product template (related products, og:type product), section pages the section template –
// in every language alike, whatever the address says.
import { templateOfKind, type PageKind } from "~/lib/page-kinds";

export type PageTemplate = "product" | "section";

export function pageTemplateFor(kind: PageKind): PageTemplate {
  return templateOfKind(kind);
}
