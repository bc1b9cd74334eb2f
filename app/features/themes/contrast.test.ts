import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { palette } from "#db/seed/illustrations/svg";
import { themeNames } from "./themes";

// WCAG 2.x relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance).
function relativeLuminance(hex: string): number {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The custom properties of the rule whose selector list names the theme. */
function themeVariables(css: string, theme: string): Record<string, string> {
  const vars: Record<string, string> = {};
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = match[1].split(",").map((s) => s.trim());
    if (!selectors.includes(`[data-theme="${theme}"]`)) continue;
    for (const declaration of match[2].matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) vars[declaration[1]] = declaration[2].trim();
  }
  return vars;
}

const css = readFileSync(fileURLToPath(new URL("../../site-base.css", import.meta.url)), "utf8");

describe("contrast helper", () => {
  it("matches known WCAG values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

// [foreground token, background token, minimum ratio]
const pairs: [string, string, number][] = [
  ["foreground", "background", 4.5],
  ["muted-foreground", "background", 4.5],
  ["muted-foreground", "muted", 4.5],
  ["primary-foreground", "primary", 4.5],
  ["accent-foreground", "accent", 4.5],
  ["foreground", "muted", 4.5],
  ["card-foreground", "card", 4.5],
  ["secondary-foreground", "secondary", 4.5],
  // Links are text-primary on the page background.
  ["primary", "background", 4.5],
  ["destructive", "background", 4.5],
  // Status badges ('Veröffentlicht', 'Eingeschaltet.') are text-success on cards and the page.
  ["success", "card", 4.5],
  ["success", "background", 4.5],
  // Focus outlines are non-text contrast (WCAG 1.4.11).
  ["ring", "background", 3],
];

describe.each(themeNames)("theme %s", (theme) => {
  const vars = themeVariables(css, theme);

  it("defines every colour token", () => {
    for (const [fg, bg] of pairs) {
      expect(vars[fg], `--${fg}`).toMatch(/^#[0-9a-f]{3,6}$/i);
      expect(vars[bg], `--${bg}`).toMatch(/^#[0-9a-f]{3,6}$/i);
    }
  });

  it.each(pairs)("%s on %s reaches %s:1", (fg, bg, minimum) => {
    expect(contrastRatio(vars[fg], vars[bg])).toBeGreaterThanOrEqual(minimum);
  });
});

// The seeded logo's wordmark (ink and the smaller soft ink, drawn for light paper) stays
// legible in every theme: on the theme's logo plate where it has one, else on the page background
// (header) and on the muted footer.
describe.each(themeNames)("logo wordmark in theme %s", (theme) => {
  const vars = themeVariables(css, theme);
  const behind = (surface: string) => vars["logo-plate"] ?? vars[surface];
  it.each([
    ["ink", palette.ink],
    ["inkSoft", palette.inkSoft],
  ])("%s reaches 4.5:1 in the header and the footer", (_name, colour) => {
    expect(contrastRatio(colour, behind("background"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour, behind("muted"))).toBeGreaterThanOrEqual(4.5);
  });
});

describe("palettes", () => {
  it("are clearly distinct", () => {
    const primaries = themeNames.map((theme) => themeVariables(css, theme).primary);
    const backgrounds = themeNames.map((theme) => themeVariables(css, theme).background);
    expect(new Set(primaries).size).toBe(3);
    expect(new Set(backgrounds).size).toBe(3);
  });
});
