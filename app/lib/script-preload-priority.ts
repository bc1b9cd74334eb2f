// React Router announces the page's JavaScript as <link rel="modulepreload">, which Chromium fetches
// at high priority, ahead of and alongside the hero picture — and which Lighthouse's simulation
// counts as render-blocking: some 125 KB before the first paint on a slow phone connection (issue 12
// item 5). The page is complete without its scripts (server-rendered, forms work without them), so
// they are asked for at low priority: the content first, then hydration. The scripts stay the same.
import { Transform } from "node:stream";

const MARKER = '<link rel="modulepreload"';
const LOWERED = '<link rel="modulepreload" fetchpriority="low"';

/** The document with every modulepreload link marked fetchpriority="low". */
export function lowerScriptPreloadPriority(html: string): string {
  return html.split(MARKER).join(LOWERED);
}

/** The same as a stream: a marker split across two chunks is still found. */
export function scriptPreloadPriorityStream(): Transform {
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + chunk.toString();
      // Hold back what could be the start of a marker cut off at the chunk's end.
      const keep = Math.min(text.length, MARKER.length - 1);
      let cut = text.length - keep;
      const partial = text.lastIndexOf("<", text.length - 1);
      if (partial < cut || !MARKER.startsWith(text.slice(partial))) cut = text.length;
      else cut = partial;
      carry = text.slice(cut);
      callback(null, lowerScriptPreloadPriority(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, lowerScriptPreloadPriority(carry));
    },
  });
}
