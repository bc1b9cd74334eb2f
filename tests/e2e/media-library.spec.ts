// The media library in the browser (docs/decisions/0006-media-storage-and-uploads.md). Upload with a visible progress bar (the upload is slowed
// down through Chromium's network emulation), search, edit, refusal of a file whose content is not
// what its name says, deletion with confirmation; storage-only files; the upload endpoint's guards;
// several files selected for a category change or deletion.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { admin, openSignedIn, signInViaApi, SITE_URL } from "./fixtures";
import { createPage } from "./fixtures/pages";

const LIBRARY = "/cms/media-library";
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(".e2e-data");

/** The result shown in the page (the toast repeats it outside <main>). */
function inMain(page: Page, text: string | RegExp): Locator {
  return page.getByRole("main").getByText(text);
}

function uploadPanel(page: Page): Locator {
  return page.getByRole("region", { name: "Datei hochladen (SEO-optimiert)" });
}

function cardOf(page: Page, filename: string): Locator {
  return page.getByRole("article").filter({ has: page.getByText(filename, { exact: true }) });
}

/** A PNG of noise (~360 KB, barely compressible): big enough to watch the progress bar. */
async function noisyPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

test.describe("Medienbibliothek", () => {
  test("upload with progress, search, edit, refuse a disguised file, delete with confirmation", async ({ page }) => {
    test.setTimeout(90_000);
    await openSignedIn(page, admin, LIBRARY);
    await expect(page.getByRole("heading", { level: 1, name: "Medienbibliothek" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zum CMS" })).toHaveAttribute("href", "/cms-overview");
    await expect(page.getByText(/^\d+ von \d+ Medien$/)).toBeVisible();

    const panel = uploadPanel(page);
    await panel.getByLabel("Datei", { exact: true }).setInputFiles({ name: "Gebärwanne Test.png", mimeType: "image/png", buffer: await noisyPng() });
    const seoField = panel.getByLabel("SEO-Dateiname");
    await expect(seoField).toHaveValue(/^gebaerwanne-test-\d{13}$/);
    await expect(panel.getByLabel("Titel", { exact: true })).toHaveValue("Gebaerwanne test");
    await expect(panel.getByLabel("Alt-Text")).toHaveValue("Gebaerwanne test - Auralis Medizintechnik AG");
    await expect(panel.getByLabel("Kategorie")).toHaveValue("uncategorized");

    // The input keeps a–z, 0–9 and hyphens only.
    const seoName = `e2e-testbild-${Date.now()}`;
    await seoField.fill(`${seoName}!? ÄÖ`);
    await expect(seoField).toHaveValue(`${seoName}aeoe`);
    await seoField.fill(seoName);
    await panel.getByLabel("Titel", { exact: true }).fill("E2E Testbild");
    // One alt text per switched-on language (French and Italian on the demo site), none suggested from the German title.
    await expect(panel.getByLabel("Alternativtext (Französisch)")).toHaveValue("");
    await expect(panel.getByLabel("Alternativtext (Englisch)")).toHaveCount(0);
    await panel.getByLabel("Alternativtext (Französisch)").fill("Image de test E2E");
    const filename = `${seoName}.png`;
    await expect(panel.getByText(filename)).toBeVisible();

    // About 100 KB/s upwards: the bytes travel for a few seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
    await panel.getByRole("button", { name: "Hochladen" }).click();
    const progress = panel.getByRole("progressbar", { name: "Upload-Fortschritt" });
    await expect(progress).toBeVisible();
    await expect(panel.getByRole("button", { name: "Wird hochgeladen..." })).toBeDisabled();
    await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(inMain(page, "Datei erfolgreich hochgeladen")).toBeVisible({ timeout: 30_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // The form is empty again.
    await expect(seoField).toHaveValue("");
    await expect(progress).toBeHidden();

    // Found by search, case-insensitively, on the file name.
    await page.getByRole("searchbox", { name: "Suche" }).fill(seoName.toUpperCase());
    await expect(page.getByText(/^1 von \d+ Medien$/)).toBeVisible();
    const card = cardOf(page, filename);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { name: "E2E Testbild" })).toBeVisible();
    const preview = card.locator("img");
    await expect(preview).toHaveAttribute("src", `/media/${filename}?w=480`);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    expect(page.url()).toContain(`q=${seoName.toUpperCase()}`);

    // Edit the title and the category; the French alt text given at upload is there.
    await card.getByRole("link", { name: "Bearbeiten: E2E Testbild" }).click();
    await expect(card.getByLabel("Alternativtext (Französisch)")).toHaveValue("Image de test E2E");
    await expect(card.getByLabel("Alternativtext (Italienisch)")).toHaveValue("");
    await card.getByLabel("Titel", { exact: true }).fill("E2E Testbild geändert");
    await card.getByLabel("Kategorie").selectOption("pflege");
    await card.getByRole("button", { name: "Speichern" }).click();
    await expect(inMain(page, "Asset erfolgreich aktualisiert")).toBeVisible();
    const edited = cardOf(page, filename);
    await expect(edited.getByRole("heading", { name: "E2E Testbild geändert" })).toBeVisible();
    await expect(edited.getByText("Pflege", { exact: true })).toBeVisible();
    await expect(edited.getByRole("button", { name: "Speichern" })).toHaveCount(0);

    // A ".png" that is really text is refused, and nothing is stored.
    await panel
      .getByLabel("Datei", { exact: true })
      .setInputFiles({ name: "kein-bild.png", mimeType: "image/png", buffer: Buffer.from("Das ist kein Bild.\n") });
    await seoField.fill(`kein-bild-${Date.now()}`);
    await panel.getByRole("button", { name: "Hochladen" }).click();
    await expect(inMain(page, "Fehler beim Hochladen: Dieser Dateityp wird nicht unterstützt.")).toBeVisible();

    // Missing SEO name.
    await seoField.fill("");
    await panel.getByRole("button", { name: "Hochladen" }).click();
    await expect(inMain(page, "Bitte wählen Sie eine Datei und geben Sie einen SEO-Dateinamen ein")).toBeVisible();

    // Delete, after a confirmation that says it cannot be undone.
    await edited.getByRole("link", { name: "Löschen: E2E Testbild geändert" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("kann nicht rückgängig gemacht werden");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(inMain(page, "Asset erfolgreich gelöscht")).toBeVisible();
    await expect(cardOf(page, filename)).toHaveCount(0);
    await expect(inMain(page, "Keine Medien gefunden, die den Filterkriterien entsprechen.")).toBeVisible();
    expect((await page.request.get(`/media/${filename}`)).status()).toBe(404);

    // Reset brings every file back.
    await page.getByRole("link", { name: "Zurücksetzen" }).click();
    await expect(page.getByRole("searchbox", { name: "Suche" })).toHaveValue("");
    expect(await page.getByRole("article").count()).toBeGreaterThan(5);
  });

  test("storage-only files show up, cannot be edited and are named in the diagnostics", async ({ page }) => {
    const orphan = `verwaist-${Date.now()}.txt`;
    fs.mkdirSync(path.join(dataDir, "media"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "media", orphan), "Nur im Speicher\n");
    await openSignedIn(page, admin, LIBRARY);
    const card = cardOf(page, orphan);
    await expect(card.getByText("Nur im Speicher")).toBeVisible();
    await expect(card.getByText("Unkategorisiert")).toBeVisible();
    await card.getByRole("button", { name: /^Bearbeiten:/ }).click();
    await expect(page.getByText("Storage-only Dateien können nicht bearbeitet werden")).toBeVisible();

    await page.locator("summary", { hasText: "Diagnose" }).click();
    await expect(page.getByRole("main").locator("details").getByText(orphan)).toBeVisible();

    // Deleting removes the file itself.
    await card.getByRole("link", { name: /^Löschen:/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(inMain(page, "Asset erfolgreich gelöscht")).toBeVisible();
    expect(fs.existsSync(path.join(dataDir, "media", orphan))).toBe(false);
  });

  test("copy id and URL, set as logo, and a file in use names where it is used before it is deleted", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE_URL });
    await signInViaApi(page.request, admin.email, admin.password);
    // An image uploaded through the endpoint with the page's session.
    const seoName = `e2e-logo-${Date.now()}`;
    const res = await page.request.post("/api/media", {
      headers: { Origin: SITE_URL, Accept: "application/json" },
      multipart: { seoName, title: "E2E Logo", file: { name: "logo.png", mimeType: "image/png", buffer: await noisyPng() } },
    });
    expect(res.status()).toBe(201);
    const { asset } = (await res.json()) as { asset: { id: number; filename: string } };
    await page.goto(LIBRARY);

    const card = cardOf(page, asset.filename);
    await card.getByRole("button", { name: `Asset-ID ${asset.id} kopieren` }).click();
    await expect(page.getByText("Asset-ID kopiert")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(asset.id));
    await card.getByRole("button", { name: "URL kopieren: E2E Logo" }).click();
    await expect(page.getByText("URL kopiert")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_URL}/media/${asset.filename}`);

    const originalLogo = page.getByRole("article").filter({ has: page.getByText("Aktuelles Logo") });
    const originalFile = (await originalLogo.locator("p.font-mono").textContent()) ?? "";
    await card.getByRole("button", { name: "Als Logo setzen: E2E Logo" }).click();
    await expect(inMain(page, "Logo erfolgreich gesetzt")).toBeVisible();
    await expect(cardOf(page, asset.filename).getByText("Aktuelles Logo")).toBeVisible();

    // In use: the dialog names the use and asks again.
    await cardOf(page, asset.filename).getByRole("link", { name: "Löschen: E2E Logo" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Die Datei wird noch verwendet auf:");
    await expect(dialog).toContainText("Logo der Website (Globale Einstellungen)");
    await dialog.getByRole("button", { name: "Trotzdem löschen" }).click();
    await expect(inMain(page, "Asset erfolgreich gelöscht")).toBeVisible();
    await expect(cardOf(page, asset.filename)).toHaveCount(0);

    // The seeded logo back in place for the other tests.
    await cardOf(page, originalFile)
      .getByRole("button", { name: /^Als Logo setzen:/ })
      .click();
    await expect(cardOf(page, originalFile).getByText("Aktuelles Logo")).toBeVisible();
  });

  test("several selected files change category together, and a selection in use names its page before it is deleted", async ({ page }) => {
    test.setTimeout(90_000);
    await signInViaApi(page.request, admin.email, admin.password);
    const stamp = `e2e-auswahl-${Date.now()}`;
    const files: Record<"a" | "b" | "c" | "d", string> = { a: "", b: "", c: "", d: "" };
    for (const key of ["a", "b", "c", "d"] as const) {
      const res = await page.request.post("/api/media", {
        headers: { Origin: SITE_URL, Accept: "application/json" },
        multipart: {
          seoName: `${stamp}-${key}`,
          title: `Auswahl ${key.toUpperCase()}`,
          file: { name: `${key}.png`, mimeType: "image/png", buffer: await noisyPng() },
        },
      });
      expect(res.status()).toBe(201);
      files[key] = ((await res.json()) as { asset: { filename: string } }).asset.filename;
    }
    // File c is the image of a published page's hero section.
    const pageTitle = `Auswahl-Seite ${Date.now()}`;
    await createPage(page.request, pageTitle, [{ name: "Kopf", type: "hero", settings: { title: pageTitle, image: `/media/${files.c}` } }]);
    await page.goto(`${LIBRARY}?q=${stamp}`);
    await expect(page.getByText(/^4 von \d+ Medien$/)).toBeVisible();
    const selection = page.getByRole("region", { name: "Auswahl" });
    await expect(selection.getByText("0 ausgewählt")).toBeVisible();
    const box = (key: keyof typeof files) => page.getByRole("checkbox", { name: `«${files[key]}» auswählen` });

    // Two files by mouse and keyboard, then a category for both.
    await box("a").check();
    await box("b").focus();
    await page.keyboard.press("Space");
    await expect(box("b")).toBeChecked();
    await expect(selection.getByText("2 ausgewählt")).toBeVisible();
    await selection.getByLabel("Neue Kategorie").selectOption("wellness");
    await selection.getByRole("button", { name: "Kategorie ändern" }).click();
    await expect(inMain(page, "Kategorie von 2 Dateien geändert")).toBeVisible();
    await expect(cardOf(page, files.a).getByText("Wellness", { exact: true })).toBeVisible();
    await expect(cardOf(page, files.b).getByText("Wellness", { exact: true })).toBeVisible();
    await expect(cardOf(page, files.c).getByText("Wellness", { exact: true })).toHaveCount(0);
    await expect(selection.getByText("0 ausgewählt")).toBeVisible();

    // "Alle auf dieser Seite auswählen" and "Auswahl aufheben".
    await selection.getByRole("checkbox", { name: "Alle auf dieser Seite auswählen" }).check();
    await expect(selection.getByText("4 ausgewählt")).toBeVisible();
    await selection.getByRole("button", { name: "Auswahl aufheben" }).click();
    await expect(selection.getByText("0 ausgewählt")).toBeVisible();
    await expect(box("a")).not.toBeChecked();

    // One of the two is used: the warning names the page with that file, and deletes after "Trotzdem löschen".
    await box("c").check();
    await box("d").check();
    await selection.getByRole("link", { name: "Löschen" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("2 Dateien wirklich löschen?");
    await expect(dialog).toContainText("Ausgewählte Dateien werden noch verwendet auf:");
    const uses = dialog.getByRole("list", { name: "Verwendungen" }).getByRole("listitem");
    await expect(uses).toHaveCount(1);
    await expect(uses).toContainText(pageTitle);
    await expect(uses).toContainText("Auswahl C");
    await expect(uses).not.toContainText("Auswahl D");
    await dialog.getByRole("button", { name: "Trotzdem löschen" }).click();
    await expect(inMain(page, "2 Dateien gelöscht")).toBeVisible();
    await expect(cardOf(page, files.c)).toHaveCount(0);
    await expect(cardOf(page, files.d)).toHaveCount(0);
    expect((await page.request.get(`/media/${files.c}`)).status()).toBe(404);

    // The rest, unused: a plain confirmation.
    await selection.getByRole("checkbox", { name: "Alle auf dieser Seite auswählen" }).check();
    await selection.getByRole("link", { name: "Löschen" }).click();
    await expect(dialog).not.toContainText("verwendet");
    await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(inMain(page, "2 Dateien gelöscht")).toBeVisible();
    await expect(inMain(page, "Keine Medien gefunden, die den Filterkriterien entsprechen.")).toBeVisible();
  });

  test("the library has no serious accessibility problems", async ({ page }) => {
    await openSignedIn(page, admin, LIBRARY);
    await expect(page.getByRole("heading", { level: 1, name: "Medienbibliothek" })).toBeVisible();
    const results = await new AxeBuilder({ page }).include("main").analyze();
    // The library's second address (docs/product/cms-screens.md, "Staff routes") shows the same screen.
    await page.goto("/cms-media-library");
    await expect(page.getByRole("heading", { level: 1, name: "Medienbibliothek" })).toBeVisible();
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
  });

  test("the upload endpoint refuses foreign origins and anonymous callers", async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: SITE_URL });
    try {
      const multipart = { seoName: "x", file: { name: "x.png", mimeType: "image/png", buffer: await noisyPng() } };
      const foreign = await anonymous.post("/api/media", { multipart, headers: { Origin: "https://boese.example", Accept: "application/json" } });
      expect(foreign.status()).toBe(403);
      const unsigned = await anonymous.post("/api/media", { multipart, headers: { Origin: SITE_URL, Accept: "application/json" } });
      expect(unsigned.status()).toBe(401);
      expect(await unsigned.json()).toEqual({ ok: false, message: "Authentifizierung erforderlich" });
    } finally {
      await anonymous.dispose();
    }
  });

  test("fits a phone screen @phone", async ({ page }) => {
    await openSignedIn(page, admin, LIBRARY);
    await expect(page.getByRole("heading", { level: 1, name: "Medienbibliothek" })).toBeVisible();
    await expect(uploadPanel(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
