// The settings form of a section, derived from its type's zod schema (architecture principle 1: the
// registry is the one source). The schema is read through zod's public JSON Schema output, on the
// input side (what the editor types: preprocess steps and coercions are looked through), which also
// carries each field's `.meta()`: its label, widget and option labels (settings-fields.ts).
import { z } from "zod";

interface FieldBase {
  key: string;
  /** The German label (meta `label`); the key itself when the schema gives none. */
  label: string;
  /** False when the schema makes the value optional or gives it a default. */
  required: boolean;
  /** Meta `translation`, where the schema says it (app/features/sections/field-translation.ts decides otherwise). */
  translation?: "translated" | "shared";
}

/**
 * `mediaPicker` (widget "media"): the value is chosen in the media picker — a text holds an image
 * address or 'asset:{id}', a number a library file's id (image-setting-field.tsx).
 */
export type FieldDescriptor =
  | (FieldBase & { kind: "text"; multiline: boolean; mediaPicker?: true; maxLength?: number })
  | (FieldBase & { kind: "select"; options: string[]; optionLabels?: Record<string, string>; defaultValue?: string })
  | (FieldBase & { kind: "checkbox"; defaultValue?: boolean })
  | (FieldBase & { kind: "number"; mediaPicker?: true; min?: number; max?: number; defaultValue?: number })
  | (FieldBase & { kind: "list"; item: FieldDescriptor[]; maxItems?: number });

/** The part of a JSON Schema node the form reads, with the metadata of settings-fields.ts. */
interface JsonNode {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  enum?: unknown[];
  default?: unknown;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  label?: string;
  widget?: z.GlobalMeta["widget"];
  optionLabels?: Record<string, string>;
  translation?: z.GlobalMeta["translation"];
}

/** A bound the form shows; the safe-integer range zod gives every `.int()` is no bound for an editor. */
function bound(value: number | undefined): number | undefined {
  return value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
}

function describeNode(key: string, node: JsonNode, required: boolean): FieldDescriptor | null {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  // A nullable value may be left empty.
  const type = types.find((t) => t !== "null");
  const base = { key, label: node.label ?? key, required: required && !types.includes("null"), ...(node.translation ? { translation: node.translation } : {}) };
  const mediaPicker = node.widget === "media" ? (true as const) : undefined;
  if (node.enum) {
    const options = node.enum.filter((o) => o !== null).map(String);
    return { kind: "select", ...base, options, optionLabels: node.optionLabels, defaultValue: typeof node.default === "string" ? node.default : undefined };
  }
  switch (type) {
    case "string":
      return { kind: "text", ...base, multiline: node.widget === "multiline", mediaPicker, maxLength: node.maxLength };
    case "boolean":
      return { kind: "checkbox", ...base, defaultValue: typeof node.default === "boolean" ? node.default : undefined };
    case "number":
    case "integer":
      return {
        kind: "number",
        ...base,
        mediaPicker,
        min: bound(node.minimum ?? node.exclusiveMinimum),
        max: bound(node.maximum ?? node.exclusiveMaximum),
        defaultValue: typeof node.default === "number" ? node.default : undefined,
      };
    case "array":
      if (!node.items?.properties) return null;
      return { kind: "list", ...base, item: describeProperties(node.items), maxItems: node.maxItems };
    default:
      // Other kinds (records, unions, …) have no input of their own in the form.
      return null;
  }
}

function describeProperties(node: JsonNode): FieldDescriptor[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).flatMap(([key, property]) => {
    const descriptor = describeNode(key, property, required.has(key));
    return descriptor ? [descriptor] : [];
  });
}

const described = new WeakMap<z.core.$ZodType, FieldDescriptor[]>();

/** The form of an object schema (a section's settings), in the schema's key order. */
export function describeObject(schema: z.core.$ZodType): FieldDescriptor[] {
  let fields = described.get(schema);
  if (!fields) {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonNode;
    fields = json.type === "object" ? describeProperties(json) : [];
    described.set(schema, fields);
  }
  return fields;
}

/** The label of each settings key of a schema: its own fields first, then those inside its lists. */
export function fieldLabelsOf(schema: z.core.$ZodType): Map<string, string> {
  const labels = new Map<string, string>();
  const add = (fields: FieldDescriptor[]) => fields.forEach((f) => labels.has(f.key) || labels.set(f.key, f.label));
  const fields = describeObject(schema);
  add(fields);
  fields.forEach((f) => f.kind === "list" && add(f.item));
  return labels;
}
