// Security headers (decision 0012). Two parts:
// - headers every response carries (nosniff, referrer and permissions policy, HSTS on https, and a
//   script-less Content-Security-Policy as the fallback for HTML the HTTP layer writes itself);
// - the Content-Security-Policy of the documents React Router renders. Scripts run only from the site
//   itself ('self') and inline only when the server emitted them: by a fresh nonce per response, or —
//   for pages kept in the anonymous page cache and served as the same bytes to everyone — by the
//   SHA-256 hashes of exactly the inline scripts that render emitted, computed once when the page is
//   stored and kept with it.
import crypto from "node:crypto";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { replaceAsciiInBytes } from "~/lib/ascii-in-bytes";

/** A nonce of 128 random bits (CSP3 asks for at least 128), base64 as the CSP grammar wants. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * Who may put a page in a frame. The CMS, the sign-in screens and everything else staff-only:
 * nobody (clickjacking). Public pages, on which the edit mode also runs: the site itself.
 */
export type FrameAncestors = "'none'" | "'self'";

const UNFRAMEABLE = /^\/(?:cms(?:[/-]|$)|login(?:\/|$)|einrichtung(?:\/|$)|passwort-zuruecksetzen(?:\/|$)|sections(?:\/|$)|api\/)/;

export function frameAncestorsFor(pathname: string): FrameAncestors {
  return UNFRAMEABLE.test(pathname) ? "'none'" : "'self'";
}

export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

export interface DocumentPolicyOptions {
  scripts: ScriptSources;
  frameAncestors: FrameAncestors;
  /** Vite's development server talks to the page over a WebSocket (hot reload). */
  development?: boolean;
}

/**
 * The policy of a rendered document. Styles keep 'unsafe-inline' (React style attributes, Radix
 * positioning, sonner's injected stylesheet); a style cannot run script. Images may come from any
 * https address because image settings accept external URLs (docs/product/sections.md, "Links and file references": a path, an
 * external address or 'asset:{id}'); uploads, data: placeholders and blob: previews are local.
 */
export function documentPolicy({ scripts, frameAncestors, development = false }: DocumentPolicyOptions): string {
  const scriptSources = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/**
 * For HTML the HTTP layer writes itself (error pages, refusals): no script at all, inline styles only.
 * Also the default on every other response, so nothing leaves the server without a policy.
 */
export const FALLBACK_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Powerful browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** One year; not includeSubDomains: SITE_URL may be an apex whose other hosts this site does not run. */
export const HSTS = "max-age=31536000";

/** The header lines every response starts with; later handlers may put their own CSP in place. */
export function baseSecurityHeaderLines({ https }: { https: boolean }): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Content-Security-Policy", FALLBACK_POLICY],
    ["X-Frame-Options", "DENY"],
    ...(https ? [["Strict-Transport-Security", HSTS] as [string, string]] : []),
  ];
}

/** Sets baseSecurityHeaderLines on every response, before any router runs. */
export function baseSecurityHeaders(options: { https: boolean }) {
  const lines = baseSecurityHeaderLines(options);
  return (_req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    for (const [name, value] of lines) res.setHeader(name, value);
    next();
  };
}

/** X-Frame-Options for browsers that predate frame-ancestors, saying the same. */
export function frameOptionsFor(frameAncestors: FrameAncestors): "DENY" | "SAMEORIGIN" {
  return frameAncestors === "'none'" ? "DENY" : "SAMEORIGIN";
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export interface SealedDocument {
  /** The document's bytes without the render's nonce attributes. */
  body: Buffer;
  /** 'sha256-…' of every inline script the render emitted (those carrying its nonce), in order, unique. */
  hashes: string[];
}

/**
 * Turns a document rendered with `nonce` into one for the shared cache: the scripts the render
 * emitted — exactly those that carry this render's random nonce — are allowed by their hashes, and
 * the nonce attributes are removed (a value every visitor receives is no nonce). A <script> that
 * reached the page some other way (say, through stored content that slipped past the sanitiser)
 * cannot carry a nonce drawn after it was stored: it gets no hash and does not run.
 *
 * It reads the UTF-8 bytes as Latin-1 (app/lib/ascii-in-bytes.ts): everything it looks for is ASCII,
 * and a script's hash is taken over its very bytes, as the browser does.
 */
export function sealForCache(document: Buffer, nonce: string): SealedDocument {
  const html = document.toString("latin1");
  const marker = ` nonce="${nonce}"`;
  const hashes: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [, attributes, content] = match;
    if (!attributes.includes(marker) || /\ssrc\s*=/i.test(attributes)) continue;
    const hash = `sha256-${crypto.createHash("sha256").update(content, "latin1").digest("base64")}`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return { body: replaceAsciiInBytes(document, marker, ""), hashes };
}
