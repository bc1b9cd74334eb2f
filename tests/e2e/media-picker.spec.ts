// The media picker (docs/decisions/0006-media-storage-and-uploads.md) in the browser, where images are chosen. An image is picked for a section
// in the section editor, saved, and seen on the public page as a resized image (srcset of /media/…?w=,
// AVIF for a browser that asks for it); a page's hero, Open Graph and gallery images go through the
// page images dialog (including an upload from inside the picker) and come back when it is opened
// again. (Unknown asset ids are refused by the server: tests/integration/page-admin.test.ts.)
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { admin, originHeader, signInViaApi } from "./fixtures";

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });
}

async function jpeg(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Uploads through the library's endpoint with the signed-in page's session. */
async function uploadImage(page: Page, seoName: string, title: string, altText: string) {
  const res = await page.request.post("/api/media", {
    headers: { ...originHeader, Accept: "application/json" },
    multipart: {
      seoName,
      title,
      altText,
      category: "geburt",
      file: { name: `${seoName}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(1600, 1000, "#1d6f8a") },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { asset: { id: number; filename: string } }).asset;
}

/** A new published page from the page list; its slug. */
async function createPublishedPage(page: Page, title: string): Promise<string> {
  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor();
  // 'Neue Seite' asks for the title first (docs/decisions/0013-page-addresses-and-redirects.md); the page is created with the address it gives.
  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  const create = page.getByRole("dialog", { name: "Neue Seite" });
  await create.getByLabel("Seitentitel").fill(title);
  await create.getByRole("button", { name: "Seite erstellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  await expect(dialog).toBeVisible();
  const slug = (await dialog.getByTestId("aktuelle-adresse").textContent()) ?? "";
  expect(slug).toMatch(/^\//);
  await page.keyboard.press("Escape");
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: `«${title}» veröffentlichen` }).click();
  // A new page has no meta title yet: the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md) asks for confirmation.
  await page.getByRole("alertdialog").getByRole("button", { name: "Trotzdem veröffentlichen" }).click();
  await expect(row.getByText("Veröffentlicht")).toBeVisible();
  return slug;
}

/** Opens the picker of a media field, picks the file found by `search`, and applies. */
async function pick(page: Page, scope: Locator, fieldLabel: string, search: string, optionName: string) {
  const escaped = fieldLabel.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await scope.getByRole("button", { name: new RegExp(`^${escaped}: (Auswählen|Ändern)$`) }).click();
  const picker = page.getByRole("dialog", { name: `${fieldLabel} wählen` });
  await expect(picker).toBeVisible();
  await picker.getByLabel("Medium suchen (ID, Dateiname oder Titel)").fill(search);
  await picker
    .getByRole("list", { name: "Vorschläge" })
    .getByRole("button", { name: new RegExp(optionName) })
    .click();
  await picker.getByRole("button", { name: "Übernehmen" }).click();
  await expect(picker).toBeHidden();
}

test.describe("Medienauswahl", () => {
  test("ein Bild in einer Sektion wählen und auf der öffentlichen Seite verkleinert sehen", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signInViaApi(page.request, admin.email, admin.password);
    const asset = await uploadImage(page, `e2e-auswahl-${stamp}`, `Auswahl Testbild ${stamp}`, "Blaue Testfläche");
    const title = `E2E Medienauswahl ${stamp}`;
    const slug = await createPublishedPage(page, title);

    await page
      .getByRole("row")
      .filter({ hasText: title })
      .getByRole("link", { name: `Sektionen bearbeiten: ${title}` })
      .click();
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
    await expect(toast(page, "Sektion erstellt")).toBeVisible();
    const form = page.getByRole("form", { name: "Sektion «Neue Sektion» bearbeiten" });
    await form.getByLabel("Name der Sektion").fill("Bild mit Text");
    await form.getByLabel("Sektionstyp").selectOption({ label: "Bild + Text" });
    await form.getByLabel("Inhalt (HTML)").fill("<p>Text neben dem gewählten Bild.</p>");
    await expect(form.getByText("Kein Bild ausgewählt").first()).toBeVisible();

    // Escape closes the picker without taking anything.
    await form.getByRole("button", { name: "Bild der Sektion: Auswählen" }).click();
    const picker = page.getByRole("dialog", { name: "Bild der Sektion wählen" });
    await expect(picker).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();
    await expect(form.getByRole("button", { name: "Bild der Sektion: Auswählen" })).toBeFocused();

    // Suggestions match the id too.
    await pick(page, form, "Bild der Sektion", String(asset.id), `Auswahl Testbild ${stamp}`);
    await expect(form.getByText(`asset:${asset.id} · ${asset.filename}`)).toBeVisible();
    await expect(form.getByText("Alt-Text: Blaue Testfläche")).toBeVisible();
    await expect(form.getByRole("button", { name: "Bild der Sektion: Ändern" })).toBeVisible();
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(toast(page, "Sektion aktualisiert")).toBeVisible();

    // Visitors see the image resized: srcset of allow-listed widths, width and height set.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    expect((await visitorPage.goto(slug))?.status()).toBe(200);
    const image = visitorPage.locator(`img[srcset*="/media/${asset.filename}?w="]`);
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAttribute("alt", "Blaue Testfläche");
    await expect(image).toHaveAttribute("sizes", /.+/);
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "1000");
    expect(await image.getAttribute("srcset")).toContain(`/media/${asset.filename}?w=960 960w`);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/media\//);
    // Chromium asks for AVIF and gets it for a resized copy; a client without AVIF gets WebP.
    const avif = await visitorPage.request.get(`/media/${asset.filename}?w=640`, { headers: { Accept: "image/avif,image/webp,*/*" } });
    expect(avif.headers()["content-type"]).toBe("image/avif");
    expect(avif.headers().vary).toMatch(/accept/i);
    const webp = await visitorPage.request.get(`/media/${asset.filename}?w=640`, { headers: { Accept: "image/webp,*/*" } });
    expect(webp.headers()["content-type"]).toBe("image/webp");
    await visitor.close();
  });

  test("Seitenbilder: Hero, Vorschaubild und Galerie wählen, hochladen, speichern und wieder sehen", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await signInViaApi(page.request, admin.email, admin.password);
    // The hero has no alt text: the library must flag it once a published page shows it.
    const hero = await uploadImage(page, `e2e-hero-${stamp}`, `Hero ${stamp}`, "");
    const og = await uploadImage(page, `e2e-og-${stamp}`, `Vorschau ${stamp}`, "Vorschaubild");
    const title = `E2E Seitenbilder ${stamp}`;
    const slug = await createPublishedPage(page, title);
    const row = page.getByRole("row").filter({ hasText: title });

    await row.getByRole("button", { name: `Bilder von «${title}» bearbeiten` }).click();
    const dialog = page.getByRole("dialog", { name: `Seitenbilder: ${title}` });
    await expect(dialog).toBeVisible();
    await pick(page, dialog, "Hero-Bild", `e2e-hero-${stamp}`, `Hero ${stamp}`);
    await expect(dialog.getByRole("list", { name: "Hero-Bild: gewählte Dateien" }).getByText("Alt-Text fehlt")).toBeVisible();
    await pick(page, dialog, "Vorschaubild (Open Graph)", `Vorschau ${stamp}`, `Vorschau ${stamp}`);

    // Gallery: several images, one of them uploaded right inside the picker.
    await dialog.getByRole("button", { name: "Galerie: Auswählen" }).click();
    const picker = page.getByRole("dialog", { name: "Galerie wählen" });
    await picker.getByLabel("Medium suchen (ID, Dateiname oder Titel)").fill(`Hero ${stamp}`);
    await picker
      .getByRole("list", { name: "Vorschläge" })
      .getByRole("button", { name: new RegExp(`Hero ${stamp}`) })
      .click();
    await picker.getByText("Neue Datei hochladen").click();
    const upload = picker.getByRole("region", { name: "Datei hochladen (SEO-optimiert)" });
    await upload.getByLabel("Datei", { exact: true }).setInputFiles({ name: "galerie.jpg", mimeType: "image/jpeg", buffer: await jpeg(1200, 800, "#8a1d4f") });
    await upload.getByLabel("SEO-Dateiname").fill(`e2e-galerie-${stamp}`);
    await upload.getByLabel("Titel", { exact: true }).fill(`Galerie ${stamp}`);
    await upload.getByRole("button", { name: "Hochladen" }).click();
    await expect(picker.getByText("Datei erfolgreich hochgeladen")).toBeVisible({ timeout: 20_000 });
    await expect(picker.getByText("Bis zu 24 Dateien wählen – 2 gewählt.")).toBeVisible();
    await picker.getByRole("button", { name: "Übernehmen" }).click();
    await expect(picker).toBeHidden();
    const gallery = dialog.getByRole("list", { name: "Galerie: gewählte Dateien" });
    await expect(gallery.getByRole("listitem")).toHaveCount(2);
    await expect(gallery.getByRole("listitem").nth(0)).toContainText(`Hero ${stamp}`);
    await expect(gallery.getByRole("listitem").nth(1)).toContainText(`Galerie ${stamp}`);

    await dialog.getByRole("button", { name: "Bilder speichern" }).click();
    await expect(toast(page, "Bilder erfolgreich gespeichert")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opened again: everything as saved.
    await row.getByRole("button", { name: `Bilder von «${title}» bearbeiten` }).click();
    await expect(dialog.getByRole("list", { name: "Hero-Bild: gewählte Dateien" })).toContainText(`asset:${hero.id} · ${hero.filename}`);
    await expect(dialog.getByRole("list", { name: "Vorschaubild (Open Graph): gewählte Dateien" })).toContainText(`asset:${og.id} · ${og.filename}`);
    await expect(dialog.getByRole("list", { name: "Galerie: gewählte Dateien" }).getByRole("listitem")).toHaveCount(2);
    // 'Entfernen' clears the hero; 'Abbrechen' keeps what is saved.
    await dialog.getByRole("button", { name: "Hero-Bild: Entfernen" }).click();
    await expect(dialog.getByText("Kein Bild ausgewählt")).toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(dialog).toBeHidden();

    // The library flags the hero: a published page shows it without alt text; the filter finds it.
    await page.goto(`/cms/media-library?alt=fehlt&q=${hero.filename}`);
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByRole("paragraph").filter({ hasText: /\d+ Bild(er)? auf veröffentlichten Seiten (hat|haben) keinen Alt-Text\./ })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Nur ohne Alt-Text/ })).toBeChecked();
    const flagged = page.getByRole("article").filter({ has: page.getByText(hero.filename, { exact: true }) });
    await expect(flagged.getByText("Alt-Text fehlt")).toBeVisible();
    // The Open Graph image has its alt text and is not flagged.
    await page.goto(`/cms/media-library?alt=fehlt&q=${og.filename}`);
    await expect(page.getByText(/^0 von \d+ Medien$/)).toBeVisible();

    // The public page shares the Open Graph image.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(slug);
    await expect(visitorPage.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/media/${og.filename}$`));
    await visitor.close();
  });
});
