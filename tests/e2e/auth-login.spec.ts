// Signing in as staff (docs/decisions/0004-staff-roles.md) — /login with its three tabs, confirmation and magic-link mails,
// password reset, the waiting screen, two-factor authentication and signing out other devices.
// Mails come from the test SMTP server (tests/e2e/fixtures), so every link is the real one.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { admin, createUser, openLogin, openSignedIn, signIn, SITE_URL, STAFF_DOMAIN, uniqueEmail, waitForMail } from "./fixtures";

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
 * Script errors and console errors. Chromium also logs every 4xx answer of a fetch as an error
 * ("Failed to load resource"): a refused sign-in is such an answer by design, so those are left out.
 */
function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name, exact: true });

async function registerThroughForm(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await openLogin(page);
  await tab(page, "Registrieren").click();
  const form = panel(page, "Registrieren");
  await form.getByLabel("Vollständiger Name (optional)").fill(name);
  await form.getByLabel("E-Mail", { exact: true }).fill(email);
  const passwordField = form.getByLabel("Passwort", { exact: true });
  await expect(passwordField).toHaveAttribute("placeholder", "Mindestens 6 Zeichen");
  await expect(passwordField).toHaveAttribute("minlength", "6");
  await passwordField.fill(password);
  await form.getByRole("button", { name: "Registrieren", exact: true }).click();
  await expect(form.getByRole("status")).toHaveText(/Registrierung erfolgreich – Bitte prüfen Sie Ihre E-Mails zur Bestätigung\./);
}

async function confirmationLink(email: string, since: number) {
  const mail = await waitForMail(email, /bestätigen/i, { since });
  const link = mail.links.find((href) => href.includes("/api/auth/verify-email"));
  expect(link, "Bestätigungslink in der Mail").toBeTruthy();
  return link as string;
}

/** A browser of its own (own cookies), signed in through the API (the form is tested above), on `path`. */
async function newSignedInPage(browser: Browser, email: string, password: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, { email, password }, path);
  return { context, page };
}

