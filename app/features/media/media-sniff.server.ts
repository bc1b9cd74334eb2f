// What a file really is, from its content (magic bytes via file-type; SVG and plain text by parsing),
// never from the name or the MIME type the browser sent. A name whose extension says something else
// than the content is refused (docs/decisions/0006-media-storage-and-uploads.md, tests/integration/media-upload.test.ts).
import fs from "node:fs/promises";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import { extensionOf } from "./file-names";
import { formatByExtension, mediaFormats, type MediaFormat, type MediaKind } from "./media-types";

export type SniffResult =
  | { ok: true; format: MediaFormat; /** the extension for the stored name: the declared one when it fits */ extension: string }
  | { ok: false; reason: "unsupported" | "mismatch"; declaredExtension: string };

const HEAD_BYTES = 64 * 1024;

function formatOf(extension: string): MediaFormat {
  const format = mediaFormats.find((f) => f.extension === extension);
  if (!format) throw new Error(`Unbekanntes Format ${extension}`);
  return format;
}

/**
 * An SVG document: optional BOM, XML declaration, comments and a DOCTYPE without an internal subset
 * (entity tricks), then the <svg> root element.
 */
export function looksLikeSvg(head: string): boolean {
  let text = head.replace(/^\uFEFF/, "");
  const skip = (pattern: RegExp) => {
    const match = pattern.exec(text);
    if (!match) return false;
    text = text.slice(match[0].length);
    return true;
  };
  skip(/^\s+/);
  if (text.startsWith("<?xml")) {
    if (!skip(/^<\?xml[\s\S]*?\?>/)) return false;
  }
  for (;;) {
    skip(/^\s+/);
    if (text.startsWith("<!--")) {
      if (!skip(/^<!--[\s\S]*?-->/)) return false;
      continue;
    }
    if (/^<!DOCTYPE/i.test(text)) {
      if (!skip(/^<!DOCTYPE[^[>]*>/i)) return false;
      continue;
    }
    break;
  }
  return /^<svg[\s>/]/.test(text);
}

/** Plain UTF-8 text: decodes strictly and holds no control characters besides tab, line breaks and form feed. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** The kind of content at the start of a stream: enough to choose the size limit while it arrives. */
export async function sniffKindFromHead(head: Uint8Array): Promise<MediaKind> {
  const type = await fileTypeFromBuffer(head);
  return type?.mime.startsWith("video/") ? "video" : "other";
}

async function detectFormat(file: string, declaredExtension: string): Promise<MediaFormat | null> {
  const type = await fileTypeFromFile(file);
  switch (type?.ext) {
    case "jpg":
    case "png":
    case "webp":
    case "gif":
    case "avif":
    case "webm":
    case "pdf":
    case "docx":
      return formatOf(type.ext);
    case "mp4":
    case "m4v":
      return formatOf("mp4");
    case "cfb":
      // Word 97–2003 files are OLE compound files; so are .xls, .msi, …: only a .doc name may claim one.
      return declaredExtension === "doc" ? formatOf("doc") : null;
    case "xml":
    case undefined:
      break;
    default:
      return null;
  }
  const handle = await fs.open(file, "r");
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
    if (looksLikeSvg(head.toString("utf8"))) return formatOf("svg");
    if (type?.ext === "xml" || declaredExtension !== "txt") return null;
    // Text files are small (limit 25 MB): the whole file is checked, not just its start.
    const whole = await handle.readFile();
    return looksLikeText(whole) ? formatOf("txt") : null;
  } finally {
    await handle.close();
  }
}

/** Recognises the content of `file`; the declared name only has to agree with it. */
export async function sniffMediaFile(file: string, declaredName: string): Promise<SniffResult> {
  const declaredExtension = extensionOf(declaredName);
  const format = await detectFormat(file, declaredExtension);
  if (!format) return { ok: false, reason: "unsupported", declaredExtension };
  if (!declaredExtension) return { ok: true, format, extension: format.extension };
  if (formatByExtension(declaredExtension) !== format) return { ok: false, reason: "mismatch", declaredExtension };
  return { ok: true, format, extension: declaredExtension };
}
