// A section picture that fails to load, on a visitor's document without React (decision 0020): as
// SiteImage does in the app (render-context.tsx), the resized copies are dropped first, then the
// further addresses are tried in order, and when none loads the generated placeholder takes its place.
import { IMAGE_BASE_CLASS, PLACEHOLDER_CLASS, placeholderLabel } from "~/features/media/image-sources";

function placeholderFor(img: HTMLImageElement): HTMLElement {
  const alt = img.getAttribute("alt") ?? "";
  const text = placeholderLabel(img.dataset.placeholder ?? alt);
  const own = img.className.startsWith(IMAGE_BASE_CLASS) ? img.className.slice(IMAGE_BASE_CLASS.length) : img.className;
  const box = document.createElement("div");
  box.className = `${PLACEHOLDER_CLASS} ${own}`.trim();
  if (alt === "") box.setAttribute("aria-hidden", "true");
  else {
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", alt || text);
  }
  const label = document.createElement("span");
  label.className = "line-clamp-2 break-words";
  label.textContent = text;
  box.append(label);
  return box;
}

function tryNext(img: HTMLImageElement) {
  if (img.hasAttribute("srcset")) {
    img.removeAttribute("srcset");
    img.removeAttribute("sizes");
    return;
  }
  const rest = (img.dataset.fallbacks ?? "").split(" ").filter((src) => src && src !== img.getAttribute("src"));
  const [next, ...later] = rest;
  if (next) {
    img.dataset.fallbacks = later.join(" ");
    img.src = next;
  } else img.replaceWith(placeholderFor(img));
}

export function enhanceSiteImages(root: Document) {
  const failed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && Boolean(img.currentSrc || img.getAttribute("src"));
  // Error events do not bubble; one listener in the capture phase sees every picture's.
  root.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute("data-fallbacks")) tryNext(event.target);
    },
    true,
  );
  // Pictures that failed before this script ran.
  for (const img of root.querySelectorAll<HTMLImageElement>("img[data-fallbacks]")) if (failed(img)) tryNext(img);
}
