import { cn } from "~/lib/cn";
import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { RichText, SectionHeader } from "../../section-header";
import { FramedImage, useSectionImage } from "../../section-image";
import { imageLayouts } from "../../image-layouts";

/** Page opener: large title, intro, two calls to action and at most one picture, loaded first. */
export function HeroRenderer({ section, headingLevel }: SectionRendererProps<"hero">) {
  const s = section.settings;
  const image = useSectionImage(s.image, section.mediaIds.slice(0, 1));
  const align = image.wanted ? "start" : "center";
  return (
    <div className={cn("grid items-center gap-10 lg:gap-16", image.wanted && "lg:grid-cols-2")}>
      <SectionHeader
        level={headingLevel}
        title={s.title}
        subtitle={s.subtitle}
        description={s.description}
        badge={s.badge}
        icon={s.icon}
        align={align}
        className={cn(image.wanted && s.imagePosition === "left" && "lg:order-2")}
        titleClassName="text-4xl sm:text-5xl lg:text-6xl"
      >
        <RichText html={section.html} center={align === "center"} />
        <SectionActions
          align={align}
          className="pt-2"
          actions={[
            { text: s.primaryButtonText, url: s.primaryButtonUrl, variant: "primary" },
            { text: s.secondaryButtonText, url: s.secondaryButtonUrl, variant: "outline" },
          ]}
        />
      </SectionHeader>
      <FramedImage source={image} alt={s.imageAlt} ratio="4/3" priority sizes={imageLayouts.split} className="shadow-lg" />
    </div>
  );
}
