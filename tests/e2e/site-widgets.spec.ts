// The interactive pieces of a public page: the 'Produkte' menu, the burger panel, the reading progress
// bar and the gallery carousel. Each has one implementation, its *.enhance.ts module (decision 0020),
// which the visitor's script runs on a document without React and the React components run from an
// effect for staff. So every test here runs twice: as an anonymous visitor and signed in (the full app,
// where a link is a client-side navigation).
import { expect, test, type Page } from "@playwright/test";
import { admin, signInViaApi } from "./fixtures";

const generosa = "/produkte/geburt-und-wochenbett/generosa";

const audiences = [
  { name: "Besucher", staff: false },
  { name: "Mitarbeitende", staff: true },
] as const;

for (const audience of audiences) {
  test.describe(`Bedienelemente (${audience.name})`, () => {
    test.beforeEach(async ({ page }) => {
      if (audience.staff) await signInViaApi(page.request, admin.email, admin.password);
    });

    /** Opens `path` once its script ran (root.tsx or visitor-enhancements.ts marks <html data-hydrated>). */
    async function open(page: Page, path: string) {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Which document it is: the React app for staff, the server's document with the visitor script otherwise.
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(audience.staff);
    }

    test("the products dropdown works with the mouse", async ({ page }) => {
      await open(page, "/");
      const button = page.getByRole("button", { name: "Produkte" });
      await button.hover();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: "Alle Produkte →" })).toHaveAttribute("href", "/produkte");
      // Leaving closes it after the delay; coming back within it keeps it open.
      await page.mouse.move(5, 400);
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.hover();
      await menu.getByRole("menuitem", { name: "Pflege" }).click();
      await expect(page).toHaveURL(/\/produkte\/pflege$/);
      await expect(page.getByRole("menu")).toBeHidden();
      await expect(page.getByRole("button", { name: "Produkte" })).toHaveAttribute("aria-expanded", "false");
    });

    test("a products menu opened by hovering closes with Escape, the pointer staying where it is (WCAG 1.4.13)", async ({ page }) => {
      await open(page, "/");
      const button = page.getByRole("button", { name: "Produkte" });
      await button.hover();
      await expect(page.getByRole("menu")).toBeVisible();
      await expect(button).not.toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    });

    test("a products menu opened by a press closes on a press outside it", async ({ page }) => {
      await open(page, "/");
      const button = page.getByRole("button", { name: "Produkte" });
      await button.dispatchEvent("click");
      await expect(page.getByRole("menu")).toBeVisible();
      // Far left, below the header: nowhere near the menu, which opens under the button on the right.
      await page.mouse.click(5, 500);
      await expect(page.getByRole("menu")).toBeHidden();
    });

    test("the products dropdown works with the keyboard (WAI-ARIA menu button)", async ({ page }) => {
      await open(page, "/");
      const button = page.getByRole("button", { name: "Produkte" });
      const menu = page.getByRole("menu");
      const items = menu.getByRole("menuitem");
      await button.focus();
      await page.keyboard.press("ArrowDown");
      await expect(menu).toBeVisible();
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      // Wraps around from the first item to the last.
      await expect(items.last()).toBeFocused();
      await page.keyboard.press("Home");
      await expect(items.first()).toBeFocused();
      // Type-ahead: a letter moves to the next item starting with it.
      await page.keyboard.press("p");
      await expect(menu.getByRole("menuitem", { name: "Pflege" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      // ArrowUp opens it on the last item; Tab leaves it closed.
      await page.keyboard.press("ArrowUp");
      await expect(items.last()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("End");
      await expect(menu.getByRole("menuitem", { name: "Alle Produkte →" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/produkte$/);
      await expect(page.getByRole("menu")).toBeHidden();
    });

    test("the reading progress bar follows the scroll position", async ({ page }) => {
      await open(page, "/");
      const bar = page.getByRole("progressbar", { name: "Lesefortschritt" });
      await expect(bar).toHaveAttribute("aria-valuenow", "0");
      await expect(bar).toHaveAttribute("data-section", "hero");
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toHaveAttribute("aria-valuenow", "100");
      await expect(bar).toHaveAttribute("data-section", "why");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveAttribute("aria-valuenow", "0");
    });

    test("arrows, dots and the arrow keys move the carousel, its dots and announced position follow", async ({ page }) => {
      await open(page, generosa);
      const carousel = page.getByRole("region", { name: "Bilder: Gebärwanne Generosa" });
      await expect(carousel).toHaveAttribute("aria-roledescription", "Karussell");
      const dots = carousel.getByRole("group", { name: "Bild auswählen" }).getByRole("button");
      const count = await dots.count();
      expect(count).toBeGreaterThan(2);
      const current = (n: number) => dots.nth(n - 1);
      await expect(current(1)).toHaveAttribute("aria-current", "true");

      await carousel.getByRole("button", { name: "Nächstes Bild" }).click();
      await expect(current(2)).toHaveAttribute("aria-current", "true");
      await expect(current(1)).not.toHaveAttribute("aria-current");
      await expect(carousel.getByText(`Bild 2 von ${count}`, { exact: true }).last()).toBeAttached();

      await carousel.getByRole("group", { name: "Bilder – mit den Pfeiltasten blättern" }).focus();
      await page.keyboard.press("End");
      await expect(current(count)).toHaveAttribute("aria-current", "true");
      await page.keyboard.press("ArrowRight");
      await expect(current(1)).toHaveAttribute("aria-current", "true");

      await current(3).click();
      await expect(current(3)).toHaveAttribute("aria-current", "true");
      await carousel.getByRole("button", { name: "Vorheriges Bild" }).click();
      await expect(current(2)).toHaveAttribute("aria-current", "true");
    });

    test("a dot far away is reached without the dots passing through the pictures between", async ({ page }) => {
      await open(page, generosa);
      const carousel = page.getByRole("region", { name: "Bilder: Gebärwanne Generosa" });
      const dots = carousel.getByRole("group", { name: "Bild auswählen" }).getByRole("button");
      const count = await dots.count();
      expect(count).toBeGreaterThan(2);
      // Every dot that becomes the current one (not one that stays it), and how often the track moved
      // before it stopped.
      await carousel.evaluate((root) => {
        const log = { current: [] as number[], scrolls: 0, ended: false };
        Object.assign(window, { carouselLog: log });
        new MutationObserver((records) => {
          for (const record of records) {
            const dot = record.target as HTMLElement;
            if (record.oldValue !== "true" && dot.getAttribute("aria-current") === "true") log.current.push(Number(dot.dataset.carouselDot));
          }
        }).observe(root, { subtree: true, attributeFilter: ["aria-current"], attributeOldValue: true });
        const track = root.querySelector('[role="group"][tabindex]')!;
        track.addEventListener("scroll", () => log.scrolls++);
        track.addEventListener("scrollend", () => (log.ended = true));
      });
      const log = () => page.evaluate(() => (window as unknown as { carouselLog: { current: number[]; scrolls: number; ended: boolean } }).carouselLog);

      await dots.last().click();
      await expect.poll(async () => (await log()).ended).toBe(true);
      await expect(dots.last()).toHaveAttribute("aria-current", "true");
      await expect(carousel.getByText(`Bild ${count} von ${count}`, { exact: true })).toBeAttached();
      const { current, scrolls } = await log();
      // The scroll was smooth (several steps), so the pictures between did pass by.
      expect(scrolls).toBeGreaterThan(2);
      expect(current).toEqual([count - 1]);
    });

    test("the burger menu opens a panel that locks scrolling, closes with Escape and on navigation @phone", async ({ page }) => {
      await open(page, "/");
      const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
      const burger = page.getByRole("button", { name: "Menü öffnen" });
      await burger.click();
      const close = page.getByRole("button", { name: "Menü schliessen" });
      await expect(close).toHaveAttribute("aria-expanded", "true");
      expect(await bodyOverflow()).toBe("hidden");
      await page.keyboard.press("Escape");
      await expect(burger).toHaveAttribute("aria-expanded", "false");
      await expect(burger).toBeFocused();
      expect(await bodyOverflow()).not.toBe("hidden");

      await burger.click();
      await expect(close).toHaveAttribute("aria-expanded", "true");
      await page.locator("header").getByRole("link", { name: "Kontakt", exact: true }).click();
      await expect(page).toHaveURL(/\/kontakt$/);
      await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute("aria-expanded", "false");
      expect(await bodyOverflow()).not.toBe("hidden");
    });
  });
}
