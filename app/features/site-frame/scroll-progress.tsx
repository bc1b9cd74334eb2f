import { useEffect, useState } from "react";

// Reading progress bar (spec §2; thresholds 15/30/55/80 % from §9).
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
const sectionGradients: Record<ScrollSection, string> = {
  hero: "linear-gradient(90deg, var(--primary), color-mix(in oklab, var(--primary) 55%, var(--background)))",
  intro: "linear-gradient(90deg, var(--primary), color-mix(in oklab, var(--primary) 50%, var(--accent)))",
  focus: "linear-gradient(90deg, color-mix(in oklab, var(--primary) 50%, var(--accent)), var(--accent))",
  contessa: "linear-gradient(90deg, var(--accent), var(--primary))",
  why: "linear-gradient(90deg, var(--primary), var(--success))",
};

function measure(): number {
  const root = document.documentElement;
  return Math.round(scrollPercent(window.scrollY, root.scrollHeight, window.innerHeight));
}

export function ScrollProgress() {
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setPercent(measure());
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
  }, []);

  const section = scrollSectionFor(percent);
  return (
    <div
      role="progressbar"
      aria-label="Lesefortschritt"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-section={section}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className="h-full origin-left motion-safe:transition-transform motion-safe:duration-150"
        style={{ transform: `scaleX(${percent / 100})`, backgroundImage: sectionGradients[section] }}
      />
    </div>
  );
}
