// /cms/uebersetzungen/xliff-import: an agency's XLIFF file back; answers { written, stale, conflicts, errors } (docs/decisions/0037-xliff-exchange.md, 0042-xliff-conflicts.md).
import { exchangeRefusal } from "~/features/translations/exchange-languages";
import { postOnlyLoader } from "~/features/translations/post-only.server";

export { action } from "~/features/translations/xliff-api.server";
// The same refusals as the upload: a translator without languages is refused here too (docs/decisions/0042-xliff-conflicts.md).
export const loader = postOnlyLoader("translations.exchange", (viewer) => exchangeRefusal(viewer));
