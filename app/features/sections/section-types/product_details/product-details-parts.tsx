// Pieces shared by both product detail layouts (product_details and product_details_v2).
import { useId } from "react";
import { Gallery, useGalleryItems } from "../../gallery/gallery";
import { PRODUCT_GALLERY_GRID_LIMIT } from "../../gallery/gallery-mode";
import { SectionIcon } from "../../render-context";
import type { SectionSettings } from "../../registry";
import type { HeadingLevel } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { Badge, Heading, RichText, subLevel, type HeadingTagLevel } from "../../section-header";
import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import { fillText } from "~/features/site-language/fill-text";
import { imageLayouts } from "../../image-layouts";

export type ProductDetailsSettings = SectionSettings<"product_details">;

export function ProductIntro({ settings, html, level }: { settings: ProductDetailsSettings; html: string; level: HeadingLevel }) {
  const s = settings;
  return (
    <div className="max-w-3xl space-y-5">
      {s.badge && <Badge>{s.badge}</Badge>}
      {s.heroTitle && (
        <Heading level={level} className="text-4xl sm:text-5xl">
          {s.heroTitle}
        </Heading>
      )}
      {s.heroSubtitle && <p className="text-xl font-medium">{s.heroSubtitle}</p>}
      <RichText html={s.heroDescription} className="text-lg text-muted-foreground" />
      <RichText html={html} />
      <SectionActions
        className="pt-2"
        actions={[
          { text: s.cta1Text, url: s.cta1Url, variant: "primary" },
          { text: s.cta2Text, url: s.cta2Url, variant: "outline" },
        ]}
      />
    </div>
  );
}

export function ProductGallery({
  settings,
  mediaIds,
  title,
  priority,
  narrow,
}: {
  settings: ProductDetailsSettings;
  mediaIds: number[];
  title?: string;
  priority: boolean;
  narrow?: boolean;
}) {
  const items = useGalleryItems(mediaIds);
  const texts = useSiteTexts().sections;
  return (
    <Gallery
      items={items}
      label={title ? fillText(texts.picturesOf, { title }) : texts.productPictures}
      type={settings.galleryType}
      ratio={settings.galleryRatio}
      fit={settings.galleryFit}
      showDots={settings.showDots ?? true}
      showArrows={settings.showArrows ?? true}
      gridLimit={PRODUCT_GALLERY_GRID_LIMIT}
      priority={priority}
      narrow={narrow}
      sizes={narrow ? imageLayouts.split : imageLayouts.full}
      emptyText={null}
    />
  );
}

export function ProductFeatures({ features, level }: { features: ProductDetailsSettings["features"]; level: HeadingTagLevel }) {
  if (!features?.length) return null;
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", features.length % 3 === 0 && "lg:grid-cols-3")}>
      {features.map((feature, i) => (
        <li key={`${i}-${feature.title}`} className="flex gap-4 rounded-card border border-border bg-card p-6 text-card-foreground shadow-sm">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <SectionIcon name={feature.icon} className="size-5" />
          </span>
          <div className="min-w-0 space-y-2">
            <Heading level={level} className="text-lg">
              {feature.title}
            </Heading>
            <RichText html={feature.description} className="text-base text-muted-foreground" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TechnicalSpecs({ specs, level }: { specs: ProductDetailsSettings["technicalSpecs"]; level: HeadingTagLevel }) {
  const headingId = useId();
  const texts = useSiteTexts().sections;
  if (!specs?.length) return null;
  return (
    <div className="min-w-0 rounded-card border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <Heading level={level} id={headingId} className="text-2xl">
        {texts.technicalData}
      </Heading>
      <table aria-labelledby={headingId} className="mt-5 w-full table-fixed border-collapse text-left">
        <tbody>
          {specs.map((spec, i) => (
            <tr key={`${i}-${spec.label}`} className="border-b border-border last:border-b-0">
              <th scope="row" className="w-2/5 py-3 pr-4 align-top text-sm font-medium break-words text-muted-foreground">
                {spec.label}
              </th>
              <td className="py-3 align-top font-semibold break-words">{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MaterialInfo({ html, level }: { html: string | undefined; level: HeadingTagLevel }) {
  const texts = useSiteTexts().sections;
  if (!html?.trim()) return null;
  return (
    <div className="min-w-0 rounded-card border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <Heading level={level} className="text-2xl">
        {texts.material}
      </Heading>
      <RichText html={html} className="mt-5 text-base" />
    </div>
  );
}

/** Features, then technical data beside material information. */
export function ProductFacts({ settings, level }: { settings: ProductDetailsSettings; level: HeadingLevel }) {
  const inner = subLevel(level);
  const hasSpecs = !!settings.technicalSpecs?.length;
  const hasMaterial = !!settings.materialInfo?.trim();
  return (
    <>
      <ProductFeatures features={settings.features} level={inner} />
      {(hasSpecs || hasMaterial) && (
        <div className={cn("grid gap-6", hasSpecs && hasMaterial && "lg:grid-cols-2")}>
          <TechnicalSpecs specs={settings.technicalSpecs} level={inner} />
          <MaterialInfo html={settings.materialInfo} level={inner} />
        </div>
      )}
    </>
  );
}
