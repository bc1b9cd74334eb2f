// /dokumente/feed.atom, /fr/documents/feed.atom, …: the Atom feed of new document versions in the language
// (docs/decisions/0046-documents.md; app/features/document-pages/documents-pages.server.ts).
import { documentsFeedResponse } from "~/features/document-pages/documents-pages.server";
import type { Route } from "./+types/documents-feed";

export async function loader({ request }: Route.LoaderArgs) {
  return documentsFeedResponse(request);
}
