// French product pages (versions of products-*.ts): the four birthing tubs, the care bathtubs with the
// Comfortline II, the stainless steel furnishings and the Thermo Spa. Dimensions and values as in German.
import { section, type SeedContext, type SeedTranslation } from "../../types";
import { productPageCta, productPage, tile } from "../builders";
import { AQUA_PLUS, BIRTH_CATEGORY, COMFORT, CONTESSA, GENEROSA } from "../products-birth";
import { CARE_CATEGORY } from "../products-care";
import { WARD_CATEGORY } from "../products-ward";
import { WELLNESS_CATEGORY } from "../products-wellness";
import {
  FR_AQUA_PLUS,
  FR_BIRTH,
  FR_BIRTH_TUBS,
  FR_CARE,
  FR_CARE_TUBS,
  FR_COMFORT,
  FR_COMFORTLINE,
  FR_CONTACT,
  FR_CONTESSA,
  FR_GENEROSA,
  FR_STEEL,
  FR_THERMO_SPA,
  FR_WARD,
  FR_WELLNESS,
  frenchLabels,
  frenchVersion,
} from "./labels";

const backToBirth = { text: "Tous les produits naissance & post-partum", url: FR_BIRTH };
const backToCare = { text: "Tous les produits de soins", url: FR_CARE };

function contessa(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    CONTESSA,
    productPage(
      ctx,
      {
        slug: FR_CONTESSA,
        parentSlug: FR_BIRTH,
        title: "Baignoire d’accouchement Contessa",
        metaTitle: "Baignoire d’accouchement Contessa en îlot | Auralis",
        metaDescription:
          "La nouvelle baignoire d’accouchement Contessa : en îlot, accessible de tous côtés, avec assises, poignées, thermostat et vidange rapide.",
        heroSubtitle: "Baignoire d’accouchement en îlot, accessible de tous côtés",
        badge: "Nouveau",
        description: [
          "La Contessa est notre nouvelle baignoire d’accouchement en îlot, pensée pour les salles d’accouchement et les maisons de naissance qui veulent offrir à la femme la plus grande liberté de mouvement possible. Sa forme ovale est accessible de tous les côtés : la sage-femme et la médecin atteignent la parturiente dans chaque position, sans devoir se pencher loin au-dessus du rebord.",
          "À l’intérieur, des assises à trois hauteurs, une cuvette allongée peu profonde et quatre poignées intégrées offrent un appui sûr en position accroupie, à genoux ou semi-assise. L’eau chaude soulage et détend ; la robinetterie thermostatique maintient une température constante et protège des brûlures.",
          "Si l’accouchement doit se poursuivre hors de l’eau, la <strong>vidange rapide</strong> vide la baignoire en trois minutes environ. La surface sans pores se nettoie et se désinfecte ensuite en quelques gestes.",
        ],
        features: [
          {
            icon: "users",
            title: "Accessible de tous côtés",
            description: "L’installation en îlot permet d’accompagner la femme de tous les côtés – même lors des changements de position pendant l’expulsion.",
          },
          {
            icon: "armchair",
            title: "Assises à trois hauteurs",
            description: "Pour s’asseoir droite, s’accroupir ou s’agenouiller : la parturiente trouve à tout moment une position stable.",
          },
          {
            icon: "shield",
            title: "Poignées intégrées",
            description: "Quatre poignées ergonomiques offrent un appui pour se lever, changer de position et pousser.",
          },
          {
            icon: "thermometer",
            title: "Température de l’eau constante",
            description: "Thermostat avec <strong>protection anti-brûlure</strong> et affichage bien lisible de la température.",
          },
          { icon: "gauge", title: "Vidange rapide", description: "La baignoire se vide en trois minutes environ lorsqu’il faut agir vite." },
          {
            icon: "sparkles",
            title: "Surface hygiénique",
            description: "Acrylique sanitaire sans pores ni joints, résistant aux désinfectants de surface courants.",
          },
        ],
        specs: [
          ["Dimensions extérieures (L × l × H)", "1950 × 1450 × 760 mm"],
          ["Profondeur d’eau", "max. 560 mm"],
          ["Volume de remplissage", "env. 520 litres"],
          ["Poids à vide", "env. 140 kg"],
          ["Matériau", "PRV avec surface en acrylique sanitaire sans pores"],
          ["Robinetterie", "thermostatique avec protection anti-brûlure, affichage de la température"],
          ["Vidange", "vidange rapide, env. 3 minutes"],
          ["Teintes", "blanc ; sur demande toutes les teintes RAL et NCS"],
          ["Conformité", "dispositif médical de classe I selon le règlement (UE) 2017/745 (MDR)"],
        ],
        materialInfo:
          "<p>La cuve est en plastique renforcé de fibres de verre (PRV), revêtue d’une surface en acrylique sanitaire sans pores. Sans joints et agréablement chaude au toucher, elle se nettoie avec les désinfectants de surface utilisés dans les hôpitaux.</p><p>La teinte standard est le blanc ; sur demande, nous réalisons la coque extérieure dans n’importe quelle teinte RAL ou NCS, en accord avec votre concept d’aménagement.</p>",
        images: ["gebaerwanne-contessa-ansicht-1", "gebaerwanne-contessa-ansicht-2", "gebaerwanne-contessa-ansicht-3"],
        datasheet: CONTESSA,
        back: backToBirth,
        more: [
          section(
            "image_text",
            "Entwickelt mit Hebammen",
            {
              title: "Conçue avec des sages-femmes",
              imagePosition: "right",
              image: ctx.ref("gebaerwanne-contessa-ansicht-3"),
              imageAlt: "Rebord de la Contessa avec poignée",
              buttonText: frenchLabels.requestConsultation,
              buttonUrl: FR_CONTACT,
            },
            {
              html:
                "<p>La Contessa a vu le jour en deux ans, avec les équipes de sages-femmes de trois services d’obstétrique. Elles ont testé les prototypes au quotidien – résultat : un rebord plus large, des poignées placées plus bas et des assises plus plates.</p>" +
                "<ul><li>un rebord large et arrondi pour appuyer les avant-bras</li><li>des poignées à la hauteur où les femmes les cherchent vraiment</li><li>une robinetterie placée hors de la zone de mouvement de la parturiente</li></ul>",
              media: ["gebaerwanne-contessa-ansicht-3"],
            },
          ),
          productPageCta(
            "La Contessa dans votre salle d’accouchement",
            "Nous vérifions l’espace, la statique et le raccordement d’eau, et vous présentons volontiers la Contessa dans notre exposition à Volketswil.",
            { text: "Toutes les baignoires d’accouchement", url: FR_BIRTH },
            frenchLabels,
          ),
        ],
      },
      frenchLabels,
    ),
  );
}

