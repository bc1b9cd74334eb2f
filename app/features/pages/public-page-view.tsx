// The body of a database-driven public page: its sections, or its own HTML, or the empty state.
import { SiteLink } from "~/lib/site-link";
import type { ContactActionResult } from "~/features/contact/contact.server";
import { SectionBlocks } from "~/features/sections/section-renderers";
import { ImageAltFallback, SectionRenderProvider, SiteImage } from "~/features/sections/render-context";
import { useSiteTexts } from "~/features/site-language/site-language";
import type { PageView } from "~/features/visitor-site/page-view.server";
import { ProductDocumentsBlock, ProductSafetyNotice } from "~/features/document-pages/product-documents-block";

type PublicPageData = PageView;

export function PublicPageView({ view, actionData }: { view: PublicPageData; actionData?: ContactActionResult }) {
  const { page, blocks, sectionCount, sectionsProvideH1, related, assets, testimonials, icons } = view;
  const heading = page.h1 || page.title;
  const texts = useSiteTexts().page;
  return (
    <SectionRenderProvider value={{ pageSlug: page.slug, assets, testimonials, icons, actionData }}>
      <ImageAltFallback text={heading}>
        {!sectionsProvideH1 && (
          <header className="mx-auto max-w-5xl px-4 pb-4 pt-12 sm:px-6 lg:px-8">
            <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
            {page.intro && <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{page.intro}</p>}
          </header>
        )}
        {view.documents && <ProductSafetyNotice product={view.documents} />}
        {sectionCount > 0 ? (
          <SectionBlocks blocks={blocks} />
        ) : page.contentHtml ? (
          <div className="prose-content mx-auto max-w-3xl px-4 py-10 sm:px-6" dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
        ) : (
          <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
            <div className="rounded-card border border-border bg-muted p-8 text-center">
              <p className="text-lg font-semibold">{texts.emptyTitle}</p>
              <p className="mt-2 text-muted-foreground">{texts.emptyText}</p>
            </div>
          </div>
        )}
        {view.documents && <ProductDocumentsBlock product={view.documents} />}
        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="font-display text-2xl font-bold">
              {texts.relatedProducts}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <SiteLink
                    to={item.slug}
                    className="group block h-full overflow-hidden rounded-card border border-border bg-card transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {item.assetId && assets[item.assetId] && (
                      <ImageAltFallback text={item.title}>
                        <SiteImage
                          value={`asset:${item.assetId}`}
                          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                          className="aspect-[16/9] w-full object-cover"
                        />
                      </ImageAltFallback>
                    )}
                    <div className="p-5">
                      <h3 className="font-semibold group-hover:text-primary">{item.title}</h3>
                      {item.description && <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{item.description}</p>}
                    </div>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ImageAltFallback>
    </SectionRenderProvider>
  );
}
