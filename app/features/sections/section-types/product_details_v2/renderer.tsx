import { cn } from "~/lib/cn";
import type { SectionRendererProps } from "../../renderer-props";
import { ProductFacts, ProductGallery, ProductIntro } from "../product_details/product-details-parts";

/** Like product_details, with the pictures beside the intro on wide screens. */
export function ProductDetailsV2Renderer({ section, headingLevel }: SectionRendererProps<"product_details_v2">) {
  const s = section.settings;
  const hasPictures = section.mediaIds.length > 0;
  return (
    <div className="space-y-12 sm:space-y-16">
      <div className={cn("grid items-start gap-10", hasPictures && "lg:grid-cols-2 lg:gap-14")}>
        {hasPictures && (
          <div className="min-w-0 lg:sticky lg:top-28">
            <ProductGallery settings={s} mediaIds={section.mediaIds} title={s.heroTitle} priority={headingLevel === 1} narrow />
          </div>
        )}
        <ProductIntro settings={s} html={section.html} level={headingLevel} />
      </div>
      <ProductFacts settings={s} level={headingLevel} />
    </div>
  );
}
