import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { productQrCode } from "./product-qr-code.server";

/** The dark modules the SVG draws: its path is rows of runs ("M<x> <y>h<n>", "m<dx> 0h<n>"), offset by the margin. */
function modulesOfSvg(svg: string, size: number, margin: number): boolean[] {
  const path = /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)?.[1] ?? "";
  const dark = new Array<boolean>(size * size).fill(false);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b) - 0.5];
    else if (command === "m") x += Number(a);
    else {
      for (let i = 0; i < Number(a); i++) dark[(y - margin) * size + (x - margin + i)] = true;
      x += Number(a);
    }
  }
  return dark;
}

describe("a product's QR code", () => {
  const target = "https://www.auralis.example/d/42";

  it("as SVG draws exactly the code of the product's address, with error correction M", async () => {
    const file = await productQrCode(target, 42, "svg");
    expect(file.contentType).toBe("image/svg+xml");
    expect(file.fileName).toBe("qr-code-produkt-42.svg");
    const expected = create(target, { errorCorrectionLevel: "M" }).modules;
    const drawn = modulesOfSvg(String(file.body), expected.size, 2);
    expect(drawn).toEqual([...expected.data].map(Boolean));
    // Another product's address is another code.
    const other = create("https://www.auralis.example/d/43", { errorCorrectionLevel: "M" }).modules;
    expect(drawn).not.toEqual([...other.data].map(Boolean));
  });

  it("as PNG is a square picture large enough to print", async () => {
    const file = await productQrCode(target, 42, "png");
    expect(file.contentType).toBe("image/png");
    expect(file.fileName).toBe("qr-code-produkt-42.png");
    const png = file.body as Buffer;
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 1200]);
  });
});
