// The Italian language version of the demo site: only the home page and the contact page, on purpose
// (the rest is missing in Italian). Where the German page links to a page Italian does not have, the
// Italian one leads to its contact page or leaves the link out: a missing translation is missing.
import { company } from "~/lib/company";
import type { AssetKey } from "../../media-manifest";
import { section, type SeedContext, type SeedPage, type SeedTranslation } from "../../types";
import { unlinkedTile } from "../builders";
import { WHY_AURALIS_KEY } from "../home";
import { seedSiteTexts } from "../site-texts";

export const IT_HOME = "/it";
export const IT_CONTACT = "/it/contatto";

const texts = seedSiteTexts.it;
const TAGLINE = "Tecnologia medica per i momenti più importanti della vita";
const telHref = `tel:${company.phone.replace(/\s+/g, "")}`;

const COMPANY_GALLERY: AssetKey[] = [
  "unternehmen-firmensitz-volketswil",
  "unternehmen-ausstellung-showroom",
  "unternehmen-produktion-werkstatt",
  "unternehmen-team-fachpersonen",
];

function italianVersion(of: string, page: SeedPage): SeedTranslation {
  return { ...page, of, language: "it" };
}

function homePage(ctx: SeedContext): SeedTranslation {
  return italianVersion("/", {
    slug: IT_HOME,
    title: "Pagina iniziale",
    metaTitle: "Auralis Medizintechnik AG – tecnologia medica svizzera",
    metaDescription:
      "Vasche per il parto e per il bagno assistito, arredi di reparto e vasche terapeutiche per ospedali, case per partorienti e case per anziani – qualità svizzera.",
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
          badge: "Tecnologia medica svizzera da oltre 30 anni",
          title: TAGLINE,
          subtitle: "Vasche per il parto, bagni assistiti e arredi di reparto – sviluppati con i professionisti, prodotti in Svizzera.",
          description:
            "Forniamo a ospedali, case per partorienti, case per anziani, reparti di maternità e levatrici una tecnologia medica che dà sicurezza e serenità nei momenti più delicati.",
          image: ctx.ref("startseite-gebaerraum-mit-gebaerwanne"),
          imageAlt: "Sala parto luminosa con vasca per il parto",
          primaryButtonText: texts.ctaSecondaryText,
          primaryButtonUrl: IT_CONTACT,
        },
        { media: ["startseite-gebaerraum-mit-gebaerwanne"] },
      ),
      section(
        "content_intro",
        "Intro",
        { title: "Dal primo respiro alle cure nella terza età" },
        {
          html:
            "<p>Da oltre 30 anni Auralis Medizintechnik AG sviluppa, fornisce e assiste attrezzature per i momenti in cui le persone sono particolarmente vulnerabili: la nascita, la cura e il percorso di guarigione.</p>" +
            "<p>Le nostre vasche per il parto, vasche per il bagno assistito, arredi di reparto, vasche wellness e terapeutiche nascono da uno stretto dialogo con levatrici, personale curante e servizi tecnici ospedalieri. Dalla progettazione al montaggio fino alla manutenzione, restiamo il Suo interlocutore.</p>",
        },
      ),
      section(
        "product_teaser",
        "Neu: Contessa",
        {
          variant: "contessa-highlight",
          badge: "Novità",
          title: "Vasca per il parto Contessa",
          subtitle: "A centro stanza. Accessibile da ogni lato. Sviluppata con le levatrici.",
          description:
            "La Contessa lascia alla partoriente lo spazio per muoversi liberamente e alla levatrice l’accesso da tutti i lati. Sedute a tre altezze, maniglie integrate e uno scarico rapido ne fanno una scelta sicura per le sale parto moderne.",
          image: ctx.ref("gebaerwanne-contessa-ansicht-1"),
          imageAlt: "Vasca per il parto Contessa",
          buttonText: "Richiedere informazioni",
          buttonUrl: IT_CONTACT,
        },
        { media: ["gebaerwanne-contessa-ansicht-1"] },
      ),
      section("product_tiles", "Schwerpunkte", {
        title: "I nostri settori",
        subtitle: "Quattro settori, un unico principio: una tecnica al servizio delle persone",
        items: [
          unlinkedTile(
            ctx,
            "Nascita e puerperio",
            "Vasche per il parto, poltrone per l’allattamento e fasciatoi per sala parto, casa per partorienti e reparto maternità.",
            "kategorie-geburt-wochenbett",
          ),
          unlinkedTile(
            ctx,
            "Cura e lungodegenza",
            "Vasche per il bagno assistito, sistemi doccia e sollevatori per un’igiene personale sicura e dignitosa.",
            "kategorie-pflege-langzeitpflege",
          ),
          unlinkedTile(
            ctx,
            "Arredi di reparto",
            "Arredi in acciaio inossidabile, lavapadelle e soluzioni sanitarie senza barriere.",
            "kategorie-stationseinrichtungen",
          ),
          unlinkedTile(
            ctx,
            "Wellness e terapia",
            "Vasche terapeutiche e vasche idromassaggio per riabilitazione, cura e salute.",
            "kategorie-wellness-therapie",
          ),
        ],
      }),
      section("usp_tiles", "Warum Auralis?", {
        key: WHY_AURALIS_KEY,
        title: "Perché Auralis?",
        items: [
          {
            title: "Qualità svizzera da oltre 30 anni",
            text: "Sviluppati e prodotti a Volketswil, con materiali che resistono per decenni all’uso ospedaliero.",
            icon: "shield",
          },
          {
            title: "Sviluppati con i professionisti",
            text: "Levatrici, personale curante e tecnici ospedalieri testano i nostri prodotti prima della produzione in serie.",
            icon: "users",
          },
          {
            title: "Un partenariato duraturo",
            text: "Consulenza, montaggio, formazione, manutenzione e pezzi di ricambio – da un unico interlocutore, per tutta la durata di vita.",
            icon: "heart",
          },
        ],
      }),
      // Written out rather than with ctaSection (builders.ts): that one always adds a button to the
      // products, which have no Italian page.
      section("cta", "Call-to-Action", {
        key: "cta",
        variant: "gradient",
        title: "Richieda una consulenza",
        description: "Ci parli del Suo progetto: La ricontattiamo entro un giorno lavorativo e studiamo insieme la soluzione più adatta.",
        primaryButtonText: texts.ctaSecondaryText,
        primaryButtonUrl: IT_CONTACT,
      }),
    ],
  });
}

