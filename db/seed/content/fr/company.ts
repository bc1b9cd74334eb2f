// French service and contact pages with their children (versions of company-pages.ts).
import { company } from "~/lib/company";
import type { AssetKey } from "../../media-manifest";
import { section, type SeedContext, type SeedTranslation } from "../../types";
import { ctaSection } from "../builders";
import { seedSiteTexts } from "../site-texts";
import { FR_CONTACT, FR_DIRECTIONS, FR_HOME, FR_MAINTENANCE, FR_SERVICE, FR_TRAINING, frenchLabels, frenchVersion } from "./labels";

/** The contact page’s company pictures, as in German. */
const COMPANY_GALLERY: AssetKey[] = [
  "unternehmen-firmensitz-volketswil",
  "unternehmen-ausstellung-showroom",
  "unternehmen-produktion-werkstatt",
  "unternehmen-team-fachpersonen",
];

const telHref = `tel:${company.phone.replace(/\s+/g, "")}`;

function servicePage(ctx: SeedContext): SeedTranslation {
  return frenchVersion("/service", {
    slug: FR_SERVICE,
    title: "Service",
    metaTitle: "Service – maintenance, pièces, formation | Auralis",
    metaDescription:
      "Maintenance, réparation, pièces de rechange et formations pour vos équipements médicaux – dans toute la Suisse, par nos propres techniciennes et techniciens.",
    kind: "section",
    parentSlug: FR_HOME,
    sitemapPriority: 0.6,
    h1: "Un service qui dure",
    intro: "Nous suivons nos produits sur toute leur durée de vie.",
    image: "unternehmen-produktion-werkstatt",
    sections: [
      section(
        "hero",
        "Hero",
        {
          title: "Un service qui dure",
          subtitle: "Maintenance, réparation, pièces de rechange et formation auprès d’un seul interlocuteur",
          image: ctx.ref("unternehmen-produktion-werkstatt"),
          imageAlt: "Atelier avec baignoire d’accouchement et rayonnage de pièces de rechange",
          primaryButtonText: "Demander une intervention",
          primaryButtonUrl: FR_CONTACT,
          secondaryButtonText: "Maintenance & réparation",
          secondaryButtonUrl: FR_MAINTENANCE,
        },
        { media: ["unternehmen-produktion-werkstatt"] },
      ),
      section(
        "text",
        "Serviceangebot",
        { title: "Nos prestations de service" },
        {
          html:
            "<p>Une baignoire d’accouchement ou un bain de soins reste souvent en service vingt ans et plus. Pour qu’il fonctionne de manière sûre et fiable pendant tout ce temps, nous assurons le suivi de nos produits – et, sur demande, d’appareils d’autres fabricants – avec notre propre équipe de service dans toute la Suisse.</p>" +
            "<ul><li><strong>Maintenance :</strong> entretien préventif et contrôles de sécurité technique conformément à l’ordonnance sur les dispositifs médicaux (ODim).</li><li><strong>Réparation :</strong> une aide rapide en cas de panne, dans les 24 heures les jours ouvrables avec un contrat de service.</li><li><strong>Pièces de rechange :</strong> pièces d’origine en stock à Volketswil, y compris pour les modèles plus anciens.</li><li><strong>Formations :</strong> instructions lors de la mise en service et cours de remise à niveau pour votre équipe.</li></ul>",
        },
      ),
      section("usp_tiles", "Leistungen", {
        title: "Ce que vous pouvez attendre de nous",
        items: [
          { title: "Maintenance", text: "Des intervalles planifiables, documentés et conformes aux normes.", icon: "wrench" },
          { title: "Réparation", text: "Un technicien sur place, souvent dès le jour ouvrable suivant.", icon: "settings" },
          { title: "Pièces de rechange", text: "Des pièces d’origine en stock, même après de nombreuses années.", icon: "clipboard-check" },
          { title: "Formations", text: "Une utilisation sûre pour les soignants, les sages-femmes et le service technique.", icon: "users" },
        ],
      }),
      section(
        "image_text",
        "Ersatzteile",
        {
          title: "Des pièces de rechange pour des décennies",
          imagePosition: "right",
          image: ctx.ref("unternehmen-produktion-werkstatt"),
          imageAlt: "Stock de pièces de rechange dans l’atelier",
          buttonText: "Demander une pièce de rechange",
          buttonUrl: FR_CONTACT,
        },
        {
          html: "<p>Nous tenons à disposition les pièces de rechange de nos produits au moins dix ans après la fin de leur fabrication en série. Joints, robinetteries, entraînements et commandes vous sont livrés en règle générale dans les deux jours ouvrables – ou apportés directement lors de la prochaine visite de service.</p>",
          media: ["unternehmen-produktion-werkstatt"],
        },
      ),
      section("testimonials", "Kundenstimmen", {
        title: "Ce qu’en disent nos clientes et clients",
        subtitle: "Sages-femmes, soignants et techniciens hospitaliers parlent de leur collaboration avec Auralis",
      }),
      ctaSection({
        title: "Vous souhaitez un contrat de service ?",
        description: "Nous vous établissons une offre pour la maintenance et le contrôle de vos appareils – claire et planifiable.",
        secondaryText: "Voir les formations",
        secondaryUrl: FR_TRAINING,
        labels: frenchLabels,
      }),
    ],
  });
}

