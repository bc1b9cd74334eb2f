// The CMS content screens in the browser: global settings (and the public footer following them at once), e-mail
// templates, testimonials (and the service page following them) and the outbox.
// Each screen's main path with good and bad input; the forms also without JavaScript.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { admin, createUser, openSignedIn, originHeader, STAFF_DOMAIN, uniqueEmail, waitForMail } from "./fixtures";

const password = "Inhalte-Test-Passwort-1";

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

/**
 * Script errors and console errors. Left out by design: Chromium logs a rejected form's 400 answer,
 * and Playwright's trace recorder injects its snapshot script into the sandboxed mail previews,
 * which the sandbox refuses with a console line (the previews' own scripts are removed;
 * cms-a11y.spec.ts checks that without the recorder).
 */
function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (msg.type() !== "error" || text.startsWith("Failed to load resource")) return;
    if (text.startsWith("Blocked script execution in 'about:srcdoc'")) return;
    errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The result shown in the page (the toast repeats it outside <main>). */
function inMain(page: Page, text: string | RegExp): Locator {
  return page.getByRole("main").getByText(text);
}

/** Signs in through better-auth's endpoint (the page shares the cookies) — for pages without JavaScript. */
async function signInViaRequest(page: Page, email: string, secret: string) {
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password: secret }, headers: originHeader });
  expect(res.status(), `Anmeldung ${email}`).toBe(200);
}

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  const ids = describedBy.split(" ").filter(Boolean);
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  expect(texts).toContain(message);
}

