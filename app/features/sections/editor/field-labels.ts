// German labels of the section settings keys (spec §3 "settings keys"), one map for every type and for
// the keys inside list items. A key without a label is shown by its name, so a new key is never hidden.

export const fieldLabels: Record<string, string> = {
  title: "Titel",
  subtitle: "Untertitel",
  description: "Beschreibung",
  badge: "Badge",
  image: "Bild",
  imageAlt: "Alternativtext des Bildes",
  imagePosition: "Bildposition",
  icon: "Icon",
  key: "Schlüssel (cta markiert die Call-to-Action)",
  variant: "Variante",
  spacing: "Abstand",
  sectionNumber: "Sektionsnummer",
  primaryButtonText: "Text Button 1",
  primaryButtonUrl: "Link Button 1",
  secondaryButtonText: "Text Button 2",
  secondaryButtonUrl: "Link Button 2",
  buttonText: "Button-Text",
  buttonUrl: "Button-Link",
  galleryType: "Galerie-Typ",
  galleryRatio: "Seitenverhältnis",
  galleryFit: "Bildanpassung",
  showDots: "Punkte anzeigen",
  showArrows: "Pfeile anzeigen",
  items: "Einträge",
  text: "Text",
  url: "Link",
  media_asset_id: "Bild aus der Medienbibliothek",
  author: "Name",
  role: "Funktion",
  quote: "Zitat",
  rating: "Bewertung (1–5)",
  showPhone: "Telefonfeld anzeigen",
  showCompany: "Firmenfeld anzeigen",
  submitButtonText: "Text des Absende-Buttons",
  note: "Hinweis",
  heroTitle: "Hero-Titel",
  heroSubtitle: "Hero-Untertitel",
  heroDescription: "Hero-Beschreibung (HTML)",
  features: "Merkmale",
  technicalSpecs: "Technische Daten",
  label: "Bezeichnung",
  value: "Wert",
  materialInfo: "Materialinformation (HTML)",
  cta1Text: "Text Button 1",
  cta1Url: "Link Button 1",
  cta2Text: "Text Button 2",
  cta2Url: "Link Button 2",
};

/** Labels of enum values where the stored value is not German. */
export const optionLabels: Record<string, string> = {
  right: "Rechts",
  left: "Links",
  sm: "Klein",
  default: "Standard",
  lg: "Gross",
  auto: "Automatisch",
  single: "Einzelbild",
  grid: "Raster",
  carousel: "Karussell",
  cover: "Füllend (cover)",
  contain: "Ganz sichtbar (contain)",
};

export function fieldLabel(key: string): string {
  return fieldLabels[key] ?? key;
}

export function optionLabel(value: string): string {
  return optionLabels[value] ?? value;
}
