// A product's regulatory facts (REF, UDI-DI) and the links to the same documents page in the other languages,
// shared by the documents pages.
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
export function OtherLanguages({ links }: { links: readonly { language: string; href: string; name: string; lang: string }[] }) {
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
