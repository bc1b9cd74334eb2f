import { z } from "zod";
import { commonSettings, itemsField, sharedFields, withAliases } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const uspItem = withAliases(
  { description: "text" },
  z.object({
    title: sharedFields.title.min(1),
    text: sharedFields.text.optional(),
    // Default icon: a check mark (docs/product/sections.md, "Settings by type").
    icon: sharedFields.icon.default("check-circle"),
  }),
);

export const uspTilesDefinition = defineSection({
  type: "usp_tiles",
  label: "USP Kacheln",
  schema: z.object({ ...commonSettings, items: itemsField(uspItem, 24).optional() }),
  defaults: { items: [] },
  maxMedia: 0,
  image: { layout: "full" },
});
