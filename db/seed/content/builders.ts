// Helpers shared by the content files: tiles, the standard call to action, product pages.
import type { IconName } from "~/features/sections/settings-fields";
import { company } from "~/lib/company";
import type { AssetKey } from "../media-manifest";
import { section, type SeedContext, type SeedPage, type SeedSection, type SeedTile } from "../types";

export const CONTACT = "/kontakt";
export const PRODUCTS = "/produkte";

/**
 * The words and addresses the builders write into every page of one language: German by default, so
 * the German pages stay as they are; a language version (fr/, it/) passes its own, and its buttons
 * then lead to its own contact and product pages (translations.test.ts checks they never leave it).
 */
export interface PageLabels {
  /** The contact page every consultation button leads to. */
  contactUrl: string;
  /** The product overview the closing CTA's second button leads to. */
  productsUrl: string;
  /** The consultation button of the closing CTA (the global CTA text 'Kostenlose Beratung'). */
  freeConsultation: string;
  /** The closing CTA's button to the products (the global CTA text 'Medizintechnik entdecken'). */
  discoverProducts: string;
  /** The consultation button of product pages. */
  requestConsultation: string;
  /** The product pages' button that downloads the PDF datasheet. */
  datasheet: string;
  /** The closing CTA's heading and text where a page sets none of its own. */
  ctaTitle: string;
  ctaDescription: string;
}

export const germanLabels: PageLabels = {
  contactUrl: CONTACT,
  productsUrl: PRODUCTS,
  freeConsultation: company.ctaSecondaryText,
  discoverProducts: company.ctaPrimaryText,
  requestConsultation: "Beratung anfragen",
  datasheet: "Produktblatt (PDF)",
  ctaTitle: "Lassen Sie sich persönlich beraten",
  ctaDescription: "Wir planen mit Ihnen die passende Lösung für Ihre Station – vor Ort, unverbindlich und mit über 30 Jahren Erfahrung in der Medizintechnik.",
};

/** A product tile with its picture (image and media_asset_id name the same file). */
export function tile(ctx: SeedContext, title: string, description: string, url: string, image: AssetKey): SeedTile {
  return { title, description, url, image: ctx.ref(image), media_asset_id: ctx.id(image) };
}

/**
 * A product tile without a link, for a language version whose language has no page for that product:
 * the product is shown, but no link leads to a page in another language (a missing translation is missing).
 */
export function unlinkedTile(ctx: SeedContext, title: string, description: string, image: AssetKey): SeedTile {
  return { title, description, image: ctx.ref(image), media_asset_id: ctx.id(image) };
}

/** The call-to-action section that closes a page (settings.key 'cta', docs/product/sections.md, "Restoring home-page sections"). */
export function ctaSection(
  options: { title?: string; description?: string; secondaryText?: string; secondaryUrl?: string; labels?: PageLabels } = {},
): SeedSection {
  const labels = options.labels ?? germanLabels;
  return section("cta", "Call-to-Action", {
    key: "cta",
    variant: "gradient",
    title: options.title ?? labels.ctaTitle,
    description: options.description ?? labels.ctaDescription,
    primaryButtonText: labels.freeConsultation,
    primaryButtonUrl: labels.contactUrl,
    secondaryButtonText: options.secondaryText ?? labels.discoverProducts,
    secondaryButtonUrl: options.secondaryUrl ?? labels.productsUrl,
  });
}

export interface ProductFeature {
  icon: IconName;
  title: string;
  description: string;
}

export interface ProductSpec {
  slug: string;
  parentSlug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  heroTitle?: string;
  heroSubtitle: string;
  badge?: string;
  /** Paragraphs of the description (60–200 words in all); may hold <strong>. */
  description: string[];
  features: ProductFeature[];
  specs: [label: string, value: string][];
  /** HTML about materials, care and hygiene. */
  materialInfo: string;
  /** The product's pictures; the first is the page's hero and preview picture. */
  images: AssetKey[];
  /**
   * The German address of the product whose datasheet the second button downloads ('Dokumente': the document's
   * stable address, /dokumente/<number>/datasheet/de, always its current version; db/seed/documents.server.ts).
   */
  datasheet?: string;
  /** The second button otherwise: back to the category. */
  back: { text: string; url: string };
  /** Sections after the product details (image_text, usp_tiles, gallery, productPageCta, tiles …). */
  more?: SeedSection[];
}

export function paragraphs(texts: string[]): string {
  return texts.map((t) => `<p>${t}</p>`).join("");
}

export function productPage(ctx: SeedContext, spec: ProductSpec, labels: PageLabels = germanLabels): SeedPage {
  const details = section(
    "product_details",
    "Produktdetails",
    {
      heroTitle: spec.heroTitle ?? spec.title,
      heroSubtitle: spec.heroSubtitle,
      heroDescription: paragraphs(spec.description),
      ...(spec.badge ? { badge: spec.badge } : {}),
      galleryType: spec.images.length > 1 ? "carousel" : "single",
      galleryRatio: "16/9",
      galleryFit: "cover",
      showDots: spec.images.length > 1,
      showArrows: spec.images.length > 1,
      features: spec.features.map((f) => ({ icon: f.icon, title: f.title, description: f.description })),
      technicalSpecs: spec.specs.map(([label, value]) => ({ label, value })),
      materialInfo: spec.materialInfo,
      cta1Text: labels.requestConsultation,
      cta1Url: labels.contactUrl,
      ...(spec.datasheet
        ? { cta2Text: labels.datasheet, cta2Url: ctx.documentPath(spec.datasheet, "datasheet", "de") }
        : { cta2Text: spec.back.text, cta2Url: spec.back.url }),
    },
    { media: spec.images },
  );
  return {
    slug: spec.slug,
    title: spec.title,
    metaTitle: spec.metaTitle,
    metaDescription: spec.metaDescription,
    kind: "product",
    parentSlug: spec.parentSlug,
    sitemapPriority: 0.7,
    h1: spec.heroTitle ?? spec.title,
    intro: spec.heroSubtitle,
    image: spec.images[0],
    ...(spec.images.length > 1 ? { gallery: spec.images } : {}),
    sections: [details, ...(spec.more ?? [])],
  };
}

/**
 * The call to action closing a product page: consultation plus a way back, on the quiet 'muted' surface
 * and without a picture. No key 'cta': it is the product's own, not the page's tracked CTA (ctaSection).
 */
export function productPageCta(title: string, description: string, back: { text: string; url: string }, labels: PageLabels = germanLabels): SeedSection {
  return section("cta", "Produkt CTA", {
    variant: "muted",
    title,
    description,
    primaryButtonText: labels.requestConsultation,
    primaryButtonUrl: labels.contactUrl,
    secondaryButtonText: back.text,
    secondaryButtonUrl: back.url,
  });
}
