// The CMS screens of 'Dokumente' (docs/decisions/0046-documents.md, 0048-document-screens.md) in the browser: a product's
// documents reached from its page editor, a version uploaded (a scan and a non-PDF refused with their German messages,
// what was typed kept), published with its hash shown and served at its version address, withdrawn with a reason, a
// deletion refused naming the retention date, the list's filters in the address; the way of a version through
// 'Freigabe' (an editor submits, an approver approves in /cms/freigaben, the editor publishes, the file downloads);
// the kinds; and who sees what. Every test makes its own accounts and its own product page.
import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { admin, createUser, holdRequests, newApiContext, openSignedIn, signInViaApi, STAFF_DOMAIN, uniqueEmail, visibleToast } from "./fixtures";
import { createProductPage, scanPdf, textPdf } from "./fixtures/documents";

const password = "Dokumente-Test-Passwort-2026";
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function editorWithProduct(id: string, approval: boolean) {
  const api = await newApiContext();
  const editor = await createUser(api, { email: uniqueEmail("dokumente.redaktion", STAFF_DOMAIN), password, name: "Dokumente Redaktion", role: "editor" });
  await signInViaApi(api, editor.email, password);
  const title = `Dokumente Wanne ${id}`;
  const product = await createProductPage(api, title, { approval });
  return { api, editor, title, ...product };
}

/** Fills 'Neue Version hochladen' and sends it. */
async function upload(
  page: Page,
  fields: { kind?: string; language?: string; label: string; changes?: string; safety?: boolean; file: { name: string; mimeType: string; buffer: Buffer } },
) {
  const form = page.getByRole("region", { name: "Neue Version hochladen" });
  if (fields.kind) await form.getByRole("combobox", { name: "Art", exact: true }).selectOption({ label: fields.kind });
  if (fields.language) await form.getByRole("combobox", { name: "Sprache", exact: true }).selectOption({ label: fields.language });
  await form.getByLabel("Bezeichnung").fill(fields.label);
  await form.getByLabel("Was hat sich geändert").fill(fields.changes ?? "");
  if (fields.safety) await form.getByLabel("sicherheitsrelevant").check();
  await form.getByLabel(/^Datei/).setInputFiles(fields.file);
  await form.getByRole("button", { name: "Hochladen" }).click();
  return form;
}

const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: "application/pdf", buffer });

/** Answers the question a version's action asks (publish, submit, withdraw, delete). */
async function act(page: Page, label: string, action: string, fill?: { label: string; text: string }) {
  await page
    .getByRole("group", { name: `Version ${label}` })
    .getByRole("link", { name: action })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  if (fill) await dialog.getByLabel(fill.label).fill(fill.text);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  return dialog;
}

