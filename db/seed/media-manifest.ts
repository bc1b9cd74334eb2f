// Every library file the seed creates: generated illustrations (rendered to WebP). The datasheets are documents
// ('Dokumente', db/seed/documents.server.ts), not library files.
// The key is the file name without extension (SEO form: lowercase a–z, 0–9, hyphens); content refers to
// files by key, and the seed turns keys into media_assets ids.
import { birthTub, changingTable, nursingChair, type TubStyle, type TubView } from "./illustrations/motifs-birth";
import { careBathtub, patientLifter, showerChair, showerTrolley, sitBath } from "./illustrations/motifs-care";
import {
  bedpanWasher,
  disposalUnit,
  instrumentTrolley,
  liftingWashbasin,
  liftingWc,
  steelCounter,
  traumaRoomUnit,
  warmingCabinet,
} from "./illustrations/motifs-ward";
import { thermalSpa, whirlpool } from "./illustrations/motifs-wellness";
import { buildingScene, categoryScene, heroScene, logoArtwork, sanitaryScene, showroomScene, teamScene, workshopScene } from "./illustrations/scenes";
import { backdrop, nameTag, type Tint, type TintName } from "./illustrations/svg";

/** Library categories of docs/product/media.md, "Editing a file", plus 'logo' and the default. */
export type MediaCategory = "geburt" | "pflege" | "wellness" | "stationseinrichtungen" | "chromstahl" | "sanitaer" | "logo" | "uncategorized";

export interface ImageAssetSpec<K extends string = string> {
  kind: "image";
  key: K;
  title: string;
  alt: string;
  category: MediaCategory;
  /** wide 1600×900, square 1200×1200, logo 1200×300 (transparent). */
  shape: "wide" | "square" | "logo";
  tint: TintName;
  /** SVG body drawn on the canvas of the shape. */
  draw: (tint: Tint) => string;
}

export type AssetSpec = ImageAssetSpec;

function image<const K extends string>(key: K, spec: Omit<ImageAssetSpec<K>, "kind" | "key">): ImageAssetSpec<K> {
  return { kind: "image", key, ...spec };
}

/** A product picture: the motif on the room backdrop, with the product name small in the corner. */
function product<const K extends string>(
  key: K,
  name: string,
  category: MediaCategory,
  tint: TintName,
  alt: string,
  motif: (tint: Tint) => string,
): ImageAssetSpec<K> {
  return image(key, {
    title: name,
    alt,
    category,
    shape: "wide",
    tint,
    draw: (t) => backdrop(1600, 900, t) + motif(t) + nameTag(name, 900, t),
  });
}

function tubView<const K extends string>(key: K, name: string, style: TubStyle, view: TubView, tint: TintName, title: string, alt: string) {
  return image(key, {
    title,
    alt,
    category: "geburt",
    shape: "wide",
    tint,
    draw: (t) => backdrop(1600, 900, t, view === "top" ? 900 : 720) + birthTub(view, style, t) + nameTag(name, 900, t),
  });
}

