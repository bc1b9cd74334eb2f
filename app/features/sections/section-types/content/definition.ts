import { z } from "zod";
import { commonSettings, oneButton, textItem } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const contentDefinition = defineSection({
  type: "content",
  label: "Content",
  schema: z.object({ ...commonSettings, ...oneButton, items: z.array(textItem).max(24).optional() }),
  defaults: {},
  maxMedia: 24,
});
