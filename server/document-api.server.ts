// The staff side of 'Dokumente' (docs/decisions/0046-documents.md) that carries files, answered before React Router:
//
// POST /cms/api/dokumente/versionen – a new version as a draft. Multipart: productKey, kindId, language, label,
//   changes, safetyRelevant and `file`. The file is read as it arrives, hashed (SHA-256) on the way and never
//   held beyond 50 MB: a larger one is refused with 413 and a German message as soon as it passes the limit. The
//   answer is JSON for the CMS's script (Accept: application/json): { ok: true, versionId, message } or { ok: false,
//   message, fieldErrors }. A form a browser posted without JavaScript is sent back (303) to the product's screen with
//   the result and what was typed in the address (app/features/document-admin/upload-return.ts), or to the documents
//   list when the product is unknown. Only from the site itself (Origin), only for 'documents.manage'.
// GET /cms/api/dokumente/versionen/<id>/datei – any version's file for staff ('documents.manage' or
//   'approvals.view': a reviewer downloads a submitted draft), never cached.
import { createHash } from "node:crypto";
import busboy from "busboy";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { documentVersions } from "#db/schema";
import { can } from "~/core/access/access-control";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { getViewer } from "~/features/auth/viewer.server";
import { documentTexts, MAX_DOCUMENT_BYTES, mayReadDocuments } from "~/features/documents/document-rules";
import { documentStorages } from "~/features/documents/document-storage.server";
import { addDocumentVersion, DocumentError } from "~/features/documents/documents.server";
import { uploadReturnHref } from "~/features/document-admin/upload-return";
import { headersOnlyRequest } from "./fetch-request";
import { acceptsJson } from "./plain-page";
import { closeAfterAnswer } from "./refusal";
import { documentAnswerFailed, sendStoredDocument } from "./document-route";

/** Room for the form's other fields and the multipart framing around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FIELDS = ["productKey", "kindId", "language", "label", "changes", "safetyRelevant"] as const;

/** The upload's path (the body limit of server/app.ts leaves it to this route's own). */
export const DOCUMENT_UPLOAD_PATH = "/cms/api/dokumente/versionen";

type Answer = { ok: true; versionId: number; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

type TypedFields = Partial<Record<(typeof FIELDS)[number], string>>;

/** JSON for the CMS's script; a form without JavaScript back to the screen it came from, with the result and what was typed. */
function answer(req: ExpressRequest, res: ExpressResponse, status: number, body: Answer, typed: TypedFields = {}) {
  if (res.headersSent) return;
  res.setHeader("Cache-Control", "no-store");
  if (acceptsJson(req)) {
    res.status(status).json(body);
    return;
  }
  res.redirect(303, uploadReturnHref(typed.productKey, body, { ...typed, safetyRelevant: isChecked(typed.safetyRelevant) ? "ja" : "" }));
}

/** A refusal before the form was read: the product is unknown yet, so a browser without JavaScript goes to the documents list. */
function refuseEarly(req: ExpressRequest, res: ExpressResponse, status: number, body: Answer, typed: TypedFields = {}) {
  closeAfterAnswer(req, res);
  answer(req, res, status, body, typed);
}

const isChecked = (value: string | undefined) => ["true", "on", "1", "ja"].includes((value ?? "").toLowerCase());

interface ReceivedForm {
  fields: Partial<Record<(typeof FIELDS)[number], string>>;
  file: { name: string; bytes: Buffer; sha256: string } | null;
  tooLarge: boolean;
}

/** Reads the multipart form; the file in memory up to the limit, hashed as it arrives, the rest thrown away. */
function receiveForm(req: ExpressRequest): Promise<ReceivedForm> {
  return new Promise((resolve, reject) => {
    const form: ReceivedForm = { fields: {}, file: null, tooLarge: false };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: { files: 1, fields: FIELDS.length + 2, fieldSize: 16 * 1024, parts: FIELDS.length + 4, fileSize: MAX_DOCUMENT_BYTES + 1 },
      });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    parser.on("field", (name, value) => {
      if ((FIELDS as readonly string[]).includes(name)) form.fields[name as (typeof FIELDS)[number]] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || form.file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const hash = createHash("sha256");
      let size = 0;
      // Over the limit: answered at once, the rest of the body is not read into memory (closeAfterAnswer discards it).
      const refuse = () => {
        if (form.tooLarge) return;
        form.tooLarge = true;
        chunks.length = 0;
        req.unpipe(parser);
        resolve(form);
      };
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_DOCUMENT_BYTES) return refuse();
        chunks.push(chunk);
        hash.update(chunk);
      });
      stream.on("limit", refuse);
      stream.on("end", () => {
        // An empty file input still sends a part without a name and without bytes: that is "no file".
        if (!form.tooLarge && (size > 0 || info.filename)) form.file = { name: info.filename ?? "", bytes: Buffer.concat(chunks), sha256: hash.digest("hex") };
      });
    });
    parser.on("close", () => resolve(form));
    parser.on("error", reject);
    req.pipe(parser);
  });
}

