// The settings form of a section, derived from its type's zod schema (architecture principle 1: the
// registry is the one source). A pure walk over the schema: zod 4 keeps each node's kind in
// `_zod.def.type`; optional, default, nullable and pipe/preprocess wrappers are unwrapped.
import type { z } from "zod";

export const MULTILINE_KEYS: ReadonlySet<string> = new Set(["description", "heroDescription", "materialInfo", "quote", "text", "note"]);

interface FieldBase {
  key: string;
  /** False when the schema makes the value optional or gives it a default. */
  required: boolean;
}

export type FieldDescriptor =
  | (FieldBase & { kind: "text"; multiline: boolean; maxLength?: number })
  | (FieldBase & { kind: "select"; options: string[]; defaultValue?: string })
  | (FieldBase & { kind: "checkbox"; defaultValue?: boolean })
  | (FieldBase & { kind: "number"; min?: number; max?: number; defaultValue?: number })
  | (FieldBase & { kind: "list"; item: FieldDescriptor[]; maxItems?: number });

type AnySchema = z.core.$ZodType;

interface Unwrapped {
  schema: AnySchema;
  required: boolean;
  defaultValue?: unknown;
}

function defOf(schema: AnySchema) {
  return schema._zod.def;
}

/** Removes wrappers that do not change what the editor types: optional, nullable, default, pipes. */
export function unwrapSchema(schema: AnySchema): Unwrapped {
  let current = schema;
  let required = true;
  let defaultValue: unknown;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    switch (def.type) {
      case "optional":
      case "nullable":
        required = false;
        current = (def as z.core.$ZodOptionalDef).innerType;
        continue;
      case "default":
      case "prefault": {
        required = false;
        const d = def as z.core.$ZodDefaultDef;
        try {
          defaultValue = typeof d.defaultValue === "function" ? (d.defaultValue as () => unknown)() : d.defaultValue;
        } catch {
          defaultValue = undefined;
        }
        current = d.innerType;
        continue;
      }
      case "pipe": {
        // z.preprocess(fn, schema) is a pipe from a transform into the schema: the form edits the schema.
        const d = def as z.core.$ZodPipeDef;
        current = defOf(d.in).type === "transform" ? d.out : d.in;
        continue;
      }
      default:
        return { schema: current, required, defaultValue };
    }
  }
  return { schema: current, required, defaultValue };
}

function checkValue(schema: AnySchema, check: string, field: "maximum" | "value"): number | undefined {
  const checks = defOf(schema).checks ?? [];
  for (const c of checks) {
    const d = c._zod.def as { check: string; maximum?: unknown; value?: unknown };
    if (d.check === check) {
      const value = d[field] ?? d.value;
      if (typeof value === "number" || typeof value === "bigint") return Number(value);
    }
  }
  return undefined;
}

export function describeField(key: string, schema: AnySchema): FieldDescriptor | null {
  const { schema: inner, required, defaultValue } = unwrapSchema(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "string":
      return { kind: "text", key, required, multiline: MULTILINE_KEYS.has(key), maxLength: checkValue(inner, "max_length", "maximum") };
    case "enum": {
      const entries = (def as z.core.$ZodEnumDef).entries;
      return {
        kind: "select",
        key,
        required,
        options: Object.values(entries).map(String),
        defaultValue: typeof defaultValue === "string" ? defaultValue : undefined,
      };
    }
    case "boolean":
      return { kind: "checkbox", key, required, defaultValue: typeof defaultValue === "boolean" ? defaultValue : undefined };
    case "number": {
      const min = checkValue(inner, "greater_than", "value");
      const max = checkValue(inner, "less_than", "value");
      return { kind: "number", key, required, min, max, defaultValue: typeof defaultValue === "number" ? defaultValue : undefined };
    }
    case "array": {
      const element = unwrapSchema((def as z.core.$ZodArrayDef).element).schema;
      if (defOf(element).type !== "object") return null;
      return { kind: "list", key, required, item: describeObject(element), maxItems: checkValue(inner, "max_length", "maximum") };
    }
    default:
      // Other kinds (records, unions, …) have no input of their own in the form.
      return null;
  }
}

/** The form of an object schema (a section's settings, or one list item), in the schema's key order. */
export function describeObject(schema: AnySchema): FieldDescriptor[] {
  const { schema: inner } = unwrapSchema(schema);
  const def = defOf(inner);
  if (def.type !== "object") return [];
  const shape = (def as z.core.$ZodObjectDef).shape;
  return Object.entries(shape).flatMap(([key, field]) => {
    const descriptor = describeField(key, field);
    return descriptor ? [descriptor] : [];
  });
}
