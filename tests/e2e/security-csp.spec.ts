// The Content-Security-Policy (docs/decisions/0012-security-headers-and-csrf.md) blocks nothing the site itself does. Every test here
// fails on a single violation (fixtures/csp.ts): public pages for visitors (cached, hash-based
// policy) and for staff (nonce), every CMS screen, the sign-in flows (password, magic link, second
// factor, reset) and the edit mode (toggle, panel, live preview, save).
import * as OTPAuth from "otpauth";
import type { Page } from "@playwright/test";
import { collectCspViolations, expect, test } from "./fixtures/csp";
import { admin, createUser, openLogin, openSignedIn, signIn, signInViaApi, STAFF_DOMAIN, uniqueEmail, waitForMail } from "./fixtures";
import { createPage } from "./fixtures/pages";

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>) and the network is quiet. */
async function settle(page: Page) {
  await page.locator("html[data-hydrated]").waitFor();
  await page.waitForLoadState("networkidle");
}

async function publicPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(paths.length, "Seiten in der Sitemap").toBeGreaterThan(10);
  return paths;
}

const cmsScreens = [
  "/cms-overview",
  "/cms/konto",
  "/cms/users",
  "/cms/global",
  "/cms/email-templates",
  "/cms/testimonials",
  "/cms/nachrichten",
  "/cms/dokumente/anfragen",
  "/cms/postausgang",
  "/cms/seiten",
  "/cms/page-editor/kontakt",
  "/cms/media-library",
  "/sections",
];

