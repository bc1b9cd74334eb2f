// The archive's table of contents (manifest.json) and the names its entries may have: what a backup
// writes (create-backup.server.ts) and what a restore accepts (archive.server.ts). See
// docs/decisions/0009-backup-and-restore.md.
import { z } from "zod";
import { isSafeMediaName } from "~/features/media/file-names";

export const BACKUP_FORMAT = "auralis-backup";
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST = "manifest.json";
export const AUTH_SECRET_ENTRY = "secrets/auth-secret";
/** Every entry an archive may hold; anything else (a link, a path outside these folders) is not unpacked. */
export const ALLOWED_ENTRY =
  /^(manifest\.json|(database|media|secrets|documents)\/?|documents\/(pending|public|quarantine)\/?|database\/[^/]+\.ndjson|media\/[^/]+|documents\/(pending|public|quarantine)\/[^/]+|secrets\/auth-secret)$/;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const archivedFile = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: sha256Hex });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  app: z.object({ build: z.string(), timestamp: z.string(), commit: z.string().nullable() }),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** created_at of every applied drizzle migration: the schema the rows belong to. */
    migrations: z.array(z.number()),
    tables: z.record(z.string(), archivedFile.extend({ rows: z.number().int().nonnegative(), columns: z.array(z.string()) })),
    sequences: z.record(z.string(), z.object({ lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  }),
  media: z.object({
    storage: z.enum(["disk", "s3"]),
    files: z.array(archivedFile.extend({ name: z.string().refine(isSafeMediaName, "unsicherer Dateiname") })),
  }),
  /** The documents storage's files ('Dokumente', decision 0046), by area; absent in archives made before it. */
  documents: z
    .object({
      files: z.array(
        archivedFile.extend({ area: z.enum(["pending", "public", "quarantine"]), name: z.string().refine(isSafeMediaName, "unsicherer Dateiname") }),
      ),
    })
    .optional(),
  authSecret: z.object({ source: z.enum(["file", "environment"]), fingerprint: z.string(), file: archivedFile.optional() }).nullable(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function describeVersion(manifest: BackupManifest) {
  const commit = manifest.app.commit ? `, Commit ${manifest.app.commit.slice(0, 12)}` : "";
  return `Build ${manifest.app.build}${commit}, gesichert ${manifest.createdAt}`;
}
