import { z } from "zod";
import { commonSettings, twoButtons } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const heroDefinition = defineSection({
  type: "hero",
  label: "Hero",
  schema: z.object({ ...commonSettings, ...twoButtons }),
  defaults: {
    title: "Neue Überschrift",
    subtitle: "Kurzer Einleitungstext",
    primaryButtonText: "Kostenlose Beratung",
    primaryButtonUrl: "/kontakt",
    secondaryButtonText: "Medizintechnik entdecken",
    secondaryButtonUrl: "/produkte",
  },
  maxMedia: 1,
  image: { layout: "split", fallbackToMedia: true },
  opensPage: true,
  defaultVariant: "hero",
});
