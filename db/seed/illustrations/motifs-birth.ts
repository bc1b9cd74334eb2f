// Birth and postpartum motifs: birthing tubs (three views), nursing chair, changing tables.
// Drawn on the wide 1600×900 canvas with the floor at y≈720.
import { bubbles, circle, ellipse, floorShadow, heightArrows, line, palette, path, rect, type Tint, wave } from "./svg";

export type TubStyle = "contessa" | "generosa" | "aqua-plus" | "comfort";
export type TubView = "front" | "top" | "detail";

function tubFaucet(x: number, tint: Tint) {
  return (
    rect(x, 360, 26, 372, palette.steelDark, 13) +
    path(`M${x + 13},372 q0,-46 -56,-46 h-46`, "none", { stroke: palette.steelDark, "stroke-width": 20, "stroke-linecap": "round" }) +
    rect(x - 14, 470, 54, 28, tint.accent, 14) +
    path(`M${x - 92},338 q-6,40 0,80`, "none", { stroke: palette.water, "stroke-width": 10, "stroke-linecap": "round", opacity: 0.8 })
  );
}

function tubFront(style: TubStyle, tint: Tint) {
  const angular = style === "generosa";
  const rx = angular ? 430 : 400;
  const ry = angular ? 82 : 95;
  const body = angular
    ? `M${800 - rx},470 L${800 - rx + 40},700 Q${800 - rx + 50},734 ${800 - rx + 92},734 L${800 + rx - 92},734 Q${800 + rx - 50},734 ${800 + rx - 40},700 L${800 + rx},470 Z`
    : `M${800 - rx},470 C${800 - rx},660 ${800 - rx + 120},734 800,734 C${800 + rx - 120},734 ${800 + rx},660 ${800 + rx},470 Z`;
  let out = floorShadow(800, 744, rx + 40);
  if (style === "comfort") {
    out += rect(230, 640, 150, 96, palette.sandDark, 14) + rect(222, 628, 166, 24, palette.white, 12, { stroke: palette.sandDark, "stroke-width": 3 });
  }
  out += path(body, "url(#shell)", { stroke: palette.sandDark, "stroke-width": 3 });
  if (angular) {
    for (const x of [560, 680, 800, 920, 1040]) out += line(x, 560, x, 725, palette.sandDark, 3, { opacity: 0.7 });
  }
  out += path(
    angular
      ? `M${800 - rx + 22},590 L${800 + rx - 22},590`
      : `M${800 - rx + 28},580 C${800 - rx + 52},672 ${800 - rx + 170},702 800,702 C${800 + rx - 170},702 ${800 + rx - 52},672 ${800 + rx - 28},580`,
    "none",
    { stroke: tint.accent, "stroke-width": 12, "stroke-linecap": "round" },
  );
  out += ellipse(800, 470, rx, ry, palette.white, { stroke: palette.sandDark, "stroke-width": 3 });
  out += ellipse(800, 478, rx - 46, ry - 24, "url(#water)");
  out += ellipse(800 - rx + 150, 474, 90, ry - 46, palette.bluePale, { opacity: 0.55 });
  out += wave(800 - rx + 90, 470, 2 * rx - 180, 7, 90, palette.white, 5, 0.85);
  out += wave(800 - rx + 150, 496, 2 * rx - 300, 5, 80, palette.white, 4, 0.6);
  out += rect(800 - rx + 60, 440, 74, 18, tint.accent, 9) + rect(800 + rx - 134, 440, 74, 18, tint.accent, 9);
  out += bubbles(880, 450, 110, style === "aqua-plus" ? 12 : 7, palette.white, style.length);
  out += tubFaucet(800 + rx + 46, tint);
  return out;
}

