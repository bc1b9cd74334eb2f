// /cms/api/keine-anpassung: 'Keine Anpassung nötig' for changed German texts of a translation
// (docs/decisions/0036-translation-out-of-date.md), JSON, staff with sections.edit.
import { postOnlyLoader } from "~/features/translations/post-only.server";

export { action } from "~/features/translations/no-update-api.server";
export const loader = postOnlyLoader("sections.edit");
