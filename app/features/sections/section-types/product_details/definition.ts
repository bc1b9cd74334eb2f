import { z } from "zod";
import { galleryDisplay, htmlField, iconNames, linkField } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productFeature = z.object({
  icon: z.enum(iconNames).default("check-circle"),
  title: z.string().trim().min(1).max(200),
  /** Simple HTML (bold, italic, links, line breaks), sanitised on the server. */
  description: htmlField().optional(),
});

export const technicalSpec = z.object({
  label: z.string().trim().min(1).max(200),
  value: z.string().trim().min(1).max(500),
});

export const productDetailsSettings = z.object({
  heroTitle: z.string().trim().max(300).optional(),
  heroSubtitle: z.string().trim().max(500).optional(),
  heroDescription: htmlField().optional(),
  badge: z.string().trim().max(120).optional(),
  ...galleryDisplay,
  features: z.array(productFeature).max(30).optional(),
  technicalSpecs: z.array(technicalSpec).max(60).optional(),
  materialInfo: htmlField().optional(),
  cta1Text: z.string().trim().max(80).optional(),
  cta1Url: linkField().optional(),
  cta2Text: z.string().trim().max(80).optional(),
  cta2Url: linkField().optional(),
  key: z.string().trim().max(80).optional(),
  variant: z.string().trim().max(40).optional(),
});

export const productDetailsDefinition = defineSection({
  type: "product_details",
  label: "Produktdetails",
  schema: productDetailsSettings,
  defaults: {
    galleryType: "auto",
    galleryRatio: "16/9",
    galleryFit: "cover",
    showDots: true,
    showArrows: true,
    cta1Text: "Beratung anfragen",
    cta1Url: "/kontakt",
  },
  htmlKeys: ["heroDescription", "materialInfo", "features.description"],
  maxMedia: 20,
});