export const mediaManifest = [
  image("logo-auralis-medizintechnik", {
    title: "Logo Auralis Medizintechnik AG",
    alt: "Logo der Auralis Medizintechnik AG: korallroter Kreis mit Wassertropfen und Wortmarke",
    category: "logo",
    shape: "logo",
    tint: "coral",
    draw: () => logoArtwork(),
  }),
  image("startseite-gebaerraum-mit-gebaerwanne", {
    title: "Heller Gebärraum mit Gebärwanne",
    alt: "Illustration eines hellen Gebärraums mit freistehender Gebärwanne vor einem Bogenfenster mit Blick auf die Berge",
    category: "geburt",
    shape: "wide",
    tint: "coral",
    draw: (t) => heroScene(t),
  }),
  image("kategorie-geburt-wochenbett", {
    title: "Geburt & Wochenbett",
    alt: "Illustration einer gefüllten Gebärwanne mit Wellen und eines Stillstuhls mit ausgeklappter Fussstütze",
    category: "geburt",
    shape: "wide",
    tint: "coral",
    draw: (t) => categoryScene("geburt", t),
  }),
  image("kategorie-pflege-langzeitpflege", {
    title: "Pflege & Langzeitpflege",
    alt: "Illustration einer höhenverstellbaren Pflegebadewanne und eines fahrbaren Duschstuhls",
    category: "pflege",
    shape: "wide",
    tint: "blue",
    draw: (t) => categoryScene("pflege", t),
  }),
  image("kategorie-stationseinrichtungen", {
    title: "Stationseinrichtungen",
    alt: "Illustration einer Stationseinrichtung aus Chromstahl mit Oberschränken, Spüle und Instrumentenwagen",
    category: "stationseinrichtungen",
    shape: "wide",
    tint: "sage",
    draw: (t) => categoryScene("stationseinrichtungen", t),
  }),
  image("kategorie-wellness-therapie", {
    title: "Wellness & Therapie",
    alt: "Illustration eines dampfenden Thermalbeckens mit aufsteigenden Luftblasen und Pflanze",
    category: "wellness",
    shape: "wide",
    tint: "sand",
    draw: (t) => categoryScene("wellness", t),
  }),
  image("unternehmen-firmensitz-volketswil", {
    title: "Firmensitz in Volketswil",
    alt: "Illustration des Firmengebäudes der Auralis Medizintechnik AG mit Glasfassade vor Alpenpanorama",
    category: "uncategorized",
    shape: "wide",
    tint: "coral",
    draw: (t) => buildingScene(t),
  }),
  image("unternehmen-team-fachpersonen", {
    title: "Unser Team",
    alt: "Illustration des Auralis-Teams: Fachpersonen aus Pflege, Technik und Beratung",
    category: "uncategorized",
    shape: "square",
    tint: "coral",
    draw: (t) => teamScene(t),
  }),
  image("unternehmen-produktion-werkstatt", {
    title: "Produktion und Werkstatt",
    alt: "Illustration der Werkstatt mit einer Gebärwanne auf dem Montagebock und Regal mit Ersatzteilen",
    category: "uncategorized",
    shape: "wide",
    tint: "blue",
    draw: (t) => workshopScene(t),
  }),
  image("unternehmen-ausstellung-showroom", {
    title: "Ausstellung in Volketswil",
    alt: "Illustration der Ausstellung mit Gebärwanne und Pflegebadewanne unter Spotlichtern",
    category: "uncategorized",
    shape: "wide",
    tint: "coral",
    draw: (t) => showroomScene(t),
  }),

  // Birth and postpartum.
  tubView(
    "gebaerwanne-contessa-ansicht-1",
    "Contessa",
    "contessa",
    "front",
    "coral",
    "Gebärwanne Contessa – Gesamtansicht",
    "Freistehende Gebärwanne Contessa mit Haltegriffen, Thermostatarmatur und gefülltem Becken",
  ),
  tubView(
    "gebaerwanne-contessa-ansicht-2",
    "Contessa",
    "contessa",
    "top",
    "coral",
    "Gebärwanne Contessa – Draufsicht",
    "Draufsicht der Gebärwanne Contessa mit ovalem Becken, Sitzbereich und vier Haltegriffen",
  ),
  tubView(
    "gebaerwanne-contessa-ansicht-3",
    "Contessa",
    "contessa",
    "detail",
    "coral",
    "Gebärwanne Contessa – Detail Wannenrand",
    "Detailansicht des breiten Wannenrands der Contessa mit Haltegriff und Thermostat",
  ),
  tubView(
    "gebaerwanne-generosa-ansicht-1",
    "Generosa",
    "generosa",
    "front",
    "blue",
    "Gebärwanne Generosa – Gesamtansicht",
    "Gebärwanne Generosa aus GFK mit geradlinigem Wannenkörper und Haltegriffen",
  ),
  tubView(
    "gebaerwanne-generosa-ansicht-2",
    "Generosa",
    "generosa",
    "top",
    "blue",
    "Gebärwanne Generosa – Draufsicht",
    "Draufsicht der länglichen Gebärwanne Generosa mit Sitzbereich und Haltegriffen",
  ),
  tubView(
    "gebaerwanne-generosa-ansicht-3",
    "Generosa",
    "generosa",
    "detail",
    "blue",
    "Gebärwanne Generosa – Detail Wannenrand",
    "Detailansicht des Wannenrands der Generosa mit Haltegriff und Armatur",
  ),
  tubView(
    "gebaerwanne-aqua-plus",
    "Aqua Plus",
    "aqua-plus",
    "front",
    "blue",
    "Gebärwanne Aqua Plus",
    "Ovale Gebärwanne Aqua Plus mit warmem Wasser und aufsteigenden Luftblasen",
  ),
  tubView(
    "gebaerwanne-aqua-plus-draufsicht",
    "Aqua Plus",
    "aqua-plus",
    "top",
    "blue",
    "Gebärwanne Aqua Plus – Draufsicht",
    "Draufsicht der Gebärwanne Aqua Plus mit Sitzmulde und Haltegriffen",
  ),
  tubView(
    "gebaerwanne-comfort",
    "Comfort",
    "comfort",
    "front",
    "sand",
    "Gebärwanne Comfort",
    "Gebärwanne Comfort mit integrierter Einstiegsstufe und Haltegriffen",
  ),
  tubView(
    "gebaerwanne-comfort-draufsicht",
    "Comfort",
    "comfort",
    "top",
    "sand",
    "Gebärwanne Comfort – Draufsicht",
    "Draufsicht der kompakten Gebärwanne Comfort mit Sitzbereich",
  ),
  product(
    "stillstuhl-relax",
    "Stillstuhl Relax",
    "geburt",
    "coral",
    "Stillstuhl Relax mit verstellbarer Rückenlehne, Armlehnen und ausgezogener Fussstütze",
    nursingChair,
  ),
  product(
    "wickelkommode-flex",
    "Wickelkommode Flex",
    "geburt",
    "blue",
    "Höhenverstellbare Wickelkommode Flex mit gepolsterter Wickelauflage auf Hubsäule",
    (t) => changingTable("flex", t),
  ),
  product(
    "wickelkommode-hygiena",
    "Wickelkommode Hygiena",
    "geburt",
    "sage",
    "Wickelkommode Hygiena mit Schubladen, Wickelauflage und integriertem Badebecken",
    (t) => changingTable("hygiena", t),
  ),

  // Care and long-term care.
  product(
    "duschwagen-und-duschstuehle",
    "Duschwagen & Duschstühle",
    "pflege",
    "coral",
    "Hydraulischer Duschwagen mit wannenförmiger Liegefläche, Seitengittern und Ablaufschlauch",
    (t) => showerTrolley(false, t),
  ),
  product(
    "duschstuhl",
    "Duschstuhl",
    "pflege",
    "blue",
    "Fahrbarer Duschstuhl mit offener Sitzfläche, Rückenlehne und Armlehnen unter einer Brause",
    showerChair,
  ),
  product("elektroduschwagen", "Elektroduschwagen", "pflege", "sage", "Elektrischer Duschwagen mit Akku, Handschalter und wannenförmiger Liegefläche", (t) =>
    showerTrolley(true, t),
  ),
  product("patientenlifter", "Patientenlifter", "pflege", "blue", "Mobiler Patientenlifter mit Hubmast, Ausleger und Hebetuch", (t) =>
    patientLifter("sling", t),
  ),
  product("mehrzwecklifter-tr", "Mehrzwecklifter TR", "pflege", "coral", "Mehrzwecklifter TR mit Sitzeinheit am Ausleger für Transfer und Baden", (t) =>
    patientLifter("seat", t),
  ),
  product(
    "pflegebadewannen",
    "Pflegebadewannen",
    "pflege",
    "blue",
    "Höhenverstellbare Pflegebadewanne auf Scherengestell mit gefülltem Becken und Kopfstütze",
    (t) => careBathtub("standard", t),
  ),
  product(
    "pflegebadewanne-comfortline-ii",
    "Comfortline II",
    "pflege",
    "coral",
    "Pflegebadewanne Comfortline II mit Seitentür, Handbedienung und Höhenverstellung",
    (t) => careBathtub("comfortline", t),
  ),
  product("sitzbadewannen", "Sitzbadewannen", "pflege", "sand", "Sitzbadewanne mit seitlicher Einstiegstür und gefülltem Becken", (t) =>
    sitBath("standard", t),
  ),
  product("sitzbadewanne-care", "Sitzbadewanne Care", "pflege", "sage", "Sitzbadewanne Care mit Tür, Bedienpanel und Einstiegsstufe", (t) =>
    sitBath("care", t),
  ),

  // Ward furnishings.
  product(
    "chromstahl-einrichtungen",
    "Chromstahl-Einrichtungen",
    "chromstahl",
    "blue",
    "Stationszeile aus Chromstahl mit Oberschränken, Arbeitsfläche, Spüle und Unterschränken",
    steelCounter,
  ),
  image("sanitaere-einrichtungen", {
    title: "Sanitäre Einrichtungen",
    alt: "Höhenverstellbarer Waschtisch mit Spiegel und höhenverstellbares WC mit Stützgriffen",
    category: "sanitaer",
    shape: "wide",
    tint: "blue",
    draw: (t) => sanitaryScene(t) + nameTag("Sanitäre Einrichtungen", 900, t),
  }),
  product(
    "hebe-waschtisch",
    "Hebe-Waschtisch",
    "sanitaer",
    "coral",
    "Elektrisch höhenverstellbarer Waschtisch mit Spiegel, Haltegriff und Unterfahrfreiheit",
    liftingWashbasin,
  ),
  product("hebe-wc", "Hebe-WC", "sanitaer", "sage", "Wandhängendes Hebe-WC mit Stützklappgriffen und Höhenverstellung", liftingWc),
  product(
    "steckbeckenspueler",
    "Steckbeckenspüler",
    "stationseinrichtungen",
    "blue",
    "Steckbeckenspüler aus Chromstahl mit Fronttür, Bedienfeld und Dampf",
    (t) => bedpanWasher("washer", t),
  ),
  product(
    "desinfektionsgeraet-steckbecken",
    "Desinfektionsgerät",
    "stationseinrichtungen",
    "coral",
    "Reinigungs- und Desinfektionsgerät für Steckbecken mit thermischer Desinfektion",
    (t) => bedpanWasher("disinfector", t),
  ),
  product(
    "waermeschrank",
    "Wärmeschrank",
    "stationseinrichtungen",
    "sand",
    "Wärmeschrank mit Glastür und vorgewärmten Decken und Tüchern auf drei Tablaren",
    warmingCabinet,
  ),
  product(
    "entsorgungseinheit-chromstahl",
    "Entsorgungseinheit",
    "chromstahl",
    "blue",
    "Entsorgungseinheit aus Chromstahl mit Ausgussbecken, Spülung und Abfalltrennung",
    disposalUnit,
  ),
  product(
    "instrumentenstation-chromstahl",
    "Instrumentenstation",
    "chromstahl",
    "coral",
    "Fahrbare Instrumentenstation aus Chromstahl mit zwei Tablaren und Schubladenblock",
    instrumentTrolley,
  ),
  product(
    "schockraum-einheit-chromstahl",
    "Schockraum-Einheit",
    "chromstahl",
    "sage",
    "Schockraum-Einheit aus Chromstahl mit farbcodierten Schubladen, Regalen und Monitor",
    traumaRoomUnit,
  ),

  // Wellness and therapy.
  product("thermo-spa", "Thermo Spa", "wellness", "sand", "Thermo Spa: beheiztes Therapiebecken mit Dampf und Luftblasen", thermalSpa),
  product("whirlpool-relax", "Whirlpool Relax", "wellness", "coral", "Whirlpool Relax mit Massagedüsen, Luftsprudel und Haltegriffen", whirlpool),
] as const;

export type AssetKey = (typeof mediaManifest)[number]["key"];

export function assetFilename(spec: AssetSpec): string {
  return `${spec.key}.webp`;
}

export const shapeSize = {
  wide: { width: 1600, height: 900 },
  square: { width: 1200, height: 1200 },
  logo: { width: 1200, height: 300 },
} as const;
