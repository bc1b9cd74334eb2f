// Birth and postpartum: the category page, the birth overview and their products.
import { section, type SeedContext, type SeedPage } from "../types";
import { aquaPlusData, comfortData, contessaData, generosaData } from "./birthing-tub-data";
import { CONTACT, ctaSection, productPageCta, productPage, tile } from "./builders";

export const BIRTH_CATEGORY = "/produkte/geburt-wochenbett";
export const CONTESSA = "/produkte/geburt-und-wochenbett/contessa";
export const GENEROSA = "/produkte/geburt-und-wochenbett/generosa";
export const AQUA_PLUS = `${BIRTH_CATEGORY}/gebaerwanne-aqua-plus`;
export const COMFORT = `${BIRTH_CATEGORY}/gebaerwanne-comfort`;
const NURSING_CHAIR = `${BIRTH_CATEGORY}/stillstuhl-relax`;
const CHANGING_FLEX = `${BIRTH_CATEGORY}/wickelkommode-flex`;
const CHANGING_HYGIENA = `${BIRTH_CATEGORY}/wickelkommode-hygiena`;

const backToBirth = { text: "Alle Produkte Geburt & Wochenbett", url: BIRTH_CATEGORY };

function tubTiles(ctx: SeedContext) {
  return [
    tile(ctx, "Gebärwanne Contessa", "Neu: freistehend, rundum zugänglich, mit Sitzstufen in drei Höhen.", CONTESSA, "gebaerwanne-contessa-ansicht-1"),
    tile(ctx, "Gebärwanne Generosa", "Rund zwei Meter lang, aus GFK, in allen RAL- und NCS-Farben.", GENEROSA, "gebaerwanne-generosa-ansicht-1"),
    tile(ctx, "Gebärwanne Aqua Plus", "Ovale Wanne mit dimmbarem Unterwasserlicht für eine ruhige Atmosphäre.", AQUA_PLUS, "gebaerwanne-aqua-plus"),
    tile(ctx, "Gebärwanne Comfort", "Kompakt, mit integrierter Einstiegsstufe – ideal für kleinere Räume.", COMFORT, "gebaerwanne-comfort"),
  ];
}