test.describe("Content-Security-Policy in Chromium", () => {
  test("the collector itself sees a blocked inline script", async ({ browser }) => {
    // Not the auto fixture: this context is meant to violate the policy.
    const context = await browser.newContext();
    const violations = await collectCspViolations(context);
    const page = await context.newPage();
    await page.goto("/impressum");
    await settle(page);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__ranInline = true;";
      document.body.append(script);
      const img = document.createElement("img");
      img.setAttribute("src", "data:image/gif;base64,R0lGODlhAQABAAAAACw=");
      img.setAttribute("onload", "window.__ranHandler = true");
      document.body.append(img);
    });
    await expect.poll(() => violations.filter((v) => v.source === "event").length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => [(window as { __ranInline?: boolean }).__ranInline, (window as { __ranHandler?: boolean }).__ranHandler])).toEqual([
      undefined,
      undefined,
    ]);
    expect(violations.some((v) => v.directive === "script-src-elem")).toBe(true);
    expect(violations.some((v) => v.directive === "script-src-attr")).toBe(true);
    await context.close();
  });

  test("every public page, as a visitor (cached pages, hash-based policy)", async ({ page }) => {
    test.setTimeout(120_000);
    const paths = await publicPaths(page);
    for (const path of [...paths, "/gibt-es-nicht", "/build-info"]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
      await settle(page);
    }
    // The second visit of each comes from the anonymous cache.
    const again = await page.goto(paths[0]);
    expect(again?.headers()["x-cache"]).toBe("HIT");
    await settle(page);
    // The contact form's script at work: a refused submission (nothing stored, so the per-address
    // limit of five messages in ten minutes stays for the tests that send some).
    await page.goto("/kontakt");
    await settle(page);
    const form = page.locator("form", { has: page.getByLabel("Nachricht *") });
    await form.getByLabel("Name *").fill("   ");
    await form.getByLabel("E-Mail *").fill("csp@beispiel.ch");
    await form.getByLabel("Nachricht *").fill("Eine Nachricht aus dem CSP-Test.");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Bitte füllen Sie alle Felder aus.")).toBeVisible();
  });

  test("every CMS screen, and public pages for staff (nonce)", async ({ page }) => {
    test.setTimeout(120_000);
    await signInViaApi(page.request, admin.email, admin.password);
    for (const path of cmsScreens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'(;|$)/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      await settle(page);
    }
    // Mail previews are <iframe srcdoc> documents under the page's policy: the list's, the form's
    // live one and the outbox's.
    await page.goto("/cms/email-templates");
    await settle(page);
    await page.locator("summary", { hasText: "HTML-Vorschau" }).first().click();
    await expect(page.frameLocator("iframe[title^='Vorschau von']").first().locator("body")).not.toBeEmpty();
    await page
      .getByRole("link", { name: /^Bearbeiten/ })
      .first()
      .click();
    await page.locator("summary", { hasText: "Vorschau mit Beispielwerten" }).click();
    await expect(page.frameLocator("iframe[title='Vorschau der E-Mail-Vorlage mit Beispielwerten']").locator("body")).not.toBeEmpty();
    await page.goto("/cms/postausgang");
    await settle(page);
    const outboxPreview = page.locator("summary", { hasText: "Inhalt anzeigen" }).first();
    if (await outboxPreview.count()) {
      await outboxPreview.click();
      await expect(page.frameLocator("iframe[title^='Inhalt der Mail']").first().locator("body")).not.toBeEmpty();
    }
    for (const path of ["/", "/kontakt", "/service"]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(/'nonce-/);
      await settle(page);
    }
  });

  test("sign-in with password, the magic link and the reset page", async ({ page, request }) => {
    const user = await createUser(request, { email: uniqueEmail("csp.magic", STAFF_DOMAIN), password: "Csp-Magisch-1", name: "Carla Csp", role: "editor" });
    await openLogin(page);
    for (const tab of ["Registrieren", "Magic Link", "Login"]) await page.getByRole("tab", { name: tab, exact: true }).click();
    await signIn(page, user.email, user.password, { redirectTo: "/cms/konto" });
    await settle(page);
    await page.getByRole("banner").getByRole("button", { name: "Abmelden", exact: true }).click();
    await page.waitForURL(/\/login\?abgemeldet=1$/);

    await openLogin(page, "/cms-overview");
    await page.getByRole("tab", { name: "Magic Link", exact: true }).click();
    const magic = page.getByRole("tabpanel", { name: "Magic Link", exact: true });
    await magic.getByLabel("E-Mail", { exact: true }).fill(user.email);
    const since = Date.now() - 1;
    await magic.getByRole("button", { name: "Magic Link senden" }).click();
    await expect(magic.getByRole("status")).toHaveText(/Magic Link versendet/);
    const mail = await waitForMail(user.email, /Login-Link/, { since });
    const link = mail.links.find((href) => href.includes("/api/auth/magic-link/verify"));
    await page.goto(link as string);
    await page.waitForURL("/cms-overview");
    await settle(page);

    await page.context().clearCookies();
    await page.goto("/passwort-zuruecksetzen?token=ungueltig");
    await settle(page);
  });

  test("the second factor: enrolment on /cms/konto and the code step at sign-in", async ({ page, request }) => {
    const user = await createUser(request, { email: uniqueEmail("csp.totp", STAFF_DOMAIN), password: "Csp-Zwei-Faktor-1", name: "Tom Csp", role: "editor" });
    await openSignedIn(page, user, "/cms/konto");
    await settle(page);
    const section = page.getByRole("region", { name: "Zwei-Faktor-Authentifizierung" });
    await section.getByLabel("Passwort zur Bestätigung").fill(user.password);
    await section.getByRole("button", { name: "Zwei-Faktor-Authentifizierung einrichten" }).click();
    // The QR code is an image the server drew (a data: address).
    await expect(section.getByRole("img", { name: /QR-Code/ })).toBeVisible();
    const secret = (await section.locator("code[data-totp-secret]").getAttribute("data-totp-secret")) ?? "";
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await section.getByLabel("Code aus der App").fill(totp.generate());
    await section.getByRole("button", { name: "Bestätigen und einschalten" }).click();
    await expect(section.getByText("Eingeschaltet.", { exact: true })).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Abmelden", exact: true }).click();
    await page.waitForURL(/\/login\?abgemeldet=1$/);
    await page.locator('main[data-ready="true"]').waitFor();
    const login = page.getByRole("tabpanel", { name: "Login", exact: true });
    await login.getByLabel("E-Mail", { exact: true }).fill(user.email);
    await login.getByLabel("Passwort", { exact: true }).fill(user.password);
    await login.getByRole("button", { name: "Anmelden", exact: true }).click();
    await login.getByLabel("6-stelliger Code").fill(totp.generate());
    await login.getByRole("button", { name: "Bestätigen", exact: true }).click();
    await page.waitForURL("/cms-overview");
    await settle(page);
  });

  test("the edit mode: toggle, panel, live preview and save", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    const slug = await createPage(page.request, `CSP Edit ${Date.now().toString(36)}`, [
      { name: "CSP Abschnitt", type: "hero", settings: { title: "Vorher" } },
    ]);
    await page.goto(slug);
    await settle(page);
    await page.getByRole("button", { name: /^Edit-Mode/ }).click();
    const panel = page.getByTestId("floating-editor");
    await expect(panel.getByRole("heading", { name: /^Sektionen \(/ })).toBeVisible({ timeout: 15_000 });
    await panel.getByRole("button", { name: "«CSP Abschnitt» bearbeiten" }).first().click();
    const form = panel.getByRole("form", { name: "Sektion «CSP Abschnitt» bearbeiten" });
    await form.getByLabel("Titel", { exact: true }).fill("Nachher im CSP-Test");
    // The live preview renders the server's answer on the page; the save follows by itself.
    await expect(page.locator("main h1:visible")).toHaveText("Nachher im CSP-Test");
    await expect(form.getByText("✓ Gespeichert")).toBeVisible({ timeout: 10_000 });
    await page.reload();
    await settle(page);
    await expect(page.locator("main h1:visible")).toHaveText("Nachher im CSP-Test");
  });
});
