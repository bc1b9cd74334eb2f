// Mentions légales and privacy statement in French (versions of legal.ts), translated faithfully: the
// same facts, the Swiss French names of the laws and offices (LPD, RGPD, PFPDT, IDE, TVA).
import { company } from "~/lib/company";
import { section, type SeedTranslation } from "../../types";
import { FR_HOME, FR_LEGAL_NOTICE, FR_PRIVACY, frenchVersion } from "./labels";

const UID = "CHE-123.456.789";
const mail = `<a href="mailto:${company.email}">${company.email}</a>`;
const tel = `<a href="tel:${company.phone.replace(/\s+/g, "")}">${company.phone}</a>`;

function legalNotice(): SeedTranslation {
  return frenchVersion("/impressum", {
    slug: FR_LEGAL_NOTICE,
    title: "Mentions légales",
    metaTitle: `Mentions légales – ${company.name}`,
    metaDescription: `Mentions légales d’${company.name}, 8604 Volketswil : contact, registre du commerce, IDE ${UID} et informations juridiques.`,
    kind: "section",
    parentSlug: FR_HOME,
    sitemapPriority: 0.3,
    h1: "Mentions légales",
    sections: [
      section(
        "text",
        "Kontaktadresse",
        { title: "Adresse de contact" },
        {
          html:
            `<p><strong>${company.name}</strong><br>Industriestrasse 12<br>8604 Volketswil<br>Suisse</p>` +
            `<p>Téléphone : ${tel}<br>E-mail : ${mail}</p>` +
            "<h3>Personnes autorisées à représenter la société</h3><p>Daniela Keller, directrice générale<br>Marco Brunner, membre de la direction, responsable technique</p>" +
            `<h3>Inscription au registre du commerce</h3><p>Raison sociale inscrite : ${company.name}<br>Registre du commerce : Office du registre du commerce du canton de Zurich<br>Numéro d’identification des entreprises (IDE) : ${UID}<br>Numéro de TVA : ${UID} TVA</p>`,
        },
      ),
      section(
        "text",
        "Haftungsausschluss",
        { title: "Exclusion de responsabilité" },
        {
          html:
            "<p>Nous vérifions soigneusement les contenus de ce site. Nous ne garantissons toutefois ni l’exactitude, ni la précision, ni l’actualité, ni la fiabilité, ni l’exhaustivité des informations. Les données techniques, dimensions et illustrations sont fournies sans engagement ; seules font foi les indications figurant dans l’offre et le mode d’emploi correspondants.</p>" +
            "<p>Toute prétention en responsabilité à notre encontre pour des dommages matériels ou immatériels résultant de l’accès aux informations publiées, d’une utilisation abusive de la connexion ou de dérangements techniques est exclue, dans la mesure permise par la loi.</p>" +
            "<p>Toutes les offres sont sans engagement. Nous nous réservons expressément le droit de modifier, de compléter ou de supprimer tout ou partie des pages ou de l’offre sans préavis, ou d’en suspendre la publication temporairement ou définitivement.</p>",
        },
      ),
      section(
        "text",
        "Links und Urheberrechte",
        { title: "Responsabilité pour les liens et droits d’auteur" },
        {
          html:
            "<p>Les renvois et liens vers des sites de tiers ne relèvent pas de notre responsabilité. Nous déclinons toute responsabilité pour de tels sites. L’accès à ces sites et leur utilisation se font aux risques et périls des utilisatrices et utilisateurs.</p>" +
            `<p>Les droits d’auteur et tous les autres droits sur les contenus, images, illustrations ou autres fichiers de ce site appartiennent exclusivement à ${company.name} ou aux titulaires des droits expressément mentionnés. Toute reproduction, quel qu’en soit l’élément, requiert l’accord écrit préalable des titulaires des droits.</p>`,
        },
      ),
    ],
  });
}

