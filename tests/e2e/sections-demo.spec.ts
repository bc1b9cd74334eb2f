// The sections demo and its seeding (docs/product/cms-screens.md, "Sections demo") in the browser: staff reach /sections
// from the CMS navigation; the first visit seeds eleven published sections, one of each main type, in
// order 1 to 11; later visits show the same eleven. /sections-demo leads there.
import { expect, test, type Page } from "@playwright/test";
import { admin, openSignedIn } from "./fixtures";

const demoTypes = ["hero", "content_intro", "text", "content", "image_text", "usp_tiles", "product_tiles", "teaser_box", "gallery", "testimonials", "cta"];

async function sectionsOnPage(page: Page) {
  return page.locator("main [data-section-id]").evaluateAll((nodes) => {
    const seen = new Map<string, string>();
    for (const node of nodes) seen.set(node.getAttribute("data-section-id") ?? "", node.getAttribute("data-section-type") ?? "");
    return [...seen.values()];
  });
}

test("the sections demo shows its eleven seeded sections, once, to staff", async ({ page, browser }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  // Visitors are sent to the login; the demo is a staff screen.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/sections");
  await expect(visitorPage).toHaveURL(/\/login\?redirectTo=%2Fsections$/);
  await visitor.close();

  await openSignedIn(page, admin, "/cms-overview");
  await page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Sektionen-Demo" }).first().click();
  await expect(page).toHaveURL(/\/sections$/);
  await expect(page).toHaveTitle(/^Sektionen-Demo – /);
  await expect(page.getByRole("heading", { level: 1, name: "Alle Bausteine der Website auf einen Blick" })).toBeVisible();
  expect(await sectionsOnPage(page)).toEqual(demoTypes);
  await expect(page.getByText("Warum Fachpersonen uns vertrauen")).toBeVisible();
  await expect(page.getByText("Sandra Meier")).toBeVisible();
  await expect(page.getByText("Unbekannter Sektionstyp")).toHaveCount(0);

  // Seeded once: a second visit (and the old address) shows the same eleven.
  await page.goto("/sections-demo");
  await expect(page).toHaveURL(/\/sections$/);
  expect(await sectionsOnPage(page)).toEqual(demoTypes);

  // The editor lists them, published, in order 1 to 11.
  await page.goto("/cms/page-editor/sections", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Sektionen (11)" })).toBeVisible();
  await expect(page.locator("ol > li h3")).toHaveText([
    "Demo: Hero",
    "Demo: Content Intro",
    "Demo: Text",
    "Demo: Content",
    "Demo: Bild + Text",
    "Demo: USP Kacheln",
    "Demo: Produkt Kacheln",
    "Demo: Teaser Box",
    "Demo: Galerie",
    "Demo: Testimonials",
    "Demo: Call-to-Action",
  ]);
  await expect(page.locator("ol > li").getByText("Entwurf", { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});
