import { describe, expect, it } from "vitest";
import { diffAssetIds, diffSnapshots, htmlToWords } from "./approval-diff";
import { sameContent } from "./approval-rules";

const page = { id: 1, slug: "/p", title: "Pflegebett", metaTitle: "Pflegebett", heroAssetId: 3, published: true, updatedAt: "2026-01-01" };
const hero = {
  id: 10,
  translationKey: "k-hero",
  sectionName: "Kopf",
  sectionType: "hero",
  sectionOrder: 0,
  isPublished: true,
  contentHtml: "",
  settings: { title: "Sicher und leise" },
};
const text = {
  id: 11,
  translationKey: "k-text",
  sectionName: "Text",
  sectionType: "text",
  sectionOrder: 1,
  isPublished: true,
  contentHtml: "<p>Für die Pflege zu Hause.</p>",
  settings: {},
};

describe("what a submission changes against the live version", () => {
  it("compares texts word by word, names pictures and shared fields, and leaves unchanged sections out", () => {
    const live = { page, sections: [hero, text] };
    const next = {
      page: { ...page, title: "Pflegebett Plus", heroAssetId: 4, published: false, updatedAt: "2026-02-01" },
      sections: [{ ...hero, settings: { title: "Sicher und sehr leise" } }, text],
    };
    const diff = diffSnapshots(live, next);
    // Publishing and bookkeeping are not what the approver judges.
    expect(diff.page.map((f) => f.key)).toEqual(["title", "heroAssetId"]);
    expect(diff.page[0].parts?.map((p) => `${p.added ? "+" : p.removed ? "-" : "="}${p.value.trim()}`)).toEqual(["=Pflegebett", "+Plus"]);
    expect(diff.page[1]).toMatchObject({ kind: "picture", shared: true, beforeAssets: [3], afterAssets: [4] });
    expect(diffAssetIds(diff)).toEqual([3, 4]);
    expect(diff.sections).toHaveLength(1);
    const [changed] = diff.sections;
    expect(changed).toMatchObject({ name: "Kopf", status: "changed" });
    expect(changed.fields[0].parts?.filter((p) => p.added).map((p) => p.value.trim())).toEqual(["sehr"]);
    expect(diff.unchanged).toBe(1);
  });

  it("names added, removed and moved sections; a page never live is all new", () => {
    const live = { page, sections: [hero, text] };
    const next = {
      page,
      sections: [
        { ...text, sectionOrder: 0 },
        { ...hero, id: 12, translationKey: "k-new", sectionName: "Neu", sectionOrder: 1 },
      ],
    };
    const statuses = diffSnapshots(live, next).sections.map((s) => `${s.name}:${s.status}`);
    expect(statuses).toEqual(["Text:moved", "Neu:added", "Kopf:removed"]);
    expect(diffSnapshots(null, next).sections.every((s) => s.status === "added")).toBe(true);
  });

  it("leaves out the translation's bookkeeping: marking a field current ('Keine Anpassung nötig') neither voids nor shows", () => {
    const live = { page: { ...page, sourceRevision: 3, fieldSourceRevisions: { title: 3 } }, sections: [{ ...hero, fieldSourceRevisions: {} }, text] };
    const marked = {
      page: { ...page, sourceRevision: 5, fieldSourceRevisions: { title: 5 }, untranslated: [] },
      sections: [{ ...hero, fieldSourceRevisions: { "settings.title": 5 } }, text],
    };
    expect(sameContent(live, marked)).toBe(true);
    expect(diffSnapshots(live, marked)).toMatchObject({ page: [], sections: [] });
    // A translated word is content again.
    const translated = { ...marked, page: { ...marked.page, title: "Lit de soins" } };
    expect(sameContent(live, translated)).toBe(false);
    expect(diffSnapshots(live, translated).page.map((f) => f.key)).toEqual(["title"]);
  });

  it("reads the visible words of HTML", () => {
    expect(htmlToWords("<p>Eins &amp; zwei</p><p>drei</p>")).toBe("Eins & zwei drei");
  });
});
