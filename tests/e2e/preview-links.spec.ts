// 'Vorschau-Link': staff create a link in the page list, someone without an account opens it
// and sees the page with its draft section under the 'Vorschau' banner (no-store, noindex, no CMS
// code), the link is revoked and then answers 410 with a German page. The edit mode offers the same.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { admin, newApiContext, openSignedIn, originHeader, signInViaApi, SITE_URL, visibleToast } from "./fixtures";
import { liveEditApi, revisionOf } from "./fixtures/pages";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A page (draft or published) with one published and one draft text section, made as the edit mode does. */
async function pageWithDraft(request: APIRequestContext, title: string, published: boolean, texts: { shown: string; draft: string }) {
  const created = await request.post(liveEditApi("/", "page"), { data: { intent: "create", data: { title, published } }, headers: originHeader });
  expect(created.status(), await created.text()).toBe(200);
  const slug = ((await created.json()) as { data: { slug: string } }).data.slug;
  for (const [name, html, isPublished] of [
    ["Öffentlich", texts.shown, true],
    ["Entwurf", texts.draft, false],
  ] as const) {
    const made = await request.post(liveEditApi(slug), {
      data: { intent: "create", data: { baseRevision: await revisionOf(request, slug) } },
      headers: originHeader,
    });
    const id = ((await made.json()) as { data: { sectionId: number } }).data.sectionId;
    const input = { sectionName: name, sectionType: "text", contentHtml: `<p>${html}</p>`, isPublished, settings: {}, mediaAssetIds: [] };
    const updated = await request.post(liveEditApi(slug), {
      data: { intent: "update", data: { sectionId: id, baseRevision: await revisionOf(request, slug), input } },
      headers: originHeader,
    });
    expect(updated.status(), await updated.text()).toBe(200);
  }
  return slug;
}

function previewDialog(page: Page) {
  return page.getByRole("dialog", { name: /^Vorschau-Link:/ });
}

/** No script of the CMS or the edit mode is loaded, and no staff control is on the page. */
async function expectNoCmsCode(page: Page, scripts: string[]) {
  expect(scripts.filter((url) => /edit-mode|live-edit|floating|cms-|theme-switcher/.test(url))).toEqual([]);
  await expect(page.getByRole("button", { name: /^Edit-Mode/ })).toHaveCount(0);
  await expect(page.getByTestId("floating-editor")).toHaveCount(0);
  await expect(page.getByLabel("Design wählen")).toHaveCount(0);
}

