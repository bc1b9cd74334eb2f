// Which document versions a visitor sees (docs/decisions/0046-documents.md), pure: the read model
// (documents.server.ts) applies these rules to the rows it reads, so every visitor reader – the documents pages, the
// product page's block, the feed, the sitemap and the current version's address – agrees.
// - A draft is never shown, nor a version whose file failed its integrity check (its file is no longer served).
// - A published version is listed with its publication date; a withdrawn one too, marked with its reason.
// - The current version of a document is its newest published, not withdrawn version (of those listed).
// - A safety-relevant version published in the last 90 days puts a notice on the product's pages.
import type { DocumentVersion } from "#db/schema";
import { versionFilePath } from "~/lib/document-addresses";
import { currentVersion } from "~/lib/document-versions";

/** A version as stored (the columns the rules read). */
export type StoredDocumentVersion = Pick<
  DocumentVersion,
  | "id"
  | "label"
  | "changes"
  | "safetyRelevant"
  | "fileSha256"
  | "fileName"
  | "sizeBytes"
  | "pageCount"
  | "status"
  | "publishedAt"
  | "withdrawnAt"
  | "withdrawnReason"
  | "integrityFailedAt"
>;

/** A version as a visitor sees it (dates as ISO strings: it travels in loader data). */
export interface ShownDocumentVersion {
  id: number;
  label: string;
  changes: string;
  safetyRelevant: boolean;
  sha256: string;
  fileName: string;
  sizeBytes: number;
  pageCount: number | null;
  publishedAt: string;
  withdrawn: { at: string; reason: string } | null;
  /** The version's own address, which always serves this version. */
  href: string;
}

/** How long a safety-relevant version is announced on the product's pages. */
export const SAFETY_NOTICE_DAYS = 90;
const DAY_MS = 86_400_000;

/** Whether a visitor sees this version at all: published or withdrawn, with a publication date, its file intact. */
export function isListedVersion(version: StoredDocumentVersion): boolean {
  return (version.status === "published" || version.status === "withdrawn") && version.publishedAt !== null && version.integrityFailedAt === null;
}

/** Newest publication first; the same moment by the later version. */
function newestFirst(a: StoredDocumentVersion, b: StoredDocumentVersion): number {
  return b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id;
}

/** The document's current version: its newest published, not withdrawn version with an intact file (staff's rule too); null when there is none. */
export function currentVersionOf(versions: readonly StoredDocumentVersion[]): StoredDocumentVersion | null {
  return currentVersion(versions.filter(isListedVersion));
}

export function shownVersion(version: StoredDocumentVersion): ShownDocumentVersion {
  return {
    id: version.id,
    label: version.label,
    changes: version.changes,
    safetyRelevant: version.safetyRelevant,
    sha256: version.fileSha256,
    fileName: version.fileName,
    sizeBytes: version.sizeBytes,
    pageCount: version.pageCount,
    publishedAt: version.publishedAt!.toISOString(),
    withdrawn: version.status === "withdrawn" && version.withdrawnAt ? { at: version.withdrawnAt.toISOString(), reason: version.withdrawnReason ?? "" } : null,
    href: versionFilePath(version.fileSha256, version.fileName),
  };
}

/** A document's versions as visitors see them: the current one, and 'Frühere Versionen' (withdrawn ones among them), newest first. */
export function documentVersionsView(versions: readonly StoredDocumentVersion[]): { current: ShownDocumentVersion | null; earlier: ShownDocumentVersion[] } {
  const current = currentVersionOf(versions);
  const earlier = versions
    .filter((v) => isListedVersion(v) && v.id !== current?.id)
    .sort(newestFirst)
    .map(shownVersion);
  return { current: current && shownVersion(current), earlier };
}

/** When the notice of a safety-relevant version published at `publishedAt` ends. */
export function safetyNoticeEndsAt(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + SAFETY_NOTICE_DAYS * DAY_MS);
}

/** The newest safety-relevant published version of these whose notice still runs at `now`, or null. */
export function safetyNoticeOf<V extends StoredDocumentVersion>(versions: readonly V[], now: Date): V | null {
  return (
    versions
      .filter((v) => isListedVersion(v) && v.status === "published" && v.safetyRelevant && v.publishedAt!.getTime() <= now.getTime())
      .filter((v) => safetyNoticeEndsAt(v.publishedAt!).getTime() > now.getTime())
      .sort(newestFirst)[0] ?? null
  );
}

/** Lower case without accents, so "Generosa" finds "générosa" and "Gebärwanne" "gebarwanne". */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("de-CH");
}

/** Letters and digits only: an article number or UDI-DI typed with or without spaces, dots or GS1 brackets. */
function compact(text: string): string {
  return folded(text).replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * The search of the documents page: by product name (every word of the query in the name), article number or
 * UDI-DI (the query's letters and digits within theirs). An empty query matches everything.
 */
export function matchesDocumentSearch(product: { title: string; articleNumber: string | null; udiDi: string | null }, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const title = folded(product.title);
  if (words.every((word) => title.includes(word))) return true;
  const wanted = compact(query);
  if (!wanted) return false;
  return [product.articleNumber, product.udiDi].some((code) => Boolean(code) && compact(code!).includes(wanted));
}