function tubTop(style: TubStyle, tint: Tint) {
  const angular = style === "generosa";
  let out = "";
  // Tiled floor seen from above.
  for (let x = 0; x <= 1600; x += 160) out += line(x, 0, x, 900, palette.sandDark, 2, { opacity: 0.35 });
  for (let y = 0; y <= 900; y += 160) out += line(0, y, 1600, y, palette.sandDark, 2, { opacity: 0.35 });
  out += angular
    ? rect(230, 160, 1140, 580, palette.white, 210, { stroke: palette.sandDark, "stroke-width": 4 }) + rect(290, 212, 1020, 476, "url(#water)", 170)
    : ellipse(800, 450, 580, 310, palette.white, { stroke: palette.sandDark, "stroke-width": 4 }) + ellipse(800, 450, 510, 250, "url(#water)");
  out += ellipse(450, 450, 110, 190, palette.bluePale, { opacity: 0.45 });
  for (const r of [40, 90, 150, 220]) out += ellipse(930, 450, r * 1.3, r, "none", { stroke: palette.white, "stroke-width": 5, opacity: 0.55 - r / 600 });
  out += circle(1200, 450, 18, palette.steelDark) + circle(1200, 450, 8, palette.steel);
  for (const [x, y, rot] of [
    [560, 176, -8],
    [1040, 176, 8],
    [560, 724, 8],
    [1040, 724, -8],
  ] as const) {
    out += rect(x - 50, y - 11, 100, 22, tint.accent, 11, { transform: `rotate(${rot} ${x} ${y})` });
  }
  out += bubbles(760, 470, 140, 9, palette.white, 3);
  return out;
}

function tubDetail(style: TubStyle, tint: Tint) {
  let out = "";
  out += path("M-40,300 Q800,190 1640,300 L1640,600 Q800,480 -40,600 Z", "url(#water)");
  out += path("M-40,300 Q800,190 1640,300", "none", { stroke: palette.white, "stroke-width": 34 });
  out += wave(60, 380, 1480, 10, 120, palette.white, 6, 0.8);
  out += wave(160, 440, 1280, 8, 100, palette.white, 5, 0.6);
  out += wave(100, 500, 1400, 6, 90, palette.white, 4, 0.45);
  out += bubbles(620, 420, 260, 14, palette.white, 7);
  out += path("M-40,600 Q800,480 1640,600 L1640,900 L-40,900 Z", "url(#shell)");
  out += path("M-40,600 Q800,480 1640,600", "none", { stroke: palette.white, "stroke-width": 44 });
  out += path("M-40,600 Q800,480 1640,600", "none", { stroke: palette.sandDark, "stroke-width": 3, transform: "translate(0,22)" });
  out += path("M-40,720 Q800,610 1640,720", "none", { stroke: tint.accent, "stroke-width": 14, opacity: style === "generosa" ? 0.6 : 1 });
  out += rect(420, 520, 190, 34, tint.accent, 17, { transform: "rotate(-4 515 537)" });
  // Thermostat mixer on the far rim.
  out += rect(1180, 150, 40, 120, palette.steelDark, 14) + rect(1150, 150, 100, 36, palette.steelMid, 18) + circle(1262, 168, 22, tint.accent);
  out += path("M1200,170 q-70,0 -90,40", "none", { stroke: palette.steelDark, "stroke-width": 22, "stroke-linecap": "round" });
  out += path("M1108,214 q-8,60 0,130", "none", { stroke: palette.white, "stroke-width": 12, "stroke-linecap": "round", opacity: 0.8 });
  return out;
}

export function birthTub(view: TubView, style: TubStyle, tint: Tint) {
  if (view === "top") return tubTop(style, tint);
  if (view === "detail") return tubDetail(style, tint);
  return tubFront(style, tint);
}

