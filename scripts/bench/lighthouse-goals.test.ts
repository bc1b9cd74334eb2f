// The pages Lighthouse measures and the goal it holds them to (lighthouse-goals.mjs): the French
// product page is one of them, a real seeded address, and it is held to the German pages' goal.
import { describe, expect, it } from "vitest";
import { FR_GENEROSA } from "#db/seed/content/fr/labels";
import { LIGHTHOUSE_GOALS, LIGHTHOUSE_PAGES, missedGoals } from "./lighthouse-goals.mjs";

const full = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, js: { gzipBytes: 4 * 1024 } };

describe("Lighthouse pages and goals", () => {
  it("measure the seeded French product page beside the German ones", () => {
    expect(LIGHTHOUSE_PAGES).toContain(FR_GENEROSA);
    expect(LIGHTHOUSE_PAGES).toContain("/produkte/geburt-und-wochenbett/generosa");
  });

  it("hold every page to 100 in all four categories and the JavaScript budget", () => {
    expect(LIGHTHOUSE_GOALS).toEqual({ score: 100, jsGzipKB: 120 });
    expect(missedGoals(full)).toEqual([]);
    expect(missedGoals({ ...full, seo: 92, accessibility: null })).toEqual(["Accessibility – < 100", "SEO 92 < 100"]);
    expect(missedGoals({ ...full, js: { gzipBytes: 121 * 1024 } })).toEqual(["JavaScript 121.0 KB > 120 KB"]);
  });
});
