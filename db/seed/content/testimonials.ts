// Customer voices for the testimonials table (institutions are fictional). Each is in the language it
// was given in; a page shows those of its own language (app/features/testimonials/testimonials.server.ts).
import type { SiteLanguage } from "~/lib/languages";

export interface SeedTestimonial {
  author: string;
  role: string;
  quote: string;
  rating: 4 | 5;
  /** German when left out. */
  language?: SiteLanguage;
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
  // Voices from Romandy, for the French pages.
  {
    author: "Valérie Rochat",
    role: "Sage-femme responsable, Maison de naissance Les Cerisiers, Lausanne",
    quote:
      "Depuis l’arrivée de la Contessa, nous proposons l’accouchement dans l’eau à bien plus de femmes. Je peux accompagner la parturiente de tous les côtés sans me contorsionner, et la baignoire est prête pour la suivante en quelques minutes.",
    rating: 5,
    language: "fr",
  },
  {
    author: "Jean-Marc Progin",
    role: "Directeur, EMS Les Tilleuls, Fribourg",
    quote:
      "Avec la Comfortline II, nos résidents entrent assis par la porte latérale et le bain redevient un moment de plaisir. Le personnel travaille à bonne hauteur, le dos ménagé. Le conseil était sérieux et en français du début à la fin.",
    rating: 5,
    language: "fr",
  },
  {
    author: "Sophie Dufour",
    role: "Technicienne biomédicale, Hôpital de la Jonction, Genève",
    quote:
      "Auralis a transformé notre local vidoir en trois semaines, sans interrompre l’activité du service. Les soudures de l’inox sont impeccables et la documentation complète. Seul bémol : une pièce de rechange a mis une semaine à arriver.",
    rating: 4,
    language: "fr",
  },
];
