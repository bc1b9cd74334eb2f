// A resized copy carries its original's modification time and is made again only when the original is
// newer: a copy whose time lost a fraction of a millisecond on its way through utimes() is current.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureVariant, isCurrent, variantPath } from "./media-variants.server";

let dir: string;
let original: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-variants-"));
  original = path.join(dir, "bild.png");
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toFile(original);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("ensureVariant", () => {
  // Times whose milliseconds do not survive the round trip through seconds as a double.
  const times = [1795728708149, 1795728707945, 1700000000001].map((ms) => new Date(ms));

  it.each(times)("makes a copy once and keeps it while the original is unchanged (%s)", async (modifiedAt) => {
    const target = variantPath(dir, 480, `bild-${modifiedAt.getTime()}.png`, "webp");
    await ensureVariant(original, target, 480, "webp", modifiedAt);
    const made = fs.statSync(target);
    expect(isCurrent(made.mtimeMs, modifiedAt)).toBe(true);
    await ensureVariant(original, target, 480, "webp", modifiedAt);
    // A copy made again is a new file renamed into place.
    expect(fs.statSync(target).ino).toBe(made.ino);
  });

  it("makes the copy again when the original is newer", async () => {
    const target = variantPath(dir, 480, "bild-neu.png", "webp");
    await ensureVariant(original, target, 480, "webp", new Date(1795728708149));
    const old = fs.statSync(target);
    await ensureVariant(original, target, 480, "webp", new Date(1795728708149 + 1000));
    const renewed = fs.statSync(target);
    expect(renewed.ino).not.toBe(old.ino);
    expect(isCurrent(renewed.mtimeMs, new Date(1795728708149 + 1000))).toBe(true);
  });
});

describe("isCurrent", () => {
  it("compares in whole milliseconds", () => {
    expect(isCurrent(1795728708148.999, new Date(1795728708149))).toBe(true);
    expect(isCurrent(1795728708148, new Date(1795728708149))).toBe(false);
    expect(isCurrent(1795728709149, new Date(1795728708149))).toBe(true);
  });
});