function birthCategory(ctx: SeedContext): SeedPage {
  return {
    slug: BIRTH_CATEGORY,
    title: "Geburt & Wochenbett",
    metaTitle: "Geburt & Wochenbett – Gebärwannen | Auralis",
    metaDescription:
      "Gebärwannen, Stillstühle und Wickelkommoden für Gebärsäle, Geburtshäuser und Wochenbettstationen – entwickelt mit Hebammen, gefertigt in der Schweiz.",
    kind: "category",
    parentSlug: "/produkte",
    sitemapPriority: 0.8,
    h1: "Geburt & Wochenbett",
    intro: "Gebärwannen und Einrichtungen für die ersten Stunden und Tage.",
    image: "kategorie-geburt-wochenbett",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Geburt & Wochenbett",
          subtitle: "Gebärwannen und Einrichtungen für die ersten Stunden und Tage",
          description:
            "Vom Gebärsaal bis zur Wochenbettstation: Wir statten Geburtsabteilungen, Geburtshäuser und Hebammenpraxen mit Produkten aus, die Gebärenden Geborgenheit und Fachpersonen sichere Abläufe geben.",
          image: ctx.ref("kategorie-geburt-wochenbett"),
          imageAlt: "Gebärwanne und Stillstuhl",
          primaryButtonText: "Kostenlose Beratung",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Gebärwannen vergleichen",
          secondaryButtonUrl: "/produkte/geburt",
        },
        { media: ["kategorie-geburt-wochenbett"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "Wasser, Bewegung und Geborgenheit" },
        {
          html:
            "<p>Eine Wassergeburt entlastet, wärmt und schenkt Bewegungsfreiheit. Damit das im Alltag einer Geburtsabteilung gelingt, braucht es Wannen, die sich leicht betreuen, schnell entleeren und gründlich reinigen lassen. Unsere Gebärwannen entstehen seit über 30 Jahren im Austausch mit Hebammen – und werden in der Schweiz gefertigt.</p>" +
            "<p>Für das Wochenbett ergänzen Stillstühle und Wickelkommoden das Sortiment: ergonomisch für Mütter, rückenschonend für das Pflegepersonal und hygienisch bis ins Detail.</p>",
        },
      ),
      section(
        "teaser_box",
        "Teaser Contessa",
        {
          badge: "Neu",
          title: "Gebärwanne Contessa",
          description: "Freistehend und rundum zugänglich: die neue Gebärwanne für Gebärsäle, in denen sich die Frau frei bewegen soll.",
          image: ctx.ref("gebaerwanne-contessa-ansicht-1"),
          imageAlt: "Gebärwanne Contessa",
          buttonText: "Contessa entdecken",
          buttonUrl: CONTESSA,
        },
        { media: ["gebaerwanne-contessa-ansicht-1"] },
      ),
      section(
        "teaser_box",
        "Teaser Generosa",
        {
          badge: "Bewährt",
          title: "Gebärwanne Generosa",
          description: "Viel Platz auf rund zwei Metern Länge, gefertigt aus GFK und erhältlich in allen RAL- und NCS-Farben.",
          image: ctx.ref("gebaerwanne-generosa-ansicht-1"),
          imageAlt: "Gebärwanne Generosa",
          buttonText: "Generosa ansehen",
          buttonUrl: GENEROSA,
        },
        { media: ["gebaerwanne-generosa-ansicht-1"] },
      ),
      section("product_tiles", "Produkte", {
        title: "Unser Sortiment für Geburt und Wochenbett",
        subtitle: "Gebärwannen, Stillstühle und Wickelkommoden",
        items: [
          ...tubTiles(ctx),
          tile(ctx, "Stillstuhl Relax", "Verstellbarer Stillstuhl mit Fussstütze für entspanntes Stillen im Wochenbett.", NURSING_CHAIR, "stillstuhl-relax"),
          tile(ctx, "Wickelkommode Flex", "Elektrisch höhenverstellbar – rückenschonend für Eltern und Pflegende.", CHANGING_FLEX, "wickelkommode-flex"),
          tile(ctx, "Wickelkommode Hygiena", "Wickelplatz mit integriertem Babybad, Thermostat und Schubladen.", CHANGING_HYGIENA, "wickelkommode-hygiena"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Was Hebammen an unseren Gebärwannen schätzen",
        items: [
          { title: "Zugang von allen Seiten", text: "Betreuung ohne Verrenkungen – auch bei Positionswechseln.", icon: "users" },
          { title: "Sicherer Halt", text: "Integrierte Griffe und rutschhemmende Stufen für Gebärende.", icon: "shield" },
          { title: "Konstant warmes Wasser", text: "Thermostatarmaturen mit Verbrühschutz und Temperaturanzeige.", icon: "thermometer" },
          { title: "Hygiene in Minuten", text: "Schnellablauf und porenfreie, desinfektionsmittelbeständige Oberflächen.", icon: "sparkles" },
        ],
      }),
      ctaSection({
        title: "Planen Sie einen neuen Gebärsaal?",
        description: "Wir beraten Sie zu Raumbedarf, Wasserinstallation und Ausstattung – und zeigen Ihnen unsere Gebärwannen gerne in Volketswil.",
      }),
    ],
  };
}

