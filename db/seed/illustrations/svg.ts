// Small building blocks for the generated flat illustrations: palette, shapes, backdrop, label.
// Everything is plain SVG text so that sharp (librsvg) renders it without fonts or files, except
// the small product label and the logo wordmark, which use a common sans-serif font.

export const palette = {
  cream: "#F8F3ED",
  sand: "#EFE5DA",
  sandDark: "#DCCBB9",
  warmGrey: "#B9AEA3",
  ink: "#2F3A48",
  inkSoft: "#5B6675",
  coral: "#E6462E",
  coralSoft: "#F29A86",
  coralPale: "#FBE0D8",
  blue: "#4F7FA8",
  blueMid: "#7FAAD0",
  blueSoft: "#A9C7E0",
  bluePale: "#DCEAF5",
  water: "#8CBFE3",
  steel: "#DCE2E7",
  steelMid: "#BCC6CF",
  steelDark: "#8E9BA7",
  white: "#FFFFFF",
} as const;

/** A colour scheme per picture, so that related products still look distinct. */
export interface Tint {
  accent: string;
  accentSoft: string;
  accentPale: string;
  backdrop: string;
  blob: string;
}

export const tints = {
  coral: { accent: palette.coral, accentSoft: palette.coralSoft, accentPale: palette.coralPale, backdrop: palette.cream, blob: palette.bluePale },
  blue: { accent: palette.blue, accentSoft: palette.blueSoft, accentPale: palette.bluePale, backdrop: "#F3F6F9", blob: palette.coralPale },
  sand: { accent: "#C9794F", accentSoft: "#E4B89C", accentPale: "#F5E6DA", backdrop: palette.cream, blob: palette.bluePale },
  sage: { accent: "#5E8C7E", accentSoft: "#A8C8BC", accentPale: "#E1EEE8", backdrop: "#F5F7F3", blob: palette.coralPale },
} satisfies Record<string, Tint>;
export type TintName = keyof typeof tints;

export const WIDE = { width: 1600, height: 900 } as const;
export const SQUARE = { width: 1200, height: 1200 } as const;

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, rx, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attrs = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...extra })}/>`;
export const polyline = (points: [number, number][], stroke: string, width: number, extra: Attrs = {}) =>
  `<polyline ${attrs({ points: points.map((p) => p.join(",")).join(" "), fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", ...extra })}/>`;
export const group = (content: string, transform?: string, extra: Attrs = {}) => `<g ${attrs({ transform, ...extra })}>${content}</g>`;

/** A soft shadow on the floor under an object. */
export const floorShadow = (cx: number, y: number, rx: number) => ellipse(cx, y, rx, rx * 0.07, palette.ink, { opacity: 0.1 });

/** A gentle wave line, e.g. on a water surface. */
export function wave(x: number, y: number, width: number, amplitude: number, period: number, stroke: string, strokeWidth: number, opacity = 1) {
  let d = `M${x},${y}`;
  const half = period / 2;
  for (let px = x, up = true; px < x + width; px += half, up = !up) {
    const next = Math.min(px + half, x + width);
    d += ` Q${(px + next) / 2},${y + (up ? -amplitude : amplitude)} ${next},${y}`;
  }
  return path(d, "none", { stroke, "stroke-width": strokeWidth, "stroke-linecap": "round", opacity });
}

/** Rising bubbles (deterministic: the same picture on every run). */
export function bubbles(cx: number, cy: number, spread: number, count: number, color: string, seed = 1) {
  let s = seed * 9301 + 49297;
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = cx + (rnd() - 0.5) * spread * 2;
    const y = cy - rnd() * spread * 0.9;
    const r = 6 + rnd() * 16;
    out += circle(Math.round(x), Math.round(y), Math.round(r), "none", { stroke: color, "stroke-width": 4, opacity: 0.75 });
  }
  return out;
}

/** Castor wheel. */
export const castor = (cx: number, cy: number, r = 16) => circle(cx, cy, r, palette.ink) + circle(cx, cy, r * 0.4, palette.steelMid);

/** Up/down arrow pair that signals height adjustment. */
export function heightArrows(x: number, y: number, color: string, size = 34) {
  return (
    path(`M${x},${y - size * 1.6} l${size * 0.6},${size * 0.7} h${-size * 1.2} z`, color) +
    rect(x - 4, y - size * 0.9, 8, size * 1.8, color, 4) +
    path(`M${x},${y + size * 1.6} l${size * 0.6},${-size * 0.7} h${-size * 1.2} z`, color)
  );
}

/** Linear gradient definitions used by several motifs (stainless steel, water, glass). */
export function sharedDefs(tint: Tint) {
  return `<defs>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F4F6F8"/><stop offset="0.55" stop-color="${palette.steel}"/><stop offset="1" stop-color="${palette.steelMid}"/></linearGradient>
  <linearGradient id="steelV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F7F9FA"/><stop offset="1" stop-color="${palette.steelMid}"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.water}"/><stop offset="1" stop-color="${palette.blue}"/></linearGradient>
  <linearGradient id="shell" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.white}"/><stop offset="1" stop-color="${palette.sand}"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bluePale}"/><stop offset="1" stop-color="${palette.blueSoft}"/></linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint.accent}"/><stop offset="1" stop-color="${tint.accentSoft}"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.bluePale}"/><stop offset="1" stop-color="${palette.cream}"/></linearGradient>
</defs>`;
}

/** Room-like background: a wall with two soft shapes and a floor band. */
export function backdrop(width: number, height: number, tint: Tint, floorY = Math.round(height * 0.8)) {
  return (
    rect(0, 0, width, height, tint.backdrop) +
    circle(Math.round(width * 0.82), Math.round(height * 0.2), Math.round(height * 0.42), tint.blob, { opacity: 0.9 }) +
    circle(Math.round(width * 0.12), Math.round(height * 0.72), Math.round(height * 0.3), tint.accentPale, { opacity: 0.8 }) +
    rect(0, floorY, width, height - floorY, palette.sand) +
    rect(0, floorY, width, 6, palette.sandDark, 0, { opacity: 0.6 })
  );
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A small, unobtrusive name tag in the lower left corner. */
export function nameTag(text: string, height: number, tint: Tint) {
  const fontSize = Math.round(height * 0.032);
  const padX = Math.round(fontSize * 0.9);
  const width = Math.round(text.length * fontSize * 0.56 + padX * 2 + fontSize * 0.9);
  const h = Math.round(fontSize * 2);
  const x = Math.round(height * 0.05);
  const y = height - h - Math.round(height * 0.045);
  return (
    rect(x, y, width, h, palette.white, h / 2, { opacity: 0.92 }) +
    circle(x + padX, y + h / 2, Math.round(fontSize * 0.28), tint.accent) +
    `<text x="${x + padX + fontSize * 0.7}" y="${y + h / 2 + fontSize * 0.36}" font-family="Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="bold" fill="${palette.ink}">${escapeXml(text)}</text>`
  );
}

export function svgDocument(width: number, height: number, body: string, tint: Tint) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${sharedDefs(tint)}${body}</svg>`;
}

export { escapeXml };
