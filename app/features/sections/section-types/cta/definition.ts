import { z } from "zod";
import { commonSettings, twoButtons } from "../../settings-fields";
import { defineSection } from "../../section-definition";

/**
 * The one call-to-action type, on any page and closing a product page (there it has no picture and the
 * 'muted' variant, db/seed/content/builders.ts productPageCta). The former 'product_cta' was this type
 * with other button keys, no library picture and the 'muted' surface; migration 0017 made its
 * sections, revisions and approved copies into this type.
 */
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
