// Care motifs: shower chair, shower trolley, patient lifter, care bathtub, sit bath.
import { bubbles, castor, circle, ellipse, floorShadow, heightArrows, line, palette, path, polyline, rect, type Tint, wave } from "./svg";

function showerHead(x: number) {
  let out =
    rect(x - 8, 90, 16, 190, palette.steelDark, 8) +
    path(`M${x},100 q0,-20 30,-20 h50`, "none", { stroke: palette.steelDark, "stroke-width": 14, "stroke-linecap": "round" }) +
    ellipse(x + 90, 92, 42, 16, palette.steelMid);
  for (let i = 0; i < 6; i++) {
    const dx = x + 58 + i * 13;
    out += line(dx, 124 + (i % 2) * 14, dx - 6 + i * 2, 170 + (i % 3) * 16, palette.water, 6, { opacity: 0.8 });
  }
  return out;
}

export function showerChair(tint: Tint) {
  return (
    floorShadow(800, 746, 260) +
    showerHead(420) +
    // Frame.
    polyline(
      [
        [640, 730],
        [660, 520],
        [650, 300],
      ],
      palette.steelDark,
      16,
    ) +
    polyline(
      [
        [960, 730],
        [940, 520],
        [950, 300],
      ],
      palette.steelDark,
      16,
    ) +
    line(700, 700, 900, 700, palette.steelMid, 12) +
    castor(640, 736) +
    castor(960, 736) +
    castor(700, 716, 12) +
    castor(900, 716, 12) +
    // Backrest, armrests and the open seat.
    rect(630, 300, 340, 160, tint.accentSoft, 34) +
    rect(660, 326, 280, 24, palette.white, 12, { opacity: 0.45 }) +
    rect(590, 440, 110, 26, palette.steelMid, 13) +
    rect(900, 440, 110, 26, palette.steelMid, 13) +
    path(
      "M610,500 H990 Q1010,500 1010,520 V536 Q1010,552 990,552 H880 Q860,552 858,530 Q850,512 800,512 Q750,512 742,530 Q740,552 720,552 H610 Q590,552 590,536 V520 Q590,500 610,500 Z",
      palette.white,
      { stroke: palette.sandDark, "stroke-width": 3 },
    ) +
    // Splashes on the floor.
    ellipse(560, 740, 50, 8, palette.water, { opacity: 0.35 }) +
    ellipse(1080, 748, 40, 6, palette.water, { opacity: 0.35 })
  );
}

export function showerTrolley(electric: boolean, tint: Tint) {
  let out =
    floorShadow(800, 748, 420) +
    rect(470, 690, 660, 26, palette.steelDark, 13) +
    castor(500, 736) +
    castor(1100, 736) +
    castor(620, 730, 13) +
    castor(980, 730, 13) +
    rect(760, 560, 80, 136, palette.steelMid, 12) +
    rect(775, 574, 50, 60, palette.steel, 8) +
    // Rails.
    line(380, 440, 1220, 440, palette.steelDark, 10) +
    line(420, 440, 420, 480, palette.steelDark, 8) +
    line(800, 440, 800, 480, palette.steelDark, 8) +
    line(1180, 440, 1180, 480, palette.steelDark, 8) +
    // The tub-shaped lying surface with its raised edge.
    path("M360,470 L1240,470 Q1262,470 1256,492 L1230,560 Q1224,578 1204,578 L396,578 Q376,578 370,560 L344,492 Q338,470 360,470 Z", tint.accentSoft) +
    rect(392, 484, 816, 40, palette.white, 20, { opacity: 0.55 }) +
    rect(1110, 446, 112, 46, palette.white, 23, { stroke: palette.sandDark, "stroke-width": 3 }) +
    // Drain hose.
    path("M380,560 q-60,40 -40,120 q10,40 -30,60", "none", { stroke: palette.steelMid, "stroke-width": 14, "stroke-linecap": "round" });
  if (electric) {
    out +=
      rect(872, 592, 120, 78, tint.accent, 14) +
      path("M940,604 l-30,30 h20 l-14,26 l34,-36 h-20 z", palette.white) +
      path("M992,632 q60,10 70,60", "none", { stroke: palette.ink, "stroke-width": 5 }) +
      rect(1044, 686, 40, 62, palette.ink, 10) +
      circle(1064, 706, 7, tint.accentSoft);
  } else {
    out += rect(860, 620, 120, 14, palette.steelDark, 7) + circle(986, 627, 12, tint.accent);
  }
  return out;
}

