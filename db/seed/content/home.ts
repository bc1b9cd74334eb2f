// The home page (docs/product/README.md, "What the product is") and the product overview '/produkte'.
import { company } from "~/lib/company";
import { section, type SeedContext, type SeedPage, type SeedTile } from "../types";
import { CONTACT, ctaSection, PRODUCTS, tile } from "./builders";
import { BIRTH_CATEGORY, CONTESSA } from "./products-birth";
import { CARE_CATEGORY } from "./products-care";
import { WARD_CATEGORY } from "./products-ward";
import { WELLNESS_CATEGORY } from "./products-wellness";

/** The four focus areas (docs/product/README.md, "What the product is"), as tiles. */
export function focusAreaTiles(ctx: SeedContext): SeedTile[] {
  return [
    tile(
      ctx,
      "Geburt & Wochenbett",
      "Gebärwannen, Stillstühle und Wickelkommoden für Gebärsaal, Geburtshaus und Wochenbettstation.",
      BIRTH_CATEGORY,
      "kategorie-geburt-wochenbett",
    ),
    tile(
      ctx,
      "Pflege & Langzeitpflege",
      "Pflegebadewannen, Duschsysteme und Lifter für sichere, würdevolle Körperpflege.",
      CARE_CATEGORY,
      "kategorie-pflege-langzeitpflege",
    ),
    tile(
      ctx,
      "Stationseinrichtungen",
      "Chromstahl-Einrichtungen, Steckbeckenspüler und hindernisfreie Sanitärlösungen.",
      WARD_CATEGORY,
      "kategorie-stationseinrichtungen",
    ),
    tile(
      ctx,
      "Wellness & Therapie",
      "Therapiebecken und Massagewannen für Rehabilitation, Pflege und Gesundheit.",
      WELLNESS_CATEGORY,
      "kategorie-wellness-therapie",
    ),
  ];
}

export const WHY_AURALIS_KEY = "warum-auralis";

export function homePage(ctx: SeedContext): SeedPage {
  return {
    slug: "/",
    title: "Startseite",
    metaTitle: "Auralis Medizintechnik AG – Medizintechnik aus der Schweiz",
    metaDescription:
      "Gebärwannen, Pflegebadewannen, Stationseinrichtungen und Therapiewannen für Spitäler, Geburtshäuser und Pflegeheime – Schweizer Qualität seit über 30 Jahren.",
    kind: "section",
    parentSlug: null,
    sitemapPriority: 1,
    h1: company.tagline,
    intro: company.defaultDescription,
    image: "startseite-gebaerraum-mit-gebaerwanne",
    sections: [
      section(
        "hero",
        "Hero",
        {
          variant: "enhanced-hero",
          badge: "Schweizer Medizintechnik seit über 30 Jahren",
          title: company.tagline,
          subtitle: "Gebärwannen, Pflegebäder und Stationseinrichtungen – entwickelt mit Fachpersonen, gefertigt in der Schweiz.",
          description:
            "Wir statten Spitäler, Geburtshäuser, Pflegeheime, Wochenbettstationen und Hebammen mit Medizintechnik aus, die Menschen in besonderen Momenten Sicherheit und Geborgenheit gibt.",
          image: ctx.ref("startseite-gebaerraum-mit-gebaerwanne"),
          imageAlt: "Heller Gebärraum mit Gebärwanne",
          primaryButtonText: company.ctaSecondaryText,
          primaryButtonUrl: CONTACT,
          secondaryButtonText: company.ctaPrimaryText,
          secondaryButtonUrl: PRODUCTS,
        },
        { media: ["startseite-gebaerraum-mit-gebaerwanne"] },
      ),
      section(
        "content_intro",
        "Intro",
        { title: "Vom ersten Atemzug bis zur Pflege im Alter" },
        {
          html:
            "<p>Seit über 30 Jahren entwickelt, liefert und betreut die Auralis Medizintechnik AG Einrichtungen für die Momente, in denen Menschen besonders verletzlich sind: bei der Geburt, in der Pflege und auf dem Weg der Genesung.</p>" +
            "<p>Unsere Gebärwannen, Pflegebadewannen, Stationseinrichtungen sowie Wellness- und Therapiewannen entstehen im engen Austausch mit Hebammen, Pflegefachpersonen und Spitaltechnik. Von der Planung über die Montage bis zur Wartung bleiben wir Ihr Ansprechpartner.</p>",
        },
      ),
      section(
        "product_teaser",
        "Neu: Contessa",
        {
          variant: "contessa-highlight",
          badge: "Neu",
          title: "Gebärwanne Contessa",
          subtitle: "Freistehend. Rundum zugänglich. Mit Hebammen entwickelt.",
          description:
            "Die Contessa gibt der Gebärenden Raum, sich frei zu bewegen, und der Hebamme Zugang von allen Seiten. Sitzstufen in drei Höhen, integrierte Haltegriffe und ein Schnellablauf machen sie zur sicheren Wahl für moderne Gebärsäle.",
          image: ctx.ref("gebaerwanne-contessa-ansicht-1"),
          imageAlt: "Gebärwanne Contessa",
          buttonText: "Contessa entdecken",
          buttonUrl: CONTESSA,
        },
        { media: ["gebaerwanne-contessa-ansicht-1"] },
      ),
      section("product_tiles", "Schwerpunkte", {
        title: "Unsere Schwerpunkte",
        subtitle: "Vier Bereiche, eine Haltung: Technik, die Menschen dient",
        items: focusAreaTiles(ctx),
      }),
      section("usp_tiles", "Warum Auralis?", {
        key: WHY_AURALIS_KEY,
        title: "Warum Auralis?",
        items: [
          {
            title: "Schweizer Qualität seit über 30 Jahren",
            text: "Entwickelt und gefertigt in Volketswil – mit Materialien, die Jahrzehnte im Stationsbetrieb überstehen.",
            icon: "shield",
          },
          {
            title: "Mit Fachpersonen entwickelt",
            text: "Hebammen, Pflegende und Spitaltechnik testen unsere Produkte, bevor sie in Serie gehen.",
            icon: "users",
          },
          {
            title: "Langfristige Partnerschaft",
            text: "Beratung, Montage, Schulung, Wartung und Ersatzteile – aus einer Hand und über die ganze Lebensdauer.",
            icon: "heart",
          },
        ],
      }),
      ctaSection({
        title: "Lassen Sie sich beraten",
        description: "Erzählen Sie uns von Ihrem Projekt – wir melden uns innert eines Arbeitstags und planen mit Ihnen die passende Lösung.",
      }),
    ],
  };
}