function contactPage(ctx: SeedContext): SeedTranslation {
  return italianVersion("/kontakt", {
    slug: IT_CONTACT,
    title: "Contatto",
    metaTitle: `Contatto – ${company.name}`,
    metaDescription:
      "Contatti Auralis Medizintechnik AG a Volketswil: consulenza, offerte, assistenza e pezzi di ricambio – per telefono, per e-mail o tramite il nostro modulo.",
    kind: "section",
    parentSlug: IT_HOME,
    sitemapPriority: 0.6,
    h1: "Contatto",
    intro: "Siamo a Sua disposizione.",
    image: "unternehmen-firmensitz-volketswil",
    gallery: COMPANY_GALLERY,
    sections: [
      section("hero", "Hero", {
        title: "Contatto",
        subtitle: "Attendiamo con piacere il Suo messaggio",
        description: "Consulenza, offerta, assistenza o pezzi di ricambio: La ricontattiamo entro un giorno lavorativo.",
      }),
      section(
        "text",
        "Kontaktdaten",
        { title: "Come raggiungerci" },
        {
          html:
            `<p><strong>${company.name}</strong><br>Industriestrasse 12<br>8604 Volketswil<br>Svizzera</p>` +
            `<p>Telefono: <a href="${telHref}">${company.phone}</a><br>E-mail: <a href="mailto:${company.email}">${company.email}</a></p>` +
            "<p><strong>Orari d’apertura</strong><br>Da lunedì a venerdì, 8.00–12.00 e 13.30–17.00<br>Esposizione su appuntamento</p>",
        },
      ),
      section("form", "Kontaktformular", {
        title: "Ci scriva",
        description: "Descriva brevemente la Sua richiesta: più è precisa, più mirata sarà la nostra consulenza.",
        showPhone: true,
        showCompany: true,
        submitButtonText: "Inviare il messaggio",
        note: "Utilizziamo i Suoi dati esclusivamente per evadere la Sua richiesta.",
      }),
      section(
        "gallery",
        "Unser Unternehmen",
        { title: "La nostra azienda", galleryType: "grid", galleryRatio: "16/9", galleryFit: "cover", showDots: true, showArrows: true },
        { media: COMPANY_GALLERY },
      ),
      section(
        "image_text",
        "Anfahrt",
        {
          title: "Ci visiti a Volketswil",
          imagePosition: "right",
          image: ctx.ref("unternehmen-firmensitz-volketswil"),
          imageAlt: "Sede dell’azienda a Volketswil",
        },
        {
          html: "<p>Nella nostra esposizione presentiamo dal vivo vasche per il parto, bagni assistiti e arredi di reparto. Fissi un appuntamento: dedicheremo tutto il tempo necessario a Lei e al Suo team. Ci trova in Industriestrasse 12 a Volketswil, a circa cinque minuti a piedi dalla fermata del bus «Volketswil, Industrie».</p>",
          media: ["unternehmen-firmensitz-volketswil"],
        },
      ),
    ],
  });
}

export function italianPages(ctx: SeedContext): SeedTranslation[] {
  return [homePage(ctx), contactPage(ctx)];
}
