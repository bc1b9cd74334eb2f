import { z } from "zod";
import { commonSettings, linkField } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productCtaDefinition = defineSection({
  type: "product_cta",
  label: "Produkt CTA",
  schema: z.object({
    ...commonSettings,
    cta1Text: z.string().trim().max(80).optional(),
    cta1Url: linkField().optional(),
    cta2Text: z.string().trim().max(80).optional(),
    cta2Url: linkField().optional(),
  }),
  defaults: { cta1Text: "Beratung anfragen", cta1Url: "/kontakt", cta2Text: "Alle Produkte", cta2Url: "/produkte" },
  maxMedia: 0,
});
