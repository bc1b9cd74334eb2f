// What the header's menus share between the React header (site-header.tsx) and the visitor's
// enhancement without React (site-header.enhance.ts): timings of docs/product/limits-and-constants.md and the products
// menu's type-ahead. The burger's labels come with the markup, in the page's language (site-texts.ts).

/** docs/product/limits-and-constants.md, "Header, progress bar and menus": the dropdown closes 150 ms after the pointer left; typed letters reset after 1000 ms. */
export const closeDelayMs = 150;
export const typeaheadResetMs = 1000;

/** What a key on the menu button does (APG menu button): open with the first or last item focused, close, or nothing. */
export function menuButtonKey(key: string, open: boolean): "first" | "last" | "close" | null {
  if (key === "Enter" || key === " " || key === "ArrowDown") return "first";
  if (key === "ArrowUp") return "last";
  return key === "Escape" && open ? "close" : null;
}

/**
 * The item type-ahead moves to: repeating one letter cycles through the items starting with it; more
 * letters refine the search. -1 when none matches.
 */
export function typeaheadMatch(labels: string[], currentIndex: number, typed: string): number {
  const repeated = [...typed].every((char) => char === typed[0]);
  const query = repeated ? typed[0] : typed;
  const start = query.length === 1 ? currentIndex + 1 : Math.max(currentIndex, 0);
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (labels[index].trim().toLocaleLowerCase("de-CH").startsWith(query)) return index;
  }
  return -1;
}

/** The menu's type-ahead: each typed letter focuses the matching item; the letters reset after a pause. */
export function createTypeahead() {
  let text = "";
  let timer: number | undefined;
  return {
    type(key: string, items: HTMLElement[]) {
      window.clearTimeout(timer);
      text += key.toLocaleLowerCase("de-CH");
      timer = window.setTimeout(() => {
        text = "";
      }, typeaheadResetMs);
      const match = typeaheadMatch(
        items.map((item) => item.textContent ?? ""),
        items.indexOf(document.activeElement as HTMLElement),
        text,
      );
      if (match >= 0) items[match].focus({ preventScroll: true });
    },
    dispose() {
      window.clearTimeout(timer);
    },
  };
}
