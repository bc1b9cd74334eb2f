import { z } from "zod";
import { galleryDisplay, htmlField, iconNames, itemList, labelField, lineField, linkField, titleField } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productFeature = z.object({
  icon: z.enum(iconNames).default("check-circle"),
  title: titleField().min(1),
  /** Simple HTML (bold, italic, links, line breaks), sanitised on the server. */
  description: htmlField().optional(),
});

export const technicalSpec = z.object({
  label: titleField().min(1),
  value: lineField().min(1),
});

export const productDetailsSettings = z.object({
  heroTitle: titleField().optional(),
  heroSubtitle: lineField().optional(),
  heroDescription: htmlField().optional(),
  badge: labelField().optional(),
  ...galleryDisplay,
  features: itemList(productFeature, 30).optional(),
  technicalSpecs: itemList(technicalSpec, 60).optional(),
  materialInfo: htmlField().optional(),
  cta1Text: labelField().optional(),
  cta1Url: linkField().optional(),
  cta2Text: labelField().optional(),
  cta2Url: linkField().optional(),
  key: labelField().optional(),
  variant: labelField().optional(),
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
  opensPage: true,
});
