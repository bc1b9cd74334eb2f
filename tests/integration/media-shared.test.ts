// Media shared through the bucket (docs/decisions/0010-media-in-the-bucket.md). An S3-compatible server
// (s3rver) runs here on 127.0.0.1 with a random port; two "processes" are two /media routers, each
// with its own S3 client and its own empty variant cache, and only the first takes uploads. Then the
// bucket goes away — stopped (connection refused) and silent (accepts, never answers) — and comes back.
import fs from "node:fs";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import express from "express";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { openMigratedPglite } from "./databases";
import { mediaAssets } from "#db/schema";
import type { Viewer } from "~/core/access/viewer";
import { mediaMessages } from "~/features/media/media-messages";
import { createDiskStorage } from "~/features/media/storage/disk-storage.server";
import { createS3Storage, type S3StorageConfig } from "~/features/media/storage/s3-storage.server";
import { mediaSharingNotice } from "~/features/media/storage/configured-storage.server";
import { STORAGE_HEALTH_CACHE_MS, storageHealth } from "~/features/media/storage/storage-health.server";
import type { MediaStorage } from "~/features/media/storage/media-storage.server";

vi.mock("~/features/auth/viewer.server", () => ({
  getViewer: async (request: Request): Promise<Viewer | null> =>
    /rolle=editor/.test(request.headers.get("cookie") ?? "")
      ? { id: "u-editor", email: "editor@example.ch", name: "editor", role: "editor", emailVerified: true, twoFactorEnabled: false, sessionId: "s" }
      : null,
}));

const SITE = "http://geteilt.test";
const BUCKET = "auralis-geteilt";
const temporaryDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
};

type HttpServer = ReturnType<ReturnType<typeof express>["listen"]>;
const servers: HttpServer[] = [];

async function listen(app: ReturnType<typeof express>): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let s3dir: string;
let s3port: number;
let s3server: S3rver | undefined;
let open: OpenDatabase;
let dataDir: string;

async function startBucket(port = 0) {
  s3server = new S3rver({ address: "127.0.0.1", port, directory: s3dir, silent: true, configureBuckets: [{ name: BUCKET }] });
  s3port = (await s3server.run()).port;
}

async function stopBucket() {
  await s3server?.close();
  s3server = undefined;
}

const s3Config = (endpoint = `http://127.0.0.1:${s3port}`): S3StorageConfig => ({
  bucket: BUCKET,
  endpoint,
  region: "eu-central-2",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
});

/** One app process: its own S3 client, its own cache of resized copies; optionally the upload endpoint. */
async function startProcess(storage: MediaStorage, { uploads = false } = {}) {
  const { mediaRouter } = await import("#server/media-route");
  const { mediaUploadRouter } = await import("#server/media-upload.server");
  const cacheDir = tempDir("auralis-cache-");
  const app = express();
  if (uploads) app.use("/api/media", mediaUploadRouter({ storage }));
  app.use("/media", mediaRouter({ storage, cacheDir }));
  return { base: await listen(app), cacheDir, storage };
}

