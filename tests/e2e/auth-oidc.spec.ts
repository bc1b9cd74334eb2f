// Signing in with the company account (OpenID Connect). The issuer is the stand-in of
// tests/e2e/global-setup.ts: its development login form takes any login name and password, and a
// login without '@' becomes <login>@<staff domain> — a staff address, so the account is an editor.
import { expect, test, type Page } from "@playwright/test";
import { createUser, OIDC_ISSUER, OIDC_NAME, openLogin, openSignedIn, originHeader, STAFF_DOMAIN, uniqueEmail } from "./fixtures";

/** Fills the issuer's development login form; consent needs no screen (first-party client). */
async function loginAtIssuer(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === OIDC_ISSUER && url.pathname.startsWith("/interaction/"));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("beliebiges-passwort");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

function identities(page: Page) {
  return page.getByRole("region", { name: "Verknüpfte Konten" });
}

test.describe("Anmeldung mit dem Firmenkonto", () => {
  test("a new staff member signs in with the company account, lands in the CMS and cannot unlink the only way in", async ({ page }) => {
    const login = `oidc.user.${Date.now().toString(36)}`;
    await openLogin(page);
    await page.getByRole("button", { name: `Mit ${OIDC_NAME} anmelden` }).click();
    await loginAtIssuer(page, login);

    await page.waitForURL("/cms-overview");
    await page.goto("/cms/konto");
    const profile = page.getByRole("region", { name: "Profil" });
    await expect(profile.getByText(`${login}@${STAFF_DOMAIN}`)).toBeVisible();
    await expect(profile.getByText("Redaktion", { exact: true })).toBeVisible();

    const linked = identities(page).getByRole("listitem").filter({ hasText: OIDC_NAME });
    await expect(identities(page).getByRole("listitem")).toHaveCount(1);
    await expect(linked.getByRole("button", { name: "Verknüpfung lösen" })).toBeDisabled();
    await expect(identities(page).getByText("Das ist Ihre einzige Anmeldemöglichkeit.", { exact: false })).toBeVisible();

    // better-auth itself refuses too, not only the disabled button.
    const accounts = (await (await page.request.get("/api/auth/list-accounts")).json()) as Array<{ providerId: string; accountId: string }>;
    const oidcAccount = accounts.find((a) => a.providerId === "firmenkonto");
    expect(oidcAccount?.accountId).toBe(login);
    const unlink = await page.request.post("/api/auth/unlink-account", { data: { providerId: "firmenkonto", accountId: login }, headers: originHeader });
    expect(unlink.status()).toBe(400);
    expect(((await unlink.json()) as { code?: string }).code).toBe("FAILED_TO_UNLINK_LAST_ACCOUNT");
  });

  test("a member of staff with a password links the company account on /cms/konto and unlinks it again", async ({ page, request }) => {
    const user = await createUser(request, {
      email: uniqueEmail("oidc.link", STAFF_DOMAIN),
      password: "Verknuepfung-1",
      name: "Vera Verknüpft",
      role: "editor",
    });
    await openSignedIn(page, user, "/cms/konto");
    await expect(page).toHaveURL("/cms/konto");

    await identities(page).getByRole("button", { name: "Firmenkonto verknüpfen" }).click();
    // The provider's login for the same address (linking needs matching e-mail addresses).
    await loginAtIssuer(page, user.email);
    await page.waitForURL("/cms/konto");

    const linked = identities(page).getByRole("listitem").filter({ hasText: OIDC_NAME });
    await expect(linked).toBeVisible();
    await expect(identities(page).getByRole("listitem").filter({ hasText: "E-Mail und Passwort" })).toBeVisible();
    await linked.getByRole("button", { name: "Verknüpfung lösen" }).click();

    await expect(identities(page).getByText("Verknüpfung gelöst")).toBeVisible();
    await expect(identities(page).getByRole("listitem").filter({ hasText: OIDC_NAME })).toHaveCount(0);
    await expect(identities(page).getByRole("button", { name: "Firmenkonto verknüpfen" })).toBeVisible();
  });
});
