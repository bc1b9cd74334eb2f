// What a prepared section shows visitors, as data for the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): its
// pictures (with the alt text and the largest width they are drawn at), its headings (with their
// levels) and its links, each with the settings field it comes from. Mirrors the renderers in
// ../sections/section-types/*/renderer.tsx; section-content.test.tsx renders every type and fails
// when the two disagree.
import { imageLayouts } from "~/features/sections/image-layouts";
import { isSectionType, sectionRegistry } from "~/features/sections/registry";
import { itemLevel, subLevel } from "~/features/sections/section-header";
import type { SectionView } from "~/features/sections/section-view";

/** The `sizes` hints the renderers give their pictures. */

export interface ImageSlot {
  /** The settings key ('image', 'items', 'mediaAssetIds', 'contentHtml', …). */
  field: string;
  /** A stored image reference: 'asset:{id}', '/media/…', a file name or a URL. */
  ref: string;
  /** The alt text the editor gave this place (imageAlt, an <img alt> in HTML); undefined when none. */
  alt?: string;
  /** Shown with alt="" on purpose: the text next to it says the same (product tiles, portraits). */
  decorative: boolean;
  /** The renderer's `sizes` hint; undefined where none is known (pictures inside HTML). */
  sizes?: string;
}

export interface HeadingEntry {
  level: number;
  text: string;
  field: string;
}

export interface LinkEntry {
  field: string;
  href: string;
}

export interface SectionContent {
  images: ImageSlot[];
  headings: HeadingEntry[];
  links: LinkEntry[];
}

type Settings = Record<string, unknown>;
type Item = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function items(settings: Settings, key = "items"): Item[] {
  const list = settings[key];
  return Array.isArray(list) ? list.filter((i): i is Item => Boolean(i) && typeof i === "object") : [];
}

const HTML_HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi;
const HTML_IMAGE = /<img\b([^>]*)>/gi;
const HTML_LINK = /<a\b([^>]*)>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Headings, pictures and links inside sanitised HTML (which keeps only h2–h6, img and a). */
export function htmlContent(html: string | undefined, field: string): SectionContent {
  const out: SectionContent = { images: [], headings: [], links: [] };
  if (!html) return out;
  for (const m of html.matchAll(HTML_HEADING)) {
    out.headings.push({ level: Number(m[1]), text: decodeEntities(m[2].replace(/<[^>]+>/g, "")).trim(), field });
  }
  for (const m of html.matchAll(HTML_IMAGE)) {
    const src = attribute(m[1], "src");
    if (src) out.images.push({ field, ref: src, alt: attribute(m[1], "alt") ?? "", decorative: false });
  }
  for (const m of html.matchAll(HTML_LINK)) {
    const href = attribute(m[1], "href");
    if (href) out.links.push({ field, href });
  }
  return out;
}

function merge(into: SectionContent, more: SectionContent) {
  into.images.push(...more.images);
  into.headings.push(...more.headings);
  into.links.push(...more.links);
}

/** settings.image, else (for types that fall back to it) the first chosen library file. */
function sectionImage(section: SectionView, sizes: string, fallbackToMedia: boolean): ImageSlot[] {
  const s = section.settings as Settings;
  const alt = text(s.imageAlt) || undefined;
  if (text(s.image)) return [{ field: "image", ref: text(s.image), alt, decorative: false, sizes }];
  if (fallbackToMedia && section.mediaIds.length > 0) return [{ field: "mediaAssetIds", ref: `asset:${section.mediaIds[0]}`, alt, decorative: false, sizes }];
  return [];
}

function galleryImages(mediaIds: number[], sizes: string): ImageSlot[] {
  return mediaIds.map((id) => ({ field: "mediaAssetIds", ref: `asset:${id}`, decorative: false, sizes }));
}

/** An item's picture: its image setting, else its library file (content cards, product tiles). */
function itemImage(item: Item, field: string, sizes: string, decorative: boolean): ImageSlot[] {
  if (text(item.image)) return [{ field, ref: text(item.image), decorative, sizes }];
  if (typeof item.media_asset_id === "number") return [{ field, ref: `asset:${item.media_asset_id}`, decorative, sizes }];
  return [];
}

const LINK_KEYS = ["buttonUrl", "primaryButtonUrl", "secondaryButtonUrl"] as const;

/** The link settings a section's buttons and items use. */
function settingsLinks(settings: Settings): LinkEntry[] {
  const links: LinkEntry[] = [];
  for (const key of LINK_KEYS) if (text(settings[key])) links.push({ field: key, href: text(settings[key]) });
  for (const item of items(settings)) {
    for (const key of ["buttonUrl", "url"]) if (text(item[key])) links.push({ field: "items", href: text(item[key]) });
  }
  return links;
}

