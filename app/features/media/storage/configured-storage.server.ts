// The process's storage, chosen by the environment: the S3 bucket when S3_BUCKET is set, else the
// folder DATA_DIR/media; and the start-up warning for several servers without a shared one.
import { env, type AppEnv } from "~/core/env.server";
import { createDiskStorage } from "./disk-storage.server";
import type { MediaStorage } from "./media-storage.server";
import { createS3Storage, type S3StorageConfig } from "./s3-storage.server";

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
