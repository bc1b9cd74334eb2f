import { Quote, Star } from "lucide-react";
import { cn } from "~/lib/cn";
import { useSiteTexts } from "~/features/site-language/site-language";
import { fillText } from "~/features/site-language/fill-text";
import { resolveAssetImage } from "~/features/media/image-sources";
import { SiteImage, useSectionRenderContext } from "../../render-context";
import type { SectionRendererProps } from "../../renderer-props";
import { RichText, SectionHeader } from "../../section-header";
import { FramedImage, useSectionImage } from "../../section-image";
import { imageLayouts } from "../../image-layouts";

interface TestimonialEntry {
  key: string;
  author: string;
  role?: string | null;
  quote: string;
  rating: number;
  mediaAssetId?: number | null;
}

const DEFAULT_RATING = 5;

/** Customer voices: the section's own items, or else the published testimonials of the page. */
export function TestimonialsRenderer({ section, headingLevel }: SectionRendererProps<"testimonials">) {
  const s = section.settings;
  const { testimonials } = useSectionRenderContext();
  const banner = useSectionImage(s.image);
  const own = s.items ?? [];
  const entries: TestimonialEntry[] =
    own.length > 0
      ? own.map((t, i) => ({ key: `item-${i}`, author: t.author, role: t.role, quote: t.quote, rating: t.rating, mediaAssetId: t.media_asset_id }))
      : testimonials.map((t) => ({ key: `t-${t.id}`, ...t }));
  return (
    <div className="space-y-12">
      <SectionHeader level={headingLevel} title={s.title} subtitle={s.subtitle} description={s.description} badge={s.badge} icon={s.icon} align="center">
        <RichText html={section.html} center />
      </SectionHeader>
      <FramedImage source={banner} alt={s.imageAlt} ratio="16/9" sizes={imageLayouts.full} />
      {entries.length > 0 && (
        <ul className={cn("grid gap-6", entries.length > 1 && "md:grid-cols-2", entries.length > 2 && "lg:grid-cols-3")}>
          {entries.map((entry) => (
            <li key={entry.key} className="min-w-0">
              <TestimonialCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TestimonialCard({ entry }: { entry: TestimonialEntry }) {
  return (
    <figure className="flex h-full flex-col gap-5 rounded-card border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={entry.rating} />
        <Quote className="size-8 text-muted-foreground opacity-40" aria-hidden="true" />
      </div>
      <blockquote className="flex-1 text-lg leading-relaxed whitespace-pre-line">{entry.quote}</blockquote>
      <figcaption className="flex items-center gap-3">
        <Portrait author={entry.author} assetId={entry.mediaAssetId} />
        <span className="min-w-0">
          <span className="block font-semibold break-words">{entry.author}</span>
          {entry.role && <span className="block text-sm text-muted-foreground break-words">{entry.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

export function StarRating({ rating, max = 5 }: { rating: number | null | undefined; max?: number }) {
  const value = Math.min(max, Math.max(0, Math.round(rating ?? DEFAULT_RATING)));
  const texts = useSiteTexts().sections;
  return (
    <div className="flex items-center gap-0.5">
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn("size-5", i < value ? "fill-current text-primary" : "text-muted-foreground opacity-50")} />
      ))}
      <span className="sr-only">{fillText(texts.rating, { value, max })}</span>
    </div>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? "")
    .join("");
}

function Portrait({ author, assetId }: { author: string; assetId?: number | null }) {
  const { assets } = useSectionRenderContext();
  const image = assetId != null ? resolveAssetImage(assetId, assets) : null;
  // The name is written next to the picture, so the picture itself is decorative.
  if (image) {
    return <SiteImage image={image} alt="" sizes="48px" fallbackWidth={96} fallbackHeight={96} className="size-12 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
    >
      {initialsOf(author) || "?"}
    </span>
  );
}
