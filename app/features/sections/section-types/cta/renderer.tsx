import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { RichText, SectionHeader } from "../../section-header";
import { MediaSplit, useSectionImage } from "../../section-image";

/** Call to action: a short message and two buttons, centred unless a picture sits beside it. */
export function CtaRenderer({ section, headingLevel }: SectionRendererProps<"cta">) {
  const s = section.settings;
  const image = useSectionImage(s.image, section.mediaIds);
  const align = image.wanted ? "start" : "center";
  return (
    <MediaSplit source={image} alt={s.imageAlt} position={s.imagePosition}>
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon} align={align}>
        <RichText html={section.html} center={align === "center"} />
        <SectionActions
          align={align}
          actions={[
            { text: s.primaryButtonText, url: s.primaryButtonUrl, variant: "primary" },
            { text: s.secondaryButtonText, url: s.secondaryButtonUrl, variant: "outline" },
          ]}
        />
      </SectionHeader>
    </MediaSplit>
  );
}
