import { z } from "zod";
import { commonSettings } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const textDefinition = defineSection({
  type: "text",
  label: "Text",
  schema: z.object(commonSettings),
  defaults: {},
  maxMedia: 0,
  image: { layout: "split" },
});
