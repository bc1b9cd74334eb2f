// The reading progress bar, its one implementation (decision 0020): the server rendered it at 0 %; the
// visitor's script and, for staff, scroll-progress.tsx's effect run this to move it. Returns its dispose.
import { measureScrollPercent, onScrollFrame, scrollSectionFor, sectionGradients } from "./scroll-progress-model";

export function enhanceScrollProgress(bar: HTMLElement): () => void {
  const fill = bar.firstElementChild as HTMLElement | null;
  return onScrollFrame(() => {
    const percent = measureScrollPercent();
    const section = scrollSectionFor(percent);
    bar.setAttribute("aria-valuenow", String(percent));
    bar.dataset.section = section;
    if (fill) {
      fill.style.transform = `scaleX(${percent / 100})`;
      fill.style.backgroundImage = sectionGradients[section];
    }
  });
}