function generosa(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    GENEROSA,
    productPage(
      ctx,
      {
        slug: FR_GENEROSA,
        parentSlug: FR_BIRTH,
        title: "Baignoire d’accouchement Generosa",
        metaTitle: "Baignoire d’accouchement Generosa en PRV | Auralis",
        metaDescription:
          "Baignoire d’accouchement Generosa : env. 2000 × 950 × 750 mm, en PRV, dans toutes les teintes RAL et NCS. Ergonomique, hygiénique, nombreuses options.",
        heroSubtitle: "La baignoire d’accouchement spacieuse, contre un mur ou au centre de la pièce",
        description: [
          "La Generosa est notre baignoire d’accouchement éprouvée pour les salles à l’agencement bien défini. Avec près de deux mètres de long, elle offre à la parturiente beaucoup d’espace pour s’étirer, s’agenouiller ou s’allonger sur le côté – et, avec une largeur d’environ 950 mm, elle trouve aussi sa place dans des locaux existants.",
          "La baignoire peut être adossée à un mur ou installée librement dans la pièce. Sa hauteur de travail d’environ 750 mm permet à la sage-femme d’accompagner la femme en restant droite, sans solliciter son dos.",
          "La Generosa est fabriquée en plastique renforcé de fibres de verre (PRV). Nous la livrons dans <strong>toutes les teintes RAL et NCS</strong> – du blanc classique aux tons naturels chaleureux, en harmonie avec les couleurs de votre service.",
        ],
        features: [
          {
            icon: "armchair",
            title: "Ergonomie",
            description:
              "Surface allongée galbée, banc et repose-pieds permettent toutes les positions d’accouchement ; la hauteur de travail d’env. 750 mm ménage le dos de la sage-femme.",
          },
          {
            icon: "sparkles",
            title: "Hygiène",
            description:
              "Surface en PRV sans joints ni pores, aux grands rayons – vite nettoyée, résistante aux désinfectants et sans recoins difficiles d’accès.",
          },
          {
            icon: "settings",
            title: "Options",
            description:
              "Poignées de maintien, robinetterie thermostatique, douchette, éclairage subaquatique, marchepied et teinte RAL ou NCS – selon vos exigences.",
          },
          {
            icon: "gauge",
            title: "Vidange rapide",
            description: "La vidange rapide vide la baignoire sans tarder lorsque l’accouchement se poursuit hors de l’eau.",
          },
        ],
        specs: [
          ["Longueur", "env. 2000 mm"],
          ["Largeur", "env. 950 mm"],
          ["Hauteur", "env. 750 mm"],
          ["Matériau", "PRV (plastique renforcé de fibres de verre)"],
          ["Teintes", "toutes les teintes RAL et NCS"],
          ["Profondeur d’eau", "max. 520 mm"],
          ["Volume de remplissage", "env. 400 litres"],
          ["Poids à vide", "env. 95 kg"],
          ["Vidange", "vidange rapide DN 50"],
        ],
        materialInfo:
          "<p>Le PRV est léger, indéformable et très durable. La couche de finition teintée dans la masse pardonne les petites rayures et peut, si nécessaire, être remise en état sur place. Pour le nettoyage, des produits sanitaires doux et les désinfectants de surface usuels sans additifs abrasifs suffisent.</p>",
        images: ["gebaerwanne-generosa-ansicht-1", "gebaerwanne-generosa-ansicht-2", "gebaerwanne-generosa-ansicht-3"],
        datasheet: GENEROSA,
        back: backToBirth,
        more: [
          section(
            "image_text",
            "Aufstellung",
            {
              title: "Contre un mur ou au milieu de la pièce",
              imagePosition: "left",
              image: ctx.ref("gebaerwanne-generosa-ansicht-2"),
              imageAlt: "Vue de dessus de la Generosa",
            },
            {
              html: "<p>Construction neuve ou transformation d’une salle d’accouchement existante : la Generosa s’adosse au mur par son grand côté ou se place librement dans la pièce. Nous coordonnons la vidange, la robinetterie et l’accès avec votre service technique et livrons la baignoire prête à être installée.</p>",
              media: ["gebaerwanne-generosa-ansicht-2"],
            },
          ),
          productPageCta(
            "La Generosa vous intéresse ?",
            "Nous vous conseillons sur les teintes, les options et l’installation – sans engagement et sur place.",
            { text: "Retour à naissance & post-partum", url: FR_BIRTH },
            frenchLabels,
          ),
        ],
      },
      frenchLabels,
    ),
  );
}

