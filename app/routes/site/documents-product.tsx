// /dokumente/<number>, /fr/documents/<number>, … (docs/decisions/0046-documents.md): one product's documents in the
// language, and 'Gedruckte Ausgabe anfordern' posted to this address (app/features/document-pages/).
import { DocumentsErrorView, documentsErrorMeta } from "~/features/document-pages/documents-not-found";
import { handleProductDocumentsAction, loadProductDocumentsPage } from "~/features/document-pages/documents-pages.server";
import { ProductDocumentsView } from "~/features/document-pages/product-documents-view";
import { siteTexts } from "~/features/site-language/site-texts";
import { languageOfPath } from "~/lib/languages";
import { visitorDocumentHandle } from "~/visitor-document";
import type { Route } from "./+types/documents-product";

// For an anonymous visitor a server document without React (decision 0020); the form is a plain POST.
export const handle = visitorDocumentHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadProductDocumentsPage(request, params.number);
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleProductDocumentsAction(request, params.number);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return loaderData?.meta ?? documentsErrorMeta(siteTexts[languageOfPath(location.pathname)].page.notFoundTitle);
}

export default function DocumentsProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductDocumentsView view={loaderData} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <DocumentsErrorView />;
}
