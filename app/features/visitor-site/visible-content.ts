// The rules of what an anonymous visitor may see of a page version, in one place (docs/decisions/0044-visitor-read-model.md).
// Pure: the read model (page-view.server.ts, site-index.server.ts) reads the rows and the approved copy and applies
// these rules, whose core – what a version and a section must be to be shown – is app/core/content/visibility.ts.
//
// - A version is shown when it is published, its language is one the site shows, and its title is translated.
// - A page that needs 'Freigabe' shows its approved copy (page_live_content), not its rows, which staff edit
//   towards the next approval (docs/decisions/0039-approval.md).
// - A field still marked untranslated never reaches visitors: a page text is left out, a section that still
//   holds one is not shown (docs/decisions/0044-visitor-read-model.md; the publish check refuses such a
//   version, so this is the second line of defence: a section published later, a copy, an import).
import type { Page, PageSection, PageSnapshot } from "#db/schema";
import type { SiteLanguage } from "~/lib/languages";
import { isShownSection, isShownVersion, marksOf } from "~/core/content/visibility";
import { liveRows } from "./approved-copy";

/** The untranslated marks of the approved copy's page (they travel in the snapshot like its texts); null without a copy. */
export function approvedMarks(live: PageSnapshot | null): string[] | null {
  return live ? marksOf(live.page) : null;
}

/** A page text left out where it is still untranslated: optional texts become empty. */
function withoutUntranslated(page: Page, untranslated: readonly string[]): Page {
  if (!untranslated.length) return page;
  const out: Page = { ...page };
  for (const field of untranslated) {
    if (field === "h1" || field === "intro" || field === "metaTitle" || field === "metaDescription") out[field] = null;
    if (field === "contentHtml") Object.assign(out, { contentHtml: null, contentPlain: null });
  }
  return out;
}

export interface VisibleVersion {
  page: Page;
  /** The sections of the approved copy; null: the page's rows (read by the caller). */
  approvedSections: PageSection[] | null;
}

/**
 * What visitors see of a version: its row's address, language and status with the approved copy's
 * content where there is one, untranslated texts left out; null when they see no page here.
 */
export function visibleVersion(row: Page, live: PageSnapshot | null, shownLanguages: readonly SiteLanguage[]): VisibleVersion | null {
  const { page, sections } = live ? liveRows(row, live) : { page: row, sections: null };
  const untranslated = approvedMarks(live) ?? row.untranslated ?? [];
  if (!isShownVersion({ published: row.published, language: row.language, untranslated }, shownLanguages)) return null;
  return { page: withoutUntranslated(page, untranslated), approvedSections: sections ? sections.filter(isShownSection) : null };
}
