// /dokumente/<number>, /fr/documents/<number>, …: one product's documents in the page's language – per kind the
// current version and 'Frühere Versionen', REF and UDI-DI, the same page in the other languages, the safety
// notice, the Atom feed and 'Gedruckte Ausgabe anfordern'.
import { SiteLink } from "~/lib/site-link";
import { fillText } from "~/features/site-language/fill-text";
import { useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import type { PrintedCopyActionResult } from "~/features/printed-copies/printed-copy-request.server";
import type { VisitorProduct } from "~/features/visitor-site/documents.server";
import { DocumentEntry, SafetyNoticeBanner } from "./document-list";
import { PrintedCopyForm } from "./printed-copy-form";
import { DocumentsPageLinks, ProductFacts } from "./product-facts";

export interface ProductDocumentsData {
  product: VisitorProduct;
  feedHref: string;
  indexHref: string;
  otherLanguages: { language: string; href: string; name: string; lang: string }[];
}

const linkClass = "focus-ring rounded-sm font-medium text-primary underline-offset-4 hover:underline";

export function ProductDocumentsView({ view, actionData }: { view: ProductDocumentsData; actionData?: PrintedCopyActionResult }) {
  const texts = useSiteTexts().documents;
  const { product } = view;
  // The form posts to this very page (its action), in its language.
  const action = product.documentsPages[useSiteLanguage()] ?? view.indexHref;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <header>
        <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{fillText(texts.productTitle, { product: product.title })}</h1>
        <ProductFacts product={product} className="mt-4" />
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <SiteLink to={product.pageSlug} className={linkClass}>
            {texts.productPage}
          </SiteLink>
          <SiteLink to={view.indexHref} className={linkClass}>
            {texts.allDocuments}
          </SiteLink>
        </p>
      </header>

      {product.safetyNotice && <SafetyNoticeBanner notice={product.safetyNotice} className="mt-6" />}

      <div className="mt-8 flex flex-col gap-6">
        {product.documents.length ? (
          product.documents.map((document) => <DocumentEntry key={document.kindKey} document={document} />)
        ) : (
          <p>{texts.noProductDocuments}</p>
        )}
      </div>

      <DocumentsPageLinks otherLanguages={view.otherLanguages} feedHref={view.feedHref} className="mt-10" />

      {product.documents.length > 0 && (
        <div className="mt-10">
          <PrintedCopyForm documents={product.documents} result={actionData} action={action} />
        </div>
      )}
    </div>
  );
}
