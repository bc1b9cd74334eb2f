// One limit for every request body except uploads (decision 0012, tests/integration/security-http.test.ts): forms and JSON, for React
// Router's actions and resource routes and for better-auth alike. A 60 MB page title used to be read,
// parsed and stored; now the body is read here, before any router, and a body over the limit is
// answered with 413 and a message in the page's language while nothing downstream has seen a byte of it.
//
// The body is collected in memory (it is small by definition) and handed on: React Router gets it as
// the Fetch request's body (server/app.ts), better-auth as `req.body` (which its Node adapter reads
// when the stream has been consumed). Uploads (/api/media) stream to disk with limits of their own.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { logger } from "~/core/logger.server";
import { languageOfPath } from "~/lib/languages";
import { siteTexts } from "~/features/site-language/site-texts";
import { sendRefusal } from "./refusal";

/**
 * 2 MiB. The schemas allow 100’000 characters of HTML for one section or page (app/lib/text-limits.ts),
 * which is at most about 900 KB form-encoded; the seeded site's largest page, saved whole, is a few
 * dozen KB. A save of a whole page with many sections at the maximum length can exceed it and is
 * refused with this message rather than stored.
 */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Time to receive a body once its headers are in: a form posted from a phone on a poor line takes a
 * few seconds. A client that trickles a body holds a connection no longer than this (the server's own
 * limits are in server/http-server.ts; uploads have theirs). */
export const BODY_TIMEOUT_MS = 60_000;

const NO_BODY_METHODS = new Set(["GET", "HEAD"]);
const buffered = new WeakMap<ExpressRequest, Buffer>();

/** The body the limit middleware read, if it read one. */
export function bufferedBody(req: ExpressRequest): Buffer | undefined {
  return buffered.get(req);
}

/** The refusals' texts in the language of the address (a visitor's form on /fr/… in French). */
function refusalTexts(req: ExpressRequest, status: 408 | 413, limit: number) {
  const language = languageOfPath(req.originalUrl);
  const { title, text } = siteTexts[language].errorPages[status];
  const megabytes = `${Math.round((limit / (1024 * 1024)) * 10) / 10}`.replace(".", language === "en" ? "." : ",");
  return { language, title, message: text.replace("{limit}", `${megabytes} ${language === "fr" ? "Mo" : "MB"}`) };
}

export function bodyLimit({
  limit = BODY_LIMIT_BYTES,
  timeoutMs = BODY_TIMEOUT_MS,
  skip,
}: {
  limit?: number;
  timeoutMs?: number;
  skip: (req: ExpressRequest) => boolean;
}) {
  const refuse = (req: ExpressRequest, res: ExpressResponse, received: number | null) => {
    logger.warn(
      { method: req.method, url: req.originalUrl, declared: req.headers["content-length"] ?? null, received },
      "Anfrage über der Grössengrenze abgelehnt",
    );
    sendRefusal(req, res, { status: 413, code: "PAYLOAD_TOO_LARGE", ...refusalTexts(req, 413, limit) });
  };

  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (NO_BODY_METHODS.has(req.method) || skip(req)) return next();
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return refuse(req, res, null);

    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const stop = () => {
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      // A body sent without Content-Length (chunked), or longer than it said.
      if (size > limit) {
        stop();
        chunks.length = 0;
        refuse(req, res, size);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (settled) return;
      stop();
      buffered.set(req, Buffer.concat(chunks, size));
      next();
    };
    // The client went away while sending: there is no one to answer.
    const onError = () => stop();
    // Answered and the connection closed: the rest of a trickled body is not waited for.
    const timer = setTimeout(() => {
      stop();
      chunks.length = 0;
      logger.warn({ method: req.method, url: req.originalUrl, received: size }, "Anfrage nicht rechtzeitig vollständig");
      sendRefusal(req, res, { status: 408, code: "REQUEST_TIMEOUT", ...refusalTexts(req, 408, limit) });
    }, timeoutMs);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  };
}
