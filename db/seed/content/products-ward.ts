// Ward furnishings: stainless steel units, sanitary equipment, washers and cabinets.
import { section, type SeedContext, type SeedPage } from "../types";
import { CONTACT, ctaSection, productPageCta, productPage, tile } from "./builders";

export const WARD_CATEGORY = "/produkte/stationseinrichtungen";
const STEEL = `${WARD_CATEGORY}/chromstahl-einrichtungen`;
const SANITARY = `${WARD_CATEGORY}/sanitaere-einrichtungen`;
const BASIN = `${SANITARY}/hebe-waschtisch`;
const WC = `${SANITARY}/hebe-wc`;
const WASHER = `${WARD_CATEGORY}/steckbeckenspueler`;
const DISINFECTOR = `${WASHER}/desinfektionsgeraet`;
const WARMING = `${WARD_CATEGORY}/waermeschraenke`;
const DISPOSAL = `${WARD_CATEGORY}/entsorgungseinheit-chromstahl`;
const INSTRUMENTS = `${WARD_CATEGORY}/instrumentenstation-chromstahl`;
const TRAUMA = `${WARD_CATEGORY}/schockraum-einheit-chromstahl`;

const backToWard = { text: "Alle Stationseinrichtungen", url: WARD_CATEGORY };

function wardCategory(ctx: SeedContext): SeedPage {
  return {
    slug: WARD_CATEGORY,
    title: "Stationseinrichtungen",
    metaTitle: "Stationseinrichtungen aus Chromstahl | Auralis",
    metaDescription:
      "Chromstahl-Einrichtungen, Steckbeckenspüler, Wärmeschränke und sanitäre Einrichtungen für Spital und Pflegeheim – massgefertigt in der Schweiz.",
    kind: "category",
    parentSlug: "/produkte",
    sitemapPriority: 0.8,
    h1: "Stationseinrichtungen",
    intro: "Robuste, hygienische Einrichtungen für den Stationsalltag.",
    image: "kategorie-stationseinrichtungen",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Stationseinrichtungen",
          subtitle: "Chromstahl, Sanitär und Hygiene für den Stationsalltag",
          description:
            "Vom Unreinraum bis zum Schockraum: Wir planen, fertigen und montieren Einrichtungen, die täglicher Belastung und häufiger Desinfektion standhalten – millimetergenau nach Ihren Räumen.",
          image: ctx.ref("kategorie-stationseinrichtungen"),
          imageAlt: "Stationseinrichtung aus Chromstahl",
          primaryButtonText: "Kostenlose Beratung",
          primaryButtonUrl: CONTACT,
          secondaryButtonText: "Alle Produkte",
          secondaryButtonUrl: "/produkte",
        },
        { media: ["kategorie-stationseinrichtungen"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "Gebaut für Jahrzehnte" },
        {
          html: "<p>Stationseinrichtungen werden täglich dutzendfach benutzt, gereinigt und desinfiziert. Deshalb setzen wir auf Chromstahl, fugenlos verschweisste Abdeckungen und Geräte, die sich nahtlos in Ihre Abläufe einfügen. Jedes Projekt beginnt mit einem Aufmass vor Ort und endet mit der Montage durch unser eigenes Team.</p>",
        },
      ),
      section("product_tiles", "Produkte", {
        title: "Unser Sortiment für Stationen",
        items: [
          tile(ctx, "Chromstahl-Einrichtungen", "Massgefertigte Zeilen für Unreinraum, Stationsküche und Lager.", STEEL, "chromstahl-einrichtungen"),
          tile(ctx, "Sanitäre Einrichtungen", "Hindernisfreie Sanitärlösungen nach SIA 500.", SANITARY, "sanitaere-einrichtungen"),
          tile(ctx, "Hebe-Waschtisch", "Elektrisch höhenverstellbar und unterfahrbar.", BASIN, "hebe-waschtisch"),
          tile(ctx, "Hebe-WC", "Hilft beim Hinsetzen und Aufstehen.", WC, "hebe-wc"),
          tile(ctx, "Steckbeckenspüler", "Reinigung und thermische Desinfektion von Pflegegeschirr.", WASHER, "steckbeckenspueler"),
          tile(ctx, "Desinfektionsgerät", "Für erhöhte Anforderungen mit Dokumentation.", DISINFECTOR, "desinfektionsgeraet-steckbecken"),
          tile(ctx, "Wärmeschränke", "Vorgewärmte Decken, Tücher und Infusionen.", WARMING, "waermeschrank"),
          tile(ctx, "Entsorgungseinheit Chromstahl", "Ausguss, Spülung und Abfalltrennung in einer Zeile.", DISPOSAL, "entsorgungseinheit-chromstahl"),
          tile(ctx, "Instrumentenstation Chromstahl", "Fahrbare Arbeitsstation für Eingriffsräume.", INSTRUMENTS, "instrumentenstation-chromstahl"),
          tile(ctx, "Schockraum-Einheit Chromstahl", "Wandsystem mit farbcodierten Schubladen.", TRAUMA, "schockraum-einheit-chromstahl"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Warum Chromstahl von Auralis",
        items: [
          { title: "Massanfertigung", text: "Nach Aufmass gefertigt, auf den Millimeter passend.", icon: "ruler" },
          { title: "Fugenlos hygienisch", text: "Verschweisste Abdeckungen ohne Schmutzkanten.", icon: "sparkles" },
          { title: "Robust", text: "Chromstahl 1.4301 übersteht Jahrzehnte im Stationsbetrieb.", icon: "shield" },
          { title: "Montage und Service", text: "Eigene Monteure und Servicetechniker in der ganzen Schweiz.", icon: "wrench" },
        ],
      }),
      ctaSection({
        title: "Umbau oder Neubau geplant?",
        description: "Wir begleiten Sie von der ersten Skizze über Ausschreibung und Fertigung bis zur Abnahme.",
      }),
    ],
  };
}

