// /dokumente/<number>/<kind key>/<language>, under each language's prefix (docs/decisions/0046-documents.md): the
// address of one document, a 302 to its current version's own address; a 404 in the page's language without one.
// Neither is kept as a page (documents-pages.server.ts).
import type { HeadersFunction } from "react-router";
import { DocumentsErrorView, documentsErrorMeta } from "~/features/document-pages/documents-not-found";
import { redirectToCurrentVersion } from "~/features/document-pages/documents-pages.server";
import { siteTexts } from "~/features/site-language/site-texts";
import { languageOfPath } from "~/lib/languages";
import { visitorDocumentHandle } from "~/visitor-document";
import type { Route } from "./+types/documents-current";

export const handle = visitorDocumentHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  return redirectToCurrentVersion(request, params);
}

// The 404's own headers (Cache-Control: no-store) are the document's.
export const headers: HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export function meta({ location }: Route.MetaArgs) {
  return documentsErrorMeta(siteTexts[languageOfPath(location.pathname)].documents.notFoundTitle);
}

/** Never rendered: the loader always answers with a redirect or a 404. */
export default function DocumentsCurrent() {
  return null;
}

export function ErrorBoundary() {
  return <DocumentsErrorView documentAddress />;
}
