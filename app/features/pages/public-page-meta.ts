// The head of a database-driven public page, from its loader data and the site frame's settings.
import { buildPageMeta } from "~/features/seo/page-meta";
import type { PageTemplate } from "./page-template";

interface MetaSource {
  loaderData:
    | {
        page: { title: string; metaTitle: string | null; metaDescription: string | null; contentPlain: string; intro: string | null };
        template: PageTemplate;
        canonicalUrl: string;
        ogImageUrl: string;
      }
    | undefined;
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export function publicPageMeta({ loaderData, matches }: MetaSource) {
  const frame = matches.find((m) => m?.id === "routes/site/layout")?.data as
    | { settings: { siteTitle: string; siteDescription: string } }
    | undefined;
  const siteTitle = frame?.settings.siteTitle ?? "Auralis Medizintechnik AG";
  if (!loaderData) return [{ title: `Seite nicht gefunden – ${siteTitle}` }, { name: "robots", content: "noindex" }];
  const { page, template } = loaderData;
  return buildPageMeta({
    title: page.title,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    contentPlain: page.contentPlain || page.intro,
    siteTitle,
    siteDescription: frame?.settings.siteDescription ?? "",
    url: loaderData.canonicalUrl,
    imageUrl: loaderData.ogImageUrl,
    type: template === "product" ? "product" : "website",
  });
}
