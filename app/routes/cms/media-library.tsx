// /cms/media-library and /cms-media-library: the media library (docs/product/media.md, "Media library"; docs/decisions/0006-media-storage-and-uploads.md).
// Uploads go to POST /api/media (server/media-upload.server.ts); edits, deletes and the logo go
// through this route's action. ?bearbeiten=id edits a file, ?loeschen=id asks before deleting
// (?loeschen=auswahl before deleting the selected files, tests/integration/media-library-selection.test.ts);
// ?q, ?kategorie and ?ansicht keep search, filter and view in the address.
import type { ShouldRevalidateFunction } from "react-router";
import { cmsMeta } from "~/components/cms/cms-meta";
import { handleLibraryAction } from "~/features/media/library/library-actions.server";
import { MediaLibraryScreen } from "~/features/media/library/media-library-screen";
import { loadLibraryScreen } from "~/features/media/library/library-screen.server";
import type { Route } from "./+types/media-library";

export async function loader({ request }: Route.LoaderArgs) {
  return loadLibraryScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleLibraryAction(request);
}

// Search, filter, view, edit and delete prompts only change the address: the list is filtered in the
// browser, no reload. A revalidation asked for (after an upload) keeps the address and does reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && !nextUrl.searchParams.has("upload")
    ? false
    : defaultShouldRevalidate;

export function meta() {
  return cmsMeta("Medienbibliothek");
}

export default function MediaLibraryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MediaLibraryScreen data={loaderData} actionData={actionData} />;
}
