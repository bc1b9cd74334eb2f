// Ward furnishing motifs in stainless steel: counters, sanitary units, washers, cabinets, trolleys.
import { castor, circle, ellipse, floorShadow, heightArrows, line, palette, path, polyline, rect, type Tint } from "./svg";

const sheen = (x: number, y: number, h: number) =>
  line(x, y + h, x + h * 0.5, y, palette.white, 8, { opacity: 0.45 }) + line(x + 30, y + h, x + 30 + h * 0.3, y + h * 0.4, palette.white, 5, { opacity: 0.35 });

export function steelCounter(tint: Tint) {
  let out = floorShadow(800, 742, 480) + rect(360, 140, 880, 180, "url(#steel)", 10, { stroke: palette.steelMid, "stroke-width": 3 });
  for (const x of [580, 800, 1020]) out += line(x, 146, x, 314, palette.steelMid, 3);
  for (const x of [560, 600, 1000, 1040]) out += rect(x - 4, 270, 8, 34, palette.steelDark, 4);
  out += sheen(420, 170, 110);
  out += rect(350, 500, 900, 212, "url(#steel)", 8, { stroke: palette.steelMid, "stroke-width": 3 });
  for (const x of [575, 800, 1025]) out += line(x, 506, x, 706, palette.steelMid, 3);
  for (const [x, y] of [
    [462, 540],
    [688, 540],
    [912, 540],
    [1137, 540],
  ])
    out += rect(x - 40, y, 80, 10, palette.steelDark, 5);
  out += line(356, 580, 574, 580, palette.steelMid, 3) + rect(422, 600, 80, 10, palette.steelDark, 5);
  out += rect(362, 710, 876, 22, palette.steelDark, 4);
  out += rect(330, 468, 940, 34, "url(#steelV)", 6, { stroke: palette.steelMid, "stroke-width": 3 });
  out += ellipse(1000, 478, 136, 12, palette.steelDark, { opacity: 0.6 });
  out += path("M1080,470 v-86 q0,-44 -44,-44 h-28", "none", { stroke: palette.steelDark, "stroke-width": 12, "stroke-linecap": "round" });
  out += rect(1096, 420, 40, 12, tint.accent, 6);
  out += rect(450, 410, 150, 58, palette.white, 10, { stroke: palette.blueSoft, "stroke-width": 3 }) + rect(470, 396, 110, 20, tint.accentPale, 8);
  out += sheen(420, 520, 160);
  return out;
}

export function liftingWashbasin(tint: Tint) {
  return (
    floorShadow(800, 742, 300) +
    rect(660, 100, 280, 200, "url(#glass)", 22, { stroke: palette.white, "stroke-width": 8 }) +
    line(700, 150, 760, 110, palette.white, 8, { opacity: 0.6 }) +
    rect(690, 330, 220, 360, "url(#steelV)", 14, { stroke: palette.steelMid, "stroke-width": 3 }) +
    line(700, 350, 700, 670, palette.steelDark, 6) +
    line(900, 350, 900, 670, palette.steelDark, 6) +
    path("M560,430 L1040,430 Q1062,430 1056,452 Q1030,546 800,546 Q570,546 544,452 Q538,430 560,430 Z", palette.white, {
      stroke: palette.sandDark,
      "stroke-width": 3,
    }) +
    ellipse(800, 446, 200, 14, palette.bluePale) +
    rect(790, 370, 20, 60, palette.steelDark, 8) +
    path("M800,376 q0,-20 -36,-20 h-10", "none", { stroke: palette.steelDark, "stroke-width": 12, "stroke-linecap": "round" }) +
    path("M800,546 v50 q0,30 30,30 h40 v60", "none", { stroke: palette.steelMid, "stroke-width": 12, "stroke-linecap": "round" }) +
    rect(1064, 450, 120, 14, palette.steelDark, 7) +
    heightArrows(1140, 580, tint.accent) +
    rect(440, 380, 22, 230, tint.accentSoft, 11) +
    rect(426, 392, 50, 18, palette.steelDark, 6) +
    rect(426, 578, 50, 18, palette.steelDark, 6)
  );
}

export function liftingWc(tint: Tint) {
  return (
    floorShadow(800, 742, 300) +
    rect(570, 260, 130, 460, "url(#steelV)", 14, { stroke: palette.steelMid, "stroke-width": 3 }) +
    line(610, 290, 610, 690, palette.steelDark, 6) +
    line(660, 290, 660, 690, palette.steelDark, 6) +
    rect(600, 200, 70, 60, palette.white, 10, { stroke: palette.sandDark, "stroke-width": 3 }) +
    rect(618, 214, 34, 12, tint.accent, 6) +
    path("M700,470 H940 Q984,470 978,506 Q966,574 880,594 L800,606 Q712,606 704,560 Z", palette.white, { stroke: palette.sandDark, "stroke-width": 3 }) +
    rect(700, 452, 284, 22, palette.white, 11, { stroke: palette.sandDark, "stroke-width": 3 }) +
    polyline(
      [
        [690, 380],
        [1030, 380],
        [1030, 430],
      ],
      palette.steelDark,
      18,
    ) +
    polyline(
      [
        [690, 350],
        [1000, 350],
      ],
      palette.steelMid,
      14,
    ) +
    rect(1010, 376, 40, 70, tint.accent, 14) +
    heightArrows(1150, 520, tint.accent)
  );
}

