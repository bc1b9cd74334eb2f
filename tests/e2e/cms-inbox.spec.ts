// The contact inbox (docs/decisions/0007-contact-inbox-and-sections-demo.md) in the browser: a message sent from /kontakt arrives in the inbox with
// date, sender, source page and the state of its notification; it is marked done and reopened; the
// CSV export holds it (BOM, formula cells as text); a notification the mail server refused is sent
// again from the inbox.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { admin, openSignedIn, readMails, uniqueEmail, withMailsRejected } from "./fixtures";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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
}

/** The result shown in the page (the toast repeats it outside <main>). */
function inMain(page: Page, text: string | RegExp): Locator {
  return page.getByRole("main").getByText(text);
}

async function sendContactMessage(page: Page, { name, email, message }: { name: string; email: string; message: string }) {
  await page.goto("/kontakt");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.locator("form", { has: page.getByLabel("Nachricht *") });
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("E-Mail *").fill(email);
  await form.getByLabel("Nachricht *").fill(message);
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  // Mail trouble is never the visitor's: the message is stored and thanked for either way.
  await expect(page.getByText("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.")).toBeVisible();
}

test.describe("Kontaktanfragen", () => {
  test("a message from /kontakt is listed, marked done, reopened and exported as CSV", async ({ page }) => {
    const sender = uniqueEmail("anfrage");
    await sendContactMessage(page, { name: "Ines Inbox", email: sender, message: "=SUMME(1;2)\n\n   Bitte um Rückruf wegen der Gebärwanne." });

    await openSignedIn(page, admin, "/cms/nachrichten");
    await expect(page.getByRole("heading", { level: 1, name: "Kontaktanfragen" })).toBeVisible();
    const message = page.getByRole("article").filter({ hasText: sender });
    await expect(message).toBeVisible();
    // Newest first.
    await expect(page.getByRole("article").first()).toContainText(sender);
    await expect(message.getByRole("heading", { name: "Ines Inbox" })).toBeVisible();
    await expect(message.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    await expect(message.getByRole("link", { name: sender })).toHaveAttribute("href", `mailto:${sender}`);
    await expect(message.getByRole("link", { name: /\/kontakt/ })).toHaveAttribute("href", "/kontakt");
    await expect(message).toContainText("Neu");
    // Sent from a German page: the language of the message.
    await expect(message.getByRole("definition").filter({ hasText: /^Deutsch$/ })).toBeVisible();
    await expect(message).toContainText("versendet");
    await expect(message.getByRole("button", { name: /Benachrichtigung erneut senden/ })).toHaveCount(0);
    const text = message.getByText("Bitte um Rückruf");
    expect(await text.textContent()).toBe("=SUMME(1;2)\n\n   Bitte um Rückruf wegen der Gebärwanne.");
    await expectNoSeriousA11yViolations(page);

    // Done: it leaves the 'Neu' list and shows who closed it.
    await message.getByRole("button", { name: /Als erledigt markieren/ }).click();
    await expect(inMain(page, "Als erledigt markiert")).toBeVisible();
    await expect(message).toContainText("Erledigt");
    await expect(message).toContainText(`von ${admin.email}`);
    await page.getByRole("navigation", { name: "Filter" }).getByRole("link", { name: "Neu" }).click();
    await expect(page).toHaveURL(/\?status=neu$/);
    await expect(page.getByRole("article").filter({ hasText: sender })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Filter" }).getByRole("link", { name: "Erledigt" }).click();
    await expect(page.getByRole("article").filter({ hasText: sender })).toBeVisible();

    // Reopened: new again.
    await page
      .getByRole("article")
      .filter({ hasText: sender })
      .getByRole("button", { name: /Wieder öffnen/ })
      .click();
    await expect(inMain(page, "Wieder geöffnet")).toBeVisible();
    await page.getByRole("navigation", { name: "Filter" }).getByRole("link", { name: "Alle" }).click();
    await expect(message.getByRole("button", { name: /Als erledigt markieren/ })).toBeVisible();

    // The CSV download.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Als CSV exportieren" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kontaktanfragen-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8").slice(1);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "ID;Eingegangen;Name;E-Mail;Nachricht;Gesendet von;Sprache;Status;Erledigt am;Erledigt von;Benachrichtigung;Fehler der Benachrichtigung",
    );
    expect(csv).toContain(`;Ines Inbox;${sender};"'=SUMME(1;2)\n\n   Bitte um Rückruf wegen der Gebärwanne.";/kontakt;Deutsch;Neu;;;versendet;`);

    const res = await page.request.get("/cms/nachrichten/export.csv");
    expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="kontaktanfragen-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers()["cache-control"]).toContain("no-store");
  });

  test("the export is for staff only", async ({ request }) => {
    const res = await request.get("/cms/nachrichten/export.csv", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(`/login?redirectTo=${encodeURIComponent("/cms/nachrichten/export.csv")}`);
  });

  test("a notification the mail server refused is sent again from the inbox", async ({ page }) => {
    const sender = uniqueEmail("fehlversand");
    await withMailsRejected(sender, () =>
      sendContactMessage(page, { name: "Fritz Fehlversand", email: sender, message: "Die erste Benachrichtigung scheitert." }),
    );

    await openSignedIn(page, admin, "/cms/nachrichten");
    const message = page.getByRole("article").filter({ hasText: sender });
    await expect(message).toContainText("fehlgeschlagen");
    await expect(message).toContainText(/550|abgelehnt/);

    const since = Date.now();
    await message.getByRole("button", { name: /Benachrichtigung erneut senden/ }).click();
    await expect(inMain(page, "Benachrichtigung erneut versendet")).toBeVisible();
    await expect(message).toContainText("versendet");
    await expect(message).not.toContainText("fehlgeschlagen");
    await expect(message.getByRole("button", { name: /Benachrichtigung erneut senden/ })).toHaveCount(0);

    // The notification reached the mail server this time, with the sender as reply address.
    await expect.poll(() => readMails().filter((m) => m.receivedAt >= since && m.html.includes(sender)).length).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });
});
