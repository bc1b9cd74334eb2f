// 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md; desktop): the check of a page with a broken link shows the finding
// with its section and field, its link opens that section in the section editor at that field, and
// publishing the page asks for 'Trotzdem veröffentlichen' before it goes live.
import { expect, test } from "@playwright/test";
import { admin, signInViaApi, visibleToast } from "./fixtures";
import { createPage } from "./fixtures/pages";

test("Veröffentlichungs-Check: Befund sehen, zum Feld springen, trotzdem veröffentlichen", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Check ${Date.now().toString(36)}`;
  await signInViaApi(page.request, admin.email, admin.password);
  const slug = await createPage(page.request, title, [
    { name: "Kopf", type: "hero", settings: { title } },
    { name: "Verweis", type: "cta", settings: { title: "Weiter", primaryButtonText: "Dorthin", primaryButtonUrl: "/gibt-es-nicht-mehr" } },
  ]);

  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  // Back to draft, so that publishing meets the check.
  await row.getByRole("button", { name: `«${title}» als Entwurf speichern` }).click();
  await expect(row.getByText("Entwurf")).toBeVisible();

  // On demand: errors and hints, each naming its section and field.
  await row.getByRole("button", { name: `Veröffentlichungs-Check: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Veröffentlichungs-Check: ${title}` });
  await expect(dialog).toBeVisible();
  const errors = dialog.getByRole("region", { name: /^Fehler/ });
  const broken = errors.getByRole("listitem").filter({ hasText: "/gibt-es-nicht-mehr" });
  await expect(broken).toContainText("Sektion «Verweis» · Feld «Link Button 1»");
  await expect(errors.getByRole("listitem").filter({ hasText: "Meta-Titel fehlt" })).toContainText("Seite · Feld «Meta-Titel»");
  // The badge counts the open findings.
  await page.keyboard.press("Escape");
  await expect(row.getByTitle(/Veröffentlichungs-Check: 2 Fehler/)).toBeVisible();

  // The finding's link opens the section in the section editor with the field focused.
  await row.getByRole("button", { name: `Veröffentlichungs-Check: ${title}` }).click();
  await broken.getByRole("link", { name: /Zum Feld/ }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/page-editor${slug}\\?sektion=\\d+&feld=primaryButtonUrl$`));
  const form = page.getByRole("form", { name: "Sektion «Verweis» bearbeiten" });
  await expect(form).toBeVisible();
  await expect(form.locator('input[name="settings.primaryButtonUrl"]')).toBeFocused();

  // Publishing is refused with the findings; 'Trotzdem veröffentlichen' publishes.
  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await row.getByRole("button", { name: `«${title}» veröffentlichen` }).click();
  const refusal = page.getByRole("alertdialog", { name: `Veröffentlichungs-Check: ${title}` });
  await expect(refusal).toContainText("Die Seite hat 2 Fehler");
  await expect(row.getByText("Entwurf")).toBeVisible();
  await refusal.getByRole("button", { name: "Trotzdem veröffentlichen" }).click();
  await expect(visibleToast(page, "Seite veröffentlicht")).toBeVisible();
  await expect(row.getByText("Veröffentlicht")).toBeVisible();

  // The revision says so.
  await page.goto(`/cms/page-editor${slug}`, { waitUntil: "networkidle" });
  await page.getByText(/^Versionen \(/).click();
  await expect(page.getByText("Seite veröffentlicht trotz 2 Fehlern im Veröffentlichungs-Check")).toBeVisible();

  const visitor = await browser.newContext();
  const response = await (await visitor.newPage()).goto(slug);
  expect(response?.status()).toBe(200);
  await visitor.close();
});

// A list with more never-checked pages than it checks before answering (an import, a
// generated site) shows them at once, says their check is under way, and fills in the badges itself
// (docs/decisions/0024-uncached-render-and-list-counts.md).
test("Seitenliste: viele ungeprüfte Seiten erscheinen sofort, ihre Befunde folgen", async ({ page }) => {
  test.setTimeout(120_000);
  const term = `Stapel ${Date.now().toString(36)}`;
  await signInViaApi(page.request, admin.email, admin.password);
  // Eleven pages whose counts belong to an older revision: a section was added after they were made.
  for (let i = 1; i <= 11; i++) {
    await createPage(page.request, `${term} ${i}`, [{ name: "Kopf", type: "hero", settings: { title: `${term} ${i}` } }]);
  }
  // The list's request for the counts waits until the rows have been seen without them.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route("**/cms/api/veroeffentlichungs-check?seiten=*", async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get("seiten") ?? "");
    await released;
    await route.continue();
  });

  await page.goto(`/cms/seiten?q=${encodeURIComponent(term)}`);
  const rows = page.getByRole("row").filter({ hasText: term });
  await expect(rows).toHaveCount(11);
  await expect(rows.getByText("Wird geprüft …")).toHaveCount(11);
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0].split(",")).toHaveLength(11);

  release();
  // Each page lacks its meta title (an error) and its meta description (a hint).
  await expect(rows.getByTitle("Veröffentlichungs-Check: 1 Fehler, 1 Hinweis")).toHaveCount(11);
  await expect(rows.getByText("Wird geprüft …")).toHaveCount(0);

  // Asked once, the counts are kept: the next load has them, with nothing to ask for.
  await page.reload();
  await expect(rows.getByTitle("Veröffentlichungs-Check: 1 Fehler, 1 Hinweis")).toHaveCount(11);
  expect(asked).toHaveLength(1);
});
