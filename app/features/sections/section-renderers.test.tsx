// Server-renders one section of every type, as a page would, and checks the contract the pages and
// the edit mode rely on (ids, data attributes, heading levels, German texts, links).
import { renderToString } from "react-dom/server";
import { sectionIconMarkup } from "./section-icons.server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageAltFallback, SectionRenderProvider } from "./render-context";
import { sectionTypeFacts, sectionTypes, type SectionType } from "./registry";
import { SectionBlocks, sectionRenderers } from "./section-renderers";
import type { KnownSectionView, SectionBlock, SectionView, TestimonialView } from "./section-view";
import type { AssetView } from "~/features/media/asset-view";
import { SiteLanguageProvider } from "~/features/site-language/site-language";
import type { SiteLanguage } from "~/lib/languages";

const assets: Record<number, AssetView> = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => {
    const id = i + 1;
    return [
      id,
      {
        id,
        url: `/media/bild-${id}.webp`,
        filename: `bild-${id}.webp`,
        alt: `Alt ${id}`,
        mimeType: "image/webp",
        width: 1600,
        height: 900,
      },
    ];
  }),
);
assets[50] = {
  id: 50,
  url: "/media/prospekt-contessa.pdf",
  filename: "prospekt-contessa.pdf",
  alt: "",
  mimeType: "application/pdf",
  width: null,
  height: null,
};

const testimonials: TestimonialView[] = [{ id: 1, author: "Anna Muster", role: "Hebamme", quote: "Sehr gut.", rating: 4, mediaAssetId: null }];

let nextId = 100;
function section<T extends SectionType>(type: T, settings: Extract<KnownSectionView, { type: T }>["settings"], extra: Partial<SectionView> = {}) {
  nextId += 1;
  return {
    id: nextId,
    name: type,
    order: nextId,
    isPublished: true,
    html: "",
    plain: "",
    mediaIds: [],
    ...sectionTypeFacts(type),
    type,
    settings,
    ...extra,
  } as Extract<KnownSectionView, { type: T }>;
}

const icons = sectionIconMarkup([{ icon: "droplet" }, { items: [{ icon: "heart" }] }]);

