// How much one section may hold (tests/integration/input-limits.test.ts). The settings of each type are limited by their schemas
// (settings-fields.ts); these are the fields around them: the name, the HTML content, the picked
// images, and how many sections one 'Speichern' may write. Pure, so the editor can check before sending.
import { listLimits, limitMessages, textLimits, tooLongMessage } from "~/lib/text-limits";

export const sectionLimits = {
  name: textLimits.title,
  contentHtml: textLimits.html,
  /** More than any section type's picker allows (the largest is 24): the type's own limit applies after. */
  mediaAssetIds: 100,
  sectionsPerPage: listLimits.sectionsPerPage,
} as const;

export interface SectionSizeInput {
  sectionName?: unknown;
  contentHtml?: unknown;
  mediaAssetIds?: unknown;
}

/** Field errors (keyed like the section validation's, with an optional prefix such as '3.') for values that are too large. */
export function sectionSizeErrors(input: SectionSizeInput, prefix = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = tooLongMessage(typeof input.sectionName === "string" ? input.sectionName.trim() : null, sectionLimits.name);
  if (name) errors[`${prefix}sectionName`] = name;
  const html = tooLongMessage(typeof input.contentHtml === "string" ? input.contentHtml : null, sectionLimits.contentHtml);
  if (html) errors[`${prefix}contentHtml`] = html;
  if (Array.isArray(input.mediaAssetIds) && input.mediaAssetIds.length > sectionLimits.mediaAssetIds) {
    errors[`${prefix}mediaAssetIds`] = limitMessages.tooMany(sectionLimits.mediaAssetIds);
  }
  return errors;
}

/** The same for a whole list ('Speichern' of the full editor), including its length. */
export function sectionListSizeErrors(list: readonly SectionSizeInput[]): Record<string, string> {
  if (list.length > sectionLimits.sectionsPerPage) return { sections: limitMessages.tooMany(sectionLimits.sectionsPerPage) };
  return Object.assign({}, ...list.map((input, index) => sectionSizeErrors(input, `${index}.`))) as Record<string, string>;
}
