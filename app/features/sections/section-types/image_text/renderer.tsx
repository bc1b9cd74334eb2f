import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { RichText, SectionHeader } from "../../section-header";
import { MediaSplit, useSectionImage } from "../../section-image";

/** Text and picture side by side (picture right unless set to left); stacked on phones. */
export function ImageTextRenderer({ section, headingLevel }: SectionRendererProps<"image_text">) {
  const s = section.settings;
  const image = useSectionImage(s.image, section.mediaIds);
  return (
    <MediaSplit source={image} alt={s.imageAlt} position={s.imagePosition ?? "right"}>
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon}>
        <RichText html={section.html} />
        <SectionActions actions={[{ text: s.buttonText, url: s.buttonUrl, variant: "primary" }]} />
      </SectionHeader>
    </MediaSplit>
  );
}
