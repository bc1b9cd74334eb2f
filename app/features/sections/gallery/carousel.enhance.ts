// The carousel on a visitor's document without React (decision 0020). Swiping works on CSS
// scroll-snap alone; this adds what carousel.tsx adds in the app: arrows, dots and arrow keys scroll
// it, and the dots and the announced position follow the picture at least half visible.
import { dotClassName, keyTarget, observeCurrentSlide, scrollToSlide, slidePosition } from "./carousel-model";

/** `root` is the element marked data-carousel. */
export function enhanceCarousel(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>('[role="group"][tabindex]');
  if (!track) return;
  const count = track.querySelectorAll("[data-index]").length;
  const dots = Array.from(root.querySelectorAll<HTMLElement>("[data-carousel-dot]"));
  const status = root.querySelector("[data-carousel-status]");
  let index = 0;

  const show = (next: number) => {
    if (next === index) return;
    index = next;
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
      const mark = dot.firstElementChild;
      if (mark) mark.className = dotClassName(i === index);
    });
    if (status) status.textContent = slidePosition(index, count);
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

  observeCurrentSlide(track, (visible) => {
    if (heading !== null && visible !== heading) return;
    heading = null;
    show(visible);
  });
  track.addEventListener("scrollend", () => {
    heading = null;
  });
  track.addEventListener("keydown", (event) => {
    const target = keyTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    goTo(target);
  });
  for (const step of root.querySelectorAll<HTMLElement>("[data-carousel-step]")) {
    step.addEventListener("click", () => goTo(index + Number(step.dataset.carouselStep)));
  }
  for (const dot of dots) dot.addEventListener("click", () => goTo(Number(dot.dataset.carouselDot)));
}
