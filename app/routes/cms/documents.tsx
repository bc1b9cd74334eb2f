// /cms/dokumente: every document version, with filters in the address (?produkt, ?art, ?sprache, ?status) and pages
// (?seite); docs/decisions/0048-document-screens.md.
import { cmsMeta } from "~/components/cms/cms-meta";
import { DocumentListScreen } from "~/features/document-admin/document-list-screen";
import { loadDocumentList } from "~/features/document-admin/document-screens.server";
import type { Route } from "./+types/documents";

export async function loader({ request }: Route.LoaderArgs) {
  return loadDocumentList(request);
}

export function meta() {
  return cmsMeta("Dokumente");
}

export default function DocumentsScreen({ loaderData }: Route.ComponentProps) {
  return <DocumentListScreen data={loaderData} />;
}
