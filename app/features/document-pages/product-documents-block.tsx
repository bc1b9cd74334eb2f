// The documents block of a product page (every language; docs/decisions/0046-documents.md): the product's current
// documents in the page's language with their downloads and the way to every document and earlier version; and the
// safety notice, shown at the top of the page. Rendered by the public page view (app/features/pages/public-page-view.tsx) for pages of kind
// 'product' whose product has a record.
import { FileText } from "lucide-react";
import { SiteLink } from "~/lib/site-link";
import { fillText } from "~/features/site-language/fill-text";
import { formatDay } from "~/features/site-language/site-formats";
import { formatFileSize } from "~/lib/file-size";
import { useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import type { VisitorProduct } from "~/features/visitor-site/documents.server";
import { SafetyNoticeBanner } from "./document-list";

export function ProductDocumentsBlock({ product }: { product: VisitorProduct }) {
  const texts = useSiteTexts().documents;
  const language = useSiteLanguage();
  const current = product.documents.flatMap((document) => (document.current ? [{ document, version: document.current }] : []));
  const documentsPage = product.documentsPages[language];
  if (!current.length) return null;
  return (
    <section aria-labelledby="produkt-dokumente" data-product-documents-block="" className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="produkt-dokumente" className="font-display text-2xl font-bold">
        {texts.blockHeading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {current.map(({ document, version }) => {
          return (
            <li key={document.kindKey} className="flex min-w-0 gap-3 rounded-card border border-border bg-card p-4">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <a href={version.href} type="application/pdf" className="focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline">
                  {fillText(texts.download, { kind: document.kindName, label: version.label, size: formatFileSize(version.sizeBytes, language) })}
                </a>
                <p className="mt-1 text-sm text-muted-foreground">{fillText(texts.publishedOn, { date: formatDay(version.publishedAt, language) })}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {texts.checksum} <code className="break-all font-mono">{version.sha256}</code>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {documentsPage && (
        <p className="mt-6">
          <SiteLink to={documentsPage} className="focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline">
            {texts.blockAll}
          </SiteLink>
        </p>
      )}
    </section>
  );
}

/** The safety notice at the top of a product page, where no visitor misses it (the documents block comes after the sections). */
export function ProductSafetyNotice({ product }: { product: VisitorProduct }) {
  if (!product.safetyNotice) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6 lg:px-8">
      <SafetyNoticeBanner notice={product.safetyNotice} />
    </div>
  );
}
