import { z } from "zod";
import { commonSettings, galleryDisplay } from "../../settings-fields";
import { defineSection } from "../../section-definition";

/** Images come from media_asset_ids, in that order (docs/product/sections.md, "Settings by type"). */
export const galleryDefinition = defineSection({
  type: "gallery",
  label: "Galerie",
  schema: z.object({ ...commonSettings, ...galleryDisplay }),
  defaults: { galleryType: "auto", galleryRatio: "16/9", galleryFit: "cover", showDots: true, showArrows: true },
  maxMedia: 24,
});
