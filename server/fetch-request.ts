// A Fetch request with an Express request's headers (and no body), for the session lookup of getViewer
// (app/features/auth/viewer.server.ts) in the routes that answer before React Router: the media upload
// and the XLIFF import's guard, both of which decide before the body is read.
import type { Request as ExpressRequest } from "express";
import { env } from "~/core/env.server";

export function headersOnlyRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return new Request(new URL(req.originalUrl, env().siteUrl).href, { method: "GET", headers });
}