/** Renders as the public site does; without a language as the CMS's previews do (German). */
function render(blocks: SectionBlock[], language?: SiteLanguage) {
  const page = (
    <SectionRenderProvider pageSlug="/" assets={assets} testimonials={testimonials} icons={icons}>
      <main>
        <SectionBlocks blocks={blocks} />
      </main>
    </SectionRenderProvider>
  );
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (language ? <SiteLanguageProvider language={language}>{page}</SiteLanguageProvider> : page),
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const single = (s: SectionView): SectionBlock => ({ kind: "single", section: s });

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("sectionRenderers", () => {
  it("has a renderer for every registered type", () => {
    expect(Object.keys(sectionRenderers).sort()).toEqual([...sectionTypes].sort());
  });
});

describe("SectionBlocks", () => {
  it("renders the first hero's title as the page's only <h1>, with edit-mode hooks", () => {
    const hero = section(
      "hero",
      {
        title: "Medizintechnik für die wichtigsten Momente",
        primaryButtonText: "Kostenlose Beratung",
        primaryButtonUrl: "/kontakt",
        secondaryButtonText: "Medizintechnik entdecken",
        secondaryButtonUrl: "/produkte",
      },
      { mediaIds: [1, 2] },
    );
    const text = section("text", { title: "Über uns" }, { html: "<p>Seit über 30 Jahren.</p>" });
    const html = render([single(hero), single(text)]);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Medizintechnik für die wichtigsten Momente<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Über uns<\/h2>/);
    expect(html).toContain(`id="section-${hero.id}"`);
    expect(html).toContain(`data-section-id="${hero.id}"`);
    expect(html).toContain('data-section-type="hero"');
    expect(html).toContain('href="/kontakt"');
    // One picture at most, loaded first.
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).toContain("/media/bild-1.webp?w=320 320w");
    expect(html).toContain('<div class="prose-content"><p>Seit über 30 Jahren.</p></div>');
  });

  it("uses <h2> when the page does not open with a hero-like section", () => {
    const html = render([single(section("text", { title: "Text" })), single(section("hero", { title: "Später" }))]);
    expect(html).not.toContain("<h1");
  });

  it("marks unknown types", () => {
    const unknown: SectionView = {
      id: 1,
      name: "x",
      order: 1,
      isPublished: true,
      html: "",
      plain: "",
      mediaIds: [],
      ...sectionTypeFacts("karussell"),
      type: "karussell",
      unknownType: true,
      settings: {},
    };
    expect(render([single(unknown)])).toContain("Unbekannter Sektionstyp");
  });

  it("lays out teaser boxes as a grid, each with its own hooks", () => {
    const a = section("teaser_box", { title: "Geburt", buttonText: "Mehr erfahren", buttonUrl: "/produkte/geburt-wochenbett" });
    const b = section("teaser_box", { title: "Pflege", buttonText: "Mehr erfahren", buttonUrl: "/produkte/pflege" });
    const html = render([{ kind: "teaser-grid", columns: 2, sections: [a, b] }]);
    expect(html).toContain(`id="section-${a.id}"`);
    expect(html).toContain(`id="section-${b.id}"`);
    expect(html).toContain("md:grid-cols-2");
    expect(html).not.toContain("lg:grid-cols-3");
  });

  it("renders a gallery of 9 pictures as a carousel with German controls", () => {
    const html = render([single(section("gallery", { title: "Galerie" }, { mediaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }))]);
    expect(html).toContain('aria-label="Vorheriges Bild"');
    expect(html).toContain('aria-label="Nächstes Bild"');
    expect(html).toContain('aria-label="Bild 3 von 9"');
    expect(html).toContain("snap-x");
  });

  it("says so when a gallery is empty", () => {
    expect(render([single(section("gallery", { title: "Galerie" }))])).toContain("Keine Bilder in der Galerie");
  });

  it("renders product details with specs, material and a PDF download", () => {
    const details = section(
      "product_details",
      {
        heroTitle: "Gebärwanne Contessa",
        heroDescription: "<p>Ergonomisch</p>",
        features: [{ icon: "droplet", title: "Hygiene", description: "<strong>leicht</strong> zu reinigen" }],
        technicalSpecs: [{ label: "Länge", value: "2000 mm" }],
        materialInfo: "<p>GFK</p>",
        cta1Text: "Beratung anfragen",
        cta1Url: "/kontakt",
        cta2Text: "Prospekt herunterladen",
        cta2Url: "asset:50",
      },
      { mediaIds: [1, 2, 3, 4, 5] },
    );
    const html = render([single(details)]);
    expect(html).toMatch(/<h1[^>]*>Gebärwanne Contessa<\/h1>/);
    expect(html).toContain("Technische Daten");
    expect(html).toContain("Material &amp; Ausführung");
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('download="prospekt-contessa.pdf"');
    expect(html).toContain('href="/media/prospekt-contessa.pdf"');
    // Five pictures exceed the product gallery's grid of four.
    expect(html).toContain('aria-label="Nächstes Bild"');
  });

  // One call-to-action type for every page; a product page's closing one (once the type 'product_cta',
  // migration 0017) is a cta on the 'muted' surface without a picture.
  describe("the call to action", () => {
    const message = {
      title: "Lassen Sie sich beraten",
      subtitle: "Persönlich",
      description: "Wir sind da.",
      badge: "Service",
      icon: "heart",
      variant: "muted",
    } as const;
    const sameFrame = { id: 900, html: "<p>Rufen Sie uns an.</p>" };

    it("renders its message and two buttons, centred without a picture", () => {
      const cta = render([
        single(
          section(
            "cta",
            {
              ...message,
              primaryButtonText: "Beratung anfragen",
              primaryButtonUrl: "/kontakt",
              secondaryButtonText: "Prospekt",
              secondaryButtonUrl: "asset:50",
            },
            sameFrame,
          ),
        ),
      ]);
      expect(cta).toContain('data-section-type="cta"');
      expect(cta).toContain('data-variant="muted"');
      expect(cta).not.toContain("<img");
      expect(cta).toMatch(/<h2[^>]*>Lassen Sie sich beraten<\/h2>/);
      expect(cta).toContain('<div class="prose-content prose-center"><p>Rufen Sie uns an.</p></div>');
      expect(cta).toMatch(/<a [^>]*href="\/kontakt"[^>]*><span>Beratung anfragen<\/span><\/a>/);
      expect(cta).toContain('href="/media/prospekt-contessa.pdf"');
      expect(cta).toContain('download="prospekt-contessa.pdf"');
      expect(cta.indexOf("Beratung anfragen")).toBeLessThan(cta.indexOf("Prospekt"));
    });

    it("places its own picture beside the text", () => {
      const picture = { title: "Mit Bild", image: "asset:4", imageAlt: "Beratung", imagePosition: "left", variant: "muted" } as const;
      const cta = render([single(section("cta", picture, sameFrame))]);
      expect(cta).toContain("/media/bild-4.webp");
      expect(cta).toContain("lg:order-2");
    });

    it("shows its chosen library file as its picture, and none without one", () => {
      expect(render([single(section("cta", { title: "Beratung" }, { mediaIds: [3] }))])).toContain("/media/bild-3.webp");
      const without = render([single(section("cta", { title: "Beratung" }))]);
      expect(without).not.toContain("<img");
      expect(without).toMatch(/<h2[^>]*>Beratung<\/h2>/);
    });
  });

  it("renders testimonials from the page when the section has none", () => {
    const html = render([single(section("testimonials", { title: "Stimmen" }))]);
    expect(html).toContain("Anna Muster");
    expect(html).toContain("Bewertung: 4 von 5");
  });

  it("renders the contact form as a real post form with the honeypot", () => {
    const html = render([single(section("form", { title: "Kontakt", showPhone: true, showCompany: true, note: "Wir antworten rasch." }))]);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('name="intent" value="contact"');
    expect(html).toContain('name="source_page" value="/"');
    expect(html).toContain('name="website"');
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain("Name *");
    expect(html).toContain("E-Mail *");
    expect(html).toContain("Nachricht *");
    expect(html).toContain("Telefon");
    expect(html).toContain("Firma / Institution");
    expect(html).toContain('rows="4"');
    expect(html).toContain("Nachricht senden");
    expect(html).toContain("Wir antworten rasch.");
    // The privacy notice is one click away before sending (docs/decisions/0015-privacy-requests.md).
    expect(html).toMatch(/<a href="\/datenschutz"[^>]*>Hinweise zum Datenschutz<\/a>/);
  });

  it("renders every type without throwing", () => {
    const all: SectionView[] = [
      section("hero", { title: "Hero" }),
      section("text", { title: "Text" }),
      section("content", { title: "Content", items: [{ title: "Karte", text: "Text", icon: "heart", url: "/kontakt" }] }, { mediaIds: [3] }),
      section("product_hero", { title: "Produkt" }, { mediaIds: [1, 2] }),
      section("content_intro", { title: "Intro" }),
      section("image_text", { title: "Bild + Text", image: "asset:4", imagePosition: "left" }),
      section("gallery", {}, { mediaIds: [1, 2, 3] }),
      section("cta", { title: "CTA", primaryButtonText: "Los", primaryButtonUrl: "https://example.org" }),
      section("teaser_box", { title: "Teaser", image: "bild-5.webp" }),
      section("testimonials", { items: [{ author: "Eva", quote: "Toll", rating: 5, media_asset_id: 6 }] }),
      section("form", {}),
      section(
        "product_teaser",
        { title: "Contessa", variant: "contessa-highlight", badge: "Neu", buttonText: "Zum Produkt", buttonUrl: "/produkte/geburt-wochenbett/contessa" },
        { mediaIds: [7] },
      ),
      section("product_tiles", { items: [{ title: "Pflege", url: "/produkte/pflege", media_asset_id: 8 }] }),
      section("usp_tiles", { items: [{ title: "Schweizer Qualität", icon: "check-circle" }] }),
      section("product_details", { heroTitle: "Details" }),
      section("product_details_v2", { heroTitle: "Details V2" }, { mediaIds: [1, 2] }),
    ];
    const html = render(all.map(single));
    for (const s of all) expect(html).toContain(`data-section-type="${s.type}"`);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain("(öffnet in neuem Tab)");
    expect(html).toContain("section-variant-contessa-highlight");
  });
});

