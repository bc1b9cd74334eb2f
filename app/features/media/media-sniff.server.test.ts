import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { looksLikeSvg, looksLikeText, sniffKindFromHead, sniffMediaFile } from "./media-sniff.server";

let dir: string;
const write = (name: string, bytes: Buffer | string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

// A minimal MP4: an ftyp box with the isom brand.
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2mp41"), Buffer.alloc(64)]);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-sniff-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("SVG recognition", () => {
  it("accepts <svg> and <?xml …><svg>, with comments and a plain DOCTYPE", () => {
    expect(looksLikeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(looksLikeSvg('\uFEFF  <?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>')).toBe(true);
  });
  it("refuses other markup and entity tricks", () => {
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg>')).toBe(false);
    expect(looksLikeSvg("<svgfoo>")).toBe(false);
    expect(looksLikeSvg("hello")).toBe(false);
  });
});

describe("text recognition", () => {
  it("accepts UTF-8 text and refuses binary", () => {
    expect(looksLikeText(Buffer.from("Grüezi\r\n\tmitenand"))).toBe(true);
    expect(looksLikeText(Buffer.from([0xff, 0xfe, 0x00]))).toBe(false);
    expect(looksLikeText(Buffer.from("a\u0000b"))).toBe(false);
    expect(looksLikeText(Buffer.alloc(0))).toBe(false);
  });
});

describe("sniffMediaFile", () => {
  it("recognises raster images by content and keeps a fitting declared extension", async () => {
    const png = write(
      "a.png",
      await sharp({ create: { width: 4, height: 3, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    expect(await sniffMediaFile(png, "Foto.PNG")).toMatchObject({ ok: true, extension: "png", format: { mimeType: "image/png" } });
    const jpg = write(
      "a.jpg",
      await sharp({ create: { width: 4, height: 3, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer(),
    );
    expect(await sniffMediaFile(jpg, "foto.jpeg")).toMatchObject({ ok: true, extension: "jpeg", format: { kind: "image" } });
    expect(await sniffMediaFile(jpg, "ohne-endung")).toMatchObject({ ok: true, extension: "jpg" });
  });
  it("refuses a .png that is really text", async () => {
    const fake = write("fake.png", "Das ist kein Bild.\n");
    expect(await sniffMediaFile(fake, "fake.png")).toEqual({ ok: false, reason: "unsupported", declaredExtension: "png" });
  });
  it("refuses a name whose extension contradicts the content", async () => {
    const png = write(
      "b.png",
      await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    expect(await sniffMediaFile(png, "bild.pdf")).toMatchObject({ ok: false, reason: "mismatch", declaredExtension: "pdf" });
  });
  it("recognises SVG, PDF, MP4, .doc and plain text", async () => {
    expect(await sniffMediaFile(write("c.svg", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "c.svg")).toMatchObject({
      ok: true,
      format: { kind: "svg" },
    });
    expect(await sniffMediaFile(write("d.pdf", "%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n"), "d.pdf")).toMatchObject({ ok: true, format: { kind: "pdf" } });
    expect(await sniffMediaFile(write("e.mp4", mp4), "film.mp4")).toMatchObject({ ok: true, format: { kind: "video", mimeType: "video/mp4" } });
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
    expect(await sniffMediaFile(write("f.doc", cfb), "brief.doc")).toMatchObject({ ok: true, format: { kind: "document" } });
    expect(await sniffMediaFile(write("g.xls", cfb), "tabelle.xls")).toMatchObject({ ok: false, reason: "unsupported" });
    expect(await sniffMediaFile(write("h.txt", "Hallo Welt\n"), "notiz.txt")).toMatchObject({ ok: true, format: { kind: "text" } });
  });
  it("refuses HTML, even named .txt or .svg", async () => {
    const html = write("i.html", "<html><script>alert(1)</script></html>");
    expect((await sniffMediaFile(html, "seite.svg")).ok).toBe(false);
    expect(await sniffMediaFile(html, "seite.html")).toMatchObject({ ok: false, reason: "unsupported" });
  });
  it("tells a video from other content by its first bytes (for the size limit)", async () => {
    expect(await sniffKindFromHead(mp4)).toBe("video");
    expect(await sniffKindFromHead(Buffer.from("%PDF-1.4"))).toBe("other");
  });
});
