// The frozen part of an approved copy: what a page shows from elsewhere, as it was approved (page-shows.server.ts
// makes it; docs/decisions/0044-visitor-read-model.md). Pure.
import type { PageSnapshot } from "#db/schema";
import type { AssetView } from "~/features/media/asset-view";
import type { TestimonialView } from "~/features/sections/section-view";

/** A neighbour's teaser as visitors see it ('Weitere Produkte'). */
export interface RelatedPage {
  slug: string;
  title: string;
  description: string | null;
  assetId: number | null;
}

export interface PageShows {
  assets: Record<string, AssetView>;
  testimonials: TestimonialView[];
  related: RelatedPage[];
}

/** The frozen part of an approved copy or a submission; null for one frozen before this existed (then today's is shown). */
export function showsOf(snapshot: PageSnapshot | null | undefined): PageShows | null {
  const shows = (snapshot as { shows?: unknown } | null | undefined)?.shows as Partial<PageShows> | undefined;
  if (!shows || typeof shows !== "object" || !shows.assets || !Array.isArray(shows.testimonials) || !Array.isArray(shows.related)) return null;
  return { assets: shows.assets, testimonials: shows.testimonials, related: shows.related };
}

/** The same view with what it shows from elsewhere as frozen in `shows`. */
export function withShows<V extends { assets: Record<number, AssetView>; testimonials: TestimonialView[]; related: RelatedPage[] }>(
  view: V,
  shows: PageShows | null,
): V {
  if (!shows) return view;
  const frozen = Object.fromEntries(Object.entries(shows.assets).map(([id, asset]) => [Number(id), asset]));
  return { ...view, assets: { ...view.assets, ...frozen }, testimonials: shows.testimonials, related: shows.related };
}

/** Where two frozen states differ, in the words of the approval panel. */
export function showsChanges(before: PageShows | null, after: PageShows): string[] {
  if (!before) return [];
  const changes: string[] = [];
  // Stored as jsonb, which gives object keys back in its own order: compared with sorted keys.
  const canonical = (value: unknown) =>
    JSON.stringify(value ?? null, (_key, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
        : v,
    );
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
  for (const [id, asset] of Object.entries(after.assets)) {
    const was = before.assets[id];
    if (was && was.alt !== asset.alt) changes.push(`Alternativtext von «${asset.filename}»: «${was.alt}» → «${asset.alt}»`);
    else if (was && !same(was, asset)) changes.push(`Bild «${asset.filename}» geändert`);
  }
  if (!same(before.testimonials, after.testimonials)) changes.push("Kundenstimmen geändert");
  if (!same(before.related, after.related)) changes.push("«Weitere Produkte» geändert");
  return changes;
}
