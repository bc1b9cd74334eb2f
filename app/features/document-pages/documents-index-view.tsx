// /dokumente, /fr/documents, …: every product's current documents in the page's language, with a search by product
// name, article number or UDI-DI that is a plain GET form (the server answers; no script, decision 0020).
import { Search } from "lucide-react";
import { SiteLink } from "~/lib/site-link";
import { useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import { fillText } from "~/features/site-language/fill-text";
import { formatFileSize } from "~/lib/file-size";
import type { VisitorProduct } from "~/features/visitor-site/documents.server";
import { documentsIndexPath } from "~/lib/document-addresses";
import { DocumentsPageLinks, ProductFacts } from "./product-facts";
import { SafetyNoticeBanner } from "./document-list";

export interface DocumentsIndexData {
  query: string;
  products: VisitorProduct[];
  total: number;
  feedHref: string;
  otherLanguages: { language: string; href: string; name: string; lang: string }[];
}

export function DocumentsIndexView({ view }: { view: DocumentsIndexData }) {
  const texts = useSiteTexts().documents;
  const language = useSiteLanguage();
  const path = documentsIndexPath(language);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <header>
        <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{texts.title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{texts.intro}</p>
      </header>

      <form method="get" action={path} role="search" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="dokumente-suche" className="mb-1.5 block text-sm font-semibold">
            {texts.searchLabel}
          </label>
          <input
            id="dokumente-suche"
            type="search"
            name="q"
            defaultValue={view.query}
            maxLength={200}
            autoComplete="off"
            className="block w-full min-w-0 rounded-xl border border-border bg-background px-4 py-3 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <Search aria-hidden="true" className="size-4" />
          {texts.search}
        </button>
      </form>

      <div role="status" className="mt-6 text-sm text-muted-foreground">
        {view.query ? (
          view.products.length ? (
            fillText(texts.searchResults, { count: view.products.length, total: view.total, query: view.query })
          ) : (
            <>
              {fillText(texts.noResults, { query: view.query })}{" "}
              <SiteLink to={path} className="focus-ring rounded-sm font-medium text-primary underline-offset-4 hover:underline">
                {texts.showAll}
              </SiteLink>
            </>
          )
        ) : view.total === 0 ? (
          texts.noDocuments
        ) : null}
      </div>

      {view.products.length > 0 && (
        <ul className="mt-6 grid gap-6 md:grid-cols-2" aria-label={texts.title}>
          {view.products.map((product) => (
            <li key={product.number} data-product-documents={product.number} className="flex min-w-0 flex-col rounded-card border border-border bg-card p-5">
              <h2 className="font-display text-xl font-bold">
                <SiteLink to={product.documentsPages[language] ?? path} className="focus-ring rounded-sm hover:text-primary hover:underline">
                  {product.title}
                </SiteLink>
              </h2>
              <ProductFacts product={product} className="mt-2" />
              {product.safetyNotice && <SafetyNoticeBanner notice={product.safetyNotice} className="mt-4" />}
              <ul className="mt-4 flex flex-col gap-2">
                {product.documents.map((document) =>
                  document.current ? (
                    <li key={document.kindKey} className="min-w-0">
                      <a
                        href={document.current.href}
                        type="application/pdf"
                        className="focus-ring rounded-sm font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {fillText(texts.download, {
                          kind: document.kindName,
                          label: document.current.label,
                          size: formatFileSize(document.current.sizeBytes, language),
                        })}
                      </a>
                    </li>
                  ) : null,
                )}
              </ul>
              <p className="mt-auto pt-4 text-sm">
                <SiteLink
                  to={product.documentsPages[language] ?? path}
                  className="focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {texts.blockAll}
                </SiteLink>
              </p>
            </li>
          ))}
        </ul>
      )}

      <footer>
        <DocumentsPageLinks otherLanguages={view.otherLanguages} feedHref={view.feedHref} className="mt-10 border-t border-border pt-6" />
      </footer>
    </div>
  );
}
