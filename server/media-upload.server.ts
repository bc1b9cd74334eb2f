// POST /api/media: the library's upload (docs/product/media.md, "Uploads"; decision 0006). The multipart body is streamed
// (busboy) into a temporary file under DATA_DIR/tmp with a size limit that follows the content (25 MB
// for images and documents, 200 MB for videos): an oversized file is refused with 413 while it
// arrives, before it can fill the disk. The caller must be allowed 'media.edit' and the request must
// come from the site itself (Origin = SITE_URL, against cross-site requests). The answer is JSON
// { ok, asset } or { ok: false, message }; a plain form post without JavaScript is sent back to the
// library with the result in the address. A storage that cannot be reached is answered with 503 and
// Retry-After (the file is stored before its row, so nothing is left in the library).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { db } from "#db/client.server";
import { can } from "~/core/access/access-control";
import { getViewer } from "~/features/auth/viewer.server";
import { ingestUpload, type ReceivedUpload, type UploadFields } from "~/features/media/media-ingest.server";
import { mediaMessages } from "~/features/media/media-messages";
import { altTextFieldName } from "~/features/media/alt-texts";
import { translationLanguages } from "~/lib/languages";
import { sniffKindFromHead } from "~/features/media/media-sniff.server";
import { MAX_FILE_BYTES, MAX_FORM_OVERHEAD_BYTES, MAX_VIDEO_BYTES, maxBytesFor } from "~/features/media/media-types";
import { mediaStorage } from "~/features/media/storage/configured-storage.server";
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError, type MediaStorage } from "~/features/media/storage/media-storage.server";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { headersOnlyRequest } from "./fetch-request";
import { acceptsJson } from "./plain-page";
import { closeAfterAnswer } from "./refusal";

const LIBRARY_PATH = "/cms/media-library";
/** Enough bytes for file-type to tell a video from everything else. */
const SNIFF_BYTES = 4100;

class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super("Upload zu gross");
  }
}

type UploadAnswer = { ok: true; asset: unknown; message: string } | { ok: false; message: string };

/** Counts the bytes of the file and stops at the limit of its kind, decided from its first bytes. */
function sizeLimiter(onLimit: (limit: number) => void) {
  let bytes = 0;
  let limit = MAX_VIDEO_BYTES;
  let head: Buffer[] | null = [];
  let headBytes = 0;

  const decide = async () => {
    const start = Buffer.concat(head ?? []);
    limit = maxBytesFor(await sniffKindFromHead(start));
    head = null;
    return start;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (head) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes < SNIFF_BYTES) return callback();
        decide().then(
          (start) => {
            if (bytes > limit) {
              onLimit(limit);
              return callback(new UploadTooLargeError(limit));
            }
            callback(null, start);
          },
          (error: Error) => callback(error),
        );
        return;
      }
      if (bytes > limit) {
        onLimit(limit);
        return callback(new UploadTooLargeError(limit));
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (!head) return callback();
      decide().then(
        (start) => {
          if (bytes > limit) return callback(new UploadTooLargeError(limit));
          callback(null, start);
        },
        (error: Error) => callback(error),
      );
    },
  });
}

function allowedOrigin(): string {
  return new URL(env().siteUrl).origin;
}

