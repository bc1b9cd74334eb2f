import { z } from "zod";
import { commonSettings, itemsField, lineField, sharedFields, textField, titleField, withAliases } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const testimonialItem = withAliases(
  { name: "author", position: "role", text: "quote" },
  z.object({
    author: titleField().min(1).meta({ label: "Name" }),
    role: lineField().meta({ label: "Funktion" }).optional(),
    quote: textField().min(1).meta({ label: "Zitat", widget: "multiline" }),
    rating: z.coerce.number().int().min(1).max(5).meta({ label: "Bewertung (1–5)" }).default(5),
    media_asset_id: sharedFields.media_asset_id.optional(),
  }),
);

/** Without items of its own, the section shows the published testimonials of the testimonials table. */
export const testimonialsDefinition = defineSection({
  type: "testimonials",
  label: "Testimonials",
  schema: z.object({ ...commonSettings, items: itemsField(testimonialItem, 50).optional() }),
  defaults: { title: "Das sagen unsere Kundinnen und Kunden" },
  maxMedia: 0,
  image: { layout: "full" },
  defaultVariant: "muted",
});
