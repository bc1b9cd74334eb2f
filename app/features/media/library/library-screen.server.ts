// The server side of the media library screen (docs/product/media.md, "Media library";
// docs/decisions/0006-media-storage-and-uploads.md); its action is library-actions.server.ts.
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { can } from "~/core/access/access-control";
import { requireStaff } from "~/features/auth/viewer.server";
import { mediaMessages } from "../media-messages";
import { loadLibrary, type LibraryData } from "./library.server";

/** The library (empty with a message when it cannot be read), an upload's result coming back without JavaScript, and whether the viewer may edit. */
export async function loadLibraryScreen(request: Request) {
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
    // docs/product/media.md, "Media library": a failing load is logged and the list stays empty.
    logger.error({ error: (error as Error).message }, "Medienbibliothek konnte nicht geladen werden");
    loadError = mediaMessages.loadFailed;
    library = {
      assets: [],
      diagnostics: { storageKind: "disk", rowCount: 0, storageFileCount: 0, listTruncated: false, storageOnly: [], missingFiles: [] },
      logoAssetId: null,
      altTextLanguages: [],
      storageError: false,
    };
  }
  return { ...library, loadError, uploadFeedback, canEdit: can(viewer.role, "media.edit") };
}
