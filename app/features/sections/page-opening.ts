// Which section opens a page with its <h1> (docs/product/sections.md, "Which section opens the page"): one rule for the public page, the
// renderers, the sections demo and the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md). Which types may open a
// page is a fact of each type's definition (`opensPage`); the section view carries it (section-view.ts),
// so this rule runs in the browser without the registry and its zod schemas.

interface OpeningCandidate {
  opensPage: boolean;
  settings: unknown;
}

/** The heading level the renderers give a section: 1 for a page-opening type in first place, else 2. */
export function openingHeadingLevel(first: OpeningCandidate | undefined): 1 | 2 {
  return first?.opensPage ? 1 : 2;
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
