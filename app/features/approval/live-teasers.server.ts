// What other pages show of a page that needs 'Freigabe' (docs/decisions/0039-approval.md): its title in the
// navigation, breadcrumbs and language switcher, and its teaser under 'Weitere Produkte' (title, description,
// picture), come from its live content like the page itself. Otherwise an edit nobody approved would reach
// visitors through a neighbour before the page shows it.
import { inArray, sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageLiveContent } from "#db/schema";
import { liveTeaserOf, type LiveTeaser } from "./live-content";

/** The live title of every page that has live content, by page id (the site frame reads them all at once). */
export async function liveTitles(db: Queryable): Promise<Map<number, string>> {
  const rows = await db
    .select({ pageId: pageLiveContent.pageId, title: sql<string | null>`${pageLiveContent.snapshot} -> 'page' ->> 'title'` })
    .from(pageLiveContent);
  return new Map(rows.flatMap((row) => (row.title === null ? [] : [[row.pageId, row.title] as const])));
}

/** The live teaser fields of those of these pages that have live content. */
export async function liveTeasers(db: Queryable, pageIds: number[]): Promise<Map<number, LiveTeaser>> {
  if (!pageIds.length) return new Map();
  const rows = await db
    .select({ pageId: pageLiveContent.pageId, snapshot: pageLiveContent.snapshot })
    .from(pageLiveContent)
    .where(inArray(pageLiveContent.pageId, pageIds));
  return new Map(rows.map((row) => [row.pageId, liveTeaserOf(row.snapshot)]));
}
