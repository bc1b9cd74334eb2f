import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import { fillText } from "~/features/site-language/fill-text";
import { Gallery, useGalleryItems, type GalleryItem } from "../../gallery/gallery";
import { PRODUCT_GALLERY_GRID_LIMIT } from "../../gallery/gallery-mode";
import { useResolvedImage } from "../../render-context";
import type { SectionRendererProps } from "../../renderer-props";
import { SectionActions } from "../../section-actions";
import { RichText, SectionHeader } from "../../section-header";
import { imageLayouts } from "../../image-layouts";

/** A product's opening block: title and calls to action beside its pictures (up to four, docs/product/sections.md, "Galleries"). */
export function ProductHeroRenderer({ section, headingLevel }: SectionRendererProps<"product_hero">) {
  const s = section.settings;
  const settingImage = useResolvedImage(s.image);
  const libraryItems = useGalleryItems(section.mediaIds);
  const items: GalleryItem[] = s.image?.trim() ? [{ key: "image", image: settingImage, alt: s.imageAlt }, ...libraryItems] : libraryItems;
  const hasPictures = items.length > 0;
  const texts = useSiteTexts().sections;
  return (
    <div className={cn("grid items-center gap-10 lg:gap-16", hasPictures && "lg:grid-cols-2")}>
      <SectionHeader
        level={headingLevel}
        title={s.title}
        subtitle={s.subtitle}
        description={s.description}
        badge={s.badge}
        icon={s.icon}
        className={cn(hasPictures && s.imagePosition === "left" && "lg:order-2")}
        titleClassName="text-4xl sm:text-5xl"
      >
        <RichText html={section.html} />
        <SectionActions
          className="pt-2"
          actions={[
            { text: s.primaryButtonText, url: s.primaryButtonUrl, variant: "primary" },
            { text: s.secondaryButtonText, url: s.secondaryButtonUrl, variant: "outline" },
          ]}
        />
      </SectionHeader>
      {hasPictures && (
        <Gallery
          items={items}
          label={s.title ? fillText(texts.picturesOf, { title: s.title }) : texts.productPictures}
          gridLimit={PRODUCT_GALLERY_GRID_LIMIT}
          ratio="4/3"
          narrow
          priority
          sizes={imageLayouts.split}
          emptyText={null}
        />
      )}
    </div>
  );
}
