// A translation's changed German texts (docs/decisions/0036-translation-out-of-date.md): the editor of
// a French version shows the German text then and now side by side with the changed words marked, in
// the page editor and in the edit mode's panel, and 'Keine Anpassung nötig' (with a reason, kept in the
// revisions) makes the field current.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { admin, originHeader, signInViaApi, visibleToast } from "./fixtures";
import { createPage, liveEditApi, revisionOf } from "./fixtures/pages";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface LiveData {
  page: { id: number };
  sections: { id: number; sectionName: string; sectionType: string; settings: Record<string, unknown> }[];
}

async function liveData(request: APIRequestContext, slug: string): Promise<LiveData> {
  const res = await request.get(liveEditApi(slug));
  expect(res.status()).toBe(200);
  return (await res.json()) as LiveData;
}

/** Changes the hero section's settings of the page at `slug` through the edit mode's endpoint. */
async function setHero(request: APIRequestContext, slug: string, settings: Record<string, unknown>) {
  const { sections } = await liveData(request, slug);
  const hero = sections.find((s) => s.sectionType === "hero")!;
  const input = {
    sectionName: hero.sectionName,
    sectionType: "hero",
    contentHtml: "",
    isPublished: true,
    settings: { ...hero.settings, ...settings },
    mediaAssetIds: [],
  };
  const res = await request.post(liveEditApi(slug), {
    data: { intent: "update", data: { sectionId: hero.id, baseRevision: await revisionOf(request, slug), input } },
    headers: originHeader,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A German page with a hero, its French version translated, and then two German texts changed. */
async function frenchVersionBehindGerman(request: APIRequestContext, id: string) {
  const german = await createPage(request, `Stuhl ${id}`, [
    { name: "Kopf", type: "hero", settings: { title: "Der bequeme Stuhl", subtitle: "Für lange Sitzungen" } },
  ]);
  const { page } = await liveData(request, german);
  const created = await request.post(liveEditApi("/", "page"), {
    data: { intent: "create-version", data: { pageId: page.id, language: "fr", copyFrom: "de", slugPart: `chaise-${id}` } },
    headers: originHeader,
  });
  expect(created.status(), await created.text()).toBe(200);
  const french = `/fr/chaise-${id}`;
  const frenchId = (await liveData(request, french)).page.id;
  // Its title in French: a version whose title is still German is no page for visitors and does not publish.
  const titled = await request.post(liveEditApi(french, "page"), {
    data: { intent: "update", data: { pageId: frenchId, baseRevision: await revisionOf(request, french), updates: { title: `Chaise ${id}` } } },
    headers: originHeader,
  });
  expect(titled.status(), await titled.text()).toBe(200);
  await setHero(request, french, { title: "La chaise confortable", subtitle: "Pour de longues séances" });
  await setHero(request, german, { title: "Der sehr bequeme Stuhl", subtitle: "Für lange Sitzungen am Bett" });
  return { german, french, frenchId };
}

function changeOf(scope: Page | ReturnType<Page["locator"]>, label: RegExp) {
  return scope.locator("[data-source-change]").filter({ hasText: label });
}

test.describe("Geänderte deutsche Texte einer Übersetzung", () => {
  test("the page editor shows old and new German text with the changed words, and 'Keine Anpassung nötig' needs a reason", async ({ page }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const { french } = await frenchVersionBehindGerman(page.request, id);

    await page.goto(`/cms/page-editor${french}`);
    const panel = page.getByRole("region", { name: "2 geänderte deutsche Texte" });
    await expect(panel).toBeVisible();
    const title = changeOf(panel, /Kopf · Titel/);
    await expect(title.locator('[data-side="old"]')).toHaveText(/^Der bequeme Stuhl$/);
    await expect(title.locator('[data-side="new"]')).toHaveText(/^Der (neu: )?sehr ?bequeme Stuhl$/);
    // The word diff marks only what changed: "sehr" is new, nothing was struck.
    await expect(title.locator("ins")).toHaveText(/sehr/);
    await expect(title.locator("del")).toHaveCount(0);
    const subtitle = changeOf(panel, /Kopf · Untertitel/);
    await expect(subtitle.locator("ins")).toHaveText(/am Bett/);
    // Side by side on a wide screen.
    const [oldBox, newBox] = [await title.locator('[data-side="old"]').boundingBox(), await title.locator('[data-side="new"]').boundingBox()];
    expect(Math.abs(oldBox!.y - newBox!.y)).toBeLessThan(4);
    expect(newBox!.x).toBeGreaterThan(oldBox!.x + oldBox!.width - 1);

    // The same change beside the field in the section's form.
    await page.getByRole("button", { name: "«Kopf» bearbeiten" }).first().click();
    const form = page.locator("form[data-section-form]");
    await expect(changeOf(form, /Titel/).first().locator("ins")).toHaveText(/sehr/);

    // 'Keine Anpassung nötig' without a reason is refused, with one it is recorded.
    await title.getByRole("button", { name: "Keine Anpassung nötig" }).click();
    await title.getByRole("button", { name: "Bestätigen" }).click();
    await expect(title.getByRole("alert")).toHaveText("Bitte geben Sie kurz an, warum keine Anpassung nötig ist.");
    await title.getByLabel("Grund (kurz)").fill("«confortable» trägt das «sehr» schon");
    await title.getByRole("button", { name: "Bestätigen" }).click();
    await expect(visibleToast(page, "Als aktuell bestätigt: keine Anpassung nötig.")).toBeVisible();
    await expect(page.getByRole("region", { name: "1 geänderter deutscher Text" })).toBeVisible();
    await expect(changeOf(page, /Kopf · Titel/)).toHaveCount(0);
    // The reason is in the version's revisions.
    await page.locator("summary", { hasText: /^Versionen \(/ }).click();
    await expect(page.getByText("Keine Anpassung nötig (Kopf: Titel): «confortable» trägt das «sehr» schon")).toBeVisible();

    // Saving the subtitle in the version makes it current too: no changed text is left.
    await form.getByLabel("Untertitel", { exact: true }).fill("Pour de longues séances au lit");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(visibleToast(page, "Sektion aktualisiert")).toBeVisible();
    await expect(page.locator("[data-source-change]")).toHaveCount(0);
  });

  test("the edit mode's panel shows the change beside the field and confirms it there", async ({ page }) => {
    const id = stamp();
    await signInViaApi(page.request, admin.email, admin.password);
    const { french, frenchId } = await frenchVersionBehindGerman(page.request, id);
    const published = await page.request.post(liveEditApi(french, "page"), {
      data: { intent: "toggle", data: { pageId: frenchId, baseRevision: await revisionOf(page.request, french), published: true, publishAnyway: true } },
      headers: originHeader,
    });
    expect(published.status(), await published.text()).toBe(200);

    await page.goto(`${french}?edit=1`);
    const floating = page.getByTestId("floating-editor");
    await expect(floating.getByRole("heading", { name: /^Sektionen \(/ })).toBeVisible({ timeout: 15_000 });
    await floating.getByRole("button", { name: "«Kopf» bearbeiten" }).first().click();
    const form = floating.getByRole("form", { name: "Sektion «Kopf» bearbeiten" });
    const subtitle = changeOf(form, /Untertitel/);
    await expect(subtitle.locator('[data-side="old"]')).toHaveText("Für lange Sitzungen");
    await expect(subtitle.locator("ins")).toHaveText(/am Bett/);
    await subtitle.getByRole("button", { name: "Keine Anpassung nötig" }).click();
    await subtitle.getByLabel("Grund (kurz)").fill("Im Französischen schon gemeint");
    await subtitle.getByRole("button", { name: "Bestätigen" }).click();
    await expect(visibleToast(page, "Als aktuell bestätigt: keine Anpassung nötig.")).toBeVisible();
    await expect(changeOf(form, /Untertitel/)).toHaveCount(0);
    await expect(changeOf(form, /Titel/)).toHaveCount(1);
  });
});
