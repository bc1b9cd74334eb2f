// One product's documents (/cms/dokumente/produkt/<translation key>; docs/decisions/0048-document-screens.md): its
// regulatory facts, its QR code, per kind × language the current version, the versions in work and 'Frühere
// Versionen' (each with its state, dates, SHA-256 and download), and 'Neue Version hochladen'. A version's action
// ('Veröffentlichen', 'Zur Freigabe einreichen', 'Zurückziehen', 'Löschen') is a question whose address says what is
// asked (?version=<id>&aktion=…), so it works without JavaScript; a refused answer keeps what was typed.
import { Download, QrCode, ShieldAlert, TriangleAlert } from "lucide-react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsTextAreaField, CmsTextField } from "~/components/cms/cms-form-field";
import { useActionToast } from "~/components/cms/use-action-toast";
import { cn } from "~/lib/cn";
import { formatFileSize } from "~/lib/file-size";
import { languageFacts } from "~/lib/languages";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { COMMENT_LIMIT } from "~/features/approval/approval-rules";
import { LABEL_LIMIT, REASON_LIMIT } from "~/features/documents/document-rules";
import {
  DOCUMENT_KINDS_SCREEN,
  DOCUMENTS_SCREEN,
  productDocumentsHref,
  productIntents,
  productQrCodeHref,
  screenTexts,
  stateLabels,
  type VersionState,
} from "./document-admin-rules";
import type { DocumentCell, ProductActionAnswer, ProductScreen, VersionItem } from "./document-screen-model";
import { VersionUploadForm } from "./version-upload-form";
import type { UploadReturn } from "./upload-return";

/** The questions a version's action asks, by their word in the address. */
const questions = {
  veroeffentlichen: productIntents.publish,
  einreichen: productIntents.submit,
  zurueckziehen: productIntents.withdraw,
  loeschen: productIntents.remove,
} as const;
type Question = keyof typeof questions;

const linkClass = "focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline";

export function stateBadgeClass(state: VersionState | "integrity-failed") {
  return cn(
    "inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
    state === "published" && "bg-primary text-primary-foreground",
    (state === "submitted" || state === "approved") && "bg-amber-100 text-amber-950",
    state === "withdrawn" && "bg-muted text-foreground line-through decoration-1",
    state === "draft" && "border border-border text-foreground",
    state === "integrity-failed" && "bg-destructive text-white",
  );
}

export function ProductDocumentsScreen({
  screen,
  uploadReturn,
  actionData,
}: {
  screen: ProductScreen;
  /** An upload sent without JavaScript, come back (upload-return.ts). */
  uploadReturn?: UploadReturn | null;
  actionData: ProductActionAnswer | undefined;
}) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  useActionToast(actionData);
  const base = productDocumentsHref(screen.productKey);
  const hrefFor = (version: VersionItem, question: Question) => `${base}?version=${version.id}&aktion=${question}`;

  const versions = screen.documents.flatMap((d) => d.cells.flatMap((c) => [...(c.current ? [c.current] : []), ...c.inWork, ...c.earlier]));
  // A refused answer keeps its question open with what was typed, whatever the address says.
  const failed = actionData && !actionData.ok && actionData.versionId ? actionData : undefined;
  const asked = Object.entries(questions).find(([, intent]) => intent === failed?.intent)?.[0] as Question | undefined;
  const question = asked ?? (params.get("aktion") as Question | null);
  const versionId = failed?.versionId ?? Number(params.get("version"));
  const version = question && question in questions ? versions.find((v) => v.id === versionId) : undefined;
  const factsAnswer = actionData?.intent === productIntents.saveFacts ? actionData : undefined;
  const pageFeedback = actionData && !failed && !factsAnswer ? actionData : undefined;
  const germanPage = screen.pages.find((p) => p.language === "de") ?? screen.pages[0];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <Link to={DOCUMENTS_SCREEN} className={cn(linkClass, "text-sm")}>
          {screenTexts.backToList}
        </Link>
        <h1 className="mt-3 font-display text-3xl font-bold">Dokumente: {screen.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Produkt Nr. {screen.number}
          {germanPage ? (
            <>
              {" · "}
              <Link to={pageEditorHref(germanPage.slug)} className={linkClass}>
                Produktseite bearbeiten
              </Link>
            </>
          ) : null}
        </p>
      </div>

      {navigation.state === "idle" && pageFeedback ? <CmsFeedback feedback={pageFeedback} /> : null}

      {screen.requiresApproval ? (
        <p className="rounded-card border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="freigabe-pflicht">
          {screenTexts.needsApproval}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <FactsCard screen={screen} answer={factsAnswer} busy={navigation.state !== "idle" && navigation.formData?.get("intent") === productIntents.saveFacts} />
        <QrCard screen={screen} />
      </div>

      {screen.rights.manage ? (
        <VersionUploadForm productKey={screen.productKey} kinds={screen.kinds} languages={screen.languages} returned={uploadReturn} />
      ) : null}

      {screen.documents.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-muted-foreground">Für dieses Produkt gibt es noch keine Dokumente.</p>
      ) : (
        screen.documents.map((document) => {
          const kind = screen.kinds.find((k) => k.id === document.kindId);
          return (
            <section key={document.kindId} aria-labelledby={`art-${document.kindId}`} className="flex flex-col gap-4">
              <h2 id={`art-${document.kindId}`} className="text-2xl font-semibold">
                {kind?.name ?? "Dokument"}
              </h2>
              <div className="grid gap-4 md:grid-cols-2">
                {document.cells.map((cell) => (
                  <CellCard key={cell.language} kindName={kind?.name ?? "Dokument"} cell={cell} hrefFor={hrefFor} />
                ))}
              </div>
            </section>
          );
        })
      )}

      {screen.rights.configure ? (
        <p className="text-sm">
          <Link to={DOCUMENT_KINDS_SCREEN} className={linkClass}>
            {screenTexts.kindsLink}
          </Link>
        </p>
      ) : null}

      {version && question ? <VersionQuestion version={version} question={question} cancelHref={base} failed={failed} /> : null}
    </div>
  );
}

