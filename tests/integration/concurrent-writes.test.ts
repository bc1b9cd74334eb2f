// docs/decisions/0011-several-servers.md: of any number of writes to one page from the same base revision, sent at once, exactly one
// wins and every other is refused with the name of the winner. On a Postgres server the transactions
// really run side by side (the pool has several connections); PGlite runs them one after another.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase, Transaction } from "#db/client.server";
import { pages, pageSections } from "#db/schema";
import { currentRevision, restoreRevision, assertRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import { createPage, deletePage, setPagePublished, updatePage } from "~/features/page-admin/page-admin.server";
import {
  createSection,
  deleteSection,
  duplicateSection,
  moveSection,
  reorderSections,
  saveAllSections,
  setSectionPublished,
  updateSection,
} from "~/features/sections/section-admin.server";
import { testDatabases } from "./databases";

const editors = Array.from({ length: 8 }, (_, i) => ({ id: `u-${i}`, email: `editor${i}@auralis-medizintechnik.example` }));
type Editor = (typeof editors)[number];

describe.each(testDatabases)("Gleichzeitige Änderungen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let counter = 0;

  beforeAll(async () => {
    open = await openDb();
  });
  afterAll(async () => open?.close());

  /** A fresh page with three sections at revision 3; returns its slug and ids. */
  async function freshPage() {
    const slug = `/gleichzeitig-${++counter}`;
    const [page] = await open.db
      .insert(pages)
      .values({ slug, title: `Seite ${counter}`, published: true })
      .returning();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { section } = await open.db.transaction((tx) => createSection(tx, slug, { author: editors[0], baseRevision: i }));
      ids.push(section.id);
    }
    return { slug, pageId: page.id, ids, base: await currentRevision(open.db, slug) };
  }

  /** Runs one write per editor at once, all from `base`; returns the winners and the refused. */
  async function race(write: (tx: Transaction, editor: Editor, index: number) => Promise<unknown>) {
    const results = await Promise.allSettled(editors.map((editor, index) => open.db.transaction((tx) => write(tx, editor, index))));
    const won = results.flatMap((r, i) => (r.status === "fulfilled" ? [editors[i]] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as Error] : []));
    return { won, refused };
  }

  const cases: [string, (p: Awaited<ReturnType<typeof freshPage>>) => (tx: Transaction, editor: Editor, index: number) => Promise<unknown>][] = [
    [
      "section update",
      (p) => (tx, editor, i) =>
        updateSection(tx, p.ids[0], { sectionName: `Text ${i}`, sectionType: "text", contentHtml: `<p>${i}</p>` }, { author: editor, baseRevision: p.base }),
    ],
    ["section create", (p) => (tx, editor) => createSection(tx, p.slug, { author: editor, baseRevision: p.base })],
    ["section delete", (p) => (tx, editor, i) => deleteSection(tx, p.ids[i % 3], { author: editor, baseRevision: p.base })],
    ["section duplicate", (p) => (tx, editor) => duplicateSection(tx, p.ids[0], { author: editor, baseRevision: p.base }, "after-source")],
    ["section move", (p) => (tx, editor) => moveSection(tx, p.ids[1], "up", { author: editor, baseRevision: p.base })],
    ["section publish", (p) => (tx, editor, i) => setSectionPublished(tx, p.ids[0], i % 2 === 0, { author: editor, baseRevision: p.base })],
    ["reorder", (p) => (tx, editor) => reorderSections(tx, p.slug, [...p.ids].reverse(), { author: editor, baseRevision: p.base })],
    [
      "full save",
      (p) => (tx, editor, i) => saveAllSections(tx, p.slug, [{ sectionName: `Alles ${i}`, sectionType: "text" }], { author: editor, baseRevision: p.base }),
    ],
    [
      "restore",
      (p) => async (tx, editor) => {
        await assertRevision(tx, p.slug, p.base);
        return restoreRevision(tx, p.slug, 1, editor);
      },
    ],
    ["page dialog", (p) => (tx, editor, i) => updatePage(tx, p.pageId, { title: `Titel ${i}` }, { author: editor, baseRevision: p.base })],
    ["page status", (p) => (tx, editor, i) => setPagePublished(tx, p.pageId, i % 2 === 0, { author: editor, baseRevision: p.base })],
    ["page delete", (p) => (tx, editor) => deletePage(tx, p.pageId, { author: editor, baseRevision: p.base })],
  ];

  it.each(cases)("%s: exactly one wins, the others are refused naming the winner", async (_name, makeWrite) => {
    const page = await freshPage();
    const { won, refused } = await race(makeWrite(page));
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(editors.length - 1);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RevisionConflictError);
      expect(error.message).toContain(`von ${won[0].email} geändert`);
    }
    // One revision more than before: the winner's, and nobody else's on top of it.
    expect(await currentRevision(open.db, page.slug)).toBe(page.base + 1);
  });

  it("keeps the winner's text: nobody overwrites it silently", async () => {
    const page = await freshPage();
    const { won } = await race((tx, editor, i) =>
      updateSection(
        tx,
        page.ids[0],
        { sectionName: `Von ${editor.email}`, sectionType: "text", contentHtml: `<p>${i}</p>` },
        { author: editor, baseRevision: page.base },
      ),
    );
    const [row] = await open.db.select().from(pageSections).where(eq(pageSections.id, page.ids[0]));
    expect(row.sectionName).toBe(`Von ${won[0].email}`);
  });

  it("gives pages created at once each their own address", async () => {
    const { won, refused } = await race((tx, editor) => createPage(tx, {}, { author: editor }));
    expect(refused).toEqual([]);
    expect(won).toHaveLength(editors.length);
    const slugs = (await open.db.select({ slug: pages.slug }).from(pages)).map((p) => p.slug).filter((s) => s.startsWith("/neue-seite"));
    expect(new Set(slugs).size).toBe(editors.length);
  });
});
