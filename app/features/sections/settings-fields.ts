// Building blocks of the section settings schemas (spec §3 "settings keys"). Used on the server and
// in the CMS; never imported by a public renderer (renderers import types only), so zod stays out of
// the visitor's bundle.
import { z } from "zod";

export const iconNames = [
  "shield", "users", "first-aid", "armchair", "move-vertical", "droplet", "sparkles", "heart", "zap",
  "check-circle", "settings", "ruler", "weight", "thermometer", "gauge", "lock", "clipboard-check", "wrench",
] as const;
export type IconName = (typeof iconNames)[number];

export const sectionVariants = [
  "default", "hero", "muted", "gradient", "enhanced-hero", "colored-section", "gradient-blend", "contessa-highlight",
] as const;
export type SectionVariant = (typeof sectionVariants)[number];

const str = () => z.string().trim().max(5000);
/** A path, an external URL, mailto:, tel: or 'asset:{id}'. Checked further when rendered. */
export const linkField = () => z.string().trim().max(2000);
/** A library file name, an /media path, an external image URL or 'asset:{id}'. */
export const imageField = () => z.string().trim().max(2000);
export const htmlField = () => z.string().max(50000);

export const commonSettings = {
  title: str().optional(),
  subtitle: str().optional(),
  description: str().optional(),
  badge: str().max(120).optional(),
  image: imageField().optional(),
  imageAlt: str().max(300).optional(),
  imagePosition: z.enum(["right", "left"]).optional(),
  icon: z.enum(iconNames).optional(),
  /** 'cta' marks the call-to-action section (spec §3); 'warum-auralis' the 'why choose us' one. */
  key: str().max(80).optional(),
  variant: z.enum(sectionVariants).optional(),
  spacing: z.enum(["sm", "default", "lg"]).optional(),
  sectionNumber: str().max(10).optional(),
};

export const twoButtons = {
  primaryButtonText: str().max(80).optional(),
  primaryButtonUrl: linkField().optional(),
  secondaryButtonText: str().max(80).optional(),
  secondaryButtonUrl: linkField().optional(),
};

export const oneButton = {
  buttonText: str().max(80).optional(),
  buttonUrl: linkField().optional(),
};

export const galleryDisplay = {
  galleryType: z.enum(["auto", "single", "grid", "carousel"]).optional(),
  galleryRatio: z.enum(["16/9", "4/3", "1/1"]).optional(),
  galleryFit: z.enum(["cover", "contain", "auto"]).optional(),
  showDots: z.boolean().optional(),
  showArrows: z.boolean().optional(),
};

/** Renames alias keys of a list item ('name' → 'author', …) before the item is checked. */
export function withAliases<T extends z.ZodType>(aliases: Record<string, string>, schema: T) {
  return z.preprocess((raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const item = { ...(raw as Record<string, unknown>) };
    for (const [alias, key] of Object.entries(aliases)) {
      if (item[key] === undefined && item[alias] !== undefined) item[key] = item[alias];
      delete item[alias];
    }
    return item;
  }, schema);
}

export const mediaAssetIdField = () => z.coerce.number().int().positive().optional();

export const textItem = withAliases(
  { name: "title", body: "text" },
  z.object({
    title: str().max(300).optional(),
    text: str().optional(),
    description: str().optional(),
    buttonText: str().max(80).optional(),
    buttonUrl: linkField().optional(),
    url: linkField().optional(),
    icon: z.enum(iconNames).optional(),
    image: imageField().optional(),
    media_asset_id: mediaAssetIdField(),
  }),
);
