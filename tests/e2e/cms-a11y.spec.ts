// Every CMS screen passes axe without a serious or critical finding and logs no
// console error; the file input speaks German in an English browser.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { admin, signInViaApi } from "./fixtures";

// Playwright's trace recorder, when it takes DOM snapshots (E2E_FULL_TRACE=1, playwright.config.ts),
// injects its own script into every frame, which the sandboxed mail previews refuse with a console
// line: without it, every console line here is the app's. Only then is the trace switched off here:
// a file with a worker option of its own needs a worker of its own, which Playwright gives it only
// after every other file, so this, the longest test, ran last while the other worker stood idle.
if (process.env.E2E_FULL_TRACE === "1") test.use({ trace: "off" });

/** Screens reached from a sidebar screen rather than the sidebar itself. */
const subScreens = ["/cms/page-editor/kontakt", "/cms-editor/produkte/pflege"];

async function seriousFindings(page: Page, where: string) {
  // The mail previews are sandboxed frames without scripts: axe cannot run inside them (and would
  // wait for ever); what they show is a mail's own HTML, not a CMS screen.
  const results = await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where} ${v.id} (${v.nodes.length}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(`${page.url()}: ${msg.text()}`));
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test.describe("alle CMS-Bildschirme", () => {
  test("axe finds nothing serious or critical on any CMS screen, and no screen logs an error", async ({ page }) => {
    // About 15 screens, each hydrated and analysed by axe, on a machine others share.
    test.setTimeout(600_000);
    const errors = collectConsoleErrors(page);
    await signInViaApi(page.request, admin.email, admin.password);
    await openHydrated(page, "/cms-overview");
    // Every screen the sidebar offers an administrator (cms-navigation.ts), read from the page itself.
    const sidebar = page.getByRole("navigation", { name: "CMS-Navigation" }).first();
    const listed = await sidebar.locator("a[href^='/']").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const screens = [...new Set([...listed, ...subScreens])];
    expect(screens).toEqual(expect.arrayContaining(["/cms-overview", "/cms/seiten", "/cms/media-library", "/cms/email-templates", "/cms/users", "/cms/konto"]));
    // The 'Freigabe' screens (docs/decisions/0039-approval.md); one submission's review is checked in approval.spec.ts, which makes one.
    expect(screens).toEqual(expect.arrayContaining(["/cms/freigaben", "/cms/freigabe-protokoll"]));
    expect(screens.length).toBeGreaterThanOrEqual(12);

    const findings: string[] = [];
    for (const path of screens) {
      await openHydrated(page, path);
      findings.push(...(await seriousFindings(page, path)));
    }

    // The mail previews, of a template whose HTML carries a script and event handlers (mail programs
    // drop them; the preview must not hand them to its sandbox, which would log each refusal).
    const name = `Vorschau ohne Skript ${Date.now()}`;
    await openHydrated(page, "/cms/email-templates");
    await page.getByRole("link", { name: "Vorlage hinzufügen" }).click();
    const form = page.getByRole("region", { name: "Neue E-Mail-Vorlage" });
    await form.getByLabel("Vorlagenname").fill(name);
    await form.getByLabel("Betreff").fill("Ihre Anfrage, {{name}}");
    await form
      .getByLabel("HTML-Inhalt")
      .fill('<p onclick="a()">Guten Tag {{name}}</p><script>document.title="x"</script><img src="data:," onerror="b()" alt="">');
    await form.locator("summary", { hasText: "Vorschau mit Beispielwerten" }).click();
    await expect(form.frameLocator("iframe").locator("body")).toContainText("Guten Tag Maria Muster");
    findings.push(...(await seriousFindings(page, "/cms/email-templates (neue Vorlage)")));
    await form.getByRole("button", { name: "Vorlage erstellen" }).click();
    await expect(page.getByRole("main").getByText("E-Mail-Vorlage wurde erstellt")).toBeVisible();
    const card = page.getByRole("article", { name });
    await card.getByText("HTML-Vorschau").click();
    await expect(card.frameLocator("iframe").locator("body")).toContainText("Guten Tag Maria Muster");
    findings.push(...(await seriousFindings(page, "/cms/email-templates (Vorschau)")));
    expect(await page.title()).not.toBe("x");

    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test("'Veröffentlicht' in the page list is a badge with AA contrast", async ({ page }) => {
  await signInViaApi(page.request, admin.email, admin.password);
  await openHydrated(page, "/cms/seiten");
  const badge = page.getByRole("cell", { name: "Veröffentlicht", exact: true }).first();
  await expect(badge).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
});

test.describe("in an English browser", () => {
  test.use({ locale: "en-US" });

  test("the upload's file input reads German and still takes a file", async ({ page }) => {
    await signInViaApi(page.request, admin.email, admin.password);
    await openHydrated(page, "/cms/media-library");
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    const input = page.getByLabel("Datei", { exact: true });
    const field = input.locator("xpath=..");
    await expect(field).toContainText("Datei auswählen");
    await expect(field).toContainText("Keine Datei ausgewählt");
    // The browser's own button ("Choose File") is there, transparent, over the German one.
    expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    const [inputBox, fieldBox] = [(await input.boundingBox())!, (await field.boundingBox())!];
    expect(inputBox.width).toBeGreaterThanOrEqual(fieldBox.width - 4);
    // A click where the German button is reaches the native input lying over it.
    const german = (await field.getByText("Datei auswählen").boundingBox())!;
    const chooser = page.waitForEvent("filechooser");
    await field.click({
      position: {
        x: german.x - fieldBox.x + german.width / 2,
        y: german.y - fieldBox.y + german.height / 2,
      },
    });
    await (
      await chooser
    ).setFiles({
      name: "testbild.png",
      mimeType: "image/png",
      buffer: Buffer.from("89504e470d0a1a0a", "hex"),
    });
    await expect(page.getByTestId("upload-file-name")).toHaveText("testbild.png");
  });
});
