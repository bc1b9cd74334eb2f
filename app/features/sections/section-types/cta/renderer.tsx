import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions, type SectionAction } from "../../section-actions";
import { RichText, SectionHeader } from "../../section-header";
import { MediaSplit, useSectionImage } from "../../section-image";

/** The props of either type: a union of the two, which each render-map entry accepts. */
type CallToActionProps = SectionRendererProps<"cta"> | SectionRendererProps<"product_cta">;

/**
 * What differs between the two call-to-action types: the keys their two buttons are stored under
 * (twoButtons and productButtons in settings-fields.ts), and whether a chosen library file stands in
 * for the picture (the definitions' `image.fallbackToMedia`: cta only).
 */
function callToActionParts({ section }: CallToActionProps): { buttons: SectionAction[]; mediaIds: readonly number[] } {
  if (section.type === "product_cta") {
    const s = section.settings;
    return {
      buttons: [
        { text: s.cta1Text, url: s.cta1Url, variant: "primary" },
        { text: s.cta2Text, url: s.cta2Url, variant: "outline" },
      ],
      mediaIds: [],
    };
  }
  const s = section.settings;
  return {
    buttons: [
      { text: s.primaryButtonText, url: s.primaryButtonUrl, variant: "primary" },
      { text: s.secondaryButtonText, url: s.secondaryButtonUrl, variant: "outline" },
    ],
    mediaIds: section.mediaIds,
  };
}

/**
 * Call to action, on any page (cta) and closing a product page (product_cta): a short message and
 * two buttons (a URL may be a PDF), centred unless a picture sits beside it.
 */
export function CallToActionRenderer(props: CallToActionProps) {
  const { section, headingLevel } = props;
  const s = section.settings;
  const { buttons, mediaIds } = callToActionParts(props);
  const image = useSectionImage(s.image, mediaIds);
  const align = image.wanted ? "start" : "center";
  return (
    <MediaSplit source={image} alt={s.imageAlt} position={s.imagePosition}>
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon} align={align}>
        <RichText html={section.html} center={align === "center"} />
        <SectionActions align={align} actions={buttons} />
      </SectionHeader>
    </MediaSplit>
  );
}