function maintenancePage(): SeedTranslation {
  return frenchVersion("/service/wartung-und-reparatur", {
    slug: FR_MAINTENANCE,
    title: "Maintenance et réparation",
    metaTitle: "Maintenance et réparation de dispositifs médicaux | Auralis",
    metaDescription:
      "Contrats de maintenance, contrôles de sécurité technique et réparations pour baignoires d’accouchement, bains de soins et équipements, dans toute la Suisse.",
    kind: "section",
    parentSlug: FR_SERVICE,
    sitemapPriority: 0.6,
    h1: "Maintenance et réparation",
    intro: "Pour que vos appareils restent sûrs – année après année.",
    image: "unternehmen-produktion-werkstatt",
    sections: [
      section("hero", "Hero", {
        title: "Maintenance et réparation",
        subtitle: "Pour que vos appareils restent sûrs – année après année",
        primaryButtonText: "Demander une maintenance",
        primaryButtonUrl: FR_CONTACT,
        secondaryButtonText: "Retour au service",
        secondaryButtonUrl: FR_SERVICE,
      }),
      section(
        "text",
        "Wartung",
        { title: "Prévenir plutôt que réparer dans l’urgence" },
        {
          html:
            "<p>Les exploitants de dispositifs médicaux sont tenus d’en assurer la maintenance dans les règles de l’art. Avec un contrat de maintenance, nous prenons cette tâche en charge : nous planifions les intervalles, effectuons la maintenance et le contrôle de sécurité technique et documentons le tout de manière traçable pour votre inventaire des dispositifs médicaux.</p>" +
            "<p>À chaque maintenance, nous contrôlons les joints, la robinetterie, les entraînements, la sécurité électrique et les systèmes de désinfection. Nous remplaçons les pièces d’usure à titre préventif, avant qu’elles ne lâchent.</p>",
        },
      ),
      section("content", "Wartungspakete", {
        title: "Nos formules de maintenance",
        items: [
          { title: "Base", text: "Maintenance annuelle et contrôle de sécurité technique avec procès-verbal.", icon: "clipboard-check" },
          { title: "Plus", text: "Comme Base, avec les pièces d’usure comprises et un délai d’intervention de 48 heures.", icon: "wrench" },
          {
            title: "Intégral",
            text: "Comme Plus, avec un délai d’intervention de 24 heures les jours ouvrables et un appareil de remplacement en cas de réparation prolongée.",
            icon: "shield",
          },
        ],
      }),
      section(
        "text",
        "Reparatur",
        { title: "Si une panne survient malgré tout" },
        {
          html: `<p>Signalez-nous les pannes par téléphone au <a href="${telHref}">${company.phone}</a> ou par e-mail à <a href="mailto:${company.email}">${company.email}</a>. Nos techniciennes et techniciens de service sillonnent toute la Suisse et ont les pièces de rechange les plus courantes dans leur véhicule.</p>`,
        },
      ),
      ctaSection({
        title: "Une offre pour un contrat de maintenance",
        description: "Envoyez-nous la liste de vos appareils – nous revenons vers vous avec une proposition.",
        secondaryText: "Retour au service",
        secondaryUrl: FR_SERVICE,
        labels: frenchLabels,
      }),
    ],
  });
}

