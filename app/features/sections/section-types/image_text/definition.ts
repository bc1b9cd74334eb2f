import { z } from "zod";
import { commonSettings, oneButton } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const imageTextDefinition = defineSection({
  type: "image_text",
  label: "Bild + Text",
  schema: z.object({ ...commonSettings, ...oneButton }),
  defaults: { imagePosition: "right" },
  maxMedia: 1,
  image: { layout: "split", fallbackToMedia: true },
});
