// Frame classes shared by the gallery layouts.
import type { GalleryFit, GalleryRatio } from "./gallery-mode";

export const ratioClasses: Record<GalleryRatio, string> = {
  "16/9": "aspect-video",
  "4/3": "aspect-[4/3]",
  "1/1": "aspect-square",
};

export const fitClasses: Record<GalleryFit, string> = {
  cover: "object-cover",
  contain: "object-contain",
  // In a fixed frame 'auto' shows the whole picture; outside a frame it keeps its own proportions.
  auto: "object-contain",
};
