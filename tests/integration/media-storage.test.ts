// The media storage behind its one interface, on both backends: a temporary folder on disk, and an
// S3-compatible server (s3rver) started here on 127.0.0.1 with a random free port and a temporary
// directory. Then the /media route serving from the bucket.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import express from "express";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage, parseByteRange, safeMediaPath } from "~/features/media/storage/disk-storage.server";
import { createS3Storage } from "~/features/media/storage/s3-storage.server";
import { MediaFileExistsError, UnsafeMediaNameError, type MediaStorage } from "~/features/media/storage/media-storage.server";
import { s3ConfigFrom } from "~/features/media/storage/configured-storage.server";
import { createDocumentStorages } from "~/features/documents/document-storage.server";

const BUCKET = "auralis-medien";
const temporaryDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
};

let s3server: S3rver;
let s3endpoint: string;

beforeAll(async () => {
  s3server = new S3rver({ address: "127.0.0.1", port: 0, directory: tempDir("auralis-s3rver-"), silent: true, configureBuckets: [{ name: BUCKET }] });
  const address: AddressInfo = await s3server.run();
  s3endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3server?.close();
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const s3Config = () => ({ bucket: BUCKET, endpoint: s3endpoint, region: "eu-central-2", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });

const backends: { name: string; create: () => MediaStorage }[] = [
  { name: "Festplatte", create: () => createDiskStorage(path.join(tempDir("auralis-disk-"), "media")) },
  { name: "S3 (s3rver)", create: () => createS3Storage(s3Config()) },
];

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

describe.each(backends)("Medienspeicher: $name", ({ name, create }) => {
  let storage: MediaStorage;
  // One prefix per backend run: the S3 bucket is shared between the describe blocks.
  const prefix = name.startsWith("S3") ? "s3" : "disk";
  const file = (n: string) => `${prefix}-${n}`;

  beforeAll(() => {
    storage = create();
  });

  it("stores a buffer and reads it back", async () => {
    await storage.put(file("hallo.txt"), Buffer.from("Grüezi"), { contentType: "text/plain; charset=utf-8" });
    expect((await storage.get(file("hallo.txt")))?.toString("utf8")).toBe("Grüezi");
    expect(await storage.exists(file("hallo.txt"))).toBe(true);
    expect(await storage.stat(file("hallo.txt"))).toMatchObject({ name: file("hallo.txt"), size: Buffer.byteLength("Grüezi") });
  });

  it("never overwrites an existing file", async () => {
    await storage.put(file("einmal.txt"), Buffer.from("erste Fassung"), { contentType: "text/plain" });
    await expect(storage.put(file("einmal.txt"), Buffer.from("zweite"), { contentType: "text/plain" })).rejects.toBeInstanceOf(MediaFileExistsError);
    expect((await storage.get(file("einmal.txt")))?.toString()).toBe("erste Fassung");
  });

  it("stores a stream and streams it back, whole or as a byte range", async () => {
    const body = "0123456789".repeat(1000);
    await storage.put(file("strom.txt"), Readable.from([Buffer.from(body.slice(0, 4000)), Buffer.from(body.slice(4000))]), {
      contentType: "text/plain",
      size: body.length,
    });
    const whole = await storage.stream(file("strom.txt"));
    expect(whole?.size).toBe(body.length);
    expect(await text(whole!.body)).toBe(body);
    const part = await storage.stream(file("strom.txt"), { range: "bytes=10-19" });
    expect(part?.contentRange).toBe(`bytes 10-19/${body.length}`);
    expect(await text(part!.body)).toBe("0123456789");
  });

  it("stores a stream of unknown length", async () => {
    await storage.put(file("ohne-laenge.txt"), Readable.from([Buffer.from("a"), Buffer.from("b")]), { contentType: "text/plain" });
    expect((await storage.get(file("ohne-laenge.txt")))?.toString()).toBe("ab");
  });

  it("removes files and answers missing ones with null or false", async () => {
    await storage.put(file("weg.txt"), Buffer.from("x"), { contentType: "text/plain" });
    expect(await storage.remove(file("weg.txt"))).toBe(true);
    expect(await storage.remove(file("weg.txt"))).toBe(false);
    expect(await storage.exists(file("weg.txt"))).toBe(false);
    expect(await storage.get(file("weg.txt"))).toBeNull();
    expect(await storage.stream(file("weg.txt"))).toBeNull();
    expect(await storage.stat(file("nie-da.txt"))).toBeNull();
  });

  it("lists files by name, up to the limit", async () => {
    for (const n of ["liste-c.txt", "liste-a.txt", "liste-b.txt"]) await storage.put(file(n), Buffer.from(n), { contentType: "text/plain" });
    const all = (await storage.list()).map((f) => f.name);
    expect(all).toEqual(expect.arrayContaining([file("liste-a.txt"), file("liste-b.txt"), file("liste-c.txt")]));
    expect([...all].sort()).toEqual(all);
    expect(await storage.list(2)).toHaveLength(2);
  });

  it("refuses names that could leave the media folder", async () => {
    for (const bad of ["../ausbruch.txt", "a/b.txt", ".versteckt", "..", "x\\y.txt"]) {
      await expect(storage.put(bad, Buffer.from("x"), { contentType: "text/plain" })).rejects.toBeInstanceOf(UnsafeMediaNameError);
      await expect(storage.get(bad)).rejects.toBeInstanceOf(UnsafeMediaNameError);
    }
  });

  it("addresses files through the site's /media route", () => {
    expect(storage.url("bild ä.png")).toBe("/media/bild%20%C3%A4.png");
  });
});

describe("Festplatte: Besonderheiten", () => {
  it("lets exactly one of two simultaneous uploads of one name win", async () => {
    const storage = createDiskStorage(path.join(tempDir("auralis-race-"), "media"));
    const results = await Promise.allSettled(
      ["A", "B", "C"].map((v) => storage.put("gleich.txt", Readable.from([Buffer.from(v.repeat(100_000))]), { contentType: "text/plain" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").every((r) => r.reason instanceof MediaFileExistsError)).toBe(true);
  });

  it("lists neither hidden files nor the folder of unfinished uploads", async () => {
    const dir = path.join(tempDir("auralis-hidden-"), "media");
    const storage = createDiskStorage(dir);
    await storage.put("sichtbar.txt", Buffer.from("x"), { contentType: "text/plain" });
    fs.writeFileSync(path.join(dir, ".DS_Store"), "x");
    fs.mkdirSync(path.join(dir, "unterordner"));
    expect((await storage.list()).map((f) => f.name)).toEqual(["sichtbar.txt"]);
  });

  it("resolves safe paths only inside the folder", () => {
    expect(safeMediaPath("/data/media", "bild.png")).toBe(path.resolve("/data/media/bild.png"));
    expect(safeMediaPath("/data/media", "../pg")).toBeNull();
    expect(safeMediaPath("/data/media", "a/../../b")).toBeNull();
  });
});

describe("Konfiguration und Bereiche", () => {
  it("uses S3 only with a bucket, and names what is missing", () => {
    expect(
      s3ConfigFrom({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_REGION: undefined, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined }),
    ).toBeNull();
    expect(() =>
      s3ConfigFrom({ S3_BUCKET: "b", S3_ENDPOINT: "http://x", S3_REGION: undefined, S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: undefined }),
    ).toThrow(/S3_REGION, S3_SECRET_ACCESS_KEY/);
  });

  it("parses single byte ranges", () => {
    expect(parseByteRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=100-", 100)).toBeNull();
    expect(parseByteRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseByteRange(undefined, 100)).toBeNull();
  });
});

describe("/media aus dem S3-Speicher", () => {
  let base: string;
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir("auralis-route-");
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3endpoint,
      S3_REGION: "eu-central-2",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    // Loaded only now: the route reads the environment above on first use.
    const { mediaRouter } = await import("#server/media-route");
    const { mediaStorage } = await import("~/features/media/storage/configured-storage.server");
    expect(mediaStorage().kind).toBe("s3");
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#0b5cad" } })
      .png()
      .toBuffer();
    await mediaStorage().put("route-bild.png", png, { contentType: "image/png" });
    await mediaStorage().put("route-datenblatt.pdf", Buffer.from("%PDF-1.4\n"), { contentType: "application/pdf" });
    await mediaStorage().put("route-grafik.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), {
      contentType: "image/svg+xml",
    });
    // A file left in the local media folder (as the seed wrote them before decision 0010): not served.
    fs.mkdirSync(path.join(dataDir, "media"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "media", "lokal.txt"), "lokal");
    const app = express();
    app.use("/media", mediaRouter());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("serves originals with their type, and resized WebP copies from the allow-list", async () => {
    const original = await fetch(`${base}/media/route-bild.png`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    const resized = await fetch(`${base}/media/route-bild.png?w=320`);
    expect(resized.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320 });
    // Not in the allow-list: the original.
    expect((await fetch(`${base}/media/route-bild.png?w=333`)).headers.get("content-type")).toBe("image/png");
  });

  it("answers byte ranges (video seeking)", async () => {
    const part = await fetch(`${base}/media/route-datenblatt.pdf`, { headers: { range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe("%PDF");
  });

  it("sends PDFs as downloads and SVG sandboxed", async () => {
    const pdf = await fetch(`${base}/media/route-datenblatt.pdf`);
    expect(pdf.headers.get("content-disposition")).toContain("attachment");
    const svg = await fetch(`${base}/media/route-grafik.svg`);
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
    expect(svg.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves only what the bucket holds, and refuses unknown or unsafe names", async () => {
    // Another process could not serve a file on this machine's disk: no process serves it.
    expect((await fetch(`${base}/media/lokal.txt`)).status).toBe(404);
    expect((await fetch(`${base}/media/fehlt.png`)).status).toBe(404);
    expect((await fetch(`${base}/media/..%2Fpg`)).status).toBe(404);
  });
});

// 'Dokumente' (docs/decisions/0046-documents.md): the documents' areas beside the library, on both backends – on disk
// folders of their own, in the bucket the same bucket's keys under documents/<area>/ (the storage's key prefix).
describe.each(backends)("Dokumentenspeicher neben der Mediathek: $name", ({ name }) => {
  const s3 = name.startsWith("S3");
  const create = () => createDocumentStorages(path.join(tempDir("auralis-dokumente-"), "documents"), s3 ? s3Config() : null);

  it("keeps each area apart, and the library never lists a document", async () => {
    const storages = create();
    const library = s3 ? createS3Storage(s3Config()) : createDiskStorage(path.join(tempDir("auralis-bibliothek-"), "media"));
    const hash = `${s3 ? "a" : "b"}${"0".repeat(63)}`;
    const body = Buffer.from("%PDF-1.4\n% Gebrauchsanweisung\n");
    await storages.pending.put(`${hash}.pdf`, body, { contentType: "application/pdf" });
    expect(await storages.pending.exists(`${hash}.pdf`)).toBe(true);
    expect(await storages.public.exists(`${hash}.pdf`)).toBe(false);
    await storages.public.put(`${hash}.pdf`, body, { contentType: "application/pdf" });
    expect((await storages.public.list()).map((f) => f.name)).toContain(`${hash}.pdf`);
    const part = await storages.public.stream(`${hash}.pdf`, { range: "bytes=0-3" });
    expect(await text(part!.body)).toBe("%PDF");
    expect((await library.list(Number.MAX_SAFE_INTEGER)).map((f) => f.name)).not.toContain(`${hash}.pdf`);
    expect(await library.exists(`${hash}.pdf`)).toBe(false);
    expect(await storages.pending.remove(`${hash}.pdf`)).toBe(true);
    expect(await storages.public.exists(`${hash}.pdf`)).toBe(true);
  });
});
