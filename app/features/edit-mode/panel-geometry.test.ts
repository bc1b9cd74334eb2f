import { describe, expect, it } from "vitest";
import { clampHeight, clampPosition, defaultPosition, initialGeometry, isNarrow, panelWidth, sheetHeight } from "./panel-geometry";

const desktop = { width: 1440, height: 900 };
const phone = { width: 375, height: 700 };

describe("Editor-Panel (the geometry of docs/product/edit-mode.md)", () => {
  it("is 420 px wide, at most 90% of the window", () => {
    expect(panelWidth(desktop)).toBe(420);
    expect(panelWidth(phone)).toBe(337);
  });

  it("opens at (window width − 450, 64)", () => {
    expect(defaultPosition(desktop)).toEqual({ x: 990, y: 64 });
    // On a phone that would be left of the window: it starts at the left edge, below the toggle.
    expect(defaultPosition(phone)).toEqual({ x: 0, y: 128 });
  });

  it("stays at least 400 px inside the right and 100 px inside the bottom edge", () => {
    expect(clampPosition({ x: 5000, y: 5000 }, desktop)).toEqual({ x: 1040, y: 800 });
    expect(clampPosition({ x: -30, y: -10 }, desktop)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 1040, y: 800 }, desktop)).toEqual({ x: 1040, y: 800 });
    expect(clampPosition({ x: 1041, y: 801 }, desktop)).toEqual({ x: 1040, y: 800 });
  });

  it("keeps the height between 260 and 90% of the window height", () => {
    expect(clampHeight(100, desktop)).toBe(260);
    expect(clampHeight(2000, desktop)).toBe(810);
    expect(clampHeight(600, desktop)).toBe(600);
    // A window lower than 260/0.9: 90% wins, the panel never leaves the window.
    expect(clampHeight(600, { width: 800, height: 250 })).toBe(225);
  });

  it("reopens where it was left, with the remembered height, clamped to the window", () => {
    expect(initialGeometry({ x: "300", y: "120", h: "420", collapsed: "true" }, desktop)).toEqual({
      position: { x: 300, y: 120 },
      height: 420,
      collapsed: true,
    });
    expect(initialGeometry({ x: null, y: null, h: null }, desktop)).toEqual({ position: { x: 990, y: 64 }, height: 600, collapsed: false });
    expect(initialGeometry({ x: "abc", y: "", h: "99999" }, desktop)).toEqual({ position: { x: 990, y: 64 }, height: 810, collapsed: false });
    expect(initialGeometry({ x: "1400", y: "880", h: "500", collapsed: "false" }, desktop)).toEqual({
      position: { x: 1040, y: 800 },
      height: 500,
      collapsed: false,
    });
  });

  it("starts collapsed on a phone unless the editor opened it before", () => {
    expect(initialGeometry({ x: null, y: null, h: null }, phone).collapsed).toBe(true);
    expect(initialGeometry({ x: null, y: null, h: null, collapsed: "false" }, phone).collapsed).toBe(false);
  });
});

describe("bottom sheet on phones", () => {
  it("keeps the remembered height but leaves at least 40% of the screen to the page", () => {
    const screen = { width: 375, height: 740 };
    expect(isNarrow(screen)).toBe(true);
    expect(sheetHeight(300, screen)).toBe(300);
    expect(sheetHeight(600, screen)).toBe(444);
    expect(sheetHeight(10, screen)).toBe(60);
  });
});
