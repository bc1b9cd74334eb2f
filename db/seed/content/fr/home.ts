// The French home page and product overview (versions of home.ts).
import { section, type SeedContext, type SeedTile, type SeedTranslation } from "../../types";
import { ctaSection, tile } from "../builders";
import { WHY_AURALIS_KEY } from "../home";
import { seedSiteTexts } from "../site-texts";
import {
  FR_BIRTH,
  FR_BIRTH_TUBS,
  FR_CARE,
  FR_CONTACT,
  FR_CONTESSA,
  FR_HOME,
  FR_PRODUCTS,
  FR_SERVICE,
  FR_WARD,
  FR_WELLNESS,
  frenchLabels,
  frenchVersion,
} from "./labels";

const texts = seedSiteTexts.fr;
const TAGLINE = "La technique médicale pour les moments essentiels de la vie";

/** The four focus areas, as on the German home page. */
export function frenchFocusAreaTiles(ctx: SeedContext): SeedTile[] {
  return [
    tile(
      ctx,
      "Naissance & post-partum",
      "Baignoires d’accouchement, fauteuils d’allaitement et tables à langer pour la salle d’accouchement, la maison de naissance et la maternité.",
      FR_BIRTH,
      "kategorie-geburt-wochenbett",
    ),
    tile(
      ctx,
      "Soins & soins de longue durée",
      "Baignoires de soins, systèmes de douche et lève-personnes pour une hygiène corporelle sûre et respectueuse de la dignité.",
      FR_CARE,
      "kategorie-pflege-langzeitpflege",
    ),
    tile(
      ctx,
      "Équipements d’unités de soins",
      "Agencements en inox, lave-bassins et installations sanitaires sans obstacles.",
      FR_WARD,
      "kategorie-stationseinrichtungen",
    ),
    tile(
      ctx,
      "Bien-être & thérapie",
      "Bassins thérapeutiques et baignoires de massage pour la réadaptation, les soins et la santé.",
      FR_WELLNESS,
      "kategorie-wellness-therapie",
    ),
  ];
}

function homePage(ctx: SeedContext): SeedTranslation {
  return frenchVersion("/", {
    slug: FR_HOME,
    title: "Accueil",
    metaTitle: "Auralis Medizintechnik AG – technique médicale suisse",
    metaDescription:
      "Baignoires d’accouchement, baignoires de soins, équipements d’unités de soins et de thérapie pour hôpitaux, maisons de naissance et EMS – qualité suisse.",
    kind: "section",
    parentSlug: null,
    sitemapPriority: 1,
    h1: TAGLINE,
    intro: texts.siteDescription,
    image: "startseite-gebaerraum-mit-gebaerwanne",
    sections: [
      section(
        "hero",
        "Hero",
        {
          variant: "enhanced-hero",
          badge: "Technique médicale suisse depuis plus de 30 ans",
          title: TAGLINE,
          subtitle: "Baignoires d’accouchement, bains de soins et équipements d’unités de soins – conçus avec les professionnels, fabriqués en Suisse.",
          description:
            "Nous équipons les hôpitaux, maisons de naissance, EMS, maternités et sages-femmes de dispositifs médicaux qui apportent sécurité et sérénité dans les moments qui comptent.",
          image: ctx.ref("startseite-gebaerraum-mit-gebaerwanne"),
          imageAlt: "Salle d’accouchement lumineuse avec baignoire d’accouchement",
          primaryButtonText: texts.ctaSecondaryText,
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: texts.ctaPrimaryText,
          secondaryButtonUrl: FR_PRODUCTS,
        },
        { media: ["startseite-gebaerraum-mit-gebaerwanne"] },
      ),
      section(
        "content_intro",
        "Intro",
        { title: "Du premier souffle aux soins du grand âge" },
        {
          html:
            "<p>Depuis plus de 30 ans, Auralis Medizintechnik AG conçoit, livre et entretient des équipements pour les moments où l’être humain est particulièrement vulnérable : la naissance, les soins et le chemin de la guérison.</p>" +
            "<p>Nos baignoires d’accouchement, baignoires de soins, équipements d’unités de soins ainsi que nos baignoires de bien-être et de thérapie naissent d’un dialogue étroit avec les sages-femmes, le personnel soignant et les services techniques hospitaliers. De la planification au montage et jusqu’à la maintenance, nous restons votre interlocuteur.</p>",
        },
      ),
      section(
        "product_teaser",
        "Neu: Contessa",
        {
          variant: "contessa-highlight",
          badge: "Nouveau",
          title: "Baignoire d’accouchement Contessa",
          subtitle: "Posée en îlot. Accessible de tous côtés. Conçue avec des sages-femmes.",
          description:
            "La Contessa laisse à la parturiente toute liberté de mouvement et à la sage-femme un accès de tous les côtés. Des assises à trois hauteurs, des poignées intégrées et une vidange rapide en font un choix sûr pour les salles d’accouchement d’aujourd’hui.",
          image: ctx.ref("gebaerwanne-contessa-ansicht-1"),
          imageAlt: "Baignoire d’accouchement Contessa",
          buttonText: "Découvrir la Contessa",
          buttonUrl: FR_CONTESSA,
        },
        { media: ["gebaerwanne-contessa-ansicht-1"] },
      ),
      section("product_tiles", "Schwerpunkte", {
        title: "Nos domaines",
        subtitle: "Quatre domaines, une même conviction : une technique au service de l’humain",
        items: frenchFocusAreaTiles(ctx),
      }),
      section("usp_tiles", "Warum Auralis?", {
        key: WHY_AURALIS_KEY,
        title: "Pourquoi Auralis ?",
        items: [
          {
            title: "Qualité suisse depuis plus de 30 ans",
            text: "Conçus et fabriqués à Volketswil, avec des matériaux qui résistent des décennies à l’usage hospitalier.",
            icon: "shield",
          },
          {
            title: "Développés avec les professionnels",
            text: "Sages-femmes, soignants et techniciens hospitaliers testent nos produits avant leur fabrication en série.",
            icon: "users",
          },
          {
            title: "Un partenariat dans la durée",
            text: "Conseil, montage, formation, maintenance et pièces de rechange – auprès d’un seul interlocuteur, sur toute la durée de vie.",
            icon: "heart",
          },
        ],
      }),
      ctaSection({
        title: "Parlons de votre projet",
        description: "Présentez-nous votre projet : nous vous répondons dans un délai d’un jour ouvrable et concevons avec vous la solution adaptée.",
        labels: frenchLabels,
      }),
    ],
  });
}

