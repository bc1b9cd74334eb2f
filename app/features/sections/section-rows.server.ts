// A page's stored sections in their order, drafts only for staff (docs/product/accounts-and-roles.md, "Roles"; docs/product/pages-and-publishing.md, "Addresses and slug variants").
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageSections, type PageSection } from "#db/schema";
import type { ReadScope } from "~/core/content/read-scope";
import { slugMatchKey } from "~/lib/slug";

export async function loadSectionRows(db: Queryable, slug: string, scope: ReadScope): Promise<PageSection[]> {
  return db
    .select()
    .from(pageSections)
    .where(and(eq(pageSections.pageSlugKey, slugMatchKey(slug)), scope.includeDrafts ? undefined : eq(pageSections.isPublished, true)))
    .orderBy(asc(pageSections.sectionOrder), asc(pageSections.id));
}
