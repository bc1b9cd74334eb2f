import type { SectionRendererProps } from "../../renderer-props";
import { RichText, SectionHeader } from "../../section-header";
import { MediaSplit, useSectionImage } from "../../section-image";

/** The centred introduction under a page's hero; beside its picture when it has one. */
export function ContentIntroRenderer({ section, headingLevel }: SectionRendererProps<"content_intro">) {
  const s = section.settings;
  const image = useSectionImage(s.image, section.mediaIds);
  const align = image.wanted ? "start" : "center";
  return (
    <MediaSplit source={image} alt={s.imageAlt} position={s.imagePosition}>
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon} align={align}>
        <RichText html={section.html} center={align === "center"} className="text-lg" />
      </SectionHeader>
    </MediaSplit>
  );
}
