// Scenes that are not one product: home hero, company building, team, workshop, showroom, logo,
// and the four category pictures composed of product motifs.
import { birthTub, nursingChair } from "./motifs-birth";
import { careBathtub, showerChair } from "./motifs-care";
import { instrumentTrolley, liftingWashbasin, liftingWc, steelCounter } from "./motifs-ward";
import { plant, thermalSpa } from "./motifs-wellness";
import { backdrop, circle, group, line, palette, path, rect, type Tint, tints } from "./svg";

function mountains(y: number, width: number) {
  return (
    path(
      `M0,${y} L220,${y - 200} L360,${y - 110} L560,${y - 290} L760,${y - 120} L900,${y - 210} L1100,${y - 60} L1300,${y - 240} L1480,${y - 100} L${width},${y - 170} L${width},${y} Z`,
      palette.blueSoft,
      { opacity: 0.8 },
    ) +
    path(`M520,${y - 250} L560,${y - 290} L600,${y - 250} L580,${y - 240} L560,${y - 255} L540,${y - 240} Z`, palette.white) +
    path(`M1262,${y - 205} L1300,${y - 240} L1340,${y - 203} L1318,${y - 196} L1300,${y - 210} L1284,${y - 196} Z`, palette.white) +
    path(`M0,${y} L300,${y - 90} L520,${y - 40} L820,${y - 120} L1120,${y - 30} L1400,${y - 100} L${width},${y - 50} L${width},${y} Z`, palette.blueMid, {
      opacity: 0.45,
    })
  );
}

export function heroScene(tint: Tint) {
  const win = "M940,720 V330 A260,260 0 0 1 1460,330 V720 Z";
  return (
    backdrop(1600, 900, tint) +
    `<clipPath id="heroWindow"><path d="${win}"/></clipPath>` +
    path(win, "url(#sky)") +
    group(circle(1300, 300, 80, palette.coralSoft, { opacity: 0.8 }) + mountains(720, 1600), undefined, { "clip-path": "url(#heroWindow)" }) +
    path(win, "none", { stroke: palette.white, "stroke-width": 18 }) +
    line(1200, 70, 1200, 720, palette.white, 12) +
    line(940, 440, 1460, 440, palette.white, 12) +
    plant(260, 660, "#7FA898") +
    group(birthTub("front", "contessa", tint), "translate(60,100) scale(0.86)") +
    path("M0,840 C300,780 600,900 900,840 S1400,780 1600,830 L1600,900 L0,900 Z", tint.accentPale, { opacity: 0.9 })
  );
}

export function buildingScene(tint: Tint) {
  let out = rect(0, 0, 1600, 900, "url(#sky)") + circle(1320, 170, 70, palette.coralSoft, { opacity: 0.7 }) + mountains(560, 1600);
  out += path("M0,560 Q800,500 1600,560 L1600,900 L0,900 Z", palette.sand);
  out += rect(380, 300, 840, 420, palette.white, 6, { stroke: palette.sandDark, "stroke-width": 3 });
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 8; c++) out += rect(410 + c * 100, 330 + r * 110, 84, 84, "url(#glass)", 4);
  }
  out += rect(380, 280, 840, 26, palette.ink, 4);
  out += rect(1220, 440, 260, 280, palette.sandDark, 6) + rect(1250, 480, 200, 60, "url(#glass)", 4) + rect(1250, 570, 200, 60, "url(#glass)", 4);
  out += rect(700, 600, 200, 120, palette.inkSoft, 4) + rect(720, 620, 160, 100, "url(#glass)", 2) + rect(660, 580, 280, 24, tint.accent, 6);
  out += emblem(1150, 350, 34);
  for (const [x, s] of [
    [250, 1],
    [320, 0.8],
    [1540, 0.9],
  ] as const) {
    out +=
      rect(x - 8, 720 - 160 * s, 16, 160 * s, "#8C7A66", 6) +
      circle(x, 720 - 190 * s, 80 * s, "#7FA898") +
      circle(x + 30 * s, 720 - 150 * s, 60 * s, "#6E9888");
  }
  out += rect(0, 720, 1600, 180, palette.sand) + path("M560,900 L740,720 H860 L1040,900 Z", palette.sandDark, { opacity: 0.6 });
  return out;
}

const skin = ["#F1C7A9", "#D9A07E", "#8D5A3B", "#F3D2B8", "#C68863"];

function person(cx: number, cy: number, scale: number, top: string, skinTone: string, hair: string, extra = "") {
  const s = scale;
  return group(
    path(`M${-150},300 Q${-150},120 0,110 Q150,120 150,300 Z`, top) +
      rect(-30, 60, 60, 70, skinTone, 20) +
      circle(0, 0, 85, skinTone) +
      path("M-88,-4 Q-90,-100 0,-100 Q90,-100 88,-4 Q70,-60 0,-62 Q-70,-60 -88,-4 Z", hair) +
      extra,
    `translate(${cx},${cy}) scale(${s})`,
  );
}

export function teamScene(tint: Tint) {
  const coat = palette.white;
  const stethoscope =
    path("M-60,130 Q-60,220 0,230 Q60,220 60,130", "none", { stroke: palette.ink, "stroke-width": 8 }) + circle(0, 236, 14, palette.steelDark);
  return (
    rect(0, 0, 1200, 1200, tint.backdrop) +
    circle(600, 560, 470, tint.blob) +
    circle(230, 250, 120, tint.accentPale) +
    person(330, 520, 1.05, palette.blueMid, skin[1], palette.ink) +
    person(600, 470, 1.1, coat, skin[0], "#8C5A36", stethoscope) +
    person(870, 520, 1.05, tint.accentSoft, skin[2], "#2B2B2B") +
    person(460, 780, 1.15, palette.blue, skin[3], "#C99B5B") +
    person(760, 780, 1.15, tint.accent, skin[4], "#4A3426") +
    rect(0, 1110, 1200, 90, palette.sand)
  );
}

