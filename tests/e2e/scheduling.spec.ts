// Scheduled publishing (docs/decisions/0018-scheduled-publishing.md). An editor sets 'Veröffentlichen am' on a draft in the page
// dialog (Swiss time), sees it on the page's row, is told in German what is not allowed, and a page
// scheduled a few seconds ahead goes public by itself: the anonymous visitor, who saw a 404 before,
// gets the page without anyone touching it, and the history names 'Zeitplan'.
// The server runs the scheduler every second here (SCHEDULER_INTERVAL_MS in playwright.config.ts).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { admin, openSignedIn, visibleToast } from "./fixtures";

/** The datetime-local value of an instant in Swiss time, with seconds (the input takes them too). */
function zurichInput(instant: Date): string {
  // sv-SE writes "2026-11-24 08:00:05".
  const text = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Zurich",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return text.replace(" ", "T");
}

async function openEditDialog(page: Page, title: string) {
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  await expect(dialog).toBeVisible();
  return { row, dialog };
}

test("Zeitplan: 'Veröffentlichen am' in Schweizer Zeit, in der Liste sichtbar, und die Seite geht von selbst online", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Zeitplan ${Date.now().toString(36)}`;
  await openSignedIn(page, admin, "/cms/seiten", { waitUntil: "networkidle" });

  await page.getByRole("button", { name: "Neue Seite", exact: true }).click();
  const createDialog = page.getByRole("dialog", { name: "Neue Seite" });
  await createDialog.getByLabel("Seitentitel").fill(title);
  await createDialog.getByRole("button", { name: "Seite erstellen" }).click();
  let dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  await expect(dialog).toBeVisible();
  const slug = (await dialog.getByTestId("aktuelle-adresse").textContent()) ?? "";
  expect(slug).toMatch(/^\/zeitplan-/);

  // A scheduled publication runs the 'Veröffentlichungs-Check' (docs/decisions/0039-approval.md): a meta title, or it stays a draft.
  await dialog.getByLabel("Meta-Titel").fill(`${title} – Auralis`);
  await expect(visibleToast(page, "✓ Gespeichert")).toBeVisible();
  // Its toast gone first, so the next one seen is the schedule's own save: else 'Zurückziehen am' below
  // joined the still waiting 'Veröffentlichen am' in one save, which the invalid pair refuses as a whole.
  await expect(visibleToast(page, "✓ Gespeichert")).toBeHidden();

  // The fields say which time they take.
  const schedule = dialog.getByRole("group", { name: "Zeitplan" });
  await expect(schedule).toContainText("Schweizer Zeit (Europe/Zurich)");
  const publishAt = schedule.getByLabel("Veröffentlichen am", { exact: true });
  const unpublishAt = schedule.getByLabel("Zurückziehen am", { exact: true });
  await expect(publishAt).toHaveAttribute("type", "datetime-local");

  // A launch at 8:00 Swiss time in November (winter time), saved like any other field.
  await publishAt.fill("2030-11-24T08:00");
  await expect(visibleToast(page, "✓ Gespeichert")).toBeVisible();

  // 'Zurückziehen am' before it is refused in German and not saved; 'Entfernen' clears it.
  await unpublishAt.fill("2030-11-23T18:00");
  await expect(schedule.getByText("«Zurückziehen am» muss nach «Veröffentlichen am» liegen.")).toBeVisible();
  await expect(unpublishAt).toHaveAttribute("aria-invalid", "true");
  // The dialog with its schedule and an error shown passes axe (nothing serious or critical).
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await schedule.getByRole("button", { name: "«Zurückziehen am» entfernen" }).click();
  await expect(unpublishAt).toHaveValue("");
  await expect(visibleToast(page, "✓ Gespeichert")).toBeVisible();
  // A time in the past is refused too.
  await unpublishAt.fill("2020-01-01T08:00");
  await expect(schedule.getByText("Dieser Zeitpunkt liegt in der Vergangenheit. Bitte einen späteren wählen.")).toBeVisible();
  await schedule.getByRole("button", { name: "«Zurückziehen am» entfernen" }).click();
  await expect(visibleToast(page, "✓ Gespeichert")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The row shows the launch, in Swiss time, after a reload too.
  await page.reload({ waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  let row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Veröffentlichung: 24.11.2030, 08:00")).toBeVisible();
  await expect(row.getByText("Entwurf")).toBeVisible();

  // A visitor meets a 404 while the page is a draft.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(slug))?.status()).toBe(404);

  // Moved to a few seconds from now, the page goes public by itself.
  ({ dialog } = await openEditDialog(page, title));
  await expect(dialog.getByLabel("Veröffentlichen am", { exact: true })).toHaveValue("2030-11-24T08:00");
  await dialog.getByLabel("Veröffentlichen am", { exact: true }).fill(zurichInput(new Date(Date.now() + 6_000)));
  await expect(visibleToast(page, "✓ Gespeichert")).toBeVisible();
  await page.keyboard.press("Escape");

  await expect.poll(async () => (await visitorPage.goto(slug))?.status(), { timeout: 30_000, intervals: [1000] }).toBe(200);
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.close();

  // The list shows it published with no schedule left; the history names 'Zeitplan'.
  await page.reload({ waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Veröffentlicht", { exact: true })).toBeVisible();
  await expect(row.getByText(/Veröffentlichung:/)).toHaveCount(0);
  await row.getByRole("link", { name: `Sektionen bearbeiten: ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Seiten-Editor" })).toBeVisible();
  await page.getByText(/^Versionen \(\d+\)$/).click();
  const newest = page.getByRole("listitem").filter({ hasText: `Seite «${title}» planmässig veröffentlicht` });
  await expect(newest).toBeVisible();
  await expect(newest.getByText(/^Zeitplan ·/)).toBeVisible();
  await expect(newest.getByText("Aktuelle Version")).toBeVisible();

  // Sections take a schedule in their form too, shown on the section once saved.
  await page.getByRole("button", { name: "Sektion hinzufügen" }).click();
  await expect(visibleToast(page, "Sektion erstellt")).toBeVisible();
  const form = page.getByRole("form", { name: "Sektion «Neue Sektion» bearbeiten" });
  const sectionSchedule = form.getByRole("group", { name: "Zeitplan" });
  await sectionSchedule.getByLabel("Zurückziehen am", { exact: true }).fill("2031-03-30T02:30");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(sectionSchedule.getByText("Diese Uhrzeit gibt es am 30.03.2031 nicht", { exact: false })).toBeVisible();
  await sectionSchedule.getByLabel("Zurückziehen am", { exact: true }).fill("2031-03-30T03:30");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(visibleToast(page, "Sektion aktualisiert")).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Sektion Neue Sektion" }).getByText("Zurückziehen: 30.03.2031, 03:30")).toBeVisible();
});
