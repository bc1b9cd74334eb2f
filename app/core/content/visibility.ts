// Whether a visitor may see a page version or a section at all (docs/decisions/0044-visitor-read-model.md). Pure, and the
// one place these rules live: the read model (app/features/visitor-site/visible-content.ts) applies them to what it
// reads, and the caches' scopes (visitor-change.server.ts) to the states before and after a change, so a change that
// makes a version visible (its title's mark ended) reaches every page that names it.

/** The facts that decide whether a version is shown at all. */
export interface VersionFacts {
  published: boolean;
  language: string;
  /** The page texts still as copied from another language (pages.untranslated; of the approved copy where there is one). */
  untranslated: readonly string[];
}

/** A version is shown when it is published, in a language the site shows, with a translated title. */
export function isShownVersion(version: VersionFacts, shownLanguages: readonly string[]): boolean {
  return version.published && shownLanguages.includes(version.language) && !version.untranslated.includes("title");
}

/** A section is shown when it is published and holds no text still as copied from another language. */
export function isShownSection(section: { isPublished: boolean; untranslated?: readonly string[] | null }): boolean {
  return section.isPublished && !(section.untranslated?.length ?? 0);
}

/** The marks of a stored row (a snapshot's JSON may hold anything). */
export function marksOf(row: Record<string, unknown> | null | undefined): string[] {
  const marks = row?.untranslated;
  return Array.isArray(marks) ? marks.filter((m): m is string => typeof m === "string") : [];
}
