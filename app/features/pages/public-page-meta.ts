// The head of a database-driven public page: computed by the loader (public-page.server.ts), so the
// meta rules stay on the server; pages that were not found get a title and noindex.
import type { MetaTag } from "~/features/seo/page-meta";
import { siteTexts } from "~/features/site-language/site-texts";
import { languageOfPath } from "~/lib/languages";

interface MetaSource {
  loaderData: { meta: MetaTag[] } | undefined;
  location: { pathname: string };
}

export function publicPageMeta({ loaderData, location }: MetaSource) {
  if (!loaderData) return [{ title: siteTexts[languageOfPath(location.pathname)].page.notFoundTitle }, { name: "robots", content: "noindex" }];
  return loaderData.meta;
}
