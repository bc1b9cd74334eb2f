// Which section opens a page with its <h1> (spec §4 "Hero"): one rule for the public page, the
// renderers, the sections demo and the 'Veröffentlichungs-Check' (issue 14).

/** Types whose title is the page's <h1> when they open the page. */
export const pageOpeningTypes: ReadonlySet<string> = new Set(["hero", "product_hero", "product_details", "product_details_v2"]);

interface OpeningCandidate {
  type: string;
  settings: unknown;
}

/** The heading level the renderers give a section: 1 for a page-opening type in first place, else 2. */
export function openingHeadingLevel(first: OpeningCandidate | undefined): 1 | 2 {
  return first && !("unknownType" in first) && pageOpeningTypes.has(first.type) ? 1 : 2;
}

/**
 * Whether the first section renders the page's <h1> itself (a page-opening type with a heading text);
 * otherwise the page shows its own h1 (page.h1 or its title) above the sections.
 */
export function sectionsProvideH1(first: OpeningCandidate | undefined): boolean {
  if (openingHeadingLevel(first) !== 1 || !first) return false;
  const settings = first.settings as { title?: string; heroTitle?: string };
  return Boolean(settings.title?.trim() || settings.heroTitle?.trim());
}