/** '/produkte/geburt': the birth range on its own slug (docs/product/public-site.md, "Routes"). */
export function birthOverviewPage(ctx: SeedContext): SeedPage {
  return {
    slug: "/produkte/geburt",
    title: "Geburt",
    metaTitle: "Gebärwannen im Überblick | Auralis Medizintechnik",
    metaDescription:
      "Vier Gebärwannen für Gebärsaal und Geburtshaus: Contessa, Generosa, Aqua Plus und Comfort im Überblick – mit Beratung zu Planung und Installation.",
    kind: "category",
    parentSlug: "/produkte",
    sitemapPriority: 0.8,
    h1: "Gebärwannen für die Wassergeburt",
    intro: "Vier Gebärwannen, eine Haltung: Die Frau steht im Mittelpunkt.",
    image: "startseite-gebaerraum-mit-gebaerwanne",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Gebärwannen für die Wassergeburt",
          subtitle: "Vier Modelle, eine Haltung: Die Frau steht im Mittelpunkt",
          image: ctx.ref("startseite-gebaerraum-mit-gebaerwanne"),
          imageAlt: "Gebärraum mit Gebärwanne",
          primaryButtonText: "Kostenlose Beratung",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Zum ganzen Sortiment",
          secondaryButtonUrl: BIRTH_CATEGORY,
        },
        { media: ["startseite-gebaerraum-mit-gebaerwanne"] },
      ),
      section(
        "text",
        "Warum Wasser",
        { title: "Warum eine Gebärwanne?" },
        {
          html:
            "<p>Warmes Wasser trägt das Körpergewicht, entspannt die Muskulatur und hilft vielen Frauen, mit den Wehen umzugehen. Gleichzeitig kann sich die Gebärende freier bewegen als im Bett und wechselt leichter zwischen Knien, Hocken und Liegen.</p>" +
            "<p>Damit Hebammen sicher arbeiten können, achten wir bei jeder Wanne auf dieselben Punkte:</p>" +
            "<ul><li><strong>Zugänglichkeit:</strong> genug Raum neben der Wanne und eine rückenschonende Arbeitshöhe.</li><li><strong>Sicherheit:</strong> Haltegriffe, rutschhemmende Flächen und eine Armatur mit Verbrühschutz.</li><li><strong>Notfallbereitschaft:</strong> ein Schnellablauf, der die Wanne in wenigen Minuten leert.</li><li><strong>Hygiene:</strong> fugenlose, porenfreie Oberflächen ohne versteckte Ecken.</li></ul>",
        },
      ),
      section("product_tiles", "Gebärwannen", {
        title: "Unsere Gebärwannen",
        items: tubTiles(ctx),
      }),
      section(
        "image_text",
        "Wochenbett",
        {
          title: "Auch nach der Geburt gut eingerichtet",
          imagePosition: "left",
          image: ctx.ref("stillstuhl-relax"),
          imageAlt: "Stillstuhl Relax",
          buttonText: "Produkte für das Wochenbett",
          buttonUrl: BIRTH_CATEGORY,
        },
        {
          html: "<p>Im Wochenbett zählen Ruhe und Nähe. Unser Stillstuhl Relax und die Wickelkommoden Flex und Hygiena sind auf die Bedürfnisse junger Familien und die Abläufe auf der Wochenbettstation abgestimmt – mit Oberflächen, die sich im Stationsalltag einfach reinigen lassen.</p>",
          media: ["stillstuhl-relax"],
        },
      ),
      ctaSection({
        title: "Welche Gebärwanne passt zu Ihrem Gebärsaal?",
        description: "Senden Sie uns Grundriss und Anforderungen – wir empfehlen Ihnen ein Modell und klären Installation und Lieferung.",
        secondaryText: "Geburt & Wochenbett",
        secondaryUrl: BIRTH_CATEGORY,
      }),
    ],
  };
}

