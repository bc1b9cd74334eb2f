// What a renderer receives: a section whose settings were checked and whose HTML was sanitised on
// the server (prepare-sections.server.ts). Types only — safe to import from browser code.
import type { SectionSettings, SectionType } from "./registry";

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

/** Consecutive teaser boxes are rendered as one grid (spec §9). */
export type SectionBlock = { kind: "single"; section: SectionView } | { kind: "teaser-grid"; columns: 2 | 3; sections: SectionView[] };