export function bedpanWasher(variant: "washer" | "disinfector", tint: Tint) {
  let out =
    floorShadow(800, 742, 300) +
    rect(560, 200, 480, 524, "url(#steel)", 16, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(600, 226, 400, 54, palette.ink, 12) +
    rect(620, 238, 110, 30, palette.bluePale, 6) +
    circle(880, 253, 9, tint.accent) +
    circle(912, 253, 9, palette.blueSoft) +
    circle(944, 253, 9, "#7FC8A9") +
    rect(600, 310, 400, 310, "url(#steelV)", 22, { stroke: palette.steelDark, "stroke-width": 4 }) +
    rect(960, 400, 18, 110, palette.steelDark, 9) +
    rect(580, 650, 440, 50, palette.steelMid, 10) +
    sheen(630, 340, 200);
  for (let i = 0; i < 3; i++) {
    const x = 680 + i * 120;
    out += path(`M${x},176 q-24,-30 0,-60 q24,-30 0,-60`, "none", { stroke: palette.blueSoft, "stroke-width": 8, "stroke-linecap": "round", opacity: 0.8 });
  }
  if (variant === "disinfector") {
    out +=
      circle(800, 560, 26, tint.accent) +
      rect(788, 420, 24, 140, palette.white, 12, { stroke: tint.accent, "stroke-width": 5 }) +
      rect(794, 470, 12, 80, tint.accent, 6);
  } else {
    out +=
      ellipse(800, 470, 90, 60, palette.white, { opacity: 0.55 }) +
      path("M740,470 q60,-50 120,0", "none", { stroke: palette.water, "stroke-width": 8, "stroke-linecap": "round" });
  }
  return out;
}

export function warmingCabinet(tint: Tint) {
  let out =
    floorShadow(800, 742, 260) +
    rect(590, 130, 420, 596, "url(#steel)", 16, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(624, 196, 352, 480, "url(#glass)", 12, { opacity: 0.9, stroke: palette.steelDark, "stroke-width": 4 }) +
    rect(640, 150, 130, 32, palette.ink, 8) +
    rect(652, 158, 60, 16, tint.accent, 4) +
    rect(940, 360, 14, 130, palette.steelDark, 7);
  const colours = [palette.white, tint.accentSoft, palette.bluePale, palette.white, tint.accentPale];
  for (const [i, y] of [310, 440, 570].entries()) {
    out += line(634, y + 60, 966, y + 60, palette.white, 6);
    for (let k = 0; k < 3; k++) {
      out += rect(660 + k * 100, y + 16 - (k % 2) * 10, 86, 22, colours[(i + k) % colours.length], 8, { stroke: palette.steelMid, "stroke-width": 2 });
      out += rect(660 + k * 100, y + 40 - (k % 2) * 10, 86, 20, colours[(i + k + 2) % colours.length], 8, { stroke: palette.steelMid, "stroke-width": 2 });
    }
  }
  for (let i = 0; i < 3; i++) {
    const x = 700 + i * 100;
    out += path(`M${x},112 q-16,-20 0,-40 q16,-20 0,-40`, "none", { stroke: tint.accentSoft, "stroke-width": 7, "stroke-linecap": "round" });
  }
  out += circle(1120, 260, 34, palette.white, { stroke: tint.accent, "stroke-width": 6 }) + line(1120, 260, 1138, 244, tint.accent, 6);
  return out;
}

export function disposalUnit(tint: Tint) {
  let out =
    floorShadow(800, 742, 440) +
    rect(400, 180, 800, 220, "url(#steel)", 6, { opacity: 0.85, stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(440, 250, 300, 16, palette.steelDark, 6) +
    rect(470, 200, 60, 50, palette.white, 6, { stroke: palette.steelMid, "stroke-width": 2 }) +
    rect(550, 210, 60, 40, palette.bluePale, 6) +
    rect(420, 430, 760, 290, "url(#steel)", 10, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(400, 400, 800, 34, "url(#steelV)", 6, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(460, 404, 280, 22, palette.steelDark, 8) +
    path("M700,400 v-70 q0,-30 -30,-30 h-30", "none", { stroke: palette.steelDark, "stroke-width": 14, "stroke-linecap": "round" }) +
    rect(1000, 330, 60, 70, palette.white, 8, { stroke: palette.steelMid, "stroke-width": 3 }) +
    circle(1030, 350, 10, tint.accent) +
    rect(440, 460, 300, 240, palette.steel, 8, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(700, 540, 14, 80, palette.steelDark, 7) +
    rect(780, 460, 380, 240, palette.steelMid, 8);
  for (const [i, c] of [tint.accent, palette.blue, "#5E8C7E"].entries()) {
    const x = 800 + i * 120;
    out += rect(x, 540, 100, 156, palette.white, 10, { stroke: palette.steelDark, "stroke-width": 2 }) + rect(x - 5, 528, 110, 18, c, 8);
  }
  out += sheen(470, 480, 140);
  return out;
}

export function instrumentTrolley(tint: Tint) {
  let out =
    floorShadow(800, 748, 380) +
    line(480, 440, 480, 720, palette.steelDark, 14) +
    line(1120, 440, 1120, 720, palette.steelDark, 14) +
    line(520, 420, 520, 700, palette.steelMid, 10) +
    line(1080, 420, 1080, 700, palette.steelMid, 10) +
    castor(480, 736) +
    castor(1120, 736) +
    castor(520, 712, 12) +
    castor(1080, 712, 12) +
    path("M470,440 q-60,0 -60,-60", "none", { stroke: palette.steelDark, "stroke-width": 14, "stroke-linecap": "round" }) +
    rect(450, 418, 700, 36, "url(#steelV)", 8, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(470, 600, 660, 26, "url(#steelV)", 8, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(900, 454, 220, 146, "url(#steel)", 6, { stroke: palette.steelMid, "stroke-width": 3 });
  for (const y of [470, 518, 566]) out += line(908, y + 30, 1112, y + 30, palette.steelMid, 3) + rect(986, y + 10, 60, 10, palette.steelDark, 5);
  // Instruments and bowls on the tray.
  out += rect(500, 392, 320, 28, palette.bluePale, 8);
  out +=
    circle(540, 398, 12, "none", { stroke: palette.steelDark, "stroke-width": 5 }) +
    circle(566, 398, 12, "none", { stroke: palette.steelDark, "stroke-width": 5 }) +
    line(575, 400, 680, 404, palette.steelDark, 6);
  out += line(700, 404, 800, 400, palette.steelDark, 5) + line(700, 410, 800, 404, palette.steelDark, 5);
  out +=
    ellipse(930, 404, 70, 18, palette.steel, { stroke: palette.steelDark, "stroke-width": 3 }) +
    ellipse(1060, 406, 50, 14, palette.steel, { stroke: palette.steelDark, "stroke-width": 3 });
  out +=
    rect(560, 570, 160, 30, tint.accentPale, 8, { stroke: tint.accentSoft, "stroke-width": 3 }) +
    rect(740, 576, 100, 24, palette.white, 8, { stroke: palette.blueSoft, "stroke-width": 3 });
  out += rect(1130, 470, 16, 60, tint.accent, 8);
  return out;
}

export function traumaRoomUnit(tint: Tint) {
  let out =
    floorShadow(800, 742, 480) +
    rect(360, 120, 200, 600, "url(#steel)", 10, { stroke: palette.steelMid, "stroke-width": 3 }) +
    line(460, 130, 460, 710, palette.steelMid, 3) +
    rect(440, 380, 12, 60, palette.steelDark, 6) +
    rect(468, 380, 12, 60, palette.steelDark, 6) +
    rect(580, 120, 600, 220, palette.steel, 10, { stroke: palette.steelMid, "stroke-width": 3 }) +
    line(586, 230, 1174, 230, palette.steelMid, 5);
  const boxColours = [palette.white, palette.bluePale, tint.accentPale, palette.white, palette.bluePale];
  for (let i = 0; i < 5; i++) out += rect(600 + i * 115, 160, 96, 64, boxColours[i], 8, { stroke: palette.steelMid, "stroke-width": 2 });
  for (let i = 0; i < 5; i++)
    out += rect(600 + i * 115, 270 - (i % 2) * 10, 96, 54 + (i % 2) * 10, boxColours[(i + 2) % 5], 8, { stroke: palette.steelMid, "stroke-width": 2 });
  out += rect(580, 370, 600, 350, "url(#steel)", 10, { stroke: palette.steelMid, "stroke-width": 3 });
  const tags = [tint.accent, palette.blue, "#5E8C7E", "#C9794F"];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 3; c++) {
      const x = 596 + c * 196;
      const y = 386 + r * 82;
      out +=
        rect(x, y, 180, 70, "url(#steelV)", 6, { stroke: palette.steelMid, "stroke-width": 2 }) +
        rect(x + 14, y + 12, 40, 10, tags[r], 5) +
        rect(x + 60, y + 44, 60, 10, palette.steelDark, 5);
    }
  }
  out += line(1180, 250, 1290, 290, palette.steelDark, 12) + rect(1250, 200, 230, 150, palette.ink, 14) + rect(1264, 214, 202, 122, "#24303D", 8);
  out += polyline(
    [
      [1276, 290],
      [1320, 290],
      [1336, 250],
      [1356, 320],
      [1372, 276],
      [1390, 290],
      [1450, 290],
    ],
    tint.accent,
    5,
  );
  out +=
    rect(1240, 420, 220, 300, palette.white, 16, { stroke: palette.steelMid, "stroke-width": 3 }) +
    rect(1260, 440, 180, 40, palette.steel, 8) +
    castor(1270, 732, 12) +
    castor(1430, 732, 12);
  return out;
}
