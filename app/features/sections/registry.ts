// The one registry of section types (architecture principle 1). Each type lives in its folder under
// section-types/<type>/, which holds every fact about it:
//   definition.ts — label, settings schema with each field's editor label and widget (zod .meta(),
//                   shared keys from settings-fields.ts), defaults, HTML keys, media limit, whether
//                   it opens the page (opensPage), its default surface (defaultVariant) and the
//                   layout width of its own picture (image, read by the publish check);
//   renderer.tsx  — how visitors see it.
// Adding a type: one folder, one line here, and one line in the public render map
// (section-renderers.tsx). The render map stays apart so the visitor's browser gets the renderers
// without the zod schemas; it is keyed by SectionType, so a type missing there is a type error. The
// public page, the edit mode's preview and the sections demo prepare sections through one pipeline
// (section-pipeline.server.ts).
import type { z } from "zod";
import type { SectionWrapperVariant } from "./section-wrapper";
import { contentDefinition } from "./section-types/content/definition";
import { contentIntroDefinition } from "./section-types/content_intro/definition";
import { ctaDefinition } from "./section-types/cta/definition";
import { formDefinition } from "./section-types/form/definition";
import { galleryDefinition } from "./section-types/gallery/definition";
import { heroDefinition } from "./section-types/hero/definition";
import { imageTextDefinition } from "./section-types/image_text/definition";
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
export function sectionTypeFacts(type: string): { opensPage: boolean; defaultVariant: SectionWrapperVariant } {
  const definition = isSectionType(type) ? sectionRegistry[type] : undefined;
  return { opensPage: definition?.opensPage ?? false, defaultVariant: definition?.defaultVariant ?? "default" };
}
