// The shape of the seed content: pages with their sections, typed per section type so that the
// compiler checks every settings key against the registry's schemas.
import type { SectionSettingsInput, SectionType } from "~/features/sections/registry";
import type { IconName } from "~/features/sections/settings-fields";
import type { AssetKey } from "./media-manifest";
import type { SiteLanguage } from "~/lib/languages";
import type { PageKind } from "~/lib/page-kinds";

/** Resolves library files (by key) to the ids the database gave them. */
export interface SeedContext {
  id(key: AssetKey): number;
  /** 'asset:{id}', the form images and links take in settings. */
  ref(key: AssetKey): string;
  /**
   * The stable address of a seeded product's document ('Dokumente', docs/decisions/0046-documents.md):
   * /dokumente/<the product's number>/<kind key>/<language>, the product named by its German page's address.
   */
  documentPath(productSlug: string, kindKey: string, language: SiteLanguage): string;
}

// List items of some types are read through an alias step (z.preprocess), which leaves their input
// type open; these are the item shapes the schemas accept, written out.
export interface SeedTile {
  title: string;
  description?: string;
  image?: string;
  url?: string;
  media_asset_id?: number;
}

export interface SeedUspItem {
  title: string;
  text?: string;
  icon?: IconName;
}

export interface SeedTextItem {
  title?: string;
  text?: string;
  description?: string;
  buttonText?: string;
  buttonUrl?: string;
  url?: string;
  icon?: IconName;
  image?: string;
  media_asset_id?: number;
}

export interface SeedTestimonialItem {
  author: string;
  role?: string;
  quote: string;
  rating?: number;
  media_asset_id?: number;
}

type WithItems<T extends SectionType, Item> = Omit<Exclude<SectionSettingsInput<T>, undefined>, "items"> & { items?: Item[] };

export type SeedSettings<T extends SectionType> = T extends "product_tiles"
  ? SectionSettingsInput<"text"> & { items?: SeedTile[] }
  : T extends "usp_tiles"
    ? WithItems<"usp_tiles", SeedUspItem>
    : T extends "content"
      ? WithItems<"content", SeedTextItem>
      : T extends "testimonials"
        ? WithItems<"testimonials", SeedTestimonialItem>
        : SectionSettingsInput<T>;

export type SeedSection = {
  [T in SectionType]: {
    type: T;
    /** section_name, shown in the CMS. */
    name: string;
    settings: SeedSettings<T>;
    /** content_html: simple HTML (p, ul/li, strong, h3, a). */
    html?: string;
    /** media_asset_ids, in order. */
    media?: AssetKey[];
  };
}[SectionType];

export interface SeedPage {
  /** Canonical slug: leading slash, no trailing slash ('/' for home). */
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  /** Its kind (app/lib/page-kinds.ts); a language version has its German page's. */
  kind: PageKind;
  parentSlug: string | null;
  sitemapPriority: number;
  h1?: string;
  intro?: string;
  /** Hero and social-preview picture of the page. */
  image?: AssetKey;
  /** gallery_asset_ids of the page, where it has several pictures. */
  gallery?: AssetKey[];
  sections: SeedSection[];
}

/** Builds one section; the type argument picks the settings shape the compiler checks. */
export function section<T extends SectionType>(
  type: T,
  name: string,
  settings: SeedSettings<T>,
  extra: { html?: string; media?: AssetKey[] } = {},
): SeedSection {
  return { type, name, settings, ...extra } as SeedSection;
}

/**
 * A language version of a seeded German page (docs/decisions/0032-language-versions.md): a whole page
 * in its language, written with the same builders, whose sections match the German page's one to
 * one by `name` (and type). The seeder takes the shared settings (pictures, layout, icons) from the
 * German section, so a version cannot drift from its source there; its translated texts are its own.
 */
export interface SeedTranslation extends SeedPage {
  /** The German page's slug. */
  of: string;
  language: Exclude<SiteLanguage, "de">;
}

/** The global texts of one language beside German (the translated fields of global_settings). */
export type SeedSiteTexts = {
  siteDescription: string;
  footerText: string;
  ctaPrimaryText: string;
  ctaSecondaryText: string;
  contactAddress: string;
};