function aquaPlus(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    `${BIRTH_CATEGORY}/gebaerwanne-aqua-plus`,
    productPage(
      ctx,
      {
        slug: FR_AQUA_PLUS,
        parentSlug: FR_BIRTH,
        title: "Baignoire d’accouchement Aqua Plus",
        metaTitle: "Baignoire d’accouchement Aqua Plus éclairée | Auralis",
        metaDescription:
          "Baignoire d’accouchement ovale Aqua Plus avec éclairage LED subaquatique réglable : ambiance apaisée pour la femme, bonne visibilité pour la sage-femme.",
        heroSubtitle: "Baignoire d’accouchement ovale avec éclairage subaquatique",
        description: [
          "L’Aqua Plus associe la forme ovale éprouvée à un éclairage LED subaquatique à intensité réglable. Une lumière douce et chaude aide de nombreuses femmes à trouver le calme et à accueillir les contractions – tandis que la sage-femme suit la progression du travail sans difficulté, même dans la pénombre.",
          "Une assise avec dossier, deux poignées et une surface allongée légèrement inclinée soutiennent les positions droites comme couchées. La robinetterie thermostatique avec protection anti-brûlure maintient la température de l’eau constante. L’éclairage fonctionne en très basse tension de sécurité et reste donc sûr, même dans l’eau.",
        ],
        features: [
          {
            icon: "sparkles",
            title: "Éclairage subaquatique réglable",
            description: "LED en très basse tension de sécurité 24 V, réglable en continu de vif à tamisé.",
          },
          { icon: "heart", title: "Ambiance apaisée", description: "Une lumière chaude et une acoustique feutrée aident à vivre l’accouchement sereinement." },
          { icon: "armchair", title: "Assise avec dossier", description: "Pour s’adosser confortablement entre les contractions." },
          { icon: "thermometer", title: "Thermostat anti-brûlure", description: "Température constante, limitée par défaut à 38 °C." },
          { icon: "shield", title: "Deux poignées", description: "Un appui sûr pour changer de position et se relever." },
        ],
        specs: [
          ["Dimensions extérieures (L × l × H)", "1900 × 1400 × 740 mm"],
          ["Profondeur d’eau", "max. 540 mm"],
          ["Volume de remplissage", "env. 480 litres"],
          ["Poids à vide", "env. 125 kg"],
          ["Matériau", "PRV avec surface en acrylique sanitaire"],
          ["Éclairage", "éclairage LED subaquatique, très basse tension de sécurité 24 V, réglable"],
          ["Robinetterie", "thermostatique avec protection anti-brûlure"],
          ["Teintes", "blanc, bleu pastel ; autres teintes RAL sur demande"],
        ],
        materialInfo:
          "<p>Cuve en PRV avec surface en acrylique sanitaire ; le luminaire est encastré à fleur et rendu étanche sans joints apparents. Nettoyage avec les produits sanitaires et désinfectants usuels.</p>",
        images: ["gebaerwanne-aqua-plus", "gebaerwanne-aqua-plus-draufsicht"],
        datasheet: AQUA_PLUS,
        back: backToBirth,
        more: [
          section("usp_tiles", "Vorteile", {
            title: "Une lumière qui apaise",
            items: [
              { title: "Pour la parturiente", text: "Une lumière tamisée favorise la détente et le recueillement.", icon: "heart" },
              { title: "Pour la sage-femme", text: "Une bonne visibilité dans l’eau, même dans la pénombre.", icon: "users" },
              {
                title: "Pour le service technique",
                text: "Très basse tension de sécurité, LED sans entretien, durée de vie de plus de 30 000 heures.",
                icon: "zap",
              },
            ],
          }),
          productPageCta(
            "Découvrir l’Aqua Plus",
            "Nous vous montrons volontiers l’effet de l’éclairage subaquatique dans notre exposition.",
            { text: "Toutes les baignoires d’accouchement", url: FR_BIRTH_TUBS },
            frenchLabels,
          ),
        ],
      },
      frenchLabels,
    ),
  );
}

