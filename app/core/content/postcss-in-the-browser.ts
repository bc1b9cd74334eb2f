// What the browser build gets for `postcss` (vite.config.ts, decision 0049): sanitize-html parses a `style`
// attribute with it, and the content rules (sanitize-html.ts) never allow one, so in the browser it is never
// called – sanitize-html.test.ts bundles the rules this way and runs every XSS payload through them. Leaving
// postcss out keeps about 55 KB of parser from the staff's edit-mode chunk. Should a rule ever allow
// `style`, this refuses instead of parsing (sanitize-html then drops the attribute).
export function parse(): never {
  throw new Error("Die Inhaltsregeln erlauben kein style-Attribut; postcss ist im Browser nicht enthalten (sanitize-html.ts).");
}
