// Every fixed text a visitor sees follows the language of the page's address (docs/decisions/0033-visitor-texts-per-language.md):
// /fr/…, /it/… and /en/… answer in their language with their <html lang>, German pages stay as they were.
// No translated page exists yet, so the pages seen here are the not-found and error pages, inside the
// site's frame; the sections' and the contact form's texts are checked by their render tests.
import { expect, test, type Page } from "@playwright/test";
import { admin, signInViaApi } from "./fixtures";

const audiences = [
  { name: "Besucher", staff: false },
  { name: "Mitarbeitende", staff: true },
] as const;

/** Opens `path` once its script ran (root.tsx or visitor-enhancements.ts marks <html data-hydrated>). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

for (const audience of audiences) {
  test.describe(`Sprache der Seite (${audience.name})`, () => {
    test.beforeEach(async ({ page }) => {
      if (audience.staff) await signInViaApi(page.request, admin.email, admin.password);
    });

    test("an unknown address under /fr is a French 404 page with <html lang='fr-CH'>", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (msg) => msg.type() === "error" && !msg.text().includes("404") && errors.push(msg.text()));
      const response = await open(page, "/fr/xyz");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
      await expect(page).toHaveTitle("Page introuvable");
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByText(/^Oups\s!\sPage introuvable$/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Navigation principale" }).first()).toBeAttached();
      await expect(page.getByRole("button", { name: "Produits" })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Progression de la lecture" })).toBeAttached();
      const footer = page.locator("footer");
      await expect(footer.getByRole("heading", { name: "Entreprise" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "Mentions légales" })).toBeVisible();
      await expect(footer.getByRole("link", { name: /^Version / })).toHaveAttribute("title", "Informations sur la version");
      // None of the frame's German texts is left.
      const text = (await page.locator("body").innerText()) + (await page.locator("body").innerHTML());
      for (const german of ["Zum Inhalt springen", "Hauptnavigation", "Lesefortschritt", "Unternehmen", "Rechtliches", "Zurück zur Startseite"]) {
        expect(text, german).not.toContain(german);
      }
      expect(errors).toEqual([]);
    });

    test("the burger menu's labels switch in the page's language", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await open(page, "/it/sconosciuto");
      await expect(page.locator("html")).toHaveAttribute("lang", "it-CH");
      await page.getByRole("button", { name: "Apri il menu" }).click();
      await expect(page.getByRole("button", { name: "Chiudi il menu" })).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Apri il menu" })).toHaveAttribute("aria-expanded", "false");
    });

    test("German pages keep their language and texts", async ({ page }) => {
      await open(page, "/produkte/pflege");
      await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
      await expect(page.getByRole("navigation", { name: "Brotkrumen" })).toBeVisible();
      await expect(page.locator("footer").getByRole("heading", { name: "Unternehmen" })).toBeVisible();
      const response = await open(page, "/gibt-es-nicht");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toBeVisible();
    });
  });
}

test.describe("Fehlerseiten des Servers", () => {
  test("a malformed address under /fr answers 400 with the French page, under /en with the English one", async ({ request }) => {
    const french = await request.get("/fr/%%%", { headers: { Accept: "text/html" } });
    expect(french.status()).toBe(400);
    const html = await french.text();
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain("Adresse non valable");
    const english = await request.get("/en/%c0%ae", { headers: { Accept: "text/html" } });
    expect(english.status()).toBe(400);
    expect(await english.text()).toContain("Invalid address");
  });

  test("an unknown address under /en is an English 404 with <html lang='en'>", async ({ request }) => {
    const res = await request.get("/en/unknown-page");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Back to the home page");
    expect(html).toContain("Skip to content");
  });
});
