// The one registry of section types (architecture principle 1). Each type lives in its folder under
// section-types/: definition.ts (label, settings schema, defaults) and renderer.tsx. The public
// render map (section-renderers.tsx) is keyed by the same SectionType, so a type missing there is a
// type error. Adding a type: one folder, one line here, one line in the render map.
import type { z } from "zod";
import type { SectionViewBase } from "./section-view";
import { contentDefinition } from "./section-types/content/definition";
import { contentIntroDefinition } from "./section-types/content_intro/definition";
import { ctaDefinition } from "./section-types/cta/definition";
import { formDefinition } from "./section-types/form/definition";
import { galleryDefinition } from "./section-types/gallery/definition";
import { heroDefinition } from "./section-types/hero/definition";
import { imageTextDefinition } from "./section-types/image_text/definition";
import { productCtaDefinition } from "./section-types/product_cta/definition";
import { productDetailsDefinition } from "./section-types/product_details/definition";
import { productDetailsV2Definition } from "./section-types/product_details_v2/definition";
import { productHeroDefinition } from "./section-types/product_hero/definition";
import { productTeaserDefinition } from "./section-types/product_teaser/definition";
import { productTilesDefinition } from "./section-types/product_tiles/definition";
import { teaserBoxDefinition } from "./section-types/teaser_box/definition";
import { testimonialsDefinition } from "./section-types/testimonials/definition";
import { textDefinition } from "./section-types/text/definition";
import { uspTilesDefinition } from "./section-types/usp_tiles/definition";

export const sectionRegistry = {
  hero: heroDefinition,
  text: textDefinition,
  content: contentDefinition,
  product_hero: productHeroDefinition,
  content_intro: contentIntroDefinition,
  image_text: imageTextDefinition,
  gallery: galleryDefinition,
  cta: ctaDefinition,
  teaser_box: teaserBoxDefinition,
  testimonials: testimonialsDefinition,
  form: formDefinition,
  product_teaser: productTeaserDefinition,
  product_tiles: productTilesDefinition,
  usp_tiles: uspTilesDefinition,
  product_details: productDetailsDefinition,
  product_details_v2: productDetailsV2Definition,
  product_cta: productCtaDefinition,
} as const;

export type SectionRegistry = typeof sectionRegistry;
export type SectionType = keyof SectionRegistry;
export type SectionSettings<T extends SectionType> = z.output<SectionRegistry[T]["schema"]>;
export type SectionSettingsInput<T extends SectionType> = z.input<SectionRegistry[T]["schema"]>;

export const sectionTypes = Object.keys(sectionRegistry) as SectionType[];

export function isSectionType(value: string): value is SectionType {
  return Object.hasOwn(sectionRegistry, value);
}

/** What a section view carries of its type's definition (section-view.ts says why); unknown types open nothing. */
export function sectionTypeFacts(type: string): Pick<SectionViewBase, "opensPage" | "defaultVariant"> {
  const definition = isSectionType(type) ? sectionRegistry[type] : undefined;
  return { opensPage: definition?.opensPage ?? false, defaultVariant: definition?.defaultVariant ?? "default" };
}
