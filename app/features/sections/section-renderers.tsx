// The public render map: one renderer per registered section type, keyed by SectionType so that a
// missing type is a type error. SectionBlocks renders a page's ordered blocks (section-order.ts).
import type { ComponentType } from "react";
import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import type { SectionType } from "./registry";
import { openingHeadingLevel } from "./page-opening";
import type { HeadingLevel, SectionRendererProps } from "./renderer-props";
import type { KnownSectionView, SectionBlock, SectionView, SectionViewOf } from "./section-view";
import { SectionWrapper, isSectionSpacing, isSectionWrapperVariant } from "./section-wrapper";
import { ImageAltFallback } from "./render-context";
import { ContentRenderer } from "./section-types/content/renderer";
import { ContentIntroRenderer } from "./section-types/content_intro/renderer";
import { CallToActionRenderer } from "./section-types/cta/renderer";
import { FormRenderer } from "./section-types/form/renderer";
import { GalleryRenderer } from "./section-types/gallery/renderer";
import { HeroRenderer } from "./section-types/hero/renderer";
import { ImageTextRenderer } from "./section-types/image_text/renderer";
import { ProductDetailsRenderer } from "./section-types/product_details/renderer";
import { ProductDetailsV2Renderer } from "./section-types/product_details_v2/renderer";
import { ProductHeroRenderer } from "./section-types/product_hero/renderer";
import { ProductTeaserRenderer } from "./section-types/product_teaser/renderer";
import { ProductTilesRenderer } from "./section-types/product_tiles/renderer";
import { TeaserBoxRenderer } from "./section-types/teaser_box/renderer";
import { TestimonialsRenderer } from "./section-types/testimonials/renderer";
import { TextRenderer } from "./section-types/text/renderer";
import { UspTilesRenderer } from "./section-types/usp_tiles/renderer";

export type SectionRendererMap = { [T in SectionType]: ComponentType<SectionRendererProps<T>> };

export const sectionRenderers: SectionRendererMap = {
  hero: HeroRenderer,
  text: TextRenderer,
  content: ContentRenderer,
  product_hero: ProductHeroRenderer,
  content_intro: ContentIntroRenderer,
  image_text: ImageTextRenderer,
  gallery: GalleryRenderer,
  cta: CallToActionRenderer,
  teaser_box: TeaserBoxRenderer,
  testimonials: TestimonialsRenderer,
  form: FormRenderer,
  product_teaser: ProductTeaserRenderer,
  product_tiles: ProductTilesRenderer,
  usp_tiles: UspTilesRenderer,
  product_details: ProductDetailsRenderer,
  product_details_v2: ProductDetailsV2Renderer,
};

function isKnown(section: SectionView): section is KnownSectionView {
  return !("unknownType" in section);
}

function renderTyped<T extends SectionType>(section: SectionViewOf<T>, headingLevel: HeadingLevel) {
  const Renderer: ComponentType<SectionRendererProps<T>> = sectionRenderers[section.type];
  return <Renderer section={section} headingLevel={headingLevel} />;
}

/** A section's own heading, in its page's language: what its pictures without an alt text there are named by (render-context.tsx ImageAltFallback). */
function sectionHeading(section: KnownSectionView): string {
  const { title, heroTitle } = section.settings as { title?: unknown; heroTitle?: unknown };
  return [title, heroTitle].find((text): text is string => typeof text === "string" && text.trim() !== "") ?? "";
}

/** The renderer of a section alone, without its frame; unknown types show a short note. */
export function SectionContent({ section, headingLevel = 2 }: { section: SectionView; headingLevel?: HeadingLevel }) {
  if (!isKnown(section)) return <UnknownSection type={section.type} />;
  return <ImageAltFallback text={sectionHeading(section)}>{renderTyped(section, headingLevel)}</ImageAltFallback>;
}

function UnknownSection({ type }: { type: string }) {
  const texts = useSiteTexts().sections;
  return (
    <p className="rounded-card border border-dashed border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
      {texts.unknownType} <span className="font-mono">({type})</span>
    </p>
  );
}

interface WrapperSettings {
  variant?: string;
  spacing?: string;
  sectionNumber?: string;
}

/** The frame's props: the settings' variant, else the type's default surface (carried by the view). */
function wrapperProps(section: SectionView) {
  const settings: WrapperSettings = isKnown(section) ? section.settings : {};
  return {
    variant: isSectionWrapperVariant(settings.variant) ? settings.variant : section.defaultVariant,
    spacing: isSectionSpacing(settings.spacing) ? settings.spacing : "default",
    sectionNumber: settings.sectionNumber,
  };
}

/** The hooks the edit mode attaches to. */
function sectionAttributes(section: SectionView) {
  return { id: `section-${section.id}`, "data-section-id": section.id, "data-section-type": section.type };
}

/** `anchor` false: without the id and data attributes (the edit mode's live preview of a section). */
export function RenderedSection({ section, headingLevel = 2, anchor = true }: { section: SectionView; headingLevel?: HeadingLevel; anchor?: boolean }) {
  return (
    <SectionWrapper {...wrapperProps(section)} {...(anchor ? sectionAttributes(section) : undefined)}>
      <SectionContent section={section} headingLevel={headingLevel} />
    </SectionWrapper>
  );
}

const teaserColumns = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
} as const;

function TeaserGrid({ sections, columns }: { sections: SectionView[]; columns: 2 | 3 }) {
  const [first] = sections;
  return (
    <SectionWrapper {...wrapperProps(first)} data-section-group="teaser-grid">
      <div className={cn("grid grid-cols-1 gap-6 lg:gap-8", teaserColumns[columns])}>
        {sections.map((section) => (
          <div key={section.id} className="min-w-0" {...sectionAttributes(section)}>
            <SectionContent section={section} headingLevel={2} />
          </div>
        ))}
      </div>
    </SectionWrapper>
  );
}

function firstHeadingLevel(blocks: SectionBlock[]): HeadingLevel {
  const first = blocks[0];
  return openingHeadingLevel(first?.kind === "single" ? first.section : first?.sections[0]);
}

/** A page's sections in order: single sections and grids of consecutive teaser boxes. */
export function SectionBlocks({ blocks, className }: { blocks: SectionBlock[]; className?: string }) {
  const firstLevel = firstHeadingLevel(blocks);
  return (
    <div className={className}>
      {blocks.map((block, i) =>
        block.kind === "single" ? (
          <RenderedSection key={block.section.id} section={block.section} headingLevel={i === 0 ? firstLevel : 2} />
        ) : (
          <TeaserGrid key={`grid-${block.sections[0]?.id ?? i}`} sections={block.sections} columns={block.columns} />
        ),
      )}
    </div>
  );
}
