// Which browser origins may send sign-in and other cookie-carrying requests (docs/security.md,
// "Origins"). A new user opens the site at http://127.0.0.1:3000 as often as at http://localhost:3000;
// without SITE_URL both, and [::1], are the same laptop and all work. With SITE_URL set only its origin
// does: a production site answers under one address, and everything else is refused with a German
// explanation that names the address the site expects.
import type { AppEnv } from "~/core/env.server";

type OriginConfig = Pick<AppEnv, "SITE_URL" | "PORT" | "siteUrl">;

/** The origins accepted for requests that carry the session (better-auth's trustedOrigins). */
export function acceptedOrigins(config: OriginConfig): string[] {
  if (config.SITE_URL) return [new URL(config.siteUrl).origin];
  return [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`, `http://[::1]:${config.PORT}`];
}

/** The address the site expects to be opened under: SITE_URL, or http://localhost:PORT without it. */
export function expectedOrigin(config: OriginConfig): string {
  return new URL(config.siteUrl).origin;
}

/** The origin a request came from, as its Origin header (or, lacking that, its Referer) says. */
export function requestOrigin(request: Request): string | null {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return origin;
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export const originMessages = {
  /** The refused request came from another address than the one the site runs under. */
  foreignOrigin: (from: string, expected: string) =>
    `Diese Anfrage kam von ${from}, die Website erwartet ${expected}. Bitte öffnen Sie die Website unter dieser Adresse.`,
  /** The browser sent no origin at all (an old browser, a privacy extension, or a request from elsewhere). */
  missingOrigin: (expected: string) =>
    `Die Anfrage wurde aus Sicherheitsgründen abgelehnt, weil der Browser ihre Herkunft nicht mitgesendet hat. Bitte öffnen Sie die Website unter ${expected} und laden Sie die Seite neu.`,
} as const;

const ORIGIN_CODES = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"]);

/**
 * better-auth refuses a request from a foreign origin with an English 403. This puts the German
 * explanation in its place, naming where the request came from and the address the site expects;
 * every other answer is passed on untouched.
 */
export async function explainOriginRefusal(request: Request, response: Response, expected: string): Promise<Response> {
  if (response.status !== 403 || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  let body: { code?: unknown } | null;
  try {
    body = (await response.clone().json()) as { code?: unknown };
  } catch {
    return response;
  }
  const code = typeof body?.code === "string" ? body.code : "";
  if (!ORIGIN_CODES.has(code)) return response;
  const from = requestOrigin(request);
  const message = from && code === "INVALID_ORIGIN" ? originMessages.foreignOrigin(from, expected) : originMessages.missingOrigin(expected);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ code, message, expectedOrigin: expected }), { status: 403, statusText: response.statusText, headers });
}
