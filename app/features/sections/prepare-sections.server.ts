// Turns stored section rows into what renderers receive: settings checked against the registry
// (bad values dropped and logged, never breaking the page), HTML sanitised, text cleaned.
import type { PageSection } from "#db/schema";
import { logger } from "~/core/logger.server";
import { cleanText, htmlToPlainText } from "~/lib/text";
import { sanitizeContentHtml } from "~/core/content/sanitize-html.server";
import { isSectionType, sectionRegistry, sectionTypeFacts } from "./registry";
import { parseSettingsLeniently } from "./section-definition";
import type { SectionView } from "./section-view";

function sanitizeHtmlKeys(settings: Record<string, unknown>, htmlKeys: readonly string[] = []) {
  for (const key of htmlKeys) {
    const [head, inner] = key.split(".");
    const value = settings[head];
    if (inner && Array.isArray(value)) {
      for (const item of value) {
        if (item && typeof item === "object" && typeof (item as Record<string, unknown>)[inner] === "string") {
          (item as Record<string, unknown>)[inner] = sanitizeContentHtml((item as Record<string, string>)[inner]);
        }
      }
    } else if (!inner && typeof value === "string") {
      settings[head] = sanitizeContentHtml(value);
    }
  }
}

export function prepareSection(row: PageSection): SectionView {
  const html = sanitizeContentHtml(row.contentHtml ?? "");
  const base = {
    id: row.id,
    name: cleanText(row.sectionName),
    order: row.sectionOrder,
    isPublished: row.isPublished,
    html,
    plain: cleanText(row.contentPlain) || htmlToPlainText(html),
    mediaIds: (row.mediaAssetIds ?? []).filter((id) => Number.isInteger(id) && id > 0),
    ...sectionTypeFacts(row.sectionType),
  };
  if (!isSectionType(row.sectionType)) {
    logger.warn({ sectionId: row.id, type: row.sectionType }, "Unbekannter Sektionstyp");
    return { ...base, type: row.sectionType, unknownType: true, settings: {} };
  }
  const definition = sectionRegistry[row.sectionType];
  const { settings, problems } = parseSettingsLeniently(definition.schema, row.settings);
  if (problems.length) {
    logger.warn({ sectionId: row.id, type: row.sectionType, problems }, "Ungültige Sektionseinstellungen ignoriert");
  }
  const safe = structuredClone(settings) as Record<string, unknown>;
  sanitizeHtmlKeys(safe, definition.htmlKeys);
  return { ...base, type: row.sectionType, settings: safe } as SectionView;
}
