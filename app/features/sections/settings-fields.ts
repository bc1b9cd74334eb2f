// Building blocks of the section settings schemas (spec §3 "settings keys"). Used on the server and
// in the CMS; never imported by a public renderer (renderers import types only), so zod stays out of
// the visitor's bundle.
import { z } from "zod";
import { limitedList, limitedString, limitedTrimmedString } from "~/lib/text-limit-schemas";
import { textLimits } from "~/lib/text-limits";
import { sectionWrapperVariants } from "./section-wrapper";

export const iconNames = [
  "shield",
  "users",
  "first-aid",
  "armchair",
  "move-vertical",
  "droplet",
  "sparkles",
  "heart",
  "zap",
  "check-circle",
  "settings",
  "ruler",
  "weight",
  "thermometer",
  "gauge",
  "lock",
  "clipboard-check",
  "wrench",
] as const;
export type IconName = (typeof iconNames)[number];

/** The wrapper's surfaces (section-wrapper.tsx), one list for the renderers and the settings. */
export const sectionVariants = sectionWrapperVariants;

/**
 * Settings text of a given size (app/lib/text-limits.ts): trimmed, refused with the shared German
 * message when longer. Every settings schema builds its text fields from these.
 */
export const titleField = () => limitedTrimmedString(textLimits.title);
export const labelField = () => limitedTrimmedString(textLimits.label);
export const lineField = () => limitedTrimmedString(textLimits.line);
export const textField = () => limitedTrimmedString(textLimits.text);
/** A path, an external URL, mailto:, tel: or 'asset:{id}'. Checked further when rendered. */
export const linkField = () => limitedTrimmedString(textLimits.url);
/** A library file name, an /media path, an external image URL or 'asset:{id}'. */
export const imageField = () => limitedTrimmedString(textLimits.url);
/** Simple HTML, sanitised on the server (htmlKeys of the section definition). */
export const htmlField = () => limitedString(textLimits.html);
/** A list of settings items, at most `max` of them. */
export const itemList = limitedList;

export const commonSettings = {
  title: titleField().optional(),
  subtitle: lineField().optional(),
  description: textField().optional(),
  badge: labelField().optional(),
  image: imageField().optional(),
  imageAlt: lineField().optional(),
  imagePosition: z.enum(["right", "left"]).optional(),
  icon: z.enum(iconNames).optional(),
  /** 'cta' marks the call-to-action section (spec §3); 'warum-auralis' the 'why choose us' one. */
  key: labelField().optional(),
  variant: z.enum(sectionVariants).optional(),
  spacing: z.enum(["sm", "default", "lg"]).optional(),
  sectionNumber: limitedTrimmedString(10).optional(),
};

export const twoButtons = {
  primaryButtonText: labelField().optional(),
  primaryButtonUrl: linkField().optional(),
  secondaryButtonText: labelField().optional(),
  secondaryButtonUrl: linkField().optional(),
};

export const oneButton = {
  buttonText: labelField().optional(),
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
    title: titleField().optional(),
    text: textField().optional(),
    description: textField().optional(),
    buttonText: labelField().optional(),
    buttonUrl: linkField().optional(),
    url: linkField().optional(),
    icon: z.enum(iconNames).optional(),
    image: imageField().optional(),
    media_asset_id: mediaAssetIdField(),
  }),
);
