// What visitors see of 'Dokumente' (docs/decisions/0046-documents.md, 0047-printed-copies.md), in the browser, on the
// seeded site (every product has its instructions for use in German and French; the Generosa's second version is
// safety-relevant): the French documents page with its search, a product's documents with the SHA-256 beside each
// download, the product page's block, a download whose bytes match the hash shown, the feed, the document address,
// the QR code's redirect by Accept-Language, and the printed copy – sent by a visitor in French, seen and marked as
// sent by staff in the inbox.
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { admin, openSignedIn } from "./fixtures";

/** The Generosa's French documents page, found on the French index as a visitor finds it. */
async function generosaDocuments(page: Page): Promise<{ href: string; number: number }> {
  await page.goto("/fr/documents");
  const card = page.locator("[data-product-documents]").filter({ hasText: "Generosa" }).first();
  const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/fr\/documents\/\d+$/);
  return { href: href!, number: Number(href!.split("/").pop()) };
}

test.describe("Dokumente für Besucher", () => {
  test("the French documents page lists every product's documents in French and searches them on the server", async ({ page }) => {
    await page.goto("/fr/documents");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Fil d’Ariane" })).toContainText("Documents");
    // The head: hreflang to the other languages' index, the Atom feed.
    await expect(page.locator('link[rel="alternate"][hreflang="de-CH"]')).toHaveAttribute("href", /\/dokumente$/);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/fr/documents/feed.atom");
    const cards = page.locator("[data-product-documents]");
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(
      cards
        .first()
        .getByRole("link", { name: /^Télécharger Mode d’emploi|^Télécharger Mode d'emploi/ })
        .first(),
    ).toBeVisible();
    // No script for visitors beyond their one enhancement: the search is a plain GET.
    await page.getByLabel("Nom du produit, numéro d’article ou UDI-DI").fill("generosa");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/documents\?q=generosa$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Generosa");
    await expect(page.getByRole("status")).toContainText("correspondent à");
    await page.getByLabel("Nom du produit, numéro d’article ou UDI-DI").fill("xyz-introuvable");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole("status")).toContainText("Aucun produit ne correspond");
  });

  test("a product's French documents: current version, earlier versions, SHA-256, other languages; a download matches its hash", async ({ page, request }) => {
    const { href, number } = await generosaDocuments(page);
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Documents\u00a0: .*Generosa/);
    const ifu = page.locator('[data-document-kind="ifu"]');
    await expect(ifu.getByRole("heading", { name: "Mode d'emploi" })).toBeVisible();
    await expect(ifu).toContainText("Version actuelle");
    // The safety-relevant second version: the notice on the page.
    await expect(page.getByRole("note", { name: "Mise à jour importante pour la sécurité" })).toBeVisible();
    await expect(ifu.getByText("Versions antérieures (1)")).toBeVisible();
    await ifu.getByText("Versions antérieures (1)").click();
    await expect(ifu.locator("ol [data-document-version]")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "Ces documents dans d’autres langues" }).getByRole("link", { name: "Deutsch" })).toHaveAttribute(
      "href",
      `/dokumente/${number}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="de-CH"]')).toHaveAttribute("href", new RegExp(`/dokumente/${number}$`));

    // The download: its bytes are the hash shown beside it.
    const current = ifu.locator("[data-document-version]").first();
    const shown = (await current.locator("code").textContent())!.trim();
    const download = await current.getByRole("link", { name: /^Télécharger/ }).getAttribute("href");
    expect(download).toMatch(new RegExp(`^/dokumente/datei/${shown}/`));
    const file = await request.get(download!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("application/pdf");
    expect(
      createHash("sha256")
        .update(await file.body())
        .digest("hex"),
    ).toBe(shown);

    // The document's own address leads to the same current version; a kind without a version is a French 404.
    const redirect = await request.get(`/fr/documents/${number}/ifu/fr`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe(download);
    await page.goto(`/fr/documents/${number}/brochure/fr`);
    await expect(page.getByRole("heading", { level: 1, name: "Document introuvable" })).toBeVisible();
  });

  test("the French product page shows its current documents; the feed is valid Atom", async ({ page }) => {
    const { href } = await generosaDocuments(page);
    await page.goto(href);
    const productPage = await page.getByRole("link", { name: "Vers la page du produit" }).getAttribute("href");
    await page.goto(productPage!);
    // The Generosa's safety-relevant version: the notice at the top of its page, before its sections.
    const notice = page.getByRole("note", { name: "Mise à jour importante pour la sécurité" });
    await expect(notice).toBeVisible();
    const block = page.locator("[data-product-documents-block]");
    expect((await notice.boundingBox())!.y).toBeLessThan((await block.boundingBox())!.y);
    await expect(block.getByRole("heading", { level: 2, name: "Documents" })).toBeVisible();
    await expect(block.getByRole("link", { name: /^Télécharger Mode d/ })).toHaveAttribute("href", /^\/dokumente\/datei\/[0-9a-f]{64}\//);
    await expect(block.getByRole("link", { name: "Tous les documents et versions antérieures" })).toHaveAttribute("href", href);

    const response = await page.goto("/fr/documents/feed.atom");
    expect(response?.headers()["content-type"]).toContain("application/atom+xml");
    const xml = await response!.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.namespaceURI,
        entries: doc.getElementsByTagName("entry").length,
        lang: doc.documentElement.getAttribute("xml:lang"),
      };
    }, xml);
    expect(parsed).toMatchObject({ error: false, root: "http://www.w3.org/2005/Atom", lang: "fr-CH" });
    expect(parsed.entries).toBeGreaterThan(0);
  });

  test("the QR code's address leads to the documents in the browser's language", async ({ page, request, browser }) => {
    const { number } = await generosaDocuments(page);
    for (const [accept, target] of [
      ["fr-CH,fr;q=0.9,en;q=0.5", `/fr/documents/${number}`],
      ["de-CH", `/dokumente/${number}`],
      ["ja", `/dokumente/${number}`],
    ]) {
      const answer = await request.get(`/d/${number}`, { headers: { "Accept-Language": accept }, maxRedirects: 0 });
      expect(answer.status(), accept).toBe(302);
      expect(answer.headers().location, accept).toBe(target);
      expect(answer.headers().vary).toMatch(/Accept-Language/i);
      expect(answer.headers()["cache-control"]).toContain("no-store");
    }
    // A French browser, as a phone scanning the code opens it.
    const french = await browser.newContext({ locale: "fr-CH" });
    const phone = await french.newPage();
    await phone.goto(`/d/${number}`);
    await expect(phone).toHaveURL(new RegExp(`/fr/documents/${number}$`));
    await expect(phone.locator("html")).toHaveAttribute("lang", "fr-CH");
    await french.close();
  });

  test("a visitor asks for a printed copy in French; staff see it in the inbox and record 'versandt am'", async ({ page }) => {
    const { href } = await generosaDocuments(page);
    await page.goto(href);
    const form = page.locator("form[data-printed-copy-form]");
    // Sent empty: the French messages, nothing lost.
    await form.getByLabel("Institution *").fill("Clinique des Tilleuls");
    await form.getByRole("button", { name: "Demander un exemplaire imprimé" }).click();
    await expect(page.getByRole("alert")).toHaveText("Veuillez remplir tous les champs obligatoires.");
    await expect(form.getByLabel("Institution *")).toHaveValue("Clinique des Tilleuls");
    await expect(form.getByLabel("Nom *")).toHaveAttribute("aria-invalid", "true");

    const institution = `Clinique des Tilleuls ${Date.now()}`;
    await form.getByLabel("Document et version *").selectOption({ index: 0 });
    await form.getByLabel("Nom *").fill("Sophie Martin");
    await form.getByLabel("Institution *").fill(institution);
    await form.getByLabel("Adresse de livraison *").fill("Rue du Lac 12\n1003 Lausanne\nSuisse");
    await form.getByLabel("E-mail *").fill("sophie.martin@example.ch");
    await form.getByRole("button", { name: "Demander un exemplaire imprimé" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Merci" })).toContainText(/au plus tard le \d{2}\.\d{2}\.\d{4}/);

    await openSignedIn(page, admin, "/cms/dokumente/anfragen");
    await expect(page.getByRole("heading", { level: 1, name: "Gedruckte Ausgaben" })).toBeVisible();
    const request = page.getByRole("article").filter({ hasText: institution });
    await expect(request).toContainText("Generosa");
    await expect(request).toContainText("Zu versenden bis");
    await expect(request).toContainText("Französisch");
    await request.getByRole("link", { name: /Als versandt markieren/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Als versandt markieren?" });
    await dialog.getByRole("button", { name: "Als versandt markieren" }).click();
    await expect(page.getByRole("main").getByText("Als versandt erfasst.")).toBeVisible();
    await page.getByRole("navigation", { name: "Filter" }).getByRole("link", { name: "Versandt" }).click();
    const sent = page.getByRole("article").filter({ hasText: institution });
    await expect(sent).toContainText("Versandt am");
    await expect(sent).toContainText(admin.email);
    // The CMS navigation leads there.
    await expect(page.getByRole("link", { name: "Gedruckte Ausgaben" }).first()).toHaveAttribute("href", "/cms/dokumente/anfragen");
  });

  test("the French documents pages fit a phone @phone", async ({ page }) => {
    const { href } = await generosaDocuments(page);
    for (const address of ["/fr/documents", href]) {
      await page.goto(address);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, address).toBeLessThanOrEqual(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});
