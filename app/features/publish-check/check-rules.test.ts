// One test per rule of the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): each fails when its rule breaks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sectionTypeFacts, type SectionType } from "~/features/sections/registry";
import type { KnownSectionView, SectionView } from "~/features/sections/section-view";
import type { AssetView } from "~/features/media/asset-view";
import { checkHeadings, checkMeta, isEmptySection, runPublishCheck, type CheckInput, type CheckPage, type LinkTarget } from "./check-rules";
import { largestRenderedWidth } from "./section-content";

const asset = (id: number, extra: Partial<AssetView> = {}): AssetView => ({
  id,
  url: `/media/bild-${id}.webp`,
  filename: `bild-${id}.webp`,
  title: null,
  alt: `Alt ${id}`,
  mimeType: "image/webp",
  width: 1200,
  height: 800,
  ...extra,
});

const page: CheckPage = {
  id: 1,
  slug: "/produkte/contessa",
  title: "Contessa",
  h1: null,
  metaTitle: "Contessa Gebärwanne",
  metaDescription: "Die Gebärwanne Contessa für Geburtsabteilungen.",
  contentHtml: "",
};

let nextId = 10;
function section<T extends SectionType>(type: T, settings: Extract<KnownSectionView, { type: T }>["settings"], extra: Partial<SectionView> = {}): SectionView {
  nextId += 1;
  return {
    id: nextId,
    name: `${type} ${nextId}`,
    order: nextId,
    isPublished: true,
    html: "",
    plain: "",
    mediaIds: [],
    ...sectionTypeFacts(type),
    type,
    settings,
    ...extra,
  } as SectionView;
}

const pagesBySlug: Record<string, LinkTarget> = {
  "/kontakt": { kind: "page", published: true },
  "/produkte/entwurf": { kind: "page", published: false },
};

function check(sections: SectionView[], assets: Record<number, AssetView> = {}, own: Partial<CheckPage> = {}) {
  const input: CheckInput = { page: { ...page, ...own }, sections, assets, resolvePath: (path) => pagesBySlug[path] ?? null };
  return runPublishCheck(input);
}

const hero = () => section("hero", { title: "Contessa" });

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("meta texts", () => {
  it("wants a meta title (error) and a description (hint), both within 60 and 160 characters (hints)", () => {
    expect(checkMeta(page)).toEqual([]);
    expect(checkMeta({ ...page, metaTitle: "  " })).toMatchObject([
      { severity: "error", field: "metaTitle", sectionId: null, sectionName: "Seite", fieldLabel: "Meta-Titel" },
    ]);
    expect(checkMeta({ ...page, metaTitle: "x".repeat(61) })).toMatchObject([{ severity: "hint", field: "metaTitle" }]);
    expect(checkMeta({ ...page, metaTitle: "x".repeat(60) })).toEqual([]);
    expect(checkMeta({ ...page, metaDescription: null })).toMatchObject([{ severity: "hint", field: "metaDescription" }]);
    expect(checkMeta({ ...page, metaDescription: "y".repeat(161) })).toMatchObject([
      { severity: "hint", field: "metaDescription", message: expect.stringContaining("161 Zeichen") },
    ]);
    expect(checkMeta({ ...page, metaDescription: "y".repeat(160) })).toEqual([]);
  });
});

describe("alt texts", () => {
  it("reports a section picture without any alt text as an error at its alt-text field", () => {
    const image = section("image_text", { title: "Bild", image: "asset:3" });
    const findings = check([hero(), image], { 3: asset(3, { alt: "" }) });
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: "alt-text", severity: "error", sectionId: image.id, field: "imageAlt", fieldLabel: "Alternativtext des Bildes" }),
    );
  });

  it("accepts the section's imageAlt, the library's alt text or its title", () => {
    const withAlt = section("image_text", { title: "Bild", image: "asset:3", imageAlt: "Wanne von oben" });
    const fromLibrary = section("image_text", { title: "Bild", image: "asset:4" });
    const fromTitle = section("image_text", { title: "Bild", image: "asset:5" });
    const findings = check([hero(), withAlt, fromLibrary, fromTitle], { 3: asset(3, { alt: "" }), 4: asset(4), 5: asset(5, { alt: "", title: "Wanne" }) });
    expect(findings.filter((f) => f.rule === "alt-text")).toEqual([]);
  });

  it("checks the library files of a gallery and pictures inside the rich text, but not decorative tiles", () => {
    const gallery = section("gallery", { title: "Galerie" }, { mediaIds: [6] });
    const text = section("text", { title: "Text" }, { html: '<p><img src="https://example.org/a.png" alt=""></p>', plain: "x" });
    const tiles = section("product_tiles", { title: "Kacheln", items: [{ title: "Contessa", media_asset_id: 7 }] });
    const findings = check([hero(), gallery, text, tiles], { 6: asset(6, { alt: "" }), 7: asset(7, { alt: "" }) }).filter((f) => f.rule === "alt-text");
    expect(findings.map((f) => [f.sectionId, f.field])).toEqual([
      [gallery.id, "mediaAssetIds"],
      [text.id, "contentHtml"],
    ]);
  });

  it("reports a picture whose library file does not exist", () => {
    const image = section("image_text", { title: "Bild", image: "asset:99", imageAlt: "x" });
    expect(check([hero(), image])).toContainEqual(expect.objectContaining({ rule: "link", severity: "error", sectionId: image.id, field: "image" }));
  });
});

