// The Express application around the React Router handler. Built into build/server/index.js by Vite
// (see vite.config.ts), so it shares one module graph — and one database — with the route modules.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { migrateDatabase, openDatabase, setProcessDatabase, withStartupLock } from "#db/client.server";
import { seedDatabase } from "#db/seed/seed.server";
import { recordMissingFirstRevisions } from "#db/seed/first-revisions.server";
import { acquireDataDirLock } from "#db/data-dir-lock";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import {
  answerFromCache,
  beginRender,
  pageKeysFor,
  publicCacheByteLimitFor,
  readPublicCache,
  sendWhenReady,
  setCacheRender,
  setPublicCacheByteLimit,
} from "./public-cache";
import { mediaRouter } from "./media-route";
import { mediaUploadRouter } from "./media-upload.server";
import { documentFileRouter } from "./document-route";
import { documentApiRouter, DOCUMENT_UPLOAD_PATH } from "./document-api.server";
import { toNodeHandler } from "better-auth/node";
import { auth, AUTH_BASE_PATH } from "~/features/auth/auth.server";
import { ensureFirstAdministrator } from "~/features/auth/first-admin.server";
import { remoteContentChanged } from "~/core/content/content-version.server";
import { mediaSharingNotice } from "~/features/media/storage/configured-storage.server";
import { startContentRelay } from "./content-relay.server";
import { databaseKnownDown, databaseReachable } from "./database-availability";
import { healthCheck } from "./health-check";
import { sendErrorPage } from "./error-pages";
import { refuseMalformedRequest } from "./request-guards";
import { makeDrainable } from "./graceful-shutdown";
import { createHttpServer, listen } from "./http-server";
import { readBuildInfo } from "~/core/build-info.server";
import { requestArrived, requestWorking } from "~/core/server-activity.server";
import { acceptedOrigins, expectedOrigin } from "~/features/auth/trusted-origins.server";
import { bodyLimit, bufferedBody } from "./body-limit";
import { isXliffImportPath, XLIFF_BODY_LIMIT_BYTES } from "~/features/translations/xliff-limits";
import { crossSiteWriteGuard } from "./csrf";
import { xliffImportGuard } from "./xliff-import-guard";
import { cacheableRequest } from "./cached-answer";
import { cacheRenderOf, renderWithReactRouter } from "./react-router-render";
import { baseSecurityHeaders } from "./security-headers";
import { registerRevisionObservers } from "./revision-observers";

// The observers of page revisions (the language versions' rules, the approval), before anything in this
// process can record one: the server, npm start, backup and restore and the seed all load this module.
registerRevisionObservers();

export interface BootOptions {
  /** Folder of the browser build (hashed assets), served with immutable cache headers. */
  clientDir?: string;
  /** The built route modules (production): React Router derives its routes from them once. */
  build?: ServerBuild;
  /** Loads the route modules for every request (development: Vite reloads them as files change);
   * React Router then derives (flattens and ranks) its routes on every request. */
  loadBuild?: () => Promise<ServerBuild>;
  /** True once the process is stopping: /healthz then answers 503 so the load balancer moves away. */
  draining?: () => boolean;
}

/** Opens the database (taking the data-directory lock for PGlite), migrates and seeds it. */
export async function prepareDatabase() {
  const config = env();
  let releaseLock: (() => void) | undefined;
  const open = config.DATABASE_URL
    ? await openDatabase({ databaseUrl: config.DATABASE_URL })
    : await (async () => {
        releaseLock = acquireDataDirLock(config.dataDir);
        return openDatabase({ pgliteDir: config.pgliteDir });
      })();
  setProcessDatabase(open);
  setPublicCacheByteLimit(publicCacheByteLimitFor(open.kind));
  // Any number of processes may start together on one empty Postgres database: one migrates and
  // seeds, the others wait and then find the work done.
  await withStartupLock(open, "auralis:startup", async () => {
    await migrateDatabase(open);
    const seeded = await seedDatabase(open.db);
    if (seeded) logger.info("Leere Datenbank mit den Inhalten der Website befüllt.");
    const repaired = await recordMissingFirstRevisions(open.db);
    if (repaired) logger.info({ pages: repaired }, "Seiten ohne Revision: Ausgangsstand nachgetragen.");
    await ensureFirstAdministrator();
  });
  const relay = open.databaseUrl ? await startContentRelay(open.databaseUrl, remoteContentChanged) : undefined;
  const stopScheduler = (await import("~/features/schedule-runner/scheduler.server")).startScheduler();
  const stopRetention = (await import("~/features/privacy/retention.server")).startRetentionJob();
  const stopCheckSweep = (await import("~/features/publish-check/check-sweep.server")).startCheckSweep();
  const stopTranslationNotices = (await import("~/features/translations/translation-notice.server")).startTranslationNoticeJob();
  const stopDocumentSweep = (await import("~/features/documents/integrity-sweep.server")).startDocumentIntegritySweep();
  const notice = mediaSharingNotice(config);
  if (notice) logger.warn(notice);
  return {
    open,
    relay,
    async close() {
      await stopScheduler();
      await stopRetention();
      await stopCheckSweep();
      await stopTranslationNotices();
      await stopDocumentSweep();
      await relay?.close();
      await open.close();
      setProcessDatabase(undefined);
      releaseLock?.();
    },
  };
}