export function nursingChair(tint: Tint) {
  return (
    floorShadow(760, 744, 320) +
    ellipse(780, 732, 170, 22, palette.steelDark) +
    rect(764, 610, 32, 122, palette.steelDark, 10) +
    // Backrest, reclined.
    path("M650,580 L560,250 Q552,210 592,202 L708,184 Q744,180 752,216 L830,560 Z", tint.accentSoft) +
    path("M620,470 L576,262", "none", { stroke: palette.white, "stroke-width": 4, opacity: 0.6 }) +
    rect(574, 196, 150, 56, palette.white, 28, { transform: "rotate(-10 649 224)", opacity: 0.95 }) +
    // Seat and footrest.
    rect(600, 540, 420, 92, tint.accentSoft, 40) +
    rect(630, 552, 360, 20, palette.white, 10, { opacity: 0.4 }) +
    line(1000, 600, 1080, 640, palette.steelDark, 12) +
    rect(1060, 600, 230, 52, tint.accentSoft, 26) +
    // Armrest in front.
    rect(626, 468, 320, 42, palette.sandDark, 21) +
    rect(880, 504, 26, 60, palette.sandDark, 10) +
    // Side table with a glass of water.
    ellipse(1380, 500, 90, 18, palette.white, { stroke: palette.sandDark, "stroke-width": 3 }) +
    rect(1372, 500, 16, 224, palette.sandDark, 8) +
    ellipse(1380, 728, 60, 12, palette.sandDark) +
    rect(1360, 430, 36, 66, palette.bluePale, 6, { stroke: palette.blueSoft, "stroke-width": 3 }) +
    rect(1364, 458, 28, 34, palette.water, 4, { opacity: 0.7 }) +
    circle(1340, 240, 70, tint.accentPale) +
    circle(1340, 240, 40, palette.white, { opacity: 0.6 })
  );
}

export function changingTable(variant: "flex" | "hygiena", tint: Tint) {
  let out = floorShadow(800, 744, 380);
  if (variant === "flex") {
    out +=
      rect(600, 700, 400, 30, palette.steelDark, 14) +
      circle(630, 742, 16, palette.ink) +
      circle(970, 742, 16, palette.ink) +
      rect(770, 470, 60, 236, palette.steelMid, 12) +
      rect(745, 600, 110, 90, palette.steel, 14) +
      rect(460, 430, 680, 48, palette.white, 16, { stroke: palette.sandDark, "stroke-width": 3 }) +
      rect(500, 488, 600, 22, palette.steelMid, 10) +
      heightArrows(1000, 600, tint.accent);
  } else {
    out +=
      rect(420, 430, 760, 296, palette.white, 18, { stroke: palette.sandDark, "stroke-width": 3 }) +
      rect(440, 452, 330, 252, palette.cream, 12) +
      rect(744, 560, 14, 70, palette.steelDark, 7);
    for (const y of [452, 540, 628]) {
      out += rect(800, y, 360, 76, palette.cream, 12) + rect(940, y + 32, 80, 12, palette.steelDark, 6);
    }
    out +=
      ellipse(1040, 420, 120, 22, palette.steel, { stroke: palette.steelMid, "stroke-width": 4 }) +
      ellipse(1040, 422, 96, 14, "url(#water)") +
      rect(1140, 330, 18, 90, palette.steelDark, 9) +
      path("M1149,336 q0,-28 -40,-28 h-20", "none", { stroke: palette.steelDark, "stroke-width": 14, "stroke-linecap": "round" }) +
      rect(1184, 470, 20, 120, tint.accent, 10) +
      rect(1190, 470, 60, 150, tint.accentSoft, 12);
  }
  // The changing pad with its raised edges.
  const x0 = variant === "flex" ? 490 : 440;
  const w = variant === "flex" ? 620 : 480;
  out +=
    rect(x0, 380, w, 54, tint.accentPale, 26, { stroke: tint.accentSoft, "stroke-width": 4 }) +
    rect(x0, 352, 40, 82, tint.accentPale, 18, { stroke: tint.accentSoft, "stroke-width": 4 }) +
    rect(x0 + w - 40, 352, 40, 82, tint.accentPale, 18, { stroke: tint.accentSoft, "stroke-width": 4 }) +
    rect(x0 + 70, 362, 120, 30, palette.white, 15, { opacity: 0.9 });
  // A folded towel and a small stack of nappies.
  out += rect(x0 + w - 200, 356, 110, 26, palette.white, 8, { stroke: palette.blueSoft, "stroke-width": 3 });
  out += rect(x0 + w - 190, 332, 90, 26, palette.bluePale, 8, { stroke: palette.blueSoft, "stroke-width": 3 });
  return out;
}