export function workshopScene(tint: Tint) {
  let out = rect(0, 0, 1600, 900, "#F1ECE6") + rect(0, 700, 1600, 200, palette.sandDark);
  for (let c = 0; c < 5; c++) out += rect(120 + c * 280, 80, 240, 300, "url(#sky)", 6, { stroke: palette.white, "stroke-width": 10 });
  for (const x of [420, 800, 1180]) {
    out += line(x, 0, x, 90, palette.ink, 4) + path(`M${x - 50},130 L${x + 50},130 L${x + 24},90 L${x - 24},90 Z`, palette.ink);
    out += path(`M${x - 50},130 L${x + 50},130 L${x + 160},520 L${x - 160},520 Z`, tint.accentPale, { opacity: 0.35 });
  }
  out += rect(1260, 420, 260, 300, palette.steel, 6, { stroke: palette.steelMid, "stroke-width": 3 });
  for (const y of [500, 590]) out += line(1260, y, 1520, y, palette.steelMid, 4);
  for (const [x, y, c] of [
    [1280, 440, tint.accentSoft],
    [1360, 450, palette.blueSoft],
    [1290, 520, palette.white],
    [1400, 530, tint.accentPale],
    [1300, 610, palette.blueSoft],
  ] as const) {
    out += rect(x, y, 70, 50, c, 6, { stroke: palette.steelMid, "stroke-width": 2 });
  }
  out += line(520, 560, 480, 740, palette.steelDark, 16) + line(1080, 560, 1120, 740, palette.steelDark, 16) + rect(470, 540, 660, 30, palette.steelDark, 8);
  out += group(birthTub("front", "generosa", tint), "translate(160,110) scale(0.8)");
  out += rect(150, 560, 220, 160, palette.white, 8, { stroke: palette.sandDark, "stroke-width": 3 }) + rect(170, 580, 180, 14, tint.accent, 6);
  return out;
}

export function showroomScene(tint: Tint) {
  let out = rect(0, 0, 1600, 900, tint.backdrop) + rect(0, 680, 1600, 220, palette.sand);
  for (const x of [300, 800, 1300]) {
    out += rect(x - 30, 0, 60, 24, palette.ink, 6) + path(`M${x - 30},24 L${x + 30},24 L${x + 190},680 L${x - 190},680 Z`, palette.white, { opacity: 0.35 });
  }
  out += rect(120, 640, 1360, 60, palette.white, 10, { stroke: palette.sandDark, "stroke-width": 3 });
  out += group(birthTub("front", "contessa", tint), "translate(20,150) scale(0.62)");
  out += group(careBathtub("comfortline", tints.blue), "translate(640,190) scale(0.58)");
  out += plant(1450, 640, "#7FA898");
  out += emblem(800, 200, 60);
  return out;
}

export function categoryScene(category: "geburt" | "pflege" | "stationseinrichtungen" | "wellness", tint: Tint) {
  switch (category) {
    case "geburt":
      return (
        backdrop(1600, 900, tint) +
        group(birthTub("front", "contessa", tint), "translate(-60,40) scale(0.92)") +
        group(nursingChair(tint), "translate(760,300) scale(0.58)")
      );
    case "pflege":
      return (
        backdrop(1600, 900, tint) +
        group(careBathtub("comfortline", tint), "translate(-80,90) scale(0.86)") +
        group(showerChair(tint), "translate(760,290) scale(0.6)")
      );
    case "stationseinrichtungen":
      return (
        backdrop(1600, 900, tint) +
        group(steelCounter(tint), "translate(-70,80) scale(0.86)") +
        group(instrumentTrolley(tint), "translate(820,320) scale(0.56)")
      );
    case "wellness":
      return backdrop(1600, 900, tint) + thermalSpa(tint);
  }
}

const DROP = "M150,62 C190,118 222,152 222,190 A72,72 0 0 1 78,190 C78,152 110,118 150,62 Z";

/** The company emblem (as in the logo) at any size. */
function emblem(cx: number, cy: number, r: number) {
  const s = r / 118;
  return group(circle(150, 150, 118, palette.coral) + path(DROP, palette.white), `translate(${cx - 150 * s},${cy - 150 * s}) scale(${s})`);
}

/** Emblem (a drop holding a wave) and the wordmark; transparent background, 1200×300. */
export function logoArtwork() {
  const font = "Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif";
  return (
    circle(150, 150, 118, palette.coral) +
    path(DROP, palette.white) +
    path("M92,196 q29,-26 58,0 q29,26 58,0", "none", { stroke: palette.coral, "stroke-width": 12, "stroke-linecap": "round" }) +
    `<text x="308" y="170" font-family="${font}" font-size="132" font-weight="bold" fill="${palette.ink}" letter-spacing="2">Auralis</text>` +
    `<text x="314" y="238" font-family="${font}" font-size="40" fill="${palette.inkSoft}" letter-spacing="9">MEDIZINTECHNIK AG</text>`
  );
}

/** Sanitary range: the lifting washbasin and the lifting WC side by side. */
export function sanitaryScene(tint: Tint) {
  return backdrop(1600, 900, tint) + group(liftingWashbasin(tint), "translate(-120,90) scale(0.86)") + group(liftingWc(tint), "translate(500,90) scale(0.86)");
}
