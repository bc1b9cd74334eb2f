// Which version of a document is current (docs/decisions/0046-documents.md), the one rule staff's screens
// (app/features/documents/) and the visitor read model (app/features/visitor-site/visible-documents.ts) both apply.

export interface CurrentCandidate {
  id: number;
  status: "draft" | "published" | "withdrawn";
  publishedAt: Date | null;
  integrityFailedAt: Date | null;
}

/**
 * The current version of a document (decision 0046): its newest published, not withdrawn version whose file
 * passed its integrity check. Newest by publication date; two published in the same instant, the later row.
 */
export function currentVersion<T extends CurrentCandidate>(versions: readonly T[]): T | null {
  let best: T | null = null;
  for (const version of versions) {
    if (version.status !== "published" || !version.publishedAt || version.integrityFailedAt) continue;
    if (
      !best ||
      version.publishedAt.getTime() > best.publishedAt!.getTime() ||
      (version.publishedAt.getTime() === best.publishedAt!.getTime() && version.id > best.id)
    )
      best = version;
  }
  return best;
}
