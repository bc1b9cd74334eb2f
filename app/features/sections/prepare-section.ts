// Turns a section row into what renderers receive: settings checked against the registry (bad values
// dropped and reported, never breaking the page), HTML sanitised, text cleaned. Shared by both sides
// (docs/decisions/0049-preview-in-the-browser.md): the server prepares stored rows with it
// (prepare-sections.server.ts, which logs the problems), and the edit mode's browser preview prepares the
// values being typed with the very same code (edit-mode/preview-store.ts), so the preview is the page.
import type { PageSection } from "#db/schema";
import { cleanText, htmlToPlainText } from "~/lib/text";
import { sanitizeContentHtml } from "~/core/content/sanitize-html";
import type { SectionFormInput } from "./editor/section-action-contract";
import { isSectionType, sectionRegistry, sectionTypeFacts } from "./registry";
import { parseSettingsLeniently, type SettingsProblem } from "./section-definition";
import type { SectionView } from "./section-view";

/** What preparing a section found wrong: an unknown type, or settings left out (`problems`). */
export type SectionProblem = { sectionId: number; type: string } & ({ kind: "unknown-type" } | { kind: "settings"; problems: SettingsProblem[] });

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

export function prepareSectionView(row: PageSection, report: (problem: SectionProblem) => void = () => undefined): SectionView {
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
    report({ sectionId: row.id, type: row.sectionType, kind: "unknown-type" });
    return { ...base, type: row.sectionType, unknownType: true, settings: {} };
  }
  const definition = sectionRegistry[row.sectionType];
  const { settings, problems } = parseSettingsLeniently(definition.schema, row.settings);
  if (problems.length) report({ sectionId: row.id, type: row.sectionType, kind: "settings", problems });
  const safe = structuredClone(settings) as Record<string, unknown>;
  sanitizeHtmlKeys(safe, definition.htmlKeys);
  return { ...base, type: row.sectionType, settings: safe } as SectionView;
}

/** The row a section would be with the values typed in its editor (nothing of it is stored). */
export function sectionRowFromInput(sectionId: number, pageSlug: string, input: SectionFormInput): PageSection {
  const now = new Date();
  return {
    id: sectionId,
    pageSlug,
    pageSlugKey: "",
    sectionName: input.sectionName,
    sectionType: input.sectionType,
    sectionOrder: 0,
    contentHtml: input.contentHtml,
    contentPlain: null,
    isPublished: input.isPublished,
    settings: input.settings,
    mediaAssetIds: input.mediaAssetIds,
    translationKey: "",
    untranslated: [],
    fieldSourceRevisions: {},
    publishAt: null,
    unpublishAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
