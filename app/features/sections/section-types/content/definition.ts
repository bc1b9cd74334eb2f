import { z } from "zod";
import { commonSettings, itemsField, oneButton, textItem } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const contentDefinition = defineSection({
  type: "content",
  label: "Content",
  schema: z.object({ ...commonSettings, ...oneButton, items: itemsField(textItem, 24).optional() }),
  defaults: {},
  maxMedia: 24,
  image: { layout: "split" },
});