function productsOverviewPage(ctx: SeedContext): SeedTranslation {
  return frenchVersion("/produkte", {
    slug: FR_PRODUCTS,
    title: "Produits",
    metaTitle: "Produits – la technique médicale en bref | Auralis",
    metaDescription:
      "Tous les produits d’Auralis Medizintechnik AG : naissance & post-partum, soins & soins de longue durée, équipements d’unités de soins, bien-être & thérapie.",
    kind: "section",
    parentSlug: FR_HOME,
    sitemapPriority: 0.8,
    h1: "Nos produits",
    intro: "Technique médicale pour la naissance, les soins, les unités hospitalières et la thérapie.",
    image: "unternehmen-ausstellung-showroom",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Nos produits",
          subtitle: "Technique médicale pour la naissance, les soins, les unités hospitalières et la thérapie",
          image: ctx.ref("unternehmen-ausstellung-showroom"),
          imageAlt: "Exposition avec baignoire d’accouchement et baignoire de soins",
          primaryButtonText: texts.ctaSecondaryText,
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: "Aperçu des baignoires d’accouchement",
          secondaryButtonUrl: FR_BIRTH_TUBS,
        },
        { media: ["unternehmen-ausstellung-showroom"] },
      ),
      section(
        "content_intro",
        "Intro",
        { title: "Un seul interlocuteur pour tout" },
        {
          html: "<p>Notre assortiment couvre quatre domaines qui se côtoient chaque jour dans les hôpitaux et les EMS. Que vous cherchiez une simple chaise de douche ou que vous réaménagiez une salle d’accouchement, un bain de soins et un local vidoir : nous vous conseillons de manière indépendante et concevons des solutions qui s’accordent entre elles.</p>",
        },
      ),
      section("product_tiles", "Kategorien", {
        title: "Nos gammes",
        items: frenchFocusAreaTiles(ctx),
      }),
      ctaSection({
        title: "Vous n’avez pas trouvé ce que vous cherchez ?",
        description:
          "Bon nombre de nos solutions sont réalisées sur mesure. Décrivez-nous vos besoins : ensemble, nous trouverons l’équipement qui vous convient.",
        secondaryText: "Notre service",
        secondaryUrl: FR_SERVICE,
        labels: frenchLabels,
      }),
    ],
  });
}

export function frenchHomePages(ctx: SeedContext): SeedTranslation[] {
  return [homePage(ctx), productsOverviewPage(ctx)];
}