function answer(req: ExpressRequest, res: ExpressResponse, status: number, body: UploadAnswer) {
  if (res.headersSent) return;
  res.setHeader("Cache-Control", "no-store");
  if (status === 503) res.setHeader("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
  if (acceptsJson(req)) {
    res.status(status).json(body);
    return;
  }
  // A form sent without JavaScript: back to the library, which shows the result.
  const params = new URLSearchParams(body.ok ? { upload: "ok" } : { upload: "fehler", meldung: body.message });
  res.redirect(303, `${LIBRARY_PATH}?${params}`);
}

/**
 * Whether the browser went away before the answer. Not `req.destroyed`: Node destroys a request
 * once its body has been read completely, so a storage error after a whole upload looked like an
 * abort and was never answered (decision 0011).
 */
function clientLeft(req: ExpressRequest, res: ExpressResponse): boolean {
  return (req.destroyed && !req.complete) || (res.destroyed && !res.writableEnded);
}

async function handleUpload(req: ExpressRequest, res: ExpressResponse, storage: MediaStorage) {
  const origin = req.get("origin");
  if (!origin || origin !== allowedOrigin()) {
    closeAfterAnswer(req, res);
    answer(req, res, 403, { ok: false, message: mediaMessages.uploadForeignOrigin });
    return;
  }
  const viewer = await getViewer(headersOnlyRequest(req));
  if (!viewer || !can(viewer.role, "media.edit")) {
    closeAfterAnswer(req, res);
    answer(req, res, viewer ? 403 : 401, { ok: false, message: viewer ? mediaMessages.forbidden : mediaMessages.authRequired });
    return;
  }
  const declaredLength = Number(req.get("content-length") ?? 0);
  if (declaredLength > MAX_VIDEO_BYTES + MAX_FORM_OVERHEAD_BYTES) {
    closeAfterAnswer(req, res);
    answer(req, res, 413, { ok: false, message: mediaMessages.uploadTooLarge(MAX_VIDEO_BYTES) });
    return;
  }
  if (!/^multipart\/form-data/i.test(req.get("content-type") ?? "")) {
    closeAfterAnswer(req, res);
    answer(req, res, 400, { ok: false, message: mediaMessages.uploadNeedsFileAndName });
    return;
  }

  const tempDir = path.join(env().dataDir, "tmp", "uploads");
  await fsp.mkdir(tempDir, { recursive: true });
  const tempFile = path.join(tempDir, randomUUID());
  const fields: Required<UploadFields> = { seoName: "", title: "", altText: "", category: "", altTexts: {} };
  let received: ReceivedUpload | null = null;
  // Set from busboy's callbacks, so an object: a `let` would look forever null to the type checker.
  const pending: { file: Promise<void> | null } = { file: null };
  let tooLarge: number | null = null;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { files: 1, fields: 10, fieldSize: 4096, parts: 12, fileSize: MAX_VIDEO_BYTES + 1 },
    });
  } catch {
    closeAfterAnswer(req, res);
    answer(req, res, 400, { ok: false, message: mediaMessages.uploadBadRequest });
    return;
  }

  const finished = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => {
      if (name === "seoName" || name === "title" || name === "altText" || name === "category") fields[name] = value;
      // The further languages' alt texts ("altText_fr"; app/features/media/alt-texts.ts).
      else if (translationLanguages.some((language) => name === altTextFieldName(language))) fields.altTexts[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || pending.file) {
        stream.resume();
        return;
      }
      const upload: ReceivedUpload = { path: tempFile, originalName: info.filename ?? "", size: 0 };
      stream.on("data", (chunk: Buffer) => {
        upload.size += chunk.length;
      });
      pending.file = pipeline(
        stream,
        sizeLimiter((limit) => {
          tooLarge = limit;
        }),
        fs.createWriteStream(tempFile, { flags: "wx" }),
      ).then(() => {
        // An empty file input still sends a part without a name and without bytes: that is "no file".
        if (upload.size > 0 || upload.originalName) received = upload;
      });
      // Refuse at once: the rest of the body is not stored.
      pending.file.catch(reject);
    });
    parser.on("close", () => resolve());
    parser.on("error", reject);
  });

  req.pipe(parser);
  try {
    await finished;
    if (pending.file) await pending.file;
    const result = await ingestUpload(db(), storage, received, fields);
    // Gone before the answer: nothing of a finished request is left behind.
    await fsp.rm(tempFile, { force: true });
    if (result.ok) answer(req, res, 201, { ok: true, asset: result.asset, message: mediaMessages.uploadSucceeded });
    else answer(req, res, result.status, { ok: false, message: result.message });
  } catch (error) {
    req.unpipe(parser);
    if (error instanceof UploadTooLargeError || tooLarge !== null) {
      closeAfterAnswer(req, res);
      answer(req, res, 413, { ok: false, message: mediaMessages.uploadTooLarge(tooLarge ?? MAX_FILE_BYTES) });
    } else if (error instanceof StorageUnavailableError) {
      logger.error({ error: error.message }, "Upload: Medienspeicher nicht erreichbar");
      closeAfterAnswer(req, res);
      answer(req, res, 503, { ok: false, message: mediaMessages.storageUnavailable });
    } else if (clientLeft(req, res)) {
      logger.info("Upload vom Browser abgebrochen");
    } else {
      logger.error({ error: (error as Error).message }, "Upload fehlgeschlagen");
      closeAfterAnswer(req, res);
      answer(req, res, 500, { ok: false, message: mediaMessages.uploadBadRequest });
    }
  } finally {
    await fsp.rm(tempFile, { force: true });
  }
}

export interface MediaUploadRouterOptions {
  /** Where uploads go; the process's media storage by default (tests pass their own). */
  storage?: MediaStorage;
}

export function mediaUploadRouter(options: MediaUploadRouterOptions = {}) {
  const router = express.Router();
  router.post("/", (req, res, next) => {
    handleUpload(req, res, options.storage ?? mediaStorage()).catch(next);
  });
  return router;
}
