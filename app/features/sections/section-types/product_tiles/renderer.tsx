import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import { resolveAssetImage } from "~/features/media/image-sources";
import { SiteImage, SmartLink, useLinkTarget, useResolvedImage, useSectionRenderContext } from "../../render-context";
import type { SectionRendererProps } from "../../renderer-props";
import type { SectionSettings } from "../../registry";
import { Heading, RichText, SectionHeader, itemLevel, type HeadingTagLevel } from "../../section-header";
import { FramedImage, useSectionImage } from "../../section-image";
import { imageLayouts } from "../../image-layouts";

type ProductTile = NonNullable<SectionSettings<"product_tiles">["items"]>[number];

/** A grid of products or categories; each whole tile is one link. */
export function ProductTilesRenderer({ section, headingLevel }: SectionRendererProps<"product_tiles">) {
  const s = section.settings;
  const banner = useSectionImage(s.image);
  const items = s.items ?? [];
  const level = itemLevel(headingLevel, !!s.title);
  return (
    <div className="space-y-10">
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon}>
        <RichText html={section.html} />
      </SectionHeader>
      <FramedImage source={banner} alt={s.imageAlt} ratio="16/9" sizes={imageLayouts.full} />
      {items.length > 0 && (
        <ul className={cn("grid gap-6 sm:grid-cols-2", items.length % 4 === 0 ? "xl:grid-cols-4" : "lg:grid-cols-3")}>
          {items.map((item, i) => (
            <li key={`${i}-${item.title}`} className="min-w-0">
              <ProductTileCard item={item} level={level} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const tileClassName = "group flex h-full flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-sm";
const linkedTileClassName =
  "transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:hover:translate-y-0";

function ProductTileCard({ item, level }: { item: ProductTile; level: HeadingTagLevel }) {
  const { assets } = useSectionRenderContext();
  const settingImage = useResolvedImage(item.image);
  const linked = useLinkTarget(item.url) !== null;
  const image = item.image?.trim() ? settingImage : resolveAssetImage(item.media_asset_id, assets);
  const wantsImage = !!item.image?.trim() || item.media_asset_id != null;
  const texts = useSiteTexts().sections;
  const body = (
    <>
      {wantsImage && (
        <div className="aspect-[4/3] overflow-hidden bg-muted">
          <SiteImage
            image={image}
            alt=""
            placeholder={item.title}
            sizes={imageLayouts.productTile}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-6">
        <Heading level={level} className="text-xl">
          {item.title}
        </Heading>
        {item.description && <p className="leading-relaxed text-muted-foreground">{item.description}</p>}
        {linked && (
          <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-3 font-semibold">
            {texts.learnMore}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
          </span>
        )}
      </div>
    </>
  );
  if (!linked) return <div className={tileClassName}>{body}</div>;
  return (
    <SmartLink href={item.url} className={cn(tileClassName, linkedTileClassName)}>
      {body}
    </SmartLink>
  );
}
