// One rule against cross-site writes for the whole app (decision 0012), applied in
// server/app.ts ahead of every router: React Router actions, resource routes, better-auth, uploads.
//
// A write (any method but GET, HEAD, OPTIONS) must come from one of the site's own origins:
// - The Origin header decides. Browsers send it with every POST, also same-origin ones; "null" (a
//   sandboxed or otherwise opaque document) is never the site.
// - Without Origin the Referer's origin stands in (old browsers left Origin off same-origin forms). A
//   page on another site cannot make the browser send our origin in either header.
// - Neither header: refused when the request carries a session cookie (a browser would have sent
//   Origin; a privacy tool that strips both has to let this site through), let through when it
//   carries none — a write without a session has no one's rights to abuse, and scripts and monitors
//   that post without a browser are not a cross-site attack.
// - A foreign origin is refused with or without a session: for the anonymous forms (contact, sign-in,
//   sign-up, magic link) a post from another site is spam or login CSRF, never a visitor of ours.
// Sec-Fetch-Site is not consulted: every browser that sends it also sends Origin with a write.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { originMessages } from "~/features/auth/trusted-origins.server";
import { logger } from "~/core/logger.server";
import { sendRefusal } from "./refusal";
import { mayHaveSession } from "~/core/session-cookie";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type WriteOriginVerdict =
  | { accepted: true; reason: "same-origin" | "no-session-no-origin" }
  | { accepted: false; reason: "foreign"; from: string }
  | { accepted: false; reason: "missing" };

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** Whether a write with these headers may go on (pure: the whole rule, unit-tested on its own). */
export function judgeWriteOrigin(
  headers: { origin?: string | undefined; referer?: string | undefined; cookie?: string | undefined },
  acceptedOrigins: readonly string[],
): WriteOriginVerdict {
  const { origin, referer } = headers;
  if (origin !== undefined && origin.trim() !== "") {
    if (origin.trim() === "null") return { accepted: false, reason: "missing" };
    const from = originOf(origin.trim());
    if (from && acceptedOrigins.includes(from)) return { accepted: true, reason: "same-origin" };
    return { accepted: false, reason: "foreign", from: from ?? origin.trim().slice(0, 200) };
  }
  if (referer) {
    const from = originOf(referer);
    if (from && acceptedOrigins.includes(from)) return { accepted: true, reason: "same-origin" };
    if (from) return { accepted: false, reason: "foreign", from };
  }
  if (mayHaveSession(headers.cookie)) return { accepted: false, reason: "missing" };
  return { accepted: true, reason: "no-session-no-origin" };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The middleware. `accepted` are the site's origins (SITE_URL's, or localhost, 127.0.0.1 and [::1]
 * on the port without it) — never the Host header, which behind a proxy is the proxy's.
 */
export function crossSiteWriteGuard({ accepted, expected }: { accepted: readonly string[]; expected: string }) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const verdict = judgeWriteOrigin(
      { origin: header(req.headers.origin), referer: header(req.headers.referer), cookie: header(req.headers.cookie) },
      accepted,
    );
    if (verdict.accepted) return next();
    logger.warn(
      { method: req.method, url: req.originalUrl, reason: verdict.reason, from: verdict.reason === "foreign" ? verdict.from : null },
      "Schreibanfrage fremder Herkunft abgelehnt",
    );
    sendRefusal(req, res, {
      status: 403,
      code: verdict.reason === "foreign" ? "INVALID_ORIGIN" : "MISSING_OR_NULL_ORIGIN",
      title: "Anfrage abgelehnt",
      message: verdict.reason === "foreign" ? originMessages.foreignOrigin(verdict.from, expected) : originMessages.missingOrigin(expected),
    });
  };
}
