// The rules of what visitors see of a document's versions (docs/decisions/0046-documents.md), pure.
import { describe, expect, it } from "vitest";
import {
  currentVersionOf,
  documentVersionsView,
  isListedVersion,
  matchesDocumentSearch,
  safetyNoticeEndsAt,
  safetyNoticeOf,
  type StoredDocumentVersion,
} from "./visible-documents";

const hash = (n: number) => n.toString(16).padStart(64, "0");
let next = 0;
function version(over: Partial<StoredDocumentVersion>): StoredDocumentVersion {
  const id = ++next;
  return {
    id,
    label: `Rev. ${id}`,
    changes: "",
    safetyRelevant: false,
    fileSha256: hash(id),
    fileName: `ifu-${id}.pdf`,
    sizeBytes: 1000,
    pageCount: 4,
    status: "published",
    publishedAt: new Date(`2026-0${Math.min(id, 9)}-01T10:00:00Z`),
    withdrawnAt: null,
    withdrawnReason: null,
    integrityFailedAt: null,
    ...over,
  };
}

describe("which versions visitors see", () => {
  it("never a draft, never a file that failed its check; published and withdrawn ones", () => {
    expect(isListedVersion(version({ status: "draft", publishedAt: null }))).toBe(false);
    expect(isListedVersion(version({ integrityFailedAt: new Date() }))).toBe(false);
    expect(isListedVersion(version({ status: "withdrawn", withdrawnAt: new Date(), withdrawnReason: "Fehler" }))).toBe(true);
    expect(isListedVersion(version({}))).toBe(true);
  });

  it("the current version is the newest published, not withdrawn one with an intact file", () => {
    const old = version({ publishedAt: new Date("2025-01-01") });
    const middle = version({ publishedAt: new Date("2025-06-01") });
    const withdrawn = version({
      publishedAt: new Date("2026-01-01"),
      status: "withdrawn",
      withdrawnAt: new Date("2026-02-01"),
      withdrawnReason: "Druckfehler",
    });
    const failed = version({ publishedAt: new Date("2026-03-01"), integrityFailedAt: new Date("2026-03-02") });
    const draft = version({ publishedAt: null, status: "draft" });
    expect(currentVersionOf([old, middle, withdrawn, failed, draft])?.id).toBe(middle.id);
    const view = documentVersionsView([old, middle, withdrawn, failed, draft]);
    expect(view.current?.id).toBe(middle.id);
    // 'Frühere Versionen': newest first, the withdrawn one marked with its reason; no draft, no failed file.
    expect(view.earlier.map((v) => v.id)).toEqual([withdrawn.id, old.id]);
    expect(view.earlier[0].withdrawn).toEqual({ at: "2026-02-01T00:00:00.000Z", reason: "Druckfehler" });
    expect(view.earlier[1].withdrawn).toBeNull();
    expect(view.current?.href).toBe(`/dokumente/datei/${middle.fileSha256}/${middle.fileName}`);
  });

  it("has no current version when every version is withdrawn; they stay listed", () => {
    const a = version({ status: "withdrawn", withdrawnAt: new Date(), withdrawnReason: "x" });
    const view = documentVersionsView([a]);
    expect(view.current).toBeNull();
    expect(view.earlier.map((v) => v.id)).toEqual([a.id]);
  });
});

describe("the safety notice", () => {
  const now = new Date("2026-12-02T12:00:00Z");
  it("shows a safety-relevant version published in the last 90 days, not one older, withdrawn or failed", () => {
    const recent = version({ safetyRelevant: true, publishedAt: new Date("2026-10-01T00:00:00Z") });
    expect(safetyNoticeOf([recent], now)?.id).toBe(recent.id);
    const old = version({ safetyRelevant: true, publishedAt: new Date("2026-09-02T11:59:59Z") });
    expect(safetyNoticeOf([old], now)).toBeNull();
    expect(safetyNoticeOf([version({ publishedAt: new Date("2026-11-30") })], now)).toBeNull();
    const withdrawn = version({ safetyRelevant: true, publishedAt: new Date("2026-11-30"), status: "withdrawn", withdrawnAt: now, withdrawnReason: "x" });
    expect(safetyNoticeOf([withdrawn], now)).toBeNull();
    expect(safetyNoticeOf([version({ safetyRelevant: true, publishedAt: new Date("2026-11-30"), integrityFailedAt: now })], now)).toBeNull();
  });

  it("ends exactly 90 days after the publication", () => {
    const published = new Date("2026-09-03T12:00:00Z");
    expect(safetyNoticeEndsAt(published).toISOString()).toBe("2026-12-02T12:00:00.000Z");
    expect(safetyNoticeOf([version({ safetyRelevant: true, publishedAt: published })], now)).toBeNull();
    expect(safetyNoticeOf([version({ safetyRelevant: true, publishedAt: new Date(published.getTime() + 1) })], now)).not.toBeNull();
  });
});

describe("the documents search", () => {
  const generosa = { title: "Générosa Pflegebadewanne", articleNumber: "GEN-200.01", udiDi: "(01)07612345000012" };
  it("finds a product by its name's words, accents and case aside", () => {
    expect(matchesDocumentSearch(generosa, "generosa")).toBe(true);
    expect(matchesDocumentSearch(generosa, "pflegebadewanne GÉNÉROSA")).toBe(true);
    expect(matchesDocumentSearch(generosa, "contessa")).toBe(false);
    expect(matchesDocumentSearch(generosa, "  ")).toBe(true);
  });
  it("finds it by article number or UDI-DI, written with or without separators", () => {
    expect(matchesDocumentSearch(generosa, "GEN 200 01")).toBe(true);
    expect(matchesDocumentSearch(generosa, "0761234500")).toBe(true);
    expect(matchesDocumentSearch(generosa, "(01)07612345000012")).toBe(true);
    expect(matchesDocumentSearch({ ...generosa, udiDi: null }, "0761234500")).toBe(false);
  });
});