async function png(width: number, height: number, background = "#0b5cad"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function upload(base: string, seoName: string, bytes: Buffer) {
  const body = new FormData();
  body.set("seoName", seoName);
  body.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "foto.png");
  return fetch(`${base}/api/media`, { method: "POST", headers: { Accept: "application/json", Origin: SITE, Cookie: "rolle=editor" }, body });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

const rowCount = async () => (await open.db.select({ n: count() }).from(mediaAssets))[0].n;

beforeAll(async () => {
  dataDir = tempDir("auralis-geteilt-");
  for (const key of Object.keys(process.env)) if (key.startsWith("S3_")) delete process.env[key];
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE });
  s3dir = tempDir("auralis-s3rver-");
  await startBucket();
  open = await openMigratedPglite();
  setProcessDatabase(open);
});

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  setProcessDatabase(undefined);
  await open?.close();
  await stopBucket();
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("Medien im Bucket, von jedem Prozess ausgeliefert", () => {
  let first: Awaited<ReturnType<typeof startProcess>>;
  let second: Awaited<ReturnType<typeof startProcess>>;
  let seededImage: string;

  beforeAll(async () => {
    first = await startProcess(createS3Storage(s3Config()), { uploads: true });
    second = await startProcess(createS3Storage(s3Config()));
  });

  it("seeds every library file into the bucket, none onto the local disk", async () => {
    const { seedDatabase } = await import("#db/seed/seed.server");
    expect(await seedDatabase(open.db, { storage: first.storage })).toBe(true);
    const rows = await open.db.select().from(mediaAssets);
    expect(rows.length).toBeGreaterThan(0);
    const stored = new Map((await first.storage.list()).map((f) => [f.name, f.size]));
    for (const row of rows) expect(stored.get(row.filename), row.filename).toBe(row.sizeBytes);
    expect(fs.existsSync(path.join(dataDir, "media"))).toBe(false);
    seededImage = rows.find((r) => r.mimeType === "image/webp" && (r.width ?? 0) >= 640)!.filename;
  });

  it("lets a second process serve a seeded image and make its resized copy from the bucket", async () => {
    const original = await fetch(`${second.base}/media/${seededImage}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals((await first.storage.get(seededImage))!)).toBe(true);
    const resized = await fetch(`${second.base}/media/${seededImage}?w=320`, { headers: { Accept: "image/webp" } });
    expect(resized.status).toBe(200);
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 320 });
    expect(fs.existsSync(path.join(second.cacheDir, "media", "320", `${seededImage}.webp`))).toBe(true);
  });

  it("lets a second process serve a file the first one took as an upload, original and resized", async () => {
    const bytes = await png(900, 450);
    const res = await upload(first.base, "Geteiltes Bild", bytes);
    expect(res.status).toBe(201);
    const filename = ((await res.json()) as { asset: { filename: string } }).asset.filename;
    expect(filename).toBe("geteiltes-bild.png");

    const original = await fetch(`${second.base}/media/${filename}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    const resized = await fetch(`${second.base}/media/${filename}?w=640`, { headers: { Accept: "image/webp" } });
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 640 });

    // The local copies are only a cache: gone, they are made again from the bucket.
    fs.rmSync(path.join(second.cacheDir, "media"), { recursive: true, force: true });
    const again = await fetch(`${second.base}/media/${filename}?w=640`, { headers: { Accept: "image/webp" } });
    expect(again.status).toBe(200);
    expect(fs.existsSync(path.join(second.cacheDir, "media", "640", `${filename}.webp`))).toBe(true);
  });

  describe("Bucket gestoppt (Verbindung abgelehnt), dann wieder da", () => {
    beforeAll(async () => {
      // Copies the second process has made before the outage: one it may fall back on.
      expect((await fetch(`${second.base}/media/geteiltes-bild.png?w=320`, { headers: { Accept: "image/webp" } })).status).toBe(200);
      await stopBucket();
    });

    it("answers an upload with a German 503 within seconds and keeps no row", async () => {
      const before = await rowCount();
      const { result: res, ms } = await timed(async () => upload(first.base, "Ausfall", await png(40, 30)));
      console.info(`upload, bucket stopped: ${res.status} after ${ms} ms`);
      expect(res.status).toBe(503);
      expect(ms).toBeLessThan(5_000);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({ ok: false, message: mediaMessages.storageUnavailable });
      expect(await rowCount()).toBe(before);
      expect(await open.db.select().from(mediaAssets).where(like(mediaAssets.filename, "ausfall%"))).toEqual([]);
      expect(fs.readdirSync(path.join(dataDir, "tmp", "uploads"))).toEqual([]);
    });

    it("answers /media with 503 and Retry-After, or with a resized copy it already has", async () => {
      const { result: original, ms } = await timed(() => fetch(`${second.base}/media/geteiltes-bild.png`));
      console.info(`/media original, bucket stopped: ${original.status} after ${ms} ms`);
      expect(original.status).toBe(503);
      expect(ms).toBeLessThan(5_000);
      expect(original.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(original.headers.get("cache-control")).toBe("no-store");
      expect(await original.text()).toBe(mediaMessages.storageUnavailable);

      const notCached = await fetch(`${second.base}/media/geteiltes-bild.png?w=1280`, { headers: { Accept: "image/webp" } });
      expect(notCached.status).toBe(503);

      const cached = await fetch(`${second.base}/media/geteiltes-bild.png?w=320`, { headers: { Accept: "image/webp" } });
      expect(cached.status).toBe(200);
      expect(cached.headers.get("content-type")).toBe("image/webp");
      expect(cached.headers.get("cache-control")).toBe("public, max-age=60");
    });

    it("reports the storage down in its health", async () => {
      const { result: health, ms } = await timed(() => storageHealth(second.storage));
      expect(health).toMatchObject({ kind: "s3", state: "down" });
      expect(health.error).toBeTruthy();
      expect(ms).toBeLessThan(2_500);
    });

    it("works again once the bucket is back", async () => {
      await startBucket(s3port);
      // The health result is kept briefly so that a busy /healthz does not hammer the bucket.
      await new Promise((resolve) => setTimeout(resolve, STORAGE_HEALTH_CACHE_MS + 50));
      expect(await storageHealth(second.storage)).toMatchObject({ kind: "s3", state: "up", latencyMs: expect.any(Number) });
      const res = await upload(first.base, "Wieder da", await png(400, 200, "#2a7a5e"));
      expect(res.status).toBe(201);
      expect((await fetch(`${second.base}/media/wieder-da.png`)).status).toBe(200);
      const resized = await fetch(`${second.base}/media/wieder-da.png?w=320`, { headers: { Accept: "image/webp" } });
      expect(resized.status).toBe(200);
      expect(resized.headers.get("cache-control")).toMatch(/max-age=\d{6,}/);
      expect(await open.db.select().from(mediaAssets).where(eq(mediaAssets.filename, "wieder-da.png"))).toHaveLength(1);
    });
  });
});

