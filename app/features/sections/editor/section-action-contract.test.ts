import { describe, expect, it } from "vitest";
import { sectionActionRequestSchema, sectionNameSchema } from "./section-action-contract";

const input = { sectionName: "Einleitung", sectionType: "text" };

describe("the section action contract", () => {
  it("takes an update with only name and type, and fills in what the server works with", () => {
    const parsed = sectionActionRequestSchema.parse({ intent: "update", data: { sectionId: 3, baseRevision: 0, input } });
    expect(parsed).toEqual({
      intent: "update",
      data: {
        sectionId: 3,
        baseRevision: 0,
        autosave: false,
        input: { ...input, contentHtml: "", isPublished: true, settings: {}, mediaAssetIds: [] },
      },
    });
  });

  it("keeps a schedule left out (keep the stored one) apart from null (clear it)", () => {
    const left = sectionActionRequestSchema.parse({ intent: "update", data: { sectionId: 1, baseRevision: 1, input } });
    const cleared = sectionActionRequestSchema.parse({ intent: "update", data: { sectionId: 1, baseRevision: 1, input: { ...input, publishAt: null } } });
    expect(left.intent === "update" && "publishAt" in left.data.input).toBe(false);
    expect(cleared.intent === "update" && cleared.data.input.publishAt).toBeNull();
  });

  it.each([
    ["an unknown intent", { intent: "explode", data: { baseRevision: 0 } }],
    ["no base revision", { intent: "create", data: {} }],
    ["a negative base revision", { intent: "create", data: { baseRevision: -1 } }],
    ["a section id of 0", { intent: "delete", data: { sectionId: 0, baseRevision: 1 } }],
    ["a direction other than up or down", { intent: "move", data: { sectionId: 1, baseRevision: 1, direction: "left" } }],
    ["an empty reorder", { intent: "reorder", data: { ids: [], baseRevision: 1 } }],
    ["a home section that cannot be restored", { intent: "restore-home", data: { key: "hero", baseRevision: 1 } }],
    ["a name that is not text", { intent: "update", data: { sectionId: 1, baseRevision: 1, input: { ...input, sectionName: 5 } } }],
    ["image ids that are not numbers", { intent: "update", data: { sectionId: 1, baseRevision: 1, input: { ...input, mediaAssetIds: ["1"] } } }],
    ["a schedule longer than a datetime", { intent: "update", data: { sectionId: 1, baseRevision: 1, input: { ...input, publishAt: "x".repeat(41) } } }],
    [
      "a preview asking for more library files than a section names",
      { intent: "preview-support", data: { assetIds: Array.from({ length: 201 }, (_, i) => i + 1) } },
    ],
    ["a preview asking for an empty file name", { intent: "preview-support", data: { filenames: [""] } }],
    ["no body", null],
  ])("refuses %s", (_what, body) => {
    expect(sectionActionRequestSchema.safeParse(body).success).toBe(false);
  });

  it("has one German message for an empty section name, for the browser and the server alike", () => {
    const empty = sectionNameSchema.safeParse("   ");
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0].message).toBe("Bitte einen Sektionsnamen eingeben.");
    expect(sectionNameSchema.safeParse(" Kopf ").data).toBe("Kopf");
  });
});