/** A refusal the documents feature threw (or writeContent's 403/409), as the JSON answer. */
function refusalOf(error: unknown): { status: number; body: Answer } | null {
  if (error instanceof DocumentError) return { status: error.status, body: { ok: false, message: error.message, fieldErrors: error.fieldErrors } };
  const thrown = error as { type?: unknown; data?: { message?: string }; init?: { status?: number } | null };
  if (thrown?.type === "DataWithResponseInit") {
    return { status: thrown.init?.status ?? 500, body: { ok: false, message: thrown.data?.message ?? documentTexts.forbidden } };
  }
  return null;
}

async function handleUpload(req: ExpressRequest, res: ExpressResponse) {
  const origin = req.get("origin");
  if (!origin || origin !== new URL(env().siteUrl).origin) {
    return refuseEarly(req, res, 403, { ok: false, message: "Uploads werden nur von dieser Website angenommen." });
  }
  const viewer = await getViewer(headersOnlyRequest(req));
  if (!viewer || !can(viewer.role, "documents.manage")) {
    return refuseEarly(req, res, viewer ? 403 : 401, { ok: false, message: viewer ? documentTexts.forbidden : "Bitte melden Sie sich an." });
  }
  if (Number(req.get("content-length") ?? 0) > MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES) {
    return refuseEarly(req, res, 413, { ok: false, message: documentTexts.fileTooLarge, fieldErrors: { file: documentTexts.fileTooLarge } });
  }
  if (!/^multipart\/form-data/i.test(req.get("content-type") ?? "")) {
    return refuseEarly(req, res, 400, { ok: false, message: documentTexts.fileRequired, fieldErrors: { file: documentTexts.fileRequired } });
  }
  let form: ReceivedForm;
  try {
    form = await receiveForm(req);
  } catch (error) {
    logger.warn({ error: (error as Error).message }, "Dokument-Upload: Formular nicht lesbar");
    return refuseEarly(req, res, 400, { ok: false, message: documentTexts.fileRequired });
  }
  const { fields } = form;
  // The fields before the file (the form sends them first) are known even when the file was too large.
  if (form.tooLarge)
    return refuseEarly(req, res, 413, { ok: false, message: documentTexts.fileTooLarge, fieldErrors: { file: documentTexts.fileTooLarge } }, fields);
  if (!form.file) return answer(req, res, 400, { ok: false, message: documentTexts.fileRequired, fieldErrors: { file: documentTexts.fileRequired } }, fields);
  try {
    const { versionId } = await addDocumentVersion(viewer, {
      productKey: fields.productKey ?? "",
      kindId: Number(fields.kindId),
      language: fields.language ?? "",
      label: fields.label ?? "",
      changes: fields.changes ?? "",
      safetyRelevant: isChecked(fields.safetyRelevant),
      file: form.file,
    });
    answer(req, res, 201, { ok: true, versionId, message: documentTexts.uploaded((fields.label ?? "").trim()) }, fields);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return answer(req, res, refusal.status, refusal.body, fields);
    logger.error({ error: (error as Error).message }, "Dokument-Upload fehlgeschlagen");
    answer(req, res, 500, { ok: false, message: "Das Hochladen ist fehlgeschlagen. Bitte versuchen Sie es erneut." }, fields);
  }
}

async function handleStaffDownload(req: ExpressRequest, res: ExpressResponse, next: express.NextFunction) {
  const viewer = await getViewer(headersOnlyRequest(req));
  if (!viewer || !mayReadDocuments(viewer.role)) {
    res.status(viewer ? 403 : 401).setHeader("Cache-Control", "no-store");
    res.type("text/plain; charset=utf-8").send(viewer ? documentTexts.forbidden : "Bitte melden Sie sich an.");
    return;
  }
  const id = Number(req.params.id);
  const [version] = Number.isInteger(id) && id > 0 ? await db().select().from(documentVersions).where(eq(documentVersions.id, id)).limit(1) : [];
  if (!version) {
    res.status(404).setHeader("Cache-Control", "no-store");
    res.type("text/plain; charset=utf-8").send(documentTexts.versionNotFound);
    return;
  }
  const storages = documentStorages();
  // A failed file was moved to the quarantine: staff may still look at what is there now.
  const storage = version.integrityFailedAt ? storages.quarantine : version.status === "draft" ? storages.pending : storages.public;
  try {
    await sendStoredDocument(req, res, { storage, sha256: version.fileSha256, downloadName: version.fileName, cacheControl: "private, no-store" });
  } catch (error) {
    documentAnswerFailed(error, res, next, { versionId: version.id });
  }
}

export function documentApiRouter() {
  const router = express.Router();
  router.post("/versionen", (req, res, next) => {
    handleUpload(req, res).catch(next);
  });
  router.get("/versionen/:id/datei", (req, res, next) => {
    handleStaffDownload(req, res, next).catch(next);
  });
  return router;
}
