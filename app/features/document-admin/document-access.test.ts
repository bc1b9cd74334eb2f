import { describe, expect, it } from "vitest";
import { maySeeDocuments, versionRights } from "./document-access";

const none = { publish: false, submit: false, withdraw: false, remove: false };

describe("who sees the 'Dokumente' screens", () => {
  it("editors, approvers and administrators; not translators, waiting accounts or the anonymous", () => {
    expect(["admin", "editor", "approver"].map((role) => maySeeDocuments(role as never))).toEqual([true, true, true]);
    expect(["translator", "pending", null].map((role) => maySeeDocuments(role as never))).toEqual([false, false, false]);
  });
});

describe("what a version offers to whom", () => {
  const free = { requiresApproval: false };
  const approval = { requiresApproval: true };

  it("an editor publishes a draft directly where the product needs no approval, and deletes drafts", () => {
    expect(versionRights({ status: "draft", state: "draft" }, free, "editor")).toEqual({ ...none, publish: true, remove: true });
  });

  it("where it needs approval, a draft is submitted, and only an approved one published", () => {
    expect(versionRights({ status: "draft", state: "draft" }, approval, "editor")).toEqual({ ...none, submit: true, remove: true });
    expect(versionRights({ status: "draft", state: "submitted" }, approval, "editor")).toEqual({ ...none, remove: true });
    expect(versionRights({ status: "draft", state: "approved" }, approval, "editor")).toEqual({ ...none, publish: true, remove: true });
  });

  it("a published version is withdrawn by editors, deleted (after its retention date) by administrators only", () => {
    expect(versionRights({ status: "published", state: "published" }, free, "editor")).toEqual({ ...none, withdraw: true });
    expect(versionRights({ status: "published", state: "published" }, free, "admin")).toEqual({ ...none, withdraw: true, remove: true });
    expect(versionRights({ status: "withdrawn", state: "withdrawn" }, free, "editor")).toEqual(none);
    expect(versionRights({ status: "withdrawn", state: "withdrawn" }, free, "admin")).toEqual({ ...none, remove: true });
  });

  it("approvers and translators are offered nothing", () => {
    for (const role of ["approver", "translator"] as const) {
      for (const status of ["draft", "published", "withdrawn"] as const) {
        expect(versionRights({ status, state: status }, approval, role), `${role} ${status}`).toEqual(none);
      }
    }
  });
});
