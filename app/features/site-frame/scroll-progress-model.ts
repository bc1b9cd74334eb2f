// The reading progress bar's arithmetic (docs/product/public-site.md, "Reading progress bar": thresholds 15/30/55/80 %), shared by the
// React bar (scroll-progress.tsx) and the visitor's enhancement (scroll-progress.enhance.ts).
export type ScrollSection = "hero" | "intro" | "focus" | "contessa" | "why";

export function scrollSectionFor(percent: number): ScrollSection {
  if (!(percent >= 15)) return "hero";
  if (percent < 30) return "intro";
  if (percent < 55) return "focus";
  if (percent < 80) return "contessa";
  return "why";
}

/** How far the page is scrolled, 0–100; a page that cannot scroll counts as 0. */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (!(scrollable > 0)) return 0;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

// Each section tints the bar differently, always from the active theme's tokens.
export const sectionGradients: Record<ScrollSection, string> = {
  hero: "linear-gradient(90deg, var(--primary), color-mix(in oklab, var(--primary) 55%, var(--background)))",
  intro: "linear-gradient(90deg, var(--primary), color-mix(in oklab, var(--primary) 50%, var(--accent)))",
  focus: "linear-gradient(90deg, color-mix(in oklab, var(--primary) 50%, var(--accent)), var(--accent))",
  contessa: "linear-gradient(90deg, var(--accent), var(--primary))",
  why: "linear-gradient(90deg, var(--primary), var(--success))",
};

/** The current page's progress, rounded to whole percent. */
export function measureScrollPercent(): number {
  const root = document.documentElement;
  return Math.round(scrollPercent(window.scrollY, root.scrollHeight, window.innerHeight));
}

/** Calls `update` at most once per frame while the page scrolls or resizes, and once at the start. */
export function onScrollFrame(update: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  return () => {
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}
