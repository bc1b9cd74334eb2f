// The widths a section's pictures take in the layout, as `sizes` hints (docs/product/media.md, "Pictures on pages"): one
// list for the renderers, which hand them to the browser, and for the 'Veröffentlichungs-Check', which
// compares each picture with the widest it is drawn at. No zod here: renderers import it.
import { DEFAULT_IMAGE_SIZES } from "~/features/media/image-sources";

export const imageLayouts = {
  split: "(min-width: 1024px) 560px, 100vw",
  full: "(min-width: 1280px) 1152px, 100vw",
  form: "(min-width: 1024px) 440px, 100vw",
  teaserBox: "(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw",
  productTeaser: "(min-width: 768px) 560px, 100vw",
  productHighlight: "(min-width: 1024px) 620px, 100vw",
  productTile: "(min-width: 1280px) 270px, (min-width: 640px) 50vw, 100vw",
  portrait: "48px",
  card: DEFAULT_IMAGE_SIZES,
} as const;

export type ImageLayout = keyof typeof imageLayouts;