export function patientLifter(variant: "sling" | "seat", tint: Tint) {
  let out =
    floorShadow(820, 748, 360) +
    // U-shaped base, the far leg lighter.
    line(600, 676, 1060, 676, palette.steelMid, 20) +
    line(540, 716, 1100, 716, palette.steelDark, 24) +
    castor(1060, 690, 13) +
    castor(1100, 736) +
    castor(560, 736) +
    castor(620, 694, 13) +
    // Mast, actuator, boom and handles.
    rect(560, 250, 44, 470, palette.steelMid, 14) +
    rect(500, 300, 80, 20, palette.steelDark, 10) +
    line(606, 560, 760, 330, tint.accent, 24) +
    rect(568, 520, 30, 60, palette.ink, 8) +
    line(582, 266, 980, 300, palette.steelDark, 28) +
    line(980, 300, 980, 372, palette.steelDark, 10) +
    line(890, 384, 1070, 384, palette.steelDark, 14);
  if (variant === "sling") {
    out +=
      path("M890,384 Q866,560 980,610 Q1094,560 1070,384", tint.accentSoft, { opacity: 0.95 }) +
      path("M910,420 Q900,540 980,580 Q1060,540 1050,420", "none", { stroke: palette.white, "stroke-width": 5, opacity: 0.5 });
  } else {
    out +=
      line(900, 384, 900, 540, palette.steelDark, 8) +
      line(1060, 384, 1060, 540, palette.steelDark, 8) +
      rect(880, 520, 200, 36, tint.accentSoft, 16) +
      rect(1040, 400, 40, 140, tint.accentSoft, 16) +
      rect(870, 556, 24, 90, palette.steelMid, 10) +
      rect(870, 636, 70, 20, palette.steelMid, 10);
  }
  out += heightArrows(1180, 420, tint.accent, 30);
  return out;
}

export function careBathtub(variant: "standard" | "comfortline", tint: Tint) {
  let out =
    floorShadow(800, 748, 440) +
    rect(540, 700, 520, 28, palette.steelDark, 14) +
    castor(570, 740, 13) +
    castor(1030, 740, 13) +
    line(600, 700, 1000, 590, palette.steelMid, 18) +
    line(600, 590, 1000, 700, palette.steelMid, 18) +
    circle(800, 645, 14, palette.steelDark) +
    path("M380,430 L1220,430 Q1244,430 1238,452 L1190,572 Q1184,590 1162,590 L438,590 Q416,590 410,572 L362,452 Q356,430 380,430 Z", "url(#shell)", {
      stroke: palette.sandDark,
      "stroke-width": 3,
    }) +
    rect(356, 392, 888, 66, palette.white, 33, { stroke: palette.sandDark, "stroke-width": 3 }) +
    rect(382, 404, 836, 40, "url(#water)", 20) +
    wave(420, 422, 740, 5, 70, palette.white, 4, 0.8) +
    bubbles(700, 410, 120, 6, palette.white, 5) +
    rect(1130, 370, 82, 36, tint.accentSoft, 18) +
    rect(388, 330, 20, 80, palette.steelDark, 10) +
    path("M398,338 q0,-30 40,-30 h20", "none", { stroke: palette.steelDark, "stroke-width": 14, "stroke-linecap": "round" });
  if (variant === "comfortline") {
    out +=
      rect(470, 470, 300, 100, palette.white, 18, { stroke: tint.accent, "stroke-width": 5 }) +
      rect(740, 500, 12, 40, tint.accent, 6) +
      line(420, 470, 1180, 470, tint.accent, 8, { opacity: 0.5 }) +
      rect(1250, 460, 60, 110, palette.ink, 14) +
      circle(1280, 490, 10, tint.accent) +
      circle(1280, 530, 10, palette.blueSoft) +
      path("M1250,500 q-40,-10 -50,-40", "none", { stroke: palette.ink, "stroke-width": 4 });
  } else {
    out += line(420, 520, 1180, 520, tint.accent, 10);
  }
  out += heightArrows(1290, 650, tint.accent, 28);
  return out;
}

export function sitBath(variant: "standard" | "care", tint: Tint) {
  let out =
    floorShadow(800, 746, 300) +
    rect(1030, 240, 24, 490, palette.steelDark, 12) +
    path("M1042,254 q0,-40 -60,-40 h-40", "none", { stroke: palette.steelDark, "stroke-width": 18, "stroke-linecap": "round" }) +
    rect(578, 330, 444, 404, "url(#shell)", 64, { stroke: palette.sandDark, "stroke-width": 3 }) +
    ellipse(800, 334, 222, 44, palette.white, { stroke: palette.sandDark, "stroke-width": 3 }) +
    ellipse(800, 338, 188, 28, "url(#water)") +
    wave(650, 338, 300, 4, 60, palette.white, 4, 0.8) +
    bubbles(820, 320, 80, 5, palette.white, 9) +
    // The side door with its seal and handle.
    rect(632, 420, 250, 270, palette.white, 40, { stroke: tint.accent, "stroke-width": 6 }) +
    rect(852, 520, 16, 76, tint.accent, 8) +
    rect(652, 440, 210, 12, tint.accentPale, 6);
  if (variant === "care") {
    out +=
      rect(910, 430, 80, 120, palette.ink, 14) +
      circle(950, 466, 12, tint.accent) +
      circle(950, 512, 12, palette.blueSoft) +
      rect(440, 600, 120, 130, palette.sandDark, 14) +
      rect(432, 590, 136, 22, palette.white, 11, { stroke: palette.sandDark, "stroke-width": 3 });
  } else {
    out += rect(900, 470, 90, 26, palette.steelMid, 13);
  }
  return out;
}
