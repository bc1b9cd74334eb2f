import { describe, expect, it } from "vitest";
import { scrollPercent, scrollSectionFor } from "./scroll-progress-model";

describe("scrollSectionFor", () => {
  it.each([
    [0, "hero"],
    [14.9, "hero"],
    [15, "intro"],
    [29.9, "intro"],
    [30, "focus"],
    [54.9, "focus"],
    [55, "contessa"],
    [79.9, "contessa"],
    [80, "why"],
    [100, "why"],
  ] as const)("%s %% → %s", (percent, section) => expect(scrollSectionFor(percent)).toBe(section));

  it("treats values outside 0–100 and NaN sensibly", () => {
    expect(scrollSectionFor(-5)).toBe("hero");
    expect(scrollSectionFor(Number.NaN)).toBe("hero");
    expect(scrollSectionFor(140)).toBe("why");
  });
});

describe("scrollPercent", () => {
  it("is the share of the scrollable distance", () => {
    expect(scrollPercent(0, 3000, 1000)).toBe(0);
    expect(scrollPercent(500, 3000, 1000)).toBe(25);
    expect(scrollPercent(2000, 3000, 1000)).toBe(100);
  });
  it("is 0 when the page cannot scroll", () => {
    expect(scrollPercent(0, 800, 1000)).toBe(0);
    expect(scrollPercent(0, 1000, 1000)).toBe(0);
  });
  it("stays within 0–100 on overscroll", () => {
    expect(scrollPercent(-40, 3000, 1000)).toBe(0);
    expect(scrollPercent(2300, 3000, 1000)).toBe(100);
  });
});
