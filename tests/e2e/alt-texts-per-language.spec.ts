// Alt texts per language (docs/decisions/0034-alt-texts-per-language.md): an editor changes a picture's
// French alt text in the media library, beside its German one, and the French page shows it while the
// German page keeps the German text. The seeded French text is put back at the end.
import { expect, test, type Page } from "@playwright/test";
import { admin, signIn } from "./fixtures";

const FILE = "unternehmen-team-fachpersonen.webp";
const GERMAN = "Illustration des Auralis-Teams: Fachpersonen aus Pflege, Technik und Beratung";
const SEEDED_FRENCH = "Illustration de l’équipe Auralis – spécialistes des soins, de la technique et du conseil";

async function editFrenchAlt(page: Page, text: string) {
  await page.goto(`/cms/media-library?q=${encodeURIComponent(FILE)}`);
  const card = page.getByRole("article").filter({ has: page.getByText(FILE, { exact: true }) });
  await card.getByRole("link", { name: /^Bearbeiten:/ }).click();
  const french = card.getByLabel("Alternativtext (Französisch)");
  await french.fill(text);
  await card.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("main").getByText("Asset erfolgreich aktualisiert")).toBeVisible();
}

test("an editor gives a picture its French alt text in the media library, and the French page shows it", async ({ page, browser }) => {
  // Two library saves and three page loads; on a busy machine more than the default 30 s (as media-library.spec.ts).
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const mine = `L’équipe Auralis au complet, prête à vous conseiller (${stamp})`;
  await signIn(page, admin.email, admin.password, { redirectTo: `/cms/media-library?q=${encodeURIComponent(FILE)}` });

  // The form: the German alt text, and one field per further language the site shows, each with the German text as its source.
  const card = page.getByRole("article").filter({ has: page.getByText(FILE, { exact: true }) });
  await card.getByRole("link", { name: /^Bearbeiten:/ }).click();
  await expect(card.getByLabel("Alternativtext (Deutsch)")).toHaveValue(GERMAN);
  const french = card.getByLabel("Alternativtext (Französisch)");
  await expect(french).toHaveValue(SEEDED_FRENCH);
  await expect(french).toHaveAccessibleDescription(`Deutsch: ${GERMAN}`);
  await expect(card.getByLabel("Alternativtext (Italienisch)")).toBeVisible();
  // English is switched off on the demo site.
  await expect(card.getByLabel("Alternativtext (Englisch)")).toHaveCount(0);
  await card.getByRole("link", { name: "Abbrechen" }).click();

  await editFrenchAlt(page, mine);

  const anonymous = await browser.newContext();
  try {
    const visitor = await anonymous.newPage();
    expect((await visitor.goto("/fr/contact"))?.status()).toBe(200);
    await expect(visitor.locator(`img[alt="${mine}"]`)).toHaveCount(1);
    await expect(visitor.locator(`img[alt="${GERMAN}"]`)).toHaveCount(0);
    // The German page keeps the German alt text.
    expect((await visitor.goto("/kontakt"))?.status()).toBe(200);
    await expect(visitor.locator(`img[alt="${GERMAN}"]`)).toHaveCount(1);
    await expect(visitor.locator(`img[alt="${mine}"]`)).toHaveCount(0);
  } finally {
    await anonymous.close();
    await editFrenchAlt(page, SEEDED_FRENCH);
  }
});
