import { Gallery, useGalleryItems } from "../../gallery/gallery";
import { useSiteTexts } from "~/features/site-language/site-language";
import type { SectionRendererProps } from "../../renderer-props";
import { RichText, SectionHeader } from "../../section-header";

/** Pictures of the section's library files, in their order: grid up to 8, carousel beyond (docs/product/sections.md, "Galleries"). */
export function GalleryRenderer({ section, headingLevel }: SectionRendererProps<"gallery">) {
  const s = section.settings;
  const items = useGalleryItems(section.mediaIds);
  const texts = useSiteTexts().sections;
  return (
    <div className="space-y-10">
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon}>
        <RichText html={section.html} />
      </SectionHeader>
      <Gallery
        items={items}
        label={s.title || texts.gallery}
        type={s.galleryType}
        ratio={s.galleryRatio}
        fit={s.galleryFit}
        showDots={s.showDots ?? true}
        showArrows={s.showArrows ?? true}
      />
    </div>
  );
}
