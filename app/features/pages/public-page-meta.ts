// The head of a database-driven public page: computed by the loader (public-page.server.ts), so the
// meta rules stay on the server; pages that were not found get a title and noindex.
import type { MetaTag } from "~/features/seo/page-meta";

interface MetaSource {
  loaderData: { meta: MetaTag[] } | undefined;
}

export function publicPageMeta({ loaderData }: MetaSource) {
  if (!loaderData) return [{ title: "Seite nicht gefunden" }, { name: "robots", content: "noindex" }];
  return loaderData.meta;
}
