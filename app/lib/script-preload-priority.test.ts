import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowerScriptPreloadPriority, scriptPreloadPriorityStream } from "./script-preload-priority";

const html =
  '<head><link rel="preload" as="image" href="/media/a.webp"/><link rel="modulepreload" href="/assets/entry.client-x.js"/>' +
  '<link rel="modulepreload" href="/assets/root-y.js"/><link rel="stylesheet" href="/x.css"/></head><body><p>&lt;link rel="modulepreload"</p></body>';

const expected = html
  .replace('<link rel="modulepreload" href="/assets/entry', '<link rel="modulepreload" fetchpriority="low" href="/assets/entry')
  .replace('<link rel="modulepreload" href="/assets/root', '<link rel="modulepreload" fetchpriority="low" href="/assets/root');

async function throughStream(chunks: string[]) {
  let out = "";
  for await (const part of Readable.from(chunks).pipe(scriptPreloadPriorityStream())) out += part.toString();
  return out;
}

describe("script preload priority", () => {
  it("marks every modulepreload link low priority and leaves everything else alone (escaped text included)", () => {
    expect(lowerScriptPreloadPriority(html)).toBe(expected);
  });

  it("finds a link split across chunks at any position", async () => {
    for (let at = 1; at < html.length; at++) {
      expect(await throughStream([html.slice(0, at), html.slice(at)])).toBe(expected);
    }
    expect(await throughStream(html.match(/[\s\S]{1,7}/g) ?? [])).toBe(expected);
  });
});
