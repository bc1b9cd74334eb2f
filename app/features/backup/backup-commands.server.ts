// The commands `npm run backup -- <Datei>` and `npm run restore -- <Datei> [--force]`
// (scripts/backup.mjs, scripts/restore.mjs load them from the server bundle, which re-exports this
// module): the site the environment configures, German progress lines and a summary.
import path from "node:path";
import { BackupError } from "./backup-error";
import { counted, formatBytes, formatSeconds } from "./backup-text";
import { createBackup } from "./create-backup.server";
import { restoreBackup } from "./restore-backup.server";
import { siteFromEnvironment, type SiteLocation } from "./site-location.server";

function describeSite(location: SiteLocation): string {
  const database = location.database;
  const db =
    "db" in database
      ? database.kind
      : "databaseUrl" in database
        ? "Postgres-Server (DATABASE_URL)"
        : "pgliteDir" in database
          ? `eingebettete Datenbank ${database.pgliteDir}`
          : "Datenbank im Speicher";
  return `${db}, Medien ${location.storage.kind === "s3" ? "im S3-Bucket" : "auf der Festplatte"}`;
}

/** `npm run backup -- <Datei>`; `cwd` is where the operator typed the command (npm's INIT_CWD). */
export async function runBackupCommand(args: string[], cwd = process.cwd()): Promise<number> {
  const files = args.filter((a) => !a.startsWith("-"));
  if (args.includes("--help") || args.includes("-h") || files.length !== 1 || files.length !== args.length) {
    console.error("Aufruf: npm run backup -- <Datei.tar.gz>\nSichert Datenbank und alle Mediendateien in eine Datei.");
    return 2;
  }
  try {
    const location = siteFromEnvironment();
    console.log(`Sichere ${describeSite(location)} …`);
    const summary = await createBackup(path.resolve(cwd, files[0]), { ...location, log: (line) => console.log(line) });
    for (const warning of summary.warnings) console.warn(`Warnung: ${warning}`);
    const totalRows = Object.values(summary.tables).reduce((s, n) => s + n, 0);
    console.log(
      `Sicherung erstellt: ${summary.file} (${formatBytes(summary.archiveBytes)}) – ${counted(totalRows, "Zeile", "Zeilen")}, ` +
        `${counted(summary.mediaFiles, "Mediendatei", "Mediendateien")} (${formatBytes(summary.mediaBytes)}), ${counted(summary.documentFiles, "Dokumentdatei", "Dokumentdateien")}, ${formatSeconds(summary.durationMs)}.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Sicherung fehlgeschlagen: ${(error as Error).message}`);
    return 1;
  }
}

/** `npm run restore -- <Datei> [--force]`. */
export async function runRestoreCommand(args: string[], cwd = process.cwd()): Promise<number> {
  const force = args.includes("--force");
  const files = args.filter((a) => !a.startsWith("-"));
  const unknown = args.filter((a) => a.startsWith("-") && a !== "--force");
  if (args.includes("--help") || args.includes("-h") || files.length !== 1 || unknown.length) {
    console.error(
      "Aufruf: npm run restore -- <Datei.tar.gz> [--force]\n" +
        "Stellt Datenbank und Mediendateien aus einer Sicherung wieder her. Ein Ziel mit Inhalt wird nur mit --force ersetzt.",
    );
    return 2;
  }
  try {
    const location = siteFromEnvironment();
    console.log(`Stelle wieder her in ${describeSite(location)} …`);
    const summary = await restoreBackup(path.resolve(cwd, files[0]), { ...location, force, log: (line) => console.log(line) });
    for (const warning of summary.warnings) console.warn(`Warnung: ${warning}`);
    const totalRows = Object.values(summary.tables).reduce((s, n) => s + n, 0);
    console.log(
      `Wiederhergestellt${summary.replaced ? " (bisheriger Inhalt ersetzt)" : ""}: ${counted(totalRows, "Zeile", "Zeilen")} in ` +
        `${Object.keys(summary.tables).length} Tabellen, ${counted(summary.mediaFiles, "Mediendatei", "Mediendateien")} ` +
        `(${formatBytes(summary.mediaBytes)}), ${counted(summary.documentFiles, "Dokumentdatei", "Dokumentdateien")}, ${formatSeconds(summary.durationMs)}.`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : `Wiederherstellung fehlgeschlagen: ${(error as Error).message}`);
    return 1;
  }
}
