// The pages Lighthouse measures and the goal each is held to (scripts/bench-lighthouse.mjs, docs/benchmarks.md
// "Lighthouse"), apart from Lighthouse itself so that their unit test loads no browser tooling.

export const LIGHTHOUSE_PAGES = [
  "/",
  "/produkte/pflege",
  "/produkte/geburt-und-wochenbett/generosa",
  // The seeded French version of the product page (db/seed/content/fr/labels.ts FR_GENEROSA): its own
  // language, hreflang and texts (docs/decisions/0032-language-versions.md), held to the same goal.
  "/fr/produits/naissance-post-partum/generosa",
];

/** The goal of every measured page, whatever its language: 100 in all four categories, visitor JavaScript gzipped. */
export const LIGHTHOUSE_GOALS = { score: 100, jsGzipKB: 120 };

const CATEGORIES = { performance: "Performance", accessibility: "Accessibility", bestPractices: "Best Practices", seo: "SEO" };

/** What a page's median run misses of LIGHTHOUSE_GOALS: one line per missed goal, none when all are met. */
export function missedGoals(result) {
  const missed = [];
  for (const [key, name] of Object.entries(CATEGORIES)) {
    if (!(result[key] >= LIGHTHOUSE_GOALS.score)) missed.push(`${name} ${result[key] ?? "–"} < ${LIGHTHOUSE_GOALS.score}`);
  }
  const js = result.js.gzipBytes / 1024;
  if (js > LIGHTHOUSE_GOALS.jsGzipKB) missed.push(`JavaScript ${js.toFixed(1)} KB > ${LIGHTHOUSE_GOALS.jsGzipKB} KB`);
  return missed;
}
