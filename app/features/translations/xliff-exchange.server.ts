// XLIFF 1.2 out and in for translation agencies (docs/decisions/0037-xliff-exchange.md). The file is
// written and read with the `xliff` library; the units are xliff-units.ts's, inline HTML becomes
// placeholders (xliff-inline.ts). An import checks the whole file first and writes nothing when any
// of it is foreign or damaged; what it writes goes through the normal write path in one transaction
// (writeContent, recordRevision per version), so revisions, out-of-date marks and caches stay right.
import { and, asc, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import jsToXliff12 from "xliff/jsToXliff12";
import xliff12ToJs from "xliff/xliff12ToJs";
import type { XliffDocument, XliffGroup, XliffUnit } from "xliff/model";
import type { Queryable, Transaction } from "#db/client.server";
import { pageRevisions, pages, pageSections, type Page, type PageSection } from "#db/schema";
import { env } from "~/core/env.server";
import { writeContent } from "~/core/content/content-write.server";
import type { Viewer } from "~/core/access/viewer";
import { lockPage, recordRevision } from "~/core/revisions/page-history.server";
import { createLanguageVersion } from "~/features/page-admin/create-version.server";
import { PageValidationError, validatePageTexts } from "~/features/page-admin/page-admin.server";
import { SectionValidationError, validateSectionInput } from "~/features/sections/section-admin.server";
import { copiedSectionFields, sharedSettingsKeys } from "~/features/sections/field-translation";
import { isSiteLanguage, languageFacts, sourceLanguage, translationLanguages, type SiteLanguage } from "~/lib/languages";
import { slugMatchKey } from "~/lib/slug";
import { htmlToPlainText } from "~/lib/text";
import { formatSwissDateTimeShort } from "~/lib/date-format";
import { exchangeRefusal } from "./exchange-languages";
import { outdatedFieldsOf } from "./out-of-date.server";
import { fromInline, InlineError, inlineKey, textFromInline, toInline, type InlineValue, type TagTable } from "./xliff-inline";
import { fieldIdOf, parseUnitPath, unitsOfPage, valueAt, type UnitPlace, type UnitSpec } from "./xliff-units";
import {
  fingerprintOf,
  formatRevisions,
  lastChangesSince,
  markedValue,
  parseRevisions,
  REVISIONS_EXTYPE,
  type ChangeAuthor,
  type UnitRevisions,
} from "./xliff-revisions.server";

export const xliffMessages = {
  unknownLanguage: (value: string) => `«${value}» ist keine Zielsprache dieser Website (möglich: ${translationLanguages.join(", ")}).`,
  noPages: "Keine Seiten ausgewählt.",
  noOutdated: (language: string) => `Keine veralteten Übersetzungen auf ${language}.`,
  unknownPages: "Unter den ausgewählten Seiten sind welche, die es nicht (mehr) gibt.",
  tooLarge: (mb: number) => `Die Datei ist zu gross (höchstens ${mb} MB).`,
  noFile: "Bitte wählen Sie eine XLIFF-Datei aus.",
  notXml: (detail: string) => `Die Datei ist kein wohlgeformtes XML (${detail}). Es wurde nichts übernommen.`,
  truncated: "Die Datei ist unvollständig (sie endet nicht mit </xliff>). Es wurde nichts übernommen.",
  doctype: "Die Datei enthält eine DTD (<!DOCTYPE>); XLIFF-Dateien haben keine. Es wurde nichts übernommen.",
  notXliff: "Die Datei ist keine XLIFF-Datei. Es wurde nichts übernommen.",
  wrongVersion: (version: string) => `Die Datei ist XLIFF ${version}; diese Website tauscht XLIFF 1.2 aus. Es wurde nichts übernommen.`,
  oneFile: "Die Datei muss genau einen <file>-Abschnitt enthalten, wie ihn diese Website exportiert. Es wurde nichts übernommen.",
  foreignSite: (original: string, ours: string) =>
    `Die Datei stammt nicht von dieser Website (sie nennt «${original}», diese Website ist «${ours}»). Es wurde nichts übernommen.`,
  sourceLanguage: (value: string) => `Die Ausgangssprache der Datei ist «${value}», nicht Deutsch. Es wurde nichts übernommen.`,
  targetLanguage: (value: string) => `Die Zielsprache der Datei («${value}») ist keine Sprache dieser Website. Es wurde nichts übernommen.`,
  otherTargetLanguage: (file: string, asked: string) =>
    `Die Datei ist eine Übersetzung auf ${file}, nicht in die gewählte Sprache («${asked}»). Es wurde nichts übernommen.`,
  noUnits: "Die Datei enthält keine Übersetzungseinheiten. Es wurde nichts übernommen.",
  unitOutsidePage: (id: string) => `Die Einheit «${id}» gehört zu keiner Seite. Es wurde nichts übernommen.`,
  unknownPage: (key: string) => `Die Datei nennt eine Seite, die es auf dieser Website nicht gibt («${key}»). Es wurde nichts übernommen.`,
  unknownUnit: (id: string) => `Die Einheit «${id}» bezeichnet kein übersetzbares Feld. Es wurde nichts übernommen.`,
  duplicateUnit: (id: string) => `Die Einheit «${id}» kommt zweimal vor. Es wurde nichts übernommen.`,
  badRevision: (id: string) => `Die Einheit «${id}» nennt keinen gültigen Stand des deutschen Texts und der Übersetzung. Es wurde nichts übernommen.`,
  oldExport:
    "Die Datei stammt aus einem Export, der noch nicht festhielt, welchen Stand der Übersetzungen er enthält: ob ein Text seither im CMS geändert wurde, lässt sich nicht erkennen. Damit keine Änderung überschrieben wird, bitte die Seiten neu exportieren und die neue Datei übersetzen lassen (das Übersetzungsbüro übernimmt seine Übersetzungen aus seinem Übersetzungsspeicher). Es wurde nichts übernommen.",
  futureRevision: (id: string, revision: number) =>
    `Die Einheit «${id}» nennt die deutsche Revision ${revision}, die es auf dieser Website nicht gibt. Es wurde nichts übernommen.`,
  unitProblem: (where: string, problem: string) => `${where}: ${problem}`,
  listIncomplete: "Die Liste ist nicht vollständig übersetzt: jeder Eintrag braucht seine Übersetzung.",
  sectionStale: "Diese Sektion gibt es auf Deutsch nicht mehr.",
  fieldStale: "Dieses Feld ist auf Deutsch inzwischen leer oder anders aufgebaut.",
  listStale: "Die Liste hat auf Deutsch inzwischen andere Einträge.",
  changedHere: (who: ChangeAuthor | undefined) =>
    `wurde seit dem Export im CMS geändert${who ? ` (${who.email ? `von ${who.email}, ` : ""}${formatSwissDateTimeShort(who.at)})` : ""} und nicht überschrieben.`,
  revisionSummary: (count: number) => (count === 1 ? "XLIFF-Import: 1 Text übernommen" : `XLIFF-Import: ${count} Texte übernommen`),
  refused: "Die Datei wurde abgelehnt. Es wurde nichts übernommen.",
} as const;

/** What the file's `<file original>` says: this site's public address (env SITE_URL). */
export function siteMarker(): string {
  return env().siteUrl;
}

/** The language code of the file for a site language ("fr-CH", "en"). */
const xliffLanguage = (language: SiteLanguage) => languageFacts[language].htmlLang;

function languageOfCode(code: string | undefined): SiteLanguage | null {
  const primary = (code ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return isSiteLanguage(primary) ? primary : null;
}

export class XliffRefused extends Error {
  constructor(readonly errors: string[]) {
    super(errors[0] ?? xliffMessages.refused);
  }
}

// ---------------------------------------------------------------------------------------------
// The page groups: German page, its sections, and the version in one language

interface Group {
  german: Page;
  germanSections: PageSection[];
  germanRevision: number;
  version: Page | null;
  versionSections: PageSection[];
  /** The version's newest revision (0 without a version). */
  versionRevision: number;
}

async function newestRevisions(db: Queryable, keys: string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ pageKey: pageRevisions.pageKey, revision: pageRevisions.revision })
    .from(pageRevisions)
    .where(inArray(pageRevisions.pageKey, keys))
    .orderBy(asc(pageRevisions.pageKey));
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(row.pageKey, Math.max(newest.get(row.pageKey) ?? 0, row.revision));
  return newest;
}

