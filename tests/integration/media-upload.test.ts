// POST /api/media against an embedded database and a temporary DATA_DIR: content recognition,
// never-overwrite naming, the size limits while the body streams (nothing written beyond them),
// the right and origin checks, the answer for forms without JavaScript, and the clean-up when the
// row cannot be written. The session lookup is replaced: a cookie "rolle=…" names the caller's role.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type Database, type OpenDatabase } from "#db/client.server";
import { openMigratedPglite } from "./databases";
import { mediaAssets } from "#db/schema";

vi.mock("~/features/auth/viewer.server", async () => ({ getViewer: (await import("./role-cookie-viewer")).viewerFromRoleCookie }));

const SITE = "http://upload.test";
const MB = 1024 * 1024;
let dataDir: string;
let open: OpenDatabase;
let base: string;
let server: ReturnType<ReturnType<typeof express>["listen"]>;

const mediaDir = () => path.join(dataDir, "media");
const tempFiles = () => {
  try {
    return fs.readdirSync(path.join(dataDir, "tmp", "uploads"));
  } catch {
    return [];
  }
};

async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c53d26" } })
    .png()
    .toBuffer();
}

function form(fields: Record<string, string>, file?: { name: string; bytes: Buffer | Blob; type?: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file)
    body.set(
      "file",
      file.bytes instanceof Blob ? file.bytes : new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return body;
}

async function upload(
  body: FormData | ReadableStream<Uint8Array>,
  {
    role = "editor",
    origin = SITE,
    accept = "application/json",
    contentType,
  }: { role?: string | null; origin?: string | null; accept?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = { Accept: accept };
  if (origin) headers.Origin = origin;
  if (role) headers.Cookie = `rolle=${role}`;
  if (contentType) headers["Content-Type"] = contentType;
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body, redirect: "manual" };
  if (body instanceof ReadableStream) init.duplex = "half";
  return fetch(`${base}/api/media`, init);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-upload-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE });
  open = await openMigratedPglite();
  setProcessDatabase(open);
  const { mediaUploadRouter } = await import("#server/media-upload.server");
  const { mediaRouter } = await import("#server/media-route");
  const app = express();
  app.use("/api/media", mediaUploadRouter());
  app.use("/media", mediaRouter());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  setProcessDatabase(undefined);
  await open?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/media", () => {
  it("stores an image under its SEO name, measures it and answers with the new asset", async () => {
    const res = await upload(
      form(
        { seoName: "Gebärwanne Front!", title: "  Gebärwanne  ", altText: "Eine Gebärwanne", category: "" },
        { name: "IMG_1.PNG", bytes: await png(40, 30) },
      ),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      ok: boolean;
      asset: { id: number; filename: string; width: number; height: number; category: string; title: string; url: string };
    };
    expect(body.ok).toBe(true);
    expect(body.asset).toMatchObject({
      filename: "gebaerwanne-front.png",
      width: 40,
      height: 30,
      category: "uncategorized",
      title: "Gebärwanne",
      url: "/media/gebaerwanne-front.png",
    });
    expect(fs.existsSync(path.join(mediaDir(), "gebaerwanne-front.png"))).toBe(true);
    const [row] = await open.db.select().from(mediaAssets).where(eq(mediaAssets.id, body.asset.id));
    expect(row).toMatchObject({ mimeType: "image/png", altText: "Eine Gebärwanne" });
    expect((await fetch(`${base}/media/gebaerwanne-front.png`)).status).toBe(200);
    expect(tempFiles()).toEqual([]);
  });

  it("never overwrites: a taken name gets -2, -3", async () => {
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await upload(form({ seoName: "gebaerwanne-front" }, { name: "x.png", bytes: await png(8, 8) }));
      names.push(((await res.json()) as { asset: { filename: string } }).asset.filename);
    }
    expect(names).toEqual(["gebaerwanne-front-2.png", "gebaerwanne-front-3.png"]);
    // The first file is untouched.
    expect((await sharp(path.join(mediaDir(), "gebaerwanne-front.png")).metadata()).width).toBe(40);
  });

  it("refuses a .png that is really text, and a name whose extension contradicts the content", async () => {
    const fake = await upload(form({ seoName: "kein-bild" }, { name: "kein-bild.png", bytes: Buffer.from("Das ist kein Bild.\n") }));
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({ ok: false, message: "Dieser Dateityp wird nicht unterstützt." });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const mismatch = await upload(form({ seoName: "falsch" }, { name: "falsch.png", bytes: jpeg }));
    expect(mismatch.status).toBe(415);
    expect(((await mismatch.json()) as { message: string }).message).toMatch(/^Dieser Dateityp wird nicht unterstützt\./);
    expect(fs.readdirSync(mediaDir()).filter((n) => n.startsWith("kein-bild") || n.startsWith("falsch"))).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it("requires a file and an SEO name", async () => {
    const noName = await upload(form({ seoName: "  " }, { name: "a.png", bytes: await png() }));
    expect(noName.status).toBe(400);
    expect(await noName.json()).toEqual({ ok: false, message: "Bitte wählen Sie eine Datei und geben Sie einen SEO-Dateinamen ein" });
    const noFile = await upload(form({ seoName: "ohne-datei" }));
    expect(noFile.status).toBe(400);
  });

  it("stores SVG and PDF, and gives alt texts to images only", async () => {
    const svg = await upload(
      form(
        { seoName: "grafik", altText: "Grafik" },
        { name: "grafik.svg", bytes: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"/>') },
      ),
    );
    expect(((await svg.json()) as { asset: { mimeType: string; width: number } }).asset).toMatchObject({ mimeType: "image/svg+xml", width: 10 });
    expect((await fetch(`${base}/media/grafik.svg`)).headers.get("content-security-policy")).toContain("sandbox");
    const pdf = await upload(form({ seoName: "datenblatt", altText: "wird ignoriert" }, { name: "Datenblatt.pdf", bytes: Buffer.from("%PDF-1.4\n%âãÏÓ\n") }));
    expect(((await pdf.json()) as { asset: { altText: string | null; kind: string } }).asset).toMatchObject({ altText: null, kind: "pdf" });
  });

  it("keeps the further languages' alt texts sent with an image (docs/decisions/0034-alt-texts-per-language.md), and none for other files", async () => {
    const image = await upload(
      form(
        { seoName: "wanne-sprachen", altText: "Gebärwanne", altText_fr: "  Baignoire   d’accouchement ", altText_it: "", altText_xx: "fremd" },
        { name: "w.png", bytes: await png(12, 8) },
      ),
    );
    expect(image.status).toBe(201);
    const { asset } = (await image.json()) as { asset: { id: number; altTexts: Record<string, string> } };
    expect(asset.altTexts).toEqual({ fr: "Baignoire d’accouchement" });
    const [row] = await open.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(row.altTexts).toEqual({ fr: "Baignoire d’accouchement" });
    const pdf = await upload(form({ seoName: "datenblatt-fr", altText_fr: "ignoré" }, { name: "d.pdf", bytes: Buffer.from("%PDF-1.4\n%âãÏÓ\n") }));
    const [pdfRow] = await open.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, ((await pdf.json()) as { asset: { id: number } }).asset.id));
    expect(pdfRow.altTexts).toEqual({});
  });

  it("checks the caller and the origin before reading the body", async () => {
    const body = () => form({ seoName: "x" }, { name: "x.png", bytes: Buffer.alloc(10) });
    expect((await upload(body(), { role: null })).status).toBe(401);
    expect((await upload(body(), { role: "pending" })).status).toBe(403);
    expect((await upload(body(), { origin: "https://boese.example" })).status).toBe(403);
    expect((await upload(body(), { origin: null })).status).toBe(403);
  });

  it("refuses an oversized image while it streams, before it is stored (413)", async () => {
    const head = await png(16, 16);
    let sent = 0;
    const boundary = "----auralis-grenze";
    const encoder = new TextEncoder();
    const total = 40 * MB;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="seoName"\r\n\r\nriesig\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="riesig.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
        );
        controller.enqueue(new Uint8Array(head));
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        const chunk = new Uint8Array(MB);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    let status: number | null = null;
    let message: string | null = null;
    try {
      const res = await upload(stream, { contentType: `multipart/form-data; boundary=${boundary}` });
      status = res.status;
      message = ((await res.json()) as { message: string }).message;
    } catch {
      // The server may close the connection after answering; then the answer was still sent first.
    }
    if (status !== null) {
      expect(status).toBe(413);
      expect(message).toBe("Die Datei ist zu gross (höchstens 25 MB).");
    }
    // Far less than the 40 MB sent were read, nothing was stored, no temporary file is left.
    expect(sent).toBeLessThan(total);
    expect(fs.readdirSync(mediaDir()).some((n) => n.startsWith("riesig"))).toBe(false);
    await expect.poll(() => tempFiles()).toEqual([]);
  });

  it("refuses a request announced larger than any file may be, at once", async () => {
    const res = await fetch(`${base}/api/media`, {
      method: "POST",
      headers: {
        Origin: SITE,
        Cookie: "rolle=admin",
        Accept: "application/json",
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(300 * MB),
      },
      body: "--x--",
    }).catch(() => null);
    // undici refuses a body shorter than its Content-Length before sending; either way nothing is stored.
    if (res) expect(res.status).toBe(413);
  });

  it("allows videos up to 200 MB (a 26 MB MP4 passes)", async () => {
    const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2mp41")]);
    const bytes = new Blob([new Uint8Array(mp4Head), new Uint8Array(26 * MB)], { type: "video/mp4" });
    const res = await upload(form({ seoName: "film" }, { name: "film.mp4", bytes }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { asset: { kind: string; sizeBytes: number } }).asset).toMatchObject({ kind: "video", sizeBytes: 26 * MB + mp4Head.length });
  });

  it("sends a form posted without JavaScript back to the library", async () => {
    const ok = await upload(form({ seoName: "ohne-js" }, { name: "a.png", bytes: await png() }), { accept: "text/html" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/cms/media-library?upload=ok");
    const bad = await upload(form({ seoName: "" }, { name: "a.png", bytes: await png() }), { accept: "text/html" });
    expect(bad.headers.get("location")).toMatch(/^\/cms\/media-library\?upload=fehler&meldung=Bitte/);
  });
});

