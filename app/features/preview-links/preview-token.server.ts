// The secret of a 'Vorschau-Link': 32 random bytes (256 bits) as base64url, shown once. Only its
// SHA-256 is stored; a link is found by that hash through a unique index, so nothing about the
// token can be learned from timing, and the table never holds a usable link.
import crypto from "node:crypto";

export function newPreviewToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashPreviewToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}