test.describe("Vorschau-Link", () => {
  let api: APIRequestContext;
  test.beforeAll(async () => {
    api = await newApiContext();
    await signInViaApi(api, admin.email, admin.password);
  });
  test.afterAll(async () => api?.dispose());

  test("created in the page list, opened without an account, revoked: then 410 with a German page", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const id = stamp();
    const title = `Vorschau Neuheit ${id}`;
    const secret = `Geheimprojekt ${id}`;
    const slug = await pageWithDraft(api, title, false, { shown: `Schon sichtbar ${id}`, draft: `Entwurfstext ${id}` });
    await pageWithDraft(api, secret, false, { shown: `Geheim ${id}`, draft: `Geheim Entwurf ${id}` });

    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE_URL });
    await openSignedIn(page, admin, "/cms/seiten", { waitUntil: "networkidle" });
    await page.getByRole("searchbox", { name: "Suche" }).fill(title);
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: `Vorschau-Link für «${title}»` }).click();
    const dialog = previewDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Für diese Seite gibt es noch keine Vorschau-Links.")).toBeVisible();

    // 1 to 30 days, default 7; anything else is named in German and sends nothing.
    const days = dialog.getByLabel("Gültig für (Tage)");
    await expect(days).toHaveValue("7");
    await days.fill("31");
    await dialog.getByRole("button", { name: "Link erstellen" }).click();
    await expect(dialog.getByText("Bitte eine ganze Zahl von 1 bis 30 Tagen angeben.")).toBeVisible();
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await days.fill("3");
    await dialog.getByRole("button", { name: "Link erstellen" }).click();
    await expect(visibleToast(page, "Vorschau-Link erstellt")).toBeVisible();

    // The whole link, shown once, copied with one click.
    const linkField = dialog.getByLabel(/^Neuer Vorschau-Link/);
    const url = await linkField.inputValue();
    expect(url).toMatch(new RegExp(`^${SITE_URL}/vorschau/[A-Za-z0-9_-]{43}$`));
    await dialog.getByRole("button", { name: "Link kopieren" }).click();
    await expect(visibleToast(page, "Link kopiert")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const listed = dialog.getByTestId("preview-link-row");
    await expect(listed).toHaveCount(1);
    await expect(listed).toHaveAttribute("data-state", "aktiv");
    await expect(listed).toContainText(admin.email);
    await expect(listed).toContainText(/Gültig bis\s*\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(listed.getByText("aktiv", { exact: true })).toBeVisible();

    // Someone without an account opens it.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const scripts: string[] = [];
    guestPage.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    const response = await guestPage.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    expect(response?.headers()["x-robots-tag"]).toMatch(/noindex/);
    await guestPage.locator("html[data-hydrated]").waitFor();
    const banner = guestPage.getByRole("complementary", { name: "Vorschau" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("noch nicht veröffentlichte Inhalte");
    await expect(banner).toContainText(/Link gültig bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(guestPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(guestPage.getByText(`Entwurfstext ${id}`)).toBeVisible();
    await expect(guestPage.getByText(`Schon sichtbar ${id}`)).toBeVisible();
    await expect(guestPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(guestPage.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${slug}`);
    // The frame is the public one: neither this draft page nor another one is in the navigation.
    await expect(guestPage.getByRole("banner")).toBeVisible();
    expect(await guestPage.content()).not.toContain(secret);
    await expectNoCmsCode(guestPage, scripts);
    // The draft page itself is still not public.
    expect((await guest.request.get(slug)).status()).toBe(404);

    // A signed-in member of staff gets the preview as a guest does: no edit mode, no CMS code.
    const staffScripts: string[] = [];
    const staffPage = await page.context().newPage();
    staffPage.on("request", (r) => {
      if (r.resourceType() === "script") staffScripts.push(r.url());
    });
    await staffPage.goto(`${url}?edit=1`);
    await staffPage.locator("html[data-hydrated]").waitFor();
    await expect(staffPage.getByText(`Entwurfstext ${id}`)).toBeVisible();
    await expectNoCmsCode(staffPage, staffScripts);
    await staffPage.close();

    // Revoked in the dialog, after a confirmation.
    await listed.getByRole("button", { name: "Link widerrufen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Link widerrufen?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Link widerrufen" }).click();
    await expect(visibleToast(page, "Link widerrufen")).toBeVisible();
    await expect(listed).toHaveAttribute("data-state", "widerrufen");
    await expect(listed.getByRole("button", { name: "Link widerrufen" })).toHaveCount(0);

    // The same address now answers 410 with a German page, every time (nothing was cached).
    for (let i = 0; i < 2; i++) {
      const gone = await guestPage.goto(url);
      expect(gone?.status()).toBe(410);
      expect(gone?.headers()["cache-control"]).toMatch(/no-store/);
      await expect(guestPage.getByRole("heading", { level: 1, name: "Dieser Vorschau-Link ist nicht mehr gültig" })).toBeVisible();
      await expect(guestPage.getByText("abgelaufen oder wurde widerrufen")).toBeVisible();
      await expect(guestPage.getByText(`Entwurfstext ${id}`)).toHaveCount(0);
    }
    const unknown = await guestPage.goto(`/vorschau/${"A".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(guestPage.getByRole("heading", { level: 1, name: "Diesen Vorschau-Link gibt es nicht" })).toBeVisible();
    await guest.close();
  });

  test("the edit mode's page box opens the same dialog", async ({ page }) => {
    test.setTimeout(90_000);
    const id = stamp();
    const title = `Vorschau Edit ${id}`;
    const slug = await pageWithDraft(api, title, true, { shown: `Sichtbar ${id}`, draft: `Entwurf ${id}` });
    await signInViaApi(page.request, admin.email, admin.password);
    await page.goto(`${slug}?edit=1`);
    const panel = page.getByTestId("floating-editor");
    await expect(panel.getByRole("heading", { name: /^Sektionen \(/ })).toBeVisible({ timeout: 15_000 });
    await panel.getByRole("button", { name: "Vorschau-Link" }).click();
    const dialog = previewDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Link erstellen" }).click();
    await expect(visibleToast(page, "Vorschau-Link erstellt")).toBeVisible();
    const url = await dialog.getByLabel(/^Neuer Vorschau-Link/).inputValue();
    await expect(dialog.getByTestId("preview-link-row")).toHaveCount(1);
    // 7 days by default.
    const expires = await dialog.getByTestId("preview-link-row").locator("time").nth(1).getAttribute("datetime");
    expect(Math.round((new Date(expires ?? "").getTime() - Date.now()) / 86_400_000)).toBe(7);
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`Entwurf ${id}`);
  });
});
