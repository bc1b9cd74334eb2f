// What a renderer receives: a section whose settings were checked and whose HTML was sanitised
// (prepare-section.ts: on the server, or in the edit mode's browser preview). Types only — safe to import from browser code.
import type { SectionSettings, SectionType } from "./registry";
import type { SectionWrapperVariant } from "./section-wrapper";

export interface SectionViewBase {
  id: number;
  name: string;
  order: number;
  isPublished: boolean;
  /** Sanitised content_html. */
  html: string;
  plain: string;
  /** Library files chosen for the section, in order (media_asset_ids). */
  mediaIds: number[];
  // Two facts of the section's type, copied from its definition when the view is prepared
  // (prepare-section.ts). The renderers and the page-opening rule read them here
  // rather than from the registry: the registry holds the zod schemas, and zod must stay out of the
  // visitor's JavaScript. Unknown types: false and "default".
  /** The type's title is the page's <h1> when the section opens the page (definition `opensPage`). */
  opensPage: boolean;
  /** The wrapper's surface when the settings choose no variant (definition `defaultVariant`). */
  defaultVariant: SectionWrapperVariant;
}

export type KnownSectionView = {
  [T in SectionType]: SectionViewBase & { type: T; settings: SectionSettings<T> };
}[SectionType];

export type UnknownSectionView = SectionViewBase & { type: string; unknownType: true; settings: Record<string, never> };

export type SectionView = KnownSectionView | UnknownSectionView;

export type SectionViewOf<T extends SectionType> = Extract<KnownSectionView, { type: T }>;

export interface TestimonialView {
  id: number;
  author: string;
  role: string | null;
  quote: string;
  rating: number;
  mediaAssetId: number | null;
}

/** Consecutive teaser boxes are rendered as one grid (docs/product/sections.md, "Order on the page"). */
export type SectionBlock = { kind: "single"; section: SectionView } | { kind: "teaser-grid"; columns: 2 | 3; sections: SectionView[] };
