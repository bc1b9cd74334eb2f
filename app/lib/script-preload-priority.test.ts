import { describe, expect, it } from "vitest";
import { lowerScriptPreloadPriority } from "./script-preload-priority";

const html =
  '<head><link rel="preload" as="image" href="/media/a.webp"/><link rel="modulepreload" href="/assets/entry.client-x.js"/>' +
  '<link rel="modulepreload" href="/assets/root-y.js"/><link rel="stylesheet" href="/x.css"/></head><body><p>Gebärwanne &lt;link rel="modulepreload"</p></body>';

const expected = html
  .replace('<link rel="modulepreload" href="/assets/entry', '<link rel="modulepreload" fetchpriority="low" href="/assets/entry')
  .replace('<link rel="modulepreload" href="/assets/root', '<link rel="modulepreload" fetchpriority="low" href="/assets/root');

describe("script preload priority", () => {
  it("marks every modulepreload link low priority and leaves everything else alone (escaped text included)", () => {
    expect(lowerScriptPreloadPriority(Buffer.from(html)).toString("utf8")).toBe(expected);
  });

  it("returns a document without such links unchanged", () => {
    const page = Buffer.from("<html><body><p>Gebärwanne</p></body></html>");
    expect(lowerScriptPreloadPriority(page)).toBe(page);
  });
});
