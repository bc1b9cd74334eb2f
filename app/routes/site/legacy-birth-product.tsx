// /geburt-wochenbett/{product}: the older, section-based address of the birth product pages
// (docs/product/public-site.md, "Legacy addresses"). Shown with the legacy section order; search engines are pointed at /produkte/….
import { handlePublicPageAction, loadPublicPage } from "~/features/pages/public-page.server";
import { PublicPageView } from "~/features/pages/public-page-view";
import { publicPageMeta } from "~/features/pages/public-page-meta";
import { ErrorBoundary } from "./public-page";
import { visitorDocumentHandle } from "~/visitor-document";
import type { Route } from "./+types/legacy-birth-product";

// For an anonymous visitor a server document without React (decision 0020).
export const handle = visitorDocumentHandle;

const LEGACY_PRODUCTS = new Set(["gebaerwanne-aqua-plus", "gebaerwanne-comfort", "stillstuhl-relax", "wickelkommode-flex", "wickelkommode-hygiena"]);

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!LEGACY_PRODUCTS.has(params.product)) throw new Response(null, { status: 404 });
  const slug = `/produkte/geburt-wochenbett/${params.product}`;
  return loadPublicPage({ request, slug, canonicalPath: slug, options: { legacyOrder: true } });
}

export async function action({ request }: Route.ActionArgs) {
  return handlePublicPageAction(request);
}

export function meta(args: Route.MetaArgs) {
  return publicPageMeta(args);
}

export default function LegacyBirthProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <PublicPageView view={loaderData} actionData={actionData} />;
}

export { ErrorBoundary };
