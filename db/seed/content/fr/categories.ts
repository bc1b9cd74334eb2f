// The four French category pages and the overview of the birthing tubs (versions of products-*.ts).
// Products without a French page are listed without a link (builders.ts, unlinkedTile).
import { section, type SeedContext, type SeedTile, type SeedTranslation } from "../../types";
import { ctaSection, tile, unlinkedTile } from "../builders";
import { BIRTH_CATEGORY } from "../products-birth";
import { CARE_CATEGORY } from "../products-care";
import { WARD_CATEGORY } from "../products-ward";
import { WELLNESS_CATEGORY } from "../products-wellness";
import { seedSiteTexts } from "../site-texts";
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
  FR_PRODUCTS,
  FR_STEEL,
  FR_THERMO_SPA,
  FR_WARD,
  FR_WELLNESS,
  frenchLabels,
  frenchVersion,
} from "./labels";

const consultation = seedSiteTexts.fr.ctaSecondaryText;

/** The four birthing tubs, as on the German pages. */
export function frenchTubTiles(ctx: SeedContext): SeedTile[] {
  return [
    tile(
      ctx,
      "Baignoire d’accouchement Contessa",
      "Nouveau : en îlot, accessible de tous côtés, avec des assises à trois hauteurs.",
      FR_CONTESSA,
      "gebaerwanne-contessa-ansicht-1",
    ),
    tile(
      ctx,
      "Baignoire d’accouchement Generosa",
      "Près de deux mètres de long, en PRV, dans toutes les teintes RAL et NCS.",
      FR_GENEROSA,
      "gebaerwanne-generosa-ansicht-1",
    ),
    tile(
      ctx,
      "Baignoire d’accouchement Aqua Plus",
      "Baignoire ovale avec éclairage subaquatique réglable pour une ambiance apaisée.",
      FR_AQUA_PLUS,
      "gebaerwanne-aqua-plus",
    ),
    tile(
      ctx,
      "Baignoire d’accouchement Comfort",
      "Compacte, avec marche d’accès intégrée – idéale pour les petits espaces.",
      FR_COMFORT,
      "gebaerwanne-comfort",
    ),
  ];
}

