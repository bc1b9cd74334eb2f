import { defineSection } from "../../section-definition";
import { productDetailsDefinition, productDetailsSettings } from "../product_details/definition";

/** The same settings as product_details, laid out with the gallery beside the text. */
export const productDetailsV2Definition = defineSection({
  type: "product_details_v2",
  label: "Produktdetails V2",
  schema: productDetailsSettings,
  defaults: productDetailsDefinition.defaults,
  htmlKeys: productDetailsDefinition.htmlKeys,
  maxMedia: 20,
  opensPage: true,
});