test("hochladen (Scan und Nicht-PDF abgewiesen), veröffentlichen mit Prüfsumme, zurückziehen mit Begründung, Löschen mit Datum verweigert, Filter", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { api, editor, title, slug, productKey } = await editorWithProduct(id, false);
  try {
    // The product's page in the edit mode leads to its documents; so does its page editor.
    await openSignedIn(page, editor, `${slug}?edit=1`);
    await expect(page.getByRole("link", { name: "Dokumente des Produkts" })).toHaveAttribute("href", `/cms/dokumente/produkt/${productKey}`);
    await page.goto(`/cms/page-editor${slug}`);
    await page.getByRole("region", { name: "Dokumente" }).getByRole("link", { name: "Dokumente des Produkts" }).click();
    await expect(page).toHaveURL(new RegExp(`/cms/dokumente/produkt/${productKey}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dokumente: ${title}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // A scan (no text) is refused for instructions for use, with the German message at the file; what was typed stays.
    let form = await upload(page, {
      kind: "Gebrauchsanweisung",
      language: "Deutsch",
      label: "Rev. 1",
      changes: `Erste Ausgabe ${id}`,
      file: pdf("scan.pdf", await scanPdf()),
    });
    await expect(form.getByText(/enthält keinen Text/)).toBeVisible();
    await expect(form.getByLabel("Bezeichnung")).toHaveValue("Rev. 1");
    await expect(form.getByLabel("Was hat sich geändert")).toHaveValue(`Erste Ausgabe ${id}`);
    // A picture renamed to .pdf is refused by its content.
    await form.getByLabel(/^Datei/).setInputFiles({ name: "bild.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a kein PDF") });
    await form.getByRole("button", { name: "Hochladen" }).click();
    await expect(form.getByText(/ist kein PDF/)).toBeVisible();
    await expect(form.getByLabel("Bezeichnung")).toHaveValue("Rev. 1");

    // A PDF with text is taken as a draft; while it travels, the form says how far it is and takes no second click.
    const first = await textPdf(`Gebrauchsanweisung ${title} Rev. 1`);
    await form.getByLabel(/^Datei/).setInputFiles(pdf("Gebrauchsanweisung Wanne.pdf", first));
    const hold = await holdRequests(page, "**/cms/api/dokumente/versionen", (request) => request.method() === "POST");
    await form.getByRole("button", { name: "Hochladen" }).click();
    await hold.sent;
    await expect(form.getByRole("status")).toContainText(/Wird hochgeladen … \d+ %/);
    await expect(form.getByRole("button", { name: "Hochladen" })).toBeDisabled();
    await hold.release();
    await expect(visibleToast(page, /Entwurf/)).toBeVisible();
    const rev1 = page.getByRole("group", { name: "Version Rev. 1" });
    await expect(rev1).toContainText("Entwurf");
    await expect(rev1.getByTestId("sha256")).toHaveText(sha256(first));
    await expect(form.getByLabel("Bezeichnung")).toHaveValue("");

    // Published: its hash beside the download, and the file at its version address.
    await act(page, "Rev. 1", "Veröffentlichen");
    await expect(visibleToast(page, "Version veröffentlicht")).toBeVisible();
    await expect(rev1).toContainText("Veröffentlicht");
    await expect(rev1).toContainText(/veröffentlicht am \d{2}\.\d{2}\.\d{4}/);
    const download = rev1.getByRole("link", { name: /Herunterladen/ });
    const href = await download.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/dokumente/datei/${sha256(first)}/`));
    const served = await page.request.get(href!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(first)).toBe(true);

    // Nothing serious for assistive technology on the product's screen.
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // The regulatory facts; the retention years are the administrators' (shown, not offered).
    const facts = page.getByRole("region", { name: "Regulatorische Angaben" });
    await expect(facts.getByLabel("Aufbewahrungsfrist (Jahre)")).not.toBeEditable();
    await facts.getByLabel("Artikelnummer (REF)").fill(`REF-${id}`);
    await facts.getByLabel("UDI-DI").fill("07612345000019");
    await facts.getByLabel("Zuletzt in Verkehr gebracht").fill("2025-06-30");
    await facts.getByRole("button", { name: "Angaben speichern" }).click();
    await expect(visibleToast(page, "Regulatorische Angaben gespeichert")).toBeVisible();
    await expect(facts.getByTestId("aufbewahrung")).toHaveText("Aufbewahrung bis 30.06.2040");

    // A second version: the first moves to 'Frühere Versionen' with its publication date.
    const second = await textPdf(`Gebrauchsanweisung ${title} Rev. 2`);
    form = await upload(page, {
      kind: "Gebrauchsanweisung",
      language: "Deutsch",
      label: "Rev. 2",
      changes: "Neue Warnhinweise",
      safety: true,
      file: pdf("Gebrauchsanweisung Wanne.pdf", second),
    });
    await expect(page.getByRole("group", { name: "Version Rev. 2" })).toContainText("Entwurf");
    await act(page, "Rev. 2", "Veröffentlichen");
    await expect(page.getByRole("group", { name: "Version Rev. 2" })).toContainText("Veröffentlicht");
    await expect(page.getByRole("group", { name: "Version Rev. 2" })).toContainText("sicherheitsrelevant");
    const earlier = page.getByRole("list", { name: "Frühere Versionen: Gebrauchsanweisung, Deutsch" });
    await expect(earlier.getByRole("group", { name: "Version Rev. 1" })).toContainText(/veröffentlicht am/);

    // Withdrawn with a reason: still listed and downloadable.
    await act(page, "Rev. 2", "Zurückziehen", { label: "Begründung", text: `Falsche Abbildung ${id}` });
    await expect(visibleToast(page, "Version zurückgezogen")).toBeVisible();
    const rev2 = page.getByRole("group", { name: "Version Rev. 2" });
    await expect(rev2).toContainText("Zurückgezogen");
    await expect(rev2).toContainText(`Falsche Abbildung ${id}`);
    expect((await page.request.get((await rev2.getByRole("link", { name: /Herunterladen/ }).getAttribute("href"))!)).status()).toBe(200);

    // The editor deletes no published version; the administrator is refused until the retention date, which the refusal names.
    await expect(page.getByRole("group", { name: "Version Rev. 1" }).getByRole("link", { name: /Löschen/ })).toHaveCount(0);
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    try {
      await openSignedIn(adminPage, admin, `/cms/dokumente/produkt/${productKey}`);
      const dialog = await act(adminPage, "Rev. 1", "Löschen");
      await expect(dialog.getByRole("alert")).toContainText("bis zum 30.06.2040");
      await expect(adminPage.getByRole("group", { name: "Version Rev. 1" })).toBeVisible();
    } finally {
      await adminContext.close();
    }

    // The list: filters in the address, kept on reload; each row leads to its product.
    await page.goto(`/cms/dokumente?produkt=${productKey}`);
    await expect(page.getByRole("list", { name: "Dokumentversionen" }).getByRole("article")).toHaveCount(2);
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption({ label: "Zurückgezogen" });
    await expect(page).toHaveURL(/status=zurueckgezogen/);
    await page.reload();
    const rows = page.getByRole("list", { name: "Dokumentversionen" }).getByRole("article");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Rev. 2");
    await expect(rows.first()).toContainText("Zurückgezogen");
    await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("zurueckgezogen");
    await page.getByRole("combobox", { name: "Sprache", exact: true }).selectOption({ label: "Deutsch" });
    await expect(rows).toHaveCount(1);
    await page.goto(`/cms/dokumente?produkt=${productKey}&status=entwurf`);
    await expect(page.getByText("Keine Dokumentversionen gefunden, die den Filterkriterien entsprechen.")).toBeVisible();
    await page.goto(`/cms/dokumente?produkt=${productKey}`);
    await rows.first().getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Dokumente: ${title}`);

    // The QR code: the product's language-neutral address, as SVG and PNG.
    const qrAddress = (await page.getByTestId("qr-adresse").textContent())!;
    expect(qrAddress).toMatch(/^http:\/\/localhost:\d+\/d\/\d+$/);
    const svg = await page.request.get(`/cms/dokumente/produkt/${productKey}/qr-code.svg`);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svg.text()).toContain("<svg");
    const png = await page.request.get(`/cms/dokumente/produkt/${productKey}/qr-code.png`);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(
      Buffer.from(await png.body())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    // Without JavaScript the browser posts the form itself: it comes back to the product with the refusal beside the
    // file and what was typed filled in; the file is chosen again and the version is taken.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(`/cms/dokumente/produkt/${productKey}`);
      form = await upload(noScript, {
        kind: "Gebrauchsanweisung",
        language: "Deutsch",
        label: "Rev. 3",
        changes: "Ohne Skript",
        file: pdf("scan.pdf", await scanPdf()),
      });
      await expect(form.getByText(/enthält keinen Text/)).toBeVisible();
      await expect(form.getByRole("alert").filter({ hasText: "nur die Datei müssen Sie erneut wählen" })).toBeVisible();
      await expect(form.getByLabel("Bezeichnung")).toHaveValue("Rev. 3");
      await expect(form.getByLabel("Was hat sich geändert")).toHaveValue("Ohne Skript");
      await form.getByLabel(/^Datei/).setInputFiles(pdf("Gebrauchsanweisung Wanne.pdf", await textPdf(`Gebrauchsanweisung ${title} Rev. 3`)));
      await form.getByRole("button", { name: "Hochladen" }).click();
      await expect(form.getByRole("status")).toHaveText("Die Version «Rev. 3» ist als Entwurf gespeichert.");
      await expect(noScript.getByRole("group", { name: "Version Rev. 3" })).toContainText("Entwurf");
    } finally {
      await plain.close();
    }
  } finally {
    await api.dispose();
  }
});

test("Freigabe: die Redaktion reicht ein, eine zweite Person gibt in /cms/freigaben frei, die Redaktion veröffentlicht, die Datei ist abrufbar", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { api, editor, title, productKey } = await editorWithProduct(`Freigabe ${id}`, true);
  const approver = await createUser(api, { email: uniqueEmail("dokumente.freigabe"), password, name: "Dokumente Freigabe", role: "approver" });
  try {
    // This product needs approval (its page's own setting, decision 0043, set by the administrator).
    // The product page's dialog in the page list leads to its documents too.
    await openSignedIn(page, editor, "/cms/seiten", { waitUntil: "networkidle" });
    await page.getByRole("searchbox", { name: "Suche" }).fill(title);
    // The search reaches the address first (a navigation of its own, which would cancel the link's).
    await expect(page).toHaveURL(/\?q=/);
    await page.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
    await page.getByRole("dialog", { name: "Seite bearbeiten" }).getByRole("link", { name: "Dokumente des Produkts" }).click();
    await expect(page).toHaveURL(new RegExp(`/cms/dokumente/produkt/${productKey}$`));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByTestId("freigabe-pflicht")).toBeVisible();
    const file = await textPdf(`Datenblatt ${title}`);
    await upload(page, { kind: "Datenblatt", language: "Deutsch", label: "Ausgabe 2026", changes: `Neue Masse ${id}`, file: pdf("Datenblatt.pdf", file) });
    const version = page.getByRole("group", { name: "Version Ausgabe 2026" });
    await expect(version).toContainText("Entwurf");
    // Not published directly: only submitted.
    await expect(version.getByRole("link", { name: /Veröffentlichen/ })).toHaveCount(0);
    await act(page, "Ausgabe 2026", "Zur Freigabe einreichen", { label: "Kommentar", text: `Bitte prüfen ${id}` });
    await expect(version).toContainText("In Freigabe");
    await expect(version.getByTestId("freigabe-status")).toContainText("wartet auf die Freigabe");

    // The approver sees the product's documents but may not change them, and approves in 'Freigaben'.
    const approverContext = await browser.newContext();
    const reviewer = await approverContext.newPage();
    try {
      await openSignedIn(reviewer, approver, `/cms/dokumente/produkt/${productKey}`);
      await expect(reviewer.getByRole("group", { name: "Version Ausgabe 2026" })).toContainText("In Freigabe");
      await expect(reviewer.getByRole("region", { name: "Neue Version hochladen" })).toHaveCount(0);
      await expect(reviewer.getByRole("button", { name: "Angaben speichern" })).toHaveCount(0);
      await reviewer.goto("/cms/freigaben");
      await reviewer
        .getByRole("link", { name: new RegExp(title) })
        .first()
        .click();
      await expect(reviewer.getByText(`Neue Masse ${id}`)).toBeVisible();
      await reviewer.getByRole("button", { name: "Freigeben", exact: true }).click();
      await expect(reviewer.getByTestId("freigabe-status")).toContainText("Freigegeben");
    } finally {
      await approverContext.close();
    }

    // The editor publishes the approved version; visitors download it at its version address.
    await page.reload();
    await expect(version).toContainText("Freigegeben");
    await act(page, "Ausgabe 2026", "Veröffentlichen");
    await expect(version).toContainText("Veröffentlicht");
    const href = (await version.getByRole("link", { name: /Herunterladen/ }).getAttribute("href"))!;
    expect(href).toContain(`/dokumente/datei/${sha256(file)}/`);
    const visitor = await newApiContext();
    try {
      const res = await visitor.get(href);
      expect(res.status()).toBe(200);
      expect(Buffer.from(await res.body()).equals(file)).toBe(true);
    } finally {
      await visitor.dispose();
    }
  } finally {
    await api.dispose();
  }
});

test("Dokumentarten: Administratoren fügen hinzu und benennen um; die Redaktion sieht sie nicht, Übersetzer sehen keine Dokumente", async ({ page }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const key = `montage-${id}`;
  await openSignedIn(page, admin, "/cms/dokumente");
  await expect(page.getByRole("navigation", { name: "CMS-Navigation" }).getByRole("link", { name: "Dokumente" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Dokumentarten" }).click();
  await page.getByRole("link", { name: "Dokumentart hinzufügen" }).click();
  await page.getByLabel("Schlüssel").fill("Nicht Gültig");
  await page.getByLabel("Name (Deutsch)").fill(`Montageanleitung ${id}`);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(/Kleinbuchstaben, Ziffern und Bindestrichen/).first()).toBeVisible();
  await expect(page.getByLabel("Name (Deutsch)")).toHaveValue(`Montageanleitung ${id}`);
  await page.getByLabel("Schlüssel").fill(key);
  await page.getByLabel("Name (Französisch)").fill(`Notice de montage ${id}`);
  await page.getByLabel("Textebene erforderlich").check();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(visibleToast(page, "Dokumentart hinzugefügt")).toBeVisible();
  const kinds = page.getByRole("list", { name: "Dokumentarten" });
  await expect(kinds).toContainText(`Montageanleitung ${id}`);
  await kinds.getByRole("link", { name: `Bearbeiten (Montageanleitung ${id})` }).click();
  await expect(page.getByLabel("Schlüssel")).not.toBeEditable();
  await page.getByLabel("Name (Deutsch)").fill(`Montage- und Installationsanleitung ${id}`);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(visibleToast(page, "Dokumentart gespeichert")).toBeVisible();
  await expect(kinds).toContainText(`Montage- und Installationsanleitung ${id}`);
  await expect(kinds).toContainText(key);
  // 'Nach oben' moves it one place up (a form post); the list shows the new order.
  const position = async () => (await kinds.getByRole("listitem").allTextContents()).findIndex((text) => text.includes(key));
  const was = await position();
  await kinds.getByRole("button", { name: `«Montage- und Installationsanleitung ${id}» nach oben verschieben` }).click();
  await expect(visibleToast(page, `«Montage- und Installationsanleitung ${id}» verschoben.`)).toBeVisible();
  await expect.poll(position).toBe(was - 1);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  const api = await newApiContext();
  try {
    const editor = await createUser(api, { email: uniqueEmail("dokumente.arten", STAFF_DOMAIN), password, name: "Arten Redaktion", role: "editor" });
    const translator = await createUser(api, { email: uniqueEmail("dokumente.uebersetzung"), password, name: "Dokumente Übersetzung", role: "translator" });
    await signInViaApi(api, editor.email, password);
    expect((await api.get("/cms/dokumente/arten", { maxRedirects: 0 })).status()).toBe(403);
    expect((await api.get("/cms/dokumente", { maxRedirects: 0 })).status()).toBe(200);
    await signInViaApi(api, translator.email, password);
    expect((await api.get("/cms/dokumente", { maxRedirects: 0 })).status()).toBe(403);
    const overview = await api.get("/cms-overview");
    expect(await overview.text()).not.toContain('href="/cms/dokumente"');
  } finally {
    await api.dispose();
  }
});

test("@phone auf dem Telefon: eine Version hochladen und veröffentlichen; Produkt und Liste passen auf den Bildschirm", async ({ page }) => {
  test.setTimeout(90_000);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { api, editor, title, productKey } = await editorWithProduct(`Telefon ${id}`, false);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  try {
    await openSignedIn(page, editor, `/cms/dokumente/produkt/${productKey}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const file = await textPdf(`Broschüre ${title}`);
    await upload(page, { kind: "Broschüre", language: "Deutsch", label: "Frühling 2026", file: pdf("Broschuere.pdf", file) });
    await act(page, "Frühling 2026", "Veröffentlichen");
    const version = page.getByRole("group", { name: "Version Frühling 2026" });
    await expect(version).toContainText("Veröffentlicht");
    // The whole hash is shown, broken over lines rather than widening the page.
    await expect(version.getByTestId("sha256")).toHaveText(sha256(file));
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto(`/cms/dokumente?produkt=${productKey}`);
    await expect(page.getByRole("list", { name: "Dokumentversionen" }).getByRole("article")).toHaveCount(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
  } finally {
    await api.dispose();
  }
});
