// GET /cms/api/medien: the files a media picker offers (docs/decisions/0006-media-storage-and-uploads.md), as JSON for the
// picker fields of the CMS forms (app/features/media/media-field.tsx). Staff only: 401 without a
// session, 403 for an account still waiting for approval. The same list the library shows, without
// its where-used details.
import { data } from "react-router";
import { db } from "#db/client.server";
import { logger } from "~/core/logger.server";
import { requireOperation } from "~/features/auth/viewer.server";
import { loadAltTextLanguages, loadPickerAssets } from "~/features/media/library/library.server";
import type { PickerAssetsResponse } from "~/features/media/picker-assets";
import { mediaMessages } from "~/features/media/media-messages";
import type { Route } from "./+types/media-assets";

const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperation(request, "cms.view");
  try {
    const [assets, altTextLanguages] = await Promise.all([loadPickerAssets(db()), loadAltTextLanguages(db())]);
    return data<PickerAssetsResponse>({ ok: true, assets, altTextLanguages }, { headers });
  } catch (error) {
    logger.error({ error: (error as Error).message }, "Medien für die Auswahl konnten nicht geladen werden");
    return data<PickerAssetsResponse>({ ok: false, message: mediaMessages.assetsLoadFailed }, { status: 500, headers });
  }
}
