import { describe, expect, it } from "vitest";
import { GALLERY_GRID_LIMIT, PRODUCT_GALLERY_GRID_LIMIT, chooseGalleryMode, galleryGridColumns } from "./gallery-mode";

describe("chooseGalleryMode", () => {
  it("has nothing to show without pictures", () => {
    expect(chooseGalleryMode("auto", 0)).toBe("empty");
    expect(chooseGalleryMode("carousel", 0)).toBe("empty");
  });

  it("auto: grid up to 8 pictures, carousel beyond", () => {
    expect(GALLERY_GRID_LIMIT).toBe(8);
    expect(chooseGalleryMode("auto", 2)).toBe("grid");
    expect(chooseGalleryMode("auto", 8)).toBe("grid");
    expect(chooseGalleryMode("auto", 9)).toBe("carousel");
    expect(chooseGalleryMode(undefined, 8)).toBe("grid");
    expect(chooseGalleryMode(undefined, 12)).toBe("carousel");
  });

  it("one picture is always shown on its own", () => {
    expect(chooseGalleryMode("auto", 1)).toBe("single");
    expect(chooseGalleryMode("carousel", 1)).toBe("single");
    expect(chooseGalleryMode("grid", 1)).toBe("single");
  });

  it("a chosen type wins over the count", () => {
    expect(chooseGalleryMode("grid", 20)).toBe("grid");
    expect(chooseGalleryMode("carousel", 3)).toBe("carousel");
    expect(chooseGalleryMode("single", 5)).toBe("single");
  });

  it("product hero gallery: grid up to 4 pictures unless a carousel is chosen", () => {
    expect(PRODUCT_GALLERY_GRID_LIMIT).toBe(4);
    expect(chooseGalleryMode("auto", 4, PRODUCT_GALLERY_GRID_LIMIT)).toBe("grid");
    expect(chooseGalleryMode("auto", 5, PRODUCT_GALLERY_GRID_LIMIT)).toBe("carousel");
    expect(chooseGalleryMode("carousel", 2, PRODUCT_GALLERY_GRID_LIMIT)).toBe("carousel");
  });
});

describe("galleryGridColumns", () => {
  it("keeps pairs in two columns and caps at three", () => {
    expect(galleryGridColumns(1)).toBe(1);
    expect(galleryGridColumns(2)).toBe(2);
    expect(galleryGridColumns(3)).toBe(3);
    expect(galleryGridColumns(4)).toBe(2);
    expect(galleryGridColumns(7)).toBe(3);
  });
});
