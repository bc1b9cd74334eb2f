import { z } from "zod";
import { commonSettings, iconNames, itemList, textField, titleField, withAliases } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const uspItem = withAliases(
  { description: "text" },
  z.object({
    title: titleField().min(1),
    text: textField().optional(),
    // Default icon: a check mark (spec §3 "usp_tiles").
    icon: z.enum(iconNames).default("check-circle"),
  }),
);

export const uspTilesDefinition = defineSection({
  type: "usp_tiles",
  label: "USP Kacheln",
  schema: z.object({ ...commonSettings, items: itemList(uspItem, 24).optional() }),
  defaults: { items: [] },
  maxMedia: 0,
});