function birthCategory(ctx: SeedContext): SeedTranslation {
  return frenchVersion(BIRTH_CATEGORY, {
    slug: FR_BIRTH,
    title: "Naissance & post-partum",
    metaTitle: "Naissance & post-partum – baignoires d’accouchement",
    metaDescription:
      "Baignoires d’accouchement, fauteuils d’allaitement et tables à langer pour salles d’accouchement, maisons de naissance et maternités – fabriqués en Suisse.",
    kind: "category",
    parentSlug: FR_PRODUCTS,
    sitemapPriority: 0.8,
    h1: "Naissance & post-partum",
    intro: "Baignoires d’accouchement et équipements pour les premières heures et les premiers jours.",
    image: "kategorie-geburt-wochenbett",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Naissance & post-partum",
          subtitle: "Baignoires d’accouchement et équipements pour les premières heures et les premiers jours",
          description:
            "De la salle d’accouchement à la maternité : nous équipons les services d’obstétrique, les maisons de naissance et les cabinets de sages-femmes de produits qui apportent sérénité aux parturientes et sécurité aux équipes.",
          image: ctx.ref("kategorie-geburt-wochenbett"),
          imageAlt: "Baignoire d’accouchement et fauteuil d’allaitement",
          primaryButtonText: consultation,
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: "Comparer les baignoires",
          secondaryButtonUrl: FR_BIRTH_TUBS,
        },
        { media: ["kategorie-geburt-wochenbett"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "L’eau, le mouvement et la sérénité" },
        {
          html:
            "<p>L’accouchement dans l’eau soulage, réchauffe et offre une grande liberté de mouvement. Pour qu’il trouve sa place dans le quotidien d’un service d’obstétrique, il faut des baignoires faciles à surveiller, rapides à vidanger et simples à nettoyer à fond. Depuis plus de 30 ans, nos baignoires d’accouchement sont développées avec des sages-femmes – et fabriquées en Suisse.</p>" +
            "<p>Pour le post-partum, des fauteuils d’allaitement et des tables à langer complètent l’assortiment : ergonomiques pour les mères, ménageant le dos du personnel soignant et hygiéniques jusque dans le moindre détail.</p>",
        },
      ),
      section(
        "teaser_box",
        "Teaser Contessa",
        {
          badge: "Nouveau",
          title: "Baignoire d’accouchement Contessa",
          description: "En îlot et accessible de tous côtés : la nouvelle baignoire pour les salles d’accouchement où la femme doit pouvoir bouger librement.",
          image: ctx.ref("gebaerwanne-contessa-ansicht-1"),
          imageAlt: "Baignoire d’accouchement Contessa",
          buttonText: "Découvrir la Contessa",
          buttonUrl: FR_CONTESSA,
        },
        { media: ["gebaerwanne-contessa-ansicht-1"] },
      ),
      section(
        "teaser_box",
        "Teaser Generosa",
        {
          badge: "Éprouvée",
          title: "Baignoire d’accouchement Generosa",
          description: "Beaucoup d’espace sur près de deux mètres de long, fabriquée en PRV et disponible dans toutes les teintes RAL et NCS.",
          image: ctx.ref("gebaerwanne-generosa-ansicht-1"),
          imageAlt: "Baignoire d’accouchement Generosa",
          buttonText: "Voir la Generosa",
          buttonUrl: FR_GENEROSA,
        },
        { media: ["gebaerwanne-generosa-ansicht-1"] },
      ),
      section("product_tiles", "Produkte", {
        title: "Notre assortiment pour la naissance et le post-partum",
        subtitle: "Baignoires d’accouchement, fauteuils d’allaitement et tables à langer",
        items: [
          ...frenchTubTiles(ctx),
          unlinkedTile(
            ctx,
            "Fauteuil d’allaitement Relax",
            "Fauteuil réglable avec repose-pieds pour allaiter en toute détente à la maternité.",
            "stillstuhl-relax",
          ),
          unlinkedTile(ctx, "Table à langer Flex", "Réglable électriquement en hauteur – ménage le dos des parents et des soignants.", "wickelkommode-flex"),
          unlinkedTile(ctx, "Table à langer Hygiena", "Plan à langer avec baignoire pour bébé intégrée, thermostat et tiroirs.", "wickelkommode-hygiena"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Ce que les sages-femmes apprécient dans nos baignoires",
        items: [
          { title: "Accès de tous côtés", text: "Accompagner sans se contorsionner – même lors des changements de position.", icon: "users" },
          { title: "Un appui sûr", text: "Poignées intégrées et marches antidérapantes pour les parturientes.", icon: "shield" },
          {
            title: "Une eau toujours à la bonne température",
            text: "Robinetterie thermostatique avec protection anti-brûlure et affichage de la température.",
            icon: "thermometer",
          },
          { title: "L’hygiène en quelques minutes", text: "Vidange rapide et surfaces sans pores, résistantes aux désinfectants.", icon: "sparkles" },
        ],
      }),
      ctaSection({
        title: "Vous planifiez une nouvelle salle d’accouchement ?",
        description:
          "Nous vous conseillons sur l’espace nécessaire, les raccordements d’eau et l’équipement – et vous présentons volontiers nos baignoires d’accouchement à Volketswil.",
        labels: frenchLabels,
      }),
    ],
  });
}

