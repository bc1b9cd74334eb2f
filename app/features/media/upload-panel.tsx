// 'Datei hochladen (SEO-optimiert)' (docs/product/media.md, "Uploads"): a file, its suggested SEO
// name, title and alt text (editable), a free-text category, and a real progress bar while the bytes
// travel. Without JavaScript the same form posts to /api/media and comes back to the library.
import { UploadCloud } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsTextField, cmsInputClass } from "~/components/cms/cms-form-field";
import type { ActionResult } from "~/components/cms/action-result";
import { cn } from "~/lib/cn";
import { DEFAULT_CATEGORY, mediaCategoryChoices, sanitizeSeoInput, suggestAltText, suggestSeoName, suggestTitle, uploadFileName } from "./file-names";
import type { LibraryAsset } from "./library/library-assets";
import { mediaMessages } from "./media-messages";
import { maxBytesFor, uploadAccept } from "./media-types";
import { ALT_TEXT_MAX, altTextFieldName, altTextLabel, type AltTexts } from "./alt-texts";
import type { SiteLanguage } from "~/lib/languages";
import { startUpload, UPLOAD_ENDPOINT, type UploadHandle } from "./upload-request";

const IMAGE_NAME = /\.(jpe?g|jpe|jfif|png|webp|gif|avif|svg)$/i;
const VIDEO_NAME = /\.(mp4|m4v|webm)$/i;
const imageAccept = "image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml";

function isImageFile(file: File) {
  return file.type.startsWith("image/") || IMAGE_NAME.test(file.name);
}

function isVideoFile(file: File) {
  return file.type.startsWith("video/") || VIDEO_NAME.test(file.name);
}

export type UploadPanelProps = {
  onUploaded?: (asset: LibraryAsset) => void;
  /** The simple panel of the picker accepts images only (docs/product/media.md, "Uploads"). */
  imagesOnly?: boolean;
  className?: string;
  /** Heading level of the panel title inside its page. */
  headingLevel?: 2 | 3;
  /**
   * Inside another form (the media picker in an editor): no <form> of its own (forms cannot nest)
   * and no field names, so the outer form never sends these fields.
   */
  embedded?: boolean;
  /** The switched-on further languages: an image gets its alt text in each right away (docs/decisions/0034-alt-texts-per-language.md). */
  altTextLanguages?: readonly SiteLanguage[];
};

