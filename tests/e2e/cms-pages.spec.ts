// Pages and sections in the CMS (docs/product/cms-screens.md, "Page list ('Seiten verwalten')", "Page section editor";
// "Page field edits are debounced 500 ms"; docs/product/validation-and-messages.md, "Pages" and "Sections"): a page is created, renamed with autosave, given a
// section that is edited, moved and deleted, published and drafted again, and seen at its address.
import { expect, test, type Page } from "@playwright/test";
import { admin, holdRequests, openSignedIn } from "./fixtures";

function toast(page: Page, text: string) {
  // Sonner keeps older toasts in the DOM, hidden (one visible at a time): look at the visible one.
  return page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });
}

test("Seiten verwalten: anlegen, automatisch speichern, Sektionen bearbeiten, veröffentlichen", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `E2E Testseite ${Date.now().toString(36)}`;
  await openSignedIn(page, admin, "/cms/seiten", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Seiten verwalten" })).toBeVisible();

  // 'Neue Seite' asks for the title (the address follows it), creates an unpublished page and opens
  // its edit dialog. The dialog itself is tested in pages-addresses.spec.ts.
  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  const createDialog = page.getByRole("dialog", { name: "Neue Seite" });
  await createDialog.getByLabel("Seitentitel").fill(`Neu ${title}`);
  await createDialog.getByRole("button", { name: "Seite erstellen" }).click();
  await expect(toast(page, `Seite "Neu ${title}" erstellt`)).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  await expect(dialog).toBeVisible();
  const slug = (await dialog.getByTestId("aktuelle-adresse").textContent()) ?? "";
  expect(slug).toMatch(/^\/neu-e2e-testseite-/);

  // Typing saves itself 500 ms after the last key; a new title keeps the address.
  const titleInput = dialog.getByLabel("Seitentitel");
  await titleInput.fill("");
  await expect(dialog.getByText("Bitte Seitentitel eingeben")).toBeVisible();
  // The title's save is held back on its way until the dialog is closed: the meta title typed meanwhile
  // must still be saved when it closes (it once stayed behind, and the 'Veröffentlichungs-Check' then
  // refused the page for its missing meta title).
  const titleSave = await holdRequests(page, "**/cms/seiten*", (r) => r.method() === "POST" && Boolean(r.postData()?.includes('"title"')));
  await titleInput.fill(title);
  await titleSave.sent;
  await dialog.getByLabel("Meta-Titel").fill("Meta für den Test");
  await expect(dialog.getByText("17/60 Zeichen")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await titleSave.release();
  await expect(toast(page, "✓ Gespeichert")).toBeVisible();

  // The list: search by title, status filter, then publish.
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Entwurf")).toBeVisible();
  await expect(row.getByText("DE", { exact: true })).toBeVisible();
  await page.getByLabel("Status").selectOption("published");
  await expect(row).toHaveCount(0);
  await page.getByRole("button", { name: "Zurücksetzen" }).click();
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await row.getByRole("button", { name: `«${title}» veröffentlichen` }).click();
  await expect(toast(page, "Seite veröffentlicht")).toBeVisible();
  await expect(row.getByText("Veröffentlicht")).toBeVisible();

  // Visitors see the published page at its address, with both texts typed in the dialog.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const published = await visitorPage.goto(slug);
  expect(published?.status()).toBe(200);
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitorPage).toHaveTitle(/Meta für den Test/);

  // Sections: add, edit, add another, move, delete with confirmation.
  await row.getByRole("link", { name: `Sektionen bearbeiten: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/page-editor${slug}$`));
  await expect(page.getByRole("heading", { name: "Seiten-Editor" })).toBeVisible();
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await expect(toast(page, "Sektion erstellt")).toBeVisible();
  const form = page.getByRole("form", { name: "Sektion «Neue Sektion» bearbeiten" });
  await expect(form).toBeVisible();
  await form.getByLabel("Name der Sektion").fill("Einleitung");
  await form.locator('input[name="settings.title"]').fill("Willkommen im Test");
  await form.getByLabel("Inhalt (HTML)").fill("<p>Ein kurzer Einleitungstext für den Browsertest.</p>");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Sektion aktualisiert")).toBeVisible();
  const first = page.getByRole("listitem", { name: "Sektion Einleitung" });
  await expect(first.getByText("Ein kurzer Einleitungstext für den Browsertest.")).toBeVisible();
  await expect(first.getByText("Text", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await expect(toast(page, "Sektion erstellt")).toBeVisible();
  await page.getByRole("form", { name: "Sektion «Neue Sektion» bearbeiten" }).getByRole("button", { name: "Abbrechen" }).click();
  const sectionNames = page.locator("ol > li h3");
  await expect(sectionNames).toHaveText(["Einleitung", "Neue Sektion"]);
  await page.getByRole("button", { name: "«Neue Sektion» nach oben verschieben" }).click();
  await expect(toast(page, "Reihenfolge geändert")).toBeVisible();
  await expect(sectionNames).toHaveText(["Neue Sektion", "Einleitung"]);

  await page.getByRole("button", { name: "«Neue Sektion» als Entwurf speichern" }).click();
  await expect(toast(page, "Sektion als Entwurf gespeichert")).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Sektion Neue Sektion" }).getByText("Entwurf")).toBeVisible();

  await page.getByRole("button", { name: "«Neue Sektion» löschen" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Diese Sektion wirklich löschen?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Sektion löschen" }).click();
  await expect(toast(page, "Sektion gelöscht")).toBeVisible();
  await expect(sectionNames).toHaveText(["Einleitung"]);

  // A list setting: a refused save keeps what was typed and marks the field; items can be reordered.
  await page.getByRole("button", { name: "«Einleitung» bearbeiten" }).click();
  const edit = page.getByRole("form", { name: "Sektion «Einleitung» bearbeiten" });
  await edit.getByLabel("Sektionstyp").selectOption("usp_tiles");
  await edit.getByRole("button", { name: "Eintrag hinzufügen" }).click();
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Fehler beim Speichern")).toBeVisible();
  await expect(edit.locator('input[name="settings.items.0.title"]')).toHaveAttribute("aria-invalid", "true");
  await expect(edit.getByLabel("Name der Sektion")).toHaveValue("Einleitung");
  await edit.locator('input[name="settings.items.0.title"]').fill("Zweiter Vorteil");
  await edit.getByRole("button", { name: "Eintrag hinzufügen" }).click();
  await edit.locator('input[name="settings.items.1.title"]').fill("Schweizer Qualität");
  await edit.getByRole("button", { name: "Eintrag 2: Schweizer Qualität nach oben" }).click();
  await expect(edit.locator('input[name="settings.items.0.title"]')).toHaveValue("Schweizer Qualität");
  await edit.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Sektion aktualisiert")).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Sektion Einleitung" }).getByText("USP Kacheln", { exact: true })).toBeVisible();

  // The published section shows on the page.
  await visitorPage.goto(slug);
  await expect(visitorPage.getByText("Willkommen im Test")).toBeVisible();
  await expect(visitorPage.getByText("Schweizer Qualität")).toBeVisible();

  // Back to draft: visitors no longer find it.
  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await row.getByRole("button", { name: `«${title}» als Entwurf speichern` }).click();
  await expect(toast(page, "Seite als Entwurf gespeichert")).toBeVisible();
  const drafted = await visitorPage.goto(slug);
  expect(drafted?.status()).toBe(404);
  await visitor.close();
});

test("Seiten-Editor: eine veraltete Ansicht wird abgewiesen und kann neu geladen werden", async ({ page, browser }) => {
  await openSignedIn(page, admin, "/cms/seiten", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Neue Seite" })
    .getByLabel("Seitentitel")
    .fill(`Veraltet ${Date.now().toString(36)}`);
  await page.getByRole("dialog", { name: "Neue Seite" }).getByRole("button", { name: "Seite erstellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  const slug = (await dialog.getByTestId("aktuelle-adresse").textContent()) ?? "";
  expect(slug).toMatch(/^\/veraltet-/);
  await page.keyboard.press("Escape");

  await page.goto(`/cms/page-editor${slug}`, { waitUntil: "networkidle" });
  // Someone else changes the page in another window.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openSignedIn(otherPage, admin, `/cms/page-editor${slug}`, { waitUntil: "networkidle" });
  await otherPage.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await expect(toast(otherPage, "Sektion erstellt")).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "wurde inzwischen von" });
  await expect(alert).toContainText(admin.email);
  await alert.getByRole("button", { name: "Neu laden" }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole("heading", { name: "Sektionen (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await expect(toast(page, "Sektion erstellt")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sektionen (2)" })).toBeVisible();
});

test("Seiten-Editor ohne Slug verweist auf die Übersicht", async ({ page }) => {
  await openSignedIn(page, admin, "/cms/page-editor");
  await expect(page.getByText("Kein Seiten-Slug angegeben.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Seitenübersicht" })).toBeVisible();
});

test("Seiten verwalten: wer den Bildschirm verlässt, während gespeichert wird, verliert nichts", async ({ page }) => {
  const title = `E2E Verlassen ${Date.now().toString(36)}`;
  await openSignedIn(page, admin, "/cms-overview", { waitUntil: "networkidle" });
  // Into the page list through the navigation, so the browser's back leaves it within the CMS.
  await page.getByRole("link", { name: "Seiten", exact: true }).click();
  // The overview shows the page list too: wait for the list's own screen before using its buttons.
  await expect(page).toHaveURL(/\/cms\/seiten$/);
  await expect(page.getByRole("heading", { level: 1, name: "Seiten" })).toBeVisible();
  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  const createDialog = page.getByRole("dialog", { name: "Neue Seite" });
  await createDialog.getByLabel("Seitentitel").fill(title);
  await createDialog.getByRole("button", { name: "Seite erstellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  await expect(dialog).toBeVisible();

  // The first save is held on its way; the meta title typed meanwhile waits for it.
  const firstSave = await holdRequests(page, "**/cms/seiten*", (r) => r.method() === "POST" && Boolean(r.postData()?.includes('"sortOrder"')));
  await dialog.getByLabel("Sortierung").fill("7");
  await firstSave.sent;
  await dialog.getByLabel("Meta-Titel").fill("Beim Verlassen gespeichert");
  // Leaving now: the navigation waits for both saves.
  await page.goBack();
  await expect(page).toHaveURL(/\/cms\/seiten/);
  await firstSave.release();
  await expect(page).toHaveURL(/\/cms-overview$/);

  await page.goto("/cms/seiten");
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await page.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
  await expect(dialog.getByLabel("Meta-Titel")).toHaveValue("Beim Verlassen gespeichert");
  await expect(dialog.getByLabel("Sortierung")).toHaveValue("7");
});