describe("ingestUpload", () => {
  it("removes the stored file again when the row cannot be written", async () => {
    const { ingestUpload } = await import("~/features/media/media-ingest.server");
    const { mediaStorage } = await import("~/features/media/storage/configured-storage.server");
    const file = path.join(dataDir, "quelle.png");
    fs.writeFileSync(file, await png());
    const failing = Object.create(open.db, {
      transaction: {
        value: async () => {
          throw new Error("Datenbank weg");
        },
      },
    }) as Database;
    await expect(
      ingestUpload(
        failing,
        mediaStorage(),
        { path: file, originalName: "a.png", size: fs.statSync(file).size },
        { seoName: "verloren", title: "", altText: "", category: "" },
      ),
    ).rejects.toThrow("Datenbank weg");
    expect(fs.existsSync(path.join(mediaDir(), "verloren.png"))).toBe(false);
  });
});

describe("ingestUpload into an S3-compatible bucket", () => {
  it("streams the file into the bucket, numbers taken names and removes the object when the row fails", async () => {
    const { default: S3rver } = await import("s3rver");
    const { ingestUpload } = await import("~/features/media/media-ingest.server");
    const { createS3Storage } = await import("~/features/media/storage/s3-storage.server");
    const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-s3-ingest-"));
    const s3 = new S3rver({ address: "127.0.0.1", port: 0, directory: s3dir, silent: true, configureBuckets: [{ name: "medien" }] });
    const address = await s3.run();
    try {
      const storage = createS3Storage({
        bucket: "medien",
        endpoint: `http://127.0.0.1:${address.port}`,
        region: "eu-central-2",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
      });
      const file = path.join(dataDir, "s3-quelle.png");
      fs.writeFileSync(file, await png(12, 9));
      const received = { path: file, originalName: "foto.png", size: fs.statSync(file).size };
      const fields = { seoName: "s3-bild", title: "", altText: "", category: "pflege" };
      const first = await ingestUpload(open.db, storage, received, fields);
      const second = await ingestUpload(open.db, storage, received, fields);
      expect(first).toMatchObject({ ok: true, asset: { filename: "s3-bild.png", width: 12, height: 9, category: "pflege", title: "S3 bild" } });
      expect(second).toMatchObject({ ok: true, asset: { filename: "s3-bild-2.png" } });
      expect((await storage.get("s3-bild.png"))?.equals(fs.readFileSync(file))).toBe(true);

      const failing = Object.create(open.db, {
        transaction: {
          value: async () => {
            throw new Error("Datenbank weg");
          },
        },
      }) as Database;
      await expect(ingestUpload(failing, storage, received, { ...fields, seoName: "s3-verloren" })).rejects.toThrow("Datenbank weg");
      expect(await storage.exists("s3-verloren.png")).toBe(false);
    } finally {
      await s3.close();
      fs.rmSync(s3dir, { recursive: true, force: true });
    }
  });
});