function comfort(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    `${BIRTH_CATEGORY}/gebaerwanne-comfort`,
    productPage(
      ctx,
      {
        slug: FR_COMFORT,
        parentSlug: FR_BIRTH,
        title: "Baignoire d’accouchement Comfort",
        metaTitle: "Baignoire d’accouchement Comfort avec marche | Auralis",
        metaDescription:
          "Baignoire d’accouchement compacte Comfort avec marche d’accès intégrée et antidérapante – idéale pour les maisons de naissance et les petites salles.",
        heroSubtitle: "Baignoire d’accouchement compacte avec marche d’accès intégrée",
        description: [
          "Toutes les salles d’accouchement n’offrent pas la place nécessaire à une grande baignoire en îlot. Avec ses 1800 × 1300 mm, la Comfort est notre baignoire d’accouchement la plus compacte ; elle convient particulièrement aux maisons de naissance, aux cabinets de sages-femmes et aux transformations de locaux existants.",
          "Sa signature : la <strong>marche d’accès intégrée</strong>. Antidérapante et solidaire de la cuve, elle facilite l’entrée et la sortie, surtout en fin de travail. À l’intérieur, un large banc et des poignées de chaque côté assurent la stabilité. Une douchette fait partie de l’équipement de base.",
        ],
        features: [
          { icon: "ruler", title: "Dimensions compactes", description: "1800 × 1300 mm – trouve sa place même dans les petites pièces." },
          { icon: "shield", title: "Marche d’accès intégrée", description: "Antidérapante et solidaire de la cuve, pour entrer en toute sécurité." },
          { icon: "armchair", title: "Large banc", description: "Une assise et un appui stables à chaque phase." },
          { icon: "droplet", title: "Douchette comprise", description: "Pratique pour réchauffer et rincer pendant et après l’accouchement." },
        ],
        specs: [
          ["Dimensions extérieures (L × l × H)", "1800 × 1300 × 720 mm"],
          ["Marche d’accès", "hauteur 200 mm, antidérapante"],
          ["Profondeur d’eau", "max. 500 mm"],
          ["Volume de remplissage", "env. 420 litres"],
          ["Poids à vide", "env. 110 kg"],
          ["Matériau", "PRV avec surface en acrylique sanitaire"],
          ["Robinetterie", "thermostatique avec protection anti-brûlure, douchette"],
          ["Teintes", "blanc ; teintes RAL sur demande"],
        ],
        materialInfo:
          "<p>PRV avec surface en acrylique sanitaire, marche avec antidérapant intégré dans la masse. Toutes les arêtes sont arrondies et réalisées sans joints.</p>",
        images: ["gebaerwanne-comfort", "gebaerwanne-comfort-draufsicht"],
        datasheet: COMFORT,
        back: backToBirth,
        more: [
          section(
            "image_text",
            "Für Geburtshäuser",
            {
              title: "Pensée pour les maisons de naissance",
              imagePosition: "right",
              image: ctx.ref("gebaerwanne-comfort-draufsicht"),
              imageAlt: "Vue de dessus de la Comfort",
            },
            {
              html: "<p>Les maisons de naissance s’installent souvent dans d’anciens logements. La Comfort se contente d’un faible volume d’eau, sollicite moins la dalle et passe par des portes de dimensions courantes. Sur demande, nous vérifions la statique avec votre direction des travaux.</p>",
              media: ["gebaerwanne-comfort-draufsicht"],
            },
          ),
        ],
      },
      frenchLabels,
    ),
  );
}

