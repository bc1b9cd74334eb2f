// A keyed hash of something personal (an IP address, an e-mail address), so a table can recognise it
// again without holding it. The key is per installation and per purpose: the same address hashes
// differently for the contact form's rate limit and for the privacy log.
import crypto from "node:crypto";
import { env } from "~/core/env.server";

export function keyedHash(purpose: string, value: string): string {
  return crypto.createHmac("sha256", `${env().dataDir}|${purpose}`).update(value).digest("base64url").slice(0, 32);
}
