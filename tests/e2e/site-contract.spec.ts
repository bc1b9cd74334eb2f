// The operating contract and crawler files, seen from outside (the README's operating contract: skeleton, head, crawlers).
import { expect, test } from "@playwright/test";

test.describe("Betrieb und Crawler", () => {
  test("healthz reports the database", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: { kind: "pglite", state: "up" } });
  });

  test("version.json names build, timestamp and commit", async ({ request }) => {
    const body = await (await request.get("/version.json")).json();
    expect(body.build).toMatch(/^[0-9a-f]{16}$/);
    expect(new Date(body.timestamp).getTime()).toBeGreaterThan(0);
    expect(body).toHaveProperty("commit");
  });

  test("robots.txt points at the sitemap and keeps crawlers out of the CMS", async ({ request, baseURL }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /cms\n");
    expect(text).toContain("Disallow: /cms-*");
    expect(text).toContain("Disallow: /login");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists published pages with their priority", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/produkte/pflege</loc><lastmod>[0-9-]+</lastmod><priority>0\\.8</priority>`));
    expect(xml).toContain(`<loc>${baseURL}/produkte/geburt-und-wochenbett/contessa</loc>`);
  });

  test("legacy addresses redirect permanently", async ({ request }) => {
    for (const [from, to] of [
      ["/pflege", "/produkte/pflege"],
      ["/geburt-wochenbett", "/produkte/geburt-wochenbett"],
      ["/stationseinrichtungen", "/produkte/stationseinrichtungen"],
      ["/wellness", "/produkte/wellness"],
      ["/produkte/geburt-und-wochenbett", "/produkte/geburt-wochenbett"],
      ["/produkte/", "/produkte"],
    ]) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()["location"], from).toBe(to);
    }
  });

  test("unknown paths answer 404 with the not-found page, and no breadcrumb of the missing path", async ({ page }) => {
    for (const path of ["/gibt-es-nicht", "/produkte/pflege/unbekannt", "/produkte/a/b/c/d", "/foo-x/bar"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      // Not merely hidden: a trail "Startseite › Foo-x › Bar" is not in the document at all.
      await expect(page.locator("[data-breadcrumb]"), path).toHaveCount(0);
    }
    // A page that exists keeps its trail.
    await page.goto("/produkte/pflege");
    await expect(page.locator("[data-breadcrumb]")).toHaveCount(1);
    await page
      .getByRole("link", { name: /Startseite/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a malformed address answers 400 with a German page, never 500", async ({ page }) => {
    for (const path of ["/%%%%", "/kontakt/%c0%ae", "/a%00b"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: "Ungültige Adresse" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Zur Startseite" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("anonymous pages are served from the cache and revalidate with an ETag", async ({ request }) => {
    await request.get("/produkte/wellness");
    const second = await request.get("/produkte/wellness");
    expect(second.headers()["x-cache"]).toBe("HIT");
    const etag = second.headers()["etag"];
    expect(etag).toBeTruthy();
    const third = await request.get("/produkte/wellness", { headers: { "If-None-Match": etag } });
    expect(third.status()).toBe(304);
  });

  test("permanent redirects of old addresses are kept in the cache too", async ({ request }) => {
    const first = await request.get("/pflege?cache=redirect", { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers()["location"]).toBe("/produkte/pflege?cache=redirect");
    const second = await request.get("/pflege?cache=redirect", { maxRedirects: 0 });
    expect(second.status()).toBe(301);
    expect(second.headers()["location"]).toBe("/produkte/pflege?cache=redirect");
    expect(second.headers()["x-cache"]).toBe("HIT");
  });

  test("hashed assets carry immutable cache headers", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.headers()["cache-control"]).toContain("immutable");
  });
});
