import { z } from "zod";
import { commonSettings, oneButton } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productTeaserDefinition = defineSection({
  type: "product_teaser",
  label: "Produkt Teaser",
  schema: z.object({ ...commonSettings, ...oneButton }),
  defaults: { buttonText: "Zum Produkt" },
  maxMedia: 1,
  image: { layout: "productTeaser", variantLayouts: { "contessa-highlight": "productHighlight" }, fallbackToMedia: true },
});