/** The category page and its products, in navigation order. */
export function birthPages(ctx: SeedContext): SeedPage[] {
  return [
    birthCategory(ctx),
    productPage(ctx, {
      slug: CONTESSA,
      parentSlug: BIRTH_CATEGORY,
      title: "Gebärwanne Contessa",
      metaTitle: "Gebärwanne Contessa – freistehend | Auralis",
      metaDescription:
        "Die neue Gebärwanne Contessa: freistehend, rundum zugänglich, mit Sitzstufen, Haltegriffen, Thermostat und Schnellablauf. Jetzt Beratung anfragen.",
      heroSubtitle: contessaData.subtitle,
      badge: "Neu",
      description: [
        "Die Contessa ist unsere neue, freistehende Gebärwanne für Gebärsäle und Geburtshäuser, die der Frau während der Geburt grösstmögliche Bewegungsfreiheit geben möchten. Die ovale Form ist von allen Seiten zugänglich: Hebamme und Ärztin erreichen die Gebärende in jeder Position, ohne sich weit über den Wannenrand beugen zu müssen.",
        "Im Innern bieten Sitzstufen in drei Höhen, eine flache Liegemulde und vier integrierte Haltegriffe Halt beim Kauern, Knien oder Hocken. Das warme Wasser entlastet und entspannt; die Thermostatarmatur hält die Temperatur konstant und schützt vor Verbrühungen.",
        "Muss die Geburt ausserhalb des Wassers weitergehen, entleert der <strong>Schnellablauf</strong> die Wanne in rund drei Minuten. Danach ist die porenfreie Oberfläche mit wenigen Handgriffen gereinigt und desinfiziert.",
      ],
      features: [
        {
          icon: "users",
          title: "Rundum zugänglich",
          description: "Die freistehende Aufstellung erlaubt die Betreuung von allen Seiten – auch bei Positionswechseln in der Austreibungsphase.",
        },
        {
          icon: "armchair",
          title: "Sitzstufen in drei Höhen",
          description: "Für aufrechtes Sitzen, Kauern und Knien: Die Gebärende findet jederzeit eine stabile Position.",
        },
        {
          icon: "shield",
          title: "Integrierte Haltegriffe",
          description: "Vier ergonomisch geformte Griffe geben Halt beim Aufstehen, Umsetzen und Mitschieben.",
        },
        {
          icon: "thermometer",
          title: "Konstante Wassertemperatur",
          description: "Thermostat mit <strong>Verbrühschutz</strong> und gut ablesbarer Temperaturanzeige.",
        },
        { icon: "gauge", title: "Schnellablauf", description: "Entleerung in rund drei Minuten, wenn es schnell gehen muss." },
        {
          icon: "sparkles",
          title: "Hygienische Oberfläche",
          description: "Porenfreies Sanitäracryl, fugenlos und beständig gegen gängige Flächendesinfektionsmittel.",
        },
      ],
      specs: contessaData.specs,
      materialInfo:
        "<p>Der Wannenkörper besteht aus glasfaserverstärktem Kunststoff (GFK) mit einer porenfreien Oberfläche aus Sanitäracryl. Sie ist fugenlos, fühlt sich warm an und lässt sich mit den in Spitälern üblichen Flächendesinfektionsmitteln reinigen.</p><p>Standardfarbe ist Weiss; auf Wunsch fertigen wir die Aussenschale in jeder RAL- oder NCS-Farbe passend zu Ihrem Raumkonzept.</p>",
      images: ["gebaerwanne-contessa-ansicht-1", "gebaerwanne-contessa-ansicht-2", "gebaerwanne-contessa-ansicht-3"],
      datasheet: CONTESSA,
      back: backToBirth,
      more: [
        section(
          "image_text",
          "Entwickelt mit Hebammen",
          {
            title: "Entwickelt mit Hebammen",
            imagePosition: "right",
            image: ctx.ref("gebaerwanne-contessa-ansicht-3"),
            imageAlt: "Wannenrand der Contessa mit Haltegriff",
            buttonText: "Beratung anfragen",
            buttonUrl: CONTACT,
          },
          {
            html:
              "<p>Die Contessa ist in zwei Jahren gemeinsam mit Hebammenteams aus drei Geburtsabteilungen entstanden. Sie haben Prototypen im Alltag getestet – mit dem Ergebnis, dass der Wannenrand breiter, die Griffe tiefer und die Sitzstufen flacher wurden.</p>" +
              "<ul><li>breiter, abgerundeter Rand zum Abstützen der Unterarme</li><li>Griffe in der Höhe, in der Frauen tatsächlich greifen</li><li>Armatur ausserhalb der Bewegungszone der Gebärenden</li></ul>",
            media: ["gebaerwanne-contessa-ansicht-3"],
          },
        ),
        productPageCta(
          "Die Contessa in Ihrem Gebärsaal",
          "Wir prüfen Raum, Statik und Wasseranschluss und zeigen Ihnen die Contessa gerne in unserer Ausstellung in Volketswil.",
          { text: "Alle Gebärwannen", url: BIRTH_CATEGORY },
        ),
      ],
    }),
    productPage(ctx, {
      slug: GENEROSA,
      parentSlug: BIRTH_CATEGORY,
      title: "Gebärwanne Generosa",
      metaTitle: "Gebärwanne Generosa aus GFK | Auralis",
      metaDescription: "Gebärwanne Generosa: ca. 2000 × 950 × 750 mm, aus GFK, in allen RAL- und NCS-Farben. Ergonomisch, hygienisch und mit vielen Optionen.",
      heroSubtitle: generosaData.subtitle,
      description: [
        "Die Generosa ist unsere bewährte Gebärwanne für Gebärsäle mit klarer Raumaufteilung. Mit rund zwei Metern Länge bietet sie der Gebärenden viel Platz, um sich zu strecken, zu knien oder seitlich zu liegen – und passt mit einer Breite von etwa 950 mm auch in bestehende Räume.",
        "Die Wanne kann an der Wand oder frei im Raum stehen. Die Arbeitshöhe von rund 750 mm erlaubt der Hebamme, die Frau aufrecht und rückenschonend zu begleiten.",
        "Gefertigt wird die Generosa aus glasfaserverstärktem Kunststoff (GFK). Wir liefern sie in <strong>allen RAL- und NCS-Farben</strong> – vom klassischen Weiss bis zu warmen Naturtönen, passend zum Farbkonzept Ihrer Abteilung.",
      ],
      features: [
        {
          icon: "armchair",
          title: "Ergonomie",
          description:
            "Geformte Liegefläche, Sitzbank und Fussstütze ermöglichen jede Gebärposition; die Arbeitshöhe von ca. 750 mm schont den Rücken der Hebamme.",
        },
        {
          icon: "sparkles",
          title: "Hygiene",
          description:
            "Fugenlose, porenfreie GFK-Oberfläche mit grossen Radien – schnell gereinigt, desinfektionsmittelbeständig und ohne schwer zugängliche Ecken.",
        },
        {
          icon: "settings",
          title: "Optionen",
          description:
            "Haltegriffe, Thermostatarmatur, Handbrause, Unterwasserlicht, Einstiegstritt und Farbe nach RAL oder NCS – ganz nach Ihren Anforderungen.",
        },
        {
          icon: "gauge",
          title: "Schneller Ablauf",
          description: "Der Schnellablauf leert die Wanne zügig, wenn die Geburt ausserhalb des Wassers fortgesetzt wird.",
        },
      ],
      specs: generosaData.specs,
      materialInfo:
        "<p>GFK ist leicht, formstabil und sehr langlebig. Die durchgefärbte Deckschicht verzeiht kleine Kratzer und lässt sich bei Bedarf vor Ort aufbereiten. Zur Reinigung genügen milde Sanitärreiniger und übliche Flächendesinfektionsmittel ohne scheuernde Zusätze.</p>",
      images: ["gebaerwanne-generosa-ansicht-1", "gebaerwanne-generosa-ansicht-2", "gebaerwanne-generosa-ansicht-3"],
      datasheet: GENEROSA,
      back: backToBirth,
      more: [
        section(
          "image_text",
          "Aufstellung",
          {
            title: "An der Wand oder mitten im Raum",
            imagePosition: "left",
            image: ctx.ref("gebaerwanne-generosa-ansicht-2"),
            imageAlt: "Draufsicht der Generosa",
          },
          {
            html: "<p>Ob Neubau oder Umbau eines bestehenden Gebärsaals: Die Generosa lässt sich an der Längsseite an die Wand stellen oder frei im Raum platzieren. Wir stimmen Ablauf, Armatur und Zugang mit Ihrer Haustechnik ab und liefern die Wanne einbaufertig.</p>",
            media: ["gebaerwanne-generosa-ansicht-2"],
          },
        ),
        productPageCta("Interesse an der Generosa?", "Wir beraten Sie zu Farben, Optionen und Einbau – unverbindlich und vor Ort.", {
          text: "Zurück zu Geburt & Wochenbett",
          url: BIRTH_CATEGORY,
        }),
      ],
    }),
    productPage(ctx, {
      slug: AQUA_PLUS,
      parentSlug: BIRTH_CATEGORY,
      title: "Gebärwanne Aqua Plus",
      metaTitle: "Gebärwanne Aqua Plus mit Unterwasserlicht | Auralis",
      metaDescription: "Ovale Gebärwanne Aqua Plus mit dimmbarem LED-Unterwasserlicht: ruhige Atmosphäre für die Frau, gute Sicht für die Hebamme.",
      heroSubtitle: aquaPlusData.subtitle,
      description: [
        "Die Aqua Plus verbindet die bewährte ovale Wannenform mit einem dimmbaren LED-Unterwasserlicht. Gedämpftes, warmes Licht hilft vielen Frauen, zur Ruhe zu kommen und sich auf die Wehen einzulassen – während die Hebamme den Geburtsfortschritt auch bei abgedunkeltem Raum gut beobachten kann.",
        "Eine Sitzmulde mit Rückenstütze, zwei Haltegriffe und die leicht geneigte Liegefläche unterstützen aufrechte und liegende Positionen. Die Thermostatarmatur mit Verbrühschutz hält die Wassertemperatur konstant. Das Licht arbeitet mit Schutzkleinspannung und ist damit auch im Wasser sicher.",
      ],
      features: [
        { icon: "sparkles", title: "Dimmbares Unterwasserlicht", description: "LED mit 24 V Schutzkleinspannung, stufenlos von hell bis gedämpft." },
        { icon: "heart", title: "Ruhige Atmosphäre", description: "Warmes Licht und gedämpfte Akustik helfen, die Geburt entspannt zu erleben." },
        { icon: "armchair", title: "Sitzmulde mit Rückenstütze", description: "Bequemes Anlehnen in den Wehenpausen." },
        { icon: "thermometer", title: "Thermostat mit Verbrühschutz", description: "Konstante Temperatur, Begrenzung auf 38 °C voreingestellt." },
        { icon: "shield", title: "Zwei Haltegriffe", description: "Sicherer Halt beim Positionswechsel und beim Aufstehen." },
      ],
      specs: aquaPlusData.specs,
      materialInfo:
        "<p>GFK-Wannenkörper mit Sanitäracryl-Oberfläche; die Leuchte ist flächenbündig eingelassen und ohne Fugen abgedichtet. Reinigung mit üblichen Sanitär- und Desinfektionsmitteln.</p>",
      images: ["gebaerwanne-aqua-plus", "gebaerwanne-aqua-plus-draufsicht"],
      datasheet: AQUA_PLUS,
      back: backToBirth,
      more: [
        section("usp_tiles", "Vorteile", {
          title: "Licht, das beruhigt",
          items: [
            { title: "Für die Gebärende", text: "Gedämpftes Licht fördert Entspannung und Rückzug.", icon: "heart" },
            { title: "Für die Hebamme", text: "Gute Sicht ins Wasser, auch bei abgedunkeltem Raum.", icon: "users" },
            { title: "Für die Technik", text: "Schutzkleinspannung, wartungsarme LED, Lebensdauer über 30 000 Stunden.", icon: "zap" },
          ],
        }),
        productPageCta("Aqua Plus kennenlernen", "Wir zeigen Ihnen die Wirkung des Unterwasserlichts gerne in unserer Ausstellung.", {
          text: "Alle Gebärwannen",
          url: "/produkte/geburt",
        }),
      ],
    }),
    productPage(ctx, {
      slug: COMFORT,
      parentSlug: BIRTH_CATEGORY,
      title: "Gebärwanne Comfort",
      metaTitle: "Gebärwanne Comfort mit Einstiegsstufe | Auralis",
      metaDescription: "Kompakte Gebärwanne Comfort mit integrierter, rutschhemmender Einstiegsstufe – ideal für Geburtshäuser und kleinere Gebärsäle.",
      heroSubtitle: comfortData.subtitle,
      description: [
        "Nicht jeder Gebärsaal bietet Platz für eine grosse, freistehende Wanne. Die Comfort ist mit 1800 × 1300 mm unsere kompakteste Gebärwanne und eignet sich besonders für Geburtshäuser, Hebammenpraxen und Umbauten in bestehenden Räumen.",
        "Ihr Markenzeichen ist die <strong>integrierte Einstiegsstufe</strong>: Sie ist rutschhemmend, fest mit dem Wannenkörper verbunden und erleichtert den Ein- und Ausstieg gerade in späten Geburtsphasen. Innen sorgen eine breite Sitzbank und Haltegriffe auf beiden Seiten für Stabilität. Eine Handbrause gehört zur Grundausstattung.",
      ],
      features: [
        { icon: "ruler", title: "Kompakte Masse", description: "1800 × 1300 mm – passt auch in kleinere Räume." },
        { icon: "shield", title: "Integrierte Einstiegsstufe", description: "Rutschhemmend und fest verbunden, für einen sicheren Einstieg." },
        { icon: "armchair", title: "Breite Sitzbank", description: "Stabiles Sitzen und Abstützen in jeder Phase." },
        { icon: "droplet", title: "Handbrause inklusive", description: "Praktisch zum Wärmen und Abspülen während und nach der Geburt." },
      ],
      specs: comfortData.specs,
      materialInfo: "<p>GFK mit Sanitäracryl-Oberfläche, die Stufe mit eingearbeiteter Rutschhemmung. Alle Kanten sind gerundet und fugenlos ausgeführt.</p>",
      images: ["gebaerwanne-comfort", "gebaerwanne-comfort-draufsicht"],
      datasheet: COMFORT,
      back: backToBirth,
      more: [
        section(
          "image_text",
          "Für Geburtshäuser",
          { title: "Gemacht für Geburtshäuser", imagePosition: "right", image: ctx.ref("gebaerwanne-comfort-draufsicht"), imageAlt: "Draufsicht der Comfort" },
          {
            html: "<p>Geburtshäuser arbeiten oft in umgebauten Wohnräumen. Die Comfort kommt mit einem geringen Füllvolumen aus, belastet die Decke weniger und lässt sich durch normale Türen einbringen. Auf Wunsch prüfen wir die Statik gemeinsam mit Ihrer Bauleitung.</p>",
            media: ["gebaerwanne-comfort-draufsicht"],
          },
        ),
      ],
    }),
    productPage(ctx, {
      slug: NURSING_CHAIR,
      parentSlug: BIRTH_CATEGORY,
      title: "Stillstuhl Relax",
      metaTitle: "Stillstuhl Relax für die Wochenbettstation | Auralis",
      metaDescription: "Stillstuhl Relax: stufenlos verstellbare Rückenlehne, ausziehbare Fussstütze, Armlehnen in Stillhöhe und desinfizierbarer Bezug.",
      heroSubtitle: "Entspannt stillen in den ersten Tagen",
      description: [
        "Stillen braucht Zeit und eine entspannte Haltung. Der Stillstuhl Relax stützt Rücken, Arme und Beine so, dass die Mutter ihr Kind ohne Verspannungen anlegen kann – auch nach einem Kaiserschnitt.",
        "Die Rückenlehne lässt sich per Gasfeder stufenlos von aufrecht bis leicht zurückgeneigt einstellen, die Fussstütze zieht sich mit einem Griff aus. Die Armlehnen liegen auf Stillhöhe und sind breit genug, um den Arm mit dem Kind abzulegen. Die erhöhte Sitzhöhe erleichtert das Aufstehen, wenn die Bauchmuskulatur noch geschont werden muss.",
        "Der Bezug ist wasserdicht, desinfizierbar und in zwölf Farben erhältlich.",
      ],
      features: [
        { icon: "armchair", title: "Stufenlos verstellbar", description: "Rückenlehne von 100° bis 135° per Gasfeder." },
        { icon: "move-vertical", title: "Ausziehbare Fussstütze", description: "Entlastet Beine und Becken, mit einem Griff verstaut." },
        { icon: "heart", title: "Armlehnen auf Stillhöhe", description: "Breite, gepolsterte Auflage für Arm und Kind." },
        { icon: "users", title: "Leichtes Aufstehen", description: "Erhöhte Sitzhöhe und feste Armlehnen schonen die Bauchmuskulatur." },
        { icon: "sparkles", title: "Desinfizierbarer Bezug", description: "Wasserdichtes Kunstleder, beständig gegen Desinfektionsmittel." },
      ],
      specs: [
        ["Sitzhöhe", "480 mm"],
        ["Sitzbreite", "520 mm"],
        ["Gesamtbreite", "760 mm"],
        ["Rückenlehne", "stufenlos 100°–135°, Gasfeder"],
        ["Fussstütze", "ausziehbar, 450 mm"],
        ["Belastbarkeit", "150 kg"],
        ["Gewicht", "ca. 38 kg"],
        ["Bezug", "Kunstleder, schwer entflammbar nach EN 1021-1/-2"],
        ["Farben", "12 Bezugsfarben"],
      ],
      materialInfo:
        "<p>Gestell aus pulverbeschichtetem Stahl, Polster aus formstabilem Kaltschaum. Der Bezug ist nahtarm verarbeitet und kann mit alkoholischen Desinfektionsmitteln gereinigt werden.</p>",
      images: ["stillstuhl-relax"],
      back: backToBirth,
      more: [
        productPageCta("Stillstuhl Relax testen", "Gerne stellen wir Ihrer Wochenbettstation einen Stillstuhl zum Probesitzen zur Verfügung.", backToBirth),
      ],
    }),
    productPage(ctx, {
      slug: CHANGING_FLEX,
      parentSlug: BIRTH_CATEGORY,
      title: "Wickelkommode Flex",
      metaTitle: "Wickelkommode Flex, höhenverstellbar | Auralis",
      metaDescription:
        "Elektrisch höhenverstellbare Wickelkommode Flex: rückenschonend für Pflegende und Eltern, unterfahrbar für Rollstuhl und mit feststellbaren Rollen.",
      heroSubtitle: "Die richtige Höhe für jede Person",
      description: [
        "Auf einer Wochenbettstation wickeln viele Menschen: Pflegende, Mütter, Väter, Grosseltern – gross und klein, stehend oder im Rollstuhl. Die Wickelkommode Flex passt sich per Knopfdruck an: Die elektrische Hubsäule fährt die Wickelfläche stufenlos von 720 auf 1020 mm.",
        "Die Auflage mit erhöhten Seitenrändern ist flüssigkeitsdicht und nahtlos. Weil die Kommode auf einer zentralen Säule steht, ist sie von vorne unterfahrbar. Vier Lenkrollen, zwei davon feststellbar, machen sie mobil – etwa für das Wickeln direkt im Zimmer.",
      ],
      features: [
        { icon: "move-vertical", title: "Elektrisch höhenverstellbar", description: "Von 720 bis 1020 mm per Handschalter." },
        { icon: "users", title: "Unterfahrbar", description: "Auch im Rollstuhl komfortabel nutzbar." },
        { icon: "shield", title: "Erhöhte Seitenränder", description: "Die Auflage schützt vor dem Herunterrollen." },
        { icon: "lock", title: "Feststellbare Rollen", description: "Mobil im Zimmer, sicher beim Wickeln." },
      ],
      specs: [
        ["Wickelfläche", "800 × 700 mm"],
        ["Arbeitshöhe", "720–1020 mm, elektrisch"],
        ["Antrieb", "Hubsäule 24 V, Handschalter"],
        ["Netzanschluss", "230 V / 50 Hz"],
        ["Max. Belastung Auflage", "30 kg"],
        ["Rollen", "4 × 100 mm, davon 2 feststellbar"],
        ["Material", "Gestell Stahl pulverbeschichtet, Platte HPL"],
        ["Auflage", "PU-Schaum, flüssigkeitsdicht, abwaschbar"],
      ],
      materialInfo:
        "<p>Die Arbeitsplatte aus HPL ist kratzfest und unempfindlich gegen Feuchtigkeit. Die Auflage besteht aus geschlossenzelligem PU-Schaum, der keine Flüssigkeit aufnimmt und sich wischdesinfizieren lässt.</p>",
      images: ["wickelkommode-flex"],
      back: backToBirth,
      more: [
        section("usp_tiles", "Vorteile", {
          title: "Rückenschonend im Alltag",
          items: [
            { title: "Für Pflegende", text: "Arbeiten auf Hüfthöhe statt gebückt.", icon: "users" },
            { title: "Für Eltern", text: "Jede Grösse findet die passende Höhe.", icon: "heart" },
            { title: "Für die Station", text: "Mobil und schnell gereinigt.", icon: "sparkles" },
          ],
        }),
      ],
    }),
    productPage(ctx, {
      slug: CHANGING_HYGIENA,
      parentSlug: BIRTH_CATEGORY,
      title: "Wickelkommode Hygiena",
      metaTitle: "Wickelkommode Hygiena mit Babybad | Auralis",
      metaDescription:
        "Wickelkommode Hygiena: Wickelplatz, integriertes Babybad mit Thermostat und Schubladen in einem hygienischen Möbel für Wochenbett und Neonatologie.",
      heroSubtitle: "Wickeln, baden und versorgen an einem Platz",
      description: [
        "Die Hygiena vereint alles, was für die Pflege von Neugeborenen nötig ist: eine gepolsterte Wickelfläche, ein integriertes Babybad und Stauraum für Windeln, Tücher und Pflegeprodukte. So bleiben die Wege kurz und die Hände beim Kind.",
        "Das Badebecken aus Mineralwerkstoff ist fugenlos eingesetzt und wird über eine Thermostatarmatur mit Temperaturbegrenzung gespeist. Drei Schubladen mit Softeinzug und ein Seitenfach nehmen das Material auf. Die Kommode eignet sich für Wochenbettzimmer ebenso wie für Neonatologie und Geburtshäuser.",
      ],
      features: [
        { icon: "droplet", title: "Integriertes Babybad", description: "Fugenloses Becken aus Mineralwerkstoff, mit Handbrause." },
        { icon: "thermometer", title: "Thermostat mit Begrenzung", description: "Wassertemperatur auf maximal 38 °C begrenzt." },
        { icon: "clipboard-check", title: "Alles griffbereit", description: "Drei Schubladen mit Softeinzug und Seitenfach." },
        { icon: "sparkles", title: "Hygienisch", description: "Glatte, fugenarme Oberflächen, wischdesinfizierbar." },
      ],
      specs: [
        ["Abmessungen (B × T × H)", "1400 × 800 × 900 mm"],
        ["Wickelfläche", "800 × 700 mm"],
        ["Badebecken", "600 × 400 × 200 mm, Mineralwerkstoff"],
        ["Armatur", "Thermostat, max. 38 °C, Handbrause"],
        ["Stauraum", "3 Schubladen mit Softeinzug, 1 Seitenfach"],
        ["Korpus", "HPL-Platten auf Aluminiumrahmen"],
        ["Anschlüsse", "Kalt- und Warmwasser ½″, Ablauf DN 40"],
      ],
      materialInfo:
        "<p>Korpus aus feuchtigkeitsbeständigen HPL-Platten, Becken und Abdeckung aus Mineralwerkstoff. Alle Oberflächen sind gegen übliche Desinfektionsmittel beständig.</p>",
      images: ["wickelkommode-hygiena"],
      back: backToBirth,
      more: [productPageCta("Wickelplatz planen", "Wir passen Breite, Beckenposition und Stauraum an Ihr Zimmer an.", backToBirth)],
    }),
  ];
}
