import { useEffect, useState } from "react";

import { measureScrollPercent, onScrollFrame, scrollSectionFor, sectionGradients } from "./scroll-progress-model";

// Reading progress bar (spec §2). On a visitor's document without React, scroll-progress.enhance.ts
// moves the same bar.
export { scrollPercent, scrollSectionFor, type ScrollSection } from "./scroll-progress-model";

export function ScrollProgress() {
  const [percent, setPercent] = useState(0);

  useEffect(() => onScrollFrame(() => setPercent(measureScrollPercent())), []);

  const section = scrollSectionFor(percent);
  return (
    <div
      role="progressbar"
      aria-label="Lesefortschritt"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-scroll-progress=""
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