function birthTubsOverview(ctx: SeedContext): SeedTranslation {
  return frenchVersion("/produkte/geburt", {
    slug: FR_BIRTH_TUBS,
    title: "Baignoires d’accouchement",
    metaTitle: "Baignoires d’accouchement en bref | Auralis",
    metaDescription:
      "Quatre baignoires d’accouchement pour salles d’accouchement et maisons de naissance : Contessa, Generosa, Aqua Plus et Comfort, avec conseil à la planification.",
    kind: "category",
    parentSlug: FR_PRODUCTS,
    sitemapPriority: 0.8,
    h1: "Baignoires pour l’accouchement dans l’eau",
    intro: "Quatre baignoires, une même conviction : la femme au centre.",
    image: "startseite-gebaerraum-mit-gebaerwanne",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Baignoires pour l’accouchement dans l’eau",
          subtitle: "Quatre modèles, une même conviction : la femme au centre",
          image: ctx.ref("startseite-gebaerraum-mit-gebaerwanne"),
          imageAlt: "Salle d’accouchement avec baignoire d’accouchement",
          primaryButtonText: consultation,
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: "Tout l’assortiment",
          secondaryButtonUrl: FR_BIRTH,
        },
        { media: ["startseite-gebaerraum-mit-gebaerwanne"] },
      ),
      section(
        "text",
        "Warum Wasser",
        { title: "Pourquoi une baignoire d’accouchement ?" },
        {
          html:
            "<p>L’eau chaude porte le poids du corps, détend les muscles et aide de nombreuses femmes à mieux vivre les contractions. La parturiente bouge aussi plus librement que dans un lit et passe plus facilement de la position à genoux à la position accroupie ou allongée.</p>" +
            "<p>Pour que les sages-femmes puissent travailler en toute sécurité, chacune de nos baignoires répond aux mêmes exigences :</p>" +
            "<ul><li><strong>Accessibilité :</strong> suffisamment d’espace autour de la baignoire et une hauteur de travail qui ménage le dos.</li><li><strong>Sécurité :</strong> poignées de maintien, surfaces antidérapantes et robinetterie avec protection anti-brûlure.</li><li><strong>Urgences :</strong> une vidange rapide qui vide la baignoire en quelques minutes.</li><li><strong>Hygiène :</strong> des surfaces sans joints ni pores, sans recoins cachés.</li></ul>",
        },
      ),
      section("product_tiles", "Gebärwannen", {
        title: "Nos baignoires d’accouchement",
        items: frenchTubTiles(ctx),
      }),
      section(
        "image_text",
        "Wochenbett",
        {
          title: "Bien équipé aussi après la naissance",
          imagePosition: "left",
          image: ctx.ref("stillstuhl-relax"),
          imageAlt: "Fauteuil d’allaitement Relax",
          buttonText: "Produits pour le post-partum",
          buttonUrl: FR_BIRTH,
        },
        {
          html: "<p>Après la naissance, le calme et la proximité comptent avant tout. Notre fauteuil d’allaitement Relax et nos tables à langer Flex et Hygiena répondent aux besoins des jeunes familles et au fonctionnement de la maternité – avec des surfaces faciles à nettoyer au quotidien.</p>",
          media: ["stillstuhl-relax"],
        },
      ),
      ctaSection({
        title: "Quelle baignoire pour votre salle d’accouchement ?",
        description: "Envoyez-nous le plan et vos exigences : nous vous recommandons un modèle et réglons avec vous l’installation et la livraison.",
        secondaryText: "Naissance & post-partum",
        secondaryUrl: FR_BIRTH,
        labels: frenchLabels,
      }),
    ],
  });
}

