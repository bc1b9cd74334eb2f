// The page dialog and a page's kind (docs/decisions/0043-page-kind-and-approval-requirement.md): an editor sees the
// 'Seitentyp' read-only and the server refuses their change; an administrator chooses it; 'Neue Seite' offers only
// German pages as parents (it makes German pages), and moving a French page offers only French ones. The test makes
// its own editor and page; it changes nothing of the seeded pages.
import { expect, test } from "@playwright/test";
import { admin, createUser, newApiContext, openSignedIn, originHeader, signInViaApi, STAFF_DOMAIN, uniqueEmail } from "./fixtures";
import { createPage, liveEditApi } from "./fixtures/pages";

const password = "Seitentyp-Test-Passwort-2024";

test("the 'Seitentyp' is read-only for an editor and chosen by an administrator; the parent lists keep to the page's language", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = Date.now().toString(36);
  const api = await newApiContext();
  const editor = await createUser(api, { email: uniqueEmail("seitentyp.redaktion", STAFF_DOMAIN), password, name: "Seitentyp Redaktion", role: "editor" });
  await signInViaApi(api, editor.email, password);
  const title = `Seitentyp ${id}`;
  const slug = await createPage(api, title, []);

  // The editor: the kind is shown, not offered.
  await openSignedIn(page, editor, "/cms/seiten", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await page.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  const kind = dialog.getByLabel("Seitentyp");
  await expect(kind).toHaveValue("Inhaltsseite");
  await expect(kind).not.toBeEditable();
  await expect(dialog.getByRole("combobox", { name: "Seitentyp" })).toHaveCount(0);
  await expect(dialog.getByText("Den Seitentyp ändern Administratorinnen und Administratoren.")).toBeVisible();
  // Asked directly, the server refuses the editor's change, in German.
  const state = (await (await api.get(liveEditApi(slug))).json()) as { revision: number; page: { id: number } };
  const refused = await api.post(liveEditApi(slug, "page"), {
    data: { intent: "update", data: { pageId: state.page.id, baseRevision: state.revision, updates: { kind: "product" } } },
    headers: originHeader,
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain("Den Seitentyp ändern nur Administratorinnen und Administratoren");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // 'Neue Seite' makes a German page: German parents only, none of the French versions.
  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  const create = page.getByRole("dialog", { name: "Neue Seite" });
  const parents = create.getByLabel("Übergeordnete Seite");
  await expect(parents.locator("option", { hasText: "(/kontakt)" })).toHaveCount(1);
  await expect(parents.locator("option", { hasText: /\(\/(fr|it|en)[/)]/ })).toHaveCount(0);
  await create.getByRole("button", { name: "Abbrechen" }).click();
  await expect(create).toBeHidden();

  // The administrator chooses the kind; the dialog saves it like any field.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  try {
    await openSignedIn(adminPage, admin, "/cms/seiten", { waitUntil: "networkidle" });
    await adminPage.getByRole("searchbox", { name: "Suche" }).fill(title);
    await adminPage.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
    const adminDialog = adminPage.getByRole("dialog", { name: "Seite bearbeiten" });
    const choice = adminDialog.getByRole("combobox", { name: "Seitentyp" });
    await expect(choice).toHaveValue("section");
    await expect(choice.locator("option")).toHaveText(["Produktseite", "Produktkategorie", "Inhaltsseite"]);
    await choice.selectOption("category");
    await expect(adminPage.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: "✓ Gespeichert" })).toBeVisible();
    await adminPage.keyboard.press("Escape");

    // A French version's move offers French parents only.
    await adminPage.goto("/cms/seiten?sprache=fr&q=Formations", { waitUntil: "networkidle" });
    await adminPage.getByRole("button", { name: "«Formations» bearbeiten", exact: true }).click();
    const frenchDialog = adminPage.getByRole("dialog", { name: "Seite bearbeiten" });
    const frenchParents = frenchDialog.getByLabel("Übergeordnete Seite");
    await expect(frenchParents.locator("option", { hasText: "(/fr/" }).first()).toBeAttached();
    await expect(frenchParents.locator("option", { hasText: "(/kontakt)" })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // The editor, reading it again: the administrator's choice, still read-only.
  await page.reload({ waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await page.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Seite bearbeiten" }).getByLabel("Seitentyp")).toHaveValue("Produktkategorie");
  await api.dispose();
});
