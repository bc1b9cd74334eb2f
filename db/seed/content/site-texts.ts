// The global texts of the languages beside German (the translated fields of global_settings): the German
// ones stay in site-content.ts (seedGlobalSettings, from ~/lib/company). Address: the street and town
// keep their Swiss spelling, only the country is the visitor's word for it.
import type { SeedSiteTexts } from "../types";

export const seedSiteTexts: Record<"fr" | "it" | "en", SeedSiteTexts> = {
  fr: {
    siteDescription:
      "Depuis plus de 30 ans, Auralis Medizintechnik AG conçoit, livre et entretient des équipements médicaux pour les hôpitaux, maisons de naissance, EMS, maternités et sages-femmes : baignoires d’accouchement, baignoires de soins, équipements d’unités de soins, baignoires de bien-être et de thérapie.",
    footerText: "Technique médicale suisse depuis plus de 30 ans – conçue avec les professionnels de la santé, suivie sur toute sa durée de vie.",
    ctaPrimaryText: "Découvrir nos produits",
    ctaSecondaryText: "Conseil gratuit",
    contactAddress: "Industriestrasse 12, 8604 Volketswil, Suisse",
  },
  it: {
    siteDescription:
      "Da oltre 30 anni Auralis Medizintechnik AG sviluppa, fornisce e assiste apparecchiature medicali per ospedali, case per partorienti, case per anziani, reparti di maternità e levatrici: vasche per il parto, vasche per il bagno assistito, arredi di reparto, vasche wellness e terapeutiche.",
    footerText: "Tecnologia medica svizzera da oltre 30 anni – sviluppata con i professionisti della salute, assistita per tutta la sua durata.",
    ctaPrimaryText: "Scoprire i prodotti",
    ctaSecondaryText: "Consulenza gratuita",
    contactAddress: "Industriestrasse 12, 8604 Volketswil, Svizzera",
  },
  en: {
    siteDescription:
      "For more than 30 years, Auralis Medizintechnik AG has developed, supplied and serviced medical equipment for hospitals, birth centres, care homes, maternity wards and midwives: birthing tubs, care baths, ward furnishings, and wellness and therapy tubs.",
    footerText: "Swiss medical technology for more than 30 years – developed with healthcare professionals, supported for its whole service life.",
    ctaPrimaryText: "Explore our products",
    ctaSecondaryText: "Free consultation",
    contactAddress: "Industriestrasse 12, 8604 Volketswil, Switzerland",
  },
};
