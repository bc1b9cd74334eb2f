// The carousel's one implementation (decision 0020): the visitor's script runs it on the server's
// markup, and carousel.tsx runs it from an effect on the same markup for staff. Swiping works on CSS
// scroll-snap alone; this adds arrows, dots and arrow keys that scroll it, and the dots and the
// announced position follow the picture at least half visible. Returns its dispose.
import { dotClassName, keyTarget, observeCurrentSlide, scrollToSlide, slidePosition } from "./carousel-model";

/** `root` is the element marked data-carousel. */
export function enhanceCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>('[role="group"][tabindex]');
  if (!track) return () => {};
  const listeners = new AbortController();
  const { signal } = listeners;
  const count = track.querySelectorAll("[data-index]").length;
  const status = root.querySelector("[data-carousel-status]");
  // The announced position in the page's language, as the server wrote it (carousel.tsx).
  const positionLabel = root.dataset.positionLabel ?? "{index} / {count}";
  let index = 0;

  // Every dot and the status are written, not only the ones that change: enhanced again (carousel.tsx,
  // after its pictures changed) the markup may still show the position of before.
  const show = (next: number) => {
    index = next;
    root.querySelectorAll<HTMLElement>("[data-carousel-dot]").forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
      const mark = dot.firstElementChild;
      if (mark) mark.className = dotClassName(i === index);
    });
    // The status is a live region: only a new position is announced.
    const position = slidePosition(positionLabel, index, count);
    if (status && status.textContent !== position) status.textContent = position;
  };
  // While the track scrolls to a chosen picture, the observer's reports of the pictures it passes (or
  // its first report, which may arrive only now) must not take the choice back.
  let heading: number | null = null;
  const goTo = (target: number) => {
    const next = scrollToSlide(track, target, count);
    if (next === null) return;
    heading = next === index ? null : next;
    show(next);
  };

  const stopObserving = observeCurrentSlide(track, (visible) => {
    if (heading !== null && visible !== heading) return;
    heading = null;
    show(visible);
  });
  track.addEventListener("scrollend", () => (heading = null), { signal });
  track.addEventListener(
    "keydown",
    (event) => {
      const target = keyTarget(event.key, index, count);
      if (target === null) return;
      event.preventDefault();
      goTo(target);
    },
    { signal },
  );
  // The arrows (data-carousel-step) and the dots (data-carousel-dot).
  root.addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element).closest<HTMLElement>("[data-carousel-step], [data-carousel-dot]");
      const { carouselStep, carouselDot } = control?.dataset ?? {};
      if (carouselStep) goTo(index + Number(carouselStep));
      else if (carouselDot) goTo(Number(carouselDot));
    },
    { signal },
  );
  return () => {
    stopObserving();
    listeners.abort();
  };
}
