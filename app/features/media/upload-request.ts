// Sends a file to POST /api/media with XMLHttpRequest, because only XHR reports upload progress
// (upload.onprogress); fetch() cannot. Browser-only.
import type { LibraryAsset } from "./library/library-assets";
import { mediaMessages } from "./media-messages";

export const UPLOAD_ENDPOINT = "/api/media";

export type UploadResponse = { ok: true; asset: LibraryAsset; message: string } | { ok: false; message: string };

export interface UploadHandle {
  done: Promise<UploadResponse>;
  abort(): void;
}

function isUploadResponse(value: unknown): value is UploadResponse {
  if (typeof value !== "object" || value === null) return false;
  const body = value as { ok?: unknown; message?: unknown; asset?: unknown };
  return typeof body.ok === "boolean" && (body.ok ? typeof body.asset === "object" && body.asset !== null : typeof body.message === "string");
}

/** Starts the upload; `onProgress` receives 0–100 while the bytes travel. */
export function startUpload(form: FormData, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResponse>((resolve) => {
    xhr.open("POST", UPLOAD_ENDPOINT);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (isUploadResponse(body)) resolve(body);
      else if (xhr.status === 413) resolve({ ok: false, message: "Die Datei ist zu gross." });
      else resolve({ ok: false, message: xhr.status ? `HTTP ${xhr.status}` : "" });
    };
    xhr.onerror = () => resolve({ ok: false, message: mediaMessages.uploadConnectionLost });
    xhr.onabort = () => resolve({ ok: false, message: "Upload abgebrochen" });
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
