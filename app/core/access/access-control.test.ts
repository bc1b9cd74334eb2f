import { describe, expect, it } from "vitest";
import { can, operationRoles, type Operation } from "./access-control";

const operations = Object.keys(operationRoles) as Operation[];

describe("access matrix", () => {
  it.each(operations)("nobody anonymous or pending may %s", (operation) => {
    expect(can(null, operation)).toBe(false);
    expect(can("pending", operation)).toBe(false);
  });
  it.each(operations)("an administrator may %s", (operation) => {
    expect(can("admin", operation)).toBe(true);
  });
  it("editors may work on content but not delete pages or manage users", () => {
    expect(can("editor", "pages.edit")).toBe(true);
    expect(can("editor", "sections.edit")).toBe(true);
    expect(can("editor", "media.edit")).toBe(true);
    expect(can("editor", "pages.delete")).toBe(false);
    expect(can("editor", "users.manage")).toBe(false);
  });
  it("translators see the CMS and translate; settings, media, templates, users, publishing and deleting stay with the others", () => {
    const allowed: Operation[] = ["cms.view", "pages.edit", "sections.edit", "translations.view", "translations.exchange"];
    for (const operation of operations) expect(can("translator", operation), operation).toBe(allowed.includes(operation));
  });
  it("editors publish, build pages and exchange translations too", () => {
    for (const operation of ["pages.publish", "pages.structure", "translations.view", "translations.exchange"] as const)
      expect(can("editor", operation)).toBe(true);
  });
  it("only administrators switch languages on and off; editors still edit the settings and their texts", () => {
    expect(can("editor", "languages.manage")).toBe(false);
    expect(can("editor", "settings.edit")).toBe(true);
  });
  it("'Freigeben' belongs to approvers and administrators; approvers see the CMS but change no content", () => {
    expect(can("approver", "approvals.decide")).toBe(true);
    expect(can("admin", "approvals.decide")).toBe(true);
    expect(can("editor", "approvals.decide")).toBe(false);
    expect(can("editor", "approvals.submit")).toBe(true);
    expect(can("approver", "cms.view")).toBe(true);
    expect(can("approver", "approvals.view")).toBe(true);
    for (const operation of operations.filter((o) => !o.startsWith("approvals.") && o !== "cms.view")) expect(can("approver", operation)).toBe(false);
    expect(can("approver", "approvals.submit")).toBe(false);
    expect(can("editor", "approvals.configure")).toBe(false);
    expect(can("approver", "approvals.configure")).toBe(false);
  });
  it("a page's kind ('Seitentyp') is the administrators' alone: it decides whether the page needs approval", () => {
    expect(can("admin", "pages.kind")).toBe(true);
    for (const role of ["editor", "translator", "approver"] as const) expect(can(role, "pages.kind")).toBe(false);
  });
});
