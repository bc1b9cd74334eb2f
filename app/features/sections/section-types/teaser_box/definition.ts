import { z } from "zod";
import { commonSettings, oneButton } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const teaserBoxDefinition = defineSection({
  type: "teaser_box",
  label: "Teaser Box",
  schema: z.object({ ...commonSettings, ...oneButton }),
  defaults: { buttonText: "Mehr erfahren" },
  maxMedia: 1,
  image: { layout: "teaserBox", fallbackToMedia: true },
});
