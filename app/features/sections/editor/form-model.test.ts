import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sectionRegistry, sectionTypes } from "../registry";
import { sharedFields } from "../settings-fields";
import { describeObject, fieldLabelsOf, type FieldDescriptor } from "./form-model";

describe("describeObject", () => {
  it("turns strings, enums, booleans and numbers into inputs, labelled by their meta", () => {
    const fields = describeObject(
      z.object({
        title: z.string().trim().max(300).meta({ label: "Titel" }).optional(),
        description: z.string().meta({ label: "Beschreibung", widget: "multiline" }).optional(),
        imagePosition: z
          .enum(["right", "left"])
          .meta({ label: "Bildposition", optionLabels: { right: "Rechts" } })
          .optional(),
        showDots: z.boolean().optional(),
        rating: z.coerce.number().int().min(1).max(5).default(5),
      }),
    );
    expect(fields).toEqual([
      { kind: "text", key: "title", label: "Titel", required: false, multiline: false, maxLength: 300 },
      { kind: "text", key: "description", label: "Beschreibung", required: false, multiline: true, maxLength: undefined },
      {
        kind: "select",
        key: "imagePosition",
        label: "Bildposition",
        required: false,
        options: ["right", "left"],
        optionLabels: { right: "Rechts" },
        defaultValue: undefined,
      },
      { kind: "checkbox", key: "showDots", label: "showDots", required: false, defaultValue: undefined },
      { kind: "number", key: "rating", label: "rating", required: false, min: 1, max: 5, defaultValue: 5 },
    ]);
  });

  it("gives image addresses and library ids the media picker (widgets of the shared fields)", () => {
    const fields = describeObject(z.object({ image: sharedFields.image.optional(), media_asset_id: sharedFields.media_asset_id.optional() }));
    expect(fields).toEqual([
      { kind: "text", key: "image", label: "Bild", required: false, multiline: false, mediaPicker: true, maxLength: 2000 },
      { kind: "number", key: "media_asset_id", label: "Bild aus der Medienbibliothek", required: false, mediaPicker: true, min: 0 },
    ]);
  });

  it("describes lists of objects with their item fields, through preprocess wrappers", () => {
    const fields = describeObject(sectionRegistry.testimonials.schema);
    const items = fields.find((f) => f.key === "items");
    expect(items?.kind).toBe("list");
    if (items?.kind !== "list") return;
    expect(items.maxItems).toBe(50);
    expect(items.item.map((f) => [f.key, f.kind, f.required])).toEqual([
      ["author", "text", true],
      ["role", "text", false],
      ["quote", "text", true],
      ["rating", "number", false],
      ["media_asset_id", "number", false],
    ]);
  });

  it("reads a schema that is itself a preprocess pipe (product tiles)", () => {
    const keys = describeObject(sectionRegistry.product_tiles.schema).map((f) => f.key);
    expect(keys).toContain("title");
    expect(keys).toContain("items");
  });

  it("gives every registered type a form without throwing", () => {
    for (const definition of Object.values(sectionRegistry)) {
      expect(describeObject(definition.schema).length).toBeGreaterThan(0);
    }
  });

  it("keeps the default of an enum with a default (usp icon)", () => {
    const items = describeObject(sectionRegistry.usp_tiles.schema).find((f) => f.key === "items");
    const icon = items?.kind === "list" ? items.item.find((f) => f.key === "icon") : undefined;
    expect(icon).toMatchObject({ kind: "select", defaultValue: "check-circle", required: false });
  });

  it("skips kinds without an input", () => {
    expect(describeObject(z.object({ data: z.record(z.string(), z.string()) }))).toEqual([]);
    expect(describeObject(z.string())).toEqual([]);
  });
});

describe("required", () => {
  it("marks optional, nullable and default values as not required", () => {
    const fields = describeObject(z.object({ a: z.string(), b: z.string().optional(), c: z.string().nullable().optional(), d: z.string().default("x") }));
    expect(fields.map((f) => [f.key, f.kind, f.required])).toEqual([
      ["a", "text", true],
      ["b", "text", false],
      ["c", "text", false],
      ["d", "text", false],
    ]);
  });
});

