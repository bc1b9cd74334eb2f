// Products with pages and document versions written straight into the rows of migration 0020, as docs-core's
// writes leave them (docs/decisions/0046-documents.md): the visitor's read model and the printed copies are tested
// on every state a version can be in, without the upload (whose files only docs-core's download serves).
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { documentKinds, documents, documentVersions, pages, productRecords, type DocumentVersion } from "#db/schema";

let counter = 0;

/** A product page group of kind 'product' with a published page per language given (and its product record). */
export async function insertProduct(
  db: Queryable,
  name: string,
  languages: Partial<Record<"de" | "fr" | "it" | "en", string>>,
  facts: { articleNumber?: string; udiDi?: string } = {},
) {
  const n = ++counter;
  const translationKey = crypto.randomUUID();
  const rows: Record<string, { id: number; slug: string }> = {};
  for (const [language, title] of Object.entries(languages)) {
    const slug = language === "de" ? `/produkte/${name}-${n}` : `/${language}/produits/${name}-${n}`;
    const [row] = await db
      .insert(pages)
      .values({ slug, title, kind: "product", published: true, language, translationKey })
      .returning({ id: pages.id, slug: pages.slug });
    rows[language] = row;
  }
  const [record] = await db
    .insert(productRecords)
    .values({ translationKey, articleNumber: facts.articleNumber ?? null, udiDi: facts.udiDi ?? null })
    .returning();
  return { translationKey, number: record.number, pages: rows };
}

export async function kindId(db: Queryable, key: string): Promise<number> {
  const [kind] = await db.select({ id: documentKinds.id }).from(documentKinds).where(eq(documentKinds.key, key));
  return kind.id;
}

/** A version of the product's document of this kind and language (the document made on first use). */
export async function insertVersion(
  db: Queryable,
  product: { translationKey: string },
  kind: string,
  language: string,
  version: Partial<DocumentVersion> & { label: string },
): Promise<DocumentVersion> {
  const kindIdOf = await kindId(db, kind);
  const [document] = await db
    .insert(documents)
    .values({ productKey: product.translationKey, kindId: kindIdOf, language })
    .onConflictDoUpdate({ target: [documents.productKey, documents.kindId, documents.language], set: { language } })
    .returning({ id: documents.id });
  const sha = createHash("sha256").update(`${product.translationKey}:${kind}:${language}:${version.label}`).digest("hex");
  const status = version.status ?? "published";
  const [row] = await db
    .insert(documentVersions)
    .values({
      documentId: document.id,
      fileSha256: sha,
      fileName: `${kind}-${language}-${version.label.replace(/\W+/g, "-")}.pdf`,
      sizeBytes: 123_456,
      pageCount: 8,
      uploadedBy: "anna@auralis-medizintechnik.example",
      publishedAt: status === "draft" ? null : new Date("2026-01-15T09:00:00Z"),
      ...version,
      status,
    })
    .returning();
  return row;
}
