// Wellness and therapy: the category page and its two products.
import { section, type SeedContext, type SeedPage } from "../types";
import { CONTACT, ctaSection, productPageCta, productPage, tile } from "./builders";

export const WELLNESS_CATEGORY = "/produkte/wellness";
const THERMO_SPA = `${WELLNESS_CATEGORY}/thermo-spa`;
const WHIRLPOOL = `${WELLNESS_CATEGORY}/whirlpool-relax`;

const backToWellness = { text: "Alle Produkte Wellness", url: WELLNESS_CATEGORY };

function wellnessCategory(ctx: SeedContext): SeedPage {
  return {
    slug: WELLNESS_CATEGORY,
    title: "Wellness & Therapie",
    metaTitle: "Wellness & Therapie – Therapiewannen | Auralis",
    metaDescription:
      "Therapie- und Wellnesswannen für Rehakliniken, Pflegeheime und Physiotherapien: Thermo Spa und Whirlpool Relax – wohltuend und hygienisch.",
    kind: "category",
    parentSlug: "/produkte",
    sitemapPriority: 0.8,
    h1: "Wellness & Therapie",
    intro: "Wärme, Wasser und Bewegung als Teil der Therapie.",
    image: "kategorie-wellness-therapie",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Wellness & Therapie",
          subtitle: "Wärme, Wasser und Bewegung als Teil der Therapie",
          description:
            "Für Rehakliniken, Physiotherapien, Pflegeheime und Hotels mit Gesundheitsangebot: Therapiewannen, die wohltun und die Hygieneanforderungen im Gesundheitswesen erfüllen.",
          image: ctx.ref("kategorie-wellness-therapie"),
          imageAlt: "Thermalbecken mit Luftblasen",
          primaryButtonText: "Kostenlose Beratung",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Alle Produkte",
          secondaryButtonUrl: "/produkte",
        },
        { media: ["kategorie-wellness-therapie"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "Gesundheit, die man spürt" },
        {
          html: "<p>Warmes Wasser lockert die Muskulatur, entlastet die Gelenke und fördert die Durchblutung. In der Rehabilitation, der Schmerztherapie und in der Langzeitpflege ist es deshalb mehr als Wellness. Unsere Therapiewannen verbinden dieses Wohlgefühl mit der Technik und Hygiene, die Gesundheitseinrichtungen brauchen.</p>",
        },
      ),
      section("product_tiles", "Produkte", {
        title: "Unsere Wellness- und Therapiewannen",
        items: [
          tile(ctx, "Thermo Spa", "Beheiztes Therapiebecken für Gruppen- und Einzeltherapie.", THERMO_SPA, "thermo-spa"),
          tile(ctx, "Whirlpool Relax", "Massagewanne mit Düsen und Luftsprudel für eine Person.", WHIRLPOOL, "whirlpool-relax"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Therapie und Wohlbefinden verbinden",
        items: [
          { title: "Therapeutisch wirksam", text: "Wärme und Massage für Muskulatur und Gelenke.", icon: "heart" },
          { title: "Hygienisch sicher", text: "Desinfektionsprogramme und glatte Oberflächen.", icon: "sparkles" },
          { title: "Barrierearm", text: "Einstiegshilfen und Griffe für eingeschränkte Mobilität.", icon: "users" },
        ],
      }),
      ctaSection({
        title: "Therapiebereich geplant?",
        description: "Wir beraten Sie zu Wannenwahl, Wasseraufbereitung und Raumklima.",
      }),
    ],
  };
}