// The labels, widgets and option names the editor showed when they were global tables keyed by
// settings key (editor/field-labels.ts, MULTILINE_KEYS, IMAGE_SETTING_KEYS): every registered
// type's schema must give the same, now from its fields' meta.
const labelsBefore: Record<string, string> = {
  title: "Titel",
  subtitle: "Untertitel",
  description: "Beschreibung",
  badge: "Badge",
  image: "Bild",
  imageAlt: "Alternativtext des Bildes",
  imagePosition: "Bildposition",
  icon: "Icon",
  key: "Schlüssel (cta markiert die Call-to-Action)",
  variant: "Variante",
  spacing: "Abstand",
  sectionNumber: "Sektionsnummer",
  primaryButtonText: "Text Button 1",
  primaryButtonUrl: "Link Button 1",
  secondaryButtonText: "Text Button 2",
  secondaryButtonUrl: "Link Button 2",
  buttonText: "Button-Text",
  buttonUrl: "Button-Link",
  galleryType: "Galerie-Typ",
  galleryRatio: "Seitenverhältnis",
  galleryFit: "Bildanpassung",
  showDots: "Punkte anzeigen",
  showArrows: "Pfeile anzeigen",
  items: "Einträge",
  text: "Text",
  url: "Link",
  media_asset_id: "Bild aus der Medienbibliothek",
  author: "Name",
  role: "Funktion",
  quote: "Zitat",
  rating: "Bewertung (1–5)",
  showPhone: "Telefonfeld anzeigen",
  showCompany: "Firmenfeld anzeigen",
  submitButtonText: "Text des Absende-Buttons",
  note: "Hinweis",
  heroTitle: "Hero-Titel",
  heroSubtitle: "Hero-Untertitel",
  heroDescription: "Hero-Beschreibung (HTML)",
  features: "Merkmale",
  technicalSpecs: "Technische Daten",
  label: "Bezeichnung",
  value: "Wert",
  materialInfo: "Materialinformation (HTML)",
  cta1Text: "Text Button 1",
  cta1Url: "Link Button 1",
  cta2Text: "Text Button 2",
  cta2Url: "Link Button 2",
};
const multilineBefore = new Set(["description", "heroDescription", "materialInfo", "quote", "text", "note"]);
const pickerBefore = { text: new Set(["image", "logo"]), number: new Set(["media_asset_id", "mediaAssetId"]) };
const optionLabelsBefore: Record<string, string> = {
  right: "Rechts",
  left: "Links",
  sm: "Klein",
  default: "Standard",
  lg: "Gross",
  auto: "Automatisch",
  single: "Einzelbild",
  grid: "Raster",
  carousel: "Karussell",
  cover: "Füllend (cover)",
  contain: "Ganz sichtbar (contain)",
};

/** What the settings form shows of a field: its label, input and option names. */
function shown(field: FieldDescriptor): unknown {
  const input =
    (field.kind === "text" || field.kind === "number") && field.mediaPicker
      ? "picker"
      : field.kind === "text"
        ? field.multiline
          ? "textarea"
          : "input"
        : field.kind === "select"
          ? field.options.map((o) => field.optionLabels?.[o] ?? o)
          : field.kind === "list"
            ? field.item.map(shown)
            : field.kind;
  return [field.key, field.label, input];
}

function shownBefore(field: FieldDescriptor): unknown {
  const input =
    (field.kind === "text" && pickerBefore.text.has(field.key)) || (field.kind === "number" && pickerBefore.number.has(field.key))
      ? "picker"
      : field.kind === "text"
        ? multilineBefore.has(field.key)
          ? "textarea"
          : "input"
        : field.kind === "select"
          ? field.options.map((o) => optionLabelsBefore[o] ?? o)
          : field.kind === "list"
            ? field.item.map(shownBefore)
            : field.kind;
  return [field.key, labelsBefore[field.key] ?? field.key, input];
}

describe("labels and widgets from the schemas' meta", () => {
  it("show every field of every type as the global key tables did", () => {
    for (const type of sectionTypes) {
      const fields = describeObject(sectionRegistry[type].schema);
      expect([type, fields.map(shown)]).toEqual([type, fields.map(shownBefore)]);
    }
  });

  it("give every settings key of every type a label", () => {
    for (const type of sectionTypes) {
      for (const [key, label] of fieldLabelsOf(sectionRegistry[type].schema)) expect([type, key, label]).toEqual([type, key, labelsBefore[key]]);
    }
  });
});
