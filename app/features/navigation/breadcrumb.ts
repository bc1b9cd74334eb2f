// Breadcrumb trail (docs/product/public-site.md, "Breadcrumb"): hidden on the home page, on staff screens (/cms…) and for
// single-level paths; 'Startseite' first; the current page last, as plain text.
import { languageOfPath, languagePrefix, pathWithinLanguage, sourceLanguage } from "~/lib/languages";
import { canonicalSlug, slugMatchKey, slugSegments } from "~/lib/slug";

export type BreadcrumbItem = { label: string; href: string | null };

/** German labels for path segments; a page title from the database overrides them. */
export const breadcrumbLabels: Readonly<Record<string, string>> = {
  produkte: "Produkte",
  "geburt-wochenbett": "Geburt & Wochenbett",
  "geburt-und-wochenbett": "Geburt & Wochenbett",
  geburt: "Geburt",
  pflege: "Pflege",
  stationseinrichtungen: "Stationseinrichtungen",
  wellness: "Wellness",
  service: "Service",
  "ueber-uns": "Über uns",
  kontakt: "Kontakt",
  impressum: "Impressum",
  datenschutz: "Datenschutz",
  // The product pages of docs/product/public-site.md, "Routes", for when their page has no title.
  contessa: "Contessa",
  generosa: "Generosa",
  "gebaerwanne-aqua-plus": "Gebärwanne Aqua Plus",
  "gebaerwanne-comfort": "Gebärwanne Comfort",
  "stillstuhl-relax": "Stillstuhl Relax",
  "wickelkommode-flex": "Wickelkommode Flex",
  "wickelkommode-hygiena": "Wickelkommode Hygiena",
  "duschwagen-und-stuehle": "Duschwagen und Stühle",
  duschstuhl: "Duschstuhl",
  elektroduschwagen: "Elektroduschwagen",
  patientenlifter: "Patientenlifter",
  "mehrzwecklifter-tr": "Mehrzwecklifter TR",
  pflegebadewannen: "Pflegebadewannen",
  "comfortline-ii": "Comfortline II",
  sitzbadewannen: "Sitzbadewannen",
  "sitzbadewanne-care": "Sitzbadewanne Care",
  "chromstahl-einrichtungen": "Chromstahl-Einrichtungen",
  "sanitaere-einrichtungen": "Sanitäre Einrichtungen",
  "hebe-waschtisch": "Hebe-Waschtisch",
  "hebe-wc": "Hebe-WC",
  steckbeckenspueler: "Steckbeckenspüler",
  desinfektionsgeraet: "Desinfektionsgerät",
  waermeschraenke: "Wärmeschränke",
  "entsorgungseinheit-chromstahl": "Entsorgungseinheit Chromstahl",
  "instrumentenstation-chromstahl": "Instrumentenstation Chromstahl",
  "schockraum-einheit-chromstahl": "Schockraum-Einheit Chromstahl",
  "thermo-spa": "Thermo Spa",
  "whirlpool-relax": "Whirlpool Relax",
};

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function fallbackLabel(segment: string): string {
  const words = decodeSegment(segment).replace(/-/g, " ").trim();
  return words.charAt(0).toLocaleUpperCase("de-CH") + words.slice(1);
}

/**
 * The trail of a page: its language's home, then each address above it. Within another language
 * ("/fr/…") the language's prefix is its home, and only that language's titles name the steps (the
 * German labels above are German-only).
 */
export function buildBreadcrumb(
  pathname: string,
  titlesBySlug: Readonly<Record<string, string>>,
  home: BreadcrumbItem = { label: "Startseite", href: "/" },
): BreadcrumbItem[] {
  const path = canonicalSlug(pathname);
  if (path.startsWith("/cms")) return [];
  const language = languageOfPath(path);
  const prefix = languagePrefix(language);
  const segments = slugSegments(pathWithinLanguage(path));
  if (segments.length < 2) return [];

  // Titles may be stored under another spelling of the slug ('-und-', 'stuehle'): match those too.
  const titleByKey = new Map<string, string>();
  for (const [slug, title] of Object.entries(titlesBySlug)) {
    const key = slugMatchKey(slug);
    if (title.trim() && !titleByKey.has(key)) titleByKey.set(key, title.trim());
  }

  const trail: BreadcrumbItem[] = [home];
  segments.forEach((segment, index) => {
    const slug = `${prefix}/${segments.slice(0, index + 1).join("/")}`;
    const known = language === sourceLanguage ? breadcrumbLabels[segment] : undefined;
    const label = titlesBySlug[slug]?.trim() || titleByKey.get(slugMatchKey(slug)) || known || fallbackLabel(segment);
    trail.push({ label, href: index === segments.length - 1 ? null : slug });
  });
  return trail;
}
