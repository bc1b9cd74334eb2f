import { z } from "zod";
import type { ImageLayout } from "./image-layouts";
import type { SectionWrapperVariant } from "./section-wrapper";

export interface SectionDefinition<T extends string, S extends z.ZodType> {
  type: T;
  /** The German label the CMS shows (docs/product/sections.md, "Section types"). */
  label: string;
  schema: S;
  /** Settings a new section of this type starts with. */
  defaults: Partial<z.input<S>> & Record<string, unknown>;
  /** Settings keys holding HTML, sanitised on the server ("features.description" = inside each item). */
  htmlKeys?: readonly string[];
  /** How many library files the section's media picker may choose (docs/product/media.md, "Pickers"). */
  maxMedia: number;
  /** In first place, the section's title is the page's <h1> (docs/product/sections.md, "Which section opens the page"; page-opening.ts). */
  opensPage?: true;
  /** The wrapper's surface when the settings choose no variant; "default" when not given. */
  defaultVariant?: SectionWrapperVariant;
  /** The section's own picture (its image setting), as the renderer draws it; none when not given. */
  image?: SectionImage;
}

export interface SectionImage {
  /** The layout width the renderer gives it (image-layouts.ts). */
  layout: ImageLayout;
  /** Another width for a surface variant (product_teaser's 'contessa-highlight'). */
  variantLayouts?: Partial<Record<string, ImageLayout>>;
  /** Without an image setting, the section's first library file is its picture (useSectionImage). */
  fallbackToMedia?: true;
}

export function defineSection<const T extends string, S extends z.ZodType>(definition: SectionDefinition<T, S>) {
  return definition;
}

export interface SettingsProblem {
  path: string;
  message: string;
}

/**
 * Parses stored settings so that one bad value never costs the whole section: a top-level key that
 * fails is dropped, a list item that fails is dropped, and every drop is reported (decision 0003; docs/product/sections.md, "Settings by type").
 */
export function parseSettingsLeniently<S extends z.ZodType>(schema: S, raw: unknown): { settings: z.output<S>; problems: SettingsProblem[] } {
  const problems: SettingsProblem[] = [];
  const input = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (raw != null && input !== raw) problems.push({ path: "", message: "Einstellungen sind kein Objekt" });
  const whole = schema.safeParse(input);
  if (whole.success) return { settings: whole.data, problems };

  // Work on a copy: remove or repair each failing path, then try again (bounded by the issue count).
  const working: Record<string, unknown> = structuredClone(input);
  for (let round = 0; round < 5; round++) {
    const attempt = schema.safeParse(working);
    if (attempt.success) return { settings: attempt.data, problems };
    for (const issue of attempt.error.issues) {
      const [key, index] = issue.path;
      if (typeof key !== "string" && typeof key !== "number") continue;
      const value = working[key as string];
      if (Array.isArray(value) && typeof index === "number") {
        problems.push({ path: `${String(key)}[${index}]`, message: issue.message });
        value[index] = undefined;
      } else if (key in working) {
        problems.push({ path: String(key), message: issue.message });
        delete working[key as string];
      }
    }
    for (const [key, value] of Object.entries(working)) {
      if (Array.isArray(value)) working[key] = value.filter((v) => v !== undefined);
    }
  }
  const last = schema.safeParse({});
  return { settings: (last.success ? last.data : {}) as z.output<S>, problems };
}
