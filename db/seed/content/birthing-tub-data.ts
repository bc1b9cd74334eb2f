// Technical data of the four birthing tubs, shared by their product pages and their PDF datasheets
// so that both always say the same. Values are plausible defaults for the owner to confirm.

export interface TubData {
  name: string;
  subtitle: string;
  specs: [label: string, value: string][];
}

export const contessaData: TubData = {
  name: "Gebärwanne Contessa",
  subtitle: "Freistehende Gebärwanne mit Rundum-Zugang",
  specs: [
    ["Aussenmasse (L × B × H)", "1950 × 1450 × 760 mm"],
    ["Wassertiefe", "max. 560 mm"],
    ["Füllvolumen", "ca. 520 Liter"],
    ["Leergewicht", "ca. 140 kg"],
    ["Material", "GFK mit porenfreier Sanitäracryl-Oberfläche"],
    ["Armatur", "Thermostat mit Verbrühschutz, Temperaturanzeige"],
    ["Entleerung", "Schnellablauf, ca. 3 Minuten"],
    ["Farben", "Weiss; auf Wunsch alle RAL- und NCS-Farben"],
    ["Konformität", "Medizinprodukt Klasse I gemäss MDR (EU) 2017/745"],
  ],
};

export const generosaData: TubData = {
  name: "Gebärwanne Generosa",
  subtitle: "Die grosszügige Gebärwanne für Wand- und Raummitte",
  specs: [
    ["Länge", "ca. 2000 mm"],
    ["Breite", "ca. 950 mm"],
    ["Höhe", "ca. 750 mm"],
    ["Material", "GFK (glasfaserverstärkter Kunststoff)"],
    ["Farben", "alle RAL- und NCS-Farben"],
    ["Wassertiefe", "max. 520 mm"],
    ["Füllvolumen", "ca. 400 Liter"],
    ["Leergewicht", "ca. 95 kg"],
    ["Entleerung", "Schnellablauf DN 50"],
  ],
};

export const aquaPlusData: TubData = {
  name: "Gebärwanne Aqua Plus",
  subtitle: "Ovale Gebärwanne mit Unterwasserlicht",
  specs: [
    ["Aussenmasse (L × B × H)", "1900 × 1400 × 740 mm"],
    ["Wassertiefe", "max. 540 mm"],
    ["Füllvolumen", "ca. 480 Liter"],
    ["Leergewicht", "ca. 125 kg"],
    ["Material", "GFK mit Sanitäracryl-Oberfläche"],
    ["Beleuchtung", "LED-Unterwasserlicht, 24 V Schutzkleinspannung, dimmbar"],
    ["Armatur", "Thermostat mit Verbrühschutz"],
    ["Farben", "Weiss, Pastellblau; weitere RAL-Farben auf Anfrage"],
  ],
};

export const comfortData: TubData = {
  name: "Gebärwanne Comfort",
  subtitle: "Kompakte Gebärwanne mit integrierter Einstiegsstufe",
  specs: [
    ["Aussenmasse (L × B × H)", "1800 × 1300 × 720 mm"],
    ["Einstiegsstufe", "Höhe 200 mm, rutschhemmend"],
    ["Wassertiefe", "max. 500 mm"],
    ["Füllvolumen", "ca. 420 Liter"],
    ["Leergewicht", "ca. 110 kg"],
    ["Material", "GFK mit Sanitäracryl-Oberfläche"],
    ["Armatur", "Thermostat mit Verbrühschutz, Handbrause"],
    ["Farben", "Weiss; RAL-Farben auf Anfrage"],
  ],
};
