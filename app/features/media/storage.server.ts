// Where library files live, behind one small interface (spec §7 "Storage": list with limit 1000,
// upload by name without overwriting, remove, public URL). On disk in DATA_DIR/media by default; in an
// S3-compatible bucket when S3_BUCKET and its companions are set (several app processes then share
// one bucket, architecture "Growing past one machine"; decision 0010). File names can never leave the
// media folder. A storage that cannot be reached throws StorageUnavailableError, within seconds: the
// callers answer 503 instead of hanging or failing with 500.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { env, type AppEnv } from "~/core/env.server";
import { isSafeMediaName, mediaPath } from "./file-names";

/** Spec §7 and §9: the storage is listed with a limit of 1000 files. */
export const STORAGE_LIST_LIMIT = 1000;
/** Spec §7 and §9: uploads carry a cache lifetime of 3600 s. */
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

function causeText(cause: unknown): string {
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

/** The absolute path of a library file inside `mediaDir`, or null for any name that could leave it. */
export function safeMediaPath(mediaDir: string, name: string): string | null {
  if (!isSafeMediaName(name)) return null;
  const root = path.resolve(mediaDir);
  const full = path.resolve(root, name);
  return path.dirname(full) === root ? full : null;
}

function assertSafeName(name: string) {
  if (!isSafeMediaName(name)) throw new UnsafeMediaNameError(name);
}

/** One satisfiable byte range of a file of `size` bytes, else null (then the whole file is sent). */
export function parseByteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match || size === 0 || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  return start <= end && start < size ? { start, end } : null;
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === "object" && error !== null && codes.includes(String((error as { code?: unknown }).code));
}

/** Rejects with StorageUnavailableError when `work` takes longer than `timeoutMs` (a hung mount, a silent bucket). */
function withTimeout<T>(work: Promise<T>, timeoutMs: number, kind: "disk" | "s3"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailableError(kind, { cause: new Error(`keine Antwort nach ${timeoutMs} ms`) })), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// ---------------------------------------------------------------------------------------------------
// Disk

/** Errors of a folder that is there but cannot be used now (full, read-only, a network mount gone). */
const DISK_UNAVAILABLE_CODES = ["EIO", "ENOSPC", "EROFS", "EACCES", "EPERM", "ESTALE", "ENOTCONN", "ETIMEDOUT", "EHOSTDOWN", "EDQUOT"];

function diskError(error: unknown): unknown {
  return hasCode(error, ...DISK_UNAVAILABLE_CODES) ? new StorageUnavailableError("disk", { cause: error }) : error;
}