/** The section's own picture as its type's definition describes it (definition `image`). */
function ownImageFact(type: string, variant: unknown) {
  const image = isSectionType(type) ? sectionRegistry[type].image : undefined;
  if (!image) return undefined;
  const layout = (typeof variant === "string" && image.variantLayouts?.[variant]) || image.layout;
  return { sizes: imageLayouts[layout], fallbackToMedia: image.fallbackToMedia === true };
}

/**
 * Everything of one section a visitor sees, as the renderers show it; `level` is the heading level the
 * page gives the section (1 when it opens the page, page-opening.ts).
 */
export function sectionContent(section: SectionView, level: 1 | 2): SectionContent {
  const out: SectionContent = { images: [], headings: [], links: [] };
  if ("unknownType" in section) return out;
  const s = section.settings as Settings;
  const type = section.type;
  const title = text(s.title);

  if (type === "product_details" || type === "product_details_v2") {
    const narrow = type === "product_details_v2";
    if (text(s.heroTitle)) out.headings.push({ level, text: text(s.heroTitle), field: "heroTitle" });
    merge(out, htmlContent(s.heroDescription as string | undefined, "heroDescription"));
    merge(out, htmlContent(section.html, "contentHtml"));
    for (const key of ["cta1Url", "cta2Url"] as const) if (text(s[key])) out.links.push({ field: key, href: text(s[key]) });
    out.images.push(...galleryImages(section.mediaIds, narrow ? imageLayouts.split : imageLayouts.full));
    const inner = subLevel(level);
    for (const feature of items(s, "features")) {
      out.headings.push({ level: inner, text: text(feature.title), field: "features" });
      merge(out, htmlContent(feature.description as string | undefined, "features"));
    }
    if (items(s, "technicalSpecs").length) out.headings.push({ level: inner, text: "Technische Daten", field: "technicalSpecs" });
    if (text(s.materialInfo)) {
      out.headings.push({ level: inner, text: "Material & Ausführung", field: "materialInfo" });
      merge(out, htmlContent(s.materialInfo as string, "materialInfo"));
    }
    return out;
  }

  // Every other type: the section header (title at the section's level, then its rich text).
  if (title) out.headings.push({ level, text: title, field: "title" });
  merge(out, htmlContent(section.html, "contentHtml"));
  out.links.push(...settingsLinks(s));

  const own = ownImageFact(type, s.variant);
  if (own) out.images.push(...sectionImage(section, own.sizes, own.fallbackToMedia));

  const childLevel = itemLevel(level, Boolean(title));
  switch (type) {
    case "content":
      items(s).forEach((item) => {
        out.images.push(...itemImage(item, "items", imageLayouts.card, false));
        if (text(item.title)) out.headings.push({ level: childLevel, text: text(item.title), field: "items" });
      });
      out.images.push(...galleryImages(section.mediaIds, imageLayouts.full));
      break;
    case "product_tiles":
      items(s).forEach((item) => {
        out.images.push(...itemImage(item, "items", imageLayouts.productTile, true));
        out.headings.push({ level: childLevel, text: text(item.title), field: "items" });
      });
      break;
    case "usp_tiles":
      items(s).forEach((item) => out.headings.push({ level: childLevel, text: text(item.title), field: "items" }));
      break;
    case "testimonials":
      items(s).forEach((item) => {
        if (typeof item.media_asset_id === "number")
          out.images.push({ field: "items", ref: `asset:${item.media_asset_id}`, decorative: true, sizes: imageLayouts.portrait });
      });
      break;
    case "gallery":
      out.images.push(...galleryImages(section.mediaIds, imageLayouts.full));
      break;
    case "product_hero":
      out.images.push(...galleryImages(section.mediaIds, imageLayouts.split));
      break;
  }
  return out;
}

/**
 * The largest CSS width a `sizes` hint lets a picture take: each "(min-width: N) X" holds up to the next
 * larger breakpoint, the last entry below the smallest one; a vw value without an upper bound counts
 * at a 1920 px wide window.
 */
export function largestRenderedWidth(sizes: string): number {
  const entries = sizes
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const parsed = entries.map((entry) => {
    const media = /^\(min-width:\s*(\d+)px\)\s*(.+)$/i.exec(entry);
    return media ? { min: Number(media[1]), value: media[2].trim() } : { min: 0, value: entry };
  });
  const breakpoints = parsed
    .map((p) => p.min)
    .filter((m) => m > 0)
    .sort((a, b) => a - b);
  let largest = 0;
  for (const { min, value } of parsed) {
    const upper = min === 0 ? (breakpoints[0] ?? 1920) - 1 : (breakpoints.find((b) => b > min) ?? 1921) - 1;
    const px = /^(\d+(?:\.\d+)?)px$/i.exec(value);
    const vw = /^(\d+(?:\.\d+)?)vw$/i.exec(value);
    if (px) largest = Math.max(largest, Number(px[1]));
    else if (vw) largest = Math.max(largest, Math.round((Number(vw[1]) / 100) * upper));
  }
  return largest;
}
