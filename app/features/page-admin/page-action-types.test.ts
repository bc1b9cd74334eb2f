import { describe, expect, it } from "vitest";
import { pageActionRequestSchema } from "./page-action-types";

describe("the page action contract", () => {
  it("takes a new page with nothing but its title, at the top", () => {
    expect(pageActionRequestSchema.parse({ intent: "create", data: { title: "Neu" } })).toEqual({
      intent: "create",
      data: { title: "Neu", parentSlug: null, slugPart: null },
    });
  });

  it("passes the updates on for the page rules to check, and publishes only when asked despite the check", () => {
    const parsed = pageActionRequestSchema.parse({ intent: "update", data: { pageId: 4, baseRevision: 2, updates: { title: "" } } });
    expect(parsed).toEqual({ intent: "update", data: { pageId: 4, baseRevision: 2, updates: { title: "" }, publishAnyway: false } });
  });

  it.each([
    ["an unknown intent", { intent: "publish-all", data: {} }],
    ["a page id written as text", { intent: "duplicate", data: { pageId: "4" } }],
    ["a page id of 0", { intent: "duplicate", data: { pageId: 0 } }],
    ["a toggle without its state", { intent: "toggle", data: { pageId: 1, baseRevision: 1 } }],
    ["a delete without the revision it was based on", { intent: "delete", data: { pageId: 1 } }],
    ["updates that are a list", { intent: "update", data: { pageId: 1, baseRevision: 1, updates: [] } }],
    ["a move without its new address part", { intent: "move", data: { pageId: 1, baseRevision: 1, parentSlug: null } }],
    ["no body", "nichts"],
  ])("refuses %s", (_what, body) => {
    expect(pageActionRequestSchema.safeParse(body).success).toBe(false);
  });
});
