import { z } from "zod";
import { commonSettings, productButtons } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productCtaDefinition = defineSection({
  type: "product_cta",
  label: "Produkt CTA",
  schema: z.object({ ...commonSettings, ...productButtons }),
  defaults: { cta1Text: "Beratung anfragen", cta1Url: "/kontakt", cta2Text: "Alle Produkte", cta2Url: "/produkte" },
  maxMedia: 0,
  image: { layout: "split" },
  defaultVariant: "muted",
});