async function loadGroups(db: Queryable, translationKeys: string[], language: SiteLanguage): Promise<Map<string, Group>> {
  const groups = new Map<string, Group>();
  if (!translationKeys.length) return groups;
  const rows = await db
    .select()
    .from(pages)
    .where(and(inArray(pages.translationKey, translationKeys), inArray(pages.language, [sourceLanguage, language])));
  const germans = rows.filter((r) => r.language === sourceLanguage);
  const versions = new Map(rows.filter((r) => r.language === language).map((r) => [r.translationKey, r]));
  const keys = [...germans.map((g) => g.slugKey), ...[...versions.values()].map((v) => v.slugKey)];
  const sections = keys.length
    ? await db.select().from(pageSections).where(inArray(pageSections.pageSlugKey, keys)).orderBy(asc(pageSections.sectionOrder), asc(pageSections.id))
    : [];
  const sectionsOf = (key: string) => sections.filter((s) => s.pageSlugKey === key);
  const revisions = await newestRevisions(db, keys);
  for (const german of germans) {
    const version = versions.get(german.translationKey) ?? null;
    groups.set(german.translationKey, {
      german,
      germanSections: sectionsOf(german.slugKey),
      germanRevision: revisions.get(german.slugKey) ?? 0,
      version,
      versionSections: version ? sectionsOf(version.slugKey) : [],
      versionRevision: version ? (revisions.get(version.slugKey) ?? 0) : 0,
    });
  }
  return groups;
}

/** A unit's German value as XLIFF content, with its placeholders' tags. */
function sourceOf(unit: UnitSpec): { value: InlineValue; tags: TagTable } {
  return unit.html ? toInline(unit.value) : { value: unit.value, tags: new Map() };
}

/** Whether the version still holds the copied (untranslated) text at this place. */
function stillCopied(place: UnitPlace, version: Page | null, section: PageSection | undefined): boolean {
  if (place.kind === "page") return version?.untranslated.includes(place.field) ?? true;
  return section?.untranslated.includes(place.field) ?? true;
}

