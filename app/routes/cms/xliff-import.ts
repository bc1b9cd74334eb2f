// /cms/uebersetzungen/xliff-import: an agency's XLIFF file back, as drafts; answers { written, stale, errors } (docs/decisions/0037-xliff-exchange.md).
import { postOnlyLoader } from "~/features/translations/post-only.server";

export { action } from "~/features/translations/xliff-api.server";
export const loader = postOnlyLoader("translations.exchange");
