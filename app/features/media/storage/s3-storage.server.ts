// Library files in an S3-compatible bucket (S3_BUCKET and its companions; decision 0010): every app
// process behind the proxy reads and writes the same files. Every request has a time limit
// (S3_TIMEOUTS), so a silent bucket makes an upload or an image answer 503 instead of hanging.
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { isSafeMediaName, mediaPath } from "../file-names";
import {
  STORAGE_CACHE_CONTROL,
  STORAGE_LIST_LIMIT,
  MediaFileExistsError,
  StorageUnavailableError,
  UnsafeMediaNameError,
  withTimeout,
  type MediaStorage,
  type StoredFile,
  type StoredObject,
  type StreamOptions,
} from "./media-storage.server";

function assertSafeName(name: string) {
  if (!isSafeMediaName(name)) throw new UnsafeMediaNameError(name);
}

export interface S3StorageConfig {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * A key prefix ("documents/public/") that keeps another area of the same bucket apart from the library: names
   * stay flat and safe, the keys are the prefix plus the name, and list() sees only that area. The library has
   * none; its list() skips every key with a slash, so no prefixed area ever shows as a library file
   * ('Dokumente', docs/decisions/0046-documents.md).
   */
  prefix?: string;
}

/**
 * How long the bucket may take before it counts as unreachable. Without limits the SDK waits for
 * ever on a silent bucket, and an upload or an image request hangs with it (docs/decisions/0010-media-in-the-bucket.md). A small
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
  const prefix = config.prefix ?? "";
  const keyOf = (name: string) => prefix + name;
  const unavailable = (error: unknown) => new StorageUnavailableError("s3", { cause: error });

  const stat = async (name: string): Promise<StoredFile | null> => {
    assertSafeName(name);
    const { sdk, client } = await connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(name) }));
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
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(name), Range: range }), { requestTimeout: S3_TIMEOUTS.readMs });
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
            Key: keyOf(name),
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
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
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
            new sdk.ListObjectsV2Command({ Bucket, MaxKeys: 1000, ContinuationToken: token, Prefix: prefix || undefined }),
          );
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(prefix.length);
            if (!name || !isSafeMediaName(name)) continue;
            files.push({ name, size: object.Size ?? 0, modifiedAt: object.LastModified ?? null });
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
