// /cms/api/keine-anpassung: 'Keine Anpassung nötig' for changed German texts of a translation
// (docs/decisions/0036-translation-out-of-date.md), JSON, staff with sections.edit.
export { action } from "~/features/translations/no-update-api.server";
