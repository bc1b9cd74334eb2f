// Where a site lives (its database and its media storage), and opening its database for a backup or
// a restore: an embedded one only under the DATA_DIR lock, so a running server is never read or
// written behind its back.
import fs from "node:fs";
import path from "node:path";
import { openDatabase, type DatabaseConfig, type OpenDatabase } from "#db/client.server";
import { acquireDataDirLock, DataDirLockedError } from "#db/data-dir-lock";
import { env, type AppEnv } from "~/core/env.server";
import { mediaStorage, s3ConfigFrom } from "~/features/media/storage/configured-storage.server";
import type { MediaStorage } from "~/features/media/storage/media-storage.server";
import { documentStorages, type DocumentStorages } from "~/features/documents/document-storage.server";
import { BackupError } from "./backup-error";

/** Where a site lives. The CLI builds it from the environment (siteFromEnvironment); tests pass their own. */
export interface SiteLocation {
  /** A configuration (opened and closed here; an embedded one under the DATA_DIR lock) or an open handle. */
  database: DatabaseConfig | OpenDatabase;
  /** The library's storage: DATA_DIR/media or the S3 bucket. */
  storage: MediaStorage;
  /** The documents' storage ('Dokumente'): DATA_DIR/documents or the bucket's documents/ keys. None: documents are left out. */
  documents?: DocumentStorages;
  /**
   * With S3 storage: DATA_DIR/media. Sites seeded before decision 0010 keep the seed's files there
   * rather than in the bucket (decision 0006); the backup takes those the bucket lacks, and the
   * restore puts them into the bucket with the rest.
   */
  localMediaDir?: string;
  /** DATA_DIR: locked while an embedded database in it is open here; holds `auth-secret` without AUTH_SECRET. */
  dataDir?: string;
  /** AUTH_SECRET from the environment, when set. */
  authSecret?: string;
}

/** The site this process is configured for: DATABASE_URL or DATA_DIR/pg, S3_* or DATA_DIR/media. */
export function siteFromEnvironment(config: AppEnv = env()): SiteLocation {
  const s3 = s3ConfigFrom(config);
  return {
    database: config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: config.pgliteDir },
    storage: mediaStorage(),
    documents: documentStorages(),
    localMediaDir: s3 ? config.mediaDir : undefined,
    dataDir: config.dataDir,
    authSecret: config.AUTH_SECRET,
  };
}

export interface OpenedSite {
  open: OpenDatabase;
  close(): Promise<void>;
}

function hasEmbeddedDatabase(pgliteDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir, "PG_VERSION"));
}

export async function openSite(location: SiteLocation, purpose: "backup" | "restore"): Promise<OpenedSite> {
  const database = location.database;
  if ("db" in database) return { open: database, close: async () => {} };
  let release: (() => void) | undefined;
  if ("pgliteDir" in database) {
    // PGlite keeps no lock of its own: a second process on the directory corrupts it. The server holds
    // DATA_DIR/server.lock for its whole life, so while it runs this refuses instead of reading a
    // database that is being written (architecture guide, "Measured facts").
    const lockDir = location.dataDir ?? path.dirname(database.pgliteDir);
    try {
      release = acquireDataDirLock(lockDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new BackupError(
        `Server zuerst stoppen: das Datenverzeichnis ${lockDir} ist von einem laufenden Prozess gesperrt. ` +
          `Die eingebettete Datenbank lässt sich nur bei gestopptem Server ${purpose === "backup" ? "sichern" : "wiederherstellen"}, ` +
          `denn zwei Prozesse auf ihr würden sie beschädigen.\n${error.message}`,
      );
    }
    if (purpose === "backup" && !hasEmbeddedDatabase(database.pgliteDir)) {
      release();
      throw new BackupError(`In ${database.pgliteDir} liegt keine eingebettete Datenbank – nichts zu sichern.`);
    }
  }
  let open: OpenDatabase;
  try {
    open = await openDatabase(database);
  } catch (error) {
    release?.();
    throw error;
  }
  return {
    open,
    async close() {
      try {
        await open.close();
      } finally {
        release?.();
      }
    },
  };
}
