// The 'Veröffentlichungs-Check' of many pages at once (the page list of a large site)
// loads sections, library files and linked addresses once for all of them. Its findings must be the
// ones each page gets on its own, and the page list shows counts for every listed page at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArray } from "drizzle-orm";
import type { OpenDatabase } from "#db/client.server";
import { mediaAssets, pageCheckResults, pages, pageSections, redirects, type Page } from "#db/schema";
import {
  CHECK_BEFORE_ANSWER,
  checkPage,
  checkPages,
  currentCheckCounts,
  listCheckCounts,
  refreshCheckCounts,
} from "~/features/publish-check/publish-check.server";
import { testDatabases } from "./databases";

describe.each(testDatabases)("Veröffentlichungs-Check mehrerer Seiten auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let checked: Page[];

  beforeAll(async () => {
    open = await openDb();
    const [withoutAlt, withAlt] = await open.db
      .insert(mediaAssets)
      .values([
        { filename: "ohne-alt.webp", mimeType: "image/webp", width: 1200, height: 800, altText: "" },
        { filename: "mit-alt.webp", mimeType: "image/webp", width: 1200, height: 800, altText: "Wanne im Bad" },
      ])
      .returning();
    await open.db.insert(pages).values([
      { slug: "/ziel", title: "Ziel", published: true },
      { slug: "/entwurf", title: "Entwurf", published: false },
      // The target of a legacy address (app/features/pages/legacy-redirects.ts), taken offline.
      { slug: "/produkte/pflege", title: "Pflege", published: false },
    ]);
    await open.db.insert(redirects).values({ sourcePath: "/frueher", targetPath: "/ziel", origin: "manual" });
    const section = (pageSlug: string, sectionOrder: number, sectionType: string, settings: Record<string, unknown>, isPublished = true) => ({
      pageSlug,
      sectionName: `Teil ${sectionOrder}`,
      sectionType,
      sectionOrder,
      settings,
      isPublished,
    });
    checked = await open.db
      .insert(pages)
      .values([
        { slug: "/a", title: "A", published: false, metaTitle: "Seite A", metaDescription: "Kurz." },
        { slug: "/b", title: "B", published: true },
        { slug: "/c", title: "C", published: false, metaTitle: "Seite C", metaDescription: "Kurz." },
        {
          slug: "/d",
          title: "D",
          published: true,
          contentHtml: '<h1>D</h1><p><a href="/entwurf">Entwurf</a> <img src="/media/ohne-alt.webp"></p>',
        },
      ])
      .returning();
    await open.db.insert(pageSections).values([
      // A: a picture by file name without alt text; a link through a redirect to a published page.
      section("/a", 0, "hero", { title: "A", image: "ohne-alt.webp" }),
      section("/a", 1, "cta", { title: "Weiter", primaryButtonText: "Früher", primaryButtonUrl: "/frueher" }),
      // B: links to nowhere, to an address served by code, through a legacy address to an offline page.
      section("/b", 0, "hero", { title: "B", image: `asset:${withAlt.id}` }),
      section("/b", 1, "cta", { title: "Weg", primaryButtonText: "Weg", primaryButtonUrl: "/gibt-es-nicht" }),
      section("/b", 2, "cta", { title: "CMS", primaryButtonText: "CMS", primaryButtonUrl: "/cms" }),
      section("/b", 3, "cta", { title: "Alt", primaryButtonText: "Alt", primaryButtonUrl: "/pflege" }),
      // C: A's picture by id (its alt text missing), and a draft section that visitors do not see.
      section("/c", 0, "hero", { title: "C", image: `asset:${withoutAlt.id}` }),
      section("/c", 1, "cta", { title: "Entwurf", primaryButtonText: "E", primaryButtonUrl: "/entwurf" }, false),
      section("/c", 2, "text", {}),
      // A file name in other letter case is not the library's file (B loads that one, by id).
      section("/c", 3, "image_text", { title: "Bild", image: "Mit-Alt.webp" }),
    ]);
  });
  afterAll(async () => open?.close());

  const summary = (report: Awaited<ReturnType<typeof checkPage>>) => report.findings.map((f) => `${f.severity} ${f.rule} ${f.sectionName} ${f.field}`);

  it("finds for each page what it finds when checking the page alone", async () => {
    const together = await checkPages(open.db, checked);
    const alone = [];
    for (const page of checked) alone.push(await checkPage(open.db, page));
    expect(together).toEqual(alone);
    const bySlug = Object.fromEntries(together.map((r) => [r.slug, summary(r)]));
    expect(bySlug["/a"]).toEqual(["error alt-text Teil 0 imageAlt"]);
    expect(bySlug["/b"]).toEqual([
      "error meta Seite metaTitle",
      "error link Teil 1 primaryButtonUrl",
      "error link Teil 3 primaryButtonUrl",
      "hint meta Seite metaDescription",
    ]);
    expect(bySlug["/c"]).toEqual(["error alt-text Teil 0 imageAlt", "error alt-text Teil 3 imageAlt", "hint empty-section Teil 2 title"]);
    expect(bySlug["/d"]).toEqual([
      "error meta Seite metaTitle",
      "error alt-text Seite contentHtml",
      "error link Seite contentHtml",
      "hint meta Seite metaDescription",
    ]);
  });

  it("gives the page list counts for every listed page on its first load, and stores them", async () => {
    const more = await open.db
      .insert(pages)
      .values(Array.from({ length: 16 }, (_, i) => ({ slug: `/liste-${i}`, title: `Liste ${i}`, published: true })))
      .returning();
    const listed = [...checked, ...more];
    const ids = listed.map((p) => p.id);
    await open.db.delete(pageCheckResults).where(inArray(pageCheckResults.pageId, ids));
    const counts = await refreshCheckCounts(
      open.db,
      ids.map((id) => ({ id, revision: 0 })),
    );
    const byId = (entries: [number, unknown][]) => entries.sort((x, y) => x[0] - y[0]);
    const expected = (await checkPages(open.db, listed)).map((r): [number, unknown] => [r.pageId, { errors: r.errors, hints: r.hints }]);
    expect(byId([...counts.entries()])).toEqual(byId(expected));
    const stored = await open.db.select().from(pageCheckResults).where(inArray(pageCheckResults.pageId, ids));
    expect(byId(stored.map((row) => [row.pageId, { errors: row.errors, hints: row.hints, revision: row.revision }]))).toEqual(
      byId(expected.map(([id, c]) => [id, { ...(c as object), revision: 0 }])),
    );
  });

  // A list of many never-checked pages (an import, a generated site) answers at once.
  it("lets the list check a few changed pages before it answers, and leaves many to be asked for", async () => {
    const fresh = await open.db
      .insert(pages)
      .values(Array.from({ length: CHECK_BEFORE_ANSWER + 1 }, (_, i) => ({ slug: `/frisch-${i}`, title: `Frisch ${i}`, published: true })))
      .returning();
    const ids = fresh.map((p) => p.id);
    const storedCount = async () => (await open.db.select().from(pageCheckResults).where(inArray(pageCheckResults.pageId, ids))).length;

    const many = await listCheckCounts(
      open.db,
      ids.map((id) => ({ id, revision: 0 })),
    );
    expect(many.pending.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(many.counts.size).toBe(0);
    expect(await storedCount()).toBe(0);

    const few = await listCheckCounts(
      open.db,
      ids.slice(0, CHECK_BEFORE_ANSWER).map((id) => ({ id, revision: 0 })),
    );
    expect(few.pending).toEqual([]);
    expect(few.counts.size).toBe(CHECK_BEFORE_ANSWER);
    expect(await storedCount()).toBe(CHECK_BEFORE_ANSWER);
  });

  it("gives the counts a list asks for at the pages' newest revision, checking only what is missing", async () => {
    const asked = [...checked.map((p) => p.id), 999_999];
    await open.db.delete(pageCheckResults).where(inArray(pageCheckResults.pageId, [checked[0].id]));
    const counts = await currentCheckCounts(open.db, asked);
    const expected = await checkPages(open.db, checked);
    // A page that does not exist (deleted meanwhile) is left out.
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(checked.map((p) => p.id).sort((a, b) => a - b));
    for (const report of expected) expect(counts.get(report.pageId)).toEqual({ errors: report.errors, hints: report.hints });
    const [stored] = await open.db
      .select()
      .from(pageCheckResults)
      .where(inArray(pageCheckResults.pageId, [checked[0].id]));
    const first = expected.find((report) => report.pageId === checked[0].id)!;
    expect(stored).toMatchObject({ errors: first.errors, hints: first.hints, revision: 0 });
  });
});
