// What visitors see of 'Dokumente' (docs/decisions/0046-documents.md), read in the visitor read model
// (docs/decisions/0044-visitor-read-model.md) like every other visitor read: the products whose page visitors see in
// a language (the site index names them, under their title there), their published and withdrawn versions in that
// language – never a draft, never a file that failed its integrity check (visible-documents.ts) – and only in the
// languages the site shows. The documents pages, the product page's block, the current version's address, the QR
// address, the Atom feed and the sitemap all read through here.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { documentKinds, documents, documentVersions, productRecords } from "#db/schema";
import { isSiteLanguage, siteLanguages, type SiteLanguage } from "~/lib/languages";
import { currentDocumentPath, documentsIndexPath, productDocumentsPath, type DocumentsPlace } from "~/lib/document-addresses";
import type { SiteIndex } from "./site-index.server";
import {
  documentVersionsView,
  isListedVersion,
  matchesDocumentSearch,
  safetyNoticeEndsAt,
  safetyNoticeOf,
  shownVersion,
  type ShownDocumentVersion,
  type StoredDocumentVersion,
} from "./visible-documents";

export interface VisitorDocument {
  kindKey: string;
  /** The kind's name in the page's language. */
  kindName: string;
  language: SiteLanguage;
  current: ShownDocumentVersion | null;
  earlier: ShownDocumentVersion[];
  /** The address that always serves the current version (a 302), under the page's language. */
  currentHref: string;
}

export interface SafetyNotice {
  kindName: string;
  label: string;
  publishedAt: string;
  /** The last day the notice is shown (its end, as an instant). */
  endsAt: string;
  href: string;
}

export interface VisitorProduct {
  number: number;
  translationKey: string;
  /** The product page's title in this language, as visitors see it. */
  title: string;
  /** The product page's address in this language. */
  pageSlug: string;
  articleNumber: string | null;
  udiDi: string | null;
  /** The kinds with a version visitors see in this language, in the kinds' order. */
  documents: VisitorDocument[];
  safetyNotice: SafetyNotice | null;
  /** The product's documents page in each language the site shows it in (this one among them). */
  documentsPages: Partial<Record<SiteLanguage, string>>;
  /** The last publication or withdrawal visitors see in this language (the sitemap's date); null without documents. */
  updatedAt: string | null;
}

interface VersionRow extends StoredDocumentVersion {
  productKey: string;
  kindId: number;
  language: string;
}

interface KindRow {
  id: number;
  key: string;
  names: Partial<Record<string, string>>;
  sortOrder: number;
}

interface DocumentRows {
  products: { translationKey: string; number: number; articleNumber: string | null; udiDi: string | null }[];
  kinds: KindRow[];
  versions: VersionRow[];
}

/**
 * The rows visitors may see, in one read: every product record, every kind, and the published and withdrawn
 * versions with intact files in the languages the site shows (drafts and failed files are not even read).
 */
async function readDocumentRows(db: Queryable, shownLanguages: readonly SiteLanguage[], productKey?: string): Promise<DocumentRows> {
  const languages = shownLanguages.length ? [...shownLanguages] : ["de"];
  // One after another: `db` may be a transaction (Queryable, db/client.server.ts).
  const products = await db
    .select({
      translationKey: productRecords.translationKey,
      number: productRecords.number,
      articleNumber: productRecords.articleNumber,
      udiDi: productRecords.udiDi,
    })
    .from(productRecords)
    .where(productKey ? eq(productRecords.translationKey, productKey) : undefined);
  const kinds = await db
    .select({ id: documentKinds.id, key: documentKinds.key, names: documentKinds.names, sortOrder: documentKinds.sortOrder })
    .from(documentKinds)
    .orderBy(asc(documentKinds.sortOrder), asc(documentKinds.id));
  const versions = await db
    .select({
      id: documentVersions.id,
      label: documentVersions.label,
      changes: documentVersions.changes,
      safetyRelevant: documentVersions.safetyRelevant,
      fileSha256: documentVersions.fileSha256,
      fileName: documentVersions.fileName,
      sizeBytes: documentVersions.sizeBytes,
      pageCount: documentVersions.pageCount,
      status: documentVersions.status,
      publishedAt: documentVersions.publishedAt,
      withdrawnAt: documentVersions.withdrawnAt,
      withdrawnReason: documentVersions.withdrawnReason,
      integrityFailedAt: documentVersions.integrityFailedAt,
      productKey: documents.productKey,
      kindId: documents.kindId,
      language: documents.language,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        inArray(documentVersions.status, ["published", "withdrawn"]),
        inArray(documents.language, languages),
        productKey ? eq(documents.productKey, productKey) : undefined,
      ),
    );
  // The rule decides again (visible-documents.ts): a failed file is left out here, not in SQL, so one place says it.
  return { products, kinds, versions: versions.filter(isListedVersion) };
}

