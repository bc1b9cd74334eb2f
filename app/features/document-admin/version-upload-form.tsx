// 'Neue Version hochladen' (docs/decisions/0048-document-screens.md): kind, language, label, 'Was hat sich geändert',
// 'sicherheitsrelevant' and the PDF, posted as multipart to the endpoint POST /cms/api/dokumente/versionen with a
// real progress bar (an instruction for use can have 50 MB). The endpoint checks everything (content, text layer,
// size, a label already taken) and answers its German field errors; the form shows them beside the fields and keeps
// everything typed, the chosen file included. Without JavaScript the browser posts the form itself and the endpoint
// sends it back to this screen (upload-return.ts): `returned` is that result, with what was typed filled in again.
// A new version is a draft until it is published.
import { UploadCloud } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsSelectField, CmsTextAreaField, CmsTextField } from "~/components/cms/cms-form-field";
import { startUploadWithProgress, type UploadHandle } from "~/components/cms/upload-with-progress";
import { useActionToast } from "~/components/cms/use-action-toast";
import type { ActionResult } from "~/components/cms/action-result";
import { languageFacts, type SiteLanguage } from "~/lib/languages";
import { CHANGES_LIMIT, documentTexts, LABEL_LIMIT } from "~/features/documents/document-rules";
import { DOCUMENT_UPLOAD_ENDPOINT, screenTexts } from "./document-admin-rules";
import type { KindItem } from "./document-screen-model";
import type { UploadReturn } from "./upload-return";

type UploadAnswer = { ok: true; versionId: number; message?: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

function isUploadAnswer(body: unknown): body is UploadAnswer {
  if (typeof body !== "object" || body === null) return false;
  const answer = body as { ok?: unknown; versionId?: unknown; message?: unknown };
  return answer.ok === true ? typeof answer.versionId === "number" : answer.ok === false && typeof answer.message === "string";
}

function failure(status: number, reason: "http" | "connection" | "abort"): UploadAnswer {
  if (reason === "abort") return { ok: false, message: screenTexts.uploadAborted };
  if (reason === "connection") return { ok: false, message: screenTexts.uploadConnectionLost };
  if (status === 413) return { ok: false, message: documentTexts.fileTooLarge, fieldErrors: { file: documentTexts.fileTooLarge } };
  return { ok: false, message: screenTexts.uploadFailed };
}

export function VersionUploadForm({
  productKey,
  kinds,
  languages,
  returned,
}: {
  productKey: string;
  kinds: KindItem[];
  languages: SiteLanguage[];
  returned?: UploadReturn | null;
}) {
  const revalidator = useRevalidator();
  const upload = useRef<UploadHandle<UploadAnswer> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<ActionResult | undefined>(returned ? { ok: returned.ok, message: returned.message } : undefined);
  // What the form says under its fields: a refusal about fields is said beside them, here only that nothing was kept.
  const [said, setSaid] = useState<ActionResult | undefined>(answer);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(returned?.fieldErrors ?? {});
  // A new form (empty fields) after each successful upload; a refused one keeps what was typed.
  const [formKey, setFormKey] = useState(0);
  useActionToast(answer);
  const busy = progress !== null;
  // What a form sent without JavaScript brought back, for the first form only (a later one starts empty).
  const typed = formKey === 0 ? returned?.values : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setFieldErrors({});
    setAnswer(undefined);
    setSaid(undefined);
    setProgress(0);
    upload.current = startUploadWithProgress(form, setProgress, { endpoint: DOCUMENT_UPLOAD_ENDPOINT, isAnswer: isUploadAnswer, failure });
    const result = await upload.current.done;
    upload.current = null;
    setProgress(null);
    if (result.ok) {
      setAnswer({ ok: true, message: result.message || screenTexts.uploaded });
      setSaid({ ok: true, message: result.message || screenTexts.uploaded });
      setFormKey((key) => key + 1);
      await revalidator.revalidate();
    } else {
      setFieldErrors(result.fieldErrors ?? {});
      setAnswer({ ok: false, message: result.message });
      setSaid({ ok: false, message: result.fieldErrors && Object.keys(result.fieldErrors).length ? screenTexts.checkFields : result.message });
    }
  }

  return (
    <section aria-labelledby="neue-version" className="rounded-card border border-border bg-card p-4 sm:p-6">
      <h2 id="neue-version" className="flex items-center gap-2 text-xl font-semibold">
        <UploadCloud aria-hidden="true" className="size-5" />
        {screenTexts.uploadTitle}
      </h2>
      <form
        key={formKey}
        method="post"
        action={DOCUMENT_UPLOAD_ENDPOINT}
        encType="multipart/form-data"
        onSubmit={(event) => void onSubmit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-busy={busy || undefined}
      >
        <input type="hidden" name="productKey" value={productKey} />
        <CmsSelectField label={screenTexts.kind} name="kindId" required error={fieldErrors.kindId} disabled={busy} defaultValue={typed?.kindId || undefined}>
          {kinds.map((kind) => (
            <option key={kind.id} value={kind.id}>
              {kind.name}
            </option>
          ))}
        </CmsSelectField>
        <CmsSelectField
          label={screenTexts.language}
          name="language"
          required
          error={fieldErrors.language}
          disabled={busy}
          defaultValue={typed?.language || undefined}
        >
          {languages.map((language) => (
            <option key={language} value={language}>
              {languageFacts[language].staffName}
            </option>
          ))}
        </CmsSelectField>
        <CmsTextField
          label={screenTexts.label}
          name="label"
          required
          maxLength={LABEL_LIMIT}
          hint={screenTexts.labelHint}
          defaultValue={typed?.label}
          error={fieldErrors.label}
          readOnly={busy}
          className="sm:col-span-2"
        />
        <CmsTextAreaField
          label={screenTexts.changes}
          name="changes"
          rows={3}
          maxLength={CHANGES_LIMIT}
          defaultValue={typed?.changes}
          error={fieldErrors.changes}
          readOnly={busy}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name="safetyRelevant"
              value="true"
              defaultChecked={typed?.safetyRelevant}
              className="size-5 accent-[var(--primary)]"
              disabled={busy}
            />
            {screenTexts.safetyRelevantLabel}
          </label>
          <p className="mt-1 text-xs text-muted-foreground">{screenTexts.safetyRelevantHint}</p>
        </div>
        <CmsTextField
          label={screenTexts.file}
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          required
          error={fieldErrors.file}
          disabled={busy}
          className="sm:col-span-2"
        />
        {busy ? (
          <div className="sm:col-span-2" role="status">
            <progress value={progress} max={100} className="h-2 w-full accent-[var(--primary)]" aria-label={screenTexts.uploading(progress)} />
            <p className="mt-1 text-sm text-muted-foreground">{screenTexts.uploading(progress)}</p>
          </div>
        ) : null}
        {said ? <CmsFeedback feedback={said} className="sm:col-span-2" /> : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className={cmsButton("primary")} disabled={busy}>
            <UploadCloud aria-hidden="true" className="size-4" />
            {screenTexts.upload}
          </button>
          {busy ? (
            <button type="button" className={cmsButton("secondary")} onClick={() => upload.current?.abort()}>
              Abbrechen
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