export function createApp(options: BootOptions) {
  const app = express();
  const config = env();
  app.disable("x-powered-by");
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);
  // Ahead of every router (decision 0012): security headers on every response; writes from
  // another site refused before their body is read; every other body read here under one limit.
  app.use(baseSecurityHeaders({ https: config.siteUrl.startsWith("https://") }));
  app.use(crossSiteWriteGuard({ accepted: acceptedOrigins(config), expected: expectedOrigin(config) }));
  // A method the site does not answer (405) or an address that is no address (400): the client's mistake.
  app.use(refuseMalformedRequest);
  // Uploads stream to disk under limits of their own (server/media-upload.server.ts); an agency's XLIFF
  // file has a larger limit of its own (docs/decisions/0037-xliff-exchange.md), and an import that is
  // refused anyway is answered before its file is read (decision 0042).
  const xliffImport = (req: { path: string }) => isXliffImportPath(req.path);
  app.use(xliffImportGuard());
  // A document version's upload (server/document-api.server.ts) reads its file under its own 50 MB limit.
  const documentUpload = (req: { path: string }) => req.path === DOCUMENT_UPLOAD_PATH;
  app.use(bodyLimit({ skip: (req) => req.path === "/api/media" || req.path.startsWith("/api/media/") || xliffImport(req) || documentUpload(req) }));
  app.use(bodyLimit({ limit: XLIFF_BODY_LIMIT_BYTES, skip: (req) => !xliffImport(req) }));
  app.use(compression());

  if (options.clientDir) {
    // Hashed file names never change: cache for a year, and send the build's pre-compressed copies.
    app.use(
      "/assets",
      expressStaticGzip(path.join(options.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    // The other files of public/ (favicon, sharing picture), known at start: a page's address then
    // costs no file-system lookup on its way to the render.
    const publicFiles = new Set(filesUnder(options.clientDir, "assets"));
    const servePublicFile = express.static(options.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (publicFiles.has(req.path) ? servePublicFile(req, res, next) : next()));
  }

  // For the load balancer (server/health-check.ts).
  app.get("/healthz", healthCheck(options.draining));

  // The build-info diagnostics (docs/product/public-site.md, "Build-info") check these four addresses.
  app.get(["/version.json", "/_meta/version.json"], (_req, res) => {
    res.set("Cache-Control", "no-store").json(readBuildInfo());
  });
  app.get(["/build-status.txt", "/_meta/build-status.txt"], (_req, res) => {
    const info = readBuildInfo();
    res
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send(`build=${info.build}\ntimestamp=${info.timestamp}\ncommit=${info.commit ?? ""}\n`);
  });

  app.use("/media", mediaRouter());
  app.use("/api/media", mediaUploadRouter());
  // A document version's own address, served from the storage without the database (decision 0046).
  app.use("/dokumente/datei", documentFileRouter());
  app.use("/cms/api/dokumente", documentApiRouter());

  // better-auth answers everything under /api/auth. The client address it rate-limits by is the one
  // Express resolved (TRUST_PROXY), never a header the client sent.
  const authHandler = toNodeHandler(auth());
  app.all(`${AUTH_BASE_PATH}/{*splat}`, (req, res) => {
    if (databaseKnownDown()) return sendErrorPage(req, res, 503);
    req.headers["x-auralis-client-ip"] = req.ip ?? "";
    // The body limit has read the stream; better-auth's Node adapter then takes the body from here.
    const body = bufferedBody(req);
    if (body?.length) (req as { body?: unknown }).body = body.toString("utf8");
    return authHandler(req, res);
  });

  const handle = createRequestHandler(
    options.build ?? options.loadBuild ?? (() => import("virtual:react-router/server-build")),
    process.env.NODE_ENV === "development" ? "development" : "production",
  );
  // This process's own changes re-render the cached pages they touch before they are answered.
  setCacheRender(cacheRenderOf(handle, config));

  app.all("/{*splat}", async (req, res, next) => {
    try {
      const cacheable = cacheableRequest(req);
      const key = req.originalUrl;
      let render: ReturnType<typeof beginRender> | undefined;
      if (cacheable) {
        // Usually answered by createRequestListener before Express; here for the development server.
        const hit = readPublicCache(key);
        if (hit) return sendWhenReady(req, res, hit, "HIT");
        // Another request for this address is rendering it now: wait for that render (decision 0022).
        render = beginRender(key, pageKeysFor(key));
        if ("joined" in render) {
          const shared = await render.joined;
          if (shared) return sendWhenReady(req, res, shared, "HIT");
          render = undefined;
        }
      }
      const lead = render && "lead" in render ? render : undefined;
      try {
        await renderWithReactRouter(req, res, handle, cacheable, lead);
      } finally {
        lead?.lead(null);
      }
    } catch (error) {
      next(error);
    }
  });

  // Errors outside React Router (and the ones it rethrows): the German page, 503 when the database
  // is the cause. Express's own error page would be English and show a stack in development.
  app.use(async (error: unknown, req: ExpressRequest, res: ExpressResponse, _next: express.NextFunction) => {
    if ((error as { type?: string }).type === "request.aborted" || req.destroyed) return;
    const reachable = await databaseReachable().catch(() => false);
    if (reachable) logger.error({ error: (error as Error).message, url: req.originalUrl }, "Anfrage fehlgeschlagen");
    sendErrorPage(req, res, reachable ? 500 : 503);
  });

  return app;
}

/**
 * The server's request handler (decisions 0016 and 0025): a cached page for an anonymous visitor is answered
 * from stored bytes and header lines before Express sees the request — no middleware, no router, no
 * file-system lookup. Everything else goes to the application.
 */
export function createRequestListener(app: express.Express): http.RequestListener {
  return (req, res) => {
    // Noted for background work that waits for quiet moments (app/core/server-activity.server.ts):
    // a hit by its arrival only, a request for the application until its response has closed.
    if (answerFromCache(req, res)) return requestArrived();
    res.once("close", requestWorking());
    app(req, res);
  };
}

/** The files in `dir` as URL paths ("/favicon.svg"), leaving out the folder `skip`. */
function filesUnder(dir: string, skip: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => "/" + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.startsWith(`/${skip}/`));
}

/** Starts the whole server: database, then HTTP. Used by scripts/start.mjs. */
export async function run(options: BootOptions & { port?: number }) {
  const config = env();
  const database = await prepareDatabase();
  // Load the route modules now, not on the first request: a later rebuild of build/ then cannot
  // pull chunks from under a running server.
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  // /healthz reports "draining" once a stop has begun.
  let draining = false;
  const app = createApp({ ...options, build, draining: () => draining });
  const port = options.port ?? config.PORT;
  // Node's own HTTP server on the public port, with explicit limits (server/http-server.ts).
  const server = createHttpServer(createRequestListener(app));
  // Without HOST, Node's default: every interface (IPv6 and IPv4 where the machine has both).
  const { inherited } = await listen(server, port, config.HOST);
  const shutdown = makeDrainable(server);
  logger.info(`Website läuft auf ${config.siteUrl} (Port ${port}, Datenbank: ${database.open.kind}).`);
  let stopping: Promise<void> | undefined;
  const stop = (signal: string) => {
    stopping ??= (async () => {
      draining = true;
      // Owning the port: accept on for the grace, so nothing already queued is reset (decision 0040).
      // On a kept socket the socket unit keeps the queue for the next process: stop accepting at once.
      const acceptGraceMs = inherited ? 0 : config.SHUTDOWN_GRACE_S * 1000;
      logger.info(
        { signal, inFlight: shutdown.inFlight(), acceptGraceMs },
        "Server wird beendet: nimmt noch kurz Verbindungen an, dann keine neuen mehr; laufende Anfragen werden abgeschlossen",
      );
      if ((await shutdown.drain(config.SHUTDOWN_TIMEOUT_S * 1000, { acceptGraceMs })) === "timeout") {
        logger.warn(`Nach ${config.SHUTDOWN_TIMEOUT_S} s waren noch Anfragen offen – ihre Verbindungen wurden getrennt`);
      }
      await database.close();
      logger.info("Server beendet.");
      process.exit(0);
    })();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  return server;
}

// `npm run backup` / `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) load them from this bundle.
export * from "~/features/backup/backup-commands.server";
