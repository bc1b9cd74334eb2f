// The rules of the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): pure functions over a page,
// its sections as visitors will see them, and what exists on the site. No database, no React.
// A language version (app/features/language-versions/) is checked in its language: texts copied from
// another language and not yet translated are errors, links to pages of another language hints.
import type { SectionView } from "~/features/sections/section-view";
import type { AssetView } from "~/features/media/asset-view";
import { openingHeadingLevel, sectionsProvideH1 } from "~/features/sections/page-opening";
import { fieldLabelsOf } from "~/features/sections/editor/form-model";
import { sectionRegistry, sectionTypes } from "~/features/sections/registry";
import { classifyLink, parseAssetReference } from "~/lib/links";
import { slugMatchKey } from "~/lib/slug";
import { sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { textLimits } from "~/lib/text-limits";
import { htmlContent, largestRenderedWidth, sectionContent, type HeadingEntry, type ImageSlot, type SectionContent } from "./section-content";
import { checkTexts } from "./check-texts";

export type FindingSeverity = "error" | "hint";
export type FindingRule = "alt-text" | "meta" | "link" | "headings" | "empty-section" | "image-size" | "untranslated" | "language";

export interface Finding {
  rule: FindingRule;
  severity: FindingSeverity;
  message: string;
  /** The section the finding is about; null for the page's own fields. */
  sectionId: number | null;
  /** The section's name, or 'Seite' for the page's own fields. */
  sectionName: string;
  field: string;
  fieldLabel: string;
}

export interface CheckPage {
  id: number;
  slug: string;
  title: string;
  h1: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Sanitised; shown only when the page has no sections. */
  contentHtml: string;
  language: SiteLanguage;
  /** Page fields copied from another language and not yet translated ("title", "metaTitle", …; pages.untranslated). */
  untranslated: readonly string[];
}

/** What an internal address leads to. */
export type LinkTarget = { kind: "page"; published: boolean; language: SiteLanguage } | { kind: "other" } | null;

export interface CheckInput {
  page: CheckPage;
  /** The sections visitors will see (published ones), in page order. */
  sections: SectionView[];
  /** Library files the page refers to that exist, by id. */
  assets: Record<number, AssetView>;
  /** What an internal path leads to: a page (published or not, in its language), another route, or nothing. */
  resolvePath: (path: string) => LinkTarget;
  /** The fields of the sections that are not yet translated ("contentHtml", "settings.<key>"; page_sections.untranslated), by section id. */
  untranslatedSections: ReadonlyMap<number, readonly string[]>;
}

/** A picture is "far larger" than needed above this many times its largest rendered CSS width (2× for high-density screens, twice again). */
export const OVERSIZE_FACTOR = 4;

let settingsLabels: { byType: Map<string, Map<string, string>>; anyType: Map<string, string> } | undefined;

function loadSettingsLabels() {
  if (!settingsLabels) {
    const byType = new Map(sectionTypes.map((t) => [t as string, fieldLabelsOf(sectionRegistry[t].schema)]));
    const anyType = new Map<string, string>();
    byType.forEach((labels) => labels.forEach((label, key) => anyType.has(key) || anyType.set(key, label)));
    settingsLabels = { byType, anyType };
  }
  return settingsLabels;
}

/** A section field's label as the editor shows it: the type's own settings label, else the key's label in any type. */
function sectionFieldLabel(type: string, field: string): string {
  const labels = loadSettingsLabels();
  return checkTexts.sectionColumnLabels[field] ?? labels.byType.get(type)?.get(field) ?? labels.anyType.get(field) ?? field;
}

/** The settings keys of a section type in the order its form shows them. */
function sectionFieldOrder(type: string): string[] {
  return [...(loadSettingsLabels().byType.get(type)?.keys() ?? [])];
}

type Where = { section: SectionView } | { section: null };

function finding(rule: FindingRule, severity: FindingSeverity, where: Where, field: string, message: string): Finding {
  return where.section
    ? {
        rule,
        severity,
        message,
        sectionId: where.section.id,
        sectionName: where.section.name || checkTexts.unnamedSection(where.section.id),
        field,
        fieldLabel: sectionFieldLabel(where.section.type, field),
      }
    : { rule, severity, message, sectionId: null, sectionName: checkTexts.pageFields, field, fieldLabel: checkTexts.pageFieldLabels[field] ?? field };
}

// ---------------------------------------------------------------------------------------------------
// Meta texts

export function checkMeta(page: CheckPage): Finding[] {
  const out: Finding[] = [];
  const where = { section: null };
  const title = page.metaTitle?.trim() ?? "";
  const description = page.metaDescription?.trim() ?? "";
  if (!title) out.push(finding("meta", "error", where, "metaTitle", checkTexts.metaTitleEmpty));
  else if (title.length > textLimits.metaTitle)
    out.push(finding("meta", "hint", where, "metaTitle", checkTexts.metaTitleLong(title.length, textLimits.metaTitle)));
  if (!description) out.push(finding("meta", "hint", where, "metaDescription", checkTexts.metaDescriptionEmpty));
  else if (description.length > textLimits.metaDescription) {
    out.push(finding("meta", "hint", where, "metaDescription", checkTexts.metaDescriptionLong(description.length, textLimits.metaDescription)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Pictures

interface LocatedImage {
  slot: ImageSlot;
  where: Where;
}

function findAsset(ref: string, assets: Record<number, AssetView>): { asset?: AssetView; missingId?: number; external?: boolean } {
  if (/^asset:/i.test(ref)) {
    const id = parseAssetReference(ref);
    if (id === null) return { missingId: Number.NaN };
    return assets[id] ? { asset: assets[id] } : { missingId: id };
  }
  if (/^https?:\/\//i.test(ref)) return { external: true };
  const name = decodeURIComponent(ref.split(/[?#]/, 1)[0].replace(/^\/media\//, "")).toLowerCase();
  return { asset: Object.values(assets).find((a) => a.filename.toLowerCase() === name || a.url === ref) };
}

function imageName(slot: ImageSlot, asset?: AssetView): string {
  return asset?.filename ?? slot.ref;
}

/**
 * `assets` are the page's library files in its language (their `alt` is that language's alt text,
 * asset-view.server.ts): a picture of a French page whose file has only a German alt text has none
 * there (docs/decisions/0034-alt-texts-per-language.md).
 */
export function checkImages(images: LocatedImage[], assets: Record<number, AssetView>, language: SiteLanguage): Finding[] {
  const out: Finding[] = [];
  for (const { slot, where } of images) {
    const { asset, missingId } = findAsset(slot.ref, assets);
    if (missingId !== undefined) {
      out.push(finding("link", "error", where, slot.field, checkTexts.imageMissing(slot.ref)));
      continue;
    }
    const alt = slot.alt?.trim() || asset?.alt.trim() || "";
    if (!slot.decorative && !alt) {
      const field = slot.field === "image" ? "imageAlt" : slot.field;
      const name = imageName(slot, asset);
      // A library file's alt text of another language is given in the media library; the section's own field names this place only.
      const message =
        language === sourceLanguage || !asset ? checkTexts.altMissing(name) : checkTexts.altMissingInLanguage(name, language, field === "imageAlt");
      out.push(finding("alt-text", "error", where, field, message));
    }
    if (asset?.width && slot.sizes && asset.mimeType.startsWith("image/") && asset.mimeType !== "image/svg+xml") {
      const shown = largestRenderedWidth(slot.sizes);
      if (shown > 0 && asset.width > shown * OVERSIZE_FACTOR)
        out.push(finding("image-size", "hint", where, slot.field, checkTexts.imageTooLarge(asset.filename, asset.width, shown)));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Links

/** The page address an internal link leads to (without query or anchor); null for a link to anything
 * else, and for an anchor or query on the same page, which always works. */
export function linkedPath(href: string): string | null {
  const link = classifyLink(href);
  if (link.kind !== "internal" || link.href.startsWith("#") || link.href.startsWith("?")) return null;
  return link.href.split(/[?#]/, 1)[0];
}

export function checkLinks(
  links: { href: string; field: string; where: Where }[],
  assets: Record<number, AssetView>,
  resolvePath: CheckInput["resolvePath"],
  language: SiteLanguage,
): Finding[] {
  const out: Finding[] = [];
  for (const { href, field, where } of links) {
    const link = classifyLink(href);
    if (link.kind === "asset") {
      if (!assets[link.assetId]) out.push(finding("link", "error", where, field, checkTexts.assetMissing(link.assetId)));
      continue;
    }
    const path = linkedPath(href);
    if (path === null) continue;
    const target = resolvePath(path);
    if (!target) out.push(finding("link", "error", where, field, checkTexts.linkMissing(path)));
    else if (target.kind === "page" && !target.published) out.push(finding("link", "error", where, field, checkTexts.linkUnpublished(path)));
    // A French page links French pages: a link into another language takes the visitor out of theirs.
    if (target?.kind === "page" && target.language !== language)
      out.push(finding("language", "hint", where, field, checkTexts.otherLanguageLink(target.language, path)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Texts not yet translated

const settingsPrefix = "settings.";

/** Where a mark of page_sections.untranslated points in the section's form: "contentHtml", or the settings key. */
function markedSectionField(mark: string): string {
  return mark.startsWith(settingsPrefix) ? mark.slice(settingsPrefix.length) : mark;
}

/**
 * The page's own texts visitors see (public-page-view.tsx): the title and the meta texts always, the
 * h1 and intro in the page's header unless its first section opens the page, its HTML only when it
 * has no sections. A mark on a text nobody sees blocks nothing; it counts once the text shows.
 */
export function shownPageFields(sections: SectionView[]): Set<string> {
  const shown = new Set(["title", "metaTitle", "metaDescription"]);
  if (!sectionsProvideH1(sections[0])) ["h1", "intro"].forEach((field) => shown.add(field));
  if (sections.length === 0) shown.add("contentHtml");
  return shown;
}

/** The fields in the order their form shows them (`order`), fields it does not know last. */
function inFormOrder(fields: readonly string[], order: readonly string[]): string[] {
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...new Set(fields)].sort((a, b) => rank(a) - rank(b));
}

const pageFieldOrder = ["title", "h1", "intro", "metaTitle", "metaDescription", "contentHtml"];

/**
 * A language version with texts still as they were copied from another language (marked in
 * pages.untranslated / page_sections.untranslated until an editor changes them): one error for the
 * page's fields and one per published section, naming the fields, so a French page with German text
 * is not published unnoticed.
 */
export function checkUntranslated(page: CheckPage, sections: SectionView[], marks: CheckInput["untranslatedSections"]): Finding[] {
  const out: Finding[] = [];
  const shown = shownPageFields(sections);
  const pageFields = inFormOrder(
    page.untranslated.filter((field) => shown.has(field)),
    pageFieldOrder,
  );
  if (pageFields.length) {
    const labels = pageFields.map((field) => (field === "contentHtml" ? checkTexts.contentLabel : (checkTexts.pageFieldLabels[field] ?? field)));
    out.push(finding("untranslated", "error", { section: null }, pageFields[0], checkTexts.untranslated(labels)));
  }
  for (const section of sections) {
    const marked = marks.get(section.id);
    if (!marked?.length) continue;
    const fields = inFormOrder(marked.map(markedSectionField), ["contentHtml", ...sectionFieldOrder(section.type)]);
    const labels = fields.map((field) => (field === "contentHtml" ? checkTexts.contentLabel : sectionFieldLabel(section.type, field)));
    out.push(finding("untranslated", "error", { section }, fields[0], checkTexts.untranslated(labels)));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Heading outline

export function checkHeadings(headings: (HeadingEntry & { where: Where })[]): Finding[] {
  const out: Finding[] = [];
  const h1s = headings.filter((h) => h.level === 1);
  if (h1s.length === 0) out.push(finding("headings", "error", { section: null }, "h1", checkTexts.noH1));
  for (const extra of h1s.slice(1)) out.push(finding("headings", "error", extra.where, extra.field, checkTexts.severalH1(h1s.length, extra.text)));
  let previous = 0;
  for (const heading of headings) {
    if (previous > 0 && heading.level > previous + 1) {
      out.push(finding("headings", "hint", heading.where, heading.field, checkTexts.skippedLevel(heading.text, heading.level, previous)));
    }
    previous = heading.level;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Empty sections

/** A section shows nothing of its own: no title or text, no picture, no items, no rich text. */
export function isEmptySection(section: SectionView): boolean {
  if ("unknownType" in section) return false;
  // A form always shows its fields; testimonials fall back to the published testimonials.
  if (section.type === "form" || section.type === "testimonials") return false;
  if (section.plain.trim() || section.mediaIds.length > 0) return false;
  const s = section.settings as Record<string, unknown>;
  const shown = [
    "title",
    "subtitle",
    "description",
    "heroTitle",
    "heroSubtitle",
    "heroDescription",
    "image",
    "materialInfo",
    "buttonText",
    "primaryButtonText",
    "cta1Text",
  ];
  if (shown.some((key) => typeof s[key] === "string" && s[key].trim())) return false;
  return !["items", "features", "technicalSpecs"].some((key) => Array.isArray(s[key]) && (s[key] as unknown[]).length > 0);
}

export function checkEmptySections(sections: SectionView[]): Finding[] {
  return sections.filter(isEmptySection).map((section) => finding("empty-section", "hint", { section }, "title", checkTexts.emptySection));
}

// ---------------------------------------------------------------------------------------------------
// The whole check

/** What the rules look at on a page: its pictures, headings and links, each with where it sits. */
export interface CheckedContent {
  images: LocatedImage[];
  headings: (HeadingEntry & { where: Where })[];
  links: { href: string; field: string; where: Where }[];
}

/** Collects a page's pictures, heading outline and links (the page's own HTML only without sections). */
export function checkedContent(page: CheckPage, sections: SectionView[]): CheckedContent {
  const content: CheckedContent = { images: [], headings: [], links: [] };
  const add = (part: SectionContent, where: Where) => {
    part.headings.forEach((h) => content.headings.push({ ...h, where }));
    part.images.forEach((slot) => content.images.push({ slot, where }));
    part.links.forEach((l) => content.links.push({ ...l, where }));
  };
  if (!sectionsProvideH1(sections[0])) content.headings.push({ level: 1, text: page.h1?.trim() || page.title, field: "h1", where: { section: null } });
  if (sections.length === 0) add(htmlContent(page.contentHtml, "contentHtml"), { section: null });
  const firstLevel = openingHeadingLevel(sections[0]);
  sections.forEach((section, index) => add(sectionContent(section, index === 0 ? firstLevel : 2), { section }));
  return content;
}

/** `content` may be passed when the caller collected it already (to look up the linked paths first). */
export function runPublishCheck(input: CheckInput, content: CheckedContent = checkedContent(input.page, input.sections)): Finding[] {
  const { page, sections, assets, resolvePath, untranslatedSections } = input;
  const findings = [
    ...checkUntranslated(page, sections, untranslatedSections),
    ...checkMeta(page),
    ...checkHeadings(content.headings),
    ...checkImages(content.images, assets, page.language),
    ...checkLinks(content.links, assets, resolvePath, page.language),
    ...checkEmptySections(sections),
  ];
  // Errors first; within a severity, the page's own fields, then the sections in page order.
  const order = new Map(sections.map((s, i) => [s.id, i]));
  return findings.sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1) ||
      (a.sectionId === null ? -1 : (order.get(a.sectionId) ?? 0)) - (b.sectionId === null ? -1 : (order.get(b.sectionId) ?? 0)),
  );
}

/** What the screens receive: the findings and their counts. */
export interface PublishCheckResult {
  pageId: number;
  slug: string;
  findings: Finding[];
  errors: number;
  hints: number;
}

export function countFindings(findings: Finding[]) {
  return { errors: findings.filter((f) => f.severity === "error").length, hints: findings.filter((f) => f.severity === "hint").length };
}

/** The key an internal path is looked up under (slug spellings are one address, decision 0002). */
export function pathKey(path: string): string {
  return slugMatchKey(path);
}
