// Privacy requests (docs/decisions/0015-privacy-requests.md) in the browser: the administrator's 'Datenschutz-Anfragen' screen finds what is
// stored about an address (here an account and the mails sent to it: the public contact form is not
// submitted here, its rate limit belongs to the inbox tests; messages are covered by the integration
// tests), downloads it as one JSON file, erases it after a confirmation dialog and shows both in the
// log; an editor is refused the screen and does not see it in the navigation.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { admin, createUser, findUser, newApiContext, openSignedIn, originHeader, signInViaApi, STAFF_DOMAIN, uniqueEmail } from "./fixtures";

const password = "Datenschutz-Passwort-1";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

async function openScreen(page: Page) {
  await openSignedIn(page, admin, "/cms/datenschutz");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutz-Anfragen" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function search(page: Page, email: string) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Suchen" }) });
  await form.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await form.getByRole("button", { name: "Suchen" }).click();
}

test.describe("Datenschutz-Anfragen", () => {
  test("the administrator finds an address's data, exports it as JSON and erases it after a confirmation", async ({ page, request }, testInfo) => {
    const person = await createUser(request, { email: uniqueEmail("datenschutz.person"), password, name: "Dora Datenschutz", role: "pending" });
    await openScreen(page);
    await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Datenschutz" })).toHaveAttribute("aria-current", "page");

    // A malformed address gets a German message beside the field, and nothing is looked up.
    await search(page, "keine-adresse");
    await expect(page.getByText("Ungültige E-Mail-Adresse")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveAttribute("aria-invalid", "true");

    // Found in any spelling: the account and the sign-up mail sent to it.
    await search(page, `  ${person.email.toUpperCase()} `);
    const result = page.getByRole("heading", { level: 3, name: `Gespeichert zu «${person.email}»` });
    await expect(result).toBeVisible();
    const panel = page.locator("div", { has: result }).last();
    await expect(panel).toContainText("Dora Datenschutz (Wartet auf Kontofreigabe");
    await expect(panel.getByRole("heading", { name: "Mails im Postausgang" })).toBeVisible();
    await expect(panel).toContainText(`an ${person.email}`);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("datenschutz-suche.png"), fullPage: true });

    // 'Exportieren' downloads one JSON file: the account's profile, the mails — no secrets.
    const downloading = page.waitForEvent("download");
    await panel.getByRole("button", { name: "Exportieren" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^datenschutz-auskunft-\d{4}-\d{2}-\d{2}\.json$/);
    const text = fs.readFileSync(await download.path(), "utf8");
    const file = JSON.parse(text);
    expect(file).toMatchObject({ art: "Datenschutz-Auskunft", emailAdresse: person.email, kontaktnachrichten: [] });
    expect(file.benutzerkonto).toMatchObject({
      id: person.id,
      name: "Dora Datenschutz",
      email: person.email,
      rolle: "Wartet auf Kontofreigabe",
      zweiFaktorAktiv: false,
    });
    expect(file.benutzerkonto.anmeldemethoden).toEqual([expect.objectContaining({ anbieter: "E-Mail und Passwort" })]);
    expect(file.postausgang.length).toBeGreaterThanOrEqual(1);
    expect(file.postausgang.every((m: { an: string }) => m.an === person.email)).toBe(true);
    expect(Object.keys(file.benutzerkonto)).not.toEqual(expect.arrayContaining(["password"]));
    expect(text).not.toMatch(/"(password|token|secret|backupCodes)"/i);
    expect(text).not.toContain(password);
    // The screen stays where it was.
    await expect(result).toBeVisible();

    // 'Löschen …' asks first; 'Abbrechen' changes nothing.
    await panel.getByRole("button", { name: "Löschen …" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Alles zu dieser Adresse löschen?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("1 Benutzerkonto");
    await expect(dialog).toContainText("Das lässt sich nicht rückgängig machen.");
    await expect(dialog.getByRole("button", { name: "Abbrechen" })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath("datenschutz-dialog.png") });
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();
    expect(await findUser(person.email)).toBeDefined();

    // Confirmed: everything about the address is gone, the account with it.
    await panel.getByRole("button", { name: "Löschen …" }).click();
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByRole("main").getByText(/^Gelöscht: .*Mail.* im Postausgang, 1 Benutzerkonto\.$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("main").getByText("Zu dieser Adresse ist nichts gespeichert.")).toBeVisible();
    expect(await findUser(person.email)).toBeUndefined();
    const signInAgain = await newApiContext();
    try {
      const res = await signInAgain.post("/api/auth/sign-in/email", { data: { email: person.email, password }, headers: originHeader });
      expect(res.status()).toBeGreaterThanOrEqual(400);
    } finally {
      await signInAgain.dispose();
    }

    // The log names both requests with counts and who ran them, never the address.
    const log = page.getByRole("list", { name: "Protokoll, neueste zuerst" });
    await expect(log.getByRole("listitem").first()).toContainText("Löschung");
    await expect(log.getByRole("listitem").first()).toContainText(`1 Benutzerkonto · ${admin.email}`);
    await expect(log.getByRole("listitem").nth(1)).toContainText("Export");
    await expect(log).not.toContainText(person.email);
    // The address's earlier requests are found again by its hash.
    await expect(page.getByRole("heading", { name: "Frühere Anfragen zu dieser Adresse" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("datenschutz-geloescht.png"), fullPage: true });
  });

  test("without JavaScript the confirmation comes from the server and the erasure works the same", async ({ browser, request }) => {
    const person = await createUser(request, { email: uniqueEmail("datenschutz.ohnejs"), password, name: "Olga Ohne", role: "pending" });
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await signInViaApi(context.request, admin.email, admin.password);
      const page = await context.newPage();
      await page.goto("/cms/datenschutz");
      await search(page, person.email);
      await expect(page.getByRole("heading", { level: 3, name: `Gespeichert zu «${person.email}»` })).toBeVisible();
      await page.getByRole("button", { name: "Löschen …" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Alles zu dieser Adresse löschen?" });
      await expect(dialog).toBeVisible();
      expect(await findUser(person.email)).toBeDefined();
      await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
      await expect(page.getByRole("main").getByText(/^Gelöscht: .*1 Benutzerkonto\.$/)).toBeVisible();
      expect(await findUser(person.email)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  test("the retention period is saved within 1 to 120 months", async ({ page }) => {
    await openScreen(page);
    const field = page.getByLabel("Aufbewahrung von Kontaktnachrichten (Monate)");
    await expect(field).toHaveValue(/^\d+$/);
    const form = page.locator("form", { has: field });
    await field.fill("0");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(form.getByText("Bitte eine ganze Zahl von 1 bis 120 Monaten angeben.")).toBeVisible();
    await field.fill("36");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("main").getByText("Kontaktnachrichten werden jetzt 36 Monate aufbewahrt.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Aufbewahrung von Kontaktnachrichten (Monate)")).toHaveValue("36");
    // Back to the default, for the other tests of this run.
    await page.getByLabel("Aufbewahrung von Kontaktnachrichten (Monate)").fill("24");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("main").getByText("Kontaktnachrichten werden jetzt 24 Monate aufbewahrt.")).toBeVisible();
  });

  test("an editor is refused the screen and does not find it in the navigation", async ({ page, request }) => {
    const editor = await createUser(request, { email: uniqueEmail("datenschutz.redaktion", STAFF_DOMAIN), password, name: "Rita Redaktion", role: "editor" });
    await openSignedIn(page, { email: editor.email, password }, "/cms-overview");
    await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Datenschutz" })).toHaveCount(0);
    const response = await page.goto("/cms/datenschutz");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Kein Zugriff" })).toBeVisible();
    // The export refuses the editor too, and hands out nothing.
    const res = await page.request.post("/cms/datenschutz/export", { form: { email: admin.email }, headers: originHeader, maxRedirects: 0 });
    expect(res.status()).toBe(403);
    expect(res.headers()["content-disposition"]).toBeUndefined();
  });

  test("@phone on a phone: the own account is shown and cannot be erased", async ({ page }, testInfo) => {
    await openScreen(page);
    await search(page, admin.email);
    await expect(page.getByRole("heading", { level: 3, name: `Gespeichert zu «${admin.email}»` })).toBeVisible();
    await expect(page.getByText("Das ist Ihr eigenes Konto. Es kann hier nicht gelöscht werden.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Löschen …" })).toBeDisabled();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("datenschutz-telefon.png"), fullPage: true });
  });
});