describe("in the page's language", () => {
  it("writes the fixed texts of a French page in French, and none of the German ones", () => {
    const unknown: SectionView = { ...section("text", {}), type: "karussell", unknownType: true, settings: {} } as unknown as SectionView;
    const html = render(
      [
        single(section("gallery", { title: "Galerie" }, { mediaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] })),
        single(section("gallery", {})),
        single(section("product_details", { technicalSpecs: [{ label: "Longueur", value: "2000 mm" }], materialInfo: "<p>PRV</p>" })),
        single(section("product_tiles", { items: [{ title: "Soins", url: "https://example.org" }] })),
        single(section("testimonials", { title: "Avis" })),
        single(section("form", { showPhone: true, showCompany: true })),
        single(unknown),
      ],
      "fr",
    );
    for (const french of [
      'aria-roledescription="Carrousel"',
      'aria-label="Image précédente"',
      'aria-label="Image suivante"',
      'aria-label="Image 3 sur 9"',
      'data-position-label="Image {index} sur {count}"',
      "Aucune image dans la galerie",
      "Caractéristiques techniques",
      "Matériaux &amp; finition",
      "En savoir plus",
      "(s’ouvre dans un nouvel onglet)",
      "Évaluation\u00a0: 4 sur 5",
      "Nom *",
      "Téléphone",
      "Envoyer le message",
      'data-sending-label="Envoi en cours…"',
      'data-required-message="Champ obligatoire"',
      'data-missing-message="Veuillez remplir tous les champs."',
      "Type de section inconnu",
    ]) {
      expect(html).toContain(french);
    }
    for (const german of ["Bild", "Karussell", "Technische Daten", "Mehr erfahren", "Nachricht", "Pflicht", "Unbekannter", "Bewertung", "neuem Tab"]) {
      expect(html).not.toContain(german);
    }
  });

  it("gives the visitor's script the German texts on a German page", () => {
    const html = render([single(section("form", {})), single(section("gallery", {}, { mediaIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }))], "de");
    expect(html).toContain('data-sending-label="Wird gesendet..."');
    expect(html).toContain('data-required-message="Pflichtfeld"');
    expect(html).toContain('data-missing-message="Bitte füllen Sie alle Felder aus."');
    expect(html).toContain('data-position-label="Bild {index} von {count}"');
  });

  it("names a picture's placeholder in the page's language where no alt text does", () => {
    const tile = section("product_tiles", { items: [{ title: "", media_asset_id: 999 }] });
    expect(render([single(tile)], "it")).toContain("Immagine");
    // Without a title: a section's title would name the picture (render-context.tsx ImageAltFallback).
    const failing = section("image_text", { image: "/media/ohne-text.webp" });
    expect(render([single(failing)], "en")).toContain('data-placeholder="Image"');
    // German pages carry no label: the visitor's script falls back to 'Bild' itself (site-image.enhance.ts).
    expect(render([single(failing)], "de")).not.toContain("data-placeholder");
  });
});

