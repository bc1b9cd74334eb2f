// A database seeded before the seed recorded first revisions (db/seed/seed.server.ts,
// recordSeedRevisions) has pages without any revision. Their first save compares against nothing and
// counts as a brand-new page: it drops every cached page (a German page) or the language's pages (a
// translation; app/core/content/visitor-change.server.ts) and writes no shared value to the other
// versions (app/features/language-versions/version-sync.server.ts). This start-up step gives each such
// page the revision the seed gives today, once; a page that has a revision is left alone.
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { pageRevisions, pages } from "#db/schema";
import { recordRevision } from "~/core/revisions/page-history.server";

export const FIRST_REVISION = { action: "seed", summary: "Ausgangsstand" } as const;

/** Records "Ausgangsstand" for every page without a revision; answers how many pages got one. */
export async function recordMissingFirstRevisions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const missing = await tx
      .select({ slug: pages.slug, language: pages.language, translationKey: pages.translationKey })
      .from(pages)
      .where(
        notExists(
          tx
            .select({ one: sql`1` })
            .from(pageRevisions)
            .where(eq(pageRevisions.pageKey, pages.slugKey)),
        ),
      );
    // German pages first: their versions name the German revision they were made from. A version
    // seeded beside a German page that had no revision was made from that page's state, which is now
    // its revision 1 (the old seed wrote 0, "from no revision"); the version's own first revision is
    // recorded after that, so it holds the corrected row.
    const german = missing.filter((p) => p.language === "de");
    for (const page of german) await recordRevision(tx, page.slug, { ...FIRST_REVISION, author: null, shareValues: false });
    if (german.length) {
      await tx
        .update(pages)
        .set({ sourceRevision: 1 })
        .where(
          and(
            inArray(
              pages.translationKey,
              german.map((p) => p.translationKey),
            ),
            sql`${pages.language} <> 'de'`,
            eq(pages.sourceRevision, 0),
          ),
        );
    }
    for (const page of missing.filter((p) => p.language !== "de")) {
      await recordRevision(tx, page.slug, { ...FIRST_REVISION, author: null, shareValues: false });
    }
    return missing.length;
  });
}
