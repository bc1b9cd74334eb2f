import { z } from "zod";
import { commonSettings, labelField, linkField } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productCtaDefinition = defineSection({
  type: "product_cta",
  label: "Produkt CTA",
  schema: z.object({
    ...commonSettings,
    cta1Text: labelField().optional(),
    cta1Url: linkField().optional(),
    cta2Text: labelField().optional(),
    cta2Url: linkField().optional(),
  }),
  defaults: { cta1Text: "Beratung anfragen", cta1Url: "/kontakt", cta2Text: "Alle Produkte", cta2Url: "/produkte" },
  maxMedia: 0,
  defaultVariant: "muted",
});
