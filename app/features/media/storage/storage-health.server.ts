// The storage's state for /healthz, beside the database's: probed with a short timeout and shared by
// the callers of a moment, so a busy health check neither waits on a gone bucket nor hammers it.
import { mediaStorage } from "./configured-storage.server";
import { causeText, StorageUnavailableError, type MediaStorage } from "./media-storage.server";

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