function careTubs(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    `${CARE_CATEGORY}/pflegebadewannen`,
    productPage(
      ctx,
      {
        slug: FR_CARE_TUBS,
        parentSlug: FR_CARE,
        title: "Baignoires de soins",
        metaTitle: "Baignoires de soins réglables en hauteur | Auralis",
        metaDescription:
          "Baignoires de soins réglables en hauteur pour EMS et hôpitaux : le bain allongé, un travail à hauteur ménageant le dos, une désinfection intégrée.",
        heroSubtitle: "Le bain allongé – à la bonne hauteur de travail",
        description: [
          "Nos baignoires de soins sont conçues pour les personnes qui ne peuvent plus entrer seules dans une baignoire. La résidente y est installée à l’aide du lève-personne ou du chariot de douche ; le châssis à ciseaux électrique amène ensuite la baignoire à la hauteur de travail des soignants. La toilette se fait debout, sans se pencher.",
          "Un appui-tête, une surface antidérapante et la robinetterie thermostatique avec affichage de la température garantissent un bain sûr et relaxant. Après le bain, le système de dosage intégré désinfecte la baignoire et les conduites en une seule opération.",
          "Pour l’entrée en position assise, nous proposons la <strong>Comfortline II</strong>, une évolution dotée d’une porte latérale.",
        ],
        features: [
          { icon: "move-vertical", title: "Réglage électrique en hauteur", description: "De 600 à 1000 mm – la bonne hauteur de travail pour chaque taille." },
          { icon: "shield", title: "Transferts sûrs", description: "Accessible par-dessous avec le lève-personne et le chariot de douche." },
          { icon: "thermometer", title: "Thermostat avec affichage", description: "Température constante et protection anti-brûlure." },
          { icon: "sparkles", title: "Désinfection intégrée", description: "Système de dosage pour la baignoire et les conduites." },
          { icon: "heart", title: "Un bain relaxant", description: "Appui-tête et bain bouillonnant en option." },
        ],
        specs: [
          ["Dimensions extérieures (L × l)", "2100 × 820 mm"],
          ["Hauteur du rebord", "600–1000 mm, électrique"],
          ["Volume de remplissage", "env. 260 litres"],
          ["Charge admissible", "200 kg"],
          ["Raccordement électrique", "230 V / 50 Hz, 10 A"],
          ["Matériau", "PRV avec surface en acrylique sanitaire"],
          ["Désinfection", "système de dosage intégré"],
          ["Normes", "EN 60601-1, dispositif médical de classe I (MDR)"],
        ],
        materialInfo:
          "<p>Cuve en PRV avec surface acrylique sans pores, châssis en acier thermolaqué. Tous les entraînements sont placés sous la baignoire, protégés contre les projections d’eau.</p>",
        images: ["pflegebadewannen"],
        back: backToCare,
        more: [
          section("product_tiles", "Varianten", {
            title: "Autres modèles",
            items: [
              tile(ctx, "Comfortline II", "Avec porte latérale, commande manuelle et désinfection intégrée.", FR_COMFORTLINE, "pflegebadewanne-comfortline-ii"),
            ],
          }),
          productPageCta(
            "Planifier votre bain de soins",
            "Nous associons baignoire, lève-personne et robinetterie en fonction de votre local.",
            backToCare,
            frenchLabels,
          ),
        ],
      },
      frenchLabels,
    ),
  );
}

