// The 'Übersetzungen' screen and the role 'Übersetzung' in the browser (docs/decisions/0038-translator-role.md):
// the counts per language, the filters kept in the address, a cell leading into its version's editor,
// and a translator who sees only what they may.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { admin, createUser, newApiContext, openSignedIn, originHeader, signInViaApi, uniqueEmail } from "./fixtures";
import { createPage, liveEditApi, revisionOf } from "./fixtures/pages";

const password = "Uebersetzung-Test-1";

/** The number a language's card shows for a state. */
async function countOf(page: Page, language: string, state: string): Promise<number> {
  return Number(await page.getByTestId(`zaehler-${language}`).locator(`dd[data-state="${state}"]`).innerText());
}

const table = (page: Page) => page.getByRole("region", { name: /Seiten ×/ }).getByRole("table");

test.describe("Übersetzungen", () => {
  test("counts per language, filters in the address, a cell leads into the version's editor", async ({ page }) => {
    await openSignedIn(page, admin, "/cms/uebersetzungen");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1, name: "Übersetzungen" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).first().getByRole("link", { name: "Übersetzungen" })).toBeVisible();

    const missingFrench = await countOf(page, "fr", "fehlt");
    const publishedFrench = await countOf(page, "fr", "veröffentlicht");
    expect(publishedFrench).toBeGreaterThan(0);

    // Filter: French, missing. The address keeps the filters; every row left is missing in French.
    const filters = page.getByRole("search", { name: "Übersetzungen filtern" });
    await filters.getByLabel("Sprache").selectOption("fr");
    await filters.getByLabel("Stand").selectOption("fehlt");
    await filters.getByRole("button", { name: "Filtern" }).click();
    await expect(page).toHaveURL(/sprache=fr/);
    await expect(page).toHaveURL(/status=fehlt/);
    const rows = table(page).locator("tbody tr");
    // The rows and the count of one answer agree. Other tests running beside this one add and delete
    // pages meanwhile, so both are read together, from the same rendering, until the filtered answer is
    // the one on screen (a count read a moment earlier, from the unfiltered answer, was one page more).
    let missingNow = 0;
    await expect(async () => {
      missingNow = await countOf(page, "fr", "fehlt");
      expect(await rows.count()).toBe(Math.max(missingNow, 1));
    }).toPass({ timeout: 7_000 });
    expect(missingFrench).toBeGreaterThan(0);
    await expect(table(page).getByRole("columnheader", { name: "Italienisch" })).toHaveCount(0);
    if (missingNow > 0) await expect(table(page).locator('tbody [data-state]:not([data-state="fehlt"])')).toHaveCount(0);

    // The same filters, reloaded from the address.
    await page.reload();
    await expect(page.getByRole("search").getByLabel("Sprache")).toHaveValue("fr");
    await expect(page.getByRole("search").getByLabel("Stand")).toHaveValue("fehlt");

    // Published French versions, searched by nothing: as many rows as the card counts; the first leads into its editor.
    await page.goto("/cms/uebersetzungen?sprache=fr&status=ver%C3%B6ffentlicht");
    await expect(table(page).locator("tbody tr")).toHaveCount(await countOf(page, "fr", "veröffentlicht"));
    const cell = table(page).locator('tbody a[data-state="veröffentlicht"]').first();
    const label = await cell.getAttribute("aria-label");
    expect(label).toMatch(/Französisch: veröffentlicht – bearbeiten$/);
    await cell.click();
    await expect(page).toHaveURL(/\/cms\/page-editor\/fr(\/|$)/);
  });

  test("XLIFF through the screen: a page chosen in the table goes out, comes back translated as a draft; a damaged file changes nothing", async ({ page }) => {
    const id = Date.now().toString(36);
    const api = await newApiContext();
    await signInViaApi(api, admin.email, admin.password);
    const title = `Bettenlager ${id}`;
    const slug = await createPage(api, title, [{ name: "Kopf", type: "hero", settings: { title: "Sauber gelagert" } }]);

    await openSignedIn(page, admin, `/cms/uebersetzungen?q=${encodeURIComponent(title)}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const exchange = page.getByRole("region", { name: "XLIFF-Austausch mit Übersetzungsbüros" });
    // Nothing ticked: the scope is every out-of-date page; ticking a page makes it the selection.
    await expect(exchange.getByLabel("Alle veralteten Seiten dieser Sprache")).toBeChecked();
    await page.getByLabel(`«${title}» für den XLIFF-Export auswählen`).check();
    await expect(exchange.getByLabel("Ausgewählte Seiten (1)")).toBeChecked();
    await exchange.getByLabel("Zielsprache").selectOption("fr");
    const [download] = await Promise.all([page.waitForEvent("download"), exchange.getByTestId("xliff-export").click()]);
    expect(download.suggestedFilename()).toMatch(/^uebersetzung-fr-\d{4}-\d{2}-\d{2}\.xlf$/);
    const xml = fs.readFileSync(await download.path(), "utf8");
    expect(xml).toContain("<source>Sauber gelagert</source>");

    // The agency's file back, through the file field and the button.
    const translated = xml.replace("<source>Sauber gelagert</source>", "<source>Sauber gelagert</source><target>Rangé proprement</target>");
    const fileField = exchange.getByLabel("Datei vom Übersetzungsbüro");
    await fileField.setInputFiles({ name: "zurueck.xlf", mimeType: "application/x-xliff+xml", buffer: Buffer.from(translated, "utf8") });
    await exchange.getByRole("button", { name: "XLIFF importieren" }).click();
    const report = exchange.getByTestId("xliff-bericht");
    await expect(report).toContainText("1 Text übernommen.");
    const versions = (await (await api.get(liveEditApi(slug))).json()) as { versions: { language: string; slug: string; published: boolean }[] };
    const french = versions.versions.find((v) => v.language === "fr");
    expect(french).toMatchObject({ published: false });
    const frenchState = (await (await api.get(liveEditApi(french!.slug))).json()) as { sections: { settings: { title?: string } }[] };
    expect(frenchState.sections[0].settings.title).toBe("Rangé proprement");

    // A damaged file: the reason in German, nothing written.
    await fileField.setInputFiles({ name: "kaputt.xlf", mimeType: "application/x-xliff+xml", buffer: Buffer.from(translated.slice(0, 200), "utf8") });
    await exchange.getByRole("button", { name: "XLIFF importieren" }).click();
    await expect(report).toContainText("Fehler:");
    await expect(report).toContainText("0 Texte übernommen.");
    const after = (await (await api.get(liveEditApi(french!.slug))).json()) as { sections: { settings: { title?: string } }[] };
    expect(after.sections[0].settings.title).toBe("Rangé proprement");

    // A file exported now, and the French title changed in the CMS before it comes back: the report names
    // the text, who changed it, and keeps the CMS's text (docs/decisions/0042-xliff-conflicts.md).
    const { page: german } = (await (await api.get(liveEditApi(slug))).json()) as { page: { id: number } };
    const second = await (await api.get(`/cms/uebersetzungen/xliff-export?language=fr&pages=${german.id}`)).text();
    const { sections } = (await (await api.get(liveEditApi(french!.slug))).json()) as {
      sections: { id: number; sectionName: string; sectionType: string; settings: Record<string, unknown> }[];
    };
    const hero = sections[0];
    const edited = await api.post(liveEditApi(french!.slug), {
      data: {
        intent: "update",
        data: {
          sectionId: hero.id,
          baseRevision: await revisionOf(api, french!.slug),
          input: {
            sectionName: hero.sectionName,
            sectionType: hero.sectionType,
            contentHtml: "",
            isPublished: true,
            settings: { ...hero.settings, title: "Rangé dans le CMS" },
            mediaAssetIds: [],
          },
        },
      },
      headers: originHeader,
    });
    expect(edited.status(), await edited.text()).toBe(200);
    const late = second.replace(/<target>Rangé proprement<\/target>/, "<target>Rangé avec soin</target>");
    expect(late).toContain("Rangé avec soin");
    await fileField.setInputFiles({ name: "spaet.xlf", mimeType: "application/x-xliff+xml", buffer: Buffer.from(late, "utf8") });
    await exchange.getByRole("button", { name: "XLIFF importieren" }).click();
    await expect(report).toContainText("Nicht übernommen, weil die Übersetzung seit dem Export im CMS geändert wurde:");
    const conflict = report.getByTestId("xliff-im-cms-geaendert").getByRole("listitem");
    await expect(conflict).toHaveCount(1);
    await expect(conflict).toContainText(
      new RegExp(
        `^«${title}», Kopf: Titel: wurde seit dem Export im CMS geändert \\(von ${admin.email.replace(/[.]/g, "\\.")}, \\d\\d\\.\\d\\d\\.\\d\\d, \\d\\d:\\d\\d\\) und nicht überschrieben\\.`,
      ),
    );
    await expect(conflict).toContainText("Im CMS: «Rangé dans le CMS» · in der Datei: «Rangé avec soin»");
    await expect(report).toContainText("0 Texte übernommen.");
    const kept = (await (await api.get(liveEditApi(french!.slug))).json()) as { sections: { settings: { title?: string } }[] };
    expect(kept.sections[0].settings.title).toBe("Rangé dans le CMS");
    await api.dispose();
  });

  test("a translator sees the translations and their pages, not the settings, and cannot publish or create", async ({ page, browser, request }) => {
    const translator = await createUser(request, { email: uniqueEmail("uebersetzung.it"), password, name: "Giulia Traduzione", role: "translator" });

    // The administrator gives her Italian only, on the users screen.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, admin, "/cms/users");
    await adminPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const row = adminPage.getByRole("row").filter({ hasText: translator.email });
    await row.getByRole("checkbox", { name: "Italienisch" }).check();
    await row.getByRole("button", { name: `Sprachen von ${translator.name} speichern` }).click();
    await expect(adminPage.getByRole("main").getByText(`«${translator.name}» übersetzt jetzt «Italienisch».`)).toBeVisible();
    await adminContext.close();

    await openSignedIn(page, translator, "/cms/uebersetzungen");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const navigation = page.getByRole("navigation", { name: "CMS-Navigation" }).first();
    await expect(navigation.getByRole("link")).toHaveText(["Übersicht", "Seiten", "Übersetzungen", "Mein Konto"]);
    // Only Italian, and a missing version is no button to create it.
    await expect(table(page).getByRole("columnheader", { name: "Italienisch" })).toBeVisible();
    await expect(table(page).getByRole("columnheader", { name: "Französisch" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Fassung anlegen/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "XLIFF exportieren" })).toBeVisible();
    // The XLIFF exchange in her language only, on the screen and at the route (docs/decisions/0042-xliff-conflicts.md).
    const exchange = page.getByRole("region", { name: "XLIFF-Austausch mit Übersetzungsbüros" });
    await expect(exchange.getByLabel("Zielsprache").locator("option")).toHaveText(["Italienisch"]);
    const french = await page.request.get("/cms/uebersetzungen/xliff-export?language=fr&outdated=1");
    expect(french.status()).toBe(403);
    expect(((await french.json()) as { message: string }).message).toBe(
      "Sie übersetzen «Italienisch»; XLIFF-Dateien für «Französisch» können Sie weder exportieren noch importieren.",
    );

    await page.goto("/cms/seiten");
    await expect(page.getByRole("heading", { name: "Seiten verwalten" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Neue Seite" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /veröffentlichen$|als Entwurf speichern$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /löschen$|duplizieren$/ })).toHaveCount(0);

    // The German source: read only, saying why; an Italian version: its texts, nothing more.
    await page.goto("/cms/page-editor/kontakt");
    await expect(page.getByRole("note")).toHaveText("Die deutsche Fassung ist die Vorlage der Übersetzungen: Sie ändert nur die Redaktion.");
    await expect(page.getByRole("button", { name: /bearbeiten$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sektion hinzufügen" })).toHaveCount(0);

    // The same in the edit mode on the site: on German, no editing, ordering, publishing or sharing; saying why.
    await page.goto("/kontakt?edit=1");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const panel = page.getByTestId("floating-editor");
    await expect(page.getByTestId("edit-rights")).toHaveText("Die deutsche Fassung ist die Vorlage der Übersetzungen: Sie ändert nur die Redaktion.");
    await expect(panel.getByRole("button", { name: "Neue Sektion" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /ziehen|verschieben$|duplizieren$|löschen$|veröffentlichen$|als Entwurf speichern$/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /bearbeiten$/ }).and(page.locator(":enabled"))).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Vorschau-Link" })).toHaveCount(0);

    const settings = await page.goto("/cms/global");
    expect(settings?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Kein Zugriff" })).toBeVisible();
  });

  test("a translator without languages translates nothing: the screen says why, no XLIFF exchange, refused at the routes", async ({ browser, request }) => {
    const translator = await createUser(request, { email: uniqueEmail("uebersetzung.ohne"), password, name: "Ohne Sprache", role: "translator" });
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSignedIn(page, translator, "/cms/uebersetzungen");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("main").getByRole("note")).toHaveText(
      "Ihnen ist noch keine Sprache zugewiesen: Sie können noch nichts übersetzen, bis eine Administratorin oder ein Administrator Ihnen unter «Benutzer» Ihre Sprachen gibt.",
    );
    await expect(page.getByRole("heading", { name: "XLIFF exportieren" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "XLIFF importieren" })).toHaveCount(0);
    await expect(page.getByLabel(/für den XLIFF-Export auswählen$/)).toHaveCount(0);
    const why =
      "Ihnen ist noch keine Sprache zugewiesen. XLIFF-Dateien exportieren und importieren können Sie, sobald eine Administratorin oder ein Administrator Ihnen unter «Benutzer» Ihre Sprachen gibt.";
    for (const language of ["fr", "it"]) {
      const refused = await page.request.get(`/cms/uebersetzungen/xliff-export?language=${language}&outdated=1`);
      expect(refused.status(), language).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(why);
    }
    const upload = await page.request.post("/cms/uebersetzungen/xliff-import", {
      headers: originHeader,
      multipart: { file: { name: "fr.xlf", mimeType: "application/x-xliff+xml", buffer: Buffer.from("<xliff/>", "utf8") } },
    });
    expect(upload.status()).toBe(403);
    expect(await upload.json()).toEqual({ written: [], stale: [], conflicts: [], errors: [why] });
    await context.close();
  });
});
