import { describe, expect, it } from "vitest";
import { parseKindForm } from "./document-kind-form";

describe("the form of a document kind", () => {
  it("gives the key, the names that are filled in and the text-layer flag", () => {
    const parsed = parseKindForm({
      key: " montageanleitung ",
      name_de: " Montage\u00a0 anleitung ",
      name_fr: "Notice de montage",
      name_it: "",
      requiresTextLayer: "true",
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: { key: "montageanleitung", names: { de: "Montage anleitung", fr: "Notice de montage" }, requiresTextLayer: true },
    });
  });

  it("refuses a key that is no address part and a missing German name, keeping what was typed", () => {
    const parsed = parseKindForm({ key: "Montage Anleitung", name_fr: "Notice" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["key", "name_de"]);
    expect(parsed.values).toMatchObject({ key: "Montage Anleitung", name_fr: "Notice", requiresTextLayer: false });
  });
});
