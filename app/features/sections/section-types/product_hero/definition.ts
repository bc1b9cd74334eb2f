import { z } from "zod";
import { commonSettings, twoButtons } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productHeroDefinition = defineSection({
  type: "product_hero",
  label: "Produkt Hero",
  schema: z.object({ ...commonSettings, ...twoButtons }),
  defaults: { primaryButtonText: "Beratung anfragen", primaryButtonUrl: "/kontakt" },
  maxMedia: 4,
  image: { layout: "split" },
  opensPage: true,
  defaultVariant: "hero",
});
