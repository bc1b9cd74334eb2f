// The reading progress bar on a visitor's document without React (decision 0020): the server rendered
// it at 0 %; this moves it as scroll-progress.tsx does in the app.
import { measureScrollPercent, onScrollFrame, scrollSectionFor, sectionGradients } from "./scroll-progress-model";

export function enhanceScrollProgress(bar: HTMLElement) {
  const fill = bar.firstElementChild as HTMLElement | null;
  onScrollFrame(() => {
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
