import type { SectionRendererProps } from "../../renderer-props";
import { RichText, SectionHeader } from "../../section-header";
import { MediaSplit, useSectionImage } from "../../section-image";

/** Running text with an optional intro and picture. */
export function TextRenderer({ section, headingLevel }: SectionRendererProps<"text">) {
  const s = section.settings;
  const image = useSectionImage(s.image);
  return (
    <MediaSplit source={image} alt={s.imageAlt} position={s.imagePosition}>
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon}>
        <RichText html={section.html} />
      </SectionHeader>
    </MediaSplit>
  );
}