test.describe("Globale Website-Einstellungen", () => {
  test("bad input is refused with messages and kept; a saved footer text is on the public site at once", async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await openSignedIn(page, admin, "/cms/global");
    await expect(page.getByRole("heading", { level: 1, name: "Globale Website-Einstellungen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Website-Grundeinstellungen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kontakt und Footer" })).toBeVisible();

    const footer = page.getByLabel("Footer-Text");
    const email = page.getByLabel("E-Mail", { exact: true });
    const colour = page.getByRole("textbox", { name: "Primärfarbe", exact: true });
    const originalFooter = await footer.inputValue();
    const originalEmail = await email.inputValue();
    const originalColour = await colour.inputValue();
    expect(originalColour).toMatch(/^#[0-9A-F]{6}$/);

    const newFooter = `Footer aus dem Test ${Date.now()}`;
    await footer.fill(newFooter);
    await email.fill("keine-adresse");
    await colour.fill("E6462E");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expectFieldError(colour, "Bitte eine Farbe im Format #RRGGBB angeben.");
    await expectFieldError(email, "Ungültige E-Mail-Adresse");
    await expect(footer).toHaveValue(newFooter);
    // Nothing was saved. (An anonymous visit also fills the public page cache.)
    expect(await (await request.get("/")).text()).not.toContain(newFooter);

    await page.goto("/cms/global");
    await footer.fill(newFooter);
    // The colour picker and the hex field mirror each other.
    await page.getByLabel("Primärfarbe auswählen (Farbwähler)").fill("#0b5cad");
    await expect(colour).toHaveValue("#0B5CAD");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(inMain(page, "Einstellungen gespeichert")).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toContainText("Einstellungen gespeichert");
    await expectNoSeriousA11yViolations(page);

    // The public footer shows the new text right away, to visitors too (the page cache was dropped).
    expect(await (await request.get("/")).text()).toContain(newFooter);
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(newFooter);

    // Back to what it was, so other tests see the usual site.
    await page.goto("/cms/global");
    await footer.fill(originalFooter);
    await email.fill(originalEmail);
    await colour.fill(originalColour);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(inMain(page, "Einstellungen gespeichert")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("Sprachen: French texts beside the German ones; switched off, the French pages are gone for visitors, switched on, back", async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await openSignedIn(page, admin, "/cms/global");
    const languages = page.getByRole("region", { name: "Sprachen" });
    await expect(languages.getByRole("checkbox", { name: /Deutsch/ })).toBeChecked();
    await expect(languages.getByRole("checkbox", { name: /Deutsch/ })).toBeDisabled();
    await expect(languages.getByRole("checkbox", { name: "Französisch" })).toBeChecked();
    await expect(languages).toContainText("Seiten dieser Sprache sind dann für Besucher nicht erreichbar; Entwürfe bleiben erhalten.");
    expect((await request.get("/fr")).status()).toBe(200);

    // The French texts, each beside its German one; the German page keeps its own.
    await page.getByRole("navigation", { name: "Texte in der Sprache" }).getByRole("link", { name: "Französisch" }).click();
    await expect(page.getByRole("heading", { name: "Texte auf Französisch" })).toBeVisible();
    await expect(page.getByText("Footer-Text (Deutsch)")).toBeVisible();
    const footer = page.getByLabel("Footer-Text (Französisch)");
    const originalFooter = await footer.inputValue();
    const frenchFooter = `Pied de page du test ${Date.now()}`;
    await footer.fill(frenchFooter);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(inMain(page, "Texte auf Französisch gespeichert")).toBeVisible();
    expect(await (await request.get("/fr")).text()).toContain(frenchFooter);
    expect(await (await request.get("/")).text()).not.toContain(frenchFooter);
    await footer.fill(originalFooter);
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(inMain(page, "Texte auf Französisch gespeichert")).toBeVisible();

    // Off: the French pages answer 404 and the French texts are no longer offered.
    await languages.getByRole("checkbox", { name: "Französisch" }).uncheck();
    await languages.getByRole("button", { name: "Sprachen übernehmen" }).click();
    await expect(inMain(page, "Sprachen gespeichert")).toBeVisible();
    await expect(languages.getByRole("checkbox", { name: "Französisch" })).not.toBeChecked();
    await expect(page.getByRole("navigation", { name: "Texte in der Sprache" }).getByRole("link", { name: "Französisch" })).toHaveCount(0);
    expect((await request.get("/fr")).status()).toBe(404);
    await expectNoSeriousA11yViolations(page);

    // On again: the pages are back, their texts as they were.
    await languages.getByRole("checkbox", { name: "Französisch" }).check();
    await languages.getByRole("button", { name: "Sprachen übernehmen" }).click();
    await expect(inMain(page, "Sprachen gespeichert")).toBeVisible();
    await expect(languages.getByRole("checkbox", { name: "Französisch" })).toBeChecked();
    const back = await request.get("/fr");
    expect(back.status()).toBe(200);
    expect(await back.text()).toContain(originalFooter);
    expect(errors).toEqual([]);
  });

  test.describe("ohne JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the action answers 400 with the messages and everything typed", async ({ page }) => {
      await signInViaRequest(page, admin.email, admin.password);
      await page.goto("/cms/global");
      await page.getByLabel("Website-Titel").fill("Titel ohne JavaScript");
      await page.getByRole("textbox", { name: "Primärfarbe", exact: true }).fill("#12345");
      const answer = page.waitForResponse((res) => res.request().method() === "POST" && res.url().includes("/cms/global"));
      await page.getByRole("button", { name: "Speichern", exact: true }).click();
      expect((await answer).status()).toBe(400);
      await expect(inMain(page, "Bitte eine Farbe im Format #RRGGBB angeben.")).toBeVisible();
      await expect(page.getByLabel("Website-Titel")).toHaveValue("Titel ohne JavaScript");
      await expect(page.getByRole("textbox", { name: "Primärfarbe", exact: true })).toHaveValue("#12345");
    });
  });
});

