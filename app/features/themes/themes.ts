// The three site themes (docs/product/public-site.md, "Themes"; the default is human-care). The palettes live
// in app/site-base.css under [data-theme="…"]; this module only knows their names.

export const themeNames = ["human-care", "clean-medical", "modern-tech"] as const;

export type ThemeName = (typeof themeNames)[number];

export type ThemeSource = "page" | "default";

export const defaultTheme: ThemeName = "human-care";

/** localStorage key of the visitor's choice; root.tsx's boot script reads the same key. */
export const themeStorageKey = "theme";

export const themes: Record<ThemeName, { label: string; description: string }> = {
  "human-care": { label: "Human Care", description: "Wärme & Menschlichkeit" },
  "clean-medical": { label: "Clean Medical", description: "Vertrauen & Professionalität" },
  "modern-tech": { label: "Modern Tech", description: "Innovation & Technologie" },
};

// One screen of the original product names the third theme simply 'modern' (docs/product/public-site.md, "Themes").
const aliases: Record<string, ThemeName> = { modern: "modern-tech" };

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (themeNames as readonly string[]).includes(value);
}

/** A stored or typed theme value in any accepted spelling, or null when it names no theme. */
export function parseThemeName(value: string | null | undefined): ThemeName | null {
  const key = (value ?? "").trim().toLowerCase();
  if (isThemeName(key)) return key;
  return aliases[key] ?? null;
}

/**
 * The theme the server renders: a valid page theme wins, otherwise the default. The visitor's stored
 * choice only applies to pages without a theme and is set before paint by root.tsx's script.
 */
export function resolveTheme(pageTheme: string | null | undefined): { name: ThemeName; source: ThemeSource } {
  const name = parseThemeName(pageTheme);
  return name ? { name, source: "page" } : { name: defaultTheme, source: "default" };
}