export function wellnessPages(ctx: SeedContext): SeedPage[] {
  return [
    wellnessCategory(ctx),
    productPage(ctx, {
      slug: THERMO_SPA,
      parentSlug: WELLNESS_CATEGORY,
      title: "Thermo Spa",
      metaTitle: "Thermo Spa Therapiebecken | Auralis Medizintechnik",
      metaDescription: "Thermo Spa: beheiztes Therapiebecken für bis zu vier Personen mit Sitzbänken, Luftsprudel, Wasseraufbereitung und Einstiegsstufen.",
      heroSubtitle: "Das Therapiebecken für Reha und Physiotherapie",
      description: [
        "Das Thermo Spa ist ein beheiztes Therapiebecken für bis zu vier Personen. In Rehakliniken und Physiotherapien dient es der Bewegungstherapie im warmen Wasser, in Pflegeheimen als wohltuendes Gemeinschaftserlebnis.",
        "Ergonomisch geformte Sitzbänke in zwei Höhen, breite Einstiegsstufen mit Handlauf und ein sanfter Luftsprudel machen das Becken auch für Menschen mit eingeschränkter Beweglichkeit zugänglich. Die integrierte Wasseraufbereitung mit Filter, UV-Stufe und Dosierung hält das Wasser über Tage hygienisch einwandfrei, die Beckenabdeckung spart Energie.",
      ],
      features: [
        { icon: "thermometer", title: "Konstant 32–38 °C", description: "Ideal für Bewegungstherapie im warmen Wasser." },
        { icon: "users", title: "Bis zu vier Personen", description: "Für Einzel- und Gruppentherapie." },
        { icon: "shield", title: "Einstieg mit Handlauf", description: "Breite Stufen, rutschhemmend." },
        { icon: "sparkles", title: "Wasseraufbereitung", description: "Filter, UV-Stufe und automatische Dosierung." },
        { icon: "zap", title: "Energiesparend", description: "Isolierte Wanne und Thermoabdeckung." },
      ],
      specs: [
        ["Aussenmasse (L × B × H)", "2300 × 2300 × 900 mm"],
        ["Füllvolumen", "ca. 1600 Liter"],
        ["Plätze", "4, Sitzbänke in zwei Höhen"],
        ["Wassertemperatur", "32–38 °C"],
        ["Aufbereitung", "Filter, UV-C, Dosieranlage"],
        ["Anschluss", "400 V / 50 Hz, 6 kW"],
        ["Verkleidung", "HPL in Holzoptik oder RAL-Farbe"],
      ],
      materialInfo:
        "<p>Becken aus GFK mit Acryloberfläche, Verkleidung aus feuchtebeständigem HPL. Die Wasseraufbereitung arbeitet weitgehend ohne Chlorgeruch.</p>",
      images: ["thermo-spa"],
      back: backToWellness,
      more: [
        section(
          "image_text",
          "Bewegungstherapie",
          { title: "Bewegen, was an Land schwerfällt", imagePosition: "right", image: ctx.ref("thermo-spa"), imageAlt: "Thermo Spa" },
          {
            html: "<p>Der Auftrieb des Wassers entlastet Gelenke und Wirbelsäule um bis zu 90 Prozent. Übungen, die an Land schmerzen, werden im Thermo Spa möglich – ein wertvoller Baustein nach Operationen, bei Arthrose oder neurologischen Erkrankungen.</p>",
            media: ["thermo-spa"],
          },
        ),
      ],
    }),
    productPage(ctx, {
      slug: WHIRLPOOL,
      parentSlug: WELLNESS_CATEGORY,
      title: "Whirlpool Relax",
      metaTitle: "Whirlpool Relax Massagewanne | Auralis",
      metaDescription:
        "Whirlpool Relax: Massagewanne mit Wasser- und Luftdüsen, Haltegriffen, Farblicht und automatischer Leitungsdesinfektion für Therapie und Pflege.",
      heroSubtitle: "Massage und Entspannung für eine Person",
      description: [
        "Der Whirlpool Relax ist eine Massagewanne für eine Person, gemacht für Therapieräume, Pflegeheime und Gesundheitshotels. Zwölf Wasserdüsen massieren Rücken, Schultern und Beine, der Luftsprudel sorgt für ein prickelndes Gefühl auf der ganzen Haut.",
        "Was ihn vom Whirlpool für Zuhause unterscheidet: Das Leitungssystem wird nach jedem Bad automatisch gespült und desinfiziert, Griffe auf beiden Seiten erleichtern Ein- und Ausstieg, und die Bedienung ist so einfach, dass sie auch Bewohnende selbst verstehen. Ein sanftes Farblicht unterstützt die Entspannung.",
      ],
      features: [
        { icon: "droplet", title: "12 Massagedüsen", description: "Für Rücken, Schultern und Beine, regelbar." },
        { icon: "sparkles", title: "Luftsprudel", description: "Feine Luftblasen auf der ganzen Körperfläche." },
        { icon: "shield", title: "Leitungsdesinfektion", description: "Automatisch nach jedem Bad." },
        { icon: "heart", title: "Farblicht", description: "Sanfte Lichtstimmungen zur Entspannung." },
      ],
      specs: [
        ["Aussenmasse (L × B × H)", "1900 × 1100 × 620 mm"],
        ["Füllvolumen", "ca. 320 Liter"],
        ["Massagedüsen", "12 Wasserdüsen, 20 Luftdüsen"],
        ["Pumpe / Gebläse", "1,1 kW / 700 W"],
        ["Netzanschluss", "230 V / 50 Hz"],
        ["Material", "Sanitäracryl, GFK-verstärkt"],
        ["Desinfektion", "automatische Leitungsspülung"],
      ],
      materialInfo: "<p>Wanne aus GFK-verstärktem Sanitäracryl; Düsen flächenbündig und einzeln abnehmbar zur Reinigung.</p>",
      images: ["whirlpool-relax"],
      back: backToWellness,
      more: [
        productPageCta("Whirlpool Relax ausprobieren", "Besuchen Sie unsere Ausstellung in Volketswil und erleben Sie die Massage selbst.", backToWellness),
      ],
    }),
  ];
}
