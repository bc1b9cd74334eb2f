// /cms/dokumente/produkt/<translation key>: one product's documents, regulatory facts and QR code
// (docs/decisions/0048-document-screens.md). ?version=<id>&aktion=… asks about one version.
import { cmsMeta } from "~/components/cms/cms-meta";
import { ProductDocumentsScreen } from "~/features/document-admin/product-documents-screen";
import { handleProductAction, loadProductScreen } from "~/features/document-admin/document-screens.server";
import type { Route } from "./+types/document-product";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductScreen(request, params.key);
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleProductAction(request, params.key);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return cmsMeta(loaderData ? `Dokumente: ${loaderData.title}` : "Dokumente");
}

export default function DocumentProductScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductDocumentsScreen key={loaderData.productKey} screen={loaderData} uploadReturn={loaderData.uploadReturn} actionData={actionData} />;
}
