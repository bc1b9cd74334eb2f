import type { SectionRendererProps } from "../../renderer-props";
import { ProductFacts, ProductGallery, ProductIntro } from "./product-details-parts";

/** A product page's main block: intro and calls to action, the pictures below, then features and data. */
export function ProductDetailsRenderer({ section, headingLevel }: SectionRendererProps<"product_details">) {
  const s = section.settings;
  return (
    <div className="space-y-12 sm:space-y-16">
      <ProductIntro settings={s} html={section.html} level={headingLevel} />
      <ProductGallery settings={s} mediaIds={section.mediaIds} title={s.heroTitle} priority={headingLevel === 1} />
      <ProductFacts settings={s} level={headingLevel} />
    </div>
  );
}
