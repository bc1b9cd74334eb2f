import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { RichText, SectionHeader } from "../../section-header";
import { MediaSplit, useSectionImage } from "../../section-image";

/**
 * Call to action, on any page and closing a product page: a short message and two buttons (a URL may
 * be a PDF), centred unless a picture sits beside it (its image setting, else its library file).
 */
export function CallToActionRenderer({ section, headingLevel }: SectionRendererProps<"cta">) {
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
