// The password sign-in works before its JavaScript has loaded and without it — a
// plain form post to /login whose action signs in through better-auth — and what a person typed
// before the page became interactive is kept.
import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { admin, createUser, newApiContext, originHeader, signInViaApi, STAFF_DOMAIN, uniqueEmail } from "./fixtures";

const panel = (page: Page) => page.getByRole("tabpanel", { name: "Login", exact: true });

test("the server's HTML does not disable 'Anmelden'", async ({ request }) => {
  const html = await (await request.get("/login")).text();
  const submit = html.match(/<button[^>]*type="submit"[^>]*>(?:(?!<\/button>).)*Anmelden(?:(?!<\/button>).)*<\/button>/s)?.[0];
  expect(submit, "Anmelden-Knopf im Server-HTML").toBeTruthy();
  expect(submit).not.toMatch(/\sdisabled(=|\s|>)/);
});

test.describe("ohne JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password is refused in German, keeping the address; the right one signs in", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fcms%2Fkonto");
    const login = panel(page);
    await login.getByLabel("E-Mail", { exact: true }).fill(admin.email);
    await login.getByLabel("Passwort", { exact: true }).fill("ganz-falsches-passwort");
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(login.getByRole("alert")).toContainText("Anmeldung fehlgeschlagen");
    await expect(login.getByRole("alert")).toContainText("E-Mail oder Passwort ist falsch.");
    await expect(login.getByLabel("E-Mail", { exact: true })).toHaveValue(admin.email);
    await expect(login.getByLabel("Passwort", { exact: true })).toHaveValue("");

    await login.getByLabel("Passwort", { exact: true }).fill(admin.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.waitForURL("/cms/konto");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a throttled account gets the German wait message", async ({ page, request }) => {
    const user = await createUser(request, {
      email: uniqueEmail("gedrosselt", STAFF_DOMAIN),
      password: "Richtig-123",
      name: "Gerd Gedrosselt",
      role: "editor",
    });
    const api = await newApiContext();
    try {
      for (let i = 0; i < 5; i++) {
        const res = await api.post("/api/auth/sign-in/email", { data: { email: user.email, password: `falsch-${i}` }, headers: originHeader });
        expect(res.status()).toBe(401);
      }
    } finally {
      await api.dispose();
    }
    await page.goto("/login");
    const login = panel(page);
    await login.getByLabel("E-Mail", { exact: true }).fill(user.email);
    await login.getByLabel("Passwort", { exact: true }).fill(user.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(login.getByRole("alert")).toContainText(/Zu viele fehlgeschlagene Versuche für dieses Konto\. .* erst in .* möglich\./);
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  test("a two-factor account is led to the code step and signed in by its code", async ({ page, request }) => {
    const user = await createUser(request, { email: uniqueEmail("totp-ohne-js", STAFF_DOMAIN), password: "Zwei-Faktor-2", name: "Theo Totp", role: "editor" });
    const api = await newApiContext();
    let totp: OTPAuth.TOTP;
    try {
      await signInViaApi(api, user.email, user.password);
      const enabled = await api.post("/api/auth/two-factor/enable", { data: { password: user.password }, headers: originHeader });
      expect(enabled.ok()).toBe(true);
      const { totpURI } = (await enabled.json()) as { totpURI: string };
      totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(new URL(totpURI).searchParams.get("secret") ?? "") });
      expect((await api.post("/api/auth/two-factor/verify-totp", { data: { code: totp.generate() }, headers: originHeader })).ok()).toBe(true);
    } finally {
      await api.dispose();
    }

    await page.goto("/login");
    const login = panel(page);
    await login.getByLabel("E-Mail", { exact: true }).fill(user.email);
    await login.getByLabel("Passwort", { exact: true }).fill(user.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(login.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();

    const wrong = String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");
    await login.getByLabel("6-stelliger Code").fill(wrong);
    await login.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await expect(login.getByRole("alert")).toContainText("Der Code ist ungültig.");
    await expect(login.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();

    await login.getByLabel("6-stelliger Code").fill(totp.generate());
    await login.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await page.waitForURL("/cms-overview");
  });
});

/** Holds back the page's JavaScript until `release` is called: a slow line, seen from the browser. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("vor dem Laden des JavaScripts", () => {
  test("what was typed is kept when the page becomes interactive, and then signs in", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    const login = panel(page);
    await login.getByLabel("E-Mail", { exact: true }).fill(admin.email);
    await login.getByLabel("Passwort", { exact: true }).fill(admin.password);
    // Still the server's page: no script has run yet.
    await expect(page.locator('main[data-ready="true"]')).toHaveCount(0);
    await expect(login.getByRole("button", { name: "Anmelden", exact: true })).toBeEnabled();
    release();
    await page.locator('main[data-ready="true"]').waitFor();
    await expect(login.getByLabel("E-Mail", { exact: true })).toHaveValue(admin.email);
    await expect(login.getByLabel("Passwort", { exact: true })).toHaveValue(admin.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await page.waitForURL("/cms-overview");
  });

  test("Enter before the script runs posts the form and signs in", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    const login = panel(page);
    await login.getByLabel("E-Mail", { exact: true }).fill(admin.email);
    await login.getByLabel("Passwort", { exact: true }).fill(admin.password);
    await expect(page.locator('main[data-ready="true"]')).toHaveCount(0);
    await login.getByLabel("Passwort", { exact: true }).press("Enter");
    await page.waitForURL("/cms-overview", { waitUntil: "commit" });
  });
});