export function createDiskStorage(mediaDir: string): MediaStorage {
  const root = path.resolve(mediaDir);
  // Unfinished uploads wait in a hidden folder: a half-written file never appears under its name.
  const incoming = path.join(root, ".incoming");

  const pathOf = (name: string) => {
    const full = safeMediaPath(root, name);
    if (!full) throw new UnsafeMediaNameError(name);
    return full;
  };

  const stat = async (name: string): Promise<StoredFile | null> => {
    try {
      const info = await fsp.stat(pathOf(name));
      return info.isFile() ? { name, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (hasCode(error, "ENOENT", "ENOTDIR")) return null;
      throw diskError(error);
    }
  };

  return {
    kind: "disk",
    localDir: root,
    async probe(timeoutMs) {
      // The folder must exist and take new files; a hung network mount counts as down.
      const check = async () => {
        await fsp.mkdir(root, { recursive: true });
        await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
      };
      try {
        await withTimeout(check(), timeoutMs, "disk");
      } catch (error) {
        throw error instanceof StorageUnavailableError ? error : new StorageUnavailableError("disk", { cause: error });
      }
    },
    async put(name, body) {
      const target = pathOf(name);
      try {
        await fsp.mkdir(incoming, { recursive: true });
      } catch (error) {
        throw diskError(error);
      }
      const temporary = path.join(incoming, randomUUID());
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temporary, body, { flag: "wx" });
        else await pipeline(body, fs.createWriteStream(temporary, { flags: "wx" }));
        // link() fails when the name exists, atomically: two uploads of one name cannot both win.
        try {
          await fsp.link(temporary, target);
        } catch (error) {
          if (hasCode(error, "EEXIST")) throw new MediaFileExistsError(name);
          if (!hasCode(error, "EPERM", "ENOTSUP", "EOPNOTSUPP", "EXDEV", "EMLINK")) throw error;
          // File systems without hard links: an exclusive copy keeps the never-overwrite promise.
          try {
            await fsp.copyFile(temporary, target, fs.constants.COPYFILE_EXCL);
          } catch (copyError) {
            if (hasCode(copyError, "EEXIST")) throw new MediaFileExistsError(name);
            throw copyError;
          }
        }
      } catch (error) {
        throw diskError(error);
      } finally {
        await fsp.rm(temporary, { force: true });
      }
    },
    async get(name) {
      try {
        return await fsp.readFile(pathOf(name));
      } catch (error) {
        if (hasCode(error, "ENOENT", "ENOTDIR", "EISDIR")) return null;
        throw error;
      }
    },
    async stream(name, options) {
      const info = await stat(name);
      if (!info) return null;
      const range = parseByteRange(options?.range, info.size);
      if (!range) return { ...info, contentType: null, body: fs.createReadStream(pathOf(name)) };
      return {
        ...info,
        size: range.end - range.start + 1,
        contentType: null,
        contentRange: `bytes ${range.start}-${range.end}/${info.size}`,
        body: fs.createReadStream(pathOf(name), { start: range.start, end: range.end }),
      };
    },
    stat,
    async exists(name) {
      return (await stat(name)) !== null;
    },
    async remove(name) {
      try {
        await fsp.unlink(pathOf(name));
        return true;
      } catch (error) {
        if (hasCode(error, "ENOENT")) return false;
        throw error;
      }
    },
    async list(limit = STORAGE_LIST_LIMIT) {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(root, { withFileTypes: true });
      } catch (error) {
        if (hasCode(error, "ENOENT")) return [];
        throw error;
      }
      const names = entries
        .filter((e) => e.isFile() && isSafeMediaName(e.name))
        .map((e) => e.name)
        .sort()
        .slice(0, Math.max(0, limit));
      const files = await Promise.all(names.map((name) => stat(name)));
      return files.filter((f): f is StoredFile => f !== null);
    },
    url: mediaPath,
  };
}

// ---------------------------------------------------------------------------------------------------
// S3-compatible bucket

export interface S3StorageConfig {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * How long the bucket may take before it counts as unreachable. Without limits the SDK waits for
 * ever on a silent bucket, and an upload or an image request hangs with it (issue 10). A small
 * request fails after at most S3_MAX_ATTEMPTS × (connect or answer timeout) plus a short backoff.
 * No socket idle timeout: a visitor's slow download pauses the bucket's stream (backpressure), and
 * an idle timeout would cut such a video off in the middle.
 */
export const S3_TIMEOUTS = {
  /** TCP connection to the bucket. */
  connectMs: 2_000,
  /** Until the answer's headers, for requests without a body of ours (HEAD, DELETE, LIST). */
  metadataMs: 3_000,
  /** Until the answer's headers of a GET: the bucket may read a large object first. */
  readMs: 10_000,
  /** A PUT, and reading a whole object into memory: this much plus the time the bytes need at the slowest rate we accept. */
  transferMs: 10_000,
  /** Bytes per second a transfer must at least reach before it counts as hung. */
  minBytesPerSecond: 1024 * 1024,
} as const;
/** One retry: a dropped keep-alive connection gets a second chance, an outage does not multiply the wait. */
export const S3_MAX_ATTEMPTS = 2;

const transferBudgetMs = (bytes: number) => S3_TIMEOUTS.transferMs + Math.ceil((bytes / S3_TIMEOUTS.minBytesPerSecond) * 1000);

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === "NotFound" || name === "NoSuchKey" || httpStatusOf(error) === 404;
}

/**
 * Whether an SDK error means "the bucket cannot be used now" rather than an answer about the object:
 * no HTTP answer at all (refused, reset, DNS, timeout), a server error, or our credentials refused.
 */
function isUnavailable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500 || status === 401 || status === 403;
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

type S3Sdk = typeof import("@aws-sdk/client-s3");

