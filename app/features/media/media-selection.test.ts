import { describe, expect, it } from "vitest";
import { mediaMessages } from "./media-messages";
import { mediaSelectionLimits, moveSelection, normaliseSelection, toggleSelection } from "./media-selection";

describe("toggleSelection", () => {
  it("replaces the one file of a single picker, and clears it on a second click", () => {
    expect(toggleSelection([3], 5, 1)).toEqual({ ok: true, ids: [5] });
    expect(toggleSelection([5], 5, 1)).toEqual({ ok: true, ids: [] });
  });
  it("adds and removes in a multi picker, refusing beyond the limit", () => {
    expect(toggleSelection([1, 2], 3, 3)).toEqual({ ok: true, ids: [1, 2, 3] });
    expect(toggleSelection([1, 2, 3], 2, 3)).toEqual({ ok: true, ids: [1, 3] });
    expect(toggleSelection([1, 2, 3], 4, 3)).toEqual({ ok: false, ids: [1, 2, 3], reason: "limit" });
  });
  it("never selects storage-only files", () => {
    expect(toggleSelection([], -123, 24)).toEqual({ ok: false, ids: [], reason: "synthetic" });
  });
  it("uses the picker limits of docs/product/media.md", () => {
    expect(mediaSelectionLimits).toMatchObject({ single: 1, hero: 1, item: 1, section: 24, productDetails: 20 });
    expect(mediaMessages.selectionLimit(24)).toBe("Maximal 24 Bilder auswählbar");
    expect(mediaMessages.syntheticNotSelectable).toBe("Storage-only Dateien können nicht ausgewählt werden");
  });
});

describe("moveSelection and normaliseSelection", () => {
  it("moves within bounds only", () => {
    expect(moveSelection([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveSelection([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveSelection([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
  it("drops repeats, invalid ids and what exceeds the limit", () => {
    expect(normaliseSelection([4, 4, -1, 0, 2.5, 7, 8], 2)).toEqual([4, 7]);
  });
});
