// Page head (docs/product/public-site.md, "Page head"): title, description, Open Graph, Twitter card, canonical.
import { truncateText } from "~/lib/text";

export interface PageMetaInput {
  title: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  /** Text of the page, for a description when none is set (its first 160 characters). */
  contentPlain?: string | null;
  siteTitle: string;
  siteDescription: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of the preview image. */
  imageUrl?: string | null;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  /** og:locale of the page's language (app/lib/languages.ts); de_CH when not given. */
  ogLocale?: string;
  /**
   * The page's published language versions, itself included (absolute URLs by <html lang> code), and
   * the x-default (the German version, else none): hreflang alternates, only for versions that are published.
   */
  alternates?: { hreflang: string; href: string }[];
}

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

export function pageTitle(input: Pick<PageMetaInput, "title" | "metaTitle" | "siteTitle">): string {
  const own = input.metaTitle?.trim();
  if (own) return own;
  const title = input.title.trim();
  return title && title !== input.siteTitle ? `${title} – ${input.siteTitle}` : input.siteTitle;
}

export function pageDescription(input: Pick<PageMetaInput, "metaDescription" | "contentPlain" | "siteDescription">): string {
  const own = input.metaDescription?.trim();
  if (own) return truncateText(own, META_DESCRIPTION_MAX);
  const fromContent = input.contentPlain?.trim();
  if (fromContent) return truncateText(fromContent, META_DESCRIPTION_MAX);
  return truncateText(input.siteDescription, META_DESCRIPTION_MAX);
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

export function buildPageMeta(input: PageMetaInput): MetaTag[] {
  const title = pageTitle(input);
  const description = pageDescription(input);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: input.url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteTitle },
    { property: "og:locale", content: input.ogLocale ?? "de_CH" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { tagName: "link", rel: "canonical", href: input.url },
  ];
  if (input.imageUrl) {
    tags.push({ property: "og:image", content: input.imageUrl }, { name: "twitter:image", content: input.imageUrl });
  }
  // A lone version has no alternates to name (hreflang pairs must point at each other).
  if (input.alternates && input.alternates.length > 1) {
    for (const { hreflang, href } of input.alternates) tags.push({ tagName: "link", rel: "alternate", hrefLang: hreflang, href });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
