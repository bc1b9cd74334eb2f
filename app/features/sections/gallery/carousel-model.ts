// What the carousel (carousel.tsx) and its enhancement on a visitor's document without React
// (carousel.enhance.ts) share: the keys that move it, the dots' look and the announced position. The
// position's words are the page's language's, a template the carousel carries in its markup
// (data-position-label), so the visitor's script needs no catalogue.
import { fillText } from "~/features/site-language/fill-text";

const dotBase = "block h-2.5 rounded-full transition-all";
const dotCurrent = "w-6 bg-primary";
const dotOther = "w-2.5 bg-muted-foreground group-hover:bg-foreground";

export function dotClassName(current: boolean): string {
  return `${dotBase} ${current ? dotCurrent : dotOther}`;
}

/** "Bild 3 von 9" from the template "Bild {index} von {count}" (site-texts.ts, carousel.position); `index` counts from 0. */
export function slidePosition(template: string, index: number, count: number): string {
  return fillText(template, { index: index + 1, count });
}

/** The picture a key moves to (before wrapping around), or null for a key the carousel ignores. */
export function keyTarget(key: string, index: number, count: number): number | null {
  const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
  return key in moves ? moves[key] : null;
}

/** Scrolls the track to a picture (wrapping around) and returns its index, or null when it is missing. */
export function scrollToSlide(track: HTMLElement, target: number, count: number): number | null {
  const next = (target + count) % count;
  const slide = track.querySelector<HTMLElement>(`[data-index="${next}"]`);
  if (!slide) return null;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  track.scrollTo({ left: slide.offsetLeft, behavior: reduceMotion ? "auto" : "smooth" });
  return next;
}

/** Reports the picture at least half visible in the track; returns the observer's disconnect. */
export function observeCurrentSlide(track: HTMLElement, onCurrent: (index: number) => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio >= 0.5) onCurrent(Number(entry.target.getAttribute("data-index")));
      }
    },
    { root: track, threshold: 0.5 },
  );
  for (const slide of track.querySelectorAll("[data-index]")) observer.observe(slide);
  return () => observer.disconnect();
}
