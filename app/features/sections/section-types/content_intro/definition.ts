import { z } from "zod";
import { commonSettings } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const contentIntroDefinition = defineSection({
  type: "content_intro",
  label: "Content Intro",
  schema: z.object(commonSettings),
  defaults: {},
  maxMedia: 1,
  image: { layout: "split", fallbackToMedia: true },
});
