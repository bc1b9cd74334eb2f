// Care and long-term care: the category page and its products (some with children).
import { section, type SeedContext, type SeedPage } from "../types";
import { CONTACT, ctaSection, productPageCta, productPage, tile } from "./builders";

export const CARE_CATEGORY = "/produkte/pflege";
const CARE_TUBS = `${CARE_CATEGORY}/pflegebadewannen`;
const COMFORTLINE = `${CARE_TUBS}/comfortline-ii`;
const SIT_BATHS = `${CARE_CATEGORY}/sitzbadewannen`;
const SIT_BATH_CARE = `${CARE_CATEGORY}/sitzbadewanne-care`;
const SHOWER = `${CARE_CATEGORY}/duschwagen-und-stuehle`;
const SHOWER_CHAIR = `${SHOWER}/duschstuhl`;
const SHOWER_ELECTRIC = `${SHOWER}/elektroduschwagen`;
const LIFTER = `${CARE_CATEGORY}/patientenlifter`;
const LIFTER_TR = `${LIFTER}/mehrzwecklifter-tr`;

const backToCare = { text: "Alle Produkte Pflege", url: CARE_CATEGORY };

function careCategory(ctx: SeedContext): SeedPage {
  return {
    slug: CARE_CATEGORY,
    title: "Pflege & Langzeitpflege",
    metaTitle: "Pflege & Langzeitpflege – Pflegebadewannen | Auralis",
    metaDescription:
      "Pflegebadewannen, Sitzbadewannen, Duschwagen, Duschstühle und Patientenlifter für Pflegeheime und Spitäler – sicher, ergonomisch und hygienisch.",
    kind: "category",
    parentSlug: "/produkte",
    sitemapPriority: 0.8,
    h1: "Pflege & Langzeitpflege",
    intro: "Baden, Duschen und Transfer mit Würde – und ohne Rückenschmerzen.",
    image: "kategorie-pflege-langzeitpflege",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Pflege & Langzeitpflege",
          subtitle: "Baden, Duschen und Transfer mit Würde",
          description:
            "Für Alters- und Pflegeheime, Spitäler und Spitex-Stützpunkte: Pflegebadewannen, Duschsysteme und Lifter, die Bewohnenden Sicherheit geben und Pflegende körperlich entlasten.",
          image: ctx.ref("kategorie-pflege-langzeitpflege"),
          imageAlt: "Pflegebadewanne und Duschstuhl",
          primaryButtonText: "Kostenlose Beratung",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Alle Produkte",
          secondaryButtonUrl: "/produkte",
        },
        { media: ["kategorie-pflege-langzeitpflege"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "Das Bad als Moment der Zuwendung" },
        {
          html:
            "<p>Ein warmes Bad ist für viele Bewohnerinnen und Bewohner ein Höhepunkt der Woche – wenn es ohne Angst und Anstrengung gelingt. Unsere Pflegebäder und Duschsysteme sind höhenverstellbar, sicher im Transfer und schnell gereinigt. So bleibt mehr Zeit für das, was zählt: die Begegnung.</p>" +
            "<p>Wir planen mit Ihnen das ganze Pflegebad – vom Lifter über die Wanne bis zur Armatur – und schulen Ihr Team bei der Inbetriebnahme.</p>",
        },
      ),
      section("product_tiles", "Produkte", {
        title: "Unser Sortiment für die Pflege",
        items: [
          tile(ctx, "Pflegebadewannen", "Höhenverstellbare Wannen für das Baden im Liegen.", CARE_TUBS, "pflegebadewannen"),
          tile(
            ctx,
            "Pflegebadewanne Comfortline II",
            "Mit Seitentür für den Einstieg im Sitzen und integrierter Desinfektion.",
            COMFORTLINE,
            "pflegebadewanne-comfortline-ii",
          ),
          tile(ctx, "Sitzbadewannen", "Baden im Sitzen, Einstieg durch eine dichte Seitentür.", SIT_BATHS, "sitzbadewannen"),
          tile(ctx, "Sitzbadewanne Care", "Die Sitzbadewanne für Pflegeheime, mit Schnellbefüllung und Luftsprudel.", SIT_BATH_CARE, "sitzbadewanne-care"),
          tile(ctx, "Duschwagen & Duschstühle", "Duschen im Liegen oder Sitzen – hydraulisch oder elektrisch.", SHOWER, "duschwagen-und-duschstuehle"),
          tile(ctx, "Duschstuhl", "Fahrbarer Dusch- und Toilettenstuhl aus rostfreien Materialien.", SHOWER_CHAIR, "duschstuhl"),
          tile(ctx, "Elektroduschwagen", "Akkubetriebene Höhen- und Neigungsverstellung per Handschalter.", SHOWER_ELECTRIC, "elektroduschwagen"),
          tile(ctx, "Patientenlifter", "Mobiler Lifter für sichere Transfers zwischen Bett, Stuhl und Wanne.", LIFTER, "patientenlifter"),
          tile(ctx, "Mehrzwecklifter TR", "Transfer und Baden mit einer drehbaren, duschfesten Sitzeinheit.", LIFTER_TR, "mehrzwecklifter-tr"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Darauf achten wir in der Pflege",
        items: [
          { title: "Ergonomisch arbeiten", text: "Höhenverstellung auf Arbeitshöhe schont den Rücken der Pflegenden.", icon: "move-vertical" },
          { title: "Sicher im Transfer", text: "Lifter, Türen und Griffe, die Stürze vermeiden.", icon: "shield" },
          { title: "Hygiene im System", text: "Integrierte Desinfektion und glatte Oberflächen.", icon: "sparkles" },
          { title: "Betreut über Jahre", text: "Wartung, Ersatzteile und Schulung aus einer Hand.", icon: "wrench" },
        ],
      }),
      ctaSection({
        title: "Ihr Pflegebad neu denken",
        description: "Wir besuchen Sie vor Ort, prüfen Platz und Abläufe und schlagen Ihnen eine passende Kombination aus Wanne, Dusche und Lifter vor.",
      }),
    ],
  };
}

