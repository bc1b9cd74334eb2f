import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { RichText, SectionHeader } from "../../section-header";
import { MediaSplit, useSectionImage } from "../../section-image";

/** The closing call to action of a product page: title, text and two buttons (a URL may be a PDF). */
export function ProductCtaRenderer({ section, headingLevel }: SectionRendererProps<"product_cta">) {
  const s = section.settings;
  const image = useSectionImage(s.image);
  const align = image.wanted ? "start" : "center";
  return (
    <MediaSplit source={image} alt={s.imageAlt} position={s.imagePosition}>
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon} align={align}>
        <RichText html={section.html} center={align === "center"} />
        <SectionActions
          align={align}
          actions={[
            { text: s.cta1Text, url: s.cta1Url, variant: "primary" },
            { text: s.cta2Text, url: s.cta2Url, variant: "outline" },
          ]}
        />
      </SectionHeader>
    </MediaSplit>
  );
}