export function productsOverviewPage(ctx: SeedContext): SeedPage {
  return {
    slug: PRODUCTS,
    title: "Produkte",
    metaTitle: "Produkte – Medizintechnik im Überblick | Auralis",
    metaDescription:
      "Alle Produkte der Auralis Medizintechnik AG: Geburt & Wochenbett, Pflege & Langzeitpflege, Stationseinrichtungen sowie Wellness & Therapie.",
    kind: "section",
    parentSlug: null,
    sitemapPriority: 0.8,
    h1: "Unsere Produkte",
    intro: "Medizintechnik für Geburt, Pflege, Station und Therapie.",
    image: "unternehmen-ausstellung-showroom",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Unsere Produkte",
          subtitle: "Medizintechnik für Geburt, Pflege, Station und Therapie",
          image: ctx.ref("unternehmen-ausstellung-showroom"),
          imageAlt: "Ausstellung mit Gebärwanne und Pflegebadewanne",
          primaryButtonText: company.ctaSecondaryText,
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Gebärwannen im Überblick",
          secondaryButtonUrl: "/produkte/geburt",
        },
        { media: ["unternehmen-ausstellung-showroom"] },
      ),
      section(
        "content_intro",
        "Intro",
        { title: "Alles aus einer Hand" },
        {
          html: "<p>Unser Sortiment umfasst vier Bereiche, die sich im Alltag von Spitälern und Heimen oft begegnen. Ob Sie einen einzelnen Duschstuhl suchen oder einen Gebärsaal, ein Pflegebad und einen Unreinraum neu einrichten: Wir beraten Sie produktunabhängig und planen Lösungen, die zusammenpassen.</p>",
        },
      ),
      section("product_tiles", "Kategorien", {
        title: "Produktbereiche",
        items: focusAreaTiles(ctx),
      }),
      ctaSection({
        title: "Nicht gefunden, was Sie suchen?",
        description: "Viele unserer Lösungen entstehen nach Mass. Beschreiben Sie uns Ihre Anforderungen – wir finden gemeinsam die passende Einrichtung.",
        secondaryText: "Über Auralis",
        secondaryUrl: "/ueber-uns",
      }),
    ],
  };
}
