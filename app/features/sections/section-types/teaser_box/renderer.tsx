import { cn } from "~/lib/cn";
import { SectionIcon } from "../../render-context";
import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { Badge, Heading, RichText } from "../../section-header";
import { FramedImage, useSectionImage } from "../../section-image";
import { imageLayouts } from "../../image-layouts";

/**
 * A card linking onwards. Consecutive teaser boxes are laid out as a grid by the list renderer; the
 * card turns horizontal by itself when it is given a wide space (container query).
 */
export function TeaserBoxRenderer({ section, headingLevel }: SectionRendererProps<"teaser_box">) {
  const s = section.settings;
  const image = useSectionImage(s.image, section.mediaIds);
  return (
    <div className="@container h-full">
      <article className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md @2xl:flex-row">
        {image.wanted && (
          <FramedImage
            source={image}
            alt={s.imageAlt}
            ratio="16/9"
            sizes={imageLayouts.teaserBox}
            className={cn("shrink-0 rounded-none shadow-none @2xl:aspect-auto @2xl:min-h-64 @2xl:w-2/5", s.imagePosition === "right" && "@2xl:order-2")}
          />
        )}
        <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8">
          {(s.badge || s.icon) && (
            <div className="flex flex-wrap items-center gap-3">
              {s.icon && (
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <SectionIcon name={s.icon} className="size-5" />
                </span>
              )}
              {s.badge && <Badge>{s.badge}</Badge>}
            </div>
          )}
          {s.title && (
            <Heading level={headingLevel} className="text-2xl">
              {s.title}
            </Heading>
          )}
          {s.subtitle && <p className="font-medium">{s.subtitle}</p>}
          {s.description && <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{s.description}</p>}
          <RichText html={section.html} className="text-base" />
          <SectionActions className="mt-auto pt-3" actions={[{ text: s.buttonText, url: s.buttonUrl, variant: "outline" }]} />
        </div>
      </article>
    </div>
  );
}
