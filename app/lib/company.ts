// The company behind the site (fictional). The site title from the global settings replaces the name
// wherever it is shown; these are its fallbacks (docs/product/settings-and-email-templates.md, "Company defaults").
export const company = {
  name: "Auralis Medizintechnik AG",
  shortName: "Auralis",
  email: "info@auralis-medizintechnik.example",
  phone: "+41 44 123 45 67",
  address: "Industriestrasse 12, 8604 Volketswil, Schweiz",
  staffDomain: "auralis-medizintechnik.example",
  tagline: "Medizintechnik für die wichtigsten Momente im Leben",
  defaultDescription:
    "Auralis Medizintechnik AG entwickelt, liefert und betreut Medizintechnik für Spitäler, Geburtshäuser, Pflegeheime, Wochenbettstationen und Hebammen: Gebärwannen, Pflegebadewannen, Stationseinrichtungen sowie Wellness- und Therapiewannen – seit über 30 Jahren.",
  ctaPrimaryText: "Medizintechnik entdecken",
  ctaSecondaryText: "Kostenlose Beratung",
  primaryColor: "#E6462E",
  footerText: "Schweizer Medizintechnik mit über 30 Jahren Erfahrung – entwickelt mit Fachpersonen, betreut ein Leben lang.",
} as const;
