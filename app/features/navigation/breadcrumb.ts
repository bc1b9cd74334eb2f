// Breadcrumb trail (the spec's "Breadcrumb"): hidden on the home page, on staff screens (/cms…) and for
// single-level paths; 'Startseite' first; the current page last, as plain text.
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
  // The product pages of the spec's public routes, for when their page has no title.
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

export function buildBreadcrumb(pathname: string, titlesBySlug: Readonly<Record<string, string>>): BreadcrumbItem[] {
  const path = canonicalSlug(pathname);
  if (path === "/" || path.startsWith("/cms")) return [];
  const segments = slugSegments(path);
  if (segments.length < 2) return [];

  // Titles may be stored under another spelling of the slug ('-und-', 'stuehle'): match those too.
  const titleByKey = new Map<string, string>();
  for (const [slug, title] of Object.entries(titlesBySlug)) {
    const key = slugMatchKey(slug);
    if (title.trim() && !titleByKey.has(key)) titleByKey.set(key, title.trim());
  }

  const trail: BreadcrumbItem[] = [{ label: "Startseite", href: "/" }];
  segments.forEach((segment, index) => {
    const slug = `/${segments.slice(0, index + 1).join("/")}`;
    const label = titlesBySlug[slug]?.trim() || titleByKey.get(slugMatchKey(slug)) || breadcrumbLabels[segment] || fallbackLabel(segment);
    trail.push({ label, href: index === segments.length - 1 ? null : slug });
  });
  return trail;
}