function careCategory(ctx: SeedContext): SeedTranslation {
  return frenchVersion(CARE_CATEGORY, {
    slug: FR_CARE,
    title: "Soins & soins de longue durée",
    metaTitle: "Soins & longue durée – baignoires de soins | Auralis",
    metaDescription:
      "Baignoires de soins, baignoires à porte, chariots et chaises de douche, lève-personnes pour EMS et hôpitaux – sûrs, ergonomiques et hygiéniques.",
    kind: "category",
    parentSlug: FR_PRODUCTS,
    sitemapPriority: 0.8,
    h1: "Soins & soins de longue durée",
    intro: "Le bain, la douche et les transferts dans la dignité – sans mal de dos.",
    image: "kategorie-pflege-langzeitpflege",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Soins & soins de longue durée",
          subtitle: "Le bain, la douche et les transferts dans la dignité",
          description:
            "Pour les EMS, les hôpitaux et les services d’aide et de soins à domicile : des baignoires de soins, des systèmes de douche et des lève-personnes qui rassurent les résidents et soulagent physiquement les soignants.",
          image: ctx.ref("kategorie-pflege-langzeitpflege"),
          imageAlt: "Baignoire de soins et chaise de douche",
          primaryButtonText: consultation,
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: "Tous les produits",
          secondaryButtonUrl: FR_PRODUCTS,
        },
        { media: ["kategorie-pflege-langzeitpflege"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "Le bain, un moment d’attention" },
        {
          html:
            "<p>Pour beaucoup de résidentes et de résidents, un bain chaud est un temps fort de la semaine – à condition qu’il se déroule sans crainte ni effort. Nos bains de soins et systèmes de douche sont réglables en hauteur, sûrs lors des transferts et rapides à nettoyer. Il reste ainsi plus de temps pour l’essentiel : la relation.</p>" +
            "<p>Nous concevons avec vous toute la salle de bain de soins – du lève-personne à la baignoire et à la robinetterie – et formons votre équipe lors de la mise en service.</p>",
        },
      ),
      section("product_tiles", "Produkte", {
        title: "Notre assortiment pour les soins",
        items: [
          tile(ctx, "Baignoires de soins", "Baignoires réglables en hauteur pour le bain en position allongée.", FR_CARE_TUBS, "pflegebadewannen"),
          tile(
            ctx,
            "Baignoire de soins Comfortline II",
            "Avec porte latérale pour entrer en position assise et désinfection intégrée.",
            FR_COMFORTLINE,
            "pflegebadewanne-comfortline-ii",
          ),
          unlinkedTile(ctx, "Baignoires à porte", "Le bain en position assise, avec accès par une porte latérale étanche.", "sitzbadewannen"),
          unlinkedTile(ctx, "Baignoire à porte Care", "La baignoire assise pour les EMS, avec remplissage rapide et bain bouillonnant.", "sitzbadewanne-care"),
          unlinkedTile(ctx, "Chariots & chaises de douche", "La douche allongée ou assise – hydraulique ou électrique.", "duschwagen-und-duschstuehle"),
          unlinkedTile(ctx, "Chaise de douche", "Chaise de douche et de toilette mobile en matériaux inoxydables.", "duschstuhl"),
          unlinkedTile(ctx, "Chariot de douche électrique", "Hauteur et inclinaison réglables sur batterie, par télécommande.", "elektroduschwagen"),
          unlinkedTile(ctx, "Lève-personne", "Lève-personne mobile pour des transferts sûrs entre le lit, le fauteuil et la baignoire.", "patientenlifter"),
          unlinkedTile(ctx, "Lève-personne polyvalent TR", "Transfert et bain avec une unité d’assise pivotante, résistante à l’eau.", "mehrzwecklifter-tr"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Nos priorités dans les soins",
        items: [
          { title: "Travailler de façon ergonomique", text: "Le réglage à hauteur de travail ménage le dos des soignants.", icon: "move-vertical" },
          { title: "Des transferts sûrs", text: "Lève-personnes, portes et poignées qui préviennent les chutes.", icon: "shield" },
          { title: "Une hygiène intégrée", text: "Désinfection intégrée et surfaces lisses.", icon: "sparkles" },
          { title: "Un suivi sur des années", text: "Maintenance, pièces de rechange et formation auprès d’un seul interlocuteur.", icon: "wrench" },
        ],
      }),
      ctaSection({
        title: "Repensez votre salle de bain de soins",
        description:
          "Nous venons sur place, examinons l’espace et vos processus et vous proposons la combinaison adaptée de baignoire, de douche et de lève-personne.",
        labels: frenchLabels,
      }),
    ],
  });
}

