// The one way from stored section rows to what a page renders, used by the public
// page (pages/page-view.server.ts) and the sections demo (sections-demo.server.ts); the edit mode's
// live preview prepares the section being typed in the browser with the same prepare step and reads
// what it needs besides from loadSupportData (decision 0049):
//   prepare (settings checked, HTML sanitised: prepare-section.ts)
//   → order (docs/product/sections.md, "Order on the page": section-order.ts; teaser boxes grouped; who gives the page its <h1>: page-opening.ts)
//   → support (the library files, icons and testimonials the sections need).
import { and, eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pages, type PageSection } from "#db/schema";
import { loadAssetViews } from "~/features/media/asset-view.server";
import { loadPublishedTestimonials } from "~/features/testimonials/testimonials.server";
import { languageOfPath, sourceLanguage, type SiteLanguage } from "~/lib/languages";
import { slugMatchKey } from "~/lib/slug";
import { cleanText } from "~/lib/text";
import { emptyAssetReferences, type AssetReferences } from "~/features/media/asset-references";
import { sectionsProvideH1 } from "./page-opening";
import { sectionAssetReferences, usesPublishedTestimonials } from "./section-support";
import { prepareSection } from "./prepare-sections.server";
import { sectionIconMarkup } from "./section-icons.server";
import { groupTeaserBoxes, legacySectionTemplateOrder, orderSections } from "./section-order";
import type { SectionBlock, SectionView, TestimonialView } from "./section-view";
import type { AssetView } from "~/features/media/asset-view";

export interface SectionSupport {
  assets: Record<number, AssetView>;
  /** SVG markup of the section icons used. */
  icons: Record<string, string>;
  testimonials: TestimonialView[];
}

export interface PreparedSections extends SectionSupport {
  /** In page order. */
  sections: SectionView[];
  /** The same sections as rendered: single sections and grids of consecutive teaser boxes. */
  blocks: SectionBlock[];
  /** Whether the first section already renders the page's <h1>. */
  sectionsProvideH1: boolean;
}

export interface SectionPipelineOptions {
  /** The page the sections belong to (the teaser grid's columns depend on it). */
  pageSlug: string;
  /** The legacy section-template order (docs/product/sections.md, "Order on the page") — the /geburt-wochenbett/* addresses. */
  legacyOrder?: boolean;
  /** Library files the page needs besides its sections' (hero, share image, related pages). */
  extraAssetIds?: (number | null | undefined)[];
}

/** Prepare and order, without the database: the sections as visitors see them, in page order (also the publish check's input). */
export function orderedSectionViews(rows: PageSection[], { legacyOrder = false } = {}): SectionView[] {
  const prepared = rows.map(prepareSection);
  return legacyOrder ? legacySectionTemplateOrder(prepared) : orderSections(prepared);
}

export async function prepareSectionViews(db: Queryable, rows: PageSection[], options: SectionPipelineOptions): Promise<PreparedSections> {
  const sections = orderedSectionViews(rows, options);
  return {
    sections,
    blocks: groupTeaserBoxes(sections, await germanAddressFor(db, options.pageSlug, sections)),
    sectionsProvideH1: sectionsProvideH1(sections[0]),
    ...(await loadSectionSupport(db, sections, languageOfPath(options.pageSlug), options.extraAssetIds)),
  };
}

/**
 * The address of the German version of the page at `pageSlug`, which decides the teaser grid's columns
 * (section-order.ts teaserGridColumns): a version's own address is never read for it. Looked up only for a
 * version of another language that has teaser boxes; the address itself otherwise (German, or a page-less address).
 */
async function germanAddressFor(db: Queryable, pageSlug: string, sections: SectionView[]): Promise<string> {
  if (languageOfPath(pageSlug) === sourceLanguage || !sections.some((s) => s.type === "teaser_box")) return pageSlug;
  const [version] = await db
    .select({ translationKey: pages.translationKey })
    .from(pages)
    .where(eq(pages.slugKey, slugMatchKey(pageSlug)))
    .limit(1);
  if (!version) return pageSlug;
  const [german] = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.translationKey, version.translationKey), eq(pages.language, sourceLanguage)))
    .limit(1);
  return german?.slug ?? pageSlug;
}

/**
 * What rendering these sections needs besides themselves: the library files they refer to (plus
 * `extraAssetIds`), the SVG of their icons, and the published testimonials when a testimonials
 * section has no items of its own.
 */
async function loadSectionSupport(
  db: Queryable,
  sections: SectionView[],
  language: SiteLanguage,
  extraAssetIds: (number | null | undefined)[] = [],
): Promise<SectionSupport> {
  const refs = emptyAssetReferences();
  for (const section of sections) sectionAssetReferences(section, refs);
  for (const id of extraAssetIds) if (id) refs.ids.add(id);
  const { assets, testimonials } = await loadSupportData(db, language, refs, sections.some(usesPublishedTestimonials));
  return { assets, icons: sectionIconMarkup(sections.map((s) => s.settings)), testimonials };
}

/**
 * The library files `refs` names, in the page's language, and – when asked – the published
 * testimonials of that language with their pictures. The public page reads them for its sections; the
 * edit mode's browser preview reads them once when an editor chooses a picture or a testimonials
 * section (the 'preview-support' section action, decision 0049).
 */
export async function loadSupportData(
  db: Queryable,
  language: SiteLanguage,
  refs: AssetReferences,
  withTestimonials: boolean,
): Promise<Pick<SectionSupport, "assets" | "testimonials">> {
  const testimonialRows = withTestimonials ? await loadPublishedTestimonials(db, language) : [];
  for (const t of testimonialRows) if (t.mediaAssetId) refs.ids.add(t.mediaAssetId);
  return {
    assets: await loadAssetViews(db, language, refs.ids, refs.filenames),
    testimonials: testimonialRows.map((t) => ({
      id: t.id,
      author: cleanText(t.author),
      role: t.role ? cleanText(t.role) : null,
      quote: cleanText(t.quote),
      rating: t.rating,
      mediaAssetId: t.mediaAssetId,
    })),
  };
}
