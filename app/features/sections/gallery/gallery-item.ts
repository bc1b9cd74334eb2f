// One picture of a gallery or carousel: its own module, so the carousel and the gallery that lazily
// loads it share the type without importing each other.
import type { ResolvedImage } from "~/features/media/image-sources";

export interface GalleryItem {
  key: string | number;
  /** null: the file could not be found; a placeholder takes its place (docs/product/media.md, "Pictures on pages"). */
  image: ResolvedImage | null;
  alt?: string;
}
