// Where each library file is used (pinned by media-usage.test.ts): page hero, Open Graph and gallery images,
// the media lists and settings of sections ('asset:{id}', media_asset_id, image file names), the
// site logo and testimonial portraits. Pure; library.server.ts loads the rows.
import { collectAssetReferences, emptyAssetReferences } from "~/features/media/asset-references";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";
import type { AssetUsage } from "./library-assets";

export interface UsagePage {
  slug: string;
  title: string;
  published: boolean;
  heroAssetId: number | null;
  ogAssetId: number | null;
  galleryAssetIds: number[] | null;
}

export interface UsageSection {
  pageSlug: string;
  sectionName: string;
  isPublished: boolean;
  mediaAssetIds: number[];
  settings: Record<string, unknown>;
}

export interface UsageSources {
  assets: { id: number; filename: string }[];
  pages: UsagePage[];
  sections: UsageSection[];
  logoAssetId: number | null;
  testimonials: { author: string; mediaAssetId: number | null }[];
  /**
   * What the approved copies of pages that need 'Freigabe' show (page_live_content: the page row, its sections and
   * the pictures it froze, docs/decisions/0044-visitor-read-model.md): visitors see these files there whatever the
   * page's rows say now, so deleting one breaks an approved page.
   */
  approvedCopies?: { slug: string; title: string; snapshot: unknown }[];
}

/** Every file an approved copy shows: its page's pictures, its sections' and the pictures it froze. */
function approvedCopyReferences(snapshot: unknown, into = emptyAssetReferences()) {
  const copy = (snapshot ?? {}) as { page?: Record<string, unknown>; sections?: Record<string, unknown>[]; shows?: { assets?: Record<string, unknown> } };
  const page = copy.page ?? {};
  const numbers = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
  for (const value of [page.heroAssetId, page.ogAssetId, ...numbers(page.galleryAssetIds)]) {
    if (typeof value === "number") into.ids.add(value);
  }
  for (const section of copy.sections ?? []) {
    for (const id of numbers(section.mediaAssetIds)) if (typeof id === "number") into.ids.add(id);
    collectAssetReferences(section.settings, into);
  }
  for (const id of Object.keys(copy.shows?.assets ?? {})) if (Number.isInteger(Number(id))) into.ids.add(Number(id));
  return into;
}

function pageLabel(page: UsagePage | undefined, slug: string): string {
  const path = canonicalSlug(page?.slug ?? slug);
  return page ? `${page.title} (${path})` : path;
}

/** Every use of every asset, by asset id, without repeats. */
export function buildUsageIndex(sources: UsageSources): Map<number, AssetUsage[]> {
  const index = new Map<number, AssetUsage[]>();
  const idByFilename = new Map(sources.assets.map((a) => [a.filename.toLowerCase(), a.id]));
  const pageByKey = new Map(sources.pages.map((p) => [slugMatchKey(p.slug), p]));

  const add = (id: number | null | undefined, usage: AssetUsage) => {
    if (id == null) return;
    const list = index.get(id) ?? [];
    const same = list.find((u) => u.label === usage.label);
    if (!same) list.push(usage);
    else if (usage.published) same.published = true;
    index.set(id, list);
  };

  for (const page of sources.pages) {
    const base = pageLabel(page, page.slug);
    const href = canonicalSlug(page.slug);
    add(page.heroAssetId, { kind: "hero", label: `${base} – Hero-Bild`, href, published: page.published });
    // The Open Graph image is a share preview, never shown on the page itself.
    add(page.ogAssetId, { kind: "og", label: `${base} – Vorschaubild (Open Graph)`, href, published: false });
    for (const id of page.galleryAssetIds ?? []) add(id, { kind: "gallery", label: `${base} – Galerie`, href, published: page.published });
  }

  for (const section of sources.sections) {
    const page = pageByKey.get(slugMatchKey(section.pageSlug));
    const usage = (): AssetUsage => ({
      kind: "section",
      label: `${pageLabel(page, section.pageSlug)} – Sektion «${section.sectionName}»`,
      href: canonicalSlug(page?.slug ?? section.pageSlug),
      published: Boolean(page?.published && section.isPublished),
    });
    const refs = collectAssetReferences(section.settings, emptyAssetReferences());
    const ids = new Set<number>([...section.mediaAssetIds, ...refs.ids]);
    for (const name of refs.filenames) {
      const id = idByFilename.get(name.toLowerCase());
      if (id !== undefined) ids.add(id);
    }
    for (const id of ids) add(id, usage());
  }

  // An approved copy shows its files with the alt texts it froze: in use, but not counted for a missing alt text.
  for (const copy of sources.approvedCopies ?? []) {
    const refs = approvedCopyReferences(copy.snapshot);
    const ids = new Set(refs.ids);
    for (const name of refs.filenames) {
      const id = idByFilename.get(name.toLowerCase());
      if (id !== undefined) ids.add(id);
    }
    const href = canonicalSlug(copy.slug);
    for (const id of ids) add(id, { kind: "approved", label: `${copy.title} (${href}) – freigegebene Fassung`, href, published: false });
  }

  // Logo and portraits carry their alt text from elsewhere (site title, author): not counted as shown.
  add(sources.logoAssetId, { kind: "logo", label: "Logo der Website (Globale Einstellungen)", href: null, published: false });

  for (const testimonial of sources.testimonials) {
    add(testimonial.mediaAssetId, { kind: "testimonial", label: `Testimonial von ${testimonial.author}`, href: null, published: false });
  }

  return index;
}
