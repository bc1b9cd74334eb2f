// An anonymous visitor's public page carries visitor.css instead of app.css (decision 0020): Tailwind
// builds it only from the files that render such a page. This proves the list of those files is
// complete: every class a public page uses, that app.css gives a rule, has its rule in the visitor's
// stylesheet too — on every page of the sitemap and the 404 page, after the visitor's script ran.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** The class names a stylesheet's selectors mention (Tailwind escapes `:`, `/`, `[`, leading digits). */
function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
    const name = match[1].replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, "$1");
    names.add(name);
  }
  return names;
}

function builtAppStylesheet(): string {
  const dir = path.resolve("build/client/assets");
  const files = fs.readdirSync(dir).filter((file) => /^app-[\w-]+\.css$/.test(file));
  expect(files, "one built app.css").toHaveLength(1);
  return fs.readFileSync(path.join(dir, files[0]), "utf8");
}

test("every class of a public page that app.css styles is styled by the visitor stylesheet", async ({ page, request }) => {
  test.setTimeout(120_000);
  const appClasses = classesOf(builtAppStylesheet());
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(paths.length).toBeGreaterThan(20);
  paths.push("/diese-seite-gibt-es-nicht");

  const missing = new Map<string, string>();
  let visitorCss = "";
  for (const pagePath of paths) {
    await page.goto(pagePath);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const { stylesheets, classes } = await page.evaluate(() => ({
      stylesheets: [...document.querySelectorAll("style[data-href]")].map((style) => ({
        href: style.getAttribute("data-href") ?? "",
        css: style.textContent ?? "",
      })),
      classes: [...new Set([...document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]))],
    }));
    // A visitor's document has the visitor stylesheet, inlined, and nothing of app.css.
    expect(
      stylesheets.map((s) => path.basename(s.href).replace(/-[\w-]+\.css$/, "")),
      pagePath,
    ).toEqual(["visitor"]);
    visitorCss = stylesheets[0].css;
    const visitorClasses = classesOf(visitorCss);
    for (const name of classes) {
      if (appClasses.has(name) && !visitorClasses.has(name) && !missing.has(name)) missing.set(name, pagePath);
    }
  }
  expect([...missing].map(([name, where]) => `${name} (${where})`)).toEqual([]);
  // The point of it: the CMS's utilities stay out (about a third of app.css).
  expect(visitorCss.length).toBeLessThan(builtAppStylesheet().length * 0.8);
});
