// The sections demo (docs/product/cms-screens.md, "Sections demo": seeded once, at the slug
// /sections with 11 seeded sections, order 1 to 11): one published section of each main type with
// German demo content, so staff see every building block as visitors would. Pure data; seeding is in
// sections-demo.server.ts.
import type { SectionType } from "./registry";

export const DEMO_SLUG = "/sections";
export const DEMO_TITLE = "Sektionen-Demo";

export interface DemoSection {
  sectionName: string;
  sectionType: SectionType;
  sectionOrder: number;
  contentHtml: string;
  settings: Record<string, unknown>;
  mediaAssetIds: number[];
}

/** Library files of the seed the demo shows, when they exist (a missing one is simply left out). */
export const DEMO_IMAGES = {
  hero: "startseite-gebaerraum-mit-gebaerwanne.webp",
  birth: "kategorie-geburt-wochenbett.webp",
  care: "kategorie-pflege-langzeitpflege.webp",
  ward: "kategorie-stationseinrichtungen.webp",
  wellness: "kategorie-wellness-therapie.webp",
  workshop: "unternehmen-produktion-werkstatt.webp",
  showroom: "unternehmen-ausstellung-showroom.webp",
  team: "unternehmen-team-fachpersonen.webp",
} as const;

export type DemoImage = keyof typeof DEMO_IMAGES;

/**
 * The eleven demo sections, ordered 1 to 11. `assetId` gives a library file's id by its file name, or
 * undefined when the file is not in the library.
 */
