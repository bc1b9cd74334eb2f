// How a gallery is laid out (docs/product/sections.md, "Galleries"). Pure, unit-tested.

export type GalleryType = "auto" | "single" | "grid" | "carousel";
export type GalleryRatio = "16/9" | "4/3" | "1/1";
export type GalleryFit = "cover" | "contain" | "auto";
export type GalleryMode = "empty" | "single" | "grid" | "carousel";

/** A gallery section shows a grid up to 8 pictures and a swipe carousel beyond. */
export const GALLERY_GRID_LIMIT = 8;
/** A product hero gallery shows a grid up to 4 pictures unless a carousel is chosen. */
export const PRODUCT_GALLERY_GRID_LIMIT = 4;

export function chooseGalleryMode(type: GalleryType | undefined, count: number, gridLimit: number = GALLERY_GRID_LIMIT): GalleryMode {
  if (count <= 0) return "empty";
  if (count === 1 || type === "single") return "single";
  if (type === "grid") return "grid";
  if (type === "carousel") return "carousel";
  return count <= gridLimit ? "grid" : "carousel";
}

/** Responsive grid columns for n pictures: never more than 3, and pairs stay pairs (2 or 4 → 2). */
export function galleryGridColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}
