import { describe, expect, it } from "vitest";
import { currentVersion, deletionVerdict, documentFileName, isCalendarDay, retentionDate, swissToday, versionState } from "./document-rules";

const at = (iso: string) => new Date(iso);

describe("the current version (decision 0046)", () => {
  it("is the newest published, not withdrawn version whose file passed its check", () => {
    const versions = [
      { id: 1, status: "published" as const, publishedAt: at("2025-01-01T00:00:00Z"), integrityFailedAt: null },
      { id: 2, status: "withdrawn" as const, publishedAt: at("2026-01-01T00:00:00Z"), integrityFailedAt: null },
      { id: 3, status: "draft" as const, publishedAt: null, integrityFailedAt: null },
      { id: 4, status: "published" as const, publishedAt: at("2025-06-01T00:00:00Z"), integrityFailedAt: at("2026-02-01T00:00:00Z") },
    ];
    expect(currentVersion(versions)?.id).toBe(1);
    expect(currentVersion(versions.slice(1))).toBeNull();
    // Two published in the same instant: the later row.
    expect(currentVersion([...versions, { id: 5, status: "published" as const, publishedAt: at("2025-01-01T00:00:00Z"), integrityFailedAt: null }])?.id).toBe(
      5,
    );
  });

  it("a draft's state follows its open approval", () => {
    expect(versionState("draft", null)).toBe("draft");
    expect(versionState("draft", "submitted")).toBe("submitted");
    expect(versionState("draft", "approved")).toBe("approved");
    expect(versionState("published", null)).toBe("published");
    expect(versionState("withdrawn", null)).toBe("withdrawn");
  });
});

describe("retention", () => {
  it("adds the years to 'zuletzt in Verkehr gebracht'; a 29 February lands on 28 February", () => {
    expect(retentionDate("2020-03-31", 15)).toBe("2035-03-31");
    expect(retentionDate("2024-02-29", 1)).toBe("2025-02-28");
    expect(retentionDate("2024-02-29", 4)).toBe("2028-02-29");
    expect(retentionDate(null, 15)).toBeNull();
    expect(isCalendarDay("2025-02-30")).toBe(false);
  });

  it("refuses deleting a published version until the day after the retention date, naming it; a draft always goes", () => {
    expect(deletionVerdict("draft", null, "2026-01-01")).toEqual({ ok: true });
    const before = deletionVerdict("published", "2035-03-31", "2035-03-31");
    expect(before.ok).toBe(false);
    expect(!before.ok && before.message).toContain("bis zum 31.03.2035");
    expect(deletionVerdict("withdrawn", "2035-03-31", "2035-04-01")).toEqual({ ok: true });
    const none = deletionVerdict("published", null, "2099-01-01");
    expect(!none.ok && none.message).toContain("noch kein Datum");
  });

  it("counts days in Zurich", () => {
    expect(swissToday(at("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});

describe("a download's file name", () => {
  it("keeps letters readable, never a path, always .pdf", () => {
    expect(documentFileName("Gebrauchsanweisung Gebärwanne (Rev. 4).PDF")).toBe("Gebrauchsanweisung-Gebaerwanne-Rev.-4.pdf");
    expect(documentFileName("../../etc/passwd")).toBe("etc-passwd.pdf");
    expect(documentFileName("Mode d'emploi – Générosa.pdf")).toBe("Mode-demploi-Generosa.pdf");
    expect(documentFileName("€€€")).toBe("dokument.pdf");
  });
});