function wardCategory(ctx: SeedContext): SeedTranslation {
  return frenchVersion(WARD_CATEGORY, {
    slug: FR_WARD,
    title: "Équipements d’unités de soins",
    metaTitle: "Équipements d’unités de soins en inox | Auralis",
    metaDescription:
      "Agencements en inox, lave-bassins, armoires chauffantes et installations sanitaires pour hôpitaux et EMS – fabriqués sur mesure en Suisse.",
    kind: "category",
    parentSlug: FR_PRODUCTS,
    sitemapPriority: 0.8,
    h1: "Équipements d’unités de soins",
    intro: "Des équipements robustes et hygiéniques pour le quotidien des unités de soins.",
    image: "kategorie-stationseinrichtungen",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Équipements d’unités de soins",
          subtitle: "Inox, sanitaire et hygiène pour le quotidien des unités de soins",
          description:
            "Du local vidoir à la salle de déchocage : nous concevons, fabriquons et montons des équipements qui résistent à un usage intensif et à des désinfections fréquentes – au millimètre près, selon vos locaux.",
          image: ctx.ref("kategorie-stationseinrichtungen"),
          imageAlt: "Équipement d’unité de soins en inox",
          primaryButtonText: consultation,
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: "Tous les produits",
          secondaryButtonUrl: FR_PRODUCTS,
        },
        { media: ["kategorie-stationseinrichtungen"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "Conçus pour durer des décennies" },
        {
          html: "<p>Les équipements d’une unité de soins sont utilisés, nettoyés et désinfectés des dizaines de fois par jour. C’est pourquoi nous misons sur l’acier inoxydable, des plans de travail soudés sans joints et des appareils qui s’intègrent naturellement à vos processus. Chaque projet commence par un relevé de mesures sur place et se termine par le montage, assuré par notre propre équipe.</p>",
        },
      ),
      section("product_tiles", "Produkte", {
        title: "Notre assortiment pour les unités de soins",
        items: [
          tile(ctx, "Agencements en inox", "Blocs sur mesure pour local vidoir, office et dépôt.", FR_STEEL, "chromstahl-einrichtungen"),
          unlinkedTile(ctx, "Installations sanitaires", "Solutions sanitaires sans obstacles selon la norme SIA 500.", "sanitaere-einrichtungen"),
          unlinkedTile(ctx, "Lavabo élévateur", "Réglable électriquement en hauteur et accessible en fauteuil roulant.", "hebe-waschtisch"),
          unlinkedTile(ctx, "WC élévateur", "Aide à s’asseoir et à se relever.", "hebe-wc"),
          unlinkedTile(ctx, "Lave-bassins", "Nettoyage et désinfection thermique de la vaisselle de soins.", "steckbeckenspueler"),
          unlinkedTile(ctx, "Laveur-désinfecteur", "Pour des exigences accrues, avec traçabilité.", "desinfektionsgeraet-steckbecken"),
          unlinkedTile(ctx, "Armoires chauffantes", "Couvertures, linges et perfusions préchauffés.", "waermeschrank"),
          unlinkedTile(ctx, "Unité d’évacuation en inox", "Vidoir, rinçage et tri des déchets dans un même bloc.", "entsorgungseinheit-chromstahl"),
          unlinkedTile(ctx, "Poste d’instruments en inox", "Poste de travail mobile pour les salles d’intervention.", "instrumentenstation-chromstahl"),
          unlinkedTile(ctx, "Unité de déchocage en inox", "Système mural avec tiroirs à code couleur.", "schockraum-einheit-chromstahl"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Pourquoi l’inox d’Auralis",
        items: [
          { title: "Sur mesure", text: "Fabriqué d’après relevé, ajusté au millimètre.", icon: "ruler" },
          { title: "Hygiénique, sans joints", text: "Plans de travail soudés, sans arêtes où la saleté s’accumule.", icon: "sparkles" },
          { title: "Robuste", text: "L’acier inoxydable 1.4301 résiste des décennies à l’usage hospitalier.", icon: "shield" },
          { title: "Montage et service", text: "Nos propres monteurs et techniciens de service dans toute la Suisse.", icon: "wrench" },
        ],
      }),
      ctaSection({
        title: "Une transformation ou une construction en vue ?",
        description: "Nous vous accompagnons de la première esquisse à la réception, en passant par l’appel d’offres et la fabrication.",
        labels: frenchLabels,
      }),
    ],
  });
}

