// What a prepared section needs besides itself to render: the library files it names and, for a
// testimonials section without items of its own, the published testimonials. Pure and shared: the
// server's pipeline reads them for a page (section-pipeline.server.ts), the edit mode's browser preview
// asks for the ones it has not yet read (edit-mode/preview-store.ts, decision 0049).
import { collectAssetReferences, emptyAssetReferences, type AssetReferences } from "~/features/media/asset-references";
import type { SectionView } from "./section-view";

/** A testimonials section without items of its own shows the published testimonials (also asked by the read model: visitor-site/outside-change-scope.server.ts). */
export function usesPublishedTestimonials(section: Pick<SectionView, "type" | "settings">): boolean {
  return section.type === "testimonials" && !("unknownType" in section) && !(section.settings as { items?: unknown[] } | null)?.items?.length;
}

/** The section's library files: its media list, and the asset ids and file names in its settings. */
export function sectionAssetReferences(section: SectionView, into: AssetReferences = emptyAssetReferences()): AssetReferences {
  for (const id of section.mediaIds) into.ids.add(id);
  return collectAssetReferences(section.settings, into);
}