test.describe("Anmeldung (/login)", () => {
  test("the page is server-rendered with three accessible tabs that share the e-mail address", async ({ page, request }) => {
    const html = await (await request.get("/login")).text();
    expect(html).toMatch(/<h1[^>]*>Anmeldung<\/h1>/);
    expect(html).toContain('role="tablist"');
    expect(html).toContain("mailto:info@auralis-medizintechnik.example");

    const errors = collectConsoleErrors(page);
    await openLogin(page);
    await expect(page).toHaveTitle(/Anmeldung/);
    await expect(page.getByRole("tablist", { name: "Anmeldeart" })).toBeVisible();
    await expect(tab(page, "Login")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "Probleme bei der Anmeldung? Support kontaktieren" })).toHaveAttribute(
      "href",
      "mailto:info@auralis-medizintechnik.example",
    );

    // 'Anmelden' stays disabled until both fields are filled.
    const login = panel(page, "Login");
    const submit = login.getByRole("button", { name: "Anmelden", exact: true });
    await expect(submit).toBeDisabled();
    await login.getByLabel("E-Mail", { exact: true }).fill("jemand@beispiel.ch");
    await expect(submit).toBeDisabled();
    await login.getByLabel("Passwort", { exact: true }).fill("geheim1");
    await expect(submit).toBeEnabled();

    // Arrow keys move between the tabs (roving focus); the address follows into every tab.
    await tab(page, "Login").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Registrieren")).toBeFocused();
    await expect(tab(page, "Registrieren")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page, "Registrieren").getByLabel("E-Mail", { exact: true })).toHaveValue("jemand@beispiel.ch");
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Magic Link")).toHaveAttribute("aria-selected", "true");
    const magic = panel(page, "Magic Link");
    await expect(magic.getByLabel("E-Mail", { exact: true })).toHaveValue("jemand@beispiel.ch");
    await expect(magic.getByText("sicheren Login-Link", { exact: false })).toBeVisible();
    await expect(magic.getByRole("button", { name: "Magic Link senden" })).toBeEnabled();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Login")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab(page, "Magic Link")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab(page, "Login")).toBeFocused();

    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("a wrong password says 'Anmeldung fehlgeschlagen' and the same for an unknown address", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openLogin(page);
    const login = panel(page, "Login");
    const answers: string[] = [];
    for (const email of [admin.email, uniqueEmail("niemand")]) {
      await login.getByLabel("E-Mail", { exact: true }).fill(email);
      await login.getByLabel("Passwort", { exact: true }).fill("ganz-falsches-passwort");
      await login.getByRole("button", { name: "Anmelden", exact: true }).click();
      const alert = login.getByRole("alert");
      await expect(alert).toContainText("Anmeldung fehlgeschlagen");
      await expect(alert).toContainText("E-Mail oder Passwort ist falsch.");
      answers.push((await alert.innerText()).trim());
    }
    // Nothing tells a known address from an unknown one.
    expect(answers[0]).toBe(answers[1]);
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  // The site opened under another address than SITE_URL (here 127.0.0.1 instead of
  // localhost) refuses the sign-in, and says in German which address it expects (docs/security.md, "Origins").
  test("opened under another address than SITE_URL, the sign-in names the address the site expects", async ({ page }) => {
    const expected = new URL(SITE_URL);
    const other = `http://127.0.0.1:${expected.port}`;
    await page.goto(`${other}/login`);
    await page.locator('main[data-ready="true"]').waitFor();
    const login = panel(page, "Login");
    await login.getByLabel("E-Mail", { exact: true }).fill(admin.email);
    await login.getByLabel("Passwort", { exact: true }).fill(admin.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(login.getByRole("alert")).toContainText(`Diese Anfrage kam von ${other}, die Website erwartet ${expected.origin}.`);
    await expect(page).toHaveURL(`${other}/login`);
  });

  test("the administrator signs in and lands on /cms-overview; /login then forwards", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openLogin(page);
    const login = panel(page, "Login");
    await login.getByLabel("E-Mail", { exact: true }).fill(admin.email);
    await login.getByLabel("Passwort", { exact: true }).fill(admin.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.waitForURL("/cms-overview");
    await expect(page.getByRole("heading", { level: 1, name: "CMS-Übersicht" })).toBeVisible();

    // Already signed in: the login page forwards to the requested path.
    await page.goto("/login?redirectTo=%2Fcms%2Fkonto");
    await expect(page).toHaveURL("/cms/konto");
    // …but never to another site.
    await page.goto("/login?redirectTo=%2F%2Fevil.example%2F");
    await expect(page).toHaveURL("/cms-overview");
    expect(errors).toEqual([]);
  });

  test("an anonymous visit to /cms/konto goes through the login and back to /cms/konto", async ({ page }) => {
    await page.goto("/cms/konto");
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/cms/konto")}`);
    await page.locator('main[data-ready="true"]').waitFor();
    const login = panel(page, "Login");
    await login.getByLabel("E-Mail", { exact: true }).fill(admin.email);
    await login.getByLabel("Passwort", { exact: true }).fill(admin.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.waitForURL("/cms/konto");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Profil" }).getByText(admin.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Registrierung und Mail-Links", () => {
  test("a staff address registers, confirms by mail and works as editor", async ({ page }) => {
    const email = uniqueEmail("neu.redaktion", STAFF_DOMAIN);
    const since = Date.now() - 1;
    await registerThroughForm(page, { name: "Nora Neu", email, password: "Redaktion-1" });

    await page.goto(await confirmationLink(email, since));
    await page.waitForURL("/cms-overview");
    await expect(page.getByText("Willkommen, Nora Neu")).toBeVisible();
    await expect(page.getByText("Redaktion", { exact: false }).first()).toBeVisible();
  });

  test("another address registers, confirms and waits for approval on /cms/kontofreigabe", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail("extern", "beispiel.ch");
    const since = Date.now() - 1;
    await registerThroughForm(page, { name: "", email, password: "Extern-123" });

    await page.goto(await confirmationLink(email, since));
    await page.waitForURL("/cms/kontofreigabe");
    await expect(page.getByRole("heading", { level: 1, name: "Ihr Konto wartet auf Kontofreigabe" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText("Administrator", { exact: false }).first()).toBeVisible();
    // No CMS data, no way into the CMS.
    await page.goto("/cms-overview");
    await expect(page).toHaveURL("/cms/kontofreigabe");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Abmelden", exact: true }).click();
    await page.waitForURL(/\/login\?abgemeldet=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Erfolgreich abgemeldet" })).toBeVisible();
    await page.goto("/cms/kontofreigabe");
    await expect(page).toHaveURL("/login");
    expect(errors).toEqual([]);
  });

  test("registering a known address answers the same as a new one", async ({ page }) => {
    await registerThroughForm(page, { name: "Doppelt", email: admin.email, password: "irgendwas-1" });
  });

  test("a magic link from the mail signs in and goes to the remembered page", async ({ page, request }) => {
    const user = await createUser(request, { email: uniqueEmail("magic", STAFF_DOMAIN), password: "Magisch-123", name: "Max Magie", role: "editor" });
    await openLogin(page, "/cms/konto");
    // The address typed in the Login tab is already in the Magic Link tab.
    await panel(page, "Login").getByLabel("E-Mail", { exact: true }).fill(user.email);
    await tab(page, "Magic Link").click();
    const magic = panel(page, "Magic Link");
    const since = Date.now() - 1;
    await magic.getByRole("button", { name: "Magic Link senden" }).click();
    await expect(magic.getByRole("status")).toHaveText(/Magic Link versendet – Prüfen Sie Ihre E-Mails für den Login-Link\./);

    const mail = await waitForMail(user.email, /Login-Link/, { since });
    const link = mail.links.find((href) => href.includes("/api/auth/magic-link/verify"));
    expect(link, "Link in der Mail").toBeTruthy();
    await page.goto(link as string);
    await page.waitForURL("/cms/konto");
    await expect(page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();

    // The link works once: a second use ends on the login page with a clear message.
    await page.context().clearCookies();
    await page.goto(link as string);
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByRole("alert")).toContainText("Der Link ist ungültig oder abgelaufen.");
  });

  test("'Passwort vergessen?' mails a reset link; the new password works", async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const user = await createUser(request, {
      email: uniqueEmail("vergesslich", STAFF_DOMAIN),
      password: "Alt-Passwort-1",
      name: "Vera Vergesslich",
      role: "editor",
    });
    await openLogin(page);
    const login = panel(page, "Login");
    const neutral = "Falls ein Konto zu dieser Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen gesendet.";

    // The answer is the same for an unknown address.
    await login.getByLabel("E-Mail", { exact: true }).fill(uniqueEmail("unbekannt"));
    await login.getByRole("button", { name: "Passwort vergessen?" }).click();
    await expect(login.getByRole("status")).toHaveText(neutral);

    const since = Date.now() - 1;
    await login.getByLabel("E-Mail", { exact: true }).fill(user.email);
    await login.getByRole("button", { name: "Passwort vergessen?" }).click();
    await expect(login.getByRole("status")).toHaveText(neutral);
    const mail = await waitForMail(user.email, /Passwort zurücksetzen/, { since });
    const link = mail.links.find((href) => href.includes("/api/auth/reset-password/"));
    expect(link, "Link in der Mail").toBeTruthy();

    await page.goto(link as string);
    await expect(page).toHaveURL(/\/passwort-zuruecksetzen\?token=/);
    await page.getByLabel("Neues Passwort", { exact: true }).fill("Neu-Passwort-1");
    await page.getByLabel("Neues Passwort wiederholen").fill("Neu-Passwort-2");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByText("Die Passwörter stimmen nicht überein.")).toBeVisible();
    await page.getByLabel("Neues Passwort", { exact: true }).fill("Neu-Passwort-1");
    await page.getByLabel("Neues Passwort wiederholen").fill("Neu-Passwort-1");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("status")).toHaveText("Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Zur Anmeldung" }).click();
    await expect(page).toHaveURL("/login");

    await signIn(page, user.email, "Neu-Passwort-1");
    await expect(page).toHaveURL("/cms-overview");

    // The link was used up.
    await page.context().clearCookies();
    await page.goto(link as string);
    await expect(page.getByRole("alert")).toContainText("Der Link ist ungültig oder abgelaufen.");
    expect(errors).toEqual([]);
  });
});

test.describe("Zwei-Faktor-Authentifizierung und Sitzungen", () => {
  test("TOTP is enrolled on /cms/konto and then asked for at sign-in", async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const user = await createUser(request, { email: uniqueEmail("totp", STAFF_DOMAIN), password: "Zwei-Faktor-1", name: "Tina Totp", role: "editor" });
    // Signed in through the API: the form is what the second half of this test goes through.
    await openSignedIn(page, user, "/cms/konto");
    await expect(page).toHaveURL("/cms/konto");

    const section = page.getByRole("region", { name: "Zwei-Faktor-Authentifizierung" });
    await section.getByLabel("Passwort zur Bestätigung").fill(user.password);
    await section.getByRole("button", { name: "Zwei-Faktor-Authentifizierung einrichten" }).click();
    await expect(section.getByRole("img", { name: /QR-Code/ })).toBeVisible();
    const secret = (await section.locator("code[data-totp-secret]").getAttribute("data-totp-secret")) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expect(section.getByRole("list", { name: "Backup-Codes" }).getByRole("listitem")).not.toHaveCount(0);
    const backupCode = (await section.getByRole("list", { name: "Backup-Codes" }).getByRole("listitem").first().innerText()).trim();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });

    await section.getByLabel("Code aus der App").fill(totp.generate());
    await section.getByRole("button", { name: "Bestätigen und einschalten" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Die Zwei-Faktor-Authentifizierung ist eingeschaltet." })).toBeVisible();
    await expect(section.getByText("Eingeschaltet.", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sign out, then in again: the password alone is not enough any more.
    await page.getByRole("banner").getByRole("button", { name: "Abmelden", exact: true }).click();
    await page.waitForURL(/\/login\?abgemeldet=1$/);
    await page.locator('main[data-ready="true"]').waitFor();
    const login = panel(page, "Login");
    await login.getByLabel("E-Mail", { exact: true }).fill(user.email);
    await login.getByLabel("Passwort", { exact: true }).fill(user.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(login.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();
    const codeField = login.getByLabel("6-stelliger Code");
    await expect(codeField).toHaveAttribute("inputmode", "numeric");
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");

    const wrong = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");
    await codeField.fill(wrong);
    await login.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await expect(login.getByRole("alert")).toContainText("Der Code ist ungültig.");

    await codeField.fill(totp.generate());
    await login.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await page.waitForURL("/cms-overview");

    // A backup code works instead of the app, once.
    await page.getByRole("banner").getByRole("button", { name: "Abmelden", exact: true }).click();
    await page.waitForURL(/\/login\?abgemeldet=1$/);
    await page.locator('main[data-ready="true"]').waitFor();
    await login.getByLabel("E-Mail", { exact: true }).fill(user.email);
    await login.getByLabel("Passwort", { exact: true }).fill(user.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await login.getByRole("button", { name: "Backup-Code verwenden" }).click();
    await login.getByLabel("Backup-Code").fill(backupCode);
    await login.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await page.waitForURL("/cms-overview");
    expect(errors).toEqual([]);
  });

  test("'Von allen anderen Geräten abmelden' ends the session of another browser", async ({ browser, request }) => {
    const user = await createUser(request, { email: uniqueEmail("zwei.geraete", STAFF_DOMAIN), password: "Geraete-123", name: "Gerd Geräte", role: "editor" });
    const first = await newSignedInPage(browser, user.email, user.password, "/cms/konto");
    const second = await newSignedInPage(browser, user.email, user.password, "/cms-overview");
    try {
      await expect(second.page).toHaveURL("/cms-overview");
      const sessions = first.page.getByRole("region", { name: "Aktive Sitzungen" });
      await first.page.reload();
      // This browser, the second one, and the session the confirmation link of createUser opened.
      await expect(sessions.getByRole("listitem")).toHaveCount(3);
      await expect(sessions.getByText("Dieses Gerät")).toHaveCount(1);
      await expect(sessions.getByText("Sie sind auf 2 weiteren Geräten angemeldet.")).toBeVisible();

      await sessions.getByRole("button", { name: "Von allen anderen Geräten abmelden" }).click();
      await expect(sessions.getByRole("status").filter({ hasText: "Erfolgreich abgemeldet" })).toBeVisible();
      await expect(sessions.getByRole("listitem")).toHaveCount(1);
      await expect(sessions.getByText("Sie sind auf keinem anderen Gerät angemeldet.")).toBeVisible();

      await second.page.goto("/cms-overview");
      await expect(second.page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/cms-overview")}`);
      // This browser is still signed in.
      await first.page.goto("/cms-overview");
      await expect(first.page).toHaveURL("/cms-overview");

      // 'Überall abmelden' ends this one too.
      await first.page.goto("/cms/konto");
      await sessions.getByRole("button", { name: "Überall abmelden" }).click();
      await first.page.waitForURL(/\/login\?abgemeldet=1$/);
      await first.page.goto("/cms-overview");
      await expect(first.page).toHaveURL(/\/login\?redirectTo=/);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  test("the password is changed on /cms/konto", async ({ page, request }) => {
    const user = await createUser(request, { email: uniqueEmail("wechsel", STAFF_DOMAIN), password: "Vorher-123", name: "Wanda Wechsel", role: "editor" });
    await openSignedIn(page, user, "/cms/konto");
    const section = page.getByRole("region", { name: "Passwort ändern" });
    // The CMS fields mark required ones with an aria-hidden '*': match the accessible names.
    const field = (name: string) => section.getByRole("textbox", { name, exact: true });
    await field("Aktuelles Passwort").fill("falsch-falsch");
    await field("Neues Passwort").fill("Nachher-123");
    await field("Neues Passwort wiederholen").fill("Nachher-123");
    await section.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(section.getByRole("alert")).toContainText("Das Passwort ist falsch.");

    await field("Aktuelles Passwort").fill(user.password);
    await section.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(section.getByRole("status")).toHaveText("Ihr Passwort wurde geändert.");

    await page.context().clearCookies();
    await signIn(page, user.email, "Nachher-123");
    await expect(page).toHaveURL("/cms-overview");
  });
});

test.describe("Passwort zurücksetzen ohne gültigen Link", () => {
  test("an invalid or missing token explains itself", async ({ page }) => {
    await page.goto("/passwort-zuruecksetzen?error=INVALID_TOKEN");
    await expect(page.getByRole("alert")).toContainText("Der Link ist ungültig oder abgelaufen.");
    await page.goto("/passwort-zuruecksetzen");
    await expect(page.getByRole("alert")).toContainText("Der Link ist ungültig oder abgelaufen.");
    // A made-up token is refused by better-auth when the form is sent.
    await page.goto("/passwort-zuruecksetzen?token=erfunden");
    await page.getByLabel("Neues Passwort", { exact: true }).fill("Erfunden-123");
    await page.getByLabel("Neues Passwort wiederholen").fill("Erfunden-123");
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByRole("alert")).toContainText("Der Link ist ungültig oder abgelaufen.");
  });

  test("the set-up page does not exist once an administrator exists", async ({ request }) => {
    expect((await request.get("/einrichtung")).status()).toBe(404);
    expect((await request.get("/einrichtung?token=erfunden")).status()).toBe(404);
  });
});

test("@phone the login page fits a phone screen", async ({ page }) => {
  await openLogin(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await tab(page, "Magic Link").click();
  await expect(panel(page, "Magic Link").getByRole("button", { name: "Magic Link senden" })).toBeVisible();
  const box = await tab(page, "Login").boundingBox();
  // Touch targets of at least 44 px.
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
});
