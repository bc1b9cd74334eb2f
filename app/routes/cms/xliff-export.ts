// /cms/uebersetzungen/xliff-export: the XLIFF 1.2 file of selected or out-of-date pages for one language (docs/decisions/0037-xliff-exchange.md).
export { loader } from "~/features/translations/xliff-api.server";
