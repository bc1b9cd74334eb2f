// The band above a previewed page (tests/e2e/preview-links.spec.ts): says in plain words, in the page's language,
// that this is a preview of unpublished content and until when the link works. Fixed amber colours,
// readable in every theme.
import { useSiteTexts } from "~/features/site-language/site-language";

export function PreviewBanner({ validUntil, validUntilIso }: { validUntil: string; validUntilIso: string }) {
  const texts = useSiteTexts().preview;
  return (
    <aside aria-label={texts.banner} data-preview-banner="" className="border-b-2 border-amber-500 bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm sm:px-6 lg:px-8">
        <span className="rounded-full bg-amber-950 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-50">{texts.banner}</span>
        <span>{texts.bannerText}</span>
        <span className="font-semibold">
          {texts.bannerValidUntil} <time dateTime={validUntilIso}>{validUntil}</time>
        </span>
      </div>
    </aside>
  );
}

/** An expired, revoked or unknown link: a page in the site's style, inside its frame. */
export function PreviewUnavailable({ title, text }: { title: string; text: string }) {
  const texts = useSiteTexts().preview;
  return (
    <section data-preview-unavailable="" className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold text-primary sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>
      <a
        href="/"
        className="mt-8 inline-flex items-center rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {texts.toHome}
      </a>
    </section>
  );
}
