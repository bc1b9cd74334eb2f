// approvalStateText (approval-panel.tsx): a page's submission is named by its revision, a document's by its version's
// own label – staff never met a document's "Revision 1".
import { describe, expect, it } from "vitest";
import type { ApprovalRequestView } from "./approval-screens.server";
import { approvalStateText } from "./approval-panel";

const base = {
  document: null,
  revision: 7,
  status: "submitted",
  submittedBy: "redaktion@example.com",
  submittedAt: "02.12.26, 10:41",
  decidedBy: "pruefung@example.com",
  decidedAt: "02.12.26, 11:00",
  reason: "Falsche Abbildung",
  voidedBy: "redaktion@example.com",
  voidedAt: "02.12.26, 12:00",
  voidedByRevision: 8,
  voidedBecause: null,
  publishedAt: null,
} as unknown as ApprovalRequestView;
const documentRequest = { ...base, revision: 1, document: { label: "Rev. 3" } } as unknown as ApprovalRequestView;

describe("approvalStateText", () => {
  it("names a page's submission by its revision", () => {
    expect(approvalStateText(base)).toBe("Revision 7 ist zur Freigabe eingereicht (redaktion@example.com, 02.12.26, 10:41) und wartet auf die Entscheidung.");
    expect(approvalStateText({ ...base, status: "voided" })).toContain("hat die Seite geändert (Revision 8");
  });

  it("names a document's submission by its version's label, never by a revision", () => {
    expect(approvalStateText(documentRequest)).toBe(
      "Die Version «Rev. 3» ist zur Freigabe eingereicht (redaktion@example.com, 02.12.26, 10:41) und wartet auf die Entscheidung.",
    );
    for (const status of ["approved", "rejected", "voided"] as const) {
      const text = approvalStateText({ ...documentRequest, status });
      expect(text).toContain("«Rev. 3»");
      expect(text).not.toMatch(/Revision|Seite/);
    }
  });
});
