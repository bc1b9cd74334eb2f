import { useEffect, useRef } from "react";

import { useSiteTexts } from "~/features/site-language/site-language";
import { sectionGradients } from "./scroll-progress-model";
import { enhanceScrollProgress } from "./scroll-progress.enhance";

// Reading progress bar (docs/product/public-site.md, "Reading progress bar"): rendered at 0 %; scroll-progress.enhance.ts moves it, for staff from
// the effect below and on a visitor's document without React from the visitor's script (decision 0020).
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);
  const texts = useSiteTexts().frame;
  useEffect(() => enhanceScrollProgress(barRef.current!), []);
  return (
    <div
      ref={barRef}
      role="progressbar"
      aria-label={texts.readingProgress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-scroll-progress=""
      data-section="hero"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className="h-full origin-left motion-safe:transition-transform motion-safe:duration-150"
        style={{ transform: "scaleX(0)", backgroundImage: sectionGradients.hero }}
      />
    </div>
  );
}
