// Building blocks of the section settings schemas (docs/product/sections.md, "Settings by type"). Used on the server and
// in the CMS; never imported by a public renderer (renderers import types only), so zod stays out of
// the visitor's bundle.
import { z } from "zod";
import { limitedList, limitedString, limitedTrimmedString } from "~/lib/text-limit-schemas";
import { textLimits } from "~/lib/text-limits";

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

// The wrapper's surfaces, as section-wrapper.tsx lists them: written out again, because importing
// that list here would make the visitor's renderers share a chunk with the CMS
// (section-type-facts.test.tsx checks that both lists agree).
export const sectionVariants = ["default", "hero", "muted", "gradient", "enhanced-hero", "colored-section", "gradient-blend", "contessa-highlight"] as const;

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

// How the CMS edits a settings field lives on the field's schema, in zod's metadata (`.meta()`); the
// editor reads it through z.toJSONSchema (editor/form-model.ts). A field without a label is shown by
// its key, so a new key is never hidden.
declare module "zod" {
  interface GlobalMeta {
    /** The German label of the input. */
    label?: string;
    /** The input when a one-line field will not do: a text area, or the media picker (an image address or a library id). */
    widget?: "multiline" | "media";
    /** German names of enum values that are not German themselves. */
    optionLabels?: Record<string, string>;
    /**
     * Whether the value differs per language version of a page or is one value for all of them
     * (app/features/sections/field-translation.ts). Only where the kind of field does not
     * say it: texts and links are translated, pictures, choices, switches and numbers shared.
     */
    translation?: "translated" | "shared";
  }
}

/**
 * The settings keys several types or list items share, one schema each, so that a key has one label
 * everywhere. Not yet optional: each use says whether the value may be left out.
 */
export const sharedFields = {
  title: titleField().meta({ label: "Titel" }),
  description: textField().meta({ label: "Beschreibung", widget: "multiline" }),
  text: textField().meta({ label: "Text", widget: "multiline" }),
  badge: labelField().meta({ label: "Badge" }),
  image: imageField().meta({ label: "Bild", widget: "media" }),
  icon: z.enum(iconNames).meta({ label: "Icon" }),
  url: linkField().meta({ label: "Link" }),
  buttonText: labelField().meta({ label: "Button-Text" }),
  buttonUrl: linkField().meta({ label: "Button-Link" }),
  /** 'cta' marks the call-to-action section (docs/product/sections.md, "Restoring home-page sections"); 'warum-auralis' the 'why choose us' one. */
  key: labelField().meta({ label: "Schlüssel (cta markiert die Call-to-Action)", translation: "shared" }),
  variant: z.enum(sectionVariants).meta({ label: "Variante", optionLabels: { default: "Standard" } }),
  /** A library file's id, chosen in the media picker. */
  media_asset_id: z.coerce.number().int().positive().meta({ label: "Bild aus der Medienbibliothek", widget: "media" }),
};

/** A shared key held in another schema (another size or kind): the shared field's label and widget on it. */
export function likeSharedField<T extends z.ZodType>(schema: T, shared: z.ZodType): T {
  return schema.meta(shared.meta() ?? {});
}

/** The list of a section's entries ('items'), at most `max` of them. */
export function itemsField<T extends z.ZodType>(item: T, max: number) {
  return itemList(item, max).meta({ label: "Einträge" });
}

export const commonSettings = {
  title: sharedFields.title.optional(),
  subtitle: lineField().meta({ label: "Untertitel" }).optional(),
  description: sharedFields.description.optional(),
  badge: sharedFields.badge.optional(),
  image: sharedFields.image.optional(),
  imageAlt: lineField().meta({ label: "Alternativtext des Bildes" }).optional(),
  imagePosition: z
    .enum(["right", "left"])
    .meta({ label: "Bildposition", optionLabels: { right: "Rechts", left: "Links" } })
    .optional(),
  icon: sharedFields.icon.optional(),
  key: sharedFields.key.optional(),
  variant: sharedFields.variant.optional(),
  spacing: z
    .enum(["sm", "default", "lg"])
    .meta({ label: "Abstand", optionLabels: { sm: "Klein", default: "Standard", lg: "Gross" } })
    .optional(),
  sectionNumber: limitedTrimmedString(10).meta({ label: "Sektionsnummer", translation: "shared" }).optional(),
};

// The two buttons of hero, product_hero and cta (twoButtons) and of product_details (productButtons):
// stored under other keys, edited with the same fields.
const buttonPair = {
  firstText: labelField().meta({ label: "Text Button 1" }).optional(),
  firstUrl: linkField().meta({ label: "Link Button 1" }).optional(),
  secondText: labelField().meta({ label: "Text Button 2" }).optional(),
  secondUrl: linkField().meta({ label: "Link Button 2" }).optional(),
};

export const twoButtons = {
  primaryButtonText: buttonPair.firstText,
  primaryButtonUrl: buttonPair.firstUrl,
  secondaryButtonText: buttonPair.secondText,
  secondaryButtonUrl: buttonPair.secondUrl,
};

export const oneButton = {
  buttonText: sharedFields.buttonText.optional(),
  buttonUrl: sharedFields.buttonUrl.optional(),
};

export const productButtons = {
  cta1Text: buttonPair.firstText,
  cta1Url: buttonPair.firstUrl,
  cta2Text: buttonPair.secondText,
  cta2Url: buttonPair.secondUrl,
};

const automatic = "Automatisch";

export const galleryDisplay = {
  galleryType: z
    .enum(["auto", "single", "grid", "carousel"])
    .meta({ label: "Galerie-Typ", optionLabels: { auto: automatic, single: "Einzelbild", grid: "Raster", carousel: "Karussell" } })
    .optional(),
  galleryRatio: z.enum(["16/9", "4/3", "1/1"]).meta({ label: "Seitenverhältnis" }).optional(),
  galleryFit: z
    .enum(["cover", "contain", "auto"])
    .meta({ label: "Bildanpassung", optionLabels: { cover: "Füllend (cover)", contain: "Ganz sichtbar (contain)", auto: automatic } })
    .optional(),
  showDots: z.boolean().meta({ label: "Punkte anzeigen" }).optional(),
  showArrows: z.boolean().meta({ label: "Pfeile anzeigen" }).optional(),
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

export const textItem = withAliases(
  { name: "title", body: "text" },
  z.object({
    title: sharedFields.title.optional(),
    text: sharedFields.text.optional(),
    description: sharedFields.description.optional(),
    buttonText: sharedFields.buttonText.optional(),
    buttonUrl: sharedFields.buttonUrl.optional(),
    url: sharedFields.url.optional(),
    icon: sharedFields.icon.optional(),
    image: sharedFields.image.optional(),
    media_asset_id: sharedFields.media_asset_id.optional(),
  }),
);