function privacyStatement(): SeedTranslation {
  return frenchVersion("/datenschutz", {
    slug: FR_PRIVACY,
    title: "Protection des données",
    metaTitle: `Protection des données – ${company.name}`,
    metaDescription:
      "Protection des données chez Auralis Medizintechnik AG selon la LPD révisée et le RGPD : formulaire de contact, fichiers journaux, cookies et vos droits.",
    kind: "section",
    parentSlug: FR_HOME,
    sitemapPriority: 0.3,
    h1: "Déclaration de protection des données",
    sections: [
      section(
        "text",
        "Allgemeines",
        { title: "Généralités" },
        {
          html:
            "<p>La protection de vos données personnelles nous tient à cœur. Dans la présente déclaration, nous vous informons des données personnelles que nous traitons lors de votre visite sur ce site, des finalités de ce traitement et des droits dont vous disposez. Elle se fonde sur la loi fédérale suisse sur la protection des données révisée (LPD) et, dans la mesure où il est applicable, sur le règlement général de l’UE sur la protection des données (RGPD).</p>" +
            `<h3>Responsable du traitement</h3><p>${company.name}<br>Industriestrasse 12, 8604 Volketswil, Suisse<br>E-mail : ${mail}<br>Téléphone : ${tel}</p>`,
        },
      ),
      section(
        "text",
        "Kontaktformular",
        { title: "Formulaire de contact et e-mail" },
        {
          html:
            "<p>Lorsque vous nous écrivez via le formulaire de contact ou par e-mail, nous traitons les données que vous nous communiquez : nom, adresse e-mail et message, à titre facultatif numéro de téléphone et entreprise, ainsi que la page depuis laquelle vous avez envoyé le formulaire. Nous utilisons ces informations exclusivement pour répondre à votre demande et clarifier d’éventuelles questions complémentaires. Vous recevez un e-mail de confirmation automatique ; il ne mentionne que votre nom et ne reprend pas le contenu de votre message.</p>" +
            "<p>La base juridique est votre intérêt à obtenir une réponse ou la préparation d’un contrat (art. 6, al. 1, let. b et f RGPD, dans la mesure où il est applicable). Les demandes qui ne débouchent pas sur une relation commerciale sont supprimées au plus tard après douze mois ; une conservation plus longue n’a lieu que si des obligations légales l’exigent.</p>",
        },
      ),
      section(
        "text",
        "Server-Logfiles",
        { title: "Fichiers journaux du serveur" },
        {
          html: "<p>À chaque consultation de ce site, le serveur enregistre automatiquement des informations techniques : adresse IP, date et heure de l’accès, page consultée, volume de données transmis, site de provenance ainsi que navigateur et système d’exploitation. Nous avons besoin de ces données pour exploiter le site de manière sûre et stable et pour repousser les attaques. Elles ne sont pas recoupées avec d’autres données et sont supprimées après 14 jours, à moins qu’elles ne soient nécessaires pour élucider un incident de sécurité.</p>",
        },
      ),
      section(
        "text",
        "Cookies",
        { title: "Cookies et stockage local" },
        {
          html:
            "<p>Ce site utilise uniquement des cookies techniquement nécessaires. Pour les visiteuses et visiteurs du site public, nous n’utilisons aucun cookie d’analyse, de suivi ou publicitaire et n’intégrons aucun service de tiers tel que des outils d’analyse ou des réseaux sociaux.</p>" +
            "<ul><li><strong>Cookie de session :</strong> uniquement pour les collaboratrices et collaborateurs connectés, afin de maintenir la connexion au système de gestion de contenu. Il est supprimé à la déconnexion ou à l’expiration de la session.</li><li><strong>Réglages locaux :</strong> les options d’affichage choisies (par exemple le thème de couleurs) sont enregistrées uniquement dans votre navigateur et ne nous sont pas transmises.</li></ul>" +
            "<p>Vous pouvez à tout moment supprimer ou bloquer les cookies dans votre navigateur ; les pages publiques restent entièrement utilisables.</p>",
        },
      ),
      section(
        "text",
        "Weitergabe und Sicherheit",
        { title: "Communication à des tiers et sécurité des données" },
        {
          html:
            "<p>Nous ne vendons aucune donnée personnelle et ne les communiquons à des tiers que dans la mesure nécessaire au traitement de votre demande – par exemple à notre hébergeur et à notre prestataire de messagerie, qui sont tenus contractuellement, en tant que sous-traitants, de respecter la protection des données. Le site est exploité en Suisse. Si, exceptionnellement, des données devaient être transmises vers un pays ne disposant pas d’un niveau de protection adéquat, nous en assurons la protection au moyen de garanties reconnues telles que les clauses contractuelles types.</p>" +
            "<p>La transmission est chiffrée (TLS). Nous protégeons vos données contre la perte, l’utilisation abusive et l’accès non autorisé par des mesures techniques et organisationnelles.</p>",
        },
      ),
      section(
        "text",
        "Ihre Rechte",
        { title: "Vos droits" },
        {
          html:
            "<p>Dans le cadre du droit applicable en matière de protection des données, vous disposez des droits suivants :</p>" +
            "<ul><li>obtenir des renseignements sur les éventuelles données personnelles que nous traitons à votre sujet</li><li>faire rectifier des données inexactes</li><li>obtenir l’effacement de vos données ou la limitation de leur traitement</li><li>obtenir la remise ou le transfert de vos données dans un format courant</li><li>vous opposer au traitement et révoquer un consentement donné</li></ul>" +
            `<p>Pour toute question relative à la protection des données, écrivez-nous à ${mail} ou par courrier à l’adresse indiquée ci-dessus. Vous avez en outre le droit de déposer une plainte auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT) ou, si le RGPD est applicable, auprès d’une autorité de contrôle de la protection des données dans l’UE.</p>` +
            "<p>Nous pouvons adapter la présente déclaration de protection des données si notre site ou la situation juridique évoluent. La version publiée ici fait foi.</p><p>État : novembre 2026</p>",
        },
      ),
    ],
  });
}

export const frenchLegalPages = () => [legalNotice(), privacyStatement()];