export function createS3Storage(config: S3StorageConfig): MediaStorage {
  // The SDK is loaded on first use: a site on disk storage never pays for it.
  let connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        // Path-style addresses work with every S3-compatible server (MinIO, Ceph, s3rver), not only AWS.
        forcePathStyle: Boolean(config.endpoint),
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Only the checksums a request requires: other S3-compatible servers do not all understand the
        // SDK's newer default (aws-chunked bodies with trailing CRC32).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        maxAttempts: S3_MAX_ATTEMPTS,
        // The options of the SDK's own NodeHttpHandler (it builds one from them): no direct dependency
        // on @smithy/node-http-handler. Without throwOnRequestTimeout a request timeout only logs.
        requestHandler: {
          connectionTimeout: S3_TIMEOUTS.connectMs,
          requestTimeout: S3_TIMEOUTS.metadataMs,
          throwOnRequestTimeout: true,
        },
      }),
    })));
  const Bucket = config.bucket;
  const unavailable = (error: unknown) => new StorageUnavailableError("s3", { cause: error });

  const stat = async (name: string): Promise<StoredFile | null> => {
    assertSafeName(name);
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: name }));
      return { name, size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw isUnavailable(error) ? unavailable(error) : error;
    }
  };

  const stream = async (name: string, options?: StreamOptions): Promise<StoredObject | null> => {
    assertSafeName(name);
    const range = options?.range && /^bytes=\d*-\d*$/.test(options.range.trim()) ? options.range.trim() : undefined;
    const { sdk, client } = await connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: name, Range: range }), { requestTimeout: S3_TIMEOUTS.readMs });
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error("Unerwartete Antwort des S3-Speichers");
      return {
        name,
        size: object.ContentLength ?? 0,
        modifiedAt: object.LastModified ?? null,
        contentType: object.ContentType ?? null,
        contentRange: object.ContentRange,
        body,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      // An unsatisfiable range: answer with the whole file instead.
      if (range && httpStatusOf(error) === 416) return stream(name);
      throw isUnavailable(error) ? unavailable(error) : error;
    }
  };

  return {
    kind: "s3",
    async probe(timeoutMs) {
      const { sdk, client } = await connect();
      // The abort ends the request and its retry; the race covers an SDK that does not notice.
      const work = client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(timeoutMs), requestTimeout: timeoutMs });
      try {
        await withTimeout(work, timeoutMs + 100, "s3");
      } catch (error) {
        throw error instanceof StorageUnavailableError ? error : unavailable(error);
      }
    },
    async put(name, body, options) {
      assertSafeName(name);
      // The check first (servers without conditional writes), then If-None-Match as the real guard
      // where the server supports it (AWS S3, MinIO): a race between two uploads loses with 412.
      if (await stat(name)) throw new MediaFileExistsError(name);
      const payload = Buffer.isBuffer(body) ? body : options.size === undefined ? await toBuffer(body) : body;
      const length = Buffer.isBuffer(payload) ? payload.length : (options.size ?? 0);
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: name,
            Body: payload,
            ContentType: options.contentType,
            ContentLength: length,
            CacheControl: STORAGE_CACHE_CONTROL,
            IfNoneMatch: "*",
          }),
          // The answer comes after the whole body: a 200 MB video may take longer than a thumbnail.
          { requestTimeout: transferBudgetMs(length) },
        );
      } catch (error) {
        if (httpStatusOf(error) === 412 || (error as { name?: string }).name === "PreconditionFailed") throw new MediaFileExistsError(name);
        throw isUnavailable(error) ? unavailable(error) : error;
      }
    },
    async get(name) {
      const object = await stream(name);
      if (!object) return null;
      // The request timeout ends with the headers; a bucket that stalls in the body is cut off here.
      const budget = transferBudgetMs(object.size);
      const timer = setTimeout(() => object.body.destroy(new Error(`Datei nach ${budget} ms nicht vollständig gelesen`)), budget);
      try {
        return await toBuffer(object.body);
      } catch (error) {
        throw unavailable(error);
      } finally {
        clearTimeout(timer);
      }
    },
    stream,
    stat,
    async exists(name) {
      return (await stat(name)) !== null;
    },
    async remove(name) {
      if (!(await stat(name))) return false;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        throw isUnavailable(error) ? unavailable(error) : error;
      }
      return true;
    },
    async list(limit = STORAGE_LIST_LIMIT) {
      const files: StoredFile[] = [];
      let token: string | undefined;
      const { sdk, client } = await connect();
      try {
        do {
          const page = await client.send(
            // Whole pages of 1000 (the S3 maximum), cut to the limit here.
            new sdk.ListObjectsV2Command({ Bucket, MaxKeys: 1000, ContinuationToken: token }),
          );
          for (const object of page.Contents ?? []) {
            if (!object.Key || !isSafeMediaName(object.Key)) continue;
            files.push({ name: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? null });
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token && files.length < limit);
      } catch (error) {
        throw isUnavailable(error) ? unavailable(error) : error;
      }
      return files.slice(0, Math.max(0, limit)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    url: mediaPath,
  };
}

// ---------------------------------------------------------------------------------------------------
// Health and the start-up notice

export interface StorageHealth {
  kind: "disk" | "s3";
  state: "up" | "down";
  latencyMs?: number;
  error?: string;
}

/** How long one probe may take; /healthz answers within this even with the bucket gone. */
export const STORAGE_PROBE_TIMEOUT_MS = 2_000;
/** A probe's result is reused this long: a busy health check does not hammer the bucket. */
export const STORAGE_HEALTH_CACHE_MS = 2_000;

const healthCache = new WeakMap<MediaStorage, { settledAt?: number; result: Promise<StorageHealth> }>();

/**
 * The storage's state for /healthz beside the database: for S3 a HeadBucket, on disk a check that
 * DATA_DIR/media is there and writable; each with its own short timeout. Callers while a probe runs,
 * and for STORAGE_HEALTH_CACHE_MS after it ended, share its result.
 */
export function storageHealth(storage?: MediaStorage): Promise<StorageHealth> {
  if (!storage) {
    try {
      storage = mediaStorage();
    } catch (error) {
      // S3_BUCKET without its companions: the storage cannot even be built.
      return Promise.resolve({ kind: "s3", state: "down", error: causeText(error) });
    }
  }
  return probeCached(storage);
}

function probeCached(storage: MediaStorage): Promise<StorageHealth> {
  const cached = healthCache.get(storage);
  if (cached && (cached.settledAt === undefined || performance.now() - cached.settledAt < STORAGE_HEALTH_CACHE_MS)) return cached.result;
  const started = performance.now();
  const entry: { settledAt?: number; result: Promise<StorageHealth> } = {
    result: storage.probe(STORAGE_PROBE_TIMEOUT_MS).then(
      (): StorageHealth => ({ kind: storage.kind, state: "up", latencyMs: Math.round(performance.now() - started) }),
      (error: unknown): StorageHealth => ({
        kind: storage.kind,
        state: "down",
        error: error instanceof StorageUnavailableError ? causeText(error.cause) : causeText(error),
      }),
    ),
  };
  void entry.result.then(() => {
    entry.settledAt = performance.now();
  });
  healthCache.set(storage, entry);
  return entry.result;
}

/**
 * The start-up warning for several processes on one Postgres server without a bucket: each keeps its
 * uploads in its own DATA_DIR/media unless they share that folder (decision 0010). Undefined when
 * there is nothing to warn about (embedded database: one process; or S3 configured).
 */
export function mediaSharingNotice(config: Pick<AppEnv, "DATABASE_URL" | "S3_BUCKET" | "mediaDir">): string | undefined {
  if (!config.DATABASE_URL || config.S3_BUCKET) return undefined;
  return (
    `Mehrere Server mit DATABASE_URL: ohne S3 müssen alle Prozesse denselben Ordner DATA_DIR/media teilen ` +
    `(hier ${config.mediaDir}, z. B. über ein gemeinsames Netzlaufwerk). Sonst liefert jeder Prozess nur die ` +
    `Dateien aus, die er selbst gespeichert hat, und die übrigen Bilder antworten mit 404. ` +
    `Mit S3_BUCKET (und S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) liegen alle Medien im Bucket.`
  );
}

// ---------------------------------------------------------------------------------------------------
// The process's storage, chosen by the environment

type S3Env = Pick<AppEnv, "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">;

/** The S3 settings when S3_BUCKET is set; a clear error when a companion is missing. */
export function s3ConfigFrom(config: S3Env): S3StorageConfig | null {
  if (!config.S3_BUCKET) return null;
  const missing = (["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((key) => !config[key]);
  if (missing.length) throw new Error(`S3_BUCKET ist gesetzt, es fehlen aber: ${missing.join(", ")}`);
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? "",
    accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
  };
}

const holder = globalThis as unknown as { __auralisMediaStorage?: MediaStorage };

/** The library's storage for this process: S3 when configured, else DATA_DIR/media. */
export function mediaStorage(): MediaStorage {
  if (!holder.__auralisMediaStorage) {
    const config = env();
    const s3 = s3ConfigFrom(config);
    holder.__auralisMediaStorage = s3 ? createS3Storage(s3) : createDiskStorage(config.mediaDir);
  }
  return holder.__auralisMediaStorage;
}
