// Editing a page in place on the live site. Each test works on a page of its own (created
// through the edit mode's endpoint), except the home-page restore, which puts back what it removes.
import { expect, test, type Page } from "@playwright/test";
import { admin, createUser, originHeader, signInViaApi, STAFF_DOMAIN, uniqueEmail, visibleToast } from "./fixtures";
import { createPage, liveEditApi as api } from "./fixtures/pages";
import { moveUpByKeyboard } from "./fixtures/sortable";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const panel = (page: Page) => page.getByTestId("floating-editor");
const toggle = (page: Page) => page.getByRole("button", { name: /^Edit-Mode/ });

/** Opens `path` (signed in) with the edit mode on (edit=1), once the floating editor has its list. */
async function openInEditMode(page: Page, path: string) {
  await page.goto(`${path}?edit=1`);
  await expect(panel(page).getByRole("heading", { name: /^Sektionen \(/ })).toBeVisible({ timeout: 15_000 });
}

function sectionForm(page: Page, name: string) {
  return panel(page).getByRole("form", { name: `Sektion «${name}» bearbeiten` });
}

test.describe("Edit-Mode", () => {
  test("is switched by the button, Shift+E and ?edit=1, remembered and announced", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    await page.goto("/service");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(toggle(page)).toHaveText("Edit-Mode");
    // The theme switcher is in the header for signed-in users.
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Design wählen" })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { editEvents: unknown[] }).editEvents = [];
      window.addEventListener("cms-edit-mode-changed", (e) => (window as unknown as { editEvents: unknown[] }).editEvents.push((e as CustomEvent).detail));
    });

    await toggle(page).click();
    await expect(visibleToast(page, "Edit-Mode aktiviert")).toBeVisible();
    await expect(toggle(page)).toHaveText("Edit-Mode beenden");
    await expect(panel(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("cms-edit-mode"))).toBe("true");

    await page.keyboard.press("Shift+E");
    await expect(visibleToast(page, "Edit-Mode deaktiviert")).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { editEvents: unknown[] }).editEvents)).toEqual([{ enabled: true }, { enabled: false }]);

    // Shift+E typed into a field is a capital E, not a switch.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement("input"), { id: "probe", "aria-label": "Probe" })));
    await page.locator("#probe").focus();
    await page.keyboard.press("Shift+E");
    await expect(page.locator("#probe")).toHaveValue("E");
    await expect(panel(page)).toHaveCount(0);

    // ?edit=1 switches it on and leaves the address.
    await page.goto("/service?edit=1&x=1");
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(/\/service\?x=1$/);
    // Remembered across pages.
    await page.goto("/kontakt");
    await expect(panel(page)).toBeVisible();
    // The CMS header's toggle leads to the live site in edit mode.
    await page.evaluate(() => localStorage.removeItem("cms-edit-mode"));
    await page.goto("/cms-overview");
    await page.getByRole("banner").getByRole("link", { name: "Edit-Mode" }).click();
    await expect(panel(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("nothing of it reaches an anonymous visitor", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/service?edit=1&cmsdebug=1");
    await page.locator("html[data-hydrated]").waitFor();
    await page.keyboard.press("Shift+E");
    await page.keyboard.press("Alt+D");
    await page.waitForLoadState("networkidle");
    await expect(toggle(page)).toHaveCount(0);
    await expect(panel(page)).toHaveCount(0);
    await expect(page.locator("#cmsDebug")).toHaveCount(0);
    expect(scripts.some((url) => /edit-mode-root/.test(url))).toBe(false);
    const html = await (await page.request.get("/service")).text();
    expect(html).not.toMatch(/edit-mode-root|floating-editor/);
  });

  test("the panel is dragged, resized and collapsed, and opens again where it was left", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(page.request, admin.email, admin.password);
    await openInEditMode(page, "/kontakt");
    const box = await panel(page).boundingBox();
    // docs/product/edit-mode.md, "The floating editor": 420 wide, 600 high, at (window width − 450, 64).
    expect(box).toEqual({ x: 830, y: 64, width: 420, height: 600 });

    const header = page.getByTestId("floating-editor-header");
    await header.hover({ position: { x: 200, y: 30 } });
    await page.mouse.down();
    await page.mouse.move(500, 200, { steps: 5 });
    await page.mouse.up();
    // The pointer grabbed the header 1 px off its rounded box: within a pixel of (300, 170).
    const moved = await panel(page).boundingBox();
    expect(Math.abs((moved?.x ?? 0) - 300)).toBeLessThanOrEqual(1);
    expect(Math.abs((moved?.y ?? 0) - 170)).toBeLessThanOrEqual(1);
    // Far right and down: kept 400 px inside the right edge and 100 px inside the bottom.
    await header.hover({ position: { x: 200, y: 30 } });
    await page.mouse.down();
    await page.mouse.move(1270, 790, { steps: 5 });
    await page.mouse.up();
    expect(await panel(page).boundingBox()).toMatchObject({ x: 880, y: 700 });

    // Back by keyboard: the move handle takes arrow keys.
    const handle = panel(page).getByRole("button", { name: "Editor verschieben (Pfeiltasten)" });
    await handle.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("Shift+ArrowUp");
    for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowLeft");
    expect(await panel(page).boundingBox()).toMatchObject({ x: 580, y: 0 });

    // Resize: the bottom edge, by mouse and by keyboard, between 260 and 90% of the window.
    const grip = page.getByTestId("floating-editor-resize");
    const gripBox = await grip.boundingBox();
    await page.mouse.move(gripBox!.x + 50, gripBox!.y + 5);
    await page.mouse.down();
    await page.mouse.move(gripBox!.x + 50, gripBox!.y - 195, { steps: 5 });
    await page.mouse.up();
    expect((await panel(page).boundingBox())?.height).toBe(400);
    await grip.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowUp");
    expect((await panel(page).boundingBox())?.height).toBe(260);

    await panel(page).getByRole("button", { name: "Editor einklappen" }).click();
    expect((await panel(page).boundingBox())?.height).toBe(60);
    expect(
      await page.evaluate(() => ({
        x: localStorage.getItem("cms-editor-x"),
        y: localStorage.getItem("cms-editor-y"),
        h: localStorage.getItem("cms-editor-h"),
        c: localStorage.getItem("cms-editor-collapse"),
      })),
    ).toEqual({
      x: "580",
      y: "0",
      h: "260",
      c: "true",
    });

    await page.reload();
    await expect(panel(page)).toBeVisible();
    expect(await panel(page).boundingBox()).toEqual({ x: 580, y: 0, width: 420, height: 60 });
    await panel(page).getByRole("button", { name: "Editor aufklappen" }).click();
    expect((await panel(page).boundingBox())?.height).toBe(260);
  });

  test("a hero title changes on the page while typing, is saved after a pause and stays after reload", async ({ page }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const slug = await createPage(page.request, `Live ${id}`, [
      { name: "Kopf", type: "hero", settings: { title: `Alter Titel ${id}` } },
      { name: "Text", type: "text", html: "<p>Etwas Text.</p>" },
    ]);
    await openInEditMode(page, slug);
    await expect(page.locator("main h1")).toHaveText(`Alter Titel ${id}`);

    // Edit from the section's own controls on the page: it opens in the panel.
    await page.getByRole("toolbar", { name: "Sektion «Kopf»" }).getByRole("button", { name: "«Kopf» bearbeiten" }).click();
    const form = sectionForm(page, "Kopf");
    await expect(form).toBeVisible();
    // Watch the requests: the preview is prepared in the browser (decision 0049) and asks nothing; the save comes after the pause.
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/cms/api/live-edit")) saves.push(JSON.parse(r.postData() ?? "{}").intent);
    });
    await form.getByLabel("Titel", { exact: true }).fill(`Neuer Titel ${id} <img src=x onerror="window.hacked=1">`);
    await expect(page.locator("main h1:visible")).toHaveText(`Neuer Titel ${id} <img src=x onerror="window.hacked=1">`);
    await expect(form.getByText("✓ Gespeichert")).toBeVisible();
    expect(saves).toEqual(["update"]);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

    await page.reload();
    await expect(page.locator("main h1")).toHaveText(`Neuer Titel ${id} <img src=x onerror="window.hacked=1">`);
    // A visitor sees it too, and the revision names the change.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(slug);
    await expect(visitor.locator("main h1")).toContainText(`Neuer Titel ${id}`);
    await visitor.close();

    // Undo goes back to the state before the last save and saves that.
    await page.getByRole("toolbar", { name: "Sektion «Kopf»" }).getByRole("button", { name: "«Kopf» bearbeiten" }).click();
    await form.getByLabel("Titel", { exact: true }).fill(`Dritter Titel ${id}`);
    await expect(form.getByText("✓ Gespeichert")).toBeVisible();
    await form.getByRole("button", { name: "Rückgängig" }).click();
    await expect(form.getByLabel("Titel", { exact: true })).toHaveValue(`Neuer Titel ${id} <img src=x onerror="window.hacked=1">`);
    await expect(form.getByText("✓ Gespeichert")).toBeVisible();
    await page.reload();
    await expect(page.locator("main h1")).toHaveText(`Neuer Titel ${id} <img src=x onerror="window.hacked=1">`);
  });

  test("a gallery's carousel keeps working in the live preview, also when its dots are switched off and on", async ({ page }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const library = (await (await page.request.get("/cms/api/medien")).json()) as { assets: { id: number }[] };
    const pictures = library.assets.slice(0, 3).map((asset) => asset.id);
    expect(pictures).toHaveLength(3);
    const slug = await createPage(page.request, `Galerie ${id}`, [
      {
        name: "Bilder",
        type: "gallery",
        settings: { title: `Bilder ${id}`, galleryType: "carousel", showDots: true, showArrows: true },
        mediaAssetIds: pictures,
      },
    ]);
    await openInEditMode(page, slug);
    await page.getByRole("toolbar", { name: "Sektion «Bilder»" }).getByRole("button", { name: "«Bilder» bearbeiten" }).click();
    const form = sectionForm(page, "Bilder");
    // The live preview (edit-mode/live-preview.tsx) renders its own carousel in place of the stored one.
    await form.getByLabel("Punkte anzeigen").uncheck();
    const carousel = page.getByRole("region", { name: `Bilder ${id}` });
    await expect(carousel.getByRole("group", { name: "Bild auswählen" })).toHaveCount(0);
    // The keys rather than the arrows and dots, which the floating editor may cover.
    const track = carousel.getByRole("group", { name: "Bilder – mit den Pfeiltasten blättern" });
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByText("Bild 2 von 3", { exact: true })).toBeAttached();
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByText("Bild 3 von 3", { exact: true })).toBeAttached();
    // Dots added to a carousel at its third picture show the third picture as the current one.
    await form.getByLabel("Punkte anzeigen").check();
    const dots = carousel.getByRole("group", { name: "Bild auswählen" }).getByRole("button");
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(dots.nth(0)).not.toHaveAttribute("aria-current");
    await track.focus();
    await page.keyboard.press("Home");
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByText("Bild 1 von 3", { exact: true })).toBeAttached();
  });

  test("duplicate puts a copy right after its source; delete asks first; both with their toasts", async ({ page }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const slug = await createPage(page.request, `Kopien ${id}`, [
      { name: "Erste", type: "text", html: "<p>Eins</p>" },
      { name: "Zweite", type: "text", html: "<p>Zwei</p>" },
    ]);
    await openInEditMode(page, slug);
    await page.getByRole("toolbar", { name: "Sektion «Erste»" }).getByRole("button", { name: "«Erste» duplizieren" }).click();
    await expect(visibleToast(page, "Sektion dupliziert")).toBeVisible();
    await expect(panel(page).getByRole("list", { name: "Sektionen der Seite" }).getByRole("listitem")).toHaveText([/^Erste/, /^Erste \(Kopie\)/, /^Zweite/]);
    await expect(page.locator("main [data-section-id]")).toHaveCount(3);

    await page.getByRole("toolbar", { name: "Sektion «Erste (Kopie)»" }).getByRole("button", { name: "«Erste (Kopie)» löschen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Diese Sektion wirklich löschen?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(page.locator("main [data-section-id]")).toHaveCount(3);
    await page.getByRole("toolbar", { name: "Sektion «Erste (Kopie)»" }).getByRole("button", { name: "«Erste (Kopie)» löschen" }).click();
    await dialog.getByRole("button", { name: "Sektion löschen" }).click();
    await expect(visibleToast(page, "Sektion gelöscht")).toBeVisible();
    await expect(page.locator("main [data-section-id]")).toHaveCount(2);
  });

  test("sections are reordered by dragging on the page and from the panel", async ({ page }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const slug = await createPage(page.request, `Ordnung ${id}`, [
      { name: "Alpha", type: "text", html: "<p>Alpha-Text</p>" },
      { name: "Beta", type: "text", html: "<p>Beta-Text</p>" },
      { name: "Gamma", type: "text", html: "<p>Gamma-Text</p>" },
    ]);
    await openInEditMode(page, slug);
    const order = () => page.locator("main [data-section-id]").allInnerTexts();

    // Drag Gamma's grip onto the upper half of Alpha: Gamma goes first.
    // Dropped on the upper part of Alpha's section, away from its toolbar.
    await page
      .getByRole("button", { name: "«Gamma» ziehen, um die Reihenfolge zu ändern" })
      .dragTo(page.locator("main [data-section-id]").first(), { targetPosition: { x: 600, y: 20 } });
    await expect(visibleToast(page, "Reihenfolge geändert")).toBeVisible();
    await expect.poll(order).toEqual([expect.stringContaining("Gamma"), expect.stringContaining("Alpha"), expect.stringContaining("Beta")]);

    // In the panel, by keyboard: the move buttons.
    await panel(page).getByRole("button", { name: "«Beta» nach oben verschieben" }).click();
    await expect.poll(order).toEqual([expect.stringContaining("Gamma"), expect.stringContaining("Beta"), expect.stringContaining("Alpha")]);
    // And the panel's drag handle, picked up and put down by keyboard (dnd-kit).
    // (Once the previous change is through: the list's buttons are enabled again.)
    await expect(panel(page).getByRole("button", { name: "«Alpha» duplizieren" })).toBeEnabled();
    await moveUpByKeyboard(page, panel(page).getByRole("button", { name: "«Alpha» ziehen" }), "Alpha", { from: 3, places: 1 });
    await expect.poll(order).toEqual([expect.stringContaining("Gamma"), expect.stringContaining("Alpha"), expect.stringContaining("Beta")]);
    await page.reload();
    await expect.poll(order).toEqual([expect.stringContaining("Gamma"), expect.stringContaining("Alpha"), expect.stringContaining("Beta")]);
  });

  test("unsaved changes survive a failed save and a reload, leaving asks first, and they can be saved then", async ({ page, context }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const slug = await createPage(page.request, `Entwurf ${id}`, [{ name: "Kopf", type: "hero", settings: { title: `Gespeichert ${id}` } }]);
    await openInEditMode(page, slug);
    await panel(page).getByRole("button", { name: "«Kopf» bearbeiten" }).first().click();
    const form = sectionForm(page, "Kopf");

    // The connection drops: the save fails, the text stays, with a message and a retry.
    await context.setOffline(true);
    await form.getByLabel("Titel", { exact: true }).fill(`Ungespeichert ${id}`);
    await expect(form.getByRole("alert")).toContainText("Keine Verbindung zum Server");
    await expect(form.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
    await expect(form.getByLabel("Titel", { exact: true })).toHaveValue(`Ungespeichert ${id}`);
    await context.setOffline(false);

    // Reloading asks first (beforeunload); accepted, the typed text comes back.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(["beforeunload"]);
    await expect(panel(page).getByText("Nicht gespeichert")).toBeVisible();
    await panel(page).getByRole("button", { name: "«Kopf» bearbeiten" }).first().click();
    await expect(form.getByText("Ungespeicherte Änderungen aus diesem Browser wiederhergestellt.")).toBeVisible();
    await expect(form.getByLabel("Titel", { exact: true })).toHaveValue(`Ungespeichert ${id}`);
    // Shown on the page, not yet stored.
    await expect(page.locator("main h1:visible")).toHaveText(`Ungespeichert ${id}`);
    const stored = await page.request.get(slug);
    expect(await stored.text()).toContain(`Gespeichert ${id}`);

    await form.getByRole("status").getByRole("button", { name: "Jetzt speichern" }).click();
    await expect(form.getByText("✓ Gespeichert")).toBeVisible();
    expect(await page.evaluate((s) => localStorage.getItem(`cms-edit-drafts:${s}`), slug)).toBeNull();
    await page.reload();
    expect(dialogs).toEqual(["beforeunload"]);
    await expect(page.locator("main h1")).toHaveText(`Ungespeichert ${id}`);
  });

  test("two editors on one section: the second save is refused, naming the first, and nothing is overwritten", async ({ page, browser, request }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const slug = await createPage(page.request, `Zwei ${id}`, [{ name: "Kopf", type: "hero", settings: { title: `Anfang ${id}` } }]);
    const editor = await createUser(request, {
      email: uniqueEmail("zweite", STAFF_DOMAIN),
      password: "Editor-Passwort-2024",
      name: "Zweite Redaktorin",
      role: "editor",
    });
    const second = await browser.newPage();
    await openInEditMode(page, slug);
    await signInViaApi(second.request, editor.email, editor.password);
    await openInEditMode(second, slug);
    for (const p of [page, second]) await panel(p).getByRole("button", { name: "«Kopf» bearbeiten" }).first().click();

    await sectionForm(page, "Kopf").getByLabel("Titel", { exact: true }).fill(`Von der Administratorin ${id}`);
    await expect(sectionForm(page, "Kopf").getByText("✓ Gespeichert")).toBeVisible();

    const late = sectionForm(second, "Kopf");
    await late.getByLabel("Titel", { exact: true }).fill(`Von der Redaktorin ${id}`);
    await expect(late.getByRole("alert")).toContainText(`von ${admin.email} geändert`);
    await expect(late.getByLabel("Titel", { exact: true })).toHaveValue(`Von der Redaktorin ${id}`);
    const visitor = await browser.newPage();
    await visitor.goto(slug);
    await expect(visitor.locator("main h1")).toHaveText(`Von der Administratorin ${id}`);

    // Reloading shows what changed; saving then is a decision, made knowingly.
    await late.getByRole("button", { name: "Neueste Version laden" }).click();
    await expect(late.getByText(/Letzte Änderung: Sektion «Kopf» geändert/)).toBeVisible();
    await late.getByRole("button", { name: "Speichern", exact: true }).click();
    await expect(late.getByText("✓ Gespeichert")).toBeVisible();
    await visitor.reload();
    await expect(visitor.locator("main h1")).toHaveText(`Von der Redaktorin ${id}`);
    await Promise.all([second.close(), visitor.close()]);
  });

  test("only administrators delete the page; others are told to set it to 'Entwurf'", async ({ page, browser, request }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const slug = await createPage(page.request, `Loeschen ${id}`, [{ name: "Text", type: "text", html: "<p>x</p>" }]);
    const editor = await createUser(request, {
      email: uniqueEmail("redaktion", STAFF_DOMAIN),
      password: "Editor-Passwort-2024",
      name: "Redaktion",
      role: "editor",
    });

    const editorPage = await browser.newPage();
    await signInViaApi(editorPage.request, editor.email, editor.password);
    await openInEditMode(editorPage, slug);
    await expect(panel(editorPage).getByTestId("admins-only")).toContainText("Nur Administratoren können Seiten löschen");
    await expect(panel(editorPage).getByTestId("admins-only")).toContainText("Entwurf");
    await expect(panel(editorPage).getByRole("button", { name: "Seite löschen" })).toHaveCount(0);
    // The server says the same to a hand-made request.
    const info = (await (await editorPage.request.get(api(slug))).json()) as { page: { id: number }; revision: number };
    const refused = await editorPage.request.post(api(slug, "page"), {
      data: { intent: "delete", data: { pageId: info.page.id, baseRevision: info.revision } },
      headers: originHeader,
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe("Nur Administratoren können Seiten löschen");
    await editorPage.close();

    await openInEditMode(page, slug);
    await panel(page).getByRole("button", { name: "Seite löschen" }).click();
    await page.getByRole("alertdialog", { name: "Seite löschen?" }).getByRole("button", { name: "Seite löschen" }).click();
    await expect(page).toHaveURL(/\/cms-overview$/);
    expect((await page.request.get(slug)).status()).toBe(404);
  });

  test("the home page's CTA and 'Warum Auralis?' are restored after deletion", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    await openInEditMode(page, "/");
    for (const [name, restored, button] of [
      ["Call-to-Action", "CTA wiederhergestellt", "CTA wiederherstellen"],
      ["Warum Auralis?", "Warum Auralis? wiederhergestellt", "Warum Auralis? wiederherstellen"],
    ] as const) {
      await expect(panel(page).getByRole("button", { name: button })).toHaveCount(0);
      await panel(page)
        .getByRole("button", { name: `«${name}» löschen` })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Sektion löschen" }).click();
      await expect(visibleToast(page, "Sektion gelöscht")).toBeVisible();
      await panel(page).getByRole("button", { name: button }).click();
      await expect(visibleToast(page, restored)).toBeVisible();
      await expect(panel(page).getByRole("button", { name: button })).toHaveCount(0);
      await expect(panel(page).getByRole("button", { name: `«${name}» löschen` })).toBeVisible();
    }
    // 'Warum' sits at order 10, the CTA after everything else (highest + 100).
    const info = (await (await page.request.get(api("/"))).json()) as { sections: { sectionName: string; sectionOrder: number }[] };
    const orders = info.sections.map((s) => s.sectionOrder);
    expect(info.sections.find((s) => s.sectionName === "Warum Auralis?")?.sectionOrder).toBe(10);
    expect(info.sections.at(-1)?.sectionName).toBe("Call-to-Action");
    expect(info.sections.at(-1)?.sectionOrder).toBe(Math.max(...orders));
  });

  test("the debug inspector opens by Alt+D and by parameter, and closing clears both", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    await page.goto("/service");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByRole("button", { name: /^Edit-Mode/ }).waitFor();
    await page.keyboard.press("Alt+D");
    const inspector = page.getByRole("complementary", { name: "CMS-Debug" });
    await expect(inspector).toBeVisible();
    await expect(inspector.getByTestId("debug-slug")).toHaveText("/service");
    await expect(inspector.getByTestId("debug-timing")).toContainText(/\d+(\.\d+)? ms Server/);
    await expect(inspector.locator("[data-debug-section]").first()).toContainText(/veröffentlicht|Entwurf/);
    expect(await page.evaluate(() => localStorage.getItem("cms-debug"))).toBe("1");
    // The stored flag keeps it open on the next page.
    await page.goto("/kontakt");
    await expect(inspector.getByTestId("debug-slug")).toHaveText("/kontakt");
    await inspector.getByRole("button", { name: "Debug-Ansicht schliessen" }).click();
    await expect(inspector).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cms-debug"))).toBeNull();

    for (const query of ["?cmsdebug=1", "?cmsDebug=1", "?debug=1", "?cms=1", "#cmsDebug"]) {
      await page.goto(`/ueber-uns${query}`);
      await expect(inspector).toBeVisible();
      await inspector.getByRole("button", { name: "Debug-Ansicht schliessen" }).click();
      await expect(inspector).toHaveCount(0);
      await expect(page).toHaveURL(/\/ueber-uns$/);
    }
  });

  test("the edit-mode toggle never covers the breadcrumb", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const path of ["/produkte/pflege", "/produkte/pflege?edit=1"]) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor();
      await expect(toggle(page)).toBeVisible();
      const crumbs = (await page.getByRole("navigation", { name: "Brotkrumen" }).boundingBox())!;
      const pill = (await toggle(page).boundingBox())!;
      expect(overlaps(pill, crumbs), path).toBe(false);
      if (path.endsWith("edit=1")) {
        await expect(toggle(page)).toHaveText("Edit-Mode beenden");
        expect(overlaps(pill, (await panel(page).boundingBox())!)).toBe(false);
      }
    }
    await toggle(page).click();
    await expect(toggle(page)).toHaveText("Edit-Mode");
  });

  test("@phone on a phone the floating editor starts collapsed, fits the screen and edits a section", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    await page.goto("/service?edit=1");
    await expect(panel(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    // A bottom sheet across the whole width (decision 0008): it no longer lies over the hero being edited.
    const collapsed = (await panel(page).boundingBox())!;
    expect(collapsed).toEqual({ x: 0, y: viewport.height - 60, width: viewport.width, height: 60 });
    // The toggle stays reachable above the panel.
    const toggleBox = (await toggle(page).boundingBox())!;
    expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(collapsed.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The section toolbars sit in a band above their sections, next to the content, not over it.
    const hero = page.locator("main [data-section-id]").first();
    const heroId = await hero.getAttribute("data-section-id");
    const toolbar = page.locator(`[data-section-toolbar="${heroId}"]`);
    await expect(toolbar).toBeVisible();
    const [heroBox, toolbarBox, heading] = [(await hero.boundingBox())!, (await toolbar.boundingBox())!, (await hero.locator("h1, h2").first().boundingBox())!];
    expect(toolbarBox.y + toolbarBox.height).toBeLessThanOrEqual(heroBox.y);
    expect(toolbarBox.x + toolbarBox.width).toBeLessThanOrEqual(viewport.width);
    expect(heading.y).toBeGreaterThanOrEqual(toolbarBox.y + toolbarBox.height);
    expect(heading.y + heading.height).toBeLessThanOrEqual(collapsed.y);
    const banner = (await page.getByRole("banner").boundingBox())!;
    expect(toolbarBox.y).toBeGreaterThanOrEqual(banner.y + banner.height);

    await panel(page).getByRole("button", { name: "Editor aufklappen" }).click();
    await expect(panel(page).getByRole("heading", { name: /^Sektionen \(/ })).toBeVisible();
    // Open, the sheet leaves at least the upper 40% of the screen to the page.
    const open = (await panel(page).boundingBox())!;
    expect(open.y + open.height).toBe(viewport.height);
    expect(open.height).toBeLessThanOrEqual(Math.floor(viewport.height * 0.6));
    const toggleOpen = (await toggle(page).boundingBox())!;
    expect(toggleOpen.y + toggleOpen.height).toBeLessThanOrEqual(open.y);
    await panel(page).getByRole("button", { name: "«Hero» bearbeiten" }).first().click();
    await expect(sectionForm(page, "Hero").getByLabel("Name der Sektion")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
