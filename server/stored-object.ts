// Sends an object of a storage (app/features/media/storage/) as the answer: the whole file or the one byte range the
// storage answered (206), its length and time, and nothing but the headers for HEAD. The callers set what their files
// need besides (server/media-route.ts: the library's safety headers; server/document-route.ts: attachment, ETag).
import { pipeline } from "node:stream/promises";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { StoredObject } from "~/features/media/storage/media-storage.server";

export async function sendStoredObject(req: ExpressRequest, res: ExpressResponse, object: StoredObject, contentType: string) {
  res.status(object.contentRange ? 206 : 200);
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Length", String(object.size));
  res.setHeader("Accept-Ranges", "bytes");
  if (object.contentRange) res.setHeader("Content-Range", object.contentRange);
  if (object.modifiedAt) res.setHeader("Last-Modified", object.modifiedAt.toUTCString());
  if (req.method === "HEAD") {
    object.body.destroy();
    res.end();
    return;
  }
  await pipeline(object.body, res);
}
