// The one sanitising rule set (sanitize-html.ts), and proof that both sides apply it alike: the module is
// bundled for the browser as the client build bundles it (Vite, browser resolution, postcss left out:
// postcss-in-the-browser.ts) and run in Chromium, and every XSS payload of the security tests (tests/e2e/fixtures/xss-payloads.ts)
// comes out of the browser byte for byte as it comes out of the server (decision 0049).
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { build, type Rollup } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumPath } from "../../../scripts/test-setup/prerequisites.mjs";
import { packedPayloads, urlPayloads, xssPayloads } from "../../../tests/e2e/fixtures/xss-payloads";
import { sanitizeContentHtml } from "./sanitize-html";

describe("the content HTML rules", () => {
  it("keeps the text markup editors use", () => {
    const html =
      '<h2>Titel</h2><p class="lead">Ein <strong>starker</strong> <em>Satz</em><br />mit <sup>1</sup></p><ul><li>eins</li></ul>' +
      '<table><thead><tr><th scope="col" colspan="2">Kopf</th></tr></thead><tbody><tr><td rowspan="2">Zelle</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it("removes scripts, event handlers, frames, forms and styles", () => {
    expect(sanitizeContentHtml('<p onclick="x()" style="color:red">a</p><script>x()</script><iframe src="/"></iframe><form><input></form>')).toBe("<p>a</p>");
    expect(sanitizeContentHtml("<style>p{}</style><p>b</p>")).toBe("<p>b</p>");
  });

  it("keeps only the three allowed classes", () => {
    expect(sanitizeContentHtml('<p class="lead text-center evil highlight">a</p>')).toBe('<p class="lead text-center highlight">a</p>');
    expect(sanitizeContentHtml('<span class="bg-red-500">a</span>')).toBe("<span>a</span>");
  });

  it("opens external and mail links in a new tab without the opener, and keeps internal links as they are", () => {
    expect(sanitizeContentHtml('<a href="https://example.ch">x</a>')).toBe('<a href="https://example.ch" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeContentHtml('<a href="mailto:info@example.ch">x</a>')).toBe(
      '<a href="mailto:info@example.ch" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/kontakt" target="_top" rel="opener">x</a>')).toBe('<a href="/kontakt">x</a>');
    expect(sanitizeContentHtml('<a href="tel:+41441234567">x</a>')).toBe('<a href="tel:+41441234567">x</a>');
  });

  it("refuses script, data and protocol-relative addresses", () => {
    expect(sanitizeContentHtml('<a href="javascript:x()">x</a>')).toBe("<a>x</a>");
    // The link rule sees the address before the scheme check drops it: the tab rule stays, the address does not.
    expect(sanitizeContentHtml('<a href="//evil.example/">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeContentHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a" loading="lazy" />');
  });

  it("loads pictures lazily", () => {
    expect(sanitizeContentHtml('<img src="https://example.ch/a.jpg" alt="a" loading="eager">')).toBe(
      '<img src="https://example.ch/a.jpg" alt="a" loading="lazy" />',
    );
  });

  it("answers nothing for nothing", () => {
    expect(sanitizeContentHtml("")).toBe("");
  });
});

/** Everything the comparison runs: the payloads alone, packed behind each other, as addresses, and inside the markup the rules keep. */
const inputs = [
  ...xssPayloads.map((p) => p.html),
  ...xssPayloads.map((_, i) => packedPayloads(`Paket ${i}`, 2000, i)),
  ...urlPayloads
    .map((p) => p.html.replace(/^<a href="([^"]*)".*$/s, "$1"))
    .map((url) => `<a href="${url.replace(/"/g, "&quot;")}">Link</a><img src="${url.replace(/"/g, "&quot;")}" alt="Bild">`),
  ...xssPayloads.map((p) => `<p class="lead">Vor ${p.html} nach</p><table><tr><td>${p.html}</td></tr></table>`),
];

describe("both sides sanitise alike", () => {
  let browser: Browser;
  let bundle: string;

  beforeAll(async () => {
    const result = (await build({
      configFile: false,
      logLevel: "silent",
      // As the client build resolves it (vite.config.ts): postcss left out, so a payload that reached it would throw.
      resolve: { alias: { "~": path.resolve(import.meta.dirname, "../.."), postcss: path.resolve(import.meta.dirname, "postcss-in-the-browser.ts") } },
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        write: false,
        minify: false,
        target: "es2022",
        lib: { entry: path.resolve(import.meta.dirname, "sanitize-html.ts"), formats: ["iife"], name: "ContentHtml" },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    bundle = (Array.isArray(result) ? result[0] : result).output[0].code;
    browser = await chromium.launch({ executablePath: chromiumPath() });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("every XSS payload of the security tests comes out of Chromium as out of the server, byte for byte", async () => {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><title>Sanitiser</title>");
    await page.addScriptTag({ content: bundle });
    const inBrowser = await page.evaluate(
      (list) =>
        list.map((html) => (window as unknown as { ContentHtml: { sanitizeContentHtml: (h: string) => string } }).ContentHtml.sanitizeContentHtml(html)),
      inputs,
    );
    const onServer = inputs.map(sanitizeContentHtml);
    expect(inputs.length).toBeGreaterThan(3 * xssPayloads.length);
    for (let i = 0; i < inputs.length; i++) expect(inBrowser[i], inputs[i]).toBe(onServer[i]);
    // And the rules did their work: no tag that is left can run script (text may still read "onerror=", escaped).
    const tags = onServer.flatMap((html) => html.match(/<[a-z][^>]*>/gi) ?? []);
    expect(tags.filter((tag) => /^<(script|iframe|svg|style|object|embed|base|meta|link|form)|\son\w+\s*=|javascript:|data:|srcdoc/i.test(tag))).toEqual([]);
    await page.close();
  }, 60_000);
});
