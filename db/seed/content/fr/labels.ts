// The French part of the site: its addresses (each under its French parent) and the words the builders
// write into every French page. Slugs are readable French without accents ('/fr/produits/soins').
import type { SeedPage, SeedTranslation } from "../../types";
import type { PageLabels } from "../builders";
import { seedSiteTexts } from "../site-texts";

export const FR_HOME = "/fr";
export const FR_PRODUCTS = "/fr/produits";
export const FR_BIRTH = `${FR_PRODUCTS}/naissance-post-partum`;
export const FR_BIRTH_TUBS = `${FR_PRODUCTS}/baignoires-accouchement`;
export const FR_CONTESSA = `${FR_BIRTH}/contessa`;
export const FR_GENEROSA = `${FR_BIRTH}/generosa`;
export const FR_AQUA_PLUS = `${FR_BIRTH}/baignoire-accouchement-aqua-plus`;
export const FR_COMFORT = `${FR_BIRTH}/baignoire-accouchement-comfort`;
export const FR_CARE = `${FR_PRODUCTS}/soins`;
export const FR_CARE_TUBS = `${FR_CARE}/baignoires-de-soins`;
export const FR_COMFORTLINE = `${FR_CARE_TUBS}/comfortline-ii`;
export const FR_WARD = `${FR_PRODUCTS}/equipements-unites-de-soins`;
export const FR_STEEL = `${FR_WARD}/agencements-inox`;
export const FR_WELLNESS = `${FR_PRODUCTS}/bien-etre-therapie`;
export const FR_THERMO_SPA = `${FR_WELLNESS}/thermo-spa`;
export const FR_CONTACT = "/fr/contact";
export const FR_DIRECTIONS = `${FR_CONTACT}/acces`;
export const FR_SERVICE = "/fr/service";
export const FR_MAINTENANCE = `${FR_SERVICE}/maintenance-et-reparation`;
export const FR_TRAINING = `${FR_SERVICE}/formations`;
export const FR_LEGAL_NOTICE = "/fr/mentions-legales";
export const FR_PRIVACY = "/fr/protection-des-donnees";

export const frenchLabels: PageLabels = {
  contactUrl: FR_CONTACT,
  productsUrl: FR_PRODUCTS,
  freeConsultation: seedSiteTexts.fr.ctaSecondaryText,
  discoverProducts: seedSiteTexts.fr.ctaPrimaryText,
  requestConsultation: "Demander un conseil",
  // The datasheets are German documents (media-manifest.ts): the button says so (translations.test.ts).
  datasheet: "Fiche produit en allemand (PDF)",
  ctaTitle: "Un conseil personnalisé",
  ctaDescription:
    "Nous concevons avec vous la solution adaptée à votre service – sur place, sans engagement et avec plus de 30 ans d’expérience en technique médicale.",
};

/** A French page as the version of the German page `of`. */
export function frenchVersion(of: string, page: SeedPage): SeedTranslation {
  return { ...page, of, language: "fr" };
}