function wellnessCategory(ctx: SeedContext): SeedTranslation {
  return frenchVersion(WELLNESS_CATEGORY, {
    slug: FR_WELLNESS,
    title: "Bien-être & thérapie",
    metaTitle: "Bien-être & thérapie – baignoires thérapeutiques",
    metaDescription:
      "Baignoires de thérapie et de bien-être pour cliniques de réadaptation, EMS et physiothérapies : Thermo Spa et Whirlpool Relax – bienfaisantes et hygiéniques.",
    kind: "category",
    parentSlug: FR_PRODUCTS,
    sitemapPriority: 0.8,
    h1: "Bien-être & thérapie",
    intro: "La chaleur, l’eau et le mouvement au service de la thérapie.",
    image: "kategorie-wellness-therapie",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Bien-être & thérapie",
          subtitle: "La chaleur, l’eau et le mouvement au service de la thérapie",
          description:
            "Pour les cliniques de réadaptation, les cabinets de physiothérapie, les EMS et les hôtels proposant une offre santé : des baignoires thérapeutiques bienfaisantes, conformes aux exigences d’hygiène du secteur de la santé.",
          image: ctx.ref("kategorie-wellness-therapie"),
          imageAlt: "Bassin thermal avec bulles d’air",
          primaryButtonText: consultation,
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: "Tous les produits",
          secondaryButtonUrl: FR_PRODUCTS,
        },
        { media: ["kategorie-wellness-therapie"] },
      ),
      section(
        "content_intro",
        "Einleitung",
        { title: "Une santé qui se ressent" },
        {
          html: "<p>L’eau chaude détend la musculature, soulage les articulations et stimule la circulation. En réadaptation, en traitement de la douleur et dans les soins de longue durée, elle est donc bien plus que du bien-être. Nos baignoires thérapeutiques allient cette sensation de bien-être à la technique et à l’hygiène dont les établissements de santé ont besoin.</p>",
        },
      ),
      section("product_tiles", "Produkte", {
        title: "Nos baignoires de bien-être et de thérapie",
        items: [
          tile(ctx, "Thermo Spa", "Bassin thérapeutique chauffé pour la thérapie individuelle et en groupe.", FR_THERMO_SPA, "thermo-spa"),
          unlinkedTile(ctx, "Whirlpool Relax", "Baignoire de massage avec buses et bain bouillonnant pour une personne.", "whirlpool-relax"),
        ],
      }),
      section("usp_tiles", "Vorteile", {
        title: "Allier thérapie et bien-être",
        items: [
          { title: "Efficace en thérapie", text: "Chaleur et massage pour les muscles et les articulations.", icon: "heart" },
          { title: "Hygiène maîtrisée", text: "Programmes de désinfection et surfaces lisses.", icon: "sparkles" },
          { title: "Accès facilité", text: "Aides à l’entrée et poignées pour les personnes à mobilité réduite.", icon: "users" },
        ],
      }),
      ctaSection({
        title: "Vous planifiez un espace thérapeutique ?",
        description: "Nous vous conseillons sur le choix de la baignoire, le traitement de l’eau et le climat ambiant.",
        labels: frenchLabels,
      }),
    ],
  });
}

export { birthCategory as frenchBirthCategory, birthTubsOverview as frenchBirthTubsOverview, careCategory as frenchCareCategory };
export { wardCategory as frenchWardCategory, wellnessCategory as frenchWellnessCategory };
