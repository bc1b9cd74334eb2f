// /dokumente, /fr/documents, /it/documenti, /en/documents (docs/decisions/0046-documents.md): every product's current
// documents in the language, with the search ?q (app/features/document-pages/).
import { DocumentsIndexView } from "~/features/document-pages/documents-index-view";
import { DocumentsErrorView, documentsErrorMeta } from "~/features/document-pages/documents-not-found";
import { loadDocumentsIndexPage } from "~/features/document-pages/documents-pages.server";
import { siteTexts } from "~/features/site-language/site-texts";
import { languageOfPath } from "~/lib/languages";
import { visitorDocumentHandle } from "~/visitor-document";
import type { Route } from "./+types/documents-index";

// For an anonymous visitor a server document without React (decision 0020).
export const handle = visitorDocumentHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return loadDocumentsIndexPage(request);
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return loaderData?.meta ?? documentsErrorMeta(siteTexts[languageOfPath(location.pathname)].page.notFoundTitle);
}

export default function DocumentsIndex({ loaderData }: Route.ComponentProps) {
  return <DocumentsIndexView view={loaderData} />;
}

export function ErrorBoundary() {
  return <DocumentsErrorView />;
}
