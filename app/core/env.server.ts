import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The interface to listen on; unset: all of them. Behind a proxy on the same machine: 127.0.0.1. */
  HOST: optionalString,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  SITE_URL: optionalString.pipe(z.string().url().optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  CONTACT_NOTIFY_EMAIL: optionalString,
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.string().default("info"),
  /** How long a stopping server lets requests in flight finish before it cuts them off. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).max(600).default(20),
  /**
   * How long a stopping server that owns its port keeps accepting (and answering, each with
   * "Connection: close") before it closes the port, so that whoever still sends – a balancer that
   * has not yet seen /healthz say "draining", a client already connecting – is answered, not reset
   * (docs/decisions/0040-stop-after-an-accept-grace.md). Not used on a kept socket (socket unit).
   */
  SHUTDOWN_GRACE_S: z.coerce.number().min(0).max(60).default(2),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "AUTH_SECRET braucht mindestens 32 Zeichen").optional()),
  ADMIN_EMAIL: optionalString.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, "ADMIN_PASSWORD braucht mindestens 6 Zeichen").optional()),
  STAFF_EMAIL_DOMAIN: optionalString,
  OIDC_ISSUER: optionalString.pipe(z.string().url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
});

export type AppEnv = ReturnType<typeof readEnv>;

/**
 * TRUST_PROXY as Express understands it: "true", a number of proxy hops ("1": the reverse proxy in
 * front), or addresses/subnets ("loopback", "10.0.0.0/8, 127.0.0.1"). A number must reach Express as
 * a number: the string "1" would be taken for an IP address that never matches, and every visitor
 * would then share the proxy's address (and its rate limits).
 */
export function trustProxySetting(value: string | undefined): boolean | number | string | undefined {
  if (value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Ungültige Konfiguration in der Umgebung:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    cacheDir: path.join(dataDir, "cache"),
    pgliteDir: path.join(dataDir, "pg"),
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
  };
}

let current: AppEnv | undefined;
export function env(): AppEnv {
  current ??= readEnv();
  return current;
}
