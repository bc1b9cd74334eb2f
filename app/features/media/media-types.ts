// The file types the library accepts (docs/product/media.md, "Uploads": images, video, PDF, .doc, .docx, .txt), their
// size limits and how each kind is shown. Pure, so the upload panel checks the same limits the
// endpoint enforces.

export type MediaKind = "image" | "svg" | "video" | "pdf" | "document" | "text" | "other";

export interface MediaFormat {
  /** Canonical extension of the content. */
  extension: string;
  /** Extensions a file of this content may carry in its name. */
  extensions: readonly string[];
  mimeType: string;
  kind: MediaKind;
}

export const mediaFormats = [
  { extension: "jpg", extensions: ["jpg", "jpeg", "jpe", "jfif"], mimeType: "image/jpeg", kind: "image" },
  { extension: "png", extensions: ["png"], mimeType: "image/png", kind: "image" },
  { extension: "webp", extensions: ["webp"], mimeType: "image/webp", kind: "image" },
  { extension: "gif", extensions: ["gif"], mimeType: "image/gif", kind: "image" },
  { extension: "avif", extensions: ["avif"], mimeType: "image/avif", kind: "image" },
  { extension: "svg", extensions: ["svg"], mimeType: "image/svg+xml", kind: "svg" },
  { extension: "mp4", extensions: ["mp4", "m4v"], mimeType: "video/mp4", kind: "video" },
  { extension: "webm", extensions: ["webm"], mimeType: "video/webm", kind: "video" },
  { extension: "pdf", extensions: ["pdf"], mimeType: "application/pdf", kind: "pdf" },
  { extension: "doc", extensions: ["doc"], mimeType: "application/msword", kind: "document" },
  {
    extension: "docx",
    extensions: ["docx"],
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    kind: "document",
  },
  { extension: "txt", extensions: ["txt"], mimeType: "text/plain; charset=utf-8", kind: "text" },
] as const satisfies readonly MediaFormat[];

export type MediaExtension = (typeof mediaFormats)[number]["extension"];

const MB = 1024 * 1024;
/** Images and documents up to 25 MB, videos up to 200 MB. */
export const MAX_FILE_BYTES = 25 * MB;
export const MAX_VIDEO_BYTES = 200 * MB;
/** Form fields besides the file are small; the whole request may carry this much on top of the file. */
export const MAX_FORM_OVERHEAD_BYTES = 64 * 1024;

/** The file input's accept list: a hint for the browser's picker; the endpoint checks the content. */
export const uploadAccept = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/svg+xml",
  "video/mp4",
  "video/webm",
  "application/pdf",
  ".doc",
  ".docx",
  ".txt",
].join(",");

export function formatByExtension(extension: string): MediaFormat | undefined {
  const wanted = extension.toLowerCase().replace(/^\./, "");
  return mediaFormats.find((f) => (f.extensions as readonly string[]).includes(wanted));
}

export function maxBytesFor(kind: MediaKind): number {
  return kind === "video" ? MAX_VIDEO_BYTES : MAX_FILE_BYTES;
}

export function megabytes(bytes: number): number {
  return Math.round(bytes / MB);
}

/** The kind of a stored file, from its MIME type or else its name. */
export function mediaKindOf(file: { filename: string; mimeType?: string | null }): MediaKind {
  const mime = (file.mimeType ?? "").toLowerCase();
  if (mime && mime !== "application/octet-stream") {
    const byMime = mediaFormats.find((f) => f.mimeType.split(";")[0] === mime.split(";")[0]);
    if (byMime) return byMime.kind;
    if (mime.startsWith("image/")) return "image";
    if (mime.startsWith("video/")) return "video";
  }
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.filename)?.[1] ?? "";
  return formatByExtension(extension)?.kind ?? "other";
}

/** The MIME type of a storage-only file, guessed from its name. */
export function mimeTypeForFileName(filename: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(filename)?.[1] ?? "";
  return formatByExtension(extension)?.mimeType ?? "application/octet-stream";
}

/** Raster images the media route resizes (?w=…) and sharp measures. */
export function isResizableImage(filename: string): boolean {
  return /\.(jpe?g|png|webp|avif)$/i.test(filename);
}

/** Images in the broad sense: they get alt texts and may become the logo. */
export function isImageKind(kind: MediaKind): boolean {
  return kind === "image" || kind === "svg";
}

export const mediaKindLabels: Record<MediaKind, string> = {
  image: "Bild",
  svg: "SVG-Grafik",
  video: "Video",
  pdf: "PDF",
  document: "Word-Dokument",
  text: "Textdatei",
  other: "Datei",
};
