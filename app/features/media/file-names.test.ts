import { describe, expect, it } from "vitest";
import {
  categoryFormValue,
  categoryLabel,
  extensionOf,
  isSafeMediaName,
  normaliseEditCategory,
  normaliseUploadCategory,
  numberedFileName,
  sanitizeSeoInput,
  seoNameForUpload,
  suggestAltText,
  suggestSeoName,
  suggestTitle,
  syntheticAssetId,
  syntheticTitle,
  uploadFileName,
  withoutExtension,
} from "./file-names";

const T = 1718000000123;

describe("SEO name suggestion (docs/product/media.md, 'Uploads')", () => {
  it("lower-cases, removes non-alphanumerics, turns spaces into hyphens and adds the timestamp", () => {
    expect(suggestSeoName("Gebärwanne Aqua+Plus (Front).JPG", T)).toBe(`gebaerwanne-aquaplus-front-${T}`);
  });
  it("collapses repeated hyphens and trims them", () => {
    expect(suggestSeoName("  --Pflege   Bad -- 2024-- .png", T)).toBe(`pflege-bad-2024-${T}`);
  });
  it("treats underscores as word breaks and drops accents", () => {
    expect(suggestSeoName("Café_Straße_Übersicht.webp", T)).toBe(`cafe-strasse-uebersicht-${T}`);
  });
  it("falls back to upload-{timestamp} without a usable name", () => {
    expect(suggestSeoName("", T)).toBe(`upload-${T}`);
    expect(suggestSeoName("???.png", T)).toBe(`upload-${T}`);
    expect(suggestSeoName(".png", T)).toBe(`upload-${T}`);
  });
  it("keeps long names short", () => {
    expect(suggestSeoName(`${"a".repeat(300)}.jpg`, T).length).toBeLessThanOrEqual(120);
  });
});

describe("SEO name input and upload rules", () => {
  it("strips everything but a-z, 0-9 and hyphens while typing", () => {
    expect(sanitizeSeoInput("Hallo Welt_2!")).toBe("hallowelt2");
    expect(sanitizeSeoInput("bad-wanne--x")).toBe("bad-wanne--x");
  });
  it("replaces other characters by hyphens on upload", () => {
    expect(seoNameForUpload("Hallo Welt_2!")).toBe("hallo-welt-2");
    expect(seoNameForUpload("--a..b--")).toBe("a-b");
    expect(seoNameForUpload("../../etc/passwd")).toBe("etc-passwd");
  });
  it("appends the original extension", () => {
    expect(uploadFileName("gebaerwanne-front", "IMG_0001.JPEG", T)).toBe("gebaerwanne-front.jpeg");
    expect(uploadFileName("datenblatt", "Datenblatt.pdf", T)).toBe("datenblatt.pdf");
    expect(uploadFileName("ohne-endung", "README", T)).toBe("ohne-endung");
  });
  it("uses upload-{timestamp} when nothing is left of the SEO name", () => {
    expect(uploadFileName("!!!", "foto.png", T)).toBe(`upload-${T}.png`);
  });
  it("numbers taken names before the extension", () => {
    expect(numberedFileName("bild.png", 1)).toBe("bild.png");
    expect(numberedFileName("bild.png", 2)).toBe("bild-2.png");
    expect(numberedFileName("bild", 3)).toBe("bild-3");
  });
  it("reads extensions", () => {
    expect(extensionOf("a.b.PNG")).toBe("png");
    expect(extensionOf("noext")).toBe("");
    expect(withoutExtension("a.b.png")).toBe("a.b");
  });
  it("only accepts names that stay in the media folder", () => {
    expect(isSafeMediaName("bild-1.png")).toBe(true);
    expect(isSafeMediaName("../x.png")).toBe(false);
    expect(isSafeMediaName("a/b.png")).toBe(false);
    expect(isSafeMediaName(".hidden")).toBe(false);
    expect(isSafeMediaName("a..png")).toBe(false);
    expect(isSafeMediaName("")).toBe(false);
  });
});

describe("title and alt text suggestions", () => {
  it("takes the SEO name with hyphens as spaces, without the suggestion's timestamp", () => {
    expect(suggestTitle(`gebaerwanne-aqua-plus-${T}`, "x.jpg")).toBe("Gebaerwanne aqua plus");
  });
  it("falls back to the original name without extension", () => {
    expect(suggestTitle(`upload-${T}`, "Mein Foto.jpg")).toBe("Mein Foto");
    expect(suggestTitle("", "Mein_Foto.jpg")).toBe("Mein Foto");
  });
  it("suggests 'title - brand' for images only", () => {
    expect(suggestAltText("Gebärwanne", true)).toBe("Gebärwanne - Auralis Medizintechnik AG");
    expect(suggestAltText("Datenblatt", false)).toBe("");
    expect(suggestAltText("  ", true)).toBe("Auralis Medizintechnik AG");
  });
});

describe("categories (docs/product/media.md, 'Editing a file')", () => {
  it("defaults an empty upload category to 'uncategorized'", () => {
    expect(normaliseUploadCategory("")).toBe("uncategorized");
    expect(normaliseUploadCategory("  Messe  2024 ")).toBe("Messe 2024");
    expect(normaliseUploadCategory(undefined)).toBe("uncategorized");
  });
  it("stores null for 'Keine Kategorie' and 'uncategorized' for empty in the edit form", () => {
    expect(normaliseEditCategory("none")).toBeNull();
    expect(normaliseEditCategory("")).toBe("uncategorized");
    expect(normaliseEditCategory("pflege")).toBe("pflege");
    expect(categoryFormValue(null)).toBe("none");
    expect(categoryFormValue("pflege")).toBe("pflege");
  });
  it("labels categories in German", () => {
    expect(categoryLabel(null)).toBe("Keine Kategorie");
    expect(categoryLabel("sanitaer")).toBe("Sanitär");
    expect(categoryLabel("Messe")).toBe("Messe");
  });
});

describe("storage-only entries (docs/product/media.md, 'Storage-only files')", () => {
  it("derives a stable negative id from the file name", () => {
    const id = syntheticAssetId("verwaist.png");
    expect(id).toBeLessThan(0);
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(-(2 ** 31));
    expect(syntheticAssetId("verwaist.png")).toBe(id);
    expect(syntheticAssetId("verwaist-2.png")).not.toBe(id);
  });
  it("titles them with the name up to the first dot", () => {
    expect(syntheticTitle("bild.final.png")).toBe("bild");
  });
});