function trainingPage(): SeedTranslation {
  return frenchVersion("/service/schulungen", {
    slug: FR_TRAINING,
    title: "Formations",
    metaTitle: "Formations et instructions | Auralis",
    metaDescription:
      "Instructions à la mise en service, formations des utilisateurs pour soignants et sages-femmes, formations techniques – sur place ou à Volketswil.",
    kind: "section",
    parentSlug: FR_SERVICE,
    sitemapPriority: 0.6,
    h1: "Formations",
    intro: "Une utilisation sûre de vos équipements médicaux.",
    image: "unternehmen-team-fachpersonen",
    sections: [
      section("hero", "Hero", {
        title: "Formations",
        subtitle: "Une utilisation sûre de vos équipements médicaux",
        primaryButtonText: "Demander une formation",
        primaryButtonUrl: FR_CONTACT,
        secondaryButtonText: "Retour au service",
        secondaryButtonUrl: FR_SERVICE,
      }),
      section(
        "text",
        "Einleitung",
        { title: "Des connaissances utiles au quotidien" },
        {
          html: "<p>La meilleure technique ne sert à rien si l’équipe ne la maîtrise pas en toute sécurité. C’est pourquoi chaque mise en service comprend une instruction – et, sur demande, nous proposons des formations régulières pour les nouveaux collaborateurs et pour rafraîchir les connaissances. Les cours ont lieu chez vous ou dans notre salle de formation à Volketswil.</p>",
        },
      ),
      section("content", "Angebot", {
        title: "Notre offre de formation",
        items: [
          {
            title: "Instruction à la mise en service",
            text: "Instruction documentée de toutes les utilisatrices et de tous les utilisateurs, directement sur l’appareil.",
            icon: "clipboard-check",
          },
          {
            title: "Formation des utilisateurs : soins et sages-femmes",
            text: "Utilisation, transferts, procédures d’urgence et nettoyage dans la pratique – 90 minutes par groupe.",
            icon: "users",
          },
          {
            title: "Formation technique",
            text: "Pour le service technique et l’intendance : contrôle de fonctionnement, maintenance simple et diagnostic des pannes.",
            icon: "wrench",
          },
          { title: "Formation à l’hygiène", text: "Nettoyage et désinfection des baignoires, chariots de douche et lave-bassins.", icon: "sparkles" },
        ],
      }),
      ctaSection({
        title: "Convenir d’une formation",
        description: "Nous adaptons le contenu, la durée et la date à votre équipe et à vos appareils.",
        secondaryText: "Retour au service",
        secondaryUrl: FR_SERVICE,
        labels: frenchLabels,
      }),
    ],
  });
}

