// Customer voices for the testimonials table (institutions are fictional).
export interface SeedTestimonial {
  author: string;
  role: string;
  quote: string;
  rating: 4 | 5;
}

export const seedTestimonials: SeedTestimonial[] = [
  {
    author: "Regula Baumgartner",
    role: "Leitende Hebamme, Geburtshaus Rosengarten, Winterthur",
    quote:
      "Seit wir die Contessa haben, wählen deutlich mehr Frauen die Wassergeburt. Ich erreiche die Gebärende von allen Seiten, ohne mich zu verrenken – und nach der Geburt ist die Wanne in wenigen Minuten wieder bereit.",
    rating: 5,
  },
  {
    author: "Thomas Aebischer",
    role: "Pflegedienstleitung, Alterszentrum Lindenhof, Uster",
    quote:
      "Die Comfortline II hat unser Pflegebad verändert. Bewohnende, die früher Angst vor dem Baden hatten, steigen heute durch die Tür ein und geniessen es. Unser Team arbeitet auf Hüfthöhe statt gebückt.",
    rating: 5,
  },
  {
    author: "Sandro Meili",
    role: "Leiter Spitaltechnik, Kantonsspital Aarewald",
    quote:
      "Auralis hat unseren Unreinraum vom Aufmass bis zur Montage in drei Wochen umgebaut – während des laufenden Betriebs. Die Chromstahlarbeiten sind sauber verschweisst, die Dokumentation ist vollständig.",
    rating: 5,
  },
  {
    author: "Nadine Frei",
    role: "Stationsleiterin Wochenbett, Spitalzentrum Seeland-Nord",
    quote:
      "Die Stillstühle werden von den Müttern sehr geschätzt, besonders nach einem Kaiserschnitt. Einzig bei den Lieferterminen für die Sonderfarbe hätten wir uns etwas mehr Tempo gewünscht.",
    rating: 4,
  },
  {
    author: "Peter Zürcher",
    role: "Leiter Technischer Dienst, Pflegezentrum Birkenhof, St. Gallen",
    quote:
      "Der Servicetechniker kennt unsere Anlagen inzwischen besser als wir selbst. Wartungen werden rechtzeitig angekündigt, Ersatzteile sind meist am nächsten Tag da. So stelle ich mir eine langfristige Partnerschaft vor.",
    rating: 5,
  },
  {
    author: "Dr. med. Claudia Rüegg",
    role: "Chefärztin Geburtshilfe, Klinik Seeblick, Horgen",
    quote:
      "Bei der Planung unseres neuen Gebärsaals hat uns Auralis ehrlich beraten – auch zu Statik und Wasserinstallation. Die Generosa fügt sich farblich perfekt ein. Die Schulung hätte für das Nachtteam etwas früher stattfinden dürfen.",
    rating: 4,
  },
];