export function demoSections(assetId: (filename: string) => number | undefined): DemoSection[] {
  const ref = (image: DemoImage) => {
    const id = assetId(DEMO_IMAGES[image]);
    return id ? `asset:${id}` : undefined;
  };
  const ids = (...images: DemoImage[]) => images.map((image) => assetId(DEMO_IMAGES[image])).filter((id): id is number => Boolean(id));
  const withImage = (image: DemoImage, alt: string) => {
    const value = ref(image);
    return value ? { image: value, imageAlt: alt } : {};
  };
  const tile = (title: string, description: string, url: string, image: DemoImage) => {
    const id = assetId(DEMO_IMAGES[image]);
    return { title, description, url, ...(id ? { image: `asset:${id}`, media_asset_id: id } : {}) };
  };

  const sections: Omit<DemoSection, "sectionOrder">[] = [
    {
      sectionName: "Demo: Hero",
      sectionType: "hero",
      contentHtml: "",
      settings: {
        badge: "Sektionen-Demo",
        title: "Alle Bausteine der Website auf einen Blick",
        subtitle: "So sehen die Sektionstypen des CMS auf einer öffentlichen Seite aus.",
        variant: "hero",
        primaryButtonText: "Kostenlose Beratung",
        primaryButtonUrl: "/kontakt",
        secondaryButtonText: "Medizintechnik entdecken",
        secondaryButtonUrl: "/produkte",
        ...withImage("hero", "Gebärraum mit Gebärwanne"),
      },
      mediaAssetIds: ids("hero"),
    },
    {
      sectionName: "Demo: Content Intro",
      sectionType: "content_intro",
      contentHtml: "",
      settings: {
        title: "Medizintechnik für die wichtigsten Momente im Leben",
        description: "Eine Einleitung mit Titel und kurzem Text führt in ein Thema ein – etwa in eine Produktkategorie oder einen Bereich des Unternehmens.",
      },
      mediaAssetIds: [],
    },
    {
      sectionName: "Demo: Text",
      sectionType: "text",
      contentHtml:
        "<p>Ein Textblock nimmt Absätze, <strong>Hervorhebungen</strong>, Listen und Links auf. So lassen sich Hintergründe erklären, ohne eine neue Vorlage zu brauchen.</p><ul><li>Gebärwannen und Zubehör</li><li>Pflegebadewannen und Patientenlifter</li><li>Stationseinrichtungen aus Chromstahl</li></ul>",
      settings: { title: "Freier Text mit Formatierung" },
      mediaAssetIds: [],
    },
    {
      sectionName: "Demo: Content",
      sectionType: "content",
      contentHtml: "<p>Ein Inhaltsblock gliedert ein Thema in mehrere kurze Abschnitte.</p>",
      settings: {
        title: "Von der Planung bis zum Service",
        items: [
          { title: "Beratung", text: "Wir planen mit Ihnen die passende Lösung für Ihre Station – vor Ort und unverbindlich." },
          { title: "Montage", text: "Unsere Technikerinnen und Techniker bauen ein, schulen das Personal und nehmen die Anlage in Betrieb." },
          { title: "Wartung", text: "Regelmässige Wartung hält Ihre Geräte sicher und einsatzbereit – schweizweit." },
        ],
      },
      mediaAssetIds: [],
    },
    {
      sectionName: "Demo: Bild + Text",
      sectionType: "image_text",
      contentHtml: "<p>Bild und Text stehen nebeneinander; das Bild kann links oder rechts stehen. Auf dem Telefon folgen sie untereinander.</p>",
      settings: {
        title: "Gefertigt in der Schweiz",
        imagePosition: "right",
        buttonText: "Über uns",
        buttonUrl: "/ueber-uns",
        ...withImage("workshop", "Produktion in der Werkstatt"),
      },
      mediaAssetIds: ids("workshop"),
    },
    {
      sectionName: "Demo: USP Kacheln",
      sectionType: "usp_tiles",
      contentHtml: "",
      settings: {
        title: "Warum Fachpersonen uns vertrauen",
        items: [
          { title: "Sicherheit", text: "Geprüfte Medizinprodukte nach geltenden Normen.", icon: "shield" },
          { title: "Ergonomie", text: "Entlastet Pflegende bei jedem Handgriff.", icon: "users" },
          { title: "Hygiene", text: "Glatte Oberflächen, leicht zu reinigen und zu desinfizieren.", icon: "droplet" },
          { title: "Service", text: "Schnelle Hilfe durch unser eigenes Technikteam.", icon: "wrench" },
        ],
      },
      mediaAssetIds: [],
    },
    {
      sectionName: "Demo: Produkt Kacheln",
      sectionType: "product_tiles",
      contentHtml: "",
      settings: {
        title: "Unsere Produktbereiche",
        items: [
          tile("Geburt & Wochenbett", "Gebärwannen, Wickelkommoden und Stillstühle.", "/produkte/geburt-wochenbett", "birth"),
          tile("Pflege", "Pflegebadewannen, Duschwagen und Patientenlifter.", "/produkte/pflege", "care"),
          tile("Stationseinrichtungen", "Chromstahl- und Sanitäreinrichtungen für Spitäler.", "/produkte/stationseinrichtungen", "ward"),
          tile("Wellness", "Therapie- und Whirlpoolwannen für Wohlbefinden.", "/produkte/wellness", "wellness"),
        ],
      },
      mediaAssetIds: [],
    },
    {
      sectionName: "Demo: Teaser Box",
      sectionType: "teaser_box",
      contentHtml: "<p>Eine Teaser Box weist auf eine andere Seite hin. Mehrere Boxen nacheinander erscheinen in einem Raster.</p>",
      settings: {
        title: "Besuchen Sie unsere Ausstellung",
        buttonText: "Mehr erfahren",
        buttonUrl: "/kontakt",
        ...withImage("showroom", "Ausstellung mit Pflegebadewannen"),
      },
      mediaAssetIds: ids("showroom"),
    },
    {
      sectionName: "Demo: Galerie",
      sectionType: "gallery",
      contentHtml: "",
      settings: { title: "Galerie", galleryType: "auto", galleryRatio: "16/9", galleryFit: "cover", showDots: true, showArrows: true },
      mediaAssetIds: ids("birth", "care", "ward", "wellness"),
    },
    {
      sectionName: "Demo: Testimonials",
      sectionType: "testimonials",
      contentHtml: "",
      settings: {
        title: "Das sagen unsere Kundinnen und Kunden",
        items: [
          {
            author: "Sandra Meier",
            role: "Leitende Hebamme",
            quote: "Die Gebärwanne hat unseren Gebärsaal verändert: ruhig, sicher und für das ganze Team angenehm zu bedienen.",
            rating: 5,
          },
          {
            author: "Thomas Widmer",
            role: "Leiter Technischer Dienst",
            quote: "Montage, Schulung und Wartung aus einer Hand – so stellen wir uns einen Partner vor.",
            rating: 5,
          },
        ],
      },
      mediaAssetIds: [],
    },
    {
      sectionName: "Demo: Call-to-Action",
      sectionType: "cta",
      contentHtml: "",
      settings: {
        variant: "gradient",
        title: "Lassen Sie sich persönlich beraten",
        description: "Ein Call-to-Action schliesst eine Seite ab und führt zur Kontaktaufnahme.",
        primaryButtonText: "Kostenlose Beratung",
        primaryButtonUrl: "/kontakt",
        secondaryButtonText: "Medizintechnik entdecken",
        secondaryButtonUrl: "/produkte",
      },
      mediaAssetIds: [],
    },
  ];
  return sections.map((section, index) => ({ ...section, sectionOrder: index + 1 }));
}
