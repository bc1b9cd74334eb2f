import { Sparkles } from "lucide-react";
import { cn } from "~/lib/cn";
import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { Badge, RichText, SectionHeader } from "../../section-header";
import { FramedImage, useSectionImage } from "../../section-image";
import { imageLayouts } from "../../image-layouts";

/**
 * Points to one product. With the variant 'contessa-highlight' it is the home page's new-product
 * block (docs/product/README.md, "What the product is"): a large picture in a double frame and a big title on the accent surface.
 */
export function ProductTeaserRenderer({ section, headingLevel }: SectionRendererProps<"product_teaser">) {
  const s = section.settings;
  const image = useSectionImage(s.image, section.mediaIds);
  const highlight = s.variant === "contessa-highlight";
  const imageFirst = s.imagePosition === "left";

  if (highlight) {
    return (
      <div className={cn("grid items-center gap-12", image.wanted && "lg:grid-cols-[6fr_5fr] lg:gap-16")}>
        {image.wanted && (
          <div className={cn("relative px-3 pt-3 lg:px-0", !imageFirst && "lg:order-2")}>
            <div
              aria-hidden="true"
              className="absolute inset-0 translate-x-3 translate-y-3 rounded-card border-2 border-current opacity-40 lg:translate-x-5 lg:translate-y-5"
            />
            <FramedImage source={image} alt={s.imageAlt} ratio="4/3" sizes={imageLayouts.productHighlight} className="relative shadow-2xl" />
          </div>
        )}
        <div>
          {s.badge && (
            <Badge className="mb-5 gap-1.5 px-4 py-1.5 text-sm">
              <Sparkles className="size-4" aria-hidden="true" />
              {s.badge}
            </Badge>
          )}
          <SectionHeader
            level={headingLevel}
            title={s.title}
            subtitle={s.subtitle}
            description={s.description}
            icon={s.icon}
            titleClassName="text-4xl sm:text-5xl lg:text-6xl"
          >
            <RichText html={section.html} />
            <SectionActions className="pt-2" actions={[{ text: s.buttonText, url: s.buttonUrl, variant: "primary" }]} />
          </SectionHeader>
        </div>
      </div>
    );
  }

  return (
    <article className={cn("grid overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-sm", image.wanted && "md:grid-cols-2")}>
      {image.wanted && (
        <FramedImage
          source={image}
          alt={s.imageAlt}
          ratio="4/3"
          sizes={imageLayouts.productTeaser}
          className={cn("rounded-none shadow-none md:aspect-auto md:h-full", !imageFirst && "md:order-2")}
        />
      )}
      <SectionHeader
        level={headingLevel}
        title={s.title}
        subtitle={s.subtitle}
        description={s.description}
        badge={s.badge}
        icon={s.icon}
        className="flex flex-col justify-center p-6 sm:p-10"
      >
        <RichText html={section.html} className="text-base" />
        <SectionActions actions={[{ text: s.buttonText, url: s.buttonUrl, variant: "primary" }]} />
      </SectionHeader>
    </article>
  );
}
