// React Router announces the page's JavaScript as <link rel="modulepreload">, which Chromium fetches
// at high priority, ahead of and alongside the hero picture — and which Lighthouse's simulation
// counts as render-blocking: some 125 KB before the first paint on a slow phone connection (docs/benchmarks.md,
// "Lighthouse"). The page is complete without its scripts (server-rendered, forms work without them), so
// they are asked for at low priority: the content first, then hydration. The scripts stay the same.
import { replaceAsciiInBytes } from "./ascii-in-bytes";

const MARKER = '<link rel="modulepreload"';
const LOWERED = '<link rel="modulepreload" fetchpriority="low"';

/** The document with every modulepreload link marked fetchpriority="low"; a visitor's document has no
 * such link and is returned as it is. */
export function lowerScriptPreloadPriority(html: Buffer): Buffer {
  return replaceAsciiInBytes(html, MARKER, LOWERED);
}
