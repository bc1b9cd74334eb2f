// A product's documents as visitors read them (docs/decisions/0046-documents.md): per kind the current version with its
// download and SHA-256, 'Frühere Versionen' with their publication dates (withdrawn ones marked with their reason), and
// the safety notice. Server-rendered markup only: 'Frühere Versionen' opens as a native <details>, so no script is
// needed (decision 0020). Shared by the documents pages and the product page's block.
import { AlertTriangle, Download, FileText } from "lucide-react";
import { useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import { fillText } from "~/features/site-language/fill-text";
import { formatDay } from "~/features/site-language/site-formats";
import { formatFileSize } from "~/lib/file-size";
import type { SafetyNotice, VisitorDocument } from "~/features/visitor-site/documents.server";
import type { ShownDocumentVersion } from "~/features/visitor-site/visible-documents";
import { cn } from "~/lib/cn";

const linkClass = "focus-ring rounded-sm font-medium text-primary underline-offset-4 hover:underline";

/** The notice of a safety-relevant version published in the last 90 days. */
export function SafetyNoticeBanner({ notice, className }: { notice: SafetyNotice; className?: string }) {
  const texts = useSiteTexts().documents;
  const language = useSiteLanguage();
  return (
    <aside
      role="note"
      aria-label={texts.safetyNoticeTitle}
      data-safety-notice=""
      className={cn("flex gap-3 rounded-card border-2 border-destructive bg-destructive/5 p-4 sm:p-5", className)}
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0">
        <p className="font-semibold">{texts.safetyNoticeTitle}</p>
        <p className="mt-1 text-sm">
          {fillText(texts.safetyNoticeText, { date: formatDay(notice.publishedAt, language), kind: notice.kindName, label: notice.label })}{" "}
          <a href={notice.href} className={linkClass}>
            {texts.safetyNoticeLink}
          </a>
        </p>
      </div>
    </aside>
  );
}

/** One version: its label and dates, the download, its size and pages, the SHA-256, what changed, a withdrawal's reason. */
export function VersionLine({ version, kindName, headingLevel = 4 }: { version: ShownDocumentVersion; kindName: string; headingLevel?: 3 | 4 }) {
  const texts = useSiteTexts().documents;
  const language = useSiteLanguage();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const size = formatFileSize(version.sizeBytes, language);
  return (
    <div data-document-version={version.label} className="min-w-0">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Heading className="font-semibold">{version.label}</Heading>
        <span className="text-sm text-muted-foreground">{fillText(texts.publishedOn, { date: formatDay(version.publishedAt, language) })}</span>
        {version.safetyRelevant && (
          <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">{texts.safetyRelevant}</span>
        )}
        {version.withdrawn && (
          <span data-withdrawn="" className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold uppercase tracking-wide">
            {texts.withdrawn}
          </span>
        )}
      </div>
      {version.withdrawn && (
        <p className="mt-1 text-sm">
          {fillText(texts.withdrawnOn, { date: formatDay(version.withdrawn.at, language) })} – {texts.reason}: {version.withdrawn.reason}
        </p>
      )}
      {version.changes && (
        <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">
          {texts.changes}: {version.changes}
        </p>
      )}
      <p className="mt-2">
        <a
          href={version.href}
          type="application/pdf"
          className="focus-ring inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-background px-4 py-2 text-sm font-semibold hover:border-primary hover:text-primary"
        >
          <Download aria-hidden="true" className="size-4 shrink-0" />
          {fillText(texts.download, { kind: kindName, label: version.label, size })}
        </a>
        {version.pageCount ? (
          <span className="ml-3 text-sm text-muted-foreground">
            {version.pageCount === 1 ? texts.pageCountOne : fillText(texts.pageCount, { count: version.pageCount })}
          </span>
        ) : null}
      </p>
      <p className="mt-2 text-xs text-muted-foreground">
        {texts.checksum} <code className="break-all font-mono">{version.sha256}</code>
      </p>
    </div>
  );
}

/** A kind's document: the current version, then 'Frühere Versionen' folded. */
export function DocumentEntry({ document }: { document: VisitorDocument }) {
  const texts = useSiteTexts().documents;
  return (
    <section
      aria-labelledby={`dokument-${document.kindKey}`}
      data-document-kind={document.kindKey}
      className="rounded-card border border-border bg-card p-4 sm:p-6"
    >
      <h3 id={`dokument-${document.kindKey}`} className="flex items-center gap-2 font-display text-xl font-bold">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {document.kindName}
      </h3>
      <div className="mt-4">
        {document.current ? (
          <>
            <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{texts.current}</p>
            <VersionLine version={document.current} kindName={document.kindName} />
          </>
        ) : (
          <p className="text-sm">{texts.noCurrent}</p>
        )}
      </div>
      {document.earlier.length > 0 && (
        <details className="group mt-5 border-t border-border pt-4" open={!document.current}>
          <summary className="focus-ring cursor-pointer rounded-sm font-semibold">
            {texts.earlier} ({document.earlier.length})
          </summary>
          <ol className="mt-4 flex flex-col gap-5" aria-label={`${texts.earlier}: ${document.kindName}`}>
            {document.earlier.map((version) => (
              <li key={version.id} className="border-l-2 border-border pl-4">
                <VersionLine version={version} kindName={document.kindName} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
