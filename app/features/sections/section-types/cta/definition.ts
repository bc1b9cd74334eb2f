import { z } from "zod";
import { commonSettings, twoButtons } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const ctaDefinition = defineSection({
  type: "cta",
  label: "Call-to-Action",
  schema: z.object({ ...commonSettings, ...twoButtons }),
  // Default button targets /kontakt and /produkte (docs/product/sections.md, "Restoring home-page sections").
  defaults: {
    key: "cta",
    title: "Lassen Sie sich beraten",
    primaryButtonText: "Kostenlose Beratung",
    primaryButtonUrl: "/kontakt",
    secondaryButtonText: "Medizintechnik entdecken",
    secondaryButtonUrl: "/produkte",
  },
  maxMedia: 1,
  image: { layout: "split", fallbackToMedia: true },
  defaultVariant: "colored-section",
});