/** A kind's name in a language: its own there, else the German one the kind always has. */
function kindNameIn(kind: KindRow, language: SiteLanguage): string {
  return kind.names[language]?.trim() || kind.names.de?.trim() || kind.key;
}

/** The product pages visitors see (kind 'product'), by page group and language. */
function shownProductPages(index: SiteIndex): Map<string, Partial<Record<SiteLanguage, { slug: string; title: string; slugKey: string }>>> {
  const byGroup = new Map<string, Partial<Record<SiteLanguage, { slug: string; title: string; slugKey: string }>>>();
  for (const page of index.shown) {
    if (page.kind !== "product" || !isSiteLanguage(page.language)) continue;
    const versions = byGroup.get(page.translationKey) ?? {};
    versions[page.language] = { slug: page.slug, title: page.title, slugKey: page.slugKey };
    byGroup.set(page.translationKey, versions);
  }
  return byGroup;
}

function productsFrom(rows: DocumentRows, index: SiteIndex, language: SiteLanguage, now: Date): VisitorProduct[] {
  const pagesByGroup = shownProductPages(index);
  const result: VisitorProduct[] = [];
  for (const product of rows.products) {
    const pages = pagesByGroup.get(product.translationKey) ?? {};
    const page = pages[language];
    if (!page || !index.shownLanguages.includes(language)) continue;
    const own = rows.versions.filter((v) => v.productKey === product.translationKey && v.language === language);
    const documentsOfProduct: VisitorDocument[] = rows.kinds.flatMap((kind) => {
      const versions = own.filter((v) => v.kindId === kind.id);
      if (!versions.length) return [];
      return [
        {
          kindKey: kind.key,
          kindName: kindNameIn(kind, language),
          language,
          ...documentVersionsView(versions),
          currentHref: currentDocumentPath(language, product.number, kind.key, language),
        },
      ];
    });
    const notice = safetyNoticeOf(own, now);
    const noticeKind = notice && rows.kinds.find((k) => k.id === notice.kindId);
    const latest = own.flatMap((v) => [v.publishedAt!.getTime(), v.withdrawnAt?.getTime() ?? 0]).reduce((a, b) => Math.max(a, b), 0);
    result.push({
      number: product.number,
      translationKey: product.translationKey,
      title: page.title,
      pageSlug: page.slug,
      articleNumber: product.articleNumber,
      udiDi: product.udiDi,
      documents: documentsOfProduct,
      safetyNotice:
        notice && noticeKind
          ? {
              kindName: kindNameIn(noticeKind, language),
              label: notice.label,
              publishedAt: notice.publishedAt!.toISOString(),
              endsAt: safetyNoticeEndsAt(notice.publishedAt!).toISOString(),
              href: shownVersion(notice).href,
            }
          : null,
      documentsPages: Object.fromEntries(
        siteLanguages.filter((l) => pages[l] && index.shownLanguages.includes(l)).map((l) => [l, productDocumentsPath(l, product.number)]),
      ),
      updatedAt: latest ? new Date(latest).toISOString() : null,
    });
  }
  return result.sort((a, b) => a.title.localeCompare(b.title, language) || a.number - b.number);
}

/** Every product visitors see in this language, with its documents there (those without any included). */
export async function loadDocumentCatalogue(db: Queryable, language: SiteLanguage, index: SiteIndex, now = new Date()): Promise<VisitorProduct[]> {
  return productsFrom(await readDocumentRows(db, index.shownLanguages), index, language, now);
}

/** The documents index of a language: the products with documents there that match the search. */
export async function loadDocumentsIndex(db: Queryable, language: SiteLanguage, query: string, index: SiteIndex, now = new Date()) {
  const all = (await loadDocumentCatalogue(db, language, index, now)).filter((p) => p.documents.length > 0);
  return { products: all.filter((p) => matchesDocumentSearch(p, query)), total: all.length };
}

/** The product with this number and a page visitors see in this language, with its documents there; null: a 404. */
export async function loadProductDocuments(
  db: Queryable,
  language: SiteLanguage,
  productNumber: number,
  index: SiteIndex,
  now = new Date(),
): Promise<VisitorProduct | null> {
  const [record] = await db.select({ key: productRecords.translationKey }).from(productRecords).where(eq(productRecords.number, productNumber)).limit(1);
  if (!record) return null;
  const [product] = productsFrom(await readDocumentRows(db, index.shownLanguages, record.key), index, language, now);
  return product ?? null;
}

/** A product page's documents block: its product's documents in the page's language (null for a page without a product record). */
export async function loadProductPageDocuments(
  db: Queryable,
  translationKey: string,
  language: SiteLanguage,
  index: SiteIndex,
  now = new Date(),
): Promise<VisitorProduct | null> {
  const [product] = productsFrom(await readDocumentRows(db, index.shownLanguages, translationKey), index, language, now);
  return product ?? null;
}