describe("pictures without an alt text in the page's language", () => {
  // The server gives a file's alt text in the page's language only ("" where it has none there;
  // asset-view.server.ts): such a picture is named by its section's title, else the page's heading.
  const withoutAlt: Record<number, AssetView> = { 1: { ...assets[1], alt: "" }, 2: assets[2] };
  const renderPage = (blocks: SectionBlock[], pageHeading: string) =>
    renderToString(
      <SectionRenderProvider pageSlug="/fr/produits" assets={withoutAlt} testimonials={[]} icons={icons}>
        <ImageAltFallback text={pageHeading}>
          <SectionBlocks blocks={blocks} />
        </ImageAltFallback>
      </SectionRenderProvider>,
    );
  const altsOf = (html: string) => [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);

  it("take their section's title, else the page's heading; a file's own alt text and the section's stay first", () => {
    const titled = section("gallery", { title: "Nos baignoires" }, { mediaIds: [1, 2] });
    const untitled = section("gallery", {}, { mediaIds: [1] });
    const ownAlt = section("image_text", { title: "Vue", image: "asset:1", imageAlt: "Baignoire vue d’en haut" });
    expect(altsOf(renderPage([single(titled), single(untitled), single(ownAlt)], "Baignoires d’accouchement"))).toEqual([
      "Nos baignoires",
      "Alt 2",
      "Baignoires d’accouchement",
      "Baignoire vue d’en haut",
    ]);
  });

  it("stay decorative where the renderer says so (product tiles, portraits)", () => {
    const tiles = section("product_tiles", { title: "Produits", items: [{ title: "Contessa", media_asset_id: 1 }] });
    expect(altsOf(renderPage([single(tiles)], "Accueil"))).toEqual([""]);
  });
});

describe("section icons", () => {
  it("are rendered on the server and sent as markup for the icons a page uses", () => {
    expect(Object.keys(icons).sort()).toEqual(["check-circle", "droplet", "heart"]);
    expect(icons.droplet).toMatch(/^<svg[^>]*aria-hidden="true"/);
    const html = render([{ kind: "single", section: section("usp_tiles", { items: [{ title: "Wasser", icon: "droplet" }] }) }]);
    expect(html).toContain(icons.droplet);
  });
});