export function UploadPanel({ onUploaded, imagesOnly = false, className, headingLevel = 2, embedded = false, altTextLanguages = [] }: UploadPanelProps) {
  const id = useId();
  const seoInput = useRef<HTMLInputElement>(null);
  const fieldName = (name: string) => (embedded ? undefined : name);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useRef<UploadHandle | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [seoName, setSeoName] = useState("");
  const [title, setTitle] = useState("");
  const [altText, setAltText] = useState("");
  const [altTexts, setAltTexts] = useState<AltTexts>({});
  const [category, setCategory] = useState(DEFAULT_CATEGORY);
  const [titleTouched, setTitleTouched] = useState(false);
  const [altTouched, setAltTouched] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<ActionResult | null>(null);
  const [suggestedAt, setSuggestedAt] = useState(0);
  const busy = progress !== null;
  const image = file ? isImageFile(file) : true;

  const followTitle = (nextTitle: string, forFile: File | null) => {
    if (!altTouched) setAltText(suggestAltText(nextTitle, forFile ? isImageFile(forFile) : false));
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFeedback(null);
    if (!chosen) return;
    const now = Date.now();
    setSuggestedAt(now);
    const suggestion = suggestSeoName(chosen.name, now);
    setSeoName(suggestion);
    const nextTitle = titleTouched ? title : suggestTitle(suggestion, chosen.name);
    if (!titleTouched) setTitle(nextTitle);
    followTitle(nextTitle, chosen);
  };

  const onSeoNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeSeoInput(event.target.value);
    setSeoName(next);
    if (!titleTouched) {
      const nextTitle = suggestTitle(next, file?.name ?? "");
      setTitle(nextTitle);
      followTitle(nextTitle, file);
    }
  };

  const reset = () => {
    setFile(null);
    setSeoName("");
    setTitle("");
    setAltText("");
    setAltTexts({});
    setCategory(DEFAULT_CATEGORY);
    setTitleTouched(false);
    setAltTouched(false);
    if (fileInput.current) fileInput.current.value = "";
  };

  const fail = (message: string) => {
    const text = mediaMessages.uploadFailed(message);
    setFeedback({ ok: false, message: text });
    toast.error(text);
  };

  const submit = async () => {
    if (busy) return;
    if (!file || !seoName.trim()) {
      setFeedback({ ok: false, message: mediaMessages.uploadNeedsFileAndName });
      toast.error(mediaMessages.uploadNeedsFileAndName);
      (file ? seoInput.current : fileInput.current)?.focus();
      return;
    }
    const limit = maxBytesFor(isVideoFile(file) ? "video" : "image");
    if (file.size > limit) {
      fail(mediaMessages.uploadTooLarge(limit));
      return;
    }
    // Text fields first: the server knows the name before the bytes arrive.
    const form = new FormData();
    form.set("seoName", seoName);
    form.set("title", title);
    form.set("altText", image ? altText : "");
    if (image) for (const language of altTextLanguages) form.set(altTextFieldName(language), altTexts[language] ?? "");
    form.set("category", category);
    form.set("file", file, file.name);
    setFeedback(null);
    setProgress(0);
    upload.current = startUpload(form, setProgress);
    const result = await upload.current.done;
    upload.current = null;
    setProgress(null);
    if (result.ok) {
      reset();
      setFeedback({ ok: true, message: mediaMessages.uploadSucceeded });
      toast.success(mediaMessages.uploadSucceeded);
      onUploaded?.(result.asset);
    } else {
      fail(result.message);
    }
  };

  const storedAs = file && seoName.trim() ? uploadFileName(seoName, file.name, suggestedAt) : null;

  return (
    <section aria-labelledby={`${id}-titel`} className={cn("rounded-card border border-border bg-card p-4 text-card-foreground sm:p-5", className)}>
      <Heading id={`${id}-titel`} className="flex items-center gap-2 text-lg font-semibold">
        <UploadCloud aria-hidden="true" className="size-5 text-primary" />
        Datei hochladen (SEO-optimiert)
      </Heading>
      <Frame embedded={embedded} busy={busy} onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <div className="min-w-0">
          <label htmlFor={`${id}-datei`} className="mb-1.5 block text-sm font-semibold">
            Datei
          </label>
          {/* The browser words its own file button in the browser's language ("Choose File"): the
              real input lies transparent over a German one, so a click, the keyboard and a dropped
              file still reach it natively, with or without JavaScript. */}
          <div
            className={cn(
              cmsInputClass,
              "relative flex min-w-0 items-center gap-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
              busy && "opacity-60",
            )}
          >
            <span aria-hidden="true" className="shrink-0 rounded-md bg-secondary px-3 py-1.5 text-sm font-semibold text-secondary-foreground">
              Datei auswählen
            </span>
            <span aria-hidden="true" data-testid="upload-file-name" className="min-w-0 break-words text-sm">
              {file ? file.name : "Keine Datei ausgewählt"}
            </span>
            <input
              ref={fileInput}
              id={`${id}-datei`}
              name={fieldName("file")}
              type="file"
              accept={imagesOnly ? imageAccept : uploadAccept}
              onChange={onFileChange}
              disabled={busy}
              aria-describedby={`${id}-datei-hinweis`}
              className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
          </div>
          <p id={`${id}-datei-hinweis`} className="mt-1.5 text-xs text-muted-foreground">
            {imagesOnly
              ? "Bilder (JPEG, PNG, WebP, GIF, AVIF, SVG) bis 25 MB."
              : "Bilder (JPEG, PNG, WebP, GIF, AVIF, SVG), PDF, Word und Text bis 25 MB, Videos (MP4, WebM) bis 200 MB."}
          </p>
        </div>

        <CmsTextField
          ref={seoInput}
          id={`${id}-seo`}
          name={fieldName("seoName")}
          label="SEO-Dateiname"
          value={seoName}
          onChange={onSeoNameChange}
          disabled={busy}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          controlClassName="font-mono"
          hint={
            storedAs ? (
              <>
                Wird gespeichert als <code className="break-all font-mono">{storedAs}</code>
              </>
            ) : (
              "Nur Kleinbuchstaben a–z, Ziffern und Bindestriche."
            )
          }
        />
        <CmsTextField
          id={`${id}-titel-feld`}
          name={fieldName("title")}
          label="Titel"
          value={title}
          onChange={(event) => {
            setTitleTouched(true);
            setTitle(event.target.value);
            followTitle(event.target.value, file);
          }}
          disabled={busy}
          maxLength={200}
        />
        {image ? (
          <CmsTextField
            id={`${id}-alt`}
            name={fieldName("altText")}
            label="Alt-Text"
            value={altText}
            onChange={(event) => {
              setAltTouched(true);
              setAltText(event.target.value);
            }}
            disabled={busy}
            maxLength={ALT_TEXT_MAX}
            hint="Beschreibt das Bild für Menschen, die es nicht sehen."
          />
        ) : null}
        {/* No suggestion from the (German) title here: a French page never shows a German text. */}
        {image
          ? altTextLanguages.map((language) => (
              <CmsTextField
                key={language}
                id={`${id}-alt-${language}`}
                name={fieldName(altTextFieldName(language))}
                label={altTextLabel(language)}
                value={altTexts[language] ?? ""}
                onChange={(event) => setAltTexts((texts) => ({ ...texts, [language]: event.target.value }))}
                disabled={busy}
                maxLength={ALT_TEXT_MAX}
              />
            ))
          : null}
        <CmsTextField
          id={`${id}-kategorie`}
          name={fieldName("category")}
          label="Kategorie"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          disabled={busy}
          maxLength={60}
          list={`${id}-kategorien`}
          hint="Freier Text; leer bedeutet «uncategorized»."
        />
        <datalist id={`${id}-kategorien`}>
          {[DEFAULT_CATEGORY, ...mediaCategoryChoices].map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>

        {progress !== null ? (
          <div>
            <div
              role="progressbar"
              aria-label="Upload-Fortschritt"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={`${progress} %`}
              className="h-2.5 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-xs text-muted-foreground" aria-hidden="true">
              {progress < 100 ? `${progress} % übertragen` : "Wird verarbeitet..."}
            </p>
          </div>
        ) : null}

        <button
          type={embedded ? "button" : "submit"}
          onClick={embedded ? () => void submit() : undefined}
          disabled={busy}
          className={cmsButton("primary", "w-full")}
        >
          <UploadCloud aria-hidden="true" className="size-4" />
          {busy ? "Wird hochgeladen..." : "Hochladen"}
        </button>
        <CmsFeedback feedback={feedback ?? undefined} />
      </Frame>
    </section>
  );
}

/** The panel's own form, or — embedded in another form — a group that sends on Enter itself. */
function Frame({
  embedded,
  busy,
  onSubmit,
  className,
  children,
}: {
  embedded: boolean;
  busy: boolean;
  onSubmit: () => Promise<void>;
  className: string;
  children: ReactNode;
}) {
  if (embedded) {
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      // Enter would send the outer form: here it starts the upload instead.
      if (event.key === "Enter" && event.target instanceof HTMLInputElement && event.target.type !== "file") {
        event.preventDefault();
        void onSubmit();
      }
    };
    return (
      <div role="group" aria-busy={busy} onKeyDown={onKeyDown} className={className}>
        {children}
      </div>
    );
  }
  return (
    <form
      action={UPLOAD_ENDPOINT}
      method="post"
      encType="multipart/form-data"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-busy={busy}
      className={className}
    >
      {children}
    </form>
  );
}
