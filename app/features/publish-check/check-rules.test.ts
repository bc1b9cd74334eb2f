// One test per rule of the 'Veröffentlichungs-Check' (docs/decisions/0014-publish-check.md): each fails when its rule breaks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sectionTypeFacts, type SectionType } from "~/features/sections/registry";
import type { KnownSectionView, SectionView } from "~/features/sections/section-view";
import type { AssetView } from "~/features/media/asset-view";
import {
  checkHeadings,
  checkMeta,
  checkUntranslated,
  isEmptySection,
  runPublishCheck,
  shownPageFields,
  type CheckInput,
  type CheckPage,
  type LinkTarget,
} from "./check-rules";
import { largestRenderedWidth } from "./section-content";

const asset = (id: number, extra: Partial<AssetView> = {}): AssetView => ({
  id,
  url: `/media/bild-${id}.webp`,
  filename: `bild-${id}.webp`,
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
  language: "de",
  untranslated: [],
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
  "/kontakt": { kind: "page", published: true, language: "de" },
  "/produkte/entwurf": { kind: "page", published: false, language: "de" },
  "/fr/contact": { kind: "page", published: true, language: "fr" },
  "/fr/produits/brouillon": { kind: "page", published: false, language: "fr" },
};

function check(
  sections: SectionView[],
  assets: Record<number, AssetView> = {},
  own: Partial<CheckPage> = {},
  untranslatedSections: CheckInput["untranslatedSections"] = new Map(),
) {
  const input: CheckInput = { page: { ...page, ...own }, sections, assets, resolvePath: (path) => pagesBySlug[path] ?? null, untranslatedSections };
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

  // The library's alt text in the page's language is the view's `alt` (in German: its alt text, else
  // its title; alt-texts.test.ts).
  it("accepts the section's imageAlt or the library's alt text", () => {
    const withAlt = section("image_text", { title: "Bild", image: "asset:3", imageAlt: "Wanne von oben" });
    const fromLibrary = section("image_text", { title: "Bild", image: "asset:4" });
    const findings = check([hero(), withAlt, fromLibrary], { 3: asset(3, { alt: "" }), 4: asset(4) });
    expect(findings.filter((f) => f.rule === "alt-text")).toEqual([]);
  });

  it("on a French page: a picture whose file has no French alt text is an error that says where to add it", () => {
    const french = { slug: "/fr/produits/contessa", language: "fr" as const };
    const image = section("image_text", { title: "Image", image: "asset:3" });
    const gallery = section("gallery", { title: "Galerie" }, { mediaIds: [4] });
    const own = section("image_text", { title: "Image", image: "asset:5", imageAlt: "Baignoire vue d’en haut" });
    const translated = section("image_text", { title: "Image", image: "asset:6" });
    const findings = check(
      [hero(), image, gallery, own, translated],
      { 3: asset(3, { alt: "" }), 4: asset(4, { alt: "" }), 5: asset(5, { alt: "" }), 6: asset(6) },
      french,
    );
    expect(findings.filter((f) => f.rule === "alt-text").map((f) => [f.severity, f.sectionId, f.field, f.message])).toEqual([
      [
        "error",
        image.id,
        "imageAlt",
        "Das Bild «bild-3.webp» hat keinen Alternativtext auf Französisch: ergänzen Sie ihn in der Medienbibliothek («Alternativtext (Französisch)») oder für diese Stelle im Feld «Alternativtext des Bildes».",
      ],
      [
        "error",
        gallery.id,
        "mediaAssetIds",
        "Das Bild «bild-4.webp» hat keinen Alternativtext auf Französisch: ergänzen Sie ihn in der Medienbibliothek («Alternativtext (Französisch)»).",
      ],
    ]);
    // The same pictures on the German page: the German message.
    const german = check([hero(), image], { 3: asset(3, { alt: "" }) }).filter((f) => f.rule === "alt-text");
    expect(german.map((f) => f.message)).toEqual(["Das Bild «bild-3.webp» hat keinen Alternativtext."]);
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

describe("language versions", () => {
  const french: Partial<CheckPage> = { slug: "/fr/produits/contessa", language: "fr" };

  it("reports the texts still marked as not translated: one error for the page's fields and one per section, naming them", () => {
    const opening = hero();
    const cta = section("cta", { title: "Contact", primaryButtonText: "Los", primaryButtonUrl: "/fr/contact" });
    const text = section("text", { title: "Texte" }, { html: "<p>Deutsch</p>", plain: "Deutsch" });
    const marks = new Map([
      [cta.id, ["settings.primaryButtonText", "settings.title"]],
      [text.id, ["contentHtml"]],
    ]);
    const findings = check([opening, cta, text], {}, { ...french, untranslated: ["metaTitle", "title"] }, marks).filter((f) => f.rule === "untranslated");
    expect(findings).toEqual([
      expect.objectContaining({
        severity: "error",
        sectionId: null,
        field: "title",
        fieldLabel: "Seitentitel",
        message: "Noch nicht übersetzt: Seitentitel, Meta-Titel",
      }),
      // In the order the section's form shows its fields.
      expect.objectContaining({ severity: "error", sectionId: cta.id, field: "title", message: "Noch nicht übersetzt: Titel, Text Button 1" }),
      expect.objectContaining({ severity: "error", sectionId: text.id, field: "contentHtml", message: "Noch nicht übersetzt: Inhalt" }),
    ]);
    // Errors: publishing waits for 'Trotzdem veröffentlichen' as for the other errors.
    expect(check([opening, cta], {}, { ...french, untranslated: ["metaTitle"] }).filter((f) => f.severity === "error")).toHaveLength(1);
  });

  it("finds nothing once the marks are gone, and nothing on a page without marks", () => {
    const cta = section("cta", { title: "Contact", primaryButtonText: "Écrire", primaryButtonUrl: "/fr/contact" });
    expect(check([hero(), cta], {}, french, new Map([[cta.id, []]])).filter((f) => f.rule === "untranslated")).toEqual([]);
    expect(check([hero(), cta]).filter((f) => f.rule === "untranslated")).toEqual([]);
  });

  it("counts a page text only where visitors see it: h1 and intro without an opening section, the page's HTML without sections", () => {
    expect([...shownPageFields([hero()])].sort()).toEqual(["metaDescription", "metaTitle", "title"]);
    expect([...shownPageFields([section("text", { title: "Zwei" })])].sort()).toEqual(["h1", "intro", "metaDescription", "metaTitle", "title"]);
    expect([...shownPageFields([])].sort()).toEqual(["contentHtml", "h1", "intro", "metaDescription", "metaTitle", "title"]);
    const marked = { ...page, ...french, untranslated: ["h1", "intro", "contentHtml"] };
    expect(checkUntranslated(marked, [hero()], new Map())).toEqual([]);
    expect(checkUntranslated(marked, [], new Map())).toMatchObject([{ field: "h1", message: "Noch nicht übersetzt: H1-Überschrift, Einleitung, Inhalt" }]);
  });

  it("hints at links to a page of another language, in sections and in the page's HTML", () => {
    const cta = section("cta", {
      title: "Contact",
      primaryButtonText: "Contact",
      primaryButtonUrl: "/kontakt",
      secondaryButtonText: "Contact",
      secondaryButtonUrl: "/fr/contact",
    });
    const findings = check([hero(), cta], {}, french).filter((f) => f.rule === "language");
    expect(findings).toEqual([
      expect.objectContaining({
        severity: "hint",
        sectionId: cta.id,
        field: "primaryButtonUrl",
        message: "Link führt zur Fassung «Deutsch»: /kontakt",
      }),
    ]);
    const own = check([], {}, { ...french, contentHtml: '<p><a href="/kontakt?x=1#a">Kontakt</a></p>' }).filter((f) => f.rule === "language");
    expect(own).toMatchObject([{ severity: "hint", sectionId: null, field: "contentHtml", message: "Link führt zur Fassung «Deutsch»: /kontakt" }]);
    // The German page linking a French one gets the same hint; its own language's links none.
    const german = section("cta", { title: "Kontakt", primaryButtonText: "Contact", primaryButtonUrl: "/fr/contact" });
    expect(check([hero(), german]).filter((f) => f.rule === "language")).toMatchObject([{ message: "Link führt zur Fassung «Französisch»: /fr/contact" }]);
    expect(check([hero(), section("cta", { title: "K", primaryButtonText: "K", primaryButtonUrl: "/kontakt" })]).filter((f) => f.rule === "language")).toEqual(
      [],
    );
  });

  it("still reports a link to an unpublished page of its own language as an error, and no language hint for it", () => {
    const cta = section("cta", { title: "Brouillon", primaryButtonText: "Voir", primaryButtonUrl: "/fr/produits/brouillon" });
    expect(check([hero(), cta], {}, french).map((f) => [f.rule, f.severity])).toEqual([["link", "error"]]);
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