describe("Bucket, der Verbindungen annimmt und nie antwortet", () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let hung: Awaited<ReturnType<typeof startProcess>>;

  beforeAll(async () => {
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    hung = await startProcess(createS3Storage(s3Config(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`)), { uploads: true });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("answers an upload with 503 after the timeouts, not never, and keeps no row", async () => {
    const before = await rowCount();
    const { result: res, ms } = await timed(async () => upload(hung.base, "Haengt", await png(40, 30)));
    console.info(`upload, bucket silent: ${res.status} after ${ms} ms`);
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(10_000);
    expect(((await res.json()) as { message: string }).message).toBe(mediaMessages.storageUnavailable);
    expect(await rowCount()).toBe(before);
  });

  it("answers /media with 503 and the health probe with down within its own timeout", async () => {
    const [image, health] = await Promise.all([timed(() => fetch(`${hung.base}/media/geteiltes-bild.png?w=320`)), timed(() => storageHealth(hung.storage))]);
    console.info(`/media, bucket silent: ${image.result.status} after ${image.ms} ms; health down after ${health.ms} ms`);
    expect(image.result.status).toBe(503);
    expect(image.ms).toBeLessThan(10_000);
    expect(health.result).toMatchObject({ kind: "s3", state: "down" });
    expect(health.ms).toBeLessThan(2_500);
  });
});

describe("Festplatte und Hinweis für mehrere Server", () => {
  it("reports a writable media folder as up", async () => {
    expect(await storageHealth(createDiskStorage(path.join(tempDir("auralis-disk-"), "media")))).toMatchObject({ kind: "disk", state: "up" });
  });

  it("reports a media folder that cannot be created as down", async () => {
    const file = path.join(tempDir("auralis-disk-"), "eine-datei");
    fs.writeFileSync(file, "x");
    expect(await storageHealth(createDiskStorage(path.join(file, "media")))).toMatchObject({ kind: "disk", state: "down" });
  });

  it("warns at start-up only for a database server without a bucket", () => {
    const mediaDir = "/srv/auralis/data/media";
    expect(mediaSharingNotice({ DATABASE_URL: undefined, S3_BUCKET: undefined, mediaDir })).toBeUndefined();
    expect(mediaSharingNotice({ DATABASE_URL: "postgres://db/auralis", S3_BUCKET: "medien", mediaDir })).toBeUndefined();
    const notice = mediaSharingNotice({ DATABASE_URL: "postgres://db/auralis", S3_BUCKET: undefined, mediaDir });
    expect(notice).toMatch(/^Mehrere Server mit DATABASE_URL: ohne S3 müssen alle Prozesse denselben Ordner DATA_DIR\/media teilen/);
    expect(notice).toContain(mediaDir);
  });
});
