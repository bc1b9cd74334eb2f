// Wellness and therapy motifs: a thermal spa and a whirlpool, both with rising bubbles.
import { bubbles, circle, ellipse, floorShadow, line, palette, path, rect, type Tint, wave } from "./svg";

function steam(x: number, y: number, count: number, color: string) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const sx = x + i * 90;
    out += path(`M${sx},${y} q-26,-34 0,-68 q26,-34 0,-68`, "none", { stroke: color, "stroke-width": 8, "stroke-linecap": "round", opacity: 0.7 });
  }
  return out;
}

function plant(x: number, y: number, leaf: string) {
  return (
    path(`M${x},${y} q-60,-120 -20,-230`, "none", { stroke: leaf, "stroke-width": 8 }) +
    ellipse(x - 60, y - 140, 26, 70, leaf, { transform: `rotate(-30 ${x - 60} ${y - 140})` }) +
    ellipse(x + 30, y - 170, 24, 66, leaf, { transform: `rotate(25 ${x + 30} ${y - 170})`, opacity: 0.85 }) +
    ellipse(x - 20, y - 250, 22, 60, leaf, { transform: `rotate(-8 ${x - 20} ${y - 250})` }) +
    rect(x - 60, y - 10, 120, 90, palette.sandDark, 16)
  );
}

export function thermalSpa(tint: Tint) {
  return (
    floorShadow(800, 752, 460) +
    plant(300, 660, "#7FA898") +
    path("M380,450 L800,560 L800,740 L380,630 Z", tint.accentSoft) +
    path("M800,560 L1220,450 L1220,630 L800,740 Z", tint.accent, { opacity: 0.85 }) +
    line(520, 490, 520, 668, palette.white, 4, { opacity: 0.35 }) +
    line(660, 526, 660, 704, palette.white, 4, { opacity: 0.35 }) +
    line(940, 526, 940, 704, palette.white, 4, { opacity: 0.25 }) +
    line(1080, 490, 1080, 668, palette.white, 4, { opacity: 0.25 }) +
    path("M380,450 L800,340 L1220,450 L800,560 Z", palette.white, { stroke: palette.sandDark, "stroke-width": 3 }) +
    path("M440,450 L800,360 L1160,450 L800,540 Z", "url(#water)") +
    wave(560, 440, 480, 6, 80, palette.white, 5, 0.8) +
    wave(620, 470, 360, 5, 70, palette.white, 4, 0.6) +
    bubbles(800, 460, 200, 16, palette.white, 11) +
    steam(700, 330, 3, palette.blueSoft) +
    rect(690, 740, 220, 26, palette.sandDark, 10) +
    circle(1340, 220, 90, tint.accentPale) +
    circle(1340, 220, 50, palette.white, { opacity: 0.5 })
  );
}

export function whirlpool(tint: Tint) {
  let out =
    floorShadow(800, 748, 460) +
    path("M380,470 C380,660 520,736 800,736 C1080,736 1220,660 1220,470 Z", "url(#shell)", { stroke: palette.sandDark, "stroke-width": 3 });
  for (let i = 0; i < 8; i++)
    out += line(430 + i * 105, 540 + Math.abs(3.5 - i) * 20, 430 + i * 105, 700 - Math.abs(3.5 - i) * 10, palette.sandDark, 3, { opacity: 0.6 });
  out +=
    ellipse(800, 470, 420, 100, palette.white, { stroke: palette.sandDark, "stroke-width": 3 }) +
    ellipse(800, 478, 370, 76, "url(#water)") +
    ellipse(800, 500, 120, 26, tint.accentSoft, { opacity: 0.35 });
  for (const x of [520, 640, 960, 1080]) out += circle(x, 452, 9, palette.steel, { stroke: palette.steelDark, "stroke-width": 3 });
  out += bubbles(560, 470, 70, 8, palette.white, 2) + bubbles(800, 470, 90, 10, palette.white, 4) + bubbles(1040, 470, 70, 8, palette.white, 6);
  out += wave(500, 490, 600, 6, 80, palette.white, 4, 0.7);
  out += rect(1120, 430, 80, 20, tint.accent, 10) + rect(400, 430, 80, 20, tint.accent, 10);
  out += circle(1330, 230, 80, tint.accentPale) + plant(1360, 660, "#7FA898");
  return out;
}

export { plant };
