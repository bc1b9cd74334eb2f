// The units of the XLIFF exchange (docs/decisions/0037-xliff-exchange.md): one per translated text of
// a page, named so that the import finds its place again. A page text is "<page key>/title"; a
// section's field "<page key>/<section key>/contentHtml" or ".../settings.title"; a text inside a
// translated list ".../settings.items.2.question" (the list is the version's as a whole, its texts go
// one by one). Links, pictures, choices and numbers are no units: a translator has nothing to do there.
// Pure: the German and the version's rows come from the caller.
import { describeObject, type FieldDescriptor } from "~/features/sections/editor/form-model";
import { fieldTranslation, translatedPageFields } from "~/features/sections/field-translation";
import { isSectionType, sectionRegistry } from "~/features/sections/registry";
import { pageFieldLabels, sectionFieldLabel, type PageTextField } from "~/features/language-versions/translated-fields";
import { textLimits } from "~/lib/text-limits";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/core/page-address/page-rules";

/** Where a unit's text lives. `field` of a section is "contentHtml" or "settings.<key>" (the version's bookkeeping names it so). */
export type UnitPlace =
  | { kind: "page"; field: PageTextField }
  | { kind: "section"; sectionKey: string; field: string }
  | { kind: "item"; sectionKey: string; field: string; index: number; itemKey: string };

export interface UnitSpec {
  /** The unit's id in the file: "<page key>/<path>". */
  path: string;
  place: UnitPlace;
  /** HTML (placeholders for its tags) or plain text. */
  html: boolean;
  /** The German label, as the editor names the field (a list's entry: "Liste 2: Frage"). */
  label: string;
  sectionName: string | null;
  /** The German text now. */
  value: string;
  /** Characters the field takes, where it is a limit a translator should know (XLIFF maxwidth). */
  maxLength?: number;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const SECTION_PATH = new RegExp(`^(${UUID})/(contentHtml|settings\\.([A-Za-z0-9_]+)(?:\\.(\\d{1,4})\\.([A-Za-z0-9_]+))?)$`, "i");

/** The place a unit path (without the page key) names; null when it names none. */
export function parseUnitPath(path: string): UnitPlace | null {
  if ((translatedPageFields as readonly string[]).includes(path)) return { kind: "page", field: path as PageTextField };
  const match = SECTION_PATH.exec(path);
  if (!match) return null;
  const sectionKey = match[1].toLowerCase();
  if (match[2] === "contentHtml") return { kind: "section", sectionKey, field: "contentHtml" };
  const field = `settings.${match[3]}`;
  if (match[4] !== undefined) return { kind: "item", sectionKey, field, index: Number(match[4]), itemKey: match[5] };
  return { kind: "section", sectionKey, field };
}

export function unitPath(place: UnitPlace): string {
  if (place.kind === "page") return place.field;
  if (place.kind === "section") return `${place.sectionKey}/${place.field}`;
  return `${place.sectionKey}/${place.field}.${place.index}.${place.itemKey}`;
}

/** A link field: a translated text with a URL's room (settings-fields.ts linkField); its value is an address, not words. */
function isLink(field: FieldDescriptor): boolean {
  return field.kind === "text" && !field.mediaPicker && field.maxLength === textLimits.url;
}

function wordsField(field: FieldDescriptor): field is Extract<FieldDescriptor, { kind: "text" }> {
  return field.kind === "text" && fieldTranslation(field) === "translated" && !isLink(field);
}

const hasWords = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

const pageLimitsOf: Partial<Record<PageTextField, number>> = {
  title: textLimits.title,
  h1: textLimits.title,
  metaTitle: META_TITLE_LIMIT,
  metaDescription: META_DESCRIPTION_LIMIT,
};

export interface SectionRow {
  sectionName: string;
  sectionType: string;
  translationKey: string;
  contentHtml: string | null;
  settings: Record<string, unknown>;
}

/** The units of a German page as it is now, page texts first, then its sections in their order; empty texts are none. */
export function unitsOfPage(page: Record<string, unknown>, sections: SectionRow[]): UnitSpec[] {
  const units: UnitSpec[] = [];
  for (const field of translatedPageFields) {
    const value = page[field];
    if (!hasWords(value)) continue;
    units.push({
      path: field,
      place: { kind: "page", field },
      html: field === "contentHtml",
      label: pageFieldLabels[field],
      sectionName: null,
      value,
      maxLength: pageLimitsOf[field],
    });
  }
  for (const section of sections) units.push(...unitsOfSection(section));
  return units;
}

export function unitsOfSection(section: SectionRow): UnitSpec[] {
  const units: UnitSpec[] = [];
  const sectionKey = section.translationKey;
  const sectionName = section.sectionName;
  if (hasWords(section.contentHtml)) {
    const place: UnitPlace = { kind: "section", sectionKey, field: "contentHtml" };
    units.push({
      path: unitPath(place),
      place,
      html: true,
      label: sectionFieldLabel(section.sectionType, "contentHtml"),
      sectionName,
      value: section.contentHtml,
    });
  }
  if (!isSectionType(section.sectionType)) return units;
  const definition = sectionRegistry[section.sectionType];
  const htmlKeys = new Set(definition.htmlKeys ?? []);
  for (const field of describeObject(definition.schema)) {
    const value = section.settings[field.key];
    if (wordsField(field)) {
      if (!hasWords(value)) continue;
      const place: UnitPlace = { kind: "section", sectionKey, field: `settings.${field.key}` };
      units.push({ path: unitPath(place), place, html: htmlKeys.has(field.key), label: field.label, sectionName, value, maxLength: field.maxLength });
    } else if (field.kind === "list" && fieldTranslation(field) === "translated" && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (!item || typeof item !== "object") return;
        for (const itemField of field.item) {
          const text = (item as Record<string, unknown>)[itemField.key];
          if (!wordsField(itemField) || !hasWords(text)) continue;
          const place: UnitPlace = { kind: "item", sectionKey, field: `settings.${field.key}`, index, itemKey: itemField.key };
          units.push({
            path: unitPath(place),
            place,
            html: htmlKeys.has(`${field.key}.${itemField.key}`),
            label: `${field.label} ${index + 1}: ${itemField.label}`,
            sectionName,
            value: text,
            maxLength: itemField.maxLength,
          });
        }
      });
    }
  }
  return units;
}

/** The value at a unit's place in a page or section row (a version's): undefined where it has none. */
export function valueAt(place: UnitPlace, page: Record<string, unknown> | null, section: SectionRow | null | undefined): unknown {
  if (place.kind === "page") return page?.[place.field];
  if (!section) return undefined;
  if (place.field === "contentHtml") return section.contentHtml;
  const key = place.field.slice("settings.".length);
  const value = section.settings[key];
  if (place.kind === "section") return value;
  const item = Array.isArray(value) ? (value[place.index] as unknown) : undefined;
  return item && typeof item === "object" ? (item as Record<string, unknown>)[place.itemKey] : undefined;
}

/** The name of the field a unit belongs to in the version's bookkeeping (translated-fields.ts fieldId). */
export function fieldIdOf(place: UnitPlace): string {
  return place.kind === "page" ? place.field : `${place.sectionKey}/${place.field}`;
}
