import { z } from "zod";
import { commonSettings, iconNames, withAliases } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const uspItem = withAliases(
  { description: "text" },
  z.object({
    title: z.string().trim().min(1).max(200),
    text: z.string().trim().max(1000).optional(),
    // Default icon: a check mark (spec §3 "usp_tiles").
    icon: z.enum(iconNames).default("check-circle"),
  }),
);

export const uspTilesDefinition = defineSection({
  type: "usp_tiles",
  label: "USP Kacheln",
  schema: z.object({ ...commonSettings, items: z.array(uspItem).max(24).optional() }),
  defaults: { items: [] },
  maxMedia: 0,
});
