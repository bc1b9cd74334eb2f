// Placeholders {{name}}, {{email}}, {{message}} in e-mail templates (docs/product/settings-and-email-templates.md, "Placeholders").
import { escapeHtml } from "~/lib/text";

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/gi;

/** Fills placeholders; unknown ones stay as they are so a typo shows in the preview. */
export function fillPlaceholders(template: string, values: Record<string, string>, mode: "html" | "text"): string {
  return template.replace(PLACEHOLDER, (whole, key: string) => {
    const value = values[key.toLowerCase()];
    if (value === undefined) return whole;
    if (mode === "text") return value.replace(/[\r\n]+/g, " ");
    return escapeHtml(value).replace(/\n/g, "<br>");
  });
}

export function placeholdersIn(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1].toLowerCase()))];
}