function FactsCard({ screen, answer, busy }: { screen: ProductScreen; answer: ProductActionAnswer | undefined; busy: boolean }) {
  const { facts, rights } = screen;
  const values = answer && !answer.ok ? answer.values : undefined;
  const errors = answer?.fieldErrors ?? {};
  const value = (name: keyof typeof facts) => values?.[name] ?? String(facts[name] ?? "");
  if (!rights.manage) {
    return (
      <section aria-labelledby="angaben" className="rounded-card border border-border bg-card p-4 sm:p-6">
        <h2 id="angaben" className="text-xl font-semibold">
          {screenTexts.factsTitle}
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{screenTexts.articleNumber}</dt>
          <dd>{facts.articleNumber || "–"}</dd>
          <dt className="text-muted-foreground">{screenTexts.udiDi}</dt>
          <dd className="break-all">{facts.udiDi || "–"}</dd>
          <dt className="text-muted-foreground">{screenTexts.lastPlacedOnMarket}</dt>
          <dd>{facts.lastPlacedOnMarket || "–"}</dd>
          <dt className="text-muted-foreground">{screenTexts.retentionYears}</dt>
          <dd>{facts.retentionYears}</dd>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">{screenTexts.retentionUntil(facts.retentionUntil)}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="angaben" className="rounded-card border border-border bg-card p-4 sm:p-6">
      <h2 id="angaben" className="text-xl font-semibold">
        {screenTexts.factsTitle}
      </h2>
      <Form
        method="post"
        action={productDocumentsHref(screen.productKey)}
        preventScrollReset
        className="mt-4 grid gap-4 sm:grid-cols-2"
        key={answer?.ok ? "gespeichert" : "offen"}
      >
        <input type="hidden" name="intent" value={productIntents.saveFacts} />
        <CmsTextField
          label={screenTexts.articleNumber}
          name="articleNumber"
          defaultValue={value("articleNumber")}
          maxLength={LABEL_LIMIT}
          error={errors.articleNumber}
        />
        <CmsTextField label={screenTexts.udiDi} name="udiDi" defaultValue={value("udiDi")} maxLength={60} error={errors.udiDi} />
        <CmsTextField
          label={screenTexts.lastPlacedOnMarket}
          name="lastPlacedOnMarket"
          type="date"
          defaultValue={value("lastPlacedOnMarket")}
          hint={screenTexts.lastPlacedHint}
          error={errors.lastPlacedOnMarket}
        />
        {rights.configure ? (
          <CmsTextField
            label={screenTexts.retentionYears}
            name="retentionYears"
            type="number"
            min={1}
            max={100}
            step={1}
            inputMode="numeric"
            defaultValue={value("retentionYears")}
            hint={screenTexts.retentionHint}
            error={errors.retentionYears}
          />
        ) : (
          // Shown, not offered: the retention years are the administrators' (documents.configure).
          <CmsTextField label={screenTexts.retentionYears} name="retentionYearsShown" value={facts.retentionYears} readOnly hint={screenTexts.retentionHint} />
        )}
        <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="aufbewahrung">
          {screenTexts.retentionUntil(facts.retentionUntil)}
        </p>
        {answer && !answer.ok ? <CmsFeedback feedback={answer} className="sm:col-span-2" /> : null}
        <div className="sm:col-span-2">
          <button type="submit" className={cmsButton("primary")} disabled={busy}>
            Angaben speichern
          </button>
        </div>
      </Form>
    </section>
  );
}

function QrCard({ screen }: { screen: ProductScreen }) {
  return (
    <section aria-labelledby="qr-code" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h2 id="qr-code" className="flex items-center gap-2 text-xl font-semibold">
        <QrCode aria-hidden="true" className="size-5" />
        {screenTexts.qrTitle}
      </h2>
      <img
        src={productQrCodeHref(screen.productKey, "svg")}
        alt={`QR-Code für ${screen.qrTarget}`}
        width={160}
        height={160}
        className="size-40 self-center border border-border bg-white"
      />
      <p className="break-all font-mono text-sm" data-testid="qr-adresse">
        {screen.qrTarget}
      </p>
      <p className="text-sm text-muted-foreground">{screenTexts.qrDescription}</p>
      <div className="flex flex-wrap gap-2">
        <a href={productQrCodeHref(screen.productKey, "svg")} download className={cmsButton("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {screenTexts.qrSvg}
        </a>
        <a href={productQrCodeHref(screen.productKey, "png")} download className={cmsButton("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          {screenTexts.qrPng}
        </a>
      </div>
    </section>
  );
}

function CellCard({ kindName, cell, hrefFor }: { kindName: string; cell: DocumentCell; hrefFor: (v: VersionItem, q: Question) => string }) {
  const language = languageFacts[cell.language].staffName;
  const headingId = `dokument-${kindName}-${cell.language}`.replace(/[^A-Za-z0-9-]/g, "-");
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {kindName} · {language}
      </h3>
      {cell.foundByVisitors ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {screenTexts.notFoundByVisitors(language)}
        </p>
      )}
      <div>
        <h4 className="text-sm font-semibold text-muted-foreground">{screenTexts.current}</h4>
        {cell.current ? <VersionCard version={cell.current} hrefFor={hrefFor} /> : <p className="text-sm text-muted-foreground">{screenTexts.noCurrent}</p>}
      </div>
      <VersionList title={screenTexts.pending} label={`${screenTexts.pending}: ${kindName}, ${language}`} versions={cell.inWork} hrefFor={hrefFor} />
      <VersionList title={screenTexts.earlier} label={`${screenTexts.earlier}: ${kindName}, ${language}`} versions={cell.earlier} hrefFor={hrefFor} />
    </article>
  );
}

/** The versions in work, or the earlier ones: a list of its own, named for the document (nothing when there are none). */
function VersionList(props: { title: string; label: string; versions: VersionItem[]; hrefFor: (v: VersionItem, q: Question) => string }) {
  if (!props.versions.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-muted-foreground">{props.title}</h4>
      <ul className="flex flex-col gap-2" aria-label={props.label}>
        {props.versions.map((version) => (
          <li key={version.id}>
            <VersionCard version={version} hrefFor={props.hrefFor} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function VersionCard({ version, hrefFor }: { version: VersionItem; hrefFor: (v: VersionItem, q: Question) => string }) {
  return (
    <div
      className={cn("mt-1 flex flex-col gap-2 rounded-md border p-3 text-sm", version.integrityFailedAt ? "border-destructive" : "border-border")}
      data-testid={`version-${version.id}`}
      aria-label={`Version ${version.label}`}
      role="group"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{version.label}</span>
        <span className={stateBadgeClass(version.state)}>{stateLabels[version.state]}</span>
        {version.safetyRelevant ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
            <ShieldAlert aria-hidden="true" className="size-3.5" />
            {screenTexts.safetyRelevant}
          </span>
        ) : null}
        {version.integrityFailedAt ? <span className={stateBadgeClass("integrity-failed")}>{stateLabels["integrity-failed"]}</span> : null}
      </div>
      <p className="text-muted-foreground">
        {version.publishedAt ? screenTexts.publishedOn(version.publishedAt) : `hochgeladen am ${version.createdAt} von ${version.uploadedBy}`}
        {version.withdrawnAt ? ` · ${screenTexts.withdrawnOn(version.withdrawnAt, version.withdrawnBy)}` : null}
      </p>
      {version.withdrawnReason ? (
        <p>
          <span className="font-semibold">{screenTexts.reason}:</span> {version.withdrawnReason}
        </p>
      ) : null}
      {version.changes ? <p className="whitespace-pre-wrap break-words">{version.changes}</p> : null}
      {version.approval ? (
        <p data-testid="freigabe-status">
          {screenTexts.approvalState(version.approval)}{" "}
          <Link to={`/cms/freigaben/${version.approval.id}`} className={linkClass}>
            {screenTexts.toReview}
          </Link>
        </p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <a href={version.fileHref} className={cn(linkClass, "inline-flex items-center gap-1")} download={version.fileName}>
          <Download aria-hidden="true" className="size-4" />
          {screenTexts.download}
          <span className="sr-only"> {version.label}</span>
        </a>
        <span className="break-all text-muted-foreground">
          {version.fileName} · {formatFileSize(version.sizeBytes, "de")}
        </span>
      </p>
      <p className="min-w-0">
        <span className="text-muted-foreground">{screenTexts.sha256}:</span>{" "}
        <code className="break-all font-mono text-xs" data-testid="sha256">
          {version.fileSha256}
        </code>
      </p>
      <VersionActions version={version} hrefFor={hrefFor} />
    </div>
  );
}

function VersionActions({ version, hrefFor }: { version: VersionItem; hrefFor: (v: VersionItem, q: Question) => string }) {
  const { can } = version;
  if (!can.publish && !can.submit && !can.withdraw && !can.remove) return null;
  const action = (question: Question, label: string, variant: "primary" | "secondary" | "ghost-danger") => (
    <Link to={hrefFor(version, question)} preventScrollReset className={cmsButton(variant)}>
      {label}
      <span className="sr-only"> ({version.label})</span>
    </Link>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {can.publish ? action("veroeffentlichen", screenTexts.publish, "primary") : null}
      {can.submit ? action("einreichen", screenTexts.submit, "primary") : null}
      {can.withdraw ? action("zurueckziehen", screenTexts.withdraw, "secondary") : null}
      {can.remove ? action("loeschen", screenTexts.remove, "ghost-danger") : null}
    </div>
  );
}

function VersionQuestion({
  version,
  question,
  cancelHref,
  failed,
}: {
  version: VersionItem;
  question: Question;
  cancelHref: string;
  failed: ProductActionAnswer | undefined;
}) {
  const navigation = useNavigation();
  const intent = questions[question];
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const typed = failed?.versionId === version.id ? failed.values : undefined;
  const texts = {
    veroeffentlichen: { title: screenTexts.publishTitle(version.label), text: screenTexts.publishDescription, confirm: screenTexts.publish },
    einreichen: { title: screenTexts.submitTitle(version.label), text: screenTexts.submitDescription, confirm: screenTexts.submit },
    zurueckziehen: { title: screenTexts.withdrawTitle(version.label), text: screenTexts.withdrawDescription, confirm: screenTexts.withdraw },
    loeschen: {
      title: screenTexts.deleteTitle(version.label),
      text: version.state === "draft" ? screenTexts.deleteDraft : screenTexts.deletePublished,
      confirm: screenTexts.remove,
    },
  }[question];
  const formId = `version-${version.id}-${question}`;
  return (
    <CmsConfirmDialog
      title={texts.title}
      cancelHref={cancelHref}
      description={
        <>
          <p>{texts.text}</p>
          {failed && failed.versionId === version.id ? (
            <p className="mt-2 flex items-start gap-2 font-medium text-destructive" role="alert">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {failed.message}
            </p>
          ) : null}
          {question === "zurueckziehen" || question === "einreichen" ? (
            <div className="mt-3 text-foreground">
              {question === "zurueckziehen" ? (
                <CmsTextAreaField
                  form={formId}
                  label={screenTexts.reason}
                  name="reason"
                  rows={3}
                  required
                  maxLength={REASON_LIMIT}
                  defaultValue={typed?.reason ?? ""}
                  error={failed?.fieldErrors?.reason}
                />
              ) : (
                <CmsTextAreaField
                  form={formId}
                  label={screenTexts.comment}
                  name="comment"
                  rows={3}
                  maxLength={COMMENT_LIMIT}
                  defaultValue={typed?.comment ?? ""}
                />
              )}
            </div>
          ) : null}
        </>
      }
    >
      <Form method="post" action={cancelHref} id={formId} replace preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="versionId" value={version.id} />
        <button
          type="submit"
          disabled={busy}
          className={cmsButton(question === "loeschen" || question === "zurueckziehen" ? "danger" : "primary", "w-full sm:w-auto")}
        >
          {texts.confirm}
        </button>
      </Form>
    </CmsConfirmDialog>
  );
}
