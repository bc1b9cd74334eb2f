import { describe, expect, it } from "vitest";
import { clearDraft, readDrafts, writeDraft } from "./drafts";

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const values = { sectionName: "Hero", sectionType: "hero", contentHtml: "", isPublished: true, settings: { title: "Neu" }, mediaAssetIds: [] };

describe("Ungespeicherte Änderungen im Browser", () => {
  it("keeps a draft per page and section until it is cleared", () => {
    const store = memoryStore();
    writeDraft(store, "/kontakt", 7, { values, baseRevision: 3, at: 1 });
    writeDraft(store, "/kontakt", 9, { values: { ...values, sectionName: "B" }, baseRevision: 3, at: 2 });
    writeDraft(store, "/service", 7, { values, baseRevision: 1, at: 3 });
    expect(Object.keys(readDrafts(store, "/kontakt"))).toEqual(["7", "9"]);
    expect(readDrafts(store, "/kontakt")[7]).toEqual({ values, baseRevision: 3, at: 1 });
    clearDraft(store, "/kontakt", 7);
    expect(Object.keys(readDrafts(store, "/kontakt"))).toEqual(["9"]);
    clearDraft(store, "/kontakt", 9);
    expect(store.data.has("cms-edit-drafts:/kontakt")).toBe(false);
    expect(Object.keys(readDrafts(store, "/service"))).toEqual(["7"]);
  });

  it("ignores broken or foreign data instead of failing", () => {
    const store = memoryStore();
    store.setItem("cms-edit-drafts:/x", "{kaputt");
    expect(readDrafts(store, "/x")).toEqual({});
    store.setItem(
      "cms-edit-drafts:/x",
      JSON.stringify({ 4: { values: { sectionName: 1 } }, abc: { values, baseRevision: 1, at: 1 }, 5: { values, baseRevision: 2, at: 9 } }),
    );
    expect(Object.keys(readDrafts(store, "/x"))).toEqual(["5"]);
  });

  it("survives a storage that refuses writes", () => {
    const store = {
      ...memoryStore(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => writeDraft(store, "/x", 1, { values, baseRevision: 1, at: 1 })).not.toThrow();
  });
});
