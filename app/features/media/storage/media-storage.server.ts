// Where library files live, behind one small interface (docs/product/media.md, "Storage": list with limit 1000,
// upload by name without overwriting, remove, public URL). On disk in DATA_DIR/media by default
// (disk-storage.server.ts); in an S3-compatible bucket when S3_BUCKET and its companions are set
// (s3-storage.server.ts; several app processes then share one bucket, architecture "Growing past one
// machine"; decision 0010); configured-storage.server.ts chooses. File names can never leave the
// media folder. A storage that cannot be reached throws StorageUnavailableError, within seconds: the
// callers answer 503 instead of hanging or failing with 500.
import type { Readable } from "node:stream";

/** docs/product/media.md, "Storage": the storage is listed with a limit of 1000 files. */
export const STORAGE_LIST_LIMIT = 1000;
/** docs/product/media.md, "Storage": uploads carry a cache lifetime of 3600 s. */
export const STORAGE_CACHE_CONTROL = "public, max-age=3600";
/** Seconds a client is asked to wait (Retry-After) when the storage could not be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export interface StoredFile {
  name: string;
  size: number;
  modifiedAt: Date | null;
}

export interface StoredObject extends StoredFile {
  body: Readable;
  contentType: string | null;
  /** Set when a byte range was asked for and is being answered: "bytes start-end/size". */
  contentRange?: string;
}

export interface StreamOptions {
  /** An HTTP Range header ("bytes=0-1023"); invalid or multiple ranges are ignored (whole file). */
  range?: string;
}

export interface PutOptions {
  contentType: string;
  /** Length of a stream body (S3 needs it to send a stream without buffering). */
  size?: number;
}

export interface MediaStorage {
  readonly kind: "disk" | "s3";
  /** Disk only: the folder holding the files (the /media route sends them with Express's sendFile). */
  readonly localDir?: string;
  /** Resolves when the storage answers within `timeoutMs`; throws (StorageUnavailableError) when not. */
  probe(timeoutMs: number): Promise<void>;
  /** Stores a new file; never replaces one (MediaFileExistsError). */
  put(name: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  stream(name: string, options?: StreamOptions): Promise<StoredObject | null>;
  stat(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  /** Removes a file; false when there was none. */
  remove(name: string): Promise<boolean>;
  /** Library files, by name, at most `limit` (default 1000). */
  list(limit?: number): Promise<StoredFile[]>;
  /** The address the site serves the file under (always through /media: SVG stays sandboxed, PDFs download). */
  url(name: string): string;
}

export class MediaFileExistsError extends Error {
  constructor(readonly fileName: string) {
    super(`Die Datei ${fileName} existiert bereits.`);
    this.name = "MediaFileExistsError";
  }
}

/**
 * The storage did not answer (bucket unreachable, timed out, refusing our credentials, disk gone).
 * Not the caller's fault and usually temporary: HTTP answers say 503 with Retry-After.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly kind: "disk" | "s3",
    options?: { cause?: unknown },
  ) {
    super(`Der Medienspeicher (${kind === "s3" ? "S3-Bucket" : "DATA_DIR/media"}) ist nicht erreichbar: ${causeText(options?.cause)}`, options);
    this.name = "StorageUnavailableError";
  }
}

export function causeText(cause: unknown): string {
  if (!cause) return "unbekannter Fehler";
  const error = cause as { name?: string; code?: string; message?: string };
  const detail = [error.name, error.code].filter((v, i, all) => v && all.indexOf(v) === i).join("/");
  return [detail, error.message].filter(Boolean).join(": ") || (typeof cause === "string" ? cause : JSON.stringify(cause));
}

export class UnsafeMediaNameError extends Error {
  constructor(readonly fileName: string) {
    super("Ungültiger Dateiname.");
    this.name = "UnsafeMediaNameError";
  }
}

/** Rejects with StorageUnavailableError when `work` takes longer than `timeoutMs` (a hung mount, a silent bucket). */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number, kind: "disk" | "s3"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailableError(kind, { cause: new Error(`keine Antwort nach ${timeoutMs} ms`) })), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
