import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import { fillText } from "~/features/site-language/fill-text";
import { Gallery, useGalleryItems } from "../../gallery/gallery";
import { resolveAssetImage } from "~/features/media/image-sources";
import { SectionIcon, SmartLink, useResolvedImage, useSectionRenderContext } from "../../render-context";
import type { SectionRendererProps } from "../../renderer-props";
import type { SectionSettings } from "../../registry";
import { SectionActions } from "../../section-actions";
import { Heading, RichText, SectionHeader, itemLevel, type HeadingTagLevel } from "../../section-header";
import { FramedImage, MediaSplit, useSectionImage } from "../../section-image";

type ContentItem = NonNullable<SectionSettings<"content">["items"]>[number];

/** Free content: intro and rich text, optional cards (items), pictures and a button. */
export function ContentRenderer({ section, headingLevel }: SectionRendererProps<"content">) {
  const s = section.settings;
  const image = useSectionImage(s.image);
  const pictures = useGalleryItems(section.mediaIds);
  const items = s.items ?? [];
  const texts = useSiteTexts().sections;
  return (
    <div className="space-y-12">
      <MediaSplit source={image} alt={s.imageAlt} position={s.imagePosition}>
        <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon}>
          <RichText html={section.html} />
        </SectionHeader>
      </MediaSplit>
      {items.length > 0 && (
        <ul className={cn("grid gap-6 sm:grid-cols-2", items.length % 3 === 0 && "lg:grid-cols-3")}>
          {items.map((item, i) => (
            <ContentCard key={`${i}-${item.title ?? ""}`} item={item} level={itemLevel(headingLevel, !!s.title)} />
          ))}
        </ul>
      )}
      <Gallery items={pictures} label={s.title ? fillText(texts.picturesOf, { title: s.title }) : texts.pictures} emptyText={null} />
      <SectionActions actions={[{ text: s.buttonText, url: s.buttonUrl, variant: "primary" }]} />
    </div>
  );
}

function ContentCard({ item, level }: { item: ContentItem; level: HeadingTagLevel }) {
  const { assets } = useSectionRenderContext();
  const settingImage = useResolvedImage(item.image);
  const image = item.image?.trim() ? settingImage : resolveAssetImage(item.media_asset_id, assets);
  const wantsImage = !!item.image?.trim() || item.media_asset_id != null;
  const href = item.buttonUrl || item.url;
  const texts = useSiteTexts().sections;
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-sm">
      {wantsImage && <FramedImage source={{ wanted: true, image }} ratio="16/9" className="rounded-none shadow-none" />}
      <div className="flex flex-1 flex-col gap-3 p-6">
        {item.icon && (
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <SectionIcon name={item.icon} className="size-5" />
          </span>
        )}
        {item.title && (
          <Heading level={level} className="text-xl">
            {item.title}
          </Heading>
        )}
        {item.text && <p className="leading-relaxed whitespace-pre-line">{item.text}</p>}
        {item.description && <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{item.description}</p>}
        {href && (
          <div className="mt-auto pt-2">
            <SmartLink
              href={href}
              className="inline-flex items-center gap-1 font-semibold underline decoration-primary decoration-2 underline-offset-4 hover:decoration-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {item.buttonText || texts.learnMore}
            </SmartLink>
          </div>
        )}
      </div>
    </li>
  );
}
