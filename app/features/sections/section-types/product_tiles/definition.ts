import { z } from "zod";
import { commonSettings, itemsField, sharedFields, withAliases } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productTileItem = withAliases(
  { name: "title" },
  z.object({
    title: sharedFields.title.min(1),
    description: sharedFields.description.optional(),
    image: sharedFields.image.optional(),
    url: sharedFields.url.optional(),
    media_asset_id: sharedFields.media_asset_id.optional(),
  }),
);

/** Tiles are stored under 'products' (older data) or 'items'; both are read. */
export const productTilesDefinition = defineSection({
  type: "product_tiles",
  label: "Produkt Kacheln",
  schema: z.preprocess(
    (raw) => {
      if (!raw || typeof raw !== "object") return raw;
      const s = { ...(raw as Record<string, unknown>) };
      if (s.items === undefined && Array.isArray(s.products)) s.items = s.products;
      delete s.products;
      return s;
    },
    z.object({ ...commonSettings, items: itemsField(productTileItem, 48).optional() }),
  ),
  defaults: { items: [] },
  maxMedia: 0,
  image: { layout: "full" },
});
