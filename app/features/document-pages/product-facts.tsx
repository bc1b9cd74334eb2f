// A product's regulatory facts (REF, UDI-DI), and the links to the same documents page in the other languages and to
// the language's Atom feed, shared by the documents pages.
import { Rss } from "lucide-react";
import { useSiteTexts } from "~/features/site-language/site-language";
import type { VisitorProduct } from "~/features/visitor-site/documents.server";
import { cn } from "~/lib/cn";

export function ProductFacts({ product, className }: { product: Pick<VisitorProduct, "articleNumber" | "udiDi">; className?: string }) {
  const texts = useSiteTexts().documents;
  if (!product.articleNumber && !product.udiDi) return null;
  return (
    <dl className={cn("grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm", className)}>
      {product.articleNumber && (
        <>
          <dt className="text-muted-foreground">{texts.articleNumber}</dt>
          <dd className="font-mono break-all">{product.articleNumber}</dd>
        </>
      )}
      {product.udiDi && (
        <>
          <dt className="text-muted-foreground">{texts.udiDi}</dt>
          <dd className="font-mono break-all">{product.udiDi}</dd>
        </>
      )}
    </dl>
  );
}

/** The same page in the other languages, each named in its own language (and marked so, for screen readers). */
function OtherLanguages({ links }: { links: readonly { language: string; href: string; name: string; lang: string }[] }) {
  const texts = useSiteTexts().documents;
  if (!links.length) return null;
  return (
    <nav aria-label={texts.otherLanguages}>
      <p className="font-semibold">{texts.otherLanguages}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.language}>
            <a
              href={link.href}
              hrefLang={link.lang}
              lang={link.lang}
              className="focus-ring inline-flex min-h-11 items-center rounded-full border border-border px-4 py-2 font-medium hover:border-primary hover:text-primary"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The other languages and the feed, at the end of a documents page. */
export function DocumentsPageLinks({
  otherLanguages,
  feedHref,
  className,
}: {
  otherLanguages: Parameters<typeof OtherLanguages>[0]["links"];
  feedHref: string;
  className?: string;
}) {
  const texts = useSiteTexts().documents;
  return (
    <div className={cn("flex flex-col gap-4 text-sm", className)}>
      <OtherLanguages links={otherLanguages} />
      <a
        href={feedHref}
        type="application/atom+xml"
        className="focus-ring inline-flex items-center gap-2 self-start rounded-sm text-primary underline-offset-4 hover:underline"
      >
        <Rss aria-hidden="true" className="size-4" />
        {texts.feedLink}
      </a>
    </div>
  );
}
