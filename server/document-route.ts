// GET /dokumente/datei/<sha256>/<file name>: a published or withdrawn document version's bytes, for visitors
// (docs/decisions/0046-documents.md, "Addresses that never break"). Served from the documents storage's public
// area only (app/features/documents/document-storage.server.ts) and **without the database**: the address names
// the stored file by its hash, so a download answers while Postgres is down (tests/deployment/document-download
// .test.ts). A draft's file is in the pending area and never found here; a file that failed its integrity check
// was moved out of the public area and answers 404. The file name in the address is only the download's name.
//
// Like /media (server/media-route.ts): HEAD, one byte range (206), 503 with Retry-After when the storage cannot
// be reached. The bytes of an address never change (its name is their hash): a strong ETag (the hash), cached for
// a year as immutable, 304 for If-None-Match.
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { logger } from "~/core/logger.server";
import { documentFileName, SHA256_HEX, storedDocumentName } from "~/features/documents/document-rules";
import { documentStorages } from "~/features/documents/document-storage.server";
import { sendStoredObject } from "./stored-object";
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError, type MediaStorage } from "~/features/media/storage/media-storage.server";

const ONE_YEAR = 365 * 24 * 3600;

function notFound(res: ExpressResponse) {
  res.status(404).setHeader("Cache-Control", "no-store");
  res.type("text/plain; charset=utf-8").send("Dokument nicht gefunden");
}

function storageUnavailable(res: ExpressResponse) {
  for (const header of res.getHeaderNames()) res.removeHeader(header);
  res.status(503);
  res.setHeader("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain; charset=utf-8").send("Der Dokumentenspeicher ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.");
}

/** Whether an If-None-Match header names this entity tag (or "*"). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

export interface StoredDocumentAnswer {
  storage: MediaStorage;
  sha256: string;
  /** The name the download carries (Content-Disposition: attachment). */
  downloadName: string;
  cacheControl: string;
}

/**
 * Sends a stored document file: PDF, as an attachment with its name, never shown inline or sniffed; one byte range
 * when asked for (and the If-Range names this file). Also used for staff's download of a draft (server/document-api.server.ts).
 */
export async function sendStoredDocument(req: ExpressRequest, res: ExpressResponse, answer: StoredDocumentAnswer) {
  const etag = `"${answer.sha256}"`;
  const ifRange = req.headers["if-range"];
  const range = ifRange === undefined || ifRange === etag ? req.headers.range : undefined;
  const object = await answer.storage.stream(storedDocumentName(answer.sha256), { range });
  if (!object) return notFound(res);
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", answer.cacheControl);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.attachment(answer.downloadName);
  await sendStoredObject(req, res, object, "application/pdf");
}

/** Logs a failed answer and says 503 for a storage that cannot be reached; a broken stream is cut. */
export function documentAnswerFailed(error: unknown, res: ExpressResponse, next: express.NextFunction, context: Record<string, unknown>) {
  const unavailable = error instanceof StorageUnavailableError;
  logger[unavailable ? "warn" : "error"]({ ...context, error: (error as Error).message }, "Dokumentdatei konnte nicht ausgeliefert werden");
  if (res.headersSent) res.destroy();
  else if (unavailable) storageUnavailable(res);
  else next(error);
}

export interface DocumentFileRouterOptions {
  /** The storage whose public area is served; the process's documents storage by default. */
  storage?: () => MediaStorage;
}

export function documentFileRouter(options: DocumentFileRouterOptions = {}) {
  const router = express.Router();
  router.get("/:sha256/:name", async (req, res, next) => {
    const { sha256, name } = req.params;
    try {
      if (!SHA256_HEX.test(sha256)) return notFound(res);
      const etag = `"${sha256}"`;
      const cacheControl = `public, max-age=${ONE_YEAR}, immutable`;
      const storage = options.storage?.() ?? documentStorages().public;
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        // Still asked of the storage: a file moved out after a failed integrity check must not be confirmed.
        if (!(await storage.stat(storedDocumentName(sha256)))) return notFound(res);
        res.status(304).setHeader("ETag", etag);
        res.setHeader("Cache-Control", cacheControl);
        return res.end();
      }
      await sendStoredDocument(req, res, { storage, sha256, downloadName: documentFileName(name), cacheControl });
    } catch (error) {
      documentAnswerFailed(error, res, next, { sha256 });
    }
  });
  return router;
}
