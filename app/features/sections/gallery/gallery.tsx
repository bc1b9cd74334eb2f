// The picture gallery of gallery sections and product galleries: empty note, single picture, grid or
// carousel, chosen by chooseGalleryMode (docs/product/sections.md, "Galleries").
import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import { resolveAssetImage } from "~/features/media/image-sources";
import { SiteImage, useSectionRenderContext } from "../render-context";
import { Carousel } from "./carousel";
import { fitClasses, ratioClasses } from "./gallery-frame";
import type { GalleryItem } from "./gallery-item";
import { GALLERY_GRID_LIMIT, chooseGalleryMode, galleryGridColumns, type GalleryFit, type GalleryRatio, type GalleryType } from "./gallery-mode";
import { imageLayouts } from "../image-layouts";

export type { GalleryItem } from "./gallery-item";

/** The section's chosen library files, in their order, resolved against the page's assets. */
export function useGalleryItems(mediaIds: readonly number[]): GalleryItem[] {
  const { assets } = useSectionRenderContext();
  return mediaIds.map((id, i) => ({ key: `${id}-${i}`, image: resolveAssetImage(id, assets) }));
}

export interface GalleryProps {
  items: GalleryItem[];
  /** Names the carousel for assistive technology, e.g. the section title; default 'Galerie' in the page's language. */
  label?: string;
  type?: GalleryType;
  ratio?: GalleryRatio;
  fit?: GalleryFit;
  showDots?: boolean;
  showArrows?: boolean;
  gridLimit?: number;
  /** Load the first picture eagerly (a gallery at the top of the page). */
  priority?: boolean;
  /** Width hint for a single picture or the carousel; grids derive their own. */
  sizes?: string;
  /** Narrow galleries (beside text) use at most two grid columns. */
  narrow?: boolean;
  /** Text when there are no pictures, default 'Keine Bilder in der Galerie' in the page's language; null renders nothing. */
  emptyText?: string | null;
  className?: string;
}

const FULL_WIDTH_SIZES = imageLayouts.full;

const gridColumnClasses = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
} as const;

const gridSizes = {
  1: FULL_WIDTH_SIZES,
  2: "(min-width: 1024px) 576px, (min-width: 640px) 50vw, 100vw",
  3: imageLayouts.teaserBox,
} as const;

export function Gallery({
  items,
  label,
  type = "auto",
  ratio = "16/9",
  fit = "cover",
  showDots = true,
  showArrows = true,
  gridLimit = GALLERY_GRID_LIMIT,
  priority = false,
  sizes = FULL_WIDTH_SIZES,
  narrow = false,
  emptyText,
  className,
}: GalleryProps) {
  const texts = useSiteTexts().sections;
  const mode = chooseGalleryMode(type, items.length, gridLimit);
  // Without a frame, 'auto' keeps each picture's own proportions.
  const framed = fit !== "auto" || mode === "carousel";
  const frameClassName = framed ? ratioClasses[ratio] : "";
  const imageClassName = cn(framed ? "h-full w-full" : "h-auto w-full", fitClasses[fit]);

  if (mode === "empty") {
    if (emptyText === null) return null;
    return (
      <p className={cn("rounded-card border border-dashed border-border bg-muted px-6 py-10 text-center text-muted-foreground", className)}>
        {emptyText ?? texts.galleryEmpty}
      </p>
    );
  }

  if (mode === "carousel") {
    return (
      <div className={className}>
        <Carousel
          items={items}
          label={label ?? texts.gallery}
          frameClassName={frameClassName}
          imageClassName={imageClassName}
          showArrows={showArrows}
          showDots={showDots}
          priority={priority}
          sizes={sizes}
        />
      </div>
    );
  }

  if (mode === "single") {
    const [first] = items;
    return (
      <figure className={cn("overflow-hidden rounded-card bg-muted", frameClassName, className)}>
        <SiteImage image={first.image} alt={first.alt} priority={priority} sizes={sizes} className={imageClassName} />
      </figure>
    );
  }

  const fullColumns = galleryGridColumns(items.length);
  const columns = narrow && fullColumns === 3 ? 2 : fullColumns;
  return (
    <ul className={cn("grid gap-4", gridColumnClasses[columns], className)} aria-label={label ?? texts.gallery}>
      {items.map((item, i) => (
        <li key={item.key} className={cn("overflow-hidden rounded-card bg-muted", frameClassName)}>
          <SiteImage
            image={item.image}
            alt={item.alt}
            priority={priority && i === 0}
            sizes={narrow ? "(min-width: 1024px) 288px, (min-width: 640px) 50vw, 100vw" : gridSizes[columns]}
            className={imageClassName}
          />
        </li>
      ))}
    </ul>
  );
}