function comfortline(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    `${CARE_CATEGORY}/pflegebadewannen/comfortline-ii`,
    productPage(
      ctx,
      {
        slug: FR_COMFORTLINE,
        parentSlug: FR_CARE_TUBS,
        title: "Baignoire de soins Comfortline II",
        metaTitle: "Baignoire de soins Comfortline II | Auralis",
        metaDescription:
          "Comfortline II : baignoire de soins à porte latérale pour entrer assis, réglage électrique en hauteur, commande manuelle et système de désinfection.",
        heroTitle: "Comfortline II",
        heroSubtitle: "La baignoire de soins à porte latérale",
        description: [
          "Beaucoup de résidentes et de résidents peuvent encore s’asseoir et faire quelques pas – mais le rebord élevé d’une baignoire reste pour eux un obstacle. La Comfortline II s’ouvre sur le côté : on s’assied sur le siège, la porte se ferme de manière étanche et la baignoire monte à hauteur de travail.",
          "La deuxième génération apporte une télécommande à grandes touches bien perceptibles au toucher, un indicateur de niveau et un entraînement plus silencieux. Le système de désinfection intégré se déclenche automatiquement après chaque bain. Sur demande, un bain bouillonnant et un dosage d’arômes complètent l’expérience.",
        ],
        features: [
          { icon: "users", title: "Entrée en position assise", description: "Porte latérale de 600 mm d’ouverture, sans enjambement." },
          { icon: "lock", title: "Porte étanche", description: "Double joint avec contrôle du verrouillage." },
          { icon: "move-vertical", title: "Réglable en hauteur", description: "650–950 mm par télécommande." },
          { icon: "gauge", title: "Indicateur de niveau", description: "Un remplissage régulier, sans débordement." },
          { icon: "sparkles", title: "Désinfection automatique", description: "Après chaque bain, sans manipulation supplémentaire." },
        ],
        specs: [
          ["Dimensions extérieures (L × l)", "1900 × 900 mm"],
          ["Hauteur du rebord", "650–950 mm, électrique"],
          ["Ouverture de porte", "600 mm"],
          ["Volume de remplissage", "env. 230 litres"],
          ["Charge admissible", "180 kg"],
          ["Raccordement électrique", "230 V / 50 Hz"],
          ["Options", "bain bouillonnant, dosage d’arômes, teinte RAL"],
          ["Normes", "EN 60601-1, dispositif médical de classe I (MDR)"],
        ],
        materialInfo:
          "<p>Cuve en PRV avec surface acrylique, porte en matériau composite résistant aux chocs avec joint périphérique en silicone. Éléments de commande avec indice de protection IPX4.</p>",
        images: ["pflegebadewanne-comfortline-ii"],
        back: { text: "Toutes les baignoires de soins", url: FR_CARE_TUBS },
        more: [
          section("usp_tiles", "Vorteile", {
            title: "Les nouveautés",
            items: [
              { title: "Entraînement plus silencieux", text: "Une montée en douceur, même pour les résidents anxieux.", icon: "heart" },
              { title: "Grandes touches", text: "Simple à utiliser, même avec des gants.", icon: "settings" },
              { title: "Désinfection automatique", text: "Après chaque bain, avec traçabilité.", icon: "clipboard-check" },
            ],
          }),
        ],
      },
      frenchLabels,
    ),
  );
}