/** The version the address of one document serves now, or null (no such product, kind or language, or nothing current). */
export async function findCurrentDocumentVersion(
  db: Queryable,
  productNumber: number,
  kindKey: string,
  documentLanguage: SiteLanguage,
  index: SiteIndex,
): Promise<ShownDocumentVersion | null> {
  const product = await loadProductDocuments(db, documentLanguage, productNumber, index);
  const document = product?.documents.find((d) => d.kindKey === kindKey);
  return document?.current ?? null;
}

/** The languages in which a product's documents page exists, in the site's order; empty: no such product for visitors. */
export async function productDocumentLanguages(db: Queryable, productNumber: number, index: SiteIndex): Promise<SiteLanguage[]> {
  const pages = await shownPagesOfProduct(db, productNumber, index);
  return siteLanguages.filter((l) => pages[l] && index.shownLanguages.includes(l));
}

/** The shown product pages of the product with this number, by language (none for an unknown number). */
async function shownPagesOfProduct(db: Queryable, productNumber: number, index: SiteIndex) {
  const [record] = await db.select({ key: productRecords.translationKey }).from(productRecords).where(eq(productRecords.number, productNumber)).limit(1);
  return record ? (shownProductPages(index).get(record.key) ?? {}) : {};
}

export interface FeedEntry {
  product: string;
  productNumber: number;
  kindName: string;
  version: ShownDocumentVersion;
  /** The product's documents page in this language. */
  pageHref: string;
}

/** The newest publications and withdrawals in a language, for its Atom feed (newest first). */
export async function loadDocumentFeed(db: Queryable, language: SiteLanguage, index: SiteIndex, limit = 50): Promise<FeedEntry[]> {
  const products = await loadDocumentCatalogue(db, language, index);
  const entries = products.flatMap((product) =>
    product.documents.flatMap((document) =>
      [document.current, ...document.earlier].flatMap((version) =>
        version
          ? [
              {
                product: product.title,
                productNumber: product.number,
                kindName: document.kindName,
                version,
                pageHref: productDocumentsPath(language, product.number),
              },
            ]
          : [],
      ),
    ),
  );
  const changedAt = (e: FeedEntry) => Date.parse(e.version.withdrawn?.at ?? e.version.publishedAt);
  return entries.sort((a, b) => changedAt(b) - changedAt(a) || b.version.id - a.version.id).slice(0, limit);
}

/** The documents pages for the sitemap: each language's index and each product's page there, with their dates. */
export async function documentSitemapEntries(db: Queryable, index: SiteIndex) {
  const entries: { slug: string; language: SiteLanguage; updatedAt: Date; alternates: Partial<Record<SiteLanguage, { slug: string }>> }[] = [];
  const rows = await readDocumentRows(db, index.shownLanguages);
  const perLanguage = index.shownLanguages.map((language) => ({
    language,
    products: productsFrom(rows, index, language, new Date()).filter((p) => p.documents.length),
  }));
  const indexAlternates = Object.fromEntries(perLanguage.filter((l) => l.products.length).map((l) => [l.language, { slug: documentsIndexPath(l.language) }]));
  for (const { language, products } of perLanguage) {
    if (!products.length) continue;
    const newest = Math.max(...products.map((p) => Date.parse(p.updatedAt!)));
    entries.push({ slug: documentsIndexPath(language), language, updatedAt: new Date(newest), alternates: indexAlternates });
    for (const product of products) {
      const alternates = Object.fromEntries(Object.entries(product.documentsPages).map(([l, slug]) => [l, { slug }]));
      entries.push({ slug: productDocumentsPath(language, product.number), language, updatedAt: new Date(product.updatedAt!), alternates });
    }
  }
  return entries;
}

/**
 * How the site frame names a documents page (app/features/site-frame/site-frame.server.ts): the same page in every
 * language it exists in (the language switcher, leading to this page rather than a home page) and the product's
 * title there (the breadcrumb). Null for an address that is no such page (its 404 has no breadcrumb).
 */
export async function documentsPageNames(
  db: Queryable,
  place: DocumentsPlace,
  index: SiteIndex,
): Promise<{ versions: Partial<Record<SiteLanguage, { slug: string; title: string }>>; productTitle: string | null } | null> {
  if (!index.shownLanguages.includes(place.language) || place.page === "feed") return null;
  if (place.page === "index") {
    return { versions: Object.fromEntries(index.shownLanguages.map((l) => [l, { slug: documentsIndexPath(l), title: "" }])), productTitle: null };
  }
  const pages = await shownPagesOfProduct(db, place.productNumber, index);
  const own = pages[place.language];
  if (!own) return null;
  const versions = Object.fromEntries(
    index.shownLanguages.filter((l) => pages[l]).map((l) => [l, { slug: productDocumentsPath(l, place.productNumber), title: pages[l]!.title }]),
  );
  return { versions, productTitle: own.title };
}
