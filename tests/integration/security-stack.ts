// The whole HTTP stack for the security tests (docs/security.md): server/app.ts with its real middleware, the
// React Router routes, better-auth and a seeded database, on the server `npm start` uses
// (server/http-server.ts), served on a loopback port — loaded through
// Vite's development server, as `npm run dev` does, so no production build is needed. The modules
// the app uses (database, auth) are reached through the same Vite module graph, hence the same
// instances.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { ViteDevServer } from "vite";

export const REPO_ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const ADMIN = { email: "admin@auralis-medizintechnik.example", password: "Sicherheit-Test-Passwort-1" } as const;

/**
 * The first free port of this worker's range: 3470–3479 for vitest's first worker, 3480–3489 for the
 * second… (workers run side by side, and a port probed free by two at once would be taken twice).
 */
async function freePort(): Promise<number> {
  const first = 3470 + (Number(process.env.VITEST_POOL_ID ?? 1) - 1) * 10;
  for (let port = first; port < first + 10; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`Kein freier Port zwischen ${first} und ${first + 9} – laufen noch alte Testprozesse?`);
}

export interface SecurityStack {
  url: string;
  vite: ViteDevServer;
  /** A module of the app, from the same module graph the server uses. */
  load<T = Record<string, unknown>>(file: string): Promise<T>;
  /** Runs SQL on the app's own database; rows as objects. */
  query<R = Record<string, unknown>>(text: string): Promise<R[]>;
  stop(): Promise<void>;
}

/** Where the stack keeps its content: embedded PGlite in the data directory, or the Postgres server of TEST_DATABASE_URL. */
export type StackDatabase = "PGlite" | "Postgres-Server";

/** The databases a test file runs its stack on: PGlite always, the Postgres server when TEST_DATABASE_URL is set. */
export const stackDatabases: { name: StackDatabase }[] = [{ name: "PGlite" }, ...(process.env.TEST_DATABASE_URL ? [{ name: "Postgres-Server" as const }] : [])];

/**
 * `dataDir`: a data directory of the caller's (a restored backup, tests/integration/backup-restore.test.ts),
 * seeded only when empty and kept when the stack stops; by default a fresh one that goes with the stack.
 * `database`: "Postgres-Server" gives the app a database of its own on the integration tests' server (a copy of the
 * migrated template, tests/integration/databases.ts) through DATABASE_URL, which the app seeds on start as
 * `npm start` would and which is dropped when the stack stops; PGlite in the data directory by default.
 */
export async function startSecurityStack({
  dataDir: ownDataDir,
  database: kind = "PGlite",
}: { dataDir?: string; database?: StackDatabase } = {}): Promise<SecurityStack> {
  const port = await freePort();
  // Imported only here: most stacks run on PGlite, and the module opens nothing by being loaded.
  const serverDatabase = kind === "Postgres-Server" ? await (await import("./databases")).createServerDatabase() : undefined;
  const dataDir = ownDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "auralis-security-"));
  const url = `http://localhost:${port}`;
  Object.assign(process.env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_SECRET: "security-test-auth-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
  });
  for (const name of ["DATABASE_URL", "SMTP_URL", "OIDC_ISSUER", "S3_BUCKET", "TRUST_PROXY"]) delete process.env[name];
  if (serverDatabase) process.env.DATABASE_URL = serverDatabase.url;

  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(REPO_ROOT, "vite.config.ts"),
    root: REPO_ROOT,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  let database: { close(): Promise<void> } | undefined;
  let server: Server | undefined;
  const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>;
  try {
    const app = await load<typeof import("#server/app")>("/server/app.ts");
    database = await app.prepareDatabase();
    const express = app.createApp({ loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as never });
    // The production server: Node's, with its limits, and cached pages answered before Express.
    const { createHttpServer, listen } = await load<typeof import("#server/http-server")>("/server/http-server.ts");
    server = createHttpServer(app.createRequestListener(express));
    await listen(server, port, "127.0.0.1");
  } catch (error) {
    server?.close();
    await database?.close();
    await vite.close();
    await serverDatabase?.drop();
    delete process.env.DATABASE_URL;
    throw error;
  }
  const client = (await vite.ssrLoadModule("/db/client.server.ts")) as typeof import("#db/client.server");
  const { sql } = (await vite.ssrLoadModule("drizzle-orm")) as typeof import("drizzle-orm");

  return {
    url,
    vite,
    load: (file) => vite.ssrLoadModule(file) as never,
    async query(text) {
      return client.rowsOf<never>(client.db(), sql.raw(text));
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      });
      await database?.close();
      await vite.close();
      // The app keeps its auth instance and media storage once per process (globalThis: auth.server.ts,
      // configured-storage.server.ts), made for this stack's database and data directory: a later stack
      // of the same test file (a restored copy) makes its own.
      const processGlobals = globalThis as Record<string, unknown>;
      delete processGlobals.__auralisAuth;
      delete processGlobals.__auralisMediaStorage;
      if (!ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      await serverDatabase?.drop();
      delete process.env.DATABASE_URL;
    },
  };
}

/** A cookie jar of one: the session cookie(s) a sign-in set, as a Cookie header. */
export async function signInCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Anmeldung ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