export function carePages(ctx: SeedContext): SeedPage[] {
  return [
    careCategory(ctx),
    productPage(ctx, {
      slug: CARE_TUBS,
      parentSlug: CARE_CATEGORY,
      title: "Pflegebadewannen",
      metaTitle: "Pflegebadewannen, höhenverstellbar | Auralis",
      metaDescription:
        "Höhenverstellbare Pflegebadewannen für Pflegeheim und Spital: Baden im Liegen, Arbeiten auf rückenschonender Höhe, integrierte Desinfektion.",
      heroSubtitle: "Baden im Liegen – auf der richtigen Arbeitshöhe",
      description: [
        "Unsere Pflegebadewannen sind für Menschen gemacht, die nicht mehr selbständig in eine Wanne steigen können. Die Bewohnerin wird mit dem Lifter oder dem Duschwagen in die Wanne gebracht; anschliessend fährt das Scherengestell die Wanne elektrisch auf die Arbeitshöhe der Pflegenden. So wird im Stehen gewaschen, nicht gebückt.",
        "Eine Kopfstütze, eine rutschhemmende Liegefläche und die Thermostatarmatur mit Temperaturanzeige sorgen für ein sicheres, entspannendes Bad. Nach dem Baden desinfiziert das integrierte Dosiersystem Wanne und Leitungen in einem Arbeitsgang.",
        "Als Weiterentwicklung mit Seitentür für den Einstieg im Sitzen bieten wir die <strong>Comfortline II</strong> an.",
      ],
      features: [
        { icon: "move-vertical", title: "Elektrische Höhenverstellung", description: "Von 600 bis 1000 mm – für jede Körpergrösse die passende Arbeitshöhe." },
        { icon: "shield", title: "Sicherer Transfer", description: "Unterfahrbar mit Lifter und Duschwagen." },
        { icon: "thermometer", title: "Thermostat mit Anzeige", description: "Konstante Temperatur und Verbrühschutz." },
        { icon: "sparkles", title: "Integrierte Desinfektion", description: "Dosiersystem für Wanne und Leitungen." },
        { icon: "heart", title: "Entspannendes Bad", description: "Kopfstütze und optionaler Luftsprudel." },
      ],
      specs: [
        ["Aussenmasse (L × B)", "2100 × 820 mm"],
        ["Höhe Wannenrand", "600–1000 mm, elektrisch"],
        ["Füllvolumen", "ca. 260 Liter"],
        ["Belastbarkeit", "200 kg"],
        ["Netzanschluss", "230 V / 50 Hz, 10 A"],
        ["Material", "GFK mit Sanitäracryl-Oberfläche"],
        ["Desinfektion", "integriertes Dosiersystem"],
        ["Normen", "EN 60601-1, Medizinprodukt Klasse I (MDR)"],
      ],
      materialInfo:
        "<p>Wannenkörper aus GFK mit porenfreier Acryloberfläche, Gestell aus pulverbeschichtetem Stahl. Alle Antriebe liegen spritzwassergeschützt unter der Wanne.</p>",
      images: ["pflegebadewannen"],
      back: backToCare,
      more: [
        section("product_tiles", "Varianten", {
          title: "Weitere Modelle",
          items: [tile(ctx, "Comfortline II", "Mit Seitentür, Handbedienung und integrierter Desinfektion.", COMFORTLINE, "pflegebadewanne-comfortline-ii")],
        }),
        productPageCta("Pflegebad planen", "Wir kombinieren Wanne, Lifter und Armaturen passend zu Ihrem Raum.", backToCare),
      ],
    }),
    productPage(ctx, {
      slug: COMFORTLINE,
      parentSlug: CARE_TUBS,
      title: "Pflegebadewanne Comfortline II",
      metaTitle: "Pflegebadewanne Comfortline II | Auralis",
      metaDescription:
        "Comfortline II: Pflegebadewanne mit Seitentür für den Einstieg im Sitzen, elektrischer Höhenverstellung, Handbedienung und Desinfektionssystem.",
      heroTitle: "Comfortline II",
      heroSubtitle: "Die Pflegebadewanne mit Seitentür",
      description: [
        "Viele Bewohnerinnen und Bewohner können noch sitzen und ein paar Schritte gehen – der hohe Wannenrand ist für sie aber ein Hindernis. Die Comfortline II öffnet sich seitlich: Man setzt sich auf die Sitzfläche, die Tür schliesst wasserdicht, und die Wanne fährt auf Arbeitshöhe.",
        "Die zweite Generation bringt einen Handschalter mit grossen, gut fühlbaren Tasten, eine Füllstandsanzeige und einen leiseren Antrieb. Das integrierte Desinfektionssystem arbeitet nach jedem Bad automatisch. Auf Wunsch ergänzen Luftsprudel und Aromadosierung das Badeerlebnis.",
      ],
      features: [
        { icon: "users", title: "Einstieg im Sitzen", description: "Seitentür mit 600 mm Öffnung, ohne Übersteigen." },
        { icon: "lock", title: "Dichte Tür", description: "Doppelte Dichtung mit Verriegelungskontrolle." },
        { icon: "move-vertical", title: "Höhenverstellbar", description: "650–950 mm per Handschalter." },
        { icon: "gauge", title: "Füllstandsanzeige", description: "Gleichmässige Füllung ohne Überlaufen." },
        { icon: "sparkles", title: "Automatische Desinfektion", description: "Nach jedem Bad, ohne zusätzliche Handgriffe." },
      ],
      specs: [
        ["Aussenmasse (L × B)", "1900 × 900 mm"],
        ["Höhe Wannenrand", "650–950 mm, elektrisch"],
        ["Türöffnung", "600 mm"],
        ["Füllvolumen", "ca. 230 Liter"],
        ["Belastbarkeit", "180 kg"],
        ["Netzanschluss", "230 V / 50 Hz"],
        ["Optionen", "Luftsprudel, Aromadosierung, Farbe nach RAL"],
        ["Normen", "EN 60601-1, Medizinprodukt Klasse I (MDR)"],
      ],
      materialInfo:
        "<p>GFK-Wannenkörper mit Acryloberfläche, Tür aus schlagfestem Verbundmaterial mit umlaufender Silikondichtung. Bedienelemente in Schutzart IPX4.</p>",
      images: ["pflegebadewanne-comfortline-ii"],
      back: { text: "Alle Pflegebadewannen", url: CARE_TUBS },
      more: [
        section("usp_tiles", "Vorteile", {
          title: "Was neu ist",
          items: [
            { title: "Leiserer Antrieb", text: "Ruhiges Hochfahren, auch für ängstliche Bewohnende.", icon: "heart" },
            { title: "Grosse Tasten", text: "Einfach zu bedienen, auch mit Handschuhen.", icon: "settings" },
            { title: "Desinfektion automatisch", text: "Nach jedem Bad, dokumentiert.", icon: "clipboard-check" },
          ],
        }),
      ],
    }),
    productPage(ctx, {
      slug: SIT_BATHS,
      parentSlug: CARE_CATEGORY,
      title: "Sitzbadewannen",
      metaTitle: "Sitzbadewannen mit Tür | Auralis Medizintechnik",
      metaDescription:
        "Sitzbadewannen mit dichter Seitentür: sicheres Baden im Sitzen für Menschen mit eingeschränkter Beweglichkeit, platzsparend und schnell befüllt.",
      heroSubtitle: "Sicher baden im Sitzen",
      description: [
        "Eine Sitzbadewanne braucht kaum mehr Platz als eine Dusche und ermöglicht trotzdem ein Vollbad. Der Einstieg erfolgt durch eine Seitentür auf die bequeme Sitzfläche – ohne über einen Wannenrand steigen zu müssen.",
        "Damit eignen sich unsere Sitzbadewannen für betreutes Wohnen, Pflegewohngruppen und Rehabilitationseinrichtungen, in denen Bewohnende möglichst selbständig baden sollen. Die Wanne füllt sich erst, wenn die Tür dicht geschlossen ist, und entleert sich vollständig, bevor sie wieder öffnet. Haltegriffe innen und aussen geben Sicherheit beim Hinsetzen und Aufstehen.",
      ],
      features: [
        { icon: "users", title: "Selbständig baden", description: "Einstieg durch die Tür, Sitzhöhe wie ein Stuhl." },
        { icon: "ruler", title: "Platzsparend", description: "Passt auf die Fläche einer Dusche." },
        { icon: "lock", title: "Dichte Tür", description: "Füllung erst bei geschlossener Tür." },
        { icon: "shield", title: "Haltegriffe", description: "Innen und aussen für sicheres Aufstehen." },
      ],
      specs: [
        ["Aussenmasse (L × B × H)", "1300 × 700 × 1050 mm"],
        ["Sitzhöhe", "470 mm"],
        ["Türbreite", "560 mm"],
        ["Füllvolumen", "ca. 180 Liter"],
        ["Füll- und Entleerzeit", "je ca. 4 Minuten"],
        ["Material", "Sanitäracryl, GFK-verstärkt"],
        ["Armatur", "Thermostat mit Handbrause"],
      ],
      materialInfo: "<p>Wannenkörper aus GFK-verstärktem Sanitäracryl, Tür mit Edelstahlscharnieren und auswechselbarer Dichtung.</p>",
      images: ["sitzbadewannen"],
      back: backToCare,
      more: [
        section("product_tiles", "Für Pflegeheime", {
          title: "Für den Pflegealltag",
          items: [tile(ctx, "Sitzbadewanne Care", "Mit Schnellbefüllung, Luftsprudel und Desinfektion.", SIT_BATH_CARE, "sitzbadewanne-care")],
        }),
      ],
    }),
    productPage(ctx, {
      slug: SIT_BATH_CARE,
      parentSlug: CARE_CATEGORY,
      title: "Sitzbadewanne Care",
      metaTitle: "Sitzbadewanne Care für Pflegeheime | Auralis",
      metaDescription:
        "Sitzbadewanne Care: Schnellbefüllung in rund zwei Minuten, Luftsprudel, integrierte Desinfektion und Bedienpanel – gemacht für Pflegeheime.",
      heroSubtitle: "Die Sitzbadewanne für den Pflegealltag",
      description: [
        "Die Sitzbadewanne Care ist für Häuser gemacht, in denen täglich mehrere Bäder stattfinden. Eine Pumpe füllt die Wanne in rund zwei Minuten – die Bewohnerin sitzt also nicht frierend im leeren Becken. Das Bedienpanel an der Aussenseite zeigt Temperatur und Füllstand und erlaubt der Pflegenden, alle Funktionen ohne Bücken zu steuern.",
        "Ein sanfter Luftsprudel regt die Durchblutung an und wird von vielen Menschen mit Demenz als beruhigend erlebt. Nach dem Bad reinigt und desinfiziert das integrierte System Wanne und Leitungen automatisch. Eine vorgesetzte Stufe und Griffe erleichtern den Einstieg.",
      ],
      features: [
        { icon: "zap", title: "Schnellbefüllung", description: "Rund zwei Minuten bis zum Vollbad." },
        { icon: "settings", title: "Bedienpanel aussen", description: "Temperatur, Füllstand und Funktionen im Blick." },
        { icon: "heart", title: "Luftsprudel", description: "Sanfte Massage, beruhigend und wohltuend." },
        { icon: "sparkles", title: "Automatische Desinfektion", description: "Wanne und Leitungen nach jedem Bad." },
        { icon: "shield", title: "Stufe und Griffe", description: "Sicher hinsetzen und aufstehen." },
      ],
      specs: [
        ["Aussenmasse (L × B × H)", "1400 × 760 × 1080 mm"],
        ["Sitzhöhe", "480 mm"],
        ["Türöffnung", "600 mm"],
        ["Füllvolumen", "ca. 200 Liter"],
        ["Befüllung", "Pumpe, ca. 2 Minuten"],
        ["Luftsprudel", "700 W, 3 Stufen"],
        ["Netzanschluss", "230 V / 50 Hz"],
        ["Schutzart", "IPX4"],
        ["Normen", "EN 60601-1, Medizinprodukt Klasse I (MDR)"],
      ],
      materialInfo:
        "<p>Wanne aus GFK-verstärktem Sanitäracryl, Verkleidung aus HPL. Die Düsen des Luftsprudels sind flächenbündig und werden bei der Desinfektion mit gespült.</p>",
      images: ["sitzbadewanne-care"],
      back: backToCare,
      more: [productPageCta("Sitzbadewanne Care erleben", "Vereinbaren Sie eine Vorführung in unserer Ausstellung oder direkt bei Ihnen im Haus.", backToCare)],
    }),
    productPage(ctx, {
      slug: SHOWER,
      parentSlug: CARE_CATEGORY,
      title: "Duschwagen & Duschstühle",
      metaTitle: "Duschwagen & Duschstühle für die Pflege | Auralis",
      metaDescription: "Hydraulische Duschwagen und fahrbare Duschstühle für Pflegeheim und Spital: Duschen im Liegen oder Sitzen, sicher und rückenschonend.",
      heroTitle: "Duschwagen & Duschstühle",
      heroSubtitle: "Duschen im Liegen oder im Sitzen",
      description: [
        "Nicht jeder Mensch kann stehen, und nicht jeder möchte baden. Mit einem Duschwagen wird die Bewohnerin liegend geduscht: Die wannenförmige, gepolsterte Liegefläche hält das Wasser zurück, ein Ablaufschlauch leitet es direkt in den Bodenablauf.",
        "Unser hydraulischer Duschwagen wird per Fusspumpe auf Arbeitshöhe gebracht und kommt ohne Strom aus. Die Seitengitter lassen sich für den Transfer vom Bett abklappen, die Zentralbremse fixiert alle vier Räder mit einem Tritt. Für Menschen, die sitzen können, ergänzen fahrbare Duschstühle das Sortiment; für höhere Ansprüche an den Bedienkomfort gibt es den Elektroduschwagen.",
      ],
      features: [
        { icon: "move-vertical", title: "Hydraulische Höhenverstellung", description: "Fusspumpe, 560–960 mm, ohne Strom." },
        { icon: "droplet", title: "Wannenförmige Liegefläche", description: "Mit Ablaufschlauch – das Wasser bleibt, wo es hingehört." },
        { icon: "shield", title: "Abklappbare Seitengitter", description: "Sicherheit beim Duschen, freier Zugang beim Transfer." },
        { icon: "lock", title: "Zentralbremse", description: "Alle vier Räder mit einem Tritt fixiert." },
      ],
      specs: [
        ["Liegefläche", "1900 × 650 mm"],
        ["Höhe", "560–960 mm, hydraulisch"],
        ["Belastbarkeit", "180 kg"],
        ["Gewicht", "ca. 62 kg"],
        ["Rahmen", "Edelstahl und Aluminium, rostfrei"],
        ["Liegefläche", "PVC-Wanne, gepolstert, nahtlos"],
        ["Räder", "4 × 150 mm, Zentralbremse"],
        ["Ablaufschlauch", "1,5 m"],
      ],
      materialInfo:
        "<p>Alle Metallteile sind aus Edelstahl oder eloxiertem Aluminium und damit dauerhaft korrosionsfrei. Die Polsterung ist nahtlos verschweisst und wischdesinfizierbar.</p>",
      images: ["duschwagen-und-duschstuehle"],
      back: backToCare,
      more: [
        section("product_tiles", "Modelle", {
          title: "Modelle",
          items: [
            tile(ctx, "Duschstuhl", "Fahrbarer Dusch- und Toilettenstuhl mit Hygieneöffnung.", SHOWER_CHAIR, "duschstuhl"),
            tile(ctx, "Elektroduschwagen", "Höhe und Neigung per Akku und Handschalter.", SHOWER_ELECTRIC, "elektroduschwagen"),
          ],
        }),
        productPageCta("Welcher Duschwagen passt?", "Wir beraten Sie zu Raum, Bodenablauf und Bewohnendenprofil.", backToCare),
      ],
    }),
    productPage(ctx, {
      slug: SHOWER_CHAIR,
      parentSlug: SHOWER,
      title: "Duschstuhl",
      metaTitle: "Fahrbarer Duschstuhl, rostfrei | Auralis",
      metaDescription:
        "Fahrbarer Dusch- und Toilettenstuhl aus Edelstahl und Aluminium: Hygieneöffnung, hochklappbare Armlehnen, Fussstützen und vier Bremsen.",
      heroSubtitle: "Dusch- und Toilettenstuhl für den Pflegealltag",
      description: [
        "Der Duschstuhl begleitet Bewohnende vom Zimmer in die Dusche und über die Toilette – ohne zusätzlichen Transfer. Die Sitzfläche mit Hygieneöffnung erleichtert die Intimpflege, die hochklappbaren Armlehnen ermöglichen das seitliche Umsetzen aus dem Bett oder Rollstuhl.",
        "Der Rahmen aus Edelstahl und Aluminium ist rostfrei und übersteht tägliche Duschen und Desinfektionen über viele Jahre. Vier Lenkrollen mit Einzelbremsen machen den Stuhl wendig auf engem Raum, die schwenkbaren Fussstützen geben Halt während der Fahrt. Dank seiner Höhe lässt er sich über handelsübliche WC-Schüsseln schieben.",
      ],
      features: [
        { icon: "armchair", title: "Sitz mit Hygieneöffnung", description: "Für Intimpflege und Toilettengang." },
        { icon: "users", title: "Seitlicher Transfer", description: "Hochklappbare Armlehnen." },
        { icon: "droplet", title: "Rostfrei", description: "Edelstahl und Aluminium für den Nassbereich." },
        { icon: "lock", title: "Vier Bremsen", description: "Sicherer Stand in Dusche und Zimmer." },
      ],
      specs: [
        ["Sitzhöhe", "550 mm"],
        ["Sitzbreite", "460 mm"],
        ["Gesamtbreite", "570 mm"],
        ["Belastbarkeit", "150 kg"],
        ["Gewicht", "ca. 15 kg"],
        ["Rahmen", "Edelstahl / Aluminium, rostfrei"],
        ["Rollen", "4 × 125 mm, alle mit Bremse"],
      ],
      materialInfo:
        "<p>Sitz und Rückenlehne aus weichem, geschlossenporigem PU; Rahmen aus Edelstahl und eloxiertem Aluminium. Geeignet für thermische und chemische Desinfektion.</p>",
      images: ["duschstuhl"],
      back: { text: "Duschwagen & Duschstühle", url: SHOWER },
      more: [
        section("usp_tiles", "Vorteile", {
          title: "Ein Stuhl für drei Wege",
          items: [
            { title: "Im Zimmer", text: "Umsetzen aus Bett oder Rollstuhl über die hochklappbaren Armlehnen.", icon: "users" },
            { title: "Unter der Dusche", text: "Rostfrei, rutschfest und mit offener Sitzfläche für die Intimpflege.", icon: "droplet" },
            { title: "Über der Toilette", text: "Passt über handelsübliche WC-Schüsseln – ohne erneuten Transfer.", icon: "check-circle" },
          ],
        }),
      ],
    }),
    productPage(ctx, {
      slug: SHOWER_ELECTRIC,
      parentSlug: SHOWER,
      title: "Elektroduschwagen",
      metaTitle: "Elektroduschwagen mit Akku | Auralis",
      metaDescription: "Elektroduschwagen mit Akku: Höhe und Neigung per Handschalter, hohe Belastbarkeit und Schutzart IPX6 – entlastet Pflegende spürbar.",
      heroSubtitle: "Höhe und Neigung auf Knopfdruck",
      description: [
        "Der Elektroduschwagen nimmt Pflegenden das Pumpen ab: Ein wasserdichter Handschalter fährt die Liegefläche per Akku von 500 auf 1000 mm und neigt sie zum Abfliessen des Wassers. Das ist besonders bei schwergewichtigen Bewohnenden und in Häusern mit vielen Duschen pro Tag eine echte Entlastung.",
        "Die Liegefläche ist wannenförmig und gepolstert, die Seitengitter klappen ab. Der Akku reicht für rund 40 Duschgänge und lädt über Nacht an der Wandstation. Der Antrieb ist nach IPX6 geschützt und verträgt das Abspritzen bei der Reinigung.",
      ],
      features: [
        { icon: "zap", title: "Akkubetrieb", description: "Rund 40 Duschgänge pro Ladung." },
        { icon: "move-vertical", title: "Elektrische Höhe", description: "500–1000 mm per Handschalter." },
        { icon: "settings", title: "Neigungsverstellung", description: "± 12° für den Wasserablauf und bequeme Lagerung." },
        { icon: "weight", title: "Hohe Belastbarkeit", description: "Bis 200 kg Patientengewicht." },
        { icon: "droplet", title: "Schutzart IPX6", description: "Abspritzbar bei der Reinigung." },
      ],
      specs: [
        ["Liegefläche", "1900 × 680 mm"],
        ["Höhe", "500–1000 mm, elektrisch"],
        ["Neigung", "± 12°"],
        ["Belastbarkeit", "200 kg"],
        ["Akku", "24 V, ca. 40 Zyklen pro Ladung"],
        ["Schutzart", "IPX6"],
        ["Gewicht", "ca. 85 kg"],
        ["Normen", "EN 60601-1, Medizinprodukt Klasse I (MDR)"],
      ],
      materialInfo:
        "<p>Fahrgestell aus Edelstahl, Liegefläche aus nahtlos verschweisstem, gepolstertem PVC. Handschalter und Akkugehäuse sind vollständig abgedichtet.</p>",
      images: ["elektroduschwagen"],
      back: { text: "Duschwagen & Duschstühle", url: SHOWER },
      more: [
        productPageCta("Elektroduschwagen vorführen lassen", "Wir bringen den Duschwagen zu Ihnen und zeigen ihn im echten Pflegebad.", {
          text: "Duschwagen & Duschstühle",
          url: SHOWER,
        }),
      ],
    }),
    productPage(ctx, {
      slug: LIFTER,
      parentSlug: CARE_CATEGORY,
      title: "Patientenlifter",
      metaTitle: "Mobiler Patientenlifter | Auralis Medizintechnik",
      metaDescription:
        "Mobiler Patientenlifter für Transfers zwischen Bett, Rollstuhl, Toilette und Pflegebad: elektrisch, mit spreizbarem Fahrgestell und Notabsenkung.",
      heroSubtitle: "Sichere Transfers zwischen Bett, Stuhl und Wanne",
      description: [
        "Transfers gehören zu den körperlich anstrengendsten Aufgaben in der Pflege – und zu den gefährlichsten Momenten für Bewohnende. Unser mobiler Patientenlifter hebt Menschen bis 180 kg sicher aus dem Bett, dem Rollstuhl oder vom Boden und setzt sie behutsam wieder ab.",
        "Ein leiser Elektroantrieb hebt und senkt gleichmässig, das Fahrgestell lässt sich spreizen, um Rollstühle und Sessel zu umfahren. Die niedrige Unterfahrhöhe passt unter die meisten Pflegebetten und unter unsere Pflegebadewannen. Bei Stromausfall senkt eine mechanische Notabsenkung die Person sicher ab.",
      ],
      features: [
        { icon: "weight", title: "Bis 180 kg", description: "Hebt auch schwergewichtige Personen sicher." },
        { icon: "move-vertical", title: "Grosser Hubbereich", description: "Vom Boden bis über das Bett." },
        { icon: "ruler", title: "Spreizbares Fahrgestell", description: "Umfährt Rollstühle und Sessel." },
        { icon: "shield", title: "Notabsenkung", description: "Mechanisch und elektrisch." },
        { icon: "zap", title: "Akku mit Anzeige", description: "Rund 40 Hübe pro Ladung." },
      ],
      specs: [
        ["Hubbereich", "400–1800 mm"],
        ["Belastbarkeit", "180 kg"],
        ["Gewicht", "ca. 38 kg ohne Akku"],
        ["Fahrgestellbreite", "580–1000 mm, spreizbar"],
        ["Unterfahrhöhe", "110 mm"],
        ["Akku", "24 V, ca. 40 Hübe pro Ladung"],
        ["Norm", "EN ISO 10535"],
      ],
      materialInfo: "<p>Rahmen aus pulverbeschichtetem Aluminium; die Hebetücher in drei Grössen sind bei 80 °C waschbar.</p>",
      images: ["patientenlifter"],
      back: backToCare,
      more: [
        section("product_tiles", "Varianten", {
          title: "Für Transfer und Bad",
          items: [tile(ctx, "Mehrzwecklifter TR", "Drehbare, duschfeste Sitzeinheit statt Hebetuch.", LIFTER_TR, "mehrzwecklifter-tr")],
        }),
      ],
    }),
    productPage(ctx, {
      slug: LIFTER_TR,
      parentSlug: LIFTER,
      title: "Mehrzwecklifter TR",
      metaTitle: "Mehrzwecklifter TR für Transfer und Bad | Auralis",
      metaDescription: "Mehrzwecklifter TR: Transfer und Baden mit einer drehbaren, duschfesten Sitzeinheit – für Pflegebadewanne, Dusche und Toilette.",
      heroSubtitle: "Transfer und Baden mit einer Sitzeinheit",
      description: [
        "Der Mehrzwecklifter TR bringt Bewohnende im Sitzen vom Zimmer ins Bad, in die Pflegebadewanne, unter die Dusche oder auf die Toilette. Statt eines Hebetuchs trägt er eine feste, gepolsterte Sitzeinheit – viele Menschen empfinden das als sicherer und angenehmer.",
        "Die Sitzeinheit dreht sich um 360° und ist vollständig duschfest. Der TR fährt über den Wannenrand und senkt die Person ins Wasser ab; Armlehnen und ein Sicherheitsgurt geben Halt. Für die Hygiene lässt sich der Sitz ohne Werkzeug abnehmen und desinfizieren.",
      ],
      features: [
        { icon: "armchair", title: "Feste Sitzeinheit", description: "Gepolstert, mit Armlehnen und Gurt." },
        { icon: "settings", title: "360° drehbar", description: "Ein- und Ausfahren aus jeder Richtung." },
        { icon: "droplet", title: "Duschfest", description: "Schutzart IPX4 – Baden und Duschen im Sitz." },
        { icon: "sparkles", title: "Abnehmbarer Sitz", description: "Ohne Werkzeug zur Desinfektion." },
      ],
      specs: [
        ["Hubbereich Sitz", "450–1350 mm"],
        ["Belastbarkeit", "160 kg"],
        ["Drehbereich", "360°"],
        ["Sitzbreite", "480 mm"],
        ["Akku", "24 V, ca. 35 Zyklen pro Ladung"],
        ["Schutzart", "IPX4"],
        ["Material", "Edelstahl, Sitz aus PP mit PU-Polster"],
        ["Norm", "EN ISO 10535"],
      ],
      materialInfo: "<p>Alle tragenden Teile aus Edelstahl; der Sitz besteht aus glasfaserverstärktem PP mit geschlossenporigem PU-Polster.</p>",
      images: ["mehrzwecklifter-tr"],
      back: { text: "Alle Patientenlifter", url: LIFTER },
      more: [
        productPageCta("Mehrzwecklifter TR testen", "Wir zeigen Ihnen den TR gerne zusammen mit unseren Pflegebadewannen.", {
          text: "Alle Patientenlifter",
          url: LIFTER,
        }),
      ],
    }),
  ];
}
