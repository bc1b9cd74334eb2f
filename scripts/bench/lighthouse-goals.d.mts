// Types of lighthouse-goals.mjs for its unit test.
export const LIGHTHOUSE_PAGES: string[];
export const LIGHTHOUSE_GOALS: { score: number; jsGzipKB: number };

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  js: { gzipBytes: number };
}
export function missedGoals(result: LighthouseScores): string[];
