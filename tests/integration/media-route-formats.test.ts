// /media/{name}?w=… from the disk storage: the resized copy in AVIF for browsers that accept it, WebP
// for the rest, each kept in its own cache file, with Vary: Accept and long cache headers; widths
// outside the allow-list get the original.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const OLD_ACCEPT = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";

describe("/media: AVIF oder WebP nach Accept-Header", () => {
  let base: string;
  let dataDir: string;
  let server: ReturnType<ReturnType<typeof express>["listen"]>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-formate-"));
    for (const key of Object.keys(process.env)) if (key.startsWith("S3_")) delete process.env[key];
    process.env.DATA_DIR = dataDir;
    fs.mkdirSync(path.join(dataDir, "media"), { recursive: true });
    const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#2a7a5e" } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(dataDir, "media", "format-bild.jpg"), jpeg);
    // Loaded only now: the route reads DATA_DIR on first use.
    const { mediaRouter } = await import("#server/media-route");
    const app = express();
    app.use("/media", mediaRouter());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cacheFile = (width: number, format: string) => path.join(dataDir, "cache", "media", String(width), `format-bild.jpg.${format}`);

  it("answers a browser that accepts AVIF with an AVIF copy of the asked width, cached on disk", async () => {
    const res = await fetch(`${base}/media/format-bild.jpg?w=640`, { headers: { Accept: CHROME_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("vary")).toMatch(/accept/i);
    expect(res.headers.get("cache-control")).toMatch(/max-age=(\d{6,})/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("av1");
    expect(meta.width).toBe(640);
    expect(fs.existsSync(cacheFile(640, "avif"))).toBe(true);
    expect(fs.existsSync(cacheFile(640, "webp"))).toBe(false);
  });

  it("answers the same address with WebP to a browser without AVIF, in its own cache file", async () => {
    const res = await fetch(`${base}/media/format-bild.jpg?w=640`, { headers: { Accept: OLD_ACCEPT } });
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("vary")).toMatch(/accept/i);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640 });
    expect(fs.existsSync(cacheFile(640, "webp"))).toBe(true);
    // The AVIF copy is still there and served again without being made anew.
    const before = fs.statSync(cacheFile(640, "avif")).mtimeMs;
    const again = await fetch(`${base}/media/format-bild.jpg?w=640`, { headers: { Accept: CHROME_ACCEPT } });
    expect(again.headers.get("content-type")).toBe("image/avif");
    expect(fs.statSync(cacheFile(640, "avif")).mtimeMs).toBe(before);
  });

  it("refuses AVIF when the browser says q=0, and sends WebP without an Accept header", async () => {
    const refused = await fetch(`${base}/media/format-bild.jpg?w=320`, { headers: { Accept: "image/avif;q=0,image/webp" } });
    expect(refused.headers.get("content-type")).toBe("image/webp");
    const plain = await fetch(`${base}/media/format-bild.jpg?w=320`, { headers: { Accept: "" } });
    expect(plain.headers.get("content-type")).toBe("image/webp");
  });

  it("keeps the width allow-list: other widths and originals come as stored, in any format wish", async () => {
    const odd = await fetch(`${base}/media/format-bild.jpg?w=333`, { headers: { Accept: CHROME_ACCEPT } });
    expect(odd.headers.get("content-type")).toBe("image/jpeg");
    expect(fs.existsSync(path.join(dataDir, "cache", "media", "333"))).toBe(false);
    const original = await fetch(`${base}/media/format-bild.jpg`, { headers: { Accept: CHROME_ACCEPT } });
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1000);
  });
});
