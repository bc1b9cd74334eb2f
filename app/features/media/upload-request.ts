// Sends a file to POST /api/media with its progress (app/components/cms/upload-with-progress.ts). Browser-only.
import { startUploadWithProgress, type UploadHandle as ProgressHandle } from "~/components/cms/upload-with-progress";
import type { LibraryAsset } from "./library/library-assets";
import { mediaMessages } from "./media-messages";

export const UPLOAD_ENDPOINT = "/api/media";

export type UploadResponse = { ok: true; asset: LibraryAsset; message: string } | { ok: false; message: string };

export type UploadHandle = ProgressHandle<UploadResponse>;

function isUploadResponse(value: unknown): value is UploadResponse {
  if (typeof value !== "object" || value === null) return false;
  const body = value as { ok?: unknown; message?: unknown; asset?: unknown };
  return typeof body.ok === "boolean" && (body.ok ? typeof body.asset === "object" && body.asset !== null : typeof body.message === "string");
}

/** Starts the upload; `onProgress` receives 0–100 while the bytes travel. */
export function startUpload(form: FormData, onProgress: (percent: number) => void): UploadHandle {
  return startUploadWithProgress(form, onProgress, {
    endpoint: UPLOAD_ENDPOINT,
    isAnswer: isUploadResponse,
    failure: (status, reason) => {
      if (reason === "connection") return { ok: false, message: mediaMessages.uploadConnectionLost };
      if (reason === "abort") return { ok: false, message: "Upload abgebrochen" };
      if (status === 413) return { ok: false, message: "Die Datei ist zu gross." };
      return { ok: false, message: status ? `HTTP ${status}` : "" };
    },
  });
}
