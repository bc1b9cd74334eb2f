// Public pages as a visitor sees them: server-rendered content, navigation, contact form. The
// header menus, the burger, the progress bar and the carousel are tested for visitors and staff alike
// in site-widgets.spec.ts.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

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

/** Opens a page and waits until React has hydrated it (root.tsx sets the marker). */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("Öffentliche Seiten", () => {
  test("home page is rendered on the server with hero, Contessa, focus areas and reasons", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<html lang="de-CH"');
    expect(html).toMatch(/<h1[^>]*>[^<]*Medizintechnik für die wichtigsten Momente im Leben/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain('<link rel="canonical"');

    const errors = collectConsoleErrors(page);
    await page.goto("/");
    const hero = page.locator('[data-section-type="hero"]');
    await expect(hero.getByRole("link", { name: "Kostenlose Beratung" })).toHaveAttribute("href", "/kontakt");
    await expect(hero.getByRole("link", { name: "Medizintechnik entdecken" })).toHaveAttribute("href", "/produkte");
    await expect(page.locator('a[href="/produkte/geburt-und-wochenbett/contessa"]').first()).toBeVisible();
    for (const href of ["/produkte/geburt-wochenbett", "/produkte/pflege", "/produkte/stationseinrichtungen", "/produkte/wellness"]) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Warum Auralis?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("a category page lists its products and has a breadcrumb", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const res = await page.goto("/produkte/pflege");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Brotkrumen" });
    await expect(crumbs.getByRole("link", { name: "Startseite" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Produkte" })).toHaveAttribute("href", "/produkte");
    await expect(page.locator('main a[href="/produkte/pflege/patientenlifter"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("a product page shows details, technical data and calls to action", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/produkte/geburt-und-wochenbett/generosa");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Generosa");
    await expect(page.getByText("2000 mm").first()).toBeVisible();
    await expect(page.getByText("950 mm").first()).toBeVisible();
    await expect(page.getByText("750 mm").first()).toBeVisible();
    await expect(page.getByText(/GFK/).first()).toBeVisible();
    await expect(page.locator('main a[href="/kontakt"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/produkte/geburt-wochenbett"]').first()).toBeVisible();
    const images = page.locator("main img");
    expect(await images.count()).toBeGreaterThan(0);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("every product page of the route table answers with its own heading", async ({ request }) => {
    const paths = [
      "/produkte",
      "/produkte/geburt",
      "/produkte/geburt-wochenbett",
      "/produkte/stationseinrichtungen",
      "/produkte/wellness",
      "/produkte/geburt-wochenbett/gebaerwanne-aqua-plus",
      "/produkte/geburt-wochenbett/gebaerwanne-comfort",
      "/produkte/geburt-wochenbett/stillstuhl-relax",
      "/produkte/geburt-wochenbett/wickelkommode-flex",
      "/produkte/geburt-wochenbett/wickelkommode-hygiena",
      "/produkte/geburt-und-wochenbett/contessa",
      "/produkte/pflege/duschwagen-und-stuehle",
      "/produkte/pflege/duschwagen-und-stuehle/duschstuhl",
      "/produkte/pflege/duschwagen-und-stuehle/elektroduschwagen",
      "/produkte/pflege/patientenlifter",
      "/produkte/pflege/patientenlifter/mehrzwecklifter-tr",
      "/produkte/pflege/pflegebadewannen",
      "/produkte/pflege/pflegebadewannen/comfortline-ii",
      "/produkte/pflege/sitzbadewannen",
      "/produkte/pflege/sitzbadewanne-care",
      "/produkte/stationseinrichtungen/chromstahl-einrichtungen",
      "/produkte/stationseinrichtungen/sanitaere-einrichtungen",
      "/produkte/stationseinrichtungen/sanitaere-einrichtungen/hebe-waschtisch",
      "/produkte/stationseinrichtungen/sanitaere-einrichtungen/hebe-wc",
      "/produkte/stationseinrichtungen/steckbeckenspueler",
      "/produkte/stationseinrichtungen/steckbeckenspueler/desinfektionsgeraet",
      "/produkte/stationseinrichtungen/waermeschraenke",
      "/produkte/stationseinrichtungen/entsorgungseinheit-chromstahl",
      "/produkte/stationseinrichtungen/instrumentenstation-chromstahl",
      "/produkte/stationseinrichtungen/schockraum-einheit-chromstahl",
      "/produkte/wellness/thermo-spa",
      "/produkte/wellness/whirlpool-relax",
      "/kontakt",
      "/ueber-uns",
      "/impressum",
      "/datenschutz",
      "/service",
      "/geburt-wochenbett/gebaerwanne-aqua-plus",
      "/geburt-wochenbett/wickelkommode-hygiena",
      "/build-info",
    ];
    for (const path of paths) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(html, path).not.toContain("Unbekannter Sektionstyp");
    }
  });

  test("the legacy birth product address points search engines at /produkte", async ({ request, baseURL }) => {
    const html = await (await request.get("/geburt-wochenbett/stillstuhl-relax")).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/produkte/geburt-wochenbett/stillstuhl-relax"`);
  });

  test("service shows testimonials, legal pages do not", async ({ page }) => {
    await page.goto("/service");
    await expect(page.locator('[data-section-type="testimonials"]')).toBeVisible();
    await expect(page.locator('[data-section-type="testimonials"] blockquote, [data-section-type="testimonials"] figure').first()).toBeVisible();
    for (const path of ["/impressum", "/datenschutz"]) {
      await page.goto(path);
      await expect(page.locator('[data-section-type="testimonials"]')).toHaveCount(0);
    }
  });

  test("the 404 page has no breadcrumb of the missing path", async ({ page }) => {
    const response = await page.goto("/foo/bar");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Brotkrumen" })).toHaveCount(0);
    // An existing page keeps its trail.
    await page.goto("/produkte/pflege");
    await expect(page.getByRole("navigation", { name: "Brotkrumen" })).toBeVisible();
  });

  test("the logo's wordmark keeps AA contrast in all three themes", async ({ page }) => {
    await openHydrated(page, "/");
    const logo = page.getByRole("banner").locator("img[data-site-logo]");
    await expect(logo).toBeVisible();
    for (const theme of ["human-care", "clean-medical", "modern-tech"]) {
      const ratios = await logo.evaluate((img, name) => {
        document.documentElement.dataset.theme = name;
        const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
        // What lies behind the image: its own plate, else the nearest painted ancestor (the header).
        let backdrop: number[] = [];
        for (let node: Element | null = img; node; node = node.parentElement) {
          const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
          if (a > 0) {
            backdrop = [r, g, b];
            break;
          }
        }
        const luminance = ([r, g, b]: number[]) =>
          [r, g, b]
            .map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
            .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
        const contrast = (a: number[], b: number[]) => {
          const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (hi + 0.05) / (lo + 0.05);
        };
        // The seeded wordmark's colours (db/seed/illustrations/svg.ts: ink, inkSoft).
        return [contrast([0x2f, 0x3a, 0x48], backdrop), contrast([0x5b, 0x66, 0x75], backdrop)];
      }, theme);
      for (const ratio of ratios) expect(ratio, theme).toBeGreaterThanOrEqual(4.5);
    }
  });
});

test.describe("Kontaktformular", () => {
  test("trimmed-empty fields are refused, a valid message is thanked and the form cleared", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openHydrated(page, "/kontakt");
    const form = page.locator("form", { has: page.getByLabel("Nachricht *") });
    await form.getByLabel("Name *").fill("   ");
    await form.getByLabel("E-Mail *").fill("anna@example.ch");
    await form.getByLabel("Nachricht *").fill("Guten Tag");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Bitte füllen Sie alle Felder aus.")).toBeVisible();
    await expect(form.getByLabel("Nachricht *")).toHaveValue("Guten Tag");

    // Refused by the server (sent in the background): its message in place, what was typed kept, and no
    // error in the console (the answer is a 200 with the refusal in it).
    await form.getByLabel("Name *").fill("Anna Muster");
    await form.getByLabel("E-Mail *").fill("anna-at-example.ch");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByRole("alert")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    await expect(form.getByLabel("Name *")).toHaveValue("Anna Muster");
    await expect(form.getByLabel("Nachricht *")).toHaveValue("Guten Tag");

    await form.getByLabel("E-Mail *").fill("anna@example.ch");
    await form.getByLabel("Nachricht *").fill("Wir interessieren uns für die Gebärwanne Contessa.");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.")).toBeVisible();
    await expect(form.getByLabel("Name *")).toHaveValue("");
    await expect(form.getByLabel("Nachricht *")).toHaveValue("");
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test("a message over the size limit is refused in the page's language, in the form, and nothing typed is lost", async ({ page }) => {
    await openHydrated(page, "/fr/contact");
    const form = page.locator("form", { has: page.getByLabel("Message *") });
    await form.getByLabel("Nom *").fill("Claire Dupont");
    await form.getByLabel("E-mail *").fill("claire@exemple.ch");
    // More than the 2 MB a form may send (a pasted document, say); the field's own limit is lifted.
    const long = "x".repeat(3 * 1024 * 1024);
    await form.getByLabel("Message *").evaluate((field, text) => {
      field.removeAttribute("maxlength");
      (field as HTMLTextAreaElement).value = text;
    }, long);
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByRole("alert")).toContainText("La requête dépasse 2 Mo et n’a pas été acceptée");
    await expect(form.getByLabel("Nom *")).toHaveValue("Claire Dupont");
    await expect(form.getByLabel("E-mail *")).toHaveValue("claire@exemple.ch");
    expect(await form.getByLabel("Message *").evaluate((field) => (field as HTMLTextAreaElement).value.length)).toBe(long.length);
    await expect(form.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
  });

  test.describe("ohne JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the form still sends and answers on the server", async ({ page }) => {
      await page.goto("/kontakt");
      const form = page.locator("form", { has: page.getByLabel("Nachricht *") });
      await form.getByLabel("Name *").fill("Beat Keller");
      await form.getByLabel("E-Mail *").fill("beat@example.ch");
      await form.getByLabel("Nachricht *").fill("Bitte senden Sie mir Unterlagen zur Pflegebadewanne.");
      await form.getByRole("button", { name: "Nachricht senden" }).click();
      await expect(page.getByText("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.")).toBeVisible();
    });
    test("missing fields are refused on the server and the text is kept", async ({ page }) => {
      await page.goto("/kontakt");
      const form = page.locator("form", { has: page.getByLabel("Nachricht *") });
      await form.getByLabel("E-Mail *").fill("beat@example.ch");
      await form.getByLabel("Nachricht *").fill("Nur eine Nachricht");
      await form.getByRole("button", { name: "Nachricht senden" }).click();
      await expect(page.getByText("Bitte füllen Sie alle Felder aus.")).toBeVisible();
      await expect(page.getByLabel("Nachricht *")).toHaveValue("Nur eine Nachricht");
    });
  });
});

test.describe("Telefon @phone", () => {
  test("pages do not overflow horizontally on a phone @phone", async ({ page }) => {
    for (const path of ["/", "/produkte/pflege", "/produkte/geburt-und-wochenbett/contessa", "/kontakt"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
