// The error page of the documents routes, inside the site frame and so in the page's language: a 404 of a document
// address says that the document has no valid version in that language (docs/decisions/0046-documents.md), other
// errors say what the public pages' say.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { SiteLink } from "~/lib/site-link";
import { useSiteLanguage, useSiteTexts } from "~/features/site-language/site-language";
import { documentsIndexPath } from "~/lib/document-addresses";

export function DocumentsErrorView({ documentAddress = false }: { documentAddress?: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const texts = useSiteTexts();
  const language = useSiteLanguage();
  const heading = notFound ? (documentAddress ? texts.documents.notFoundTitle : "404") : texts.page.errorHeading;
  const text = notFound ? (documentAddress ? texts.documents.notFoundText : texts.page.notFoundText) : texts.page.errorText;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-display text-4xl font-bold text-primary">{heading}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{text}</p>
      <SiteLink
        to={documentsIndexPath(language)}
        className="mt-8 inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {texts.documents.allDocuments}
      </SiteLink>
    </section>
  );
}

/** The head of a documents route that answered with an error: its title in the address's language, never indexed. */
export function documentsErrorMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex" }];
}