/** The version's text at a unit's place as XLIFF content (numbered after the German placeholders); undefined where it has none. */
function currentTarget(unit: UnitSpec, group: Group, germanTags: TagTable): { value: InlineValue; tags: TagTable } | undefined {
  const section =
    unit.place.kind === "page" ? undefined : group.versionSections.find((s) => s.translationKey === (unit.place as { sectionKey: string }).sectionKey);
  const value = valueAt(unit.place, group.version, section);
  if (typeof value !== "string" || value.trim() === "") return undefined;
  return unit.html ? toInline(value, germanTags) : { value, tags: new Map() };
}

// ---------------------------------------------------------------------------------------------
// Export

export interface XliffExport {
  xml: string;
  fileName: string;
  units: number;
  pages: number;
}

/**
 * The XLIFF file for `language`: the pages named (any version's id names its page group), or every
 * page whose version there is out of date (then only its out-of-date fields). Each unit carries the
 * German text now, the German revision it is from and the state of the version's text (its revision
 * and fingerprint, decision 0042); its target is the version's text, where the version has one of its
 * own (a text still as copied from another language has none).
 */
export async function exportXliff(db: Queryable, input: { language: string; pageIds?: number[]; outdated?: boolean }): Promise<XliffExport> {
  const language = languageOfCode(input.language);
  if (!language || language === sourceLanguage) throw new XliffRefused([xliffMessages.unknownLanguage(input.language)]);
  let keys: string[];
  let only: Map<string, Set<string>> | null = null;
  if (input.outdated) {
    const rows = await db
      .select()
      .from(pages)
      .where(inArray(pages.language, [sourceLanguage, language]))
      .orderBy(asc(pages.slug));
    const germans = rows.filter((r) => r.language === sourceLanguage);
    const versions = new Map(rows.filter((r) => r.language === language).map((r) => [r.translationKey, r]));
    const outdated = await outdatedFieldsOf(
      db,
      germans.flatMap((german) => (versions.has(german.translationKey) ? [{ german, versions: [versions.get(german.translationKey)!] }] : [])),
    );
    only = new Map();
    for (const german of germans) {
      const version = versions.get(german.translationKey);
      const fields = version ? outdated.get(version.id) : undefined;
      if (fields?.length) only.set(german.translationKey, new Set(fields.map((f) => f.id)));
    }
    keys = [...only.keys()];
    if (!keys.length) throw new XliffRefused([xliffMessages.noOutdated(languageFacts[language].staffName)]);
  } else {
    const ids = [...new Set(input.pageIds ?? [])].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!ids.length) throw new XliffRefused([xliffMessages.noPages]);
    const named = await db.select({ translationKey: pages.translationKey }).from(pages).where(inArray(pages.id, ids));
    if (named.length !== ids.length) throw new XliffRefused([xliffMessages.unknownPages]);
    keys = [...new Set(named.map((r) => r.translationKey))];
  }
  const groups = await loadGroups(db, keys, language);
  const resources: XliffDocument["resources"][string] = {};
  let unitCount = 0;
  for (const group of [...groups.values()].sort((a, b) => (a.german.slug < b.german.slug ? -1 : 1))) {
    const wanted = only?.get(group.german.translationKey);
    const groupUnits: XliffGroup["groupUnits"] = {};
    for (const unit of unitsOfPage(group.german, group.germanSections)) {
      if (wanted && !wanted.has(fieldIdOf(unit.place))) continue;
      const source = sourceOf(unit);
      const section =
        unit.place.kind === "page" ? undefined : group.versionSections.find((s) => s.translationKey === (unit.place as { sectionKey: string }).sectionKey);
      const target = stillCopied(unit.place, group.version, section) ? undefined : currentTarget(unit, group, source.tags);
      const where = unit.sectionName ? `${group.german.title} – ${unit.sectionName} – ${unit.label}` : `${group.german.title} – ${unit.label}`;
      groupUnits[`${group.german.translationKey}/${unit.path}`] = {
        source: source.value,
        ...(target ? { target: target.value } : {}),
        note: where,
        additionalAttributes: {
          resname: unit.sectionName ? `${unit.sectionName}: ${unit.label}` : unit.label,
          datatype: unit.html ? "html" : "plaintext",
          // The German revision the source is from, and the version's text as it is now (decision 0042):
          // the import compares them with the German page and the version then.
          extradata: formatRevisions({
            germanRevision: group.germanRevision,
            language,
            versionRevision: group.versionRevision,
            fingerprint: fingerprintOf(markedValue(unit.place, group.version, section)),
          }),
          extype: REVISIONS_EXTYPE,
          ...(unit.maxLength ? { maxwidth: String(unit.maxLength), "size-unit": "char" } : {}),
        },
      };
      unitCount++;
    }
    if (Object.keys(groupUnits).length) {
      resources[group.german.translationKey] = { groupUnits, additionalAttributes: { resname: group.german.slug } };
    }
  }
  const document: XliffDocument = {
    sourceLanguage: xliffLanguage(sourceLanguage),
    targetLanguage: xliffLanguage(language),
    resources: { [siteMarker()]: resources },
  };
  // No indentation: the library would put line breaks inside texts with placeholders.
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${await jsToXliff12(document, { indent: "" })}\n`;
  const day = new Date().toISOString().slice(0, 10);
  return { xml, fileName: `uebersetzung-${language}-${day}.xlf`, units: unitCount, pages: Object.keys(resources).length };
}

// ---------------------------------------------------------------------------------------------
// Import

export interface WrittenVersion {
  pageId: number;
  slug: string;
  title: string;
  language: SiteLanguage;
  /** The version did not exist and was created (as a draft) for these texts. */
  created: boolean;
  published: boolean;
  /** The fields written, by their German label. */
  fields: string[];
  revision: number;
}

export interface StaleUnit {
  unit: string;
  page: string;
  slug: string;
  field: string;
  /** The German revision the file's text is from, and the German revision now. */
  exportedRevision: number;
  currentRevision: number;
  /** The German text in the file, and now (plain text). */
  exportedText: string;
  currentText: string;
  reason?: string;
}

/** A unit whose text in the version was changed in the CMS since the export: not written (decision 0042). */
export interface ChangedUnit {
  unit: string;
  /** The German page's title and address, and the version's address. */
  page: string;
  slug: string;
  versionSlug: string;
  field: string;
  /** The version's revision at the export, and now. */
  exportedRevision: number;
  currentRevision: number;
  /** Who changed the text last since the export, and when, where the revisions tell. */
  changedBy: string | null;
  changedAt: string | null;
  /** The translation in the file, and the version's text now (plain text). */
  fileText: string;
  currentText: string;
  /** In German: "wurde seit dem Export im CMS geändert (von …) und nicht überschrieben." */
  reason: string;
}

export interface XliffImportReport {
  written: WrittenVersion[];
  stale: StaleUnit[];
  /** Units changed in the CMS since the export: reported, not overwritten. */
  conflicts: ChangedUnit[];
  errors: string[];
}

export const XLIFF_IMPORT_ACTION = "xliff-import";

interface FileUnit {
  id: string;
  groupKey: string;
  path: string;
  unit: XliffUnit;
  revisions: UnitRevisions;
}

/** The file read and checked as a whole, before anything is looked up: well-formed XLIFF 1.2 of this site, German to one of its languages. */
export async function readXliff(xml: string): Promise<{ language: SiteLanguage; units: FileUnit[] }> {
  const text = xml.replace(/^\uFEFF/, "");
  if (/<!DOCTYPE/i.test(text)) throw new XliffRefused([xliffMessages.doctype]);
  let document: XliffDocument;
  try {
    document = await xliff12ToJs(text, { captureSpacesBetweenElements: true });
  } catch (error) {
    const detail = ((error as Error).message ?? "").split("\n")[0];
    if (/reading 'attributes'|reading 'elements'|reading 'find'/.test(detail)) throw new XliffRefused([xliffMessages.notXliff]);
    throw new XliffRefused([xliffMessages.notXml(detail)]);
  }
  // The library does not notice a file cut short; a complete one ends with its root's end tag.
  if (!/<\/(?:[A-Za-z_][\w.-]*:)?xliff>\s*$/.test(text)) throw new XliffRefused([xliffMessages.truncated]);
  if (!/<(?:[A-Za-z_][\w.-]*:)?xliff[\s>]/.test(text) || !document || typeof document.resources !== "object") throw new XliffRefused([xliffMessages.notXliff]);
  if (document.xliffVersion) throw new XliffRefused([xliffMessages.wrongVersion(document.xliffVersion)]);
  const files = Object.keys(document.resources);
  if (files.length !== 1) throw new XliffRefused([files.length === 0 ? xliffMessages.noUnits : xliffMessages.oneFile]);
  const original = files[0];
  if (original !== siteMarker()) throw new XliffRefused([xliffMessages.foreignSite(original, siteMarker())]);
  if (languageOfCode(document.sourceLanguage) !== sourceLanguage) throw new XliffRefused([xliffMessages.sourceLanguage(document.sourceLanguage ?? "")]);
  const language = languageOfCode(document.targetLanguage);
  if (!language || language === sourceLanguage) throw new XliffRefused([xliffMessages.targetLanguage(document.targetLanguage ?? "")]);

  const units: FileUnit[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  let oldUnits = 0;
  for (const [groupKey, entry] of Object.entries(document.resources[original])) {
    if (!("groupUnits" in entry)) {
      errors.push(xliffMessages.unitOutsidePage(groupKey));
      continue;
    }
    for (const [id, unit] of Object.entries(entry.groupUnits)) {
      if ("groupUnits" in unit || !id.startsWith(`${groupKey}/`)) {
        errors.push(xliffMessages.unknownUnit(id));
        continue;
      }
      if (seen.has(id)) errors.push(xliffMessages.duplicateUnit(id));
      seen.add(id);
      const revisions = parseRevisions(unit.additionalAttributes?.extradata);
      if (revisions === "old") oldUnits++;
      else if (!revisions || revisions.language !== language) errors.push(xliffMessages.badRevision(id));
      else units.push({ id, groupKey: groupKey.toLowerCase(), path: id.slice(groupKey.length + 1), unit, revisions });
    }
  }
  // A file from before the version's state was recorded cannot tell a text changed in the CMS since: refused whole (decision 0042).
  if (oldUnits) throw new XliffRefused([xliffMessages.oldExport]);
  if (errors.length) throw new XliffRefused(errors);
  if (!units.length) throw new XliffRefused([xliffMessages.noUnits]);
  return { language, units };
}

const plain = (value: InlineValue | undefined) => {
  try {
    return htmlToPlainText(fromInlineLoose(value));
  } catch {
    return "";
  }
};

/** Text of inline content for a report: placeholders left out. */
function fromInlineLoose(value: InlineValue | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(fromInlineLoose).join("");
  const data = Object.values(value)[0] as { contents?: InlineValue } | undefined;
  return fromInlineLoose(data?.contents);
}

interface PlannedWrite {
  unit: UnitSpec;
  text: string;
}

interface GroupPlan {
  group: Group;
  writes: PlannedWrite[];
  /** Units whose target equals a text still marked as copied: the translator kept it, so it counts as translated. */
  kept: UnitSpec[];
}

/**
 * Imports an XLIFF file as `viewer`: checks it whole (XliffRefused with every reason when anything
 * is foreign or damaged: nothing is written), leaves out the units whose German text changed since
 * the export (listed in `stale`) and those whose text in the version was changed in the CMS since
 * (listed in `conflicts`, decision 0042), and writes the others that differ from the version, each
 * version with one revision, in one transaction. A version the file translates but the site lacks is
 * created as a draft first.
 */
export async function importXliff(viewer: Viewer, xml: string, options: { language?: string | null } = {}): Promise<XliffImportReport> {
  const { language, units } = await readXliff(xml);
  // The file's language must be the one the request named (if it named one), and one the viewer exchanges.
  if (options.language?.trim() && languageOfCode(options.language) !== language) {
    throw new XliffRefused([xliffMessages.otherTargetLanguage(languageFacts[language].staffName, options.language.trim())]);
  }
  const refused = exchangeRefusal(viewer, language);
  if (refused) throw data({ ok: false, message: refused }, { status: 403 });
  return writeContent(viewer, "translations.exchange", async (tx) => {
    const report = await planAndWrite(tx, viewer, language, units);
    if (report.errors.length) throw new XliffRefused(report.errors);
    return report;
  });
}

async function planAndWrite(tx: Transaction, viewer: Viewer, language: SiteLanguage, units: FileUnit[]): Promise<XliffImportReport> {
  const errors: string[] = [];
  const stale: StaleUnit[] = [];
  const conflicts: ChangedUnit[] = [];
  const keys = [...new Set(units.map((u) => u.groupKey))];
  // The German pages first, then the versions, each in address order: what is compared and written cannot change meanwhile.
  const known = await tx
    .select({ slug: pages.slug, translationKey: pages.translationKey, language: pages.language })
    .from(pages)
    .where(and(inArray(pages.translationKey, keys), inArray(pages.language, [sourceLanguage, language])));
  for (const key of keys) if (!known.some((p) => p.translationKey === key && p.language === sourceLanguage)) errors.push(xliffMessages.unknownPage(key));
  if (errors.length) return { written: [], stale, conflicts, errors };
  const order = (lang: string) =>
    known
      .filter((p) => p.language === lang)
      .map((p) => slugMatchKey(p.slug))
      .sort();
  for (const key of [...order(sourceLanguage), ...order(language)]) await lockPage(tx, key);
  const groups = await loadGroups(tx, keys, language);

  const plans: GroupPlan[] = [];
  for (const key of keys) {
    const group = groups.get(key)!;
    const fileUnits = units.filter((u) => u.groupKey === key);
    const catalog = new Map(unitsOfPage(group.german, group.germanSections).map((u) => [u.path, u]));
    const germanSectionKeys = new Set(group.germanSections.map((s) => s.translationKey));
    const where = (unit: UnitSpec | null, path: string) =>
      `Seite «${group.german.title}»${unit?.sectionName ? `, Sektion «${unit.sectionName}»` : ""}, ${unit?.label ?? path}`;
    const plan: GroupPlan = { group, writes: [], kept: [] };
    /** Units whose text in the version changed in the CMS since the export: reported below, not written. */
    const changed: { file: FileUnit; spec: UnitSpec }[] = [];
    // Lists go as a whole: a list's units are written only if all are there and none is stale.
    const listUnits = new Map<string, { file: FileUnit[]; stale: boolean }>();
    for (const file of fileUnits) {
      const place = parseUnitPath(file.path);
      if (!place) {
        errors.push(xliffMessages.unknownUnit(file.id));
        continue;
      }
      const exportedRevision = file.revisions.germanRevision;
      if (exportedRevision > group.germanRevision) {
        errors.push(xliffMessages.futureRevision(file.id, exportedRevision));
        continue;
      }
      const spec = catalog.get(file.path) ?? null;
      const staleEntry = (reason?: string): StaleUnit => ({
        unit: file.id,
        page: group.german.title,
        slug: group.german.slug,
        field: spec ? (spec.sectionName ? `${spec.sectionName}: ${spec.label}` : spec.label) : file.path,
        exportedRevision,
        currentRevision: group.germanRevision,
        exportedText: plain(file.unit.source),
        currentText: spec ? (spec.html ? htmlToPlainText(spec.value) : spec.value) : "",
        ...(reason ? { reason } : {}),
      });
      if (place.kind !== "page" && !germanSectionKeys.has(place.sectionKey)) {
        stale.push(staleEntry(xliffMessages.sectionStale));
        continue;
      }
      if (place.kind === "section" && place.field !== "contentHtml") {
        const section = group.germanSections.find((s) => s.translationKey === place.sectionKey)!;
        if (sharedSettingsKeys(section.sectionType).has(place.field.slice("settings.".length))) {
          errors.push(xliffMessages.unknownUnit(file.id));
          continue;
        }
      }
      const isStale = !spec || inlineKey(file.unit.source) !== inlineKey(sourceOf(spec).value);
      if (place.kind === "item") {
        const listId = fieldIdOf(place);
        const entry = listUnits.get(listId) ?? { file: [], stale: false };
        entry.file.push(file);
        entry.stale ||= isStale;
        listUnits.set(listId, entry);
        continue;
      }
      if (isStale) {
        stale.push(staleEntry(spec ? undefined : xliffMessages.fieldStale));
        continue;
      }
      if (wouldChange(group, spec, file) && changedSinceExport(group, spec.place, file.revisions.fingerprint)) {
        changed.push({ file, spec });
        continue;
      }
      planUnit(plan, spec, file, where(spec, file.path), errors);
    }
    for (const [listId, entry] of listUnits) {
      const expected = [...catalog.values()].filter((u) => u.place.kind === "item" && fieldIdOf(u.place) === listId).map((u) => u.path);
      const given = new Set(entry.file.map((f) => f.path));
      const complete = expected.length === given.size && expected.every((p) => given.has(p));
      if (entry.stale || !complete) {
        for (const file of entry.file) {
          const spec = catalog.get(file.path) ?? null;
          stale.push({
            unit: file.id,
            page: group.german.title,
            slug: group.german.slug,
            field: spec ? `${spec.sectionName ?? ""}: ${spec.label}` : file.path,
            exportedRevision: file.revisions.germanRevision,
            currentRevision: group.germanRevision,
            exportedText: plain(file.unit.source),
            currentText: spec ? (spec.html ? htmlToPlainText(spec.value) : spec.value) : "",
            reason: xliffMessages.listStale,
          });
        }
        continue;
      }
      // The list is the version's as a whole: changed in the CMS since the export, none of its entries is written.
      const [first] = entry.file;
      const specs = entry.file.map((file) => ({ file, spec: catalog.get(file.path)! }));
      if (specs.some(({ file, spec }) => wouldChange(group, spec, file)) && changedSinceExport(group, specs[0].spec.place, first.revisions.fingerprint)) {
        changed.push(...specs);
        continue;
      }
      planList(plan, entry.file, catalog, where, errors);
    }
    if (plan.writes.length || plan.kept.length) plans.push(plan);
    conflicts.push(...(await changedUnits(tx, group, changed)));
  }
  if (errors.length) return { written: [], stale, conflicts, errors };

  const written: WrittenVersion[] = [];
  for (const plan of plans) {
    const result = await writeGroup(tx, viewer, language, plan, errors);
    if (result) written.push(result);
  }
  return { written, stale, conflicts, errors };
}

/** The version's section at a unit's place (undefined for a page text, or where the version has none). */
function versionSectionAt(group: Group, place: UnitPlace): PageSection | undefined {
  return place.kind === "page" ? undefined : group.versionSections.find((s) => s.translationKey === place.sectionKey);
}

/** Whether the unit's target would change the version's text (a target, not empty, other than the text there now). */
function wouldChange(group: Group, spec: UnitSpec, file: FileUnit): boolean {
  const target = file.unit.target;
  if (target === undefined || inlineKey(target) === "") return false;
  const current = currentTarget(spec, group, sourceOf(spec).tags);
  return !current || inlineKey(current.value) !== inlineKey(target);
}

/**
 * Whether the version's text at this place is no longer the one the file was exported with (decision
 * 0042). A text still marked as copied from another language is never a conflict: nobody's
 * translation is lost by writing over a copy (and a version or section the site lacks has none).
 */
function changedSinceExport(group: Group, place: UnitPlace, fingerprint: string): boolean {
  const section = versionSectionAt(group, place);
  if (stillCopied(place, group.version, section)) return false;
  return fingerprintOf(markedValue(place, group.version, section)) !== fingerprint;
}

/** The report of the units changed in the CMS since the export, with who changed each last, where the version's revisions tell. */
async function changedUnits(tx: Transaction, group: Group, changed: { file: FileUnit; spec: UnitSpec }[]): Promise<ChangedUnit[]> {
  const version = group.version;
  if (!version || !changed.length) return [];
  const since = Math.min(...changed.map(({ file }) => file.revisions.versionRevision));
  const authors = await lastChangesSince(
    tx,
    version.slugKey,
    since,
    changed.map(({ file, spec }) => ({ id: file.id, place: spec.place, fingerprint: file.revisions.fingerprint })),
  );
  return changed.map(({ file, spec }) => {
    const now = valueAt(spec.place, version, versionSectionAt(group, spec.place));
    const who = authors.get(file.id);
    return {
      unit: file.id,
      page: group.german.title,
      slug: group.german.slug,
      versionSlug: version.slug,
      field: spec.sectionName ? `${spec.sectionName}: ${spec.label}` : spec.label,
      exportedRevision: file.revisions.versionRevision,
      currentRevision: group.versionRevision,
      changedBy: who?.email ?? null,
      changedAt: who ? who.at.toISOString() : null,
      fileText: plain(file.unit.target),
      currentText: typeof now === "string" ? (spec.html ? htmlToPlainText(now) : now) : "",
      reason: xliffMessages.changedHere(who),
    };
  });
}

/** A unit's target: nothing when empty or the version already says it; else the text to write. */
function planUnit(plan: GroupPlan, spec: UnitSpec, file: FileUnit, where: string, errors: string[]) {
  const target = file.unit.target;
  if (target === undefined || inlineKey(target) === "") return;
  const { group } = plan;
  const sourceTags = sourceOf(spec).tags;
  const current = currentTarget(spec, group, sourceTags);
  const section =
    spec.place.kind === "page" ? undefined : group.versionSections.find((s) => s.translationKey === (spec.place as { sectionKey: string }).sectionKey);
  if (current && inlineKey(current.value) === inlineKey(target)) {
    // The same text as the version's: nothing to write, unless it was still marked as copied (the translator kept it).
    if (group.version && stillCopied(spec.place, group.version, section)) plan.kept.push(spec);
    return;
  }
  try {
    // Placeholders stand for the version's own tags where it has them (its links), else the German ones.
    const tags: TagTable = new Map([...sourceTags, ...(current?.tags ?? [])]);
    const text = spec.html ? fromInline(target, tags) : textFromInline(target);
    plan.writes.push({ unit: spec, text });
  } catch (error) {
    if (error instanceof InlineError) errors.push(xliffMessages.unitProblem(where, error.message));
    else throw error;
  }
}

/** A translated list: every entry's texts from its units (all present, none stale); written when any differs from the version's. */
function planList(
  plan: GroupPlan,
  files: FileUnit[],
  catalog: Map<string, UnitSpec>,
  where: (unit: UnitSpec | null, path: string) => string,
  errors: string[],
) {
  const before = plan.writes.length;
  const missing: UnitSpec[] = [];
  for (const file of files) {
    const spec = catalog.get(file.path)!;
    if (file.unit.target === undefined || inlineKey(file.unit.target) === "") {
      missing.push(spec);
      continue;
    }
    planUnit(plan, spec, file, where(spec, file.path), errors);
  }
  if (plan.writes.length === before) return;
  // Some entry changes: the whole list is written, and each of its texts needs a translation of its own
  // (the version's text where it has one at that place, never the German one).
  for (const spec of missing) {
    const section = plan.group.versionSections.find((s) => s.translationKey === (spec.place as { sectionKey: string }).sectionKey);
    const own = valueAt(spec.place, plan.group.version, section);
    if (typeof own !== "string" || own.trim() === "" || stillCopied(spec.place, plan.group.version, section)) {
      errors.push(xliffMessages.unitProblem(where(spec, spec.path), xliffMessages.listIncomplete));
      return;
    }
  }
}

async function writeGroup(tx: Transaction, viewer: Viewer, language: SiteLanguage, plan: GroupPlan, errors: string[]): Promise<WrittenVersion | null> {
  const author = { id: viewer.id, email: viewer.email };
  let { version } = plan.group;
  let sections = plan.group.versionSections;
  let created = false;
  if (!version) {
    if (!plan.writes.length) return null;
    ({ page: version } = await createLanguageVersion(tx, { pageId: plan.group.german.id, language, copyFrom: sourceLanguage }, { author }));
    sections = await tx.select().from(pageSections).where(eq(pageSections.pageSlugKey, version.slugKey)).orderBy(asc(pageSections.sectionOrder));
    created = true;
  }
  const labels: string[] = [];
  const label = (unit: UnitSpec) => (unit.sectionName ? `${unit.sectionName}: ${unit.label}` : unit.label);

  // Page texts.
  const pageValues: Record<string, string> = {};
  for (const { unit, text } of plan.writes) if (unit.place.kind === "page") pageValues[unit.place.field] = text;
  if (Object.keys(pageValues).length) {
    try {
      const values = validatePageTexts(pageValues);
      await tx
        .update(pages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pages.id, version.id));
    } catch (error) {
      if (error instanceof PageValidationError) {
        for (const [field, message] of Object.entries(error.fieldErrors))
          errors.push(xliffMessages.unitProblem(`Seite «${plan.group.german.title}», ${field}`, message));
        throw new XliffRefused(errors);
      }
      throw error;
    }
  }

  // Section texts, by section; a section German has and the version lacks is added, copied from German, first.
  const bySection = new Map<string, PlannedWrite[]>();
  for (const write of plan.writes) {
    if (write.unit.place.kind === "page") continue;
    const key = write.unit.place.sectionKey;
    bySection.set(key, [...(bySection.get(key) ?? []), write]);
  }
  for (const [sectionKey, writes] of bySection) {
    let section = sections.find((s) => s.translationKey === sectionKey);
    if (!section)
      section = await addCounterpart(
        tx,
        version,
        plan.group.germanSections.find((s) => s.translationKey === sectionKey)!,
        writes,
        plan.group.germanRevision,
      );
    const german = plan.group.germanSections.find((s) => s.translationKey === sectionKey)!;
    let contentHtml = section.contentHtml ?? "";
    const settings: Record<string, unknown> = structuredClone(section.settings);
    const listsBegun = new Set<string>();
    for (const { unit, text } of writes) {
      const place = unit.place;
      if (place.kind === "page") continue;
      if (place.field === "contentHtml") contentHtml = text;
      else if (place.kind === "section") settings[place.field.slice("settings.".length)] = text;
      else {
        const key = place.field.slice("settings.".length);
        const germanList = Array.isArray(german.settings[key]) ? (german.settings[key] as unknown[]) : [];
        const ownList = Array.isArray(settings[key]) ? (settings[key] as unknown[]) : [];
        // The version's own list where it has as many entries as the German one; else the German entries (their pictures and choices) to fill in.
        if (!listsBegun.has(key) && (ownList.length !== germanList.length || section.untranslated.includes(place.field)))
          settings[key] = structuredClone(germanList);
        listsBegun.add(key);
        const list = settings[key] as Record<string, unknown>[];
        list[place.index] = { ...list[place.index], [place.itemKey]: text };
      }
    }
    try {
      const valid = validateSectionInput({
        sectionName: section.sectionName,
        sectionType: section.sectionType,
        contentHtml,
        isPublished: section.isPublished,
        settings,
        mediaAssetIds: section.mediaAssetIds,
      });
      await tx
        .update(pageSections)
        .set({ contentHtml: valid.contentHtml, contentPlain: valid.contentPlain, settings: valid.settings, updatedAt: new Date() })
        .where(eq(pageSections.id, section.id));
    } catch (error) {
      if (error instanceof SectionValidationError) {
        for (const message of Object.values(error.fieldErrors))
          errors.push(xliffMessages.unitProblem(`Seite «${plan.group.german.title}», Sektion «${section.sectionName}»`, message));
        throw new XliffRefused(errors);
      }
      throw error;
    }
  }
  labels.push(...plan.writes.map((w) => label(w.unit)));

  // Texts kept as they were copied: no longer marked as copied, and as of the German page now.
  if (plan.kept.length) {
    labels.push(...plan.kept.map(label));
    await confirmKept(tx, version, plan.group.germanRevision, plan.kept);
  }
  const revision = await recordRevision(tx, version.slug, { action: XLIFF_IMPORT_ACTION, summary: xliffMessages.revisionSummary(labels.length), author });
  const [after] = await tx.select().from(pages).where(eq(pages.id, version.id)).limit(1);
  return { pageId: version.id, slug: after.slug, title: after.title, language, created, published: after.published, fields: [...new Set(labels)], revision };
}

/**
 * The version's counterpart of a German section it lacks: an unpublished copy, its texts marked as
 * copied except the ones about to be written, which are as of the German revision now (a new row has
 * no earlier state for field-marks.server.ts to compare with).
 */
async function addCounterpart(tx: Transaction, version: Page, german: PageSection, writes: PlannedWrite[], germanRevision: number): Promise<PageSection> {
  const written = [...new Set(writes.flatMap((w) => (w.unit.place.kind === "page" ? [] : [w.unit.place.field])))];
  const [row] = await tx
    .insert(pageSections)
    .values({
      pageSlug: version.slug,
      sectionName: german.sectionName,
      sectionType: german.sectionType,
      sectionOrder: german.sectionOrder,
      contentHtml: german.contentHtml,
      contentPlain: german.contentPlain,
      // Unpublished, whatever German's flag: on a published version it would otherwise go live by itself,
      // with the texts the file did not translate still in German (decision 0042). An editor publishes it.
      isPublished: false,
      settings: german.settings,
      mediaAssetIds: german.mediaAssetIds,
      translationKey: german.translationKey,
      untranslated: copiedSectionFields(german).filter((f) => !written.includes(f)),
      fieldSourceRevisions: Object.fromEntries(written.map((f) => [f, germanRevision])),
    })
    .returning();
  return row;
}

/** Marks texts the translator kept as copied as translated and up to date with the German revision now. */
async function confirmKept(tx: Transaction, version: Page, germanRevision: number, kept: UnitSpec[]) {
  const pageFields = kept.filter((u) => u.place.kind === "page").map((u) => (u.place as { field: string }).field);
  if (pageFields.length) {
    const [row] = await tx.select().from(pages).where(eq(pages.id, version.id)).limit(1);
    await tx
      .update(pages)
      .set({
        untranslated: row.untranslated.filter((f) => !pageFields.includes(f)),
        fieldSourceRevisions: { ...row.fieldSourceRevisions, ...Object.fromEntries(pageFields.map((f) => [f, germanRevision])) },
      })
      .where(eq(pages.id, version.id));
  }
  const bySection = new Map<string, string[]>();
  for (const unit of kept) {
    if (unit.place.kind === "page") continue;
    bySection.set(unit.place.sectionKey, [...(bySection.get(unit.place.sectionKey) ?? []), unit.place.field]);
  }
  for (const [sectionKey, fields] of bySection) {
    const [row] = await tx
      .select()
      .from(pageSections)
      .where(and(eq(pageSections.pageSlugKey, version.slugKey), eq(pageSections.translationKey, sectionKey)))
      .limit(1);
    if (!row) continue;
    await tx
      .update(pageSections)
      .set({
        untranslated: row.untranslated.filter((f) => !fields.includes(f)),
        fieldSourceRevisions: { ...row.fieldSourceRevisions, ...Object.fromEntries(fields.map((f) => [f, germanRevision])) },
      })
      .where(eq(pageSections.id, row.id));
  }
}
