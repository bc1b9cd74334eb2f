import { asc, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { pages } from "#db/schema";
import { env } from "~/core/env.server";
import { renderSitemap } from "~/features/seo/sitemap";

export async function loader() {
  const rows = await db()
    .select({ slug: pages.slug, updatedAt: pages.updatedAt, priority: pages.sitemapPriority })
    .from(pages)
    .where(eq(pages.published, true))
    .orderBy(asc(pages.slug));
  return new Response(renderSitemap(env().siteUrl, rows), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
