// In the section editor a new order is made by drag and drop (here by keyboard, as
// dnd-kit allows), stays local until 'Speichern', and is then written as one list, renumbered from 0.
import { expect, test, type Page } from "@playwright/test";
import { admin, signInViaApi, visibleToast } from "./fixtures";
import { createPage, liveEditApi } from "./fixtures/pages";
import { moveUpByKeyboard } from "./fixtures/sortable";

async function publicOrder(page: Page, slug: string) {
  const html = await (await page.request.get(slug)).text();
  return ["Erste", "Zweite", "Dritte"].sort((a, b) => html.indexOf(`${a}-Text`) - html.indexOf(`${b}-Text`));
}

test("a new order is kept local until 'Speichern' and then saved as one list", async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInViaApi(page.request, admin.email, admin.password);
  const slug = await createPage(page.request, `Reihenfolge ${stamp}`, [
    { name: "Erste", type: "text", html: "<p>Erste-Text</p>" },
    { name: "Zweite", type: "text", html: "<p>Zweite-Text</p>" },
    { name: "Dritte", type: "text", html: "<p>Dritte-Text</p>" },
  ]);
  await page.goto(`/cms/page-editor${slug}`);
  await page.locator("html[data-hydrated]").waitFor();
  const items = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /ziehen$/ }) });

  // Picked up, moved two places up, put down: only the screen changes.
  const moveDritteToTop = () => moveUpByKeyboard(page, page.getByRole("button", { name: "«Dritte» ziehen" }), "Dritte", { from: 3, places: 2 });
  await moveDritteToTop();
  await expect(page.getByText("Neue Reihenfolge – noch nicht gespeichert.")).toBeVisible();
  await expect(items.locator("h3")).toHaveText(["Dritte", "Erste", "Zweite"]);
  // Single changes wait while a new order is pending.
  await expect(page.getByRole("button", { name: "«Erste» duplizieren" })).toBeDisabled();
  expect(await publicOrder(page, slug)).toEqual(["Erste", "Zweite", "Dritte"]);

  await page.getByRole("button", { name: "Verwerfen" }).click();
  await expect(items.locator("h3")).toHaveText(["Erste", "Zweite", "Dritte"]);

  await moveDritteToTop();
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(visibleToast(page, "Sektionen erfolgreich gespeichert!")).toBeVisible();
  await expect(page.getByText("Neue Reihenfolge – noch nicht gespeichert.")).toHaveCount(0);
  expect(await publicOrder(page, slug)).toEqual(["Dritte", "Erste", "Zweite"]);
  const stored = (await (await page.request.get(liveEditApi(slug))).json()) as { sections: { sectionName: string; sectionOrder: number }[] };
  expect(stored.sections.map((s) => [s.sectionName, s.sectionOrder])).toEqual([
    ["Dritte", 0],
    ["Erste", 1],
    ["Zweite", 2],
  ]);
});
