// 'Freigabe' (docs/decisions/0039-approval.md) in the browser: an editor submits a version of a page that needs approval,
// the administrator reviews what would change (word by word) and approves, the editor publishes, and visitors see
// the approved text, not a later edit; and a rejection, which needs a reason and reaches the editor. Each test
// makes its own page and its own editor, so nothing here touches another file's pages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  admin,
  asAdmin,
  createUser,
  newApiContext,
  openSignedIn,
  originHeader,
  signInViaApi,
  STAFF_DOMAIN,
  uniqueEmail,
  visibleToast,
  waitForMail,
} from "./fixtures";
import { createPage, liveEditApi } from "./fixtures/pages";

const password = "Freigabe-Test-Passwort-2024";

interface LiveEdit {
  revision: number;
  page: { id: number; slug: string };
  sections: { id: number; sectionName: string; sectionType: string; contentHtml: string; isPublished: boolean; settings: Record<string, unknown> }[];
}

async function read(api: APIRequestContext, slug: string): Promise<LiveEdit> {
  const res = await api.get(liveEditApi(slug));
  expect(res.status()).toBe(200);
  return (await res.json()) as LiveEdit;
}

/** The hero's title, saved as the edit mode saves it. */
async function setHeroTitle(api: APIRequestContext, slug: string, title: string) {
  const state = await read(api, slug);
  const hero = state.sections.find((s) => s.sectionName === "Kopf")!;
  const input = {
    sectionName: hero.sectionName,
    sectionType: hero.sectionType,
    contentHtml: hero.contentHtml,
    isPublished: true,
    settings: { ...hero.settings, title },
    mediaAssetIds: [],
  };
  const res = await api.post(liveEditApi(slug), {
    data: { intent: "update", data: { sectionId: hero.id, baseRevision: state.revision, input } },
    headers: originHeader,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An editor of their own with a live page that needs approval (set by the administrator for this page only). */
async function editorWithApprovalPage(id: string) {
  const api = await newApiContext();
  const editor = await createUser(api, { email: uniqueEmail("freigabe.redaktion", STAFF_DOMAIN), password, name: "Freigabe Redaktion", role: "editor" });
  await signInViaApi(api, editor.email, password);
  const title = `Freigabe ${id}`;
  const slug = await createPage(api, title, [{ name: "Kopf", type: "hero", settings: { title: `Alter Titel ${id}` } }]);
  const state = await read(api, slug);
  // A meta title: publishing runs the 'Veröffentlichungs-Check', which wants one.
  const meta = await api.post(liveEditApi(slug, "page"), {
    data: { intent: "update", data: { pageId: state.page.id, baseRevision: state.revision, updates: { metaTitle: `${title} – Auralis` } } },
    headers: originHeader,
  });
  expect(meta.status(), await meta.text()).toBe(200);
  await asAdmin(async (ctx) => {
    const res = await ctx.post("/cms/api/freigabe", { data: { intent: "page-setting", pageId: state.page.id, required: true }, headers: originHeader });
    expect(res.status(), await res.text()).toBe(200);
  });
  return { api, editor, slug, title, pageId: state.page.id };
}

async function visitorSees(page: Page, slug: string, text: string) {
  await page.goto(slug);
  await expect(page.locator("main h1")).toHaveText(text);
}

test("submitted, reviewed with its changes, approved and published: visitors see the approved text, not a later edit", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const { api, editor, slug, title } = await editorWithApprovalPage(id);
  const visitor = await browser.newPage();
  try {
    // An edit of a live page that needs approval reaches visitors only through an approval.
    await setHeroTitle(api, slug, `Neuer Titel ${id}`);
    await visitorSees(visitor, slug, `Alter Titel ${id}`);

    // The editor submits with a comment, in the page editor.
    await openSignedIn(page, editor, `/cms/page-editor${slug}`);
    const panel = page.getByRole("region", { name: "Freigabe", exact: true });
    await expect(panel.getByTestId("freigabe-status")).toContainText("Noch nicht zur Freigabe eingereicht");
    const since = Date.now();
    await panel.getByLabel("Kommentar").fill(`Neuer Titel, bitte prüfen ${id}`);
    await panel.getByRole("button", { name: "Zur Freigabe einreichen" }).click();
    await expect(panel.getByTestId("freigabe-status")).toContainText("wartet auf die Entscheidung");

    // The approvers get a mail that leads to the review.
    const mail = await waitForMail(admin.email, new RegExp(`Zur Freigabe eingereicht: ${title}`), { since });
    const link = mail.links.find((l) => /\/cms\/freigaben\/\d+$/.test(l));
    expect(link, JSON.stringify(mail.links)).toBeTruthy();
    const reviewPath = new URL(link!).pathname;

    // The administrator (a second person) sees the change word by word against the live version, and approves.
    // A context of its own: axe runs only in pages opened that way.
    const reviewerContext = await browser.newContext();
    const reviewer = await reviewerContext.newPage();
    try {
      await openSignedIn(reviewer, admin, reviewPath);
      await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(`Freigabe: ${title}`);
      await expect(reviewer.getByText(`Neuer Titel, bitte prüfen ${id}`)).toBeVisible();
      const hero = reviewer.getByRole("region", { name: "Sektion Kopf" });
      await expect(hero.locator("del")).toContainText("Alter");
      await expect(hero.locator("ins")).toContainText("Neuer");
      await reviewer.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const axe = await new AxeBuilder({ page: reviewer }).analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
      await reviewer.getByRole("button", { name: "Freigeben", exact: true }).click();
      await expect(reviewer.getByTestId("freigabe-status")).toContainText("Freigegeben");
      await expect(reviewer.getByRole("button", { name: "Freigeben", exact: true })).toBeHidden();
    } finally {
      await reviewerContext.close();
    }
    await waitForMail(editor.email, new RegExp(`Freigegeben: ${title}`), { since });

    // Approved is not yet live: the editor publishes the approved version.
    await visitorSees(visitor, slug, `Alter Titel ${id}`);
    await page.reload();
    await expect(panel.getByTestId("freigabe-status")).toContainText("kann veröffentlicht werden");
    await panel.getByRole("button", { name: "Freigegebene Fassung veröffentlichen" }).click();
    await expect(panel.getByTestId("freigabe-status")).toContainText("veröffentlicht (");
    await visitorSees(visitor, slug, `Neuer Titel ${id}`);

    // A later edit voids the approval, says so to the editor, and does not reach visitors.
    await setHeroTitle(api, slug, `Dritter Titel ${id}`);
    await page.reload();
    await expect(panel.getByTestId("freigabe-status")).toContainText("gilt nicht mehr");
    await expect(panel.getByRole("button", { name: "Zur Freigabe einreichen" })).toBeVisible();
    await visitorSees(visitor, slug, `Neuer Titel ${id}`);
  } finally {
    await visitor.close();
    await api.dispose();
  }
});

test("a rejection needs a reason, which the editor reads in the mail and in the page editor", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const { api, editor, slug, title, pageId } = await editorWithApprovalPage(id);
  try {
    await setHeroTitle(api, slug, `Zu viel versprochen ${id}`);
    const since = Date.now();
    const submitted = await api.post("/cms/api/freigabe", {
      data: { intent: "submit", pageId, baseRevision: (await read(api, slug)).revision, comment: "" },
      headers: originHeader,
    });
    expect(submitted.status(), await submitted.text()).toBe(200);

    // The administrator finds it among the open submissions.
    const reviewer = await browser.newPage();
    try {
      await openSignedIn(reviewer, admin, "/cms/freigaben");
      await reviewer.getByRole("link", { name: title }).click();
      await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(`Freigabe: ${title}`);
      await reviewer.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Without a reason: refused, and said on screen.
      await reviewer.getByRole("button", { name: "Ablehnen" }).click();
      await expect(reviewer.getByRole("alert").filter({ hasText: "Bitte geben Sie eine Begründung für die Ablehnung an." })).toBeVisible();
      await expect(reviewer.getByTestId("freigabe-status")).toContainText("Eingereicht");
      await reviewer.getByLabel("Begründung").fill(`Nicht durch die Gebrauchsanweisung gedeckt ${id}`);
      await reviewer.getByRole("button", { name: "Ablehnen" }).click();
      await expect(reviewer.getByTestId("freigabe-status")).toContainText("Abgelehnt");
    } finally {
      await reviewer.close();
    }
    const mail = await waitForMail(editor.email, new RegExp(`Abgelehnt: ${title}`), { since });
    expect(mail.text + mail.html).toContain(`Nicht durch die Gebrauchsanweisung gedeckt ${id}`);

    await openSignedIn(page, editor, `/cms/page-editor${slug}`);
    const panel = page.getByRole("region", { name: "Freigabe", exact: true });
    await expect(panel.getByTestId("freigabe-status")).toContainText(`Begründung: Nicht durch die Gebrauchsanweisung gedeckt ${id}`);
    // It can be submitted again.
    await expect(panel.getByRole("button", { name: "Zur Freigabe einreichen" })).toBeVisible();
  } finally {
    await api.dispose();
  }
});

test("an administrator sets 'Freigabe erforderlich' for one page in its dialog; the page editor then offers the submission", async ({ page }) => {
  const id = Date.now().toString(36);
  await signInViaApi(page.request, admin.email, admin.password);
  const title = `Schalter ${id}`;
  const slug = await createPage(page.request, title, [{ name: "Kopf", type: "hero", settings: { title: `Titel ${id}` } }]);
  await page.goto("/cms/seiten", { waitUntil: "networkidle" });
  await page.getByRole("searchbox", { name: "Suche" }).fill(title);
  await page.getByRole("button", { name: `«${title}» bearbeiten`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Seite bearbeiten" });
  const setting = dialog.getByLabel("Freigabe erforderlich");
  await expect(setting).toHaveValue("type");
  await setting.selectOption("on");
  await expect(visibleToast(page, "Für diese Seite ist jetzt eine Freigabe erforderlich.")).toBeVisible();
  await page.goto(`/cms/page-editor${slug}`);
  await expect(page.getByRole("region", { name: "Freigabe", exact: true }).getByRole("button", { name: "Zur Freigabe einreichen" })).toBeVisible();
});

test("the edit mode's panel submits too, and publishes the approved version once approved", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const { api, editor, slug } = await editorWithApprovalPage(id);
  const visitor = await browser.newPage();
  try {
    await setHeroTitle(api, slug, `Titel aus dem Edit-Mode ${id}`);
    await openSignedIn(page, editor, `${slug}?edit=1`);
    const panel = page.getByRole("region", { name: "Freigabe", exact: true });
    await expect(panel.getByTestId("freigabe-status")).toContainText("Noch nicht zur Freigabe eingereicht");
    await panel.getByLabel("Kommentar").fill(`Aus dem Edit-Mode ${id}`);
    await panel.getByRole("button", { name: "Zur Freigabe einreichen" }).click();
    await expect(visibleToast(page, "ist zur Freigabe eingereicht")).toBeVisible();
    await expect(panel.getByTestId("freigabe-status")).toContainText("wartet auf die Entscheidung");
    const review = await panel.getByRole("link", { name: "Einreichung ansehen" }).getAttribute("href");
    expect(review).toMatch(/^\/cms\/freigaben\/\d+$/);

    // A second person approves (the review screen's own action).
    await asAdmin(async (ctx) => {
      const res = await ctx.post(`${review}.data`, { form: { decision: "approve" }, headers: originHeader });
      expect(res.status(), await res.text()).toBe(200);
    });
    await visitorSees(visitor, slug, `Alter Titel ${id}`);

    await page.reload();
    await expect(panel.getByTestId("freigabe-status")).toContainText("kann veröffentlicht werden");
    await panel.getByRole("button", { name: "Freigegebene Fassung veröffentlichen" }).click();
    // "… und veröffentlicht (time)": the publication is through ("kann veröffentlicht werden" said so before).
    await expect(panel.getByTestId("freigabe-status")).toContainText(/und veröffentlicht \(/);
    await visitorSees(visitor, slug, `Titel aus dem Edit-Mode ${id}`);
  } finally {
    await visitor.close();
    await api.dispose();
  }
});
