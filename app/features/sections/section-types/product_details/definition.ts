import { z } from "zod";
import { galleryDisplay, htmlField, itemList, labelField, likeSharedField, lineField, productButtons, sharedFields, titleField } from "../../settings-fields";
import { defineSection } from "../../section-definition";

export const productFeature = z.object({
  icon: sharedFields.icon.default("check-circle"),
  title: sharedFields.title.min(1),
  /** Simple HTML (bold, italic, links, line breaks), sanitised on the server. */
  description: likeSharedField(htmlField(), sharedFields.description).optional(),
});

export const technicalSpec = z.object({
  label: titleField().min(1).meta({ label: "Bezeichnung" }),
  value: lineField().min(1).meta({ label: "Wert" }),
});

export const productDetailsSettings = z.object({
  heroTitle: titleField().meta({ label: "Hero-Titel" }).optional(),
  heroSubtitle: lineField().meta({ label: "Hero-Untertitel" }).optional(),
  heroDescription: htmlField().meta({ label: "Hero-Beschreibung (HTML)", widget: "multiline" }).optional(),
  badge: sharedFields.badge.optional(),
  ...galleryDisplay,
  features: itemList(productFeature, 30).meta({ label: "Merkmale" }).optional(),
  technicalSpecs: itemList(technicalSpec, 60).meta({ label: "Technische Daten" }).optional(),
  materialInfo: htmlField().meta({ label: "Materialinformation (HTML)", widget: "multiline" }).optional(),
  ...productButtons,
  key: sharedFields.key.optional(),
  // Free text here (older data), with the label of every other type's variant.
  variant: likeSharedField(labelField(), sharedFields.variant).optional(),
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