test.describe("E-Mail-Vorlagen", () => {
  test("create with validation, preview, test mail, edit, unique names and delete with confirmation", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = `Testvorlage ${Date.now()}`;
    await openSignedIn(page, admin, "/cms/email-templates");
    await expect(page.getByRole("heading", { level: 1, name: "E-Mail-Vorlagen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zur Übersicht" })).toHaveAttribute("href", "/cms-overview");

    await page.getByRole("link", { name: "Vorlage hinzufügen" }).click();
    const form = page.getByRole("region", { name: "Neue E-Mail-Vorlage" });
    await expect(form.getByLabel("HTML-Inhalt")).toHaveAttribute("rows", "12");
    await form.getByLabel("Vorlagenname").fill("ab");
    await form.getByLabel("Betreff").fill("Hall");
    await form.getByLabel("HTML-Inhalt").fill("<p>kurz</p>");
    await form.getByLabel("Antwortadresse (Reply-To)").fill("antwort@");
    await form.getByRole("button", { name: "Vorlage erstellen" }).click();
    await expectFieldError(form.getByLabel("Vorlagenname"), "Vorlagenname muss mindestens 3 Zeichen lang sein");
    await expectFieldError(form.getByLabel("Betreff"), "Betreff muss mindestens 5 Zeichen lang sein");
    await expectFieldError(form.getByLabel("HTML-Inhalt"), "HTML-Inhalt muss mindestens 20 Zeichen lang sein");
    await expectFieldError(form.getByLabel("Antwortadresse (Reply-To)"), "Ungültige E-Mail-Adresse");
    await expect(form.getByLabel("Vorlagenname")).toBeFocused();

    await form.getByLabel("Vorlagenname").fill(name);
    await form.getByLabel("Betreff").fill("Ihre Anfrage, {{name}}");
    await form.getByLabel("HTML-Inhalt").fill("<p>Guten Tag {{name}}</p><p>{{message}}</p><script>document.title='x'</script>");
    await form.getByLabel("Antwortadresse (Reply-To)").fill("");
    // The live preview with sample values.
    await form.getByText("Vorschau mit Beispielwerten").click();
    await expect(form.getByText("Ihre Anfrage, Maria Muster")).toBeVisible();
    await form.getByRole("button", { name: "Vorlage erstellen" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde erstellt")).toBeVisible();
    await expect(page.getByRole("region", { name: "Neue E-Mail-Vorlage" })).toHaveCount(0);

    const card = page.getByRole("article", { name: name });
    await expect(card).toContainText("Ihre Anfrage, {{name}}");
    await expect(card).toContainText("info@auralis-medizintechnik.example (Standard)");
    await expect(card.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await card.getByText("HTML-Vorschau").click();
    const frame = card.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(frame.contentFrame().getByText("Guten Tag Maria Muster")).toBeVisible();
    // The script in the template did not run, neither in the preview nor in the CMS page.
    expect(await page.title()).not.toBe("x");

    // A test mail with the sample values to the signed-in user (the test SMTP server catches it).
    const since = Date.now();
    await card.getByRole("button", { name: /Testversand an mich/ }).click();
    await expect(inMain(page, `Testmail an ${admin.email} gesendet`)).toBeVisible();
    const mail = await waitForMail(admin.email, /^\[Test\] Ihre Anfrage, Maria Muster$/, { since });
    expect(mail.html).toContain("Guten Tag Maria Muster");

    // Edit mode.
    await card.getByRole("link", { name: /Bearbeiten/ }).click();
    const edit = page.getByRole("region", { name: "E-Mail-Vorlage bearbeiten" });
    await expect(edit.getByLabel("Vorlagenname")).toHaveValue(name);
    await edit.getByLabel("Betreff").fill("Neuer Betreff für {{name}}");
    await edit.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde aktualisiert")).toBeVisible();
    await expect(card).toContainText("Neuer Betreff für {{name}}");

    // Names are unique (whatever the case).
    await page.getByRole("link", { name: "Vorlage hinzufügen" }).click();
    const again = page.getByRole("region", { name: "Neue E-Mail-Vorlage" });
    await again.getByLabel("Vorlagenname").fill(name.toUpperCase());
    await again.getByLabel("Betreff").fill("Doppelter Name");
    await again.getByLabel("HTML-Inhalt").fill("<p>Diese Vorlage gibt es schon.</p>");
    await again.getByRole("button", { name: "Vorlage erstellen" }).click();
    await expectFieldError(again.getByLabel("Vorlagenname"), "Eine E-Mail-Vorlage mit diesem Namen gibt es bereits. Bitte wählen Sie einen anderen Namen.");
    await expect(again.getByLabel("HTML-Inhalt")).toHaveValue("<p>Diese Vorlage gibt es schon.</p>");
    await again.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page.getByRole("region", { name: "Neue E-Mail-Vorlage" })).toHaveCount(0);

    // Delete: the question first; cancelling keeps the template.
    await card.getByRole("link", { name: /Löschen/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "E-Mail-Vorlage löschen?" });
    await expect(dialog).toContainText("nicht rückgängig");
    await expect(dialog.getByRole("link", { name: "Abbrechen" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: /Löschen/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde gelöscht")).toBeVisible();
    await expect(page.getByRole("article", { name: name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test.describe("ohne JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the form opens, refuses bad input with status 400 and creates a template", async ({ page }) => {
      const name = `Ohne JS ${Date.now()}`;
      await signInViaRequest(page, admin.email, admin.password);
      await page.goto("/cms/email-templates");
      await page.getByRole("link", { name: "Vorlage hinzufügen" }).click();
      const form = page.getByRole("region", { name: "Neue E-Mail-Vorlage" });
      await form.getByLabel("Vorlagenname").fill(name);
      await form.getByLabel("Betreff").fill("Kurz");
      await form.getByLabel("HTML-Inhalt").fill("<p>Ein Inhalt, lang genug.</p>");
      const answer = page.waitForResponse((res) => res.request().method() === "POST");
      await form.getByRole("button", { name: "Vorlage erstellen" }).click();
      expect((await answer).status()).toBe(400);
      await expect(inMain(page, "Betreff muss mindestens 5 Zeichen lang sein")).toBeVisible();
      await expect(page.getByLabel("Vorlagenname")).toHaveValue(name);
      await expect(page.getByLabel("HTML-Inhalt")).toHaveValue("<p>Ein Inhalt, lang genug.</p>");

      await page.getByLabel("Betreff").fill("Ein längerer Betreff");
      await page.getByRole("button", { name: "Vorlage erstellen" }).click();
      await expect(inMain(page, "E-Mail-Vorlage wurde erstellt")).toBeVisible();
      const card = page.getByRole("article", { name });
      await expect(card).toBeVisible();

      // Deleting asks first, also without JavaScript (the question is part of the page).
      await card.getByRole("link", { name: /Löschen/ }).click();
      await expect(page.getByRole("alertdialog", { name: "E-Mail-Vorlage löschen?" })).toBeVisible();
      await page.getByRole("button", { name: "Endgültig löschen" }).click();
      await expect(inMain(page, "E-Mail-Vorlage wurde gelöscht")).toBeVisible();
      await expect(page.getByRole("article", { name })).toHaveCount(0);
    });
  });

  test("language versions: the French confirmation is edited; a new template's French version starts as a marked copy of German", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const name = `Sprachtest ${Date.now()}`;
    await openSignedIn(page, admin, "/cms/email-templates");
    await expect(page.getByRole("main")).toContainText("Die Benachrichtigung an das Team wird immer auf Deutsch versendet.");
    const confirmation = page.getByRole("article", { name: /Kontaktanfrage – Bestätigung/ });
    await expect(confirmation.getByRole("heading", { name: "Französisch" })).toBeVisible();

    // Edit the French version: its own subject, the template's name not editable here.
    await confirmation.getByRole("link", { name: "Bearbeiten «Kontaktanfrage – Bestätigung», Französisch" }).click();
    const edit = page.getByRole("region", { name: "E-Mail-Vorlage bearbeiten – Fassung auf Französisch" });
    await expect(edit.getByRole("textbox", { name: "Vorlagenname" })).toHaveCount(0);
    const subject = edit.getByLabel("Betreff");
    const originalSubject = await subject.inputValue();
    await subject.fill("Merci beaucoup pour votre demande, {{name}}");
    await edit.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde aktualisiert")).toBeVisible();
    await expect(confirmation).toContainText("Merci beaucoup pour votre demande, {{name}}");
    await confirmation.getByRole("link", { name: "Bearbeiten «Kontaktanfrage – Bestätigung», Französisch" }).click();
    await page.getByLabel("Betreff").fill(originalSubject);
    await page.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde aktualisiert")).toBeVisible();

    // A new template: its French version is a copy of the German one, marked until translated.
    await page.getByRole("link", { name: "Vorlage hinzufügen" }).click();
    const form = page.getByRole("region", { name: "Neue E-Mail-Vorlage" });
    await form.getByLabel("Vorlagenname").fill(name);
    await form.getByLabel("Betreff").fill("Guten Tag {{name}}");
    await form.getByLabel("HTML-Inhalt").fill("<p>Guten Tag {{name}}, vielen Dank.</p>");
    await form.getByRole("button", { name: "Vorlage erstellen" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde erstellt")).toBeVisible();
    const card = page.getByRole("article", { name });
    await card.getByRole("button", { name: /Fassung auf Französisch anlegen/ }).click();
    const version = page.getByRole("region", { name: "E-Mail-Vorlage bearbeiten – Fassung auf Französisch" });
    await expect(version.getByRole("note")).toContainText("noch eine Kopie des deutschen Textes");
    await expect(version.getByLabel("Betreff")).toHaveValue("Guten Tag {{name}}");
    await expect(card.getByRole("heading", { name: /Französisch/ })).toContainText("Übersetzung fehlt");
    // The German version stays while the French one exists.
    await expect(card.getByRole("link", { name: /Löschen «.*», Deutsch/ })).toHaveCount(0);
    await version.getByLabel("Betreff").fill("Bonjour {{name}}");
    await version.getByLabel("HTML-Inhalt").fill("<p>Bonjour {{name}}, merci beaucoup.</p>");
    await version.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde aktualisiert")).toBeVisible();
    await expect(card.getByRole("heading", { name: /Französisch/ })).not.toContainText("Übersetzung fehlt");
    await expectNoSeriousA11yViolations(page);

    // Deleted again: the French version first, then the template.
    await card.getByRole("link", { name: /Löschen «.*», Französisch/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(inMain(page, "E-Mail-Vorlage wurde gelöscht")).toBeVisible();
    await card.getByRole("link", { name: /Löschen/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("@phone the templates screen fits a phone", async ({ page }) => {
    await openSignedIn(page, admin, "/cms/email-templates");
    await expect(page.getByRole("heading", { level: 1, name: "E-Mail-Vorlagen" })).toBeVisible();
    await page.getByRole("link", { name: "Vorlage hinzufügen" }).click();
    await expect(page.getByRole("region", { name: "Neue E-Mail-Vorlage" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("Testimonials", () => {
  test("add with validation, reorder, hide from and show on the service page, edit and delete", async ({ page, request }) => {
    // What visitors get (the request fixture has no session; it also fills the public page cache).
    const servicePage = async () => (await request.get("/service")).text();
    const errors = collectConsoleErrors(page);
    const author = `Test Person ${Date.now()}`;
    await openSignedIn(page, admin, "/cms/testimonials");
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();

    await page.getByRole("link", { name: "Testimonial hinzufügen" }).click();
    const form = page.getByRole("region", { name: "Neues Testimonial" });
    await expect(form.getByLabel("Bewertung")).toHaveValue("5");
    await form.getByRole("button", { name: "Testimonial erstellen" }).click();
    await expectFieldError(form.getByLabel("Name"), "Bitte den Namen der Person angeben.");
    await expectFieldError(form.getByLabel("Zitat"), "Bitte ein Zitat eingeben.");

    await form.getByLabel("Name").fill(author);
    await form.getByLabel("Funktion und Institution").fill("Hebamme, Testspital");
    await form.getByLabel("Zitat").fill("Die Zusammenarbeit war hervorragend – vom ersten Gespräch bis zur Schulung.");
    await form.getByLabel("Bewertung").selectOption("3");
    await form.getByRole("button", { name: "Testimonial erstellen" }).click();
    await expect(inMain(page, "Testimonial wurde erstellt")).toBeVisible();

    const list = page.getByRole("list", { name: "Testimonials in der Reihenfolge der Website" });
    const rows = list.getByRole("article");
    const last = rows.last();
    await expect(last).toHaveAccessibleName(author);
    await expect(last.getByRole("img", { name: "3 von 5 Sternen" })).toBeVisible();
    await expect(last).toContainText("Veröffentlicht");
    // The last cannot move down, the first not up.
    await expect(last.getByRole("button", { name: `«${author}» nach unten verschieben` })).toBeDisabled();
    await expect(rows.first().getByRole("button", { name: /nach oben verschieben/ })).toBeDisabled();

    const count = await rows.count();
    const neighbour = (await rows.nth(count - 2).getAttribute("aria-labelledby"))!;
    await last.getByRole("button", { name: `«${author}» nach oben verschieben` }).click();
    await expect(inMain(page, "Reihenfolge geändert")).toBeVisible();
    await expect(rows.nth(count - 2)).toHaveAccessibleName(author);
    await expect(rows.last()).toHaveAttribute("aria-labelledby", neighbour);

    // The service page shows it; hidden, it is gone from there.
    expect(await servicePage()).toContain(author);
    const row = page.getByRole("article", { name: author });
    await row.getByRole("button", { name: /Verbergen/ }).click();
    await expect(inMain(page, /Testimonial als Entwurf gespeichert/)).toBeVisible();
    await expect(row).toContainText("Entwurf");
    expect(await servicePage()).not.toContain(author);
    await page
      .getByRole("article", { name: author })
      .getByRole("button", { name: /Veröffentlichen/ })
      .click();
    await expect(inMain(page, "Testimonial veröffentlicht")).toBeVisible();
    expect(await servicePage()).toContain(author);

    // Edit.
    await page
      .getByRole("article", { name: author })
      .getByRole("link", { name: /Bearbeiten/ })
      .click();
    const edit = page.getByRole("region", { name: "Testimonial bearbeiten" });
    await expect(edit.getByLabel("Bewertung")).toHaveValue("3");
    await edit.getByLabel("Zitat").fill("");
    await edit.getByRole("button", { name: "Änderungen speichern" }).click();
    await expectFieldError(edit.getByLabel("Zitat"), "Bitte ein Zitat eingeben.");
    await edit.getByLabel("Zitat").fill("Neues Zitat aus dem Test.");
    await edit.getByLabel("Bewertung").selectOption("5");
    await edit.getByRole("button", { name: "Änderungen speichern" }).click();
    await expect(inMain(page, "Testimonial wurde aktualisiert")).toBeVisible();
    await expect(page.getByRole("article", { name: author })).toContainText("Neues Zitat aus dem Test.");
    await expectNoSeriousA11yViolations(page);

    // Delete, after the question.
    await page
      .getByRole("article", { name: author })
      .getByRole("link", { name: /Löschen/ })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Testimonial löschen?" });
    await expect(dialog).toContainText("nicht rückgängig");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(inMain(page, "Testimonial wurde gelöscht")).toBeVisible();
    await expect(page.getByRole("article", { name: author })).toHaveCount(0);
    expect(await servicePage()).not.toContain(author);
    expect(errors).toEqual([]);
  });
});

test.describe("Testimonials in other languages", () => {
  test("a French testimonial is on the French service page only", async ({ page, request }) => {
    const author = `Claire Test ${Date.now()}`;
    await openSignedIn(page, admin, "/cms/testimonials");
    await page.getByRole("link", { name: "Testimonial hinzufügen" }).click();
    const form = page.getByRole("region", { name: "Neues Testimonial" });
    await expect(form.getByLabel("Sprache")).toHaveValue("de");
    // Offered: German and the switched-on languages (the demo site: French, Italian).
    await expect(form.getByLabel("Sprache").getByRole("option")).toHaveText(["Deutsch", "Französisch", "Italienisch"]);
    await form.getByLabel("Name").fill(author);
    await form.getByLabel("Zitat").fill("Un accompagnement remarquable, de la planification à la formation.");
    await form.getByLabel("Sprache").selectOption("fr");
    await form.getByRole("button", { name: "Testimonial erstellen" }).click();
    await expect(inMain(page, "Testimonial wurde erstellt")).toBeVisible();
    const row = page.getByRole("article", { name: author });
    await expect(row).toContainText("Französisch");

    expect(await (await request.get("/fr/service")).text()).toContain(author);
    expect(await (await request.get("/service")).text()).not.toContain(author);

    await row.getByRole("link", { name: /Bearbeiten/ }).click();
    await expect(page.getByRole("region", { name: "Testimonial bearbeiten" }).getByLabel("Sprache")).toHaveValue("fr");
    await page.getByRole("link", { name: "Abbrechen" }).click();
    await page
      .getByRole("article", { name: author })
      .getByRole("link", { name: /Löschen/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(inMain(page, "Testimonial wurde gelöscht")).toBeVisible();
    expect(await (await request.get("/fr/service")).text()).not.toContain(author);
  });
});

// The contact inbox has its own file: cms-inbox.spec.ts.
test.describe("Postausgang", () => {
  test("editors see the outbox without other people's sign-in mails; administrators see all", async ({ page, request, browser }) => {
    const own = await createUser(request, { email: uniqueEmail("postausgang.eigen", STAFF_DOMAIN), password, name: "Olga Outbox", role: "editor" });
    const other = await createUser(request, { email: uniqueEmail("postausgang.fremd", STAFF_DOMAIN), password, name: "Fritz Fremd", role: "editor" });

    await openSignedIn(page, { email: own.email, password }, "/cms/postausgang");
    await expect(page.getByRole("heading", { level: 1, name: "Postausgang" })).toBeVisible();
    const ownMail = page.getByRole("article").filter({ hasText: own.email });
    await expect(ownMail.first()).toContainText(/Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    await expect(ownMail.first()).toContainText("SMTP: versendet");
    await expect(page.getByRole("article").filter({ hasText: other.email })).toHaveCount(0);
    await expect(inMain(page, /Anmelde-Mails? an andere Personen/)).toBeVisible();
    await ownMail.first().getByText("Inhalt anzeigen").click();
    await expect(ownMail.first().locator("iframe")).toHaveAttribute("sandbox", "");

    // Without the right to read messages there is nothing to see: anonymous visitors go to the login.
    const anonymous = await browser.newContext();
    const anonymousPage = await anonymous.newPage();
    await anonymousPage.goto("/cms/postausgang");
    await expect(anonymousPage).toHaveURL(/\/login\?redirectTo=%2Fcms%2Fpostausgang$/);
    await anonymous.close();

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, admin, "/cms/postausgang");
    await expect(adminPage.getByRole("article").filter({ hasText: other.email }).first()).toBeVisible();
    await adminContext.close();
  });

  test("a write without a session is refused and changes nothing", async ({ request }) => {
    const res = await request.post("/cms/global", {
      form: { intent: "save-settings", primary_color: "#000000", footer_text: "Von aussen" },
      headers: originHeader,
      maxRedirects: 0,
    });
    expect(res.status()).toBeGreaterThanOrEqual(300);
    const home = await request.get("/");
    expect(await home.text()).not.toContain("Von aussen");
  });
});
