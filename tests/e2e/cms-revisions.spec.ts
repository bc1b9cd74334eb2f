// History and conflicts (docs/decisions/0005-revisions-and-caches.md), restoring an earlier revision: in the section editor an
// earlier version of a page is restored after a confirmation, and the public page shows it. The page
// has a schedule ('Zurückziehen am'): a version brings back content, and the schedule stays.
import { expect, test, type Page } from "@playwright/test";
import { admin, originHeader, signInViaApi } from "./fixtures";

function toast(page: Page, text: string | RegExp) {
  // Sonner keeps older toasts in the DOM, hidden (one visible at a time): look at the visible one.
  return page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });
}

async function editSection(page: Page, current: string, values: { name: string; html: string }) {
  const form = page.getByRole("form", { name: `Sektion «${current}» bearbeiten` });
  await expect(form).toBeVisible();
  await form.getByLabel("Name der Sektion").fill(values.name);
  await form.getByLabel("Inhalt (HTML)").fill(values.html);
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Sektion aktualisiert")).toBeVisible();
}

test("an earlier version restored in the section editor is what visitors see", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const title = `E2E Versionen ${stamp}`;
  const slug = `/e2e-versionen-${stamp}`;

  await signInViaApi(page.request, admin.email, admin.password);
  // A published page of its own, created through the page list's action.
  const created = await page.request.post("/cms/seiten.data", {
    data: { intent: "create", data: { title, published: true } },
    headers: originHeader,
  });
  expect(created.status()).toBe(200);
  // Withdrawn in 2030, planned in the page list: every version below carries that time.
  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  await dialog.getByRole("group", { name: "Zeitplan" }).getByLabel("Zurückziehen am", { exact: true }).fill("2030-11-24T08:00");
  await expect(toast(page, "✓ Gespeichert")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto(`/cms/page-editor${slug}`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Seiten-Editor" })).toBeVisible();
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await expect(toast(page, "Sektion erstellt")).toBeVisible();
  await editSection(page, "Neue Sektion", { name: "Fassung A", html: "<p>Erste Fassung des Textes.</p>" });
  await page.getByRole("button", { name: "«Fassung A» bearbeiten" }).click();
  await editSection(page, "Fassung A", { name: "Fassung B", html: "<p>Zweite Fassung des Textes.</p>" });

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(slug);
  await expect(visitorPage.getByText("Zweite Fassung des Textes.")).toBeVisible();

  // The versions, newest first; the one after the first edit is restored.
  await page.getByText(/^Versionen \(\d+\)$/).click();
  const versionA = page.getByRole("listitem").filter({ hasText: "Sektion «Fassung A» geändert" });
  await expect(versionA).toBeVisible();
  const label = (await versionA.getByRole("button", { name: /^Version \d+ wiederherstellen$/ }).getAttribute("aria-label")) ?? "";
  const number = label.match(/\d+/)?.[0];
  await versionA.getByRole("button", { name: label }).click();
  const confirm = page.getByRole("alertdialog", { name: `Version ${number} wiederherstellen?` });
  await expect(confirm).toContainText("Der jetzige Stand bleibt als Version erhalten.");
  await confirm.getByRole("button", { name: "Wiederherstellen" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("listitem", { name: "Sektion Fassung A" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Sektion Fassung B" })).toHaveCount(0);
  // Restoring is itself a version: the newest now says so.
  await expect(page.getByText(`Version ${number} wiederhergestellt`).first()).toBeVisible();

  await visitorPage.reload();
  await expect(visitorPage.getByText("Erste Fassung des Textes.")).toBeVisible();
  await expect(visitorPage.getByText("Zweite Fassung des Textes.")).toHaveCount(0);
  await visitor.close();

  // The schedule is the page's as before.
  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await expect(page.getByRole("row").filter({ hasText: title }).getByText("Zurückziehen: 24.11.2030, 08:00")).toBeVisible();
});
