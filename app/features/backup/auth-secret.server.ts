// The site's generated auth secret (DATA_DIR/auth-secret): better-auth encrypts the two-factor secrets
// with it, so a restored site without it would end every session and lock out two-factor accounts.
// Saved into the archive when the site keeps it in DATA_DIR; only its fingerprint when it comes from
// AUTH_SECRET, so the restore can warn about a different one.
import fsp from "node:fs/promises";
import path from "node:path";
import { AUTH_SECRET_ENTRY, type BackupManifest } from "./archive-manifest";
import { sha256Of } from "./checksums.server";
import type { SiteLocation } from "./site-location.server";

const fingerprint = (secret: string) => sha256Of(secret).slice(0, 16);

export async function saveAuthSecret(location: SiteLocation, stage: string): Promise<BackupManifest["authSecret"]> {
  if (location.authSecret) return { source: "environment", fingerprint: fingerprint(location.authSecret) };
  if (!location.dataDir) return null;
  let secret: string;
  try {
    secret = (await fsp.readFile(path.join(location.dataDir, "auth-secret"), "utf8")).trim();
  } catch {
    return null;
  }
  if (!secret) return null;
  // Without it the restored site could not read the two-factor secrets (better-auth encrypts them with
  // it) and every session would end. The archive is as confidential as the database it carries anyway.
  await fsp.mkdir(path.join(stage, "secrets"));
  await fsp.writeFile(path.join(stage, AUTH_SECRET_ENTRY), secret, { mode: 0o600 });
  const bytes = Buffer.byteLength(secret);
  return {
    source: "file",
    fingerprint: fingerprint(secret),
    file: { path: AUTH_SECRET_ENTRY, bytes, sha256: sha256Of(secret) },
  };
}

export async function restoreAuthSecret(manifest: BackupManifest, stage: string, location: SiteLocation, warnings: string[]) {
  const saved = manifest.authSecret;
  if (!saved) return;
  const consequence = "sonst enden alle Sitzungen, und die Zwei-Faktor-Anmeldung der gesicherten Konten funktioniert nicht mehr.";
  if (location.authSecret) {
    if (fingerprint(location.authSecret) !== saved.fingerprint) {
      warnings.push(`AUTH_SECRET des Ziels unterscheidet sich von dem der Sicherung: dasselbe Geheimnis setzen, ${consequence}`);
    }
    return;
  }
  if (saved.source === "environment" || !saved.file) {
    warnings.push(`Die Sicherung wurde mit AUTH_SECRET aus der Umgebung erstellt: beim Start dasselbe AUTH_SECRET setzen, ${consequence}`);
    return;
  }
  if (!location.dataDir) return;
  await fsp.mkdir(location.dataDir, { recursive: true });
  const target = path.join(location.dataDir, "auth-secret");
  const temporary = `${target}.${process.pid}.tmp`;
  await fsp.copyFile(path.join(stage, saved.file.path), temporary);
  await fsp.chmod(temporary, 0o600);
  await fsp.rename(temporary, target);
}
