// The visitor addresses of 'Dokumente' (docs/decisions/0046-documents.md, "Addresses that never break"): named by
// the product's stable number, a kind's language-neutral key and a file's SHA-256, never by a page's address, so
// moving or renaming a product page changes none of them. Pure: the routes, the read model, the sitemap, the
// feed, the cache scopes and the CMS's QR code all build them here.
import { languagePrefix, siteLanguages, type SiteLanguage } from "./languages";
import { canonicalSlug } from "./slug";

/** The documents area's own segment in each language (below its language prefix). */
export const documentsSegment: Record<SiteLanguage, string> = {
  de: "dokumente",
  fr: "documents",
  it: "documenti",
  en: "documents",
};

/** Every product's documents in a language: "/dokumente", "/fr/documents", "/it/documenti", "/en/documents". */
export function documentsIndexPath(language: SiteLanguage): string {
  return `${languagePrefix(language)}/${documentsSegment[language]}`;
}

/** One product's documents in a language: "/dokumente/12", "/fr/documents/12". */
export function productDocumentsPath(language: SiteLanguage, productNumber: number): string {
  return `${documentsIndexPath(language)}/${productNumber}`;
}

/** The Atom feed of new versions in a language. */
export function documentsFeedPath(language: SiteLanguage): string {
  return `${documentsIndexPath(language)}/feed.atom`;
}

/** The current version of one document (a 302 to its version address), under the visitor's language's prefix. */
export function currentDocumentPath(pageLanguage: SiteLanguage, productNumber: number, kindKey: string, documentLanguage: SiteLanguage): string {
  return `${productDocumentsPath(pageLanguage, productNumber)}/${kindKey}/${documentLanguage}`;
}

/** One version's bytes, served by docs-core from the storage's public area without the database. */
export function versionFilePath(sha256: string, fileName: string): string {
  return `/dokumente/datei/${sha256}/${encodeURIComponent(fileName)}`;
}

/** The QR code's language-neutral address of a product's documents. */
export function productQrPath(productNumber: number): string {
  return `/d/${productNumber}`;
}

export type DocumentsPlace =
  { page: "index"; language: SiteLanguage } | { page: "feed"; language: SiteLanguage } | { page: "product"; language: SiteLanguage; productNumber: number };

/** A product number as addresses write it: digits without a leading zero, within a serial's range. */
export function parseProductNumber(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= 2_147_483_647 ? n : null;
}

/** Which documents page an address is (any spelling of case and slashes), or null. */
export function documentsPlaceOf(pathname: string): DocumentsPlace | null {
  const path = canonicalSlug(pathname);
  for (const language of siteLanguages) {
    const base = documentsIndexPath(language);
    if (path === base) return { page: "index", language };
    if (!path.startsWith(`${base}/`)) continue;
    const rest = path.slice(base.length + 1);
    if (rest === "feed.atom") return { page: "feed", language };
    const productNumber = parseProductNumber(rest);
    if (productNumber !== null) return { page: "product", language, productNumber };
  }
  return null;
}