function contactPage(ctx: SeedContext): SeedTranslation {
  return frenchVersion("/kontakt", {
    slug: FR_CONTACT,
    title: "Contact",
    metaTitle: `Contact – ${company.name}`,
    metaDescription:
      "Contactez Auralis Medizintechnik AG à Volketswil : conseil, offres, service et pièces de rechange – par téléphone, par e-mail ou via notre formulaire.",
    kind: "section",
    parentSlug: FR_HOME,
    sitemapPriority: 0.6,
    h1: "Contact",
    intro: "Nous sommes là pour vous.",
    image: "unternehmen-firmensitz-volketswil",
    gallery: COMPANY_GALLERY,
    sections: [
      section("hero", "Hero", {
        title: "Contact",
        subtitle: "Nous nous réjouissons de votre message",
        description: "Conseil, offre, service ou pièce de rechange : nous vous répondons dans un délai d’un jour ouvrable.",
      }),
      section(
        "text",
        "Kontaktdaten",
        { title: "Pour nous joindre" },
        {
          html:
            `<p><strong>${company.name}</strong><br>Industriestrasse 12<br>8604 Volketswil<br>Suisse</p>` +
            `<p>Téléphone : <a href="${telHref}">${company.phone}</a><br>E-mail : <a href="mailto:${company.email}">${company.email}</a></p>` +
            "<p><strong>Heures d’ouverture</strong><br>Du lundi au vendredi, de 8 h à 12 h et de 13 h 30 à 17 h<br>Exposition sur rendez-vous</p>",
        },
      ),
      section("form", "Kontaktformular", {
        title: "Écrivez-nous",
        description: "Décrivez brièvement votre demande – plus elle est précise, mieux nous pourrons vous conseiller.",
        showPhone: true,
        showCompany: true,
        submitButtonText: "Envoyer le message",
        note: "Nous utilisons vos données uniquement pour traiter votre demande. Vous trouverez les détails dans notre déclaration de protection des données.",
      }),
      section(
        "gallery",
        "Unser Unternehmen",
        { title: "Notre entreprise", galleryType: "grid", galleryRatio: "16/9", galleryFit: "cover", showDots: true, showArrows: true },
        { media: COMPANY_GALLERY },
      ),
      section(
        "image_text",
        "Anfahrt",
        {
          title: "Rendez-nous visite à Volketswil",
          imagePosition: "right",
          image: ctx.ref("unternehmen-firmensitz-volketswil"),
          imageAlt: "Siège de l’entreprise à Volketswil",
          buttonText: "Plan d’accès",
          buttonUrl: FR_DIRECTIONS,
        },
        {
          html: "<p>Dans notre exposition, nous présentons baignoires d’accouchement, bains de soins et équipements d’unités de soins en grandeur réelle. Prenez rendez-vous – nous prenons le temps qu’il faut pour vous et votre équipe.</p>",
          media: ["unternehmen-firmensitz-volketswil"],
        },
      ),
    ],
  });
}

function directionsPage(ctx: SeedContext): SeedTranslation {
  return frenchVersion("/kontakt/anfahrt", {
    slug: FR_DIRECTIONS,
    title: "Accès",
    metaTitle: "Accès à Volketswil | Auralis",
    metaDescription: "Comment rejoindre Auralis Medizintechnik AG, Industriestrasse 12 à Volketswil – en voiture ou en transports publics.",
    kind: "section",
    parentSlug: FR_CONTACT,
    sitemapPriority: 0.6,
    h1: "Accès",
    intro: "Industriestrasse 12, 8604 Volketswil.",
    image: "unternehmen-firmensitz-volketswil",
    sections: [
      section("hero", "Hero", {
        title: "Accès",
        subtitle: seedSiteTexts.fr.contactAddress,
        primaryButtonText: "Convenir d’une visite",
        primaryButtonUrl: FR_CONTACT,
      }),
      section(
        "text",
        "Wegbeschreibung",
        { title: "Comment nous trouver" },
        {
          html:
            "<h3>En voiture</h3><p>Par l’autoroute A1 ou A53 jusqu’à la sortie Volketswil, puis suivre les panneaux « Industrie ». Des places de parc visiteurs se trouvent directement devant le bâtiment.</p>" +
            "<h3>En transports publics</h3><p>En RER jusqu’à Schwerzenbach, puis en bus jusqu’à l’arrêt « Volketswil, Industrie ». De là, comptez environ cinq minutes à pied.</p>" +
            "<h3>Livraisons</h3><p>Un quai est à disposition à l’arrière du bâtiment pour les reprises et les enlèvements. Merci d’annoncer les livraisons importantes à l’avance par téléphone.</p>",
        },
      ),
      section(
        "image_text",
        "Firmensitz",
        {
          title: "Notre siège",
          imagePosition: "left",
          image: ctx.ref("unternehmen-firmensitz-volketswil"),
          imageAlt: "Siège de l’entreprise à Volketswil",
          buttonText: "Retour au contact",
          buttonUrl: FR_CONTACT,
        },
        {
          html: "<p>À notre siège de Volketswil, le développement, la fabrication, le stock, le service et l’exposition sont réunis sous un même toit. Présentez-vous à la réception, au rez-de-chaussée.</p>",
          media: ["unternehmen-firmensitz-volketswil"],
        },
      ),
    ],
  });
}

export const frenchServicePages = (ctx: SeedContext) => [servicePage(ctx), maintenancePage(), trainingPage()];
export const frenchContactPages = (ctx: SeedContext) => [contactPage(ctx), directionsPage(ctx)];
