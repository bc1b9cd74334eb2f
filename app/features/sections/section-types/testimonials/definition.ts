import { z } from "zod";
import { commonSettings, itemList, lineField, mediaAssetIdField, textField, titleField, withAliases } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const testimonialItem = withAliases(
  { name: "author", position: "role", text: "quote" },
  z.object({
    author: titleField().min(1),
    role: lineField().optional(),
    quote: textField().min(1),
    rating: z.coerce.number().int().min(1).max(5).default(5),
    media_asset_id: mediaAssetIdField(),
  }),
);

/** Without items of its own, the section shows the published testimonials of the testimonials table. */
export const testimonialsDefinition = defineSection({
  type: "testimonials",
  label: "Testimonials",
  schema: z.object({ ...commonSettings, items: itemList(testimonialItem, 50).optional() }),
  defaults: { title: "Das sagen unsere Kundinnen und Kunden" },
  maxMedia: 0,
  defaultVariant: "muted",
});