function stainlessSteel(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    `${WARD_CATEGORY}/chromstahl-einrichtungen`,
    productPage(
      ctx,
      {
        slug: FR_STEEL,
        parentSlug: FR_WARD,
        title: "Agencements en inox",
        metaTitle: "Agencements en inox sur mesure | Auralis",
        metaDescription:
          "Agencements en inox sur mesure pour locaux vidoirs, offices et dépôts : sans joints, robustes et résistants aux désinfectants, fabriqués en Suisse.",
        heroSubtitle: "Blocs sur mesure pour local vidoir, office et dépôt",
        description: [
          "À l’hôpital, l’acier inoxydable s’impose partout où l’environnement est humide, chaud et exigeant en matière d’hygiène. Nous fabriquons plans de travail, éviers, armoires hautes et basses ainsi que rayonnages en inox 1.4301 – non pas sur catalogue, mais d’après le relevé de vos locaux.",
          "Plans et cuves sont soudés sans joints et dotés d’un dosseret arrière, afin que l’eau ne s’écoule pas derrière les meubles. Lave-bassins, unités d’évacuation et armoires chauffantes s’intègrent directement. Il en résulte un aménagement d’un seul tenant, facile à nettoyer et durable pendant des décennies.",
        ],
        features: [
          { icon: "ruler", title: "Fabriqué d’après relevé", description: "Parfaitement ajusté, même en présence de niches, de piliers et d’installations." },
          { icon: "sparkles", title: "Soudé sans joints", description: "Aucun joint où les germes pourraient se loger." },
          { icon: "shield", title: "Robuste et durable", description: "Inox 1.4301, résistant aux désinfectants." },
          { icon: "settings", title: "Appareils intégrés", description: "Lave-bassins, vidoir et armoire chauffante dans un même bloc." },
          { icon: "wrench", title: "Un interlocuteur unique", description: "Relevé, fabrication et montage par notre propre équipe." },
        ],
        specs: [
          ["Matériau", "acier inoxydable 1.4301 (AISI 304)"],
          ["Surface", "brossée, grain 240"],
          ["Plan de travail", "1,5 mm, avec dosseret arrière de 50 mm"],
          ["Hauteur de travail", "900 mm en standard, selon vos souhaits"],
          ["Soubassement", "armoires, tiroirs, coulissants ou niches ouvertes"],
          ["Montage", "sur socle de 100 mm ou suspendu"],
          ["Fabrication", "en Suisse, d’après relevé"],
        ],
        materialInfo:
          "<p>L’inox 1.4301 résiste à la corrosion, à la chaleur et aux désinfectants usuels. Pour les locaux nettoyés avec des produits chlorés, nous recommandons l’inox 1.4404 (AISI 316L).</p>",
        images: ["chromstahl-einrichtungen"],
        back: { text: "Tous les équipements d’unités de soins", url: FR_WARD },
        more: [
          section(
            "image_text",
            "Fertigung",
            {
              title: "Fabriqué dans notre atelier",
              imagePosition: "left",
              image: ctx.ref("unternehmen-produktion-werkstatt"),
              imageAlt: "Atelier d’Auralis",
              buttonText: "Visiter notre atelier",
              buttonUrl: FR_CONTACT,
            },
            {
              html: "<p>Découpe, pliage, soudage et ponçage sont réalisés dans notre atelier de Volketswil. La proximité entre planification et fabrication nous permet d’intégrer encore des modifications de dernière minute sur le chantier.</p>",
              media: ["unternehmen-produktion-werkstatt"],
            },
          ),
        ],
      },
      frenchLabels,
    ),
  );
}