export function wardPages(ctx: SeedContext): SeedPage[] {
  return [
    wardCategory(ctx),
    productPage(ctx, {
      slug: STEEL,
      parentSlug: WARD_CATEGORY,
      title: "Chromstahl-Einrichtungen",
      metaTitle: "Chromstahl-Einrichtungen nach Mass | Auralis",
      metaDescription: "Massgefertigte Chromstahl-Einrichtungen für Unreinräume, Stationsküchen und Lager: fugenlos, robust und desinfektionsmittelbeständig.",
      heroSubtitle: "Massgefertigte Stationszeilen für Unreinraum, Küche und Lager",
      description: [
        "Chromstahl ist im Spital das Material der Wahl, wo es nass, heiss und hygienisch anspruchsvoll wird. Wir fertigen Arbeitszeilen, Spülen, Ober- und Unterschränke sowie Regale aus Chromstahl 1.4301 – nicht ab Katalog, sondern nach dem Aufmass Ihrer Räume.",
        "Abdeckungen und Becken werden fugenlos verschweisst und mit einer hinteren Aufkantung versehen, damit kein Wasser hinter die Möbel läuft. Steckbeckenspüler, Entsorgungseinheiten und Wärmeschränke lassen sich direkt integrieren. So entsteht eine Einrichtung aus einem Guss, die sich leicht reinigen lässt und über Jahrzehnte hält.",
      ],
      features: [
        { icon: "ruler", title: "Nach Aufmass gefertigt", description: "Passgenau auch bei Nischen, Stützen und Installationen." },
        { icon: "sparkles", title: "Fugenlos verschweisst", description: "Keine Fugen, in denen sich Keime halten." },
        { icon: "shield", title: "Robust und langlebig", description: "Chromstahl 1.4301, beständig gegen Desinfektionsmittel." },
        { icon: "settings", title: "Geräte integriert", description: "Steckbeckenspüler, Ausguss und Wärmeschrank in einer Zeile." },
        { icon: "wrench", title: "Montage aus einer Hand", description: "Aufmass, Fertigung und Montage durch unser Team." },
      ],
      specs: [
        ["Material", "Chromstahl 1.4301 (AISI 304)"],
        ["Oberfläche", "geschliffen, Korn 240"],
        ["Abdeckung", "1,5 mm, mit Aufkantung 50 mm hinten"],
        ["Arbeitshöhe", "900 mm Standard, nach Wunsch"],
        ["Unterbau", "Schränke, Schubladen, Auszüge, offen"],
        ["Montage", "auf Sockel 100 mm oder wandhängend"],
        ["Fertigung", "in der Schweiz, nach Aufmass"],
      ],
      materialInfo:
        "<p>Chromstahl 1.4301 ist korrosionsbeständig und unempfindlich gegen Hitze und die üblichen Desinfektionsmittel. Für Räume mit chloridhaltigen Reinigern empfehlen wir 1.4404 (AISI 316L).</p>",
      images: ["chromstahl-einrichtungen"],
      back: backToWard,
      more: [
        section(
          "image_text",
          "Fertigung",
          {
            title: "Gefertigt in unserer Werkstatt",
            imagePosition: "left",
            image: ctx.ref("unternehmen-produktion-werkstatt"),
            imageAlt: "Werkstatt von Auralis",
            buttonText: "Mehr über uns",
            buttonUrl: "/ueber-uns",
          },
          {
            html: "<p>Zuschnitt, Abkanten, Schweissen und Schleifen erfolgen in unserer Werkstatt in Volketswil. Kurze Wege zwischen Planung und Fertigung machen es möglich, auch kurzfristige Änderungen am Bau noch zu berücksichtigen.</p>",
            media: ["unternehmen-produktion-werkstatt"],
          },
        ),
      ],
    }),
    productPage(ctx, {
      slug: SANITARY,
      parentSlug: WARD_CATEGORY,
      title: "Sanitäre Einrichtungen",
      metaTitle: "Hindernisfreie sanitäre Einrichtungen | Auralis",
      metaDescription: "Hindernisfreie sanitäre Einrichtungen nach SIA 500: Hebe-Waschtisch, Hebe-WC und Stützgriffe für Patientenzimmer und Pflegebäder.",
      heroSubtitle: "Hindernisfreie Nasszellen für Spital und Pflegeheim",
      description: [
        "In Patientenzimmern und Pflegeheimen müssen Waschtisch und WC für sehr unterschiedliche Menschen passen: für die grossgewachsene Bewohnerin, den Herrn im Rollstuhl und die Pflegende, die unterstützt. Unsere höhenverstellbaren Sanitärelemente lösen diesen Widerspruch per Knopfdruck.",
        "Wir planen hindernisfreie Nasszellen nach SIA 500 und liefern die passenden Elemente: Hebe-Waschtische, Hebe-WCs, Stützklappgriffe, kippbare Spiegel und Duschklappsitze. Die Module werden vor die Wand montiert und lassen sich auch bei Sanierungen einbauen.",
      ],
      features: [
        { icon: "move-vertical", title: "Höhenverstellbar", description: "Waschtisch und WC passen sich der Person an." },
        { icon: "users", title: "Für alle nutzbar", description: "Unterfahrbar für Rollstuhl, stützend beim Aufstehen." },
        { icon: "clipboard-check", title: "Nach SIA 500", description: "Planung nach der Norm für hindernisfreie Bauten." },
        { icon: "wrench", title: "Sanierungstauglich", description: "Vorwandmodule ohne grosse Bauarbeiten." },
      ],
      specs: [
        ["Planungsgrundlage", "SIA 500 Hindernisfreie Bauten"],
        ["Waschtisch", "700–1000 mm, elektrisch"],
        ["WC-Sitzhöhe", "400–650 mm, elektrisch"],
        ["Stützklappgriffe", "Edelstahl, 850 mm, beidseitig"],
        ["Montage", "Vorwandmodule, Breite 600 mm"],
        ["Netzanschluss", "230 V / 50 Hz"],
      ],
      materialInfo:
        "<p>Sanitärkeramik und Mineralwerkstoff für die Becken, Edelstahl für Griffe und Trägersysteme. Alle Oberflächen sind für die Wischdesinfektion geeignet.</p>",
      images: ["sanitaere-einrichtungen"],
      back: backToWard,
      more: [
        section("product_tiles", "Produkte", {
          title: "Unsere Sanitärelemente",
          items: [
            tile(ctx, "Hebe-Waschtisch", "Elektrisch von 700 bis 1000 mm, unterfahrbar.", BASIN, "hebe-waschtisch"),
            tile(ctx, "Hebe-WC", "Sitzhöhe von 400 bis 650 mm, mit Stützklappgriffen.", WC, "hebe-wc"),
          ],
        }),
      ],
    }),
    productPage(ctx, {
      slug: BASIN,
      parentSlug: SANITARY,
      title: "Hebe-Waschtisch",
      metaTitle: "Hebe-Waschtisch, elektrisch höhenverstellbar | Auralis",
      metaDescription:
        "Elektrisch höhenverstellbarer Hebe-Waschtisch von 700 bis 1000 mm: unterfahrbar für den Rollstuhl, bequem im Stehen, mit flexiblen Anschlüssen.",
      heroSubtitle: "Die richtige Höhe zum Waschen – im Sitzen und im Stehen",
      description: [
        "Der Hebe-Waschtisch fährt per Tastendruck von 700 auf 1000 mm. Im Rollstuhl sitzend wird er unterfahren, im Stehen auf bequeme Höhe gebracht, und bei der Unterstützung durch Pflegende auf deren Arbeitshöhe.",
        "Das Becken aus Mineralwerkstoff ist an einer Wandschiene aus Chromstahl befestigt; flexible Zu- und Ablaufschläuche machen die Bewegung mit. Ein Einklemmschutz stoppt den Antrieb, sobald sich etwas unter dem Becken befindet. Breite Griffmulden an der Vorderkante dienen zugleich als Haltegriff.",
      ],
      features: [
        { icon: "move-vertical", title: "700–1000 mm", description: "Elektrisch per Taster am Beckenrand." },
        { icon: "users", title: "Unterfahrbar", description: "Kniefreiheit von 700 mm für den Rollstuhl." },
        { icon: "shield", title: "Einklemmschutz", description: "Sicherheitsleiste stoppt den Antrieb sofort." },
        { icon: "weight", title: "Belastbar", description: "Bis 150 kg – zum Abstützen geeignet." },
      ],
      specs: [
        ["Becken", "650 × 550 mm, Mineralwerkstoff"],
        ["Höhenbereich", "700–1000 mm"],
        ["Antrieb", "24 V, Netzteil 230 V / 50 Hz"],
        ["Belastbarkeit", "150 kg"],
        ["Kniefreiheit", "700 mm"],
        ["Wandschiene", "Chromstahl 1.4301"],
        ["Anschlüsse", "flexible Zu- und Ablaufschläuche"],
      ],
      materialInfo: "<p>Mineralwerkstoff ist porenfrei, warm im Griff und lässt sich bei Kratzern nachschleifen.</p>",
      images: ["hebe-waschtisch"],
      back: { text: "Sanitäre Einrichtungen", url: SANITARY },
      more: [
        productPageCta("Hebe-Waschtisch einplanen", "Wir prüfen Wandaufbau und Anschlüsse und planen die Montage – auch in bestehenden Nasszellen.", {
          text: "Sanitäre Einrichtungen",
          url: SANITARY,
        }),
      ],
    }),
    productPage(ctx, {
      slug: WC,
      parentSlug: SANITARY,
      title: "Hebe-WC",
      metaTitle: "Hebe-WC mit Stützklappgriffen | Auralis",
      metaDescription:
        "Hebe-WC mit elektrischer Sitzhöhe von 400 bis 650 mm und Stützklappgriffen: erleichtert das Hinsetzen und Aufstehen, entlastet die Pflege.",
      heroSubtitle: "Selbständig auf die Toilette – länger und sicherer",
      description: [
        "Das Aufstehen von einer niedrigen Toilette ist für viele ältere Menschen und Patientinnen nach Operationen eine der grössten Hürden im Alltag. Das Hebe-WC hebt die Sitzfläche per Taster von 400 auf 650 mm und unterstützt so das Aufstehen – oder senkt sich für kleinere Personen und Kinder ab.",
        "Beidseitige Stützklappgriffe aus Edelstahl bieten Halt und lassen sich für den seitlichen Transfer aus dem Rollstuhl hochklappen. Der Spülkasten ist im Vorwandmodul integriert, die spülrandlose Keramik ist schnell gereinigt.",
      ],
      features: [
        { icon: "move-vertical", title: "Sitzhöhe 400–650 mm", description: "Elektrisch, per Taster im Griff." },
        { icon: "shield", title: "Stützklappgriffe", description: "Beidseitig, hochklappbar für den Transfer." },
        { icon: "weight", title: "Bis 200 kg", description: "Stabiles Vorwandmodul mit Bodenabstützung." },
        { icon: "sparkles", title: "Spülrandlos", description: "Hygienische Keramik, leicht zu reinigen." },
      ],
      specs: [
        ["Sitzhöhe", "400–650 mm, elektrisch"],
        ["Belastbarkeit", "200 kg"],
        ["Stützklappgriffe", "Edelstahl, 850 mm, beidseitig"],
        ["Modulbreite", "600 mm"],
        ["Keramik", "wandhängend, spülrandlos"],
        ["Netzanschluss", "230 V / 50 Hz"],
        ["Planung", "nach SIA 500"],
      ],
      materialInfo: "<p>Vorwandmodul aus verzinktem Stahl mit Edelstahlverkleidung; Griffe aus Edelstahl mit griffiger Beschichtung.</p>",
      images: ["hebe-wc"],
      back: { text: "Sanitäre Einrichtungen", url: SANITARY },
      more: [
        productPageCta("Hindernisfreie Nasszelle planen", "Wir prüfen Ihre Grundrisse und schlagen passende Sanitärelemente vor.", {
          text: "Sanitäre Einrichtungen",
          url: SANITARY,
        }),
      ],
    }),
    productPage(ctx, {
      slug: WASHER,
      parentSlug: WARD_CATEGORY,
      title: "Steckbeckenspüler",
      metaTitle: "Steckbeckenspüler nach EN ISO 15883 | Auralis",
      metaDescription:
        "Steckbeckenspüler für Unreinräume: Reinigung und thermische Desinfektion von Steckbecken, Urinflaschen und Schüsseln nach EN ISO 15883-3.",
      heroSubtitle: "Pflegegeschirr reinigen und desinfizieren – sicher und schnell",
      description: [
        "Steckbecken, Urinflaschen und Waschschüsseln müssen nach jedem Gebrauch zuverlässig gereinigt und desinfiziert werden. Unser Steckbeckenspüler erledigt das in einem automatischen Programm: Entleeren, Spülen mit rotierenden Düsen, thermische Desinfektion mit Dampf und Abkühlen.",
        "Die Tür öffnet berührungslos per Fusstaster oder Ellbogen, damit keine Keime an die Griffe gelangen. Das Gerät wird in unsere Chromstahlzeilen integriert oder frei an die Wand montiert. Eine Statusanzeige zeigt jederzeit, ob das Programm erfolgreich abgeschlossen wurde.",
      ],
      features: [
        { icon: "thermometer", title: "Thermische Desinfektion", description: "A0-Wert 60 nach EN ISO 15883-3." },
        { icon: "droplet", title: "Rotierende Düsen", description: "Gründliche Reinigung auch stark verschmutzter Behälter." },
        { icon: "lock", title: "Berührungslos", description: "Türöffnung per Fusstaster oder Ellbogen." },
        { icon: "gauge", title: "Kurze Programme", description: "Standardprogramm in rund 7 Minuten." },
        { icon: "clipboard-check", title: "Statusanzeige", description: "Erfolgreiche Desinfektion auf einen Blick." },
      ],
      specs: [
        ["Abmessungen (B × T × H)", "500 × 500 × 1200 mm"],
        ["Desinfektion", "thermisch, A0 60 (EN ISO 15883-3)"],
        ["Programmdauer", "ca. 7 Minuten"],
        ["Wasserverbrauch", "ca. 20 Liter pro Zyklus"],
        ["Netzanschluss", "400 V / 50 Hz, 3 kW"],
        ["Gehäuse", "Chromstahl 1.4301"],
        ["Montage", "wandhängend oder in Chromstahlzeile"],
      ],
      materialInfo: "<p>Spülraum und Gehäuse aus Chromstahl, Dichtungen aus temperaturbeständigem Silikon. Der Dampferzeuger ist entkalkungsarm ausgelegt.</p>",
      images: ["steckbeckenspueler"],
      back: backToWard,
      more: [
        section("product_tiles", "Variante", {
          title: "Für erhöhte Anforderungen",
          items: [tile(ctx, "Desinfektionsgerät", "Höherer A0-Wert, Dosierung und Dokumentation.", DISINFECTOR, "desinfektionsgeraet-steckbecken")],
        }),
      ],
    }),
    productPage(ctx, {
      slug: DISINFECTOR,
      parentSlug: WASHER,
      title: "Desinfektionsgerät",
      metaTitle: "Desinfektionsgerät für Pflegegeschirr | Auralis",
      metaDescription: "Reinigungs- und Desinfektionsgerät für Pflegegeschirr mit wählbarem A0-Wert, Reinigerdosierung und Chargendokumentation für Spitäler.",
      heroSubtitle: "Für Stationen mit erhöhten Hygieneanforderungen",
      description: [
        "Auf Intensiv- und Isolierstationen, in der Infektiologie oder bei Ausbruchsgeschehen reicht ein Standardprogramm nicht immer aus. Unser Desinfektionsgerät erlaubt höhere A0-Werte bis 600, dosiert Reinigungsmittel automatisch und dokumentiert jede Charge.",
        "Die Daten werden über eine Netzwerkschnittstelle an Ihr Hygienemanagement übergeben – für eine lückenlose Nachweisführung ohne Papier. Programmwahl, Türöffnung und Bedienung entsprechen dem Steckbeckenspüler, sodass das Pflegeteam ohne Umstellung damit arbeiten kann.",
      ],
      features: [
        { icon: "thermometer", title: "A0 bis 600", description: "Wählbare Programme für erhöhte Anforderungen." },
        { icon: "droplet", title: "Reinigerdosierung", description: "Automatisch und exakt für jede Charge." },
        { icon: "clipboard-check", title: "Chargendokumentation", description: "Netzwerkschnittstelle für das Hygienemanagement." },
        { icon: "lock", title: "Berührungslos", description: "Fusstaster und Ellbogenbedienung." },
      ],
      specs: [
        ["Abmessungen (B × T × H)", "600 × 550 × 1250 mm"],
        ["Desinfektion", "thermisch, A0 60 bis 600 wählbar"],
        ["Norm", "EN ISO 15883-1 und -3"],
        ["Dosierung", "integrierte Pumpe für Flüssigreiniger"],
        ["Dokumentation", "Netzwerkschnittstelle, Chargenprotokoll"],
        ["Netzanschluss", "400 V / 50 Hz, 4,5 kW"],
        ["Gehäuse", "Chromstahl 1.4301"],
      ],
      materialInfo: "<p>Chromstahlgehäuse mit doppelwandiger, isolierter Tür. Alle medienführenden Teile sind für hohe Temperaturen ausgelegt.</p>",
      images: ["desinfektionsgeraet-steckbecken"],
      back: { text: "Steckbeckenspüler", url: WASHER },
      more: [
        section("usp_tiles", "Einsatzbereiche", {
          title: "Wo das Desinfektionsgerät seine Stärken zeigt",
          items: [
            { title: "Intensivstation", text: "Hohe Keimlast, viele Zyklen pro Tag.", icon: "first-aid" },
            { title: "Isolierstation", text: "Erhöhte Anforderungen bei multiresistenten Erregern.", icon: "shield" },
            { title: "Hygienemanagement", text: "Lückenlose Nachweise für jede Charge.", icon: "clipboard-check" },
          ],
        }),
      ],
    }),
    productPage(ctx, {
      slug: WARMING,
      parentSlug: WARD_CATEGORY,
      title: "Wärmeschränke",
      metaTitle: "Wärmeschränke für Decken und Infusionen | Auralis",
      metaDescription: "Wärmeschränke mit zwei getrennt geregelten Fächern für Decken, Tücher und Infusionslösungen – für Gebärsaal, OP, Notfall und Pflege.",
      heroSubtitle: "Vorgewärmte Decken, Tücher und Infusionen",
      description: [
        "Wärme ist Pflege: Eine vorgewärmte Decke beruhigt nach der Geburt, schützt im OP vor Auskühlung und tut im Notfall gut. Unsere Wärmeschränke halten Decken, Tücher und Infusionslösungen auf der richtigen Temperatur und griffbereit.",
        "Zwei Fächer werden getrennt geregelt: oben bis 70 °C für Textilien, unten bis 40 °C für Infusions- und Spüllösungen. Die Glastür zeigt den Vorrat auf einen Blick, die Digitalanzeige die Ist-Temperatur. Der Innenraum aus Chromstahl ist leicht zu reinigen; die Tür ist abschliessbar.",
      ],
      features: [
        { icon: "thermometer", title: "Zwei Temperaturzonen", description: "Bis 70 °C für Textilien, bis 40 °C für Lösungen." },
        { icon: "gauge", title: "Digitale Regelung", description: "Ist- und Solltemperatur gut ablesbar." },
        { icon: "lock", title: "Abschliessbare Glastür", description: "Vorrat sichtbar, Zugriff geschützt." },
        { icon: "sparkles", title: "Chromstahl-Innenraum", description: "Hygienisch und leicht zu reinigen." },
      ],
      specs: [
        ["Aussenmasse (B × T × H)", "600 × 600 × 1800 mm"],
        ["Temperatur oben", "+30 bis +70 °C"],
        ["Temperatur unten", "+30 bis +40 °C"],
        ["Tablare", "4, höhenverstellbar"],
        ["Netzanschluss", "230 V / 50 Hz, 800 W"],
        ["Tür", "Isolierglas, abschliessbar"],
        ["Innenraum", "Chromstahl 1.4301"],
      ],
      materialInfo: "<p>Gehäuse aus Chromstahl, Isolierung FCKW-frei. Die Tablare sind gelocht, damit die Wärme gleichmässig zirkuliert.</p>",
      images: ["waermeschrank"],
      back: backToWard,
      more: [productPageCta("Wärmeschrank einplanen", "Wir integrieren den Wärmeschrank auf Wunsch in Ihre Chromstahlzeile.", backToWard)],
    }),
    productPage(ctx, {
      slug: DISPOSAL,
      parentSlug: WARD_CATEGORY,
      title: "Entsorgungseinheit Chromstahl",
      metaTitle: "Entsorgungseinheit aus Chromstahl | Auralis",
      metaDescription:
        "Entsorgungseinheit aus Chromstahl für den Unreinraum: Ausgussbecken mit Spülrand, Druckspüler, Abfalltrennung und Ablagen in einer Zeile.",
      heroSubtitle: "Ausguss, Spülung und Abfalltrennung in einer Zeile",
      description: [
        "Im Unreinraum kommt zusammen, was sonst niemand sehen möchte – umso wichtiger sind klare Abläufe. Die Entsorgungseinheit vereint ein tiefes Ausgussbecken mit Spülrand und Druckspüler, eine Armatur mit Ellbogenhebel, Abfallsammler für die getrennte Entsorgung und Ablagen in einer Chromstahlzeile.",
        "Die Einheit ist modular von 1200 bis 2400 mm Breite aufgebaut und wird nach Aufmass gefertigt. Zusammen mit einem Steckbeckenspüler entsteht ein kompletter Unreinarbeitsplatz, der die Trennung von reinen und unreinen Wegen unterstützt.",
      ],
      features: [
        { icon: "droplet", title: "Ausgussbecken mit Spülrand", description: "Tief, mit Rost und Druckspüler." },
        { icon: "clipboard-check", title: "Abfalltrennung", description: "Drei Sammler mit farbigen Deckeln." },
        { icon: "lock", title: "Hygienische Bedienung", description: "Ellbogenhebel und Fussbedienung." },
        { icon: "ruler", title: "Modular", description: "1200 bis 2400 mm Breite, nach Aufmass." },
      ],
      specs: [
        ["Breite", "1200–2400 mm, modular"],
        ["Tiefe / Arbeitshöhe", "650 mm / 900 mm"],
        ["Ausgussbecken", "500 × 400 × 300 mm, mit Spülrand und Rost"],
        ["Spülung", "Druckspüler DN 20"],
        ["Abfallsammler", "3 × 40 Liter, Fussbedienung"],
        ["Material", "Chromstahl 1.4301"],
      ],
      materialInfo: "<p>Abdeckung und Becken fugenlos verschweisst, Unterbau geschlossen mit Sockelblende. Alle Kanten sind entgratet und gerundet.</p>",
      images: ["entsorgungseinheit-chromstahl"],
      back: backToWard,
      more: [
        section(
          "image_text",
          "Unreinraum",
          {
            title: "Der komplette Unreinarbeitsplatz",
            imagePosition: "right",
            image: ctx.ref("steckbeckenspueler"),
            imageAlt: "Steckbeckenspüler aus Chromstahl",
            buttonText: "Zum Steckbeckenspüler",
            buttonUrl: WASHER,
          },
          {
            html: "<p>Kombiniert mit einem Steckbeckenspüler und einer Ablage für reines Pflegegeschirr entsteht ein Arbeitsplatz, an dem unreine und reine Wege klar getrennt sind. Wir planen die Reihenfolge der Elemente mit Ihrer Hygienefachperson.</p>",
            media: ["steckbeckenspueler"],
          },
        ),
      ],
    }),
    productPage(ctx, {
      slug: INSTRUMENTS,
      parentSlug: WARD_CATEGORY,
      title: "Instrumentenstation Chromstahl",
      metaTitle: "Instrumentenstation aus Chromstahl | Auralis",
      metaDescription: "Fahrbare Instrumentenstation aus Chromstahl mit zwei Tablaren und Schubladenblock für Eingriffsräume, Notfall und Ambulatorium.",
      heroSubtitle: "Die fahrbare Arbeitsstation für Eingriffe",
      description: [
        "Ob kleine chirurgische Eingriffe im Ambulatorium, Wundversorgung auf der Notfallstation oder die Vorbereitung im Gebärsaal: Die Instrumentenstation bringt Instrumente, Sterilgut und Verbrauchsmaterial dorthin, wo sie gebraucht werden.",
        "Zwei Tablare mit Aufkantung halten Material sicher, der Schubladenblock ordnet Kleinteile. Der Schiebebügel liegt auf angenehmer Höhe, antistatische Rollen mit Bremsen sorgen für leisen Lauf und sicheren Stand. Die Station ist vollständig aus Chromstahl gefertigt und verträgt Wisch- und Sprühdesinfektion.",
      ],
      features: [
        { icon: "first-aid", title: "Für Eingriffe gemacht", description: "Ambulatorium, Notfall und Gebärsaal." },
        { icon: "clipboard-check", title: "Geordnet", description: "Zwei Tablare und drei Schubladen." },
        { icon: "lock", title: "Sicher geparkt", description: "Antistatische Rollen, zwei davon mit Bremse." },
        { icon: "sparkles", title: "Vollständig Chromstahl", description: "Wisch- und sprühdesinfizierbar." },
      ],
      specs: [
        ["Abmessungen (B × T × H)", "1000 × 600 × 900 mm"],
        ["Tablare", "2, mit Aufkantung 15 mm"],
        ["Schubladen", "3, vollausziehbar"],
        ["Belastbarkeit", "50 kg pro Tablar"],
        ["Rollen", "4 × 125 mm, antistatisch, 2 mit Bremse"],
        ["Material", "Chromstahl 1.4301"],
      ],
      materialInfo: "<p>Rahmen aus Chromstahl-Rundrohr, Tablare tiefgezogen ohne Fugen. Auf Wunsch mit Infusionsstange und Abwurfbehälter.</p>",
      images: ["instrumentenstation-chromstahl"],
      back: backToWard,
      more: [
        productPageCta("Instrumentenstation konfigurieren", "Tablargrössen, Schubladen und Zubehör stellen wir nach Ihren Eingriffen zusammen.", backToWard),
      ],
    }),
    productPage(ctx, {
      slug: TRAUMA,
      parentSlug: WARD_CATEGORY,
      title: "Schockraum-Einheit Chromstahl",
      metaTitle: "Schockraum-Einheit aus Chromstahl | Auralis",
      metaDescription:
        "Wandsystem für den Schockraum: farbcodierte Schubladen nach ABCDE-Schema, offene Regale, Normschienen und Monitorarm – alles in Griffweite.",
      heroSubtitle: "Alles in Griffweite, wenn jede Sekunde zählt",
      description: [
        "Im Schockraum muss das Team in Sekunden finden, was es braucht. Unsere Schockraum-Einheit ordnet Material nach dem ABCDE-Schema: farbcodierte Schubladen für Atemweg, Beatmung, Kreislauf, Neurologie und Exposition, darüber offene Regale für häufig gebrauchte Sets.",
        "Normschienen nehmen Absaugung, Infusionshalter und Zubehör auf, ein schwenkbarer Monitorarm hält den Patientenmonitor im Blickfeld. Die Einheit wird nach Aufmass aus Chromstahl gefertigt und mit dem Notfallteam gemeinsam eingerichtet.",
      ],
      features: [
        { icon: "first-aid", title: "ABCDE-Farbcodierung", description: "Material nach Behandlungsschema geordnet." },
        { icon: "gauge", title: "Schneller Zugriff", description: "Offene Regale für häufig gebrauchte Sets." },
        { icon: "settings", title: "Normschienen", description: "Für Absaugung, Infusion und Zubehör." },
        { icon: "users", title: "Mit dem Team geplant", description: "Einrichtung gemeinsam mit Ihrem Notfallteam." },
      ],
      specs: [
        ["Breite", "2400 mm, modular erweiterbar"],
        ["Höhe", "2100 mm"],
        ["Schubladen", "12, farbcodiert nach ABCDE"],
        ["Normschienen", "25 × 10 mm, durchgehend"],
        ["Monitorarm", "schwenkbar, VESA 100"],
        ["Material", "Chromstahl 1.4301"],
        ["Beleuchtung", "LED-Arbeitslicht, optional"],
      ],
      materialInfo:
        "<p>Korpus und Fronten aus Chromstahl mit Griffmulden; Schubladen auf Vollauszügen mit Selbsteinzug. Beschriftungsschilder sind auswechselbar.</p>",
      images: ["schockraum-einheit-chromstahl"],
      back: backToWard,
      more: [productPageCta("Schockraum neu organisieren", "Wir erfassen Ihre Abläufe und planen die Einheit mit Ihrem Team.", backToWard)],
    }),
  ];
}
