// Which cached pages a change of a document version alters for visitors (decisions 0022 and 0031, as a page revision
// names its own in app/core/content/visitor-change.server.ts): a version published, withdrawn or failing its
// integrity check changes what its product shows in the document's language – the product page there (its
// documents block and safety notice), that language's documents index and the product's documents page, the feed
// and the sitemap's dates. Nothing else: other languages list other documents, and the addresses of one document
// (the current version's 302, its 404) are never kept by the page cache (routes/site/documents-current.ts).
//
// The write that makes such a change reports this scope into its transaction's collector (reportDocumentChange,
// like page-history.server.ts reportContentScope) and announces it in the transaction (announceContentChange);
// after the commit contentChanged(scope) drops this process's pages and the NOTIFY the others'.
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { documents, documentVersions, pages, productRecords } from "#db/schema";
import { reportContentScope } from "~/core/content/content-announce.server";
import type { ContentScope } from "~/core/content/content-version.server";
import { SITEMAP_KEY } from "~/core/content/visitor-change.server";
import { isSiteLanguage, siteLanguages } from "~/lib/languages";
import { slugMatchKey } from "~/lib/slug";
import { documentsFeedPath, documentsIndexPath, productDocumentsPath } from "~/lib/document-addresses";

/** The page keys one product's documents in one language are shown under. */
export async function productDocumentKeys(db: Queryable, product: { translationKey: string; number: number }, language: string): Promise<string[]> {
  if (!isSiteLanguage(language)) return [];
  const productPages = await db
    .select({ key: pages.slugKey })
    .from(pages)
    .where(and(eq(pages.translationKey, product.translationKey), eq(pages.language, language)));
  return [
    ...productPages.map((p) => p.key),
    slugMatchKey(documentsIndexPath(language)),
    slugMatchKey(productDocumentsPath(language, product.number)),
    slugMatchKey(documentsFeedPath(language)),
  ];
}

/** The scope of a change to these versions (published, withdrawn, failed, or their product's facts shown beside them). */
export async function documentChangeScope(db: Queryable, versionIds: readonly number[]): Promise<ContentScope> {
  if (!versionIds.length) return { kind: "pages", visible: [], drafts: [] };
  const rows = await db
    .selectDistinct({ translationKey: productRecords.translationKey, number: productRecords.number, language: documents.language })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(productRecords, eq(productRecords.translationKey, documents.productKey))
    .where(inArray(documentVersions.id, [...versionIds]));
  const keys = new Set<string>();
  for (const row of rows) for (const key of await productDocumentKeys(db, row, row.language)) keys.add(key);
  if (keys.size) keys.add(SITEMAP_KEY);
  return { kind: "pages", visible: [...keys], drafts: [] };
}

/**
 * Called inside the transaction of a write that publishes or withdraws versions or records a failed integrity
 * check, after the change: the pages it names drop when the write commits, here and in the other processes.
 */
export async function reportDocumentChange(db: Queryable, versionIds: readonly number[]): Promise<void> {
  reportContentScope(await documentChangeScope(db, versionIds));
}

/** A product's facts changed (REF, UDI-DI): its documents pages and product pages in every language. */
export async function reportProductRecordChange(db: Queryable, product: { translationKey: string; number: number }): Promise<void> {
  const keys = new Set<string>();
  for (const language of siteLanguages) for (const key of await productDocumentKeys(db, product, language)) keys.add(key);
  reportContentScope({ kind: "pages", visible: [...keys], drafts: [] });
}
