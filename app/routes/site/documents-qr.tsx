// /d/<number>: the address a product's QR code encodes (docs/decisions/0046-documents.md), a 302 to its documents
// page in the browser's language (Accept-Language among the languages it exists in, else German), never kept.
import type { HeadersFunction } from "react-router";
import { DocumentsErrorView, documentsErrorMeta } from "~/features/document-pages/documents-not-found";
import { redirectToProductDocuments } from "~/features/document-pages/documents-pages.server";
import { siteTexts } from "~/features/site-language/site-texts";
import { visitorDocumentHandle } from "~/visitor-document";
import type { Route } from "./+types/documents-qr";

export const handle = visitorDocumentHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  return redirectToProductDocuments(request, params.number);
}

export const headers: HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export function meta() {
  return documentsErrorMeta(siteTexts.de.page.notFoundTitle);
}

/** Never rendered: the loader always answers with a redirect or a 404. */
export default function DocumentsQr() {
  return null;
}

export function ErrorBoundary() {
  return <DocumentsErrorView />;
}
