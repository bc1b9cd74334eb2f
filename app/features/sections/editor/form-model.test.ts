import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sectionRegistry } from "../registry";
import { describeObject, unwrapSchema } from "./form-model";

describe("describeObject", () => {
  it("turns strings, enums, booleans and numbers into inputs", () => {
    const fields = describeObject(
      z.object({
        title: z.string().trim().max(300).optional(),
        description: z.string().optional(),
        imagePosition: z.enum(["right", "left"]).optional(),
        showDots: z.boolean().optional(),
        rating: z.coerce.number().int().min(1).max(5).default(5),
      }),
    );
    expect(fields).toEqual([
      { kind: "text", key: "title", required: false, multiline: false, maxLength: 300 },
      { kind: "text", key: "description", required: false, multiline: true, maxLength: undefined },
      { kind: "select", key: "imagePosition", required: false, options: ["right", "left"], defaultValue: undefined },
      { kind: "checkbox", key: "showDots", required: false, defaultValue: undefined },
      { kind: "number", key: "rating", required: false, min: 1, max: 5, defaultValue: 5 },
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

describe("unwrapSchema", () => {
  it("marks optional and default values as not required", () => {
    expect(unwrapSchema(z.string()).required).toBe(true);
    expect(unwrapSchema(z.string().optional()).required).toBe(false);
    expect(unwrapSchema(z.string().nullable().optional()).schema._zod.def.type).toBe("string");
  });
});
