// Sends a form with a file by XMLHttpRequest, because only XHR reports upload progress (upload.onprogress);
// fetch() cannot. Browser-only. The media library (app/features/media/upload-request.ts) and the document
// versions' upload (app/features/document-admin/version-upload-form.tsx) post through it; each names its
// endpoint, how it recognises its JSON answer and its German texts for what the answer cannot say.

export interface UploadHandle<R> {
  done: Promise<R>;
  abort(): void;
}

export interface UploadOptions<R> {
  endpoint: string;
  /** Whether a parsed body is the endpoint's answer (a proxy's error page is not). */
  isAnswer: (body: unknown) => body is R;
  /** The answer when there is none to read: the status (413: too large), or 0 for a lost connection or an abort. */
  failure: (status: number, reason: "http" | "connection" | "abort") => R;
}

/** Starts the upload; `onProgress` receives 0–100 while the bytes travel. */
export function startUploadWithProgress<R>(form: FormData, onProgress: (percent: number) => void, options: UploadOptions<R>): UploadHandle<R> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<R>((resolve) => {
    xhr.open("POST", options.endpoint);
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
      resolve(options.isAnswer(body) ? body : options.failure(xhr.status, "http"));
    };
    xhr.onerror = () => resolve(options.failure(0, "connection"));
    xhr.onabort = () => resolve(options.failure(0, "abort"));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
