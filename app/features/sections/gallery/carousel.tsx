// Swipe carousel on CSS scroll-snap (native swiping, works before hydration); arrows, dots and the
// arrow keys scroll it, and the current picture is the one at least half visible (docs/product/sections.md, "Galleries").
// This renders it at the first picture; its behaviour is carousel.enhance.ts, run from the effect below
// for staff and by the visitor's script on a document without React (decision 0020).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import { SiteImage } from "../render-context";
import type { GalleryItem } from "./gallery-item";
import { dotClassName, slidePosition } from "./carousel-model";
import { enhanceCarousel } from "./carousel.enhance";

export interface CarouselProps {
  items: GalleryItem[];
  label: string;
  frameClassName: string;
  imageClassName: string;
  showArrows: boolean;
  showDots: boolean;
  priority?: boolean;
  sizes?: string;
}

const arrowClass =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-background/90 text-foreground shadow-md transition hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

export function Carousel({ items, label, frameClassName, imageClassName, showArrows, showDots, priority, sizes }: CarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const count = items.length;
  const texts = useSiteTexts().carousel;
  // The enhancement holds the pictures it observes: when the edit mode's live preview changes them or
  // adds the dots (edit-mode/live-preview.tsx renders this with the typed settings), it is disposed
  // and run again, and writes the position it finds into the new markup.
  const slides = items.map((item) => item.key).join(" ");
  useEffect(() => enhanceCarousel(rootRef.current!), [slides, showDots]);

  return (
    <div
      ref={rootRef}
      data-carousel=""
      data-position-label={texts.position}
      role="region"
      aria-roledescription={texts.roleDescription}
      aria-label={label}
      className="relative"
    >
      <div className="relative">
        <div
          tabIndex={0}
          role="group"
          aria-label={texts.track}
          className="gallery-track relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          {items.map((item, i) => (
            <div
              key={item.key}
              data-index={i}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={slidePosition(texts.position, i, count)}
              className={cn("w-full shrink-0 snap-center snap-always overflow-hidden bg-muted", frameClassName)}
            >
              <SiteImage image={item.image} alt={item.alt} priority={priority && i === 0} sizes={sizes} className={cn("h-full w-full", imageClassName)} />
            </div>
          ))}
        </div>
        {showArrows && (
          <>
            <button type="button" className={cn(arrowClass, "left-2 sm:left-4")} aria-label={texts.previous} data-carousel-step="-1">
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button type="button" className={cn(arrowClass, "right-2 sm:right-4")} aria-label={texts.next} data-carousel-step="1">
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {showDots && (
        <div className="mt-4 flex flex-wrap justify-center gap-1" role="group" aria-label={texts.choose}>
          {items.map((item, i) => (
            <button
              key={item.key}
              type="button"
              aria-label={slidePosition(texts.position, i, count)}
              aria-current={i === 0 ? "true" : undefined}
              data-carousel-dot={i}
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className={dotClassName(i === 0)} />
            </button>
          ))}
        </div>
      )}
      <p className="sr-only" aria-live="polite" data-carousel-status="">
        {slidePosition(texts.position, 0, count)}
      </p>
    </div>
  );
}