describe("links", () => {
  it("reports internal links to missing or unpublished pages and asset: links to missing files as errors", () => {
    const cta = section("cta", {
      title: "Kontakt",
      primaryButtonText: "Los",
      primaryButtonUrl: "/gibt-es-nicht",
      secondaryButtonText: "Entwurf",
      secondaryButtonUrl: "/produkte/entwurf",
    });
    const download = section("teaser_box", { title: "Prospekt", buttonText: "PDF", buttonUrl: "asset:77" });
    const findings = check([hero(), cta, download]).filter((f) => f.rule === "link");
    expect(findings).toEqual([
      expect.objectContaining({
        severity: "error",
        sectionId: cta.id,
        field: "primaryButtonUrl",
        fieldLabel: "Link Button 1",
        message: expect.stringContaining("/gibt-es-nicht"),
      }),
      expect.objectContaining({ severity: "error", sectionId: cta.id, field: "secondaryButtonUrl", message: expect.stringContaining("unveröffentlichte") }),
      expect.objectContaining({ severity: "error", sectionId: download.id, field: "buttonUrl", message: expect.stringContaining("asset:77") }),
    ]);
  });

  it("accepts published pages, existing files, anchors, external and mail links, also inside rich text and items", () => {
    const text = section(
      "text",
      { title: "Text" },
      { html: '<p><a href="/kontakt">Kontakt</a> <a href="#oben">oben</a> <a href="https://example.org">x</a> <a href="mailto:a@b.ch">m</a></p>', plain: "x" },
    );
    const content = section("content", { title: "Karten", buttonUrl: "asset:8", buttonText: "PDF", items: [{ title: "Eins", url: "/kontakt" }] });
    expect(check([hero(), text, content], { 8: asset(8, { mimeType: "application/pdf", width: null }) }).filter((f) => f.rule === "link")).toEqual([]);
  });

  it("reports a broken link inside rich text at the content field", () => {
    const text = section("text", { title: "Text" }, { html: '<p><a href="/weg">weg</a></p>', plain: "weg" });
    expect(check([hero(), text])).toContainEqual(expect.objectContaining({ rule: "link", sectionId: text.id, field: "contentHtml" }));
  });
});

describe("heading outline", () => {
  it("gives a page exactly one h1: the opening hero's title, or else the page's own heading", () => {
    expect(check([hero(), section("text", { title: "Zwei" })]).filter((f) => f.rule === "headings")).toEqual([]);
    expect(check([section("text", { title: "Zwei" })]).filter((f) => f.rule === "headings")).toEqual([]);
  });

  it("reports no h1 and several h1 as errors", () => {
    const where = { section: null };
    expect(checkHeadings([{ level: 2, text: "A", field: "title", where }])).toMatchObject([{ severity: "error", field: "h1" }]);
    const two = checkHeadings([
      { level: 1, text: "A", field: "h1", where },
      { level: 1, text: "B", field: "title", where },
    ]);
    expect(two).toMatchObject([{ severity: "error", message: expect.stringContaining("«B»") }]);
  });

  it("reports a skipped level as a hint at the heading's field", () => {
    const text = section("text", { title: "Abschnitt" }, { html: "<h4>Zu tief</h4><p>x</p>", plain: "x" });
    const findings = check([hero(), text]).filter((f) => f.rule === "headings");
    expect(findings).toEqual([expect.objectContaining({ severity: "hint", sectionId: text.id, field: "contentHtml", message: expect.stringContaining("h4") })]);
  });
});

describe("empty sections", () => {
  it("reports a section that shows nothing as a hint; forms and testimonials always show something", () => {
    const empty = section("text", {});
    expect(check([hero(), empty])).toContainEqual(expect.objectContaining({ rule: "empty-section", severity: "hint", sectionId: empty.id }));
    expect(isEmptySection(section("text", { title: "Titel" }))).toBe(false);
    expect(isEmptySection(section("gallery", {}, { mediaIds: [1] }))).toBe(false);
    expect(isEmptySection(section("text", {}, { plain: "Text" }))).toBe(false);
    expect(isEmptySection(section("form", {}))).toBe(false);
    expect(isEmptySection(section("testimonials", {}))).toBe(false);
  });
});

describe("oversized pictures", () => {
  it("reads the largest width a sizes hint allows", () => {
    expect(largestRenderedWidth("(min-width: 1024px) 560px, 100vw")).toBe(1023);
    expect(largestRenderedWidth("(min-width: 1280px) 270px, (min-width: 640px) 50vw, 100vw")).toBe(640);
    expect(largestRenderedWidth("48px")).toBe(48);
  });

  it("hints at a picture more than four times wider than it is ever shown", () => {
    const big = section("image_text", { title: "Bild", image: "asset:9" });
    const fine = section("image_text", { title: "Bild", image: "asset:10" });
    const findings = check([hero(), big, fine], { 9: asset(9, { width: 6000 }), 10: asset(10, { width: 4000 }) }).filter((f) => f.rule === "image-size");
    expect(findings).toEqual([expect.objectContaining({ severity: "hint", sectionId: big.id, field: "image", message: expect.stringContaining("6000 px") })]);
  });

  it("measures testimonial portraits against their 48 px", () => {
    const voices = section("testimonials", { title: "Stimmen", items: [{ author: "A", quote: "Gut", rating: 5, media_asset_id: 11 }] });
    expect(check([hero(), voices], { 11: asset(11, { width: 800 }) })).toContainEqual(expect.objectContaining({ rule: "image-size", sectionId: voices.id }));
  });
});

it("lists errors before hints, the page's own fields first", () => {
  const empty = section("text", {});
  const broken = section("cta", { title: "x", primaryButtonText: "a", primaryButtonUrl: "/weg" });
  const findings = check([hero(), empty, broken], {}, { metaTitle: null });
  expect(findings.map((f) => [f.severity, f.sectionId])).toEqual([
    ["error", null],
    ["error", broken.id],
    ["hint", empty.id],
  ]);
});
