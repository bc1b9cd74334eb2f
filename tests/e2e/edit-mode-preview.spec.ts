// The live preview prepared in the browser (docs/decisions/0049-preview-in-the-browser.md): a keystroke
// changes the section on the page before any request is answered – every request the page makes is
// held by a route handler meanwhile – and once the save is through, the page shows the server's result,
// the same as the preview. A page of its own, made through the edit mode's endpoint.
import { expect, test, type Page } from "@playwright/test";
import { admin, signInViaApi } from "./fixtures";
import { createPage } from "./fixtures/pages";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const panel = (page: Page) => page.getByTestId("floating-editor");

test("a typed text is on the page before any request is answered, and the saved page matches the preview", async ({ page }) => {
  const id = stamp();
  await signInViaApi(page.request, admin.email, admin.password);
  const slug = await createPage(page.request, `Tempo ${id}`, [
    { name: "Kopf", type: "hero", settings: { title: `Tempo ${id}` } },
    { name: "Einleitung", type: "content_intro", settings: { title: "Einleitung" }, html: "<p>Erster Absatz.</p>" },
  ]);
  await page.goto(`${slug}?edit=1`);
  await expect(panel(page).getByRole("heading", { name: /^Sektionen \(/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("toolbar", { name: "Sektion «Einleitung»" }).getByRole("button", { name: "«Einleitung» bearbeiten" }).click();
  const form = panel(page).getByRole("form", { name: "Sektion «Einleitung» bearbeiten" });
  await expect(form).toBeVisible();
  const sectionId = Number(await page.locator("main section[data-section-id]").filter({ hasText: "Erster Absatz." }).getAttribute("data-section-id"));

  // From here on, no request of the page is answered until the test lets them go.
  const held: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    const request = route.request();
    held.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ""}`);
    await gate;
    await route.continue();
  });

  const html = form.getByLabel("Inhalt (HTML)");
  await html.focus();
  await html.press("Control+End");
  await html.pressSequentially(` <img src=x onerror="window.hacked=1"> <strong>Schnell ${id}</strong>`, { delay: 20 });
  const preview = page.locator(`[data-live-preview="${sectionId}"]`);
  await expect(preview.locator("strong")).toHaveText(`Schnell ${id}`);
  // A keystroke changes the edited section's preview and nothing else of the page.
  await page.evaluate(() => {
    const w = window as unknown as { outside: string[] };
    w.outside = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target instanceof Element ? record.target : record.target.parentElement;
        if (!element?.closest("[data-live-preview]")) w.outside.push(`${record.type} ${element?.tagName ?? "?"}`);
      }
    }).observe(document.querySelector("main")!, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await html.pressSequentially(" weiter", { delay: 20 });
  await expect(preview).toContainText(`Schnell ${id} weiter`);
  expect(await page.evaluate(() => (window as unknown as { outside: string[] }).outside)).toEqual([]);
  // Settings fields too: the title, and an icon (its markup came with the panel's data).
  await form.getByLabel("Titel", { exact: true }).fill(`Einleitung ${id}`);
  await expect(preview.getByRole("heading", { name: `Einleitung ${id}` })).toBeVisible();
  await form.getByLabel("Icon", { exact: true }).selectOption("heart");
  await expect(preview.locator("svg")).toHaveCount(1);
  // The stored section is hidden behind its preview; nothing has been answered, no script ran.
  await expect(page.locator(`main section[data-section-id="${sectionId}"]`)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  expect(held.every((r) => !r.includes('"intent":"preview'))).toBe(true);
  const previewed = await preview.locator("section").innerHTML();
  expect(previewed).toContain(`<strong>Schnell ${id}</strong> weiter`);
  expect(previewed).not.toMatch(/onerror|<script/);

  // Let the requests go: the autosave goes through, and the preview shows the server's result – the same.
  release();
  await page.unrouteAll({ behavior: "wait" });
  await expect(form.getByText("✓ Gespeichert")).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => preview.locator("section").innerHTML()).toBe(previewed);

  // And the page itself, read again from the server, renders what the preview showed.
  await page.goto(slug);
  await expect(page.locator(`main section[data-section-id="${sectionId}"]`)).toBeVisible();
  expect(await page.locator(`main section[data-section-id="${sectionId}"]`).innerHTML()).toBe(previewed);
});
