// /cms/media-library and /cms-media-library: the media library (spec §2 "Media library", issue 5).
// Uploads go to POST /api/media (server/media-upload.server.ts); edits, deletes and the logo go
// through this route's action. ?bearbeiten=id edits a file, ?loeschen=id asks before deleting
// (?loeschen=auswahl before deleting the selected files, issue 13 item 6);
// ?q, ?kategorie and ?ansicht keep search, filter and view in the address.
import type { ShouldRevalidateFunction } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { can } from "~/core/access/access-control";
import { requireStaff } from "~/features/auth/viewer.server";
import { handleLibraryAction } from "~/features/media/library/library-actions.server";
import { loadLibrary, type LibraryData } from "~/features/media/library/library.server";
import { MediaLibraryScreen } from "~/features/media/library/media-library-screen";
import { mediaMessages } from "~/features/media/media-messages";
import type { Route } from "./+types/media-library";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const url = new URL(request.url);
  // A form posted to /api/media without JavaScript comes back here with its result.
  const upload = url.searchParams.get("upload");
  const uploadFeedback =
    upload === "ok"
      ? { ok: true, message: mediaMessages.uploadSucceeded }
      : upload === "fehler"
        ? { ok: false, message: mediaMessages.uploadFailed(url.searchParams.get("meldung")?.slice(0, 300)) }
        : null;
  let library: LibraryData;
  let loadError: string | null = null;
  try {
    library = await loadLibrary(db());
  } catch (error) {
    // Spec §8: a failing load is logged and the list stays empty.
    logger.error({ error: (error as Error).message }, "Medienbibliothek konnte nicht geladen werden");
    loadError = mediaMessages.loadFailed;
    library = {
      assets: [],
      diagnostics: { storageKind: "disk", rowCount: 0, storageFileCount: 0, listTruncated: false, storageOnly: [], missingFiles: [] },
      logoAssetId: null,
      storageError: false,
    };
  }
  return { ...library, loadError, uploadFeedback, canEdit: can(viewer.role, "media.edit") };
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
