// The users screen (docs/decisions/0004-staff-roles.md) and the CMS frame, seen in the browser: the administrator's list, approving,
// changing roles, blocking, ending sessions, the guard rails, and the editor's 403.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { admin, createUser, findUser, holdRequests, openSignedIn, originHeader, signInViaApi, STAFF_DOMAIN, uniqueEmail } from "./fixtures";

const password = "Benutzer-Test-Passwort-1";

/** A browser context of its own (own cookies), signed in, on the page it was sent to. */
async function signedInPage(browser: Browser, email: string, redirectTo = "/cms-overview"): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, { email, password }, redirectTo);
  return page;
}

function rowOf(page: Page, email: string): Locator {
  return page.getByRole("row").filter({ hasText: email });
}

const columns = ["Rolle", "E-Mail bestätigt", "Zwei-Faktor", "Letzte Anmeldung", "Status", "Aktionen"] as const;

/** A data cell of a row by its column (the first column is the row header). */
function cell(row: Locator, column: (typeof columns)[number]): Locator {
  return row.getByRole("cell").nth(columns.indexOf(column));
}

/** The result shown in the page (the toast repeats it outside <main>). */
function feedback(page: Page, text: string | RegExp): Locator {
  return page.getByRole("main").getByText(text);
}

async function openUsersAsAdmin(page: Page) {
  await openSignedIn(page, admin, "/cms/users");
  await expect(page).toHaveURL(/\/cms\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Benutzer" })).toBeVisible();
}

test.describe("Benutzerverwaltung", () => {
  test("the administrator sees every account in the CMS frame", async ({ page, request }) => {
    const editor = await createUser(request, {
      email: uniqueEmail("liste.redaktion", STAFF_DOMAIN),
      password,
      name: "Lena Liste",
      role: "editor",
    });
    await openUsersAsAdmin(page);

    // The frame: header, address, website link in a new tab, sign-out, navigation with the current item.
    await expect(page.getByRole("link", { name: "Content Management System" })).toBeVisible();
    await expect(page.getByRole("banner").getByText(admin.email)).toBeVisible();
    await expect(page.getByRole("link", { name: /Zur Website/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "CMS-Navigation" });
    await expect(nav.getByRole("link", { name: "Benutzer" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Übersicht" })).not.toHaveAttribute("aria-current", "page");
    for (const label of [
      "Seiten",
      "Medienbibliothek",
      "Testimonials",
      "Globale Einstellungen",
      "E-Mail-Vorlagen",
      "Sektionen-Demo",
      "Kontaktanfragen",
      "Postausgang",
      "Mein Konto",
    ]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const table = page.getByRole("table", { name: /Alle Konten/ });
    for (const column of ["Konto", "Rolle", "E-Mail bestätigt", "Zwei-Faktor", "Letzte Anmeldung", "Status", "Aktionen"]) {
      await expect(table.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    }
    const own = rowOf(page, admin.email);
    await expect(own.getByRole("rowheader")).toContainText("(Sie)");
    await expect(cell(own, "Rolle")).toHaveText("Administrator/in");
    await expect(own).toContainText("Ihr eigenes Konto");
    // The administrator is signed in right now: a last sign-in is known.
    await expect(own.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await expect(own.getByRole("button")).toHaveCount(0);

    const listed = rowOf(page, editor.email);
    await expect(listed.getByRole("rowheader")).toHaveText(`Lena Liste${editor.email}`);
    await expect(listed.getByLabel("Neue Rolle für Lena Liste")).toHaveValue("editor");
    await expect(cell(listed, "E-Mail bestätigt")).toHaveText("Ja");
    await expect(cell(listed, "Zwei-Faktor")).toHaveText("Aus");
    // Confirming the address signs the account in once, so it has a last sign-in already.
    await expect(cell(listed, "Letzte Anmeldung")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await expect(cell(listed, "Status")).toHaveText("Aktiv");
  });

  test("CMS pages are never indexed nor kept by a shared cache", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    for (const path of ["/cms-overview", "/cms/users"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const headers = res?.headers() ?? {};
      expect(headers["cache-control"], path).toContain("no-store");
      expect(headers["x-robots-tag"], path).toContain("noindex");
      expect(headers["x-cache"], path).toBeUndefined();
    }
  });

  test("approving a waiting account lets it into the CMS", async ({ page, request, browser }) => {
    const waiting = await createUser(request, { email: uniqueEmail("wartend"), password, name: "Wanda Wartend", role: "pending" });
    const other = await signedInPage(browser, waiting.email);
    await expect(other).toHaveURL(/\/cms\/kontofreigabe$/);

    await openUsersAsAdmin(page);
    // Waiting accounts come first, with the highlighted badge.
    await expect(page.locator("tbody tr").first().locator("select")).toHaveValue("pending");
    const row = rowOf(page, waiting.email);
    await expect(cell(row, "Rolle").locator("span").first()).toHaveText("Wartet auf Kontofreigabe");
    await row.getByRole("button", { name: "Wanda Wartend freigeben" }).click();
    await expect(feedback(page, "«Wanda Wartend» ist freigegeben und kann jetzt im CMS arbeiten.")).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toContainText("ist freigegeben");
    await expect(row.getByLabel("Neue Rolle für Wanda Wartend")).toHaveValue("editor");
    await expect(row.getByRole("button", { name: /freigeben/ })).toHaveCount(0);

    // The approved account's next visit opens the CMS home instead of the waiting screen.
    await other.goto("/cms-overview");
    await expect(other).toHaveURL(/\/cms-overview$/);
    await expect(other.getByRole("heading", { level: 1, name: "CMS-Übersicht" })).toBeVisible();
    await expect(other.getByText("Willkommen, Wanda Wartend")).toBeVisible();
    await expect(other.getByRole("heading", { name: "Website Status" })).toBeVisible();
    await expect(other.getByRole("link", { name: /Besuchen/ })).toHaveAttribute("target", "_blank");
    await expect(other.getByRole("heading", { name: "Neueste Kontaktanfragen" })).toBeVisible();
    // Editors do not see the users screen in their navigation.
    await expect(other.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Benutzer" })).toHaveCount(0);
    await other.context().close();
  });

  test("blocking an account ends its session; unblocking lets it sign in again", async ({ page, request, browser }) => {
    const editor = await createUser(request, {
      email: uniqueEmail("gesperrt", STAFF_DOMAIN),
      password,
      name: "Gregor Gesperrt",
      role: "editor",
    });
    const other = await signedInPage(browser, editor.email);
    await expect(other.getByRole("heading", { level: 1, name: "CMS-Übersicht" })).toBeVisible();

    await openUsersAsAdmin(page);
    const row = rowOf(page, editor.email);
    await row.getByRole("button", { name: "Gregor Gesperrt sperren" }).click();
    await expect(feedback(page, "«Gregor Gesperrt» ist gesperrt; alle Sitzungen wurden beendet.")).toBeVisible();
    await expect(cell(row, "Status")).toHaveText("Gesperrt");

    await other.goto("/cms-overview");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Fcms-overview$/);
    const refused = await request.post("/api/auth/sign-in/email", { data: { email: editor.email, password }, headers: originHeader });
    expect(refused.status()).toBe(403);

    await row.getByRole("button", { name: "Gregor Gesperrt entsperren" }).click();
    await expect(feedback(page, "«Gregor Gesperrt» ist entsperrt.")).toBeVisible();
    await expect(cell(row, "Status")).toHaveText("Aktiv");
    await openSignedIn(other, { email: editor.email, password }, "/cms-overview");
    await expect(other.getByRole("heading", { level: 1, name: "CMS-Übersicht" })).toBeVisible();
    await other.context().close();
  });

  test("changing roles and ending sessions", async ({ page, request, browser }) => {
    const person = await createUser(request, { email: uniqueEmail("rolle"), password, name: "Rita Rolle", role: "pending" });
    await openUsersAsAdmin(page);
    const row = rowOf(page, person.email);

    await row.getByLabel("Neue Rolle für Rita Rolle").selectOption({ label: "Administrator/in" });
    await row.getByRole("button", { name: "Rolle von Rita Rolle ändern" }).click();
    await expect(feedback(page, "«Rita Rolle» hat jetzt die Rolle «Administrator/in».")).toBeVisible();
    await expect(row.getByLabel("Neue Rolle für Rita Rolle")).toHaveValue("admin");

    // Two administrators now: the second may be demoted again.
    await row.getByLabel("Neue Rolle für Rita Rolle").selectOption({ label: "Redaktion" });
    await row.getByRole("button", { name: "Rolle von Rita Rolle ändern" }).click();
    await expect(feedback(page, "«Rita Rolle» hat jetzt die Rolle «Redaktion».")).toBeVisible();
    await expect(row.getByLabel("Neue Rolle für Rita Rolle")).toHaveValue("editor");

    // Ending the sessions signs the account out everywhere.
    const other = await signedInPage(browser, person.email);
    await expect(other.getByRole("heading", { level: 1, name: "CMS-Übersicht" })).toBeVisible();
    await row.getByRole("button", { name: "Sitzungen von Rita Rolle beenden" }).click();
    await expect(feedback(page, "Alle Sitzungen von «Rita Rolle» wurden beendet.")).toBeVisible();
    await other.goto("/cms-overview");
    await expect(other).toHaveURL(/\/login/);
    await other.context().close();
  });

  test("a role picked in the select stays picked while the list reloads after the last change", async ({ page, request }) => {
    const person = await createUser(request, { email: uniqueEmail("wahl"), password, name: "Walter Wahl", role: "editor" });
    await openUsersAsAdmin(page);
    const row = rowOf(page, person.email);
    const select = row.getByLabel("Neue Rolle für Walter Wahl");
    // The list's reload after the change is held until the next role has been picked.
    const reload = await holdRequests(page, "**/cms/users.data*", (r) => r.method() === "GET");
    await select.selectOption({ label: "Administrator/in" });
    await row.getByRole("button", { name: "Rolle von Walter Wahl ändern" }).click();
    await reload.sent;
    await select.selectOption({ label: "Übersetzung" });
    await reload.release();
    await expect(feedback(page, "«Walter Wahl» hat jetzt die Rolle «Administrator/in».")).toBeVisible();
    await expect(cell(row, "Rolle").locator("span").first()).toHaveText("Administrator/in");
    // The reloaded list did not put the stored role back under the person's hand.
    await expect(select).toHaveValue("translator");
    await row.getByRole("button", { name: "Rolle von Walter Wahl ändern" }).click();
    await expect(feedback(page, "«Walter Wahl» hat jetzt die Rolle «Übersetzung».")).toBeVisible();
  });

  test("the table fits a 1280 px screen without scrolling sideways, a translator's languages included", async ({ page, request }) => {
    await createUser(request, { email: uniqueEmail("breite"), password, name: "Bettina Breite-Übersetzerin", role: "translator" });
    await createUser(request, { email: uniqueEmail("wartend-breit"), password, name: "Wendelin Wartend", role: "pending" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openUsersAsAdmin(page);
    const region = page.getByRole("region", { name: /Alle Konten/ });
    await expect(region.getByRole("button", { name: "Sprachen von Bettina Breite-Übersetzerin speichern" })).toBeVisible();
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth, "Breite der Tabelle gegenüber dem sichtbaren Bereich").toBeLessThanOrEqual(clientWidth);
  });

  test("the administrator cannot demote, block or sign out themselves here", async ({ page }) => {
    await openUsersAsAdmin(page);
    const self = await findUser(admin.email);
    expect(self).toBeDefined();
    const cases: [Record<string, string>, string][] = [
      [{ intent: "set-role", role: "editor" }, "Sie können Ihre eigene Rolle nicht ändern."],
      [{ intent: "ban" }, "Sie können sich nicht selbst sperren."],
      [{ intent: "revoke-sessions" }, "Ihre eigenen Sitzungen beenden Sie unter «Mein Konto»."],
    ];
    // The buttons are not offered for the own row; a hand-made form post is refused by the server.
    for (const [form, message] of cases) {
      const res = await page.request.post("/cms/users", {
        form: { ...form, userId: self?.id ?? "" },
        headers: originHeader,
        maxRedirects: 0,
      });
      expect(res.status(), form.intent).toBe(409);
      expect(await res.text(), form.intent).toContain(message);
    }
    // Still an administrator, still signed in.
    await page.reload();
    await expect(cell(rowOf(page, admin.email), "Rolle")).toHaveText("Administrator/in");
    const invalid = await page.request.post("/cms/users", {
      form: { intent: "set-role", userId: self?.id ?? "", role: "chef" },
      headers: originHeader,
    });
    expect(invalid.status()).toBe(400);
  });

  test("an editor opening the users screen gets 403", async ({ page, request }) => {
    const editor = await createUser(request, {
      email: uniqueEmail("kein.zugriff", STAFF_DOMAIN),
      password,
      name: "Karl Kein",
      role: "editor",
    });
    await signInViaApi(page.request, editor.email, password);
    const res = await page.goto("/cms/users");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Kein Zugriff" })).toBeVisible();
    await expect(page.getByText(/Administratorinnen und Administratoren vorbehalten/)).toBeVisible();
    // The frame stays, without the users item.
    await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Übersicht" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Benutzer" })).toHaveCount(0);
    // Its writes are refused as well.
    const write = await page.request.post("/cms/users", {
      form: { intent: "ban", userId: "egal" },
      headers: originHeader,
      maxRedirects: 0,
    });
    expect(write.status()).toBe(403);
  });

  test("on a phone the navigation folds into a bar and the table scrolls @phone", async ({ page }) => {
    await openUsersAsAdmin(page);
    const nav = page.getByRole("navigation", { name: "CMS-Navigation" });
    await expect(nav.getByRole("link", { name: "Übersicht" })).toBeHidden();
    await page.getByText("Navigation", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Benutzer" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Übersicht" }).click();
    await expect(page).toHaveURL(/\/cms-overview$/);
    // Closed again after the navigation.
    await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Übersicht" })).toBeHidden();

    await page.goto("/cms/users");
    const region = page.getByRole("region", { name: /Alle Konten/ });
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    // Only the table scrolls, never the page (on a phone the layout viewport grows with the content,
    // so compare with the screen).
    const pageWidth = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.screen.width }));
    expect(pageWidth.content).toBeLessThanOrEqual(pageWidth.screen);
  });
});
