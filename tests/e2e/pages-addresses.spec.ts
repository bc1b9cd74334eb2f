// Pages at meaningful addresses (docs/decisions/0013-page-addresses-and-redirects.md), in the browser. 'Neue Seite' opens a dialog with a live
// preview of the address and names a taken slug; changing the address of a page moves it with the
// pages below it after a confirmation that lists the changed addresses, and the old address answers
// 301 with the new one; the 'Weiterleitungen' screen adds, finds (per language) and deletes redirects
// and refuses bad ones. Every test also fails on a Content-Security-Policy violation or a browser error.
import type { APIRequestContext, Page } from "@playwright/test";
import { admin, createUser, newApiContext, openSignedIn, originHeader, signInViaApi, uniqueEmail, visibleToast } from "./fixtures";
import { expect, test } from "./fixtures/csp";
import { liveEditApi } from "./fixtures/pages";

const stamp = () => Date.now().toString(36);

/**
 * Errors the page logs or throws. A refusal the test provokes makes Chromium log the failed request
 * ('… status of 400'): those statuses are passed as `expected`.
 */
function watchErrors(page: Page, expected: number[] = []): string[] {
  const errors: string[] = [];
  const allowed = expected.map((status) => `the server responded with a status of ${status} `);
  page.on("console", (message) => {
    if (message.type() === "error" && !allowed.some((text) => message.text().includes(text))) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A published page made through the page action (JSON), as the signed-in `request`. */
async function makePage(request: APIRequestContext, data: { title: string; slugPart?: string; parentSlug?: string }) {
  const res = await request.post(liveEditApi("/", "page"), { data: { intent: "create", data: { ...data, published: true } }, headers: originHeader });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { slug: string; pageId: number } }).data;
}

/** What an anonymous request for `path` answers, without following redirects. */
async function answerFor(path: string) {
  const visitor = await newApiContext();
  try {
    const res = await visitor.get(path, { maxRedirects: 0 });
    return { status: res.status(), location: res.headers().location };
  } finally {
    await visitor.dispose();
  }
}

test("Neue Seite: Titel, übergeordnete Seite und Slug mit Vorschau; ein vergebener Slug wird genannt", async ({ page }) => {
  // The last step provokes the server's refusal (400).
  const errors = watchErrors(page, [400]);
  const id = stamp();
  await openSignedIn(page, admin, "/cms/seiten", { waitUntil: "networkidle" });
  const count = page.getByText(/^\d+ von \d+ Seiten$/);
  const before = await count.textContent();

  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Neue Seite" });
  const preview = dialog.getByTestId("adresse-vorschau");
  const create = dialog.getByRole("button", { name: "Seite erstellen" });
  await expect(create).toBeDisabled();
  await expect(preview).toHaveText("–");

  // The slug follows the title and the parent, live.
  await dialog.getByLabel("Seitentitel").fill(`Anfahrt ${id}`);
  await expect(preview).toHaveText(`/anfahrt-${id}`);
  await dialog.getByLabel("Übergeordnete Seite").selectOption("/kontakt");
  await expect(preview).toHaveText(`/kontakt/anfahrt-${id}`);
  // A slug of one's own, normalised as typed; the seeded /kontakt/anfahrt is taken.
  const slug = dialog.getByLabel("Slug", { exact: true });
  await slug.fill("Anfahrt");
  await expect(preview).toHaveText("/kontakt/anfahrt");
  await expect(dialog.getByText('Slug "/kontakt/anfahrt" existiert bereits')).toBeVisible();
  await slug.fill(`Weg & Ziel ${id}`);
  await expect(preview).toHaveText(`/kontakt/weg-und-ziel-${id}`);
  await expect(dialog.getByText(/existiert bereits/)).toBeHidden();
  // Nothing exists before 'Seite erstellen'.
  await expect(count).toHaveText(before ?? "");
  expect((await answerFor(`/kontakt/weg-und-ziel-${id}`)).status).toBe(404);

  await create.click();
  await expect(visibleToast(page, `Seite "Anfahrt ${id}" erstellt`)).toBeVisible();
  const edit = page.getByRole("dialog", { name: "Seite bearbeiten" });
  await expect(edit.getByTestId("aktuelle-adresse")).toHaveText(`/kontakt/weg-und-ziel-${id}`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row").filter({ hasText: `/kontakt/weg-und-ziel-${id}` })).toHaveCount(1);

  // Taken between opening the dialog and creating: the server names it, nothing is created.
  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  await dialog.getByLabel("Seitentitel").fill(`Parkplätze ${id}`);
  await expect(preview).toHaveText(`/parkplaetze-${id}`);
  await makePage(page.request, { title: "Von jemand anderem", slugPart: `parkplaetze-${id}` });
  await create.click();
  await expect(dialog.getByText(`Slug "/parkplaetze-${id}" existiert bereits`)).toBeVisible();
  await expect(visibleToast(page, `Fehler: Slug "/parkplaetze-${id}" existiert bereits`)).toBeVisible();
  await expect(dialog.getByLabel("Seitentitel")).toHaveValue(`Parkplätze ${id}`);
  expect(errors).toEqual([]);
});

test("Adresse ändern: Bestätigung mit allen Adressen, danach leitet die alte Adresse mit 301 weiter", async ({ page, browser }) => {
  const errors = watchErrors(page);
  const id = stamp();
  await signInViaApi(page.request, admin.email, admin.password);
  const parent = await makePage(page.request, { title: `Umzug ${id}`, slugPart: `umzug-${id}` });
  const child = await makePage(page.request, { title: `Kind ${id}`, slugPart: "kind", parentSlug: parent.slug });
  expect(child.slug).toBe(`/umzug-${id}/kind`);

  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(`Umzug ${id}`);
  await page.getByRole("button", { name: `«Umzug ${id}» bearbeiten`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  const moveButton = dialog.getByRole("button", { name: "Adresse ändern…" });
  await expect(moveButton).toBeDisabled();
  await dialog.getByLabel("Übergeordnete Seite").selectOption("/service");
  await dialog.getByLabel("Slug", { exact: true }).fill(`Neuer Ort ${id}`);
  await expect(dialog.getByText(`/service/neuer-ort-${id}`, { exact: true })).toBeVisible();
  await moveButton.click();

  const confirm = page.getByRole("alertdialog", { name: "Adresse ändern?" });
  const listed = confirm.getByRole("list", { name: "Geänderte Adressen" }).getByRole("listitem");
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(`Umzug ${id}`);
  await expect(listed.nth(0)).toContainText(`/umzug-${id}`);
  await expect(listed.nth(0)).toContainText(`/service/neuer-ort-${id}`);
  await expect(listed.nth(1)).toContainText(`/umzug-${id}/kind`);
  await expect(listed.nth(1)).toContainText(`/service/neuer-ort-${id}/kind`);
  // Nothing has moved before the confirmation.
  expect((await answerFor(`/umzug-${id}`)).status).toBe(200);
  await confirm.getByRole("button", { name: "2 Seiten verschieben" }).click();
  await expect(visibleToast(page, "Seite und 1 Unterseite verschoben")).toBeVisible();
  await expect(dialog.getByTestId("aktuelle-adresse")).toHaveText(`/service/neuer-ort-${id}`);
  await expect(moveButton).toBeDisabled();
  // The dialog goes on saving against the page's new revision.
  await dialog.getByLabel("Meta-Titel").fill("Nach dem Umzug");
  await expect(visibleToast(page, "✓ Gespeichert")).toBeVisible();

  // A visitor at the old addresses lands at the new ones through a 301.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const [from, to] of [
    [`/umzug-${id}`, `/service/neuer-ort-${id}`],
    [`/umzug-${id}/kind`, `/service/neuer-ort-${id}/kind`],
  ]) {
    const response = await visitorPage.goto(from);
    expect(response?.status(), to).toBe(200);
    expect(new URL(visitorPage.url()).pathname).toBe(to);
    const hop = await response?.request().redirectedFrom()?.response();
    expect(hop?.status(), from).toBe(301);
    expect(hop?.headers().location, from).toBe(to);
  }
  await expect(visitorPage.getByRole("heading", { level: 1, name: `Kind ${id}` })).toBeVisible();
  await visitor.close();
  expect(await answerFor(`/umzug-${id}?von=alt`)).toEqual({ status: 301, location: `/service/neuer-ort-${id}?von=alt` });

  // The sitemap has the new addresses only, and the redirects are on the screen.
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/service/neuer-ort-${id}/kind</loc>`);
  expect(sitemap).not.toContain(`/umzug-${id}`);
  await page.goto(`/cms/weiterleitungen?suche=umzug-${id}`, { waitUntil: "networkidle" });
  const rows = page.getByRole("list", { name: "Weiterleitungen" }).getByRole("article");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Seite verschoben");
  expect(errors).toEqual([]);
});

test("Weiterleitungen: hinzufügen, suchen, löschen; Schleifen, Seiten als Quelle und fehlende Ziele werden abgewiesen", async ({ page }) => {
  // The refusals are answers of 400.
  const errors = watchErrors(page, [400]);
  const id = stamp();
  const source = `/alte-aktion-${id}`;
  await openSignedIn(page, admin, "/cms/weiterleitungen", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Weiterleitungen" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Weiterleitungen" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: "Weiterleitung hinzufügen" }).click();
  const form = page.getByRole("region", { name: "Neue Weiterleitung" });
  const from = form.getByLabel("Von (alte Adresse)");
  const to = form.getByLabel("Nach (Seite)");
  const save = form.getByRole("button", { name: "Weiterleitung erstellen" });
  await save.click();
  await expect(form.getByText("Bitte eine Adresse wie /alte-seite eingeben.")).toHaveCount(2);

  const refusedWith = async (values: [string, string], message: string) => {
    await from.fill(values[0]);
    await to.fill(values[1]);
    await save.click();
    await expect(form.getByText(message)).toBeVisible();
    await expect(from).toHaveValue(values[0]);
    await expect(to).toHaveValue(values[1]);
  };
  await refusedWith(["/kontakt", "/ueber-uns"], "Unter dieser Adresse gibt es eine Seite.");
  await refusedWith([source, `/gibt-es-nicht-${id}`], "Unter der Zieladresse gibt es keine Seite.");
  await refusedWith([source, source], "Diese Weiterleitung würde im Kreis führen.");
  expect((await answerFor(source)).status).toBe(404);

  await from.fill(source);
  await to.fill("/ueber-uns");
  await form.getByLabel("Art").selectOption("302");
  await save.click();
  await expect(visibleToast(page, "Weiterleitung wurde erstellt")).toBeVisible();
  expect(await answerFor(source)).toEqual({ status: 302, location: "/ueber-uns" });
  // A second one to the same page; its target must be a page, not an address that only redirects.
  await page.getByRole("link", { name: "Weiterleitung hinzufügen" }).click();
  await from.fill(`/angebot-${id}`);
  await to.fill(source);
  await save.click();
  await expect(form.getByText("Unter der Zieladresse gibt es keine Seite.")).toBeVisible();
  await to.fill("/ueber-uns");
  await save.click();
  await expect(visibleToast(page, "Weiterleitung wurde erstellt")).toBeVisible();

  // Search filters as one types, and by address (also without JavaScript: ?suche=).
  const list = page.getByRole("list", { name: "Weiterleitungen" }).getByRole("article");
  await page.getByRole("searchbox", { name: "Suche" }).fill(`alte-aktion-${id}`);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(source);
  await expect(list.first()).toContainText("302 vorübergehend");
  await expect(list.first()).toContainText("Von Hand");
  await page.getByRole("searchbox", { name: "Suche" }).fill(id);
  await expect(list).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Suche" }).fill(`nichts-${id}`);
  await expect(page.getByText("Keine Weiterleitungen gefunden, die der Suche entsprechen.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Suche" }).fill(`alte-aktion-${id}`);

  await list
    .first()
    .getByRole("link", { name: `Löschen (Weiterleitung von ${source})` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Weiterleitung löschen?" });
  await expect(confirm).toContainText(`Die Weiterleitung von ${source} nach /ueber-uns wird gelöscht.`);
  await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(visibleToast(page, "Weiterleitung wurde gelöscht")).toBeVisible();
  expect((await answerFor(source)).status).toBe(404);
  expect(await answerFor(`/angebot-${id}`)).toEqual({ status: 301, location: "/ueber-uns" });

  // Per language: a French address leads to a French page; the list filters by language and searches within it.
  const french = `/fr/ancienne-action-${id}`;
  await page.getByRole("link", { name: "Weiterleitung hinzufügen" }).click();
  await refusedWith(
    [french, "/ueber-uns"],
    "Die alte Adresse gehört zur Sprache «Französisch», die Zielseite zur Sprache «Deutsch». Eine Weiterleitung führt auf eine Seite derselben Sprache.",
  );
  await to.fill("/fr/contact");
  await save.click();
  await expect(visibleToast(page, "Weiterleitung wurde erstellt")).toBeVisible();
  expect(await answerFor(french)).toEqual({ status: 301, location: "/fr/contact" });
  const languages = page.getByRole("navigation", { name: "Sprache" });
  await languages.getByRole("link", { name: "Französisch" }).click();
  await expect(languages.getByRole("link", { name: "Französisch" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Suche" }).fill(id);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(french);
  await expect(list.first()).toContainText("Französisch");
  await languages.getByRole("link", { name: "Alle" }).click();
  await expect(list).toHaveCount(2);
  await expect(list.filter({ hasText: `/angebot-${id}` })).toContainText("Deutsch");
  expect(errors).toEqual([]);
});

test("Weiterleitungen: Anonyme und wartende Konten werden abgewiesen und ändern nichts", async () => {
  const id = stamp();
  const pending = await newApiContext();
  const anonymous = await newApiContext();
  try {
    const password = "Wartend-Passwort-1";
    const user = await createUser(pending, { email: uniqueEmail("umleitung.wartend"), password, name: "Wartend", role: "pending" });
    await signInViaApi(pending, user.email, password);
    const form = { intent: "create-redirect", source: `/verboten-${id}`, target: "/kontakt", status: "301" };
    for (const [who, request, status] of [
      ["anonym", anonymous, 401],
      ["wartend", pending, 403],
    ] as const) {
      const res = await request.post("/cms/weiterleitungen.data", { form, headers: originHeader, maxRedirects: 0 });
      expect(res.status(), who).toBe(status);
      const screen = await request.get("/cms/weiterleitungen", { maxRedirects: 0 });
      expect(screen.status(), who).toBe(302);
    }
    expect((await answerFor(`/verboten-${id}`)).status).toBe(404);
  } finally {
    await pending.dispose();
    await anonymous.dispose();
  }
});