function thermoSpa(ctx: SeedContext): SeedTranslation {
  return frenchVersion(
    `${WELLNESS_CATEGORY}/thermo-spa`,
    productPage(
      ctx,
      {
        slug: FR_THERMO_SPA,
        parentSlug: FR_WELLNESS,
        title: "Thermo Spa",
        metaTitle: "Bassin thérapeutique Thermo Spa | Auralis",
        metaDescription:
          "Thermo Spa : bassin thérapeutique chauffé pour quatre personnes, avec banquettes, bain bouillonnant, traitement de l’eau et marches d’accès.",
        heroSubtitle: "Le bassin thérapeutique pour la réadaptation et la physiothérapie",
        description: [
          "Le Thermo Spa est un bassin thérapeutique chauffé pouvant accueillir jusqu’à quatre personnes. Dans les cliniques de réadaptation et les cabinets de physiothérapie, il sert à la thérapie par le mouvement en eau chaude ; dans les EMS, il offre un moment de bien-être partagé.",
          "Des banquettes ergonomiques à deux hauteurs, de larges marches d’accès avec main courante et un bain bouillonnant tout en douceur rendent le bassin accessible aux personnes à mobilité réduite. Le traitement de l’eau intégré, avec filtre, étage UV et dosage, maintient une eau d’une hygiène irréprochable pendant plusieurs jours ; la couverture du bassin économise l’énergie.",
        ],
        features: [
          { icon: "thermometer", title: "Constant entre 32 et 38 °C", description: "Idéal pour la thérapie par le mouvement en eau chaude." },
          { icon: "users", title: "Jusqu’à quatre personnes", description: "Pour la thérapie individuelle et en groupe." },
          { icon: "shield", title: "Accès avec main courante", description: "Larges marches antidérapantes." },
          { icon: "sparkles", title: "Traitement de l’eau", description: "Filtre, étage UV et dosage automatique." },
          { icon: "zap", title: "Économe en énergie", description: "Cuve isolée et couverture thermique." },
        ],
        specs: [
          ["Dimensions extérieures (L × l × H)", "2300 × 2300 × 900 mm"],
          ["Volume de remplissage", "env. 1600 litres"],
          ["Places", "4, banquettes à deux hauteurs"],
          ["Température de l’eau", "32–38 °C"],
          ["Traitement", "filtre, UV-C, station de dosage"],
          ["Raccordement", "400 V / 50 Hz, 6 kW"],
          ["Habillage", "HPL aspect bois ou teinte RAL"],
        ],
        materialInfo:
          "<p>Bassin en PRV avec surface acrylique, habillage en HPL résistant à l’humidité. Le traitement de l’eau fonctionne pratiquement sans odeur de chlore.</p>",
        images: ["thermo-spa"],
        back: { text: "Tous les produits bien-être", url: FR_WELLNESS },
        more: [
          section(
            "image_text",
            "Bewegungstherapie",
            { title: "Bouger dans l’eau, quand c’est difficile sur terre", imagePosition: "right", image: ctx.ref("thermo-spa"), imageAlt: "Thermo Spa" },
            {
              html: "<p>La poussée de l’eau soulage les articulations et la colonne vertébrale jusqu’à 90 pour cent. Des exercices douloureux sur terre deviennent possibles dans le Thermo Spa – un atout précieux après une opération, en cas d’arthrose ou de maladie neurologique.</p>",
              media: ["thermo-spa"],
            },
          ),
        ],
      },
      frenchLabels,
    ),
  );
}

export const frenchBirthProducts = (ctx: SeedContext) => [contessa(ctx), generosa(ctx), aquaPlus(ctx), comfort(ctx)];
export const frenchCareProducts = (ctx: SeedContext) => [careTubs(ctx), comfortline(ctx)];
export const frenchWardProducts = (ctx: SeedContext) => [stainlessSteel(ctx)];
export const frenchWellnessProducts = (ctx: SeedContext) => [thermoSpa(ctx)];
