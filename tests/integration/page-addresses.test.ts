// Pages at meaningful addresses (docs/decisions/0013-page-addresses-and-redirects.md). A new page at a chosen slug, a taken slug refused with the
// message of docs/product/pages-and-publishing.md, moves of a page with the pages below it (all or nothing), redirects that follow
// repeated moves without chains or loops, the sitemap, and the redirects editors add by hand.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase, type Queryable, type Transaction } from "#db/client.server";
import { pageRevisions, pages, pageSections, redirects } from "#db/schema";
import { contentChanged } from "~/core/content/content-version.server";
import { createPage, deletePage, PageValidationError } from "~/features/page-admin/page-admin.server";
import { currentRevision, listRevisions, restoreRevision, RevisionConflictError } from "~/core/revisions/page-history.server";
import { movePage, previewPageMove } from "~/features/page-admin/page-move.server";
import { createManualRedirect, deleteRedirect, RedirectValidationError } from "~/features/redirects/redirects.server";
import { createSection } from "~/features/sections/section-admin.server";
import { loader as sitemapLoader } from "~/routes/api/sitemap";
import { loader as publicPageLoader } from "~/routes/site/public-page";
import { loader as legacyRedirectLoader } from "~/routes/site/legacy-redirect";
import { loader as pageEditorLoader } from "~/routes/cms/page-editor";
import { testDatabases } from "./databases";

// The section editor's loader asks for staff; the rest of the file is visitors, whose checks stay real.
vi.mock("~/features/auth/viewer.server", async (original) => ({
  ...(await original<typeof import("~/features/auth/viewer.server")>()),
  requireStaff: async () => ({ id: "u-0", email: "redaktion0@auralis-medizintechnik.example", role: "editor" }),
}));

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-page-addresses-"));
process.env.PORT = "3000";
delete process.env.SITE_URL;

const SITE = "http://localhost:3000";
const editors = Array.from({ length: 6 }, (_, i) => ({ id: `u-${i}`, email: `redaktion${i}@auralis-medizintechnik.example` }));
const author = editors[0];

/** What an anonymous visitor's request for `address` answers: a redirect, a page, or 404. */
async function visit(address: string): Promise<{ status: number; location?: string; slug?: string }> {
  try {
    const view = (await publicPageLoader({ request: new Request(SITE + address), params: {}, context: {} } as never)) as { page: { slug: string } };
    return { status: 200, slug: view.page.slug };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") ?? undefined };
    const init = (thrown as { init?: ResponseInit }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

describe.each(testDatabases)("Seitenadressen und Weiterleitungen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;

  /** A write as the app does it (one transaction), then the caches learn of it like after writeContent. */
  async function write<T>(change: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await open.db.transaction(change);
    await contentChanged();
    return result;
  }
  const pageAt = async (slug: string) => (await open.db.select().from(pages).where(eq(pages.slug, slug)))[0];
  const snapshot = async (db: Queryable) => ({
    pages: await db.select({ id: pages.id, slug: pages.slug, parentSlug: pages.parentSlug }).from(pages).orderBy(pages.id),
    sections: await db.select({ id: pageSections.id, pageSlug: pageSections.pageSlug }).from(pageSections).orderBy(pageSections.id),
    revisions: await db
      .select({ id: pageRevisions.id, pageKey: pageRevisions.pageKey, revision: pageRevisions.revision })
      .from(pageRevisions)
      .orderBy(pageRevisions.id),
    redirects: await db.select().from(redirects).orderBy(redirects.id),
  });

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await open.db.insert(pages).values([
      { slug: "/", title: "Startseite", published: true },
      { slug: "/kontakt", title: "Kontakt", published: true },
      { slug: "/service", title: "Service", published: true },
    ]);
    await contentChanged();
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  it("creates a page at the slug the editor chose under the chosen parent", async () => {
    const { page } = await write((tx) =>
      createPage(tx, { title: "Anfahrt", parentSlug: "/kontakt", slugPart: "Anfahrt & Parken", published: true }, { author }),
    );
    expect(page).toMatchObject({ slug: "/kontakt/anfahrt-und-parken", parentSlug: "/kontakt", title: "Anfahrt", published: true });
    expect((await visit("/kontakt/anfahrt-und-parken")).status).toBe(200);
  });

  it("refuses a taken slug with the exact message, and a system address, creating nothing", async () => {
    const before = (await open.db.select({ n: count() }).from(pages))[0].n;
    const taken = await write((tx) => createPage(tx, { title: "Noch eine", parentSlug: "/kontakt", slugPart: "anfahrt-und-parken" }, { author })).catch(
      (e) => e,
    );
    expect(taken).toBeInstanceOf(PageValidationError);
    expect(taken.fieldErrors).toEqual({ slugPart: 'Slug "/kontakt/anfahrt-und-parken" existiert bereits' });
    // Another spelling of the same address is the same address (decision 0002).
    const variant = await write((tx) => createPage(tx, { title: "Kontakt", slugPart: "KONTAKT" }, { author })).catch((e) => e);
    expect(variant.fieldErrors).toEqual({ slugPart: 'Slug "/kontakt" existiert bereits' });
    const reserved = await write((tx) => createPage(tx, { title: "Login" }, { author })).catch((e) => e);
    expect(reserved.fieldErrors).toEqual({ slugPart: "Die Adresse /login gehört zum System und kann keine Seite sein." });
    expect((await open.db.select({ n: count() }).from(pages))[0].n).toBe(before);
  });

  it("moves a page with the pages below it, their sections and history, in one go", async () => {
    await write((tx) => createPage(tx, { title: "Schulungen", parentSlug: "/service", published: true }, { author }));
    await write((tx) => createPage(tx, { title: "Basiskurs", parentSlug: "/service/schulungen", published: true }, { author }));
    await write((tx) => createSection(tx, "/service/schulungen", { author, baseRevision: 1 }, { sectionName: "Einleitung", sectionType: "text" }));
    // A section stored under another spelling of the page's address moves too.
    await open.db.insert(pageSections).values({ pageSlug: "service/schulungen/basiskurs/", sectionName: "Variante", sectionType: "text" });
    const service = await pageAt("/service");
    const historyBefore = await listRevisions(open.db, "/service/schulungen");

    const preview = await previewPageMove(open.db, service.id, { parentSlug: null, slugPart: "Kundendienst" });
    expect(preview.map((c) => [c.from, c.to])).toEqual([
      ["/service", "/kundendienst"],
      ["/service/schulungen", "/kundendienst/schulungen"],
      ["/service/schulungen/basiskurs", "/kundendienst/schulungen/basiskurs"],
    ]);
    const base = await currentRevision(open.db, "/service");
    const moved = await write((tx) => movePage(tx, service.id, { parentSlug: null, slugPart: "Kundendienst" }, { author, baseRevision: base }));
    expect(moved.changes).toEqual(preview);

    expect((await pageAt("/kundendienst")).id).toBe(service.id);
    expect(await pageAt("/kundendienst/schulungen/basiskurs")).toMatchObject({ parentSlug: "/kundendienst/schulungen" });
    expect(await pageAt("/kundendienst/schulungen")).toMatchObject({ parentSlug: "/kundendienst" });
    expect(
      await open.db
        .select()
        .from(pages)
        .where(sql`${pages.slug} like '/service%'`),
    ).toEqual([]);
    const sections = await open.db.select({ pageSlug: pageSections.pageSlug, name: pageSections.sectionName }).from(pageSections).orderBy(pageSections.id);
    expect(sections).toEqual([
      { pageSlug: "/kundendienst/schulungen", name: "Einleitung" },
      { pageSlug: "/kundendienst/schulungen/basiskurs", name: "Variante" },
    ]);
    // The history follows the page: the old revisions plus the move, nothing left at the old key.
    const historyAfter = await listRevisions(open.db, "/kundendienst/schulungen");
    expect(historyAfter.slice(1).map((r) => r.summary)).toEqual(historyBefore.map((r) => r.summary));
    expect(historyAfter[0]).toMatchObject({ action: "move", summary: "Mit «Service» verschoben: /service/schulungen → /kundendienst/schulungen" });
    expect(await currentRevision(open.db, "/service/schulungen")).toBe(0);
    expect(await currentRevision(open.db, "/kundendienst")).toBe(moved.revision);

    // Every old address answers 301 with its new one, also spelled otherwise, query kept.
    expect(await visit("/service")).toEqual({ status: 301, location: "/kundendienst" });
    expect(await visit("/Service/Schulungen/?ref=alt")).toEqual({ status: 301, location: "/kundendienst/schulungen?ref=alt" });
    expect(await visit("/service/schulungen/basiskurs")).toEqual({ status: 301, location: "/kundendienst/schulungen/basiskurs" });
    expect(await visit("/kundendienst/schulungen/basiskurs")).toEqual({ status: 200, slug: "/kundendienst/schulungen/basiskurs" });
  });

  it("restoring a revision from before the move keeps the page at its new address", async () => {
    const page = await pageAt("/kundendienst/schulungen");
    await write((tx) => restoreRevision(tx, "/kundendienst/schulungen", 2, author));
    expect(await pageAt("/kundendienst/schulungen")).toMatchObject({ id: page.id, parentSlug: "/kundendienst" });
    const sections = await open.db
      .select({ pageSlug: pageSections.pageSlug })
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, "/kundendienst/schulungen"));
    expect(sections).toEqual([{ pageSlug: "/kundendienst/schulungen" }]);
    expect(await open.db.select().from(pageSections).where(eq(pageSections.pageSlugKey, "/service/schulungen"))).toEqual([]);
  });

  it("a failure half-way changes nothing", async () => {
    const page = await pageAt("/kundendienst");
    const before = await snapshot(open.db);
    // The last page of the move cannot be written: the database refuses it after the others moved.
    await open.db.execute(
      sql.raw(`create function refuse_basiskurs() returns trigger language plpgsql as $$
        begin
          if new.slug = '/hilfe/schulungen/basiskurs' then raise exception 'Testfehler mitten im Verschieben'; end if;
          return new;
        end $$`),
    );
    await open.db.execute(sql.raw("create trigger refuse_basiskurs before update on pages for each row execute function refuse_basiskurs()"));
    try {
      const base = await currentRevision(open.db, "/kundendienst");
      const attempt = write((tx) => movePage(tx, page.id, { parentSlug: null, slugPart: "hilfe" }, { author, baseRevision: base }));
      const error = (await attempt.catch((e) => e)) as Error & { cause?: Error };
      expect(error.cause?.message ?? error.message).toMatch(/Testfehler mitten im Verschieben/);
    } finally {
      await open.db.execute(sql.raw("drop trigger refuse_basiskurs on pages"));
      await open.db.execute(sql.raw("drop function refuse_basiskurs()"));
    }
    expect(await snapshot(open.db)).toEqual(before);
    expect(await visit("/service")).toEqual({ status: 301, location: "/kundendienst" });
  });

  it("moved twice (A→B→C): A and B both answer 301 with C, and the sitemap lists only C", async () => {
    const { page } = await write((tx) => createPage(tx, { title: "Aktion", slugPart: "aktion-a", published: true }, { author }));
    await write(async (tx) => movePage(tx, page.id, { slugPart: "aktion-b" }, { author, baseRevision: await currentRevision(tx, "/aktion-a") }));
    await write(async (tx) =>
      movePage(tx, page.id, { parentSlug: "/kontakt", slugPart: "aktion-c" }, { author, baseRevision: await currentRevision(tx, "/aktion-b") }),
    );
    expect(await visit("/aktion-a")).toEqual({ status: 301, location: "/kontakt/aktion-c" });
    expect(await visit("/aktion-b")).toEqual({ status: 301, location: "/kontakt/aktion-c" });
    expect(await visit("/kontakt/aktion-c")).toEqual({ status: 200, slug: "/kontakt/aktion-c" });
    const stored = await open.db
      .select({ source: redirects.sourcePath, target: redirects.targetPath })
      .from(redirects)
      .where(sql`${redirects.sourcePath} like '/aktion%'`)
      .orderBy(redirects.sourcePath);
    expect(stored).toEqual([
      { source: "/aktion-a", target: "/kontakt/aktion-c" },
      { source: "/aktion-b", target: "/kontakt/aktion-c" },
    ]);

    const sitemap = await (await sitemapLoader()).text();
    expect(sitemap).toContain(`<loc>${SITE}/kontakt/aktion-c</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/kundendienst/schulungen</loc>`);
    for (const old of ["/aktion-a", "/aktion-b", "/service"]) expect(sitemap).not.toContain(`<loc>${SITE}${old}<`);

    // And back to A: A is a page again (its redirect goes), B and C lead to A, nothing loops.
    await write(async (tx) => movePage(tx, page.id, { slugPart: "aktion-a" }, { author, baseRevision: await currentRevision(tx, "/kontakt/aktion-c") }));
    expect(await visit("/aktion-a")).toEqual({ status: 200, slug: "/aktion-a" });
    expect(await visit("/aktion-b")).toEqual({ status: 301, location: "/aktion-a" });
    expect(await visit("/kontakt/aktion-c")).toEqual({ status: 301, location: "/aktion-a" });
  });

  it("refuses a stale move and a move onto a taken address, changing nothing", async () => {
    const page = await pageAt("/aktion-a");
    const before = await snapshot(open.db);
    const stale = write((tx) => movePage(tx, page.id, { slugPart: "aktion-z" }, { author, baseRevision: 1 }));
    await expect(stale).rejects.toBeInstanceOf(RevisionConflictError);
    const base = await currentRevision(open.db, "/aktion-a");
    const taken = await write((tx) => movePage(tx, page.id, { slugPart: "kontakt" }, { author, baseRevision: base })).catch((e) => e);
    expect(taken.fieldErrors).toEqual({ slugPart: 'Slug "/kontakt" existiert bereits' });
    const missingParent = await write((tx) => movePage(tx, page.id, { parentSlug: "/gibt-es-nicht", slugPart: "x" }, { author, baseRevision: base })).catch(
      (e) => e,
    );
    expect(missingParent.fieldErrors).toEqual({ parentSlug: "Die gewählte übergeordnete Seite gibt es nicht (mehr)." });
    expect(await snapshot(open.db)).toEqual(before);
  });

  it("a page moved to where a deleted page was continues that address's history", async () => {
    const { page: old } = await write((tx) => createPage(tx, { title: "Früher", slugPart: "frueher" }, { author }));
    await write(async (tx) => deletePage(tx, old.id, { author, baseRevision: await currentRevision(tx, "/frueher") }));
    const { page } = await write((tx) => createPage(tx, { title: "Heute", slugPart: "heute" }, { author }));
    const moved = await write(async (tx) => movePage(tx, page.id, { slugPart: "frueher" }, { author, baseRevision: await currentRevision(tx, "/heute") }));
    expect(moved.revision).toBe(4);
    expect((await listRevisions(open.db, "/frueher")).map((r) => r.action)).toEqual(["move", "create", "delete", "create"]);
  });

  it("redirects added by hand: refusals, a 302, and a page created at the source wins", async () => {
    const refused = async (source: string, target: string, status = "301") => {
      const error = await write((tx) => createManualRedirect(tx, { source, target, status }, author)).catch((e) => e);
      expect(error, `${source} → ${target}`).toBeInstanceOf(RedirectValidationError);
      return (error as RedirectValidationError).fieldErrors;
    };
    const before = await open.db.select().from(redirects).orderBy(redirects.id);
    expect(await refused("/kontakt", "/aktion-a")).toEqual({ source: "Unter dieser Adresse gibt es eine Seite." });
    expect(await refused("/angebot", "/gibt-es-nicht")).toEqual({ target: "Unter der Zieladresse gibt es keine Seite." });
    expect(await refused("/angebot", "/angebot")).toEqual({ target: "Diese Weiterleitung würde im Kreis führen." });
    // /aktion-b already leads to /aktion-a (left behind by the moves above).
    expect(await refused("/aktion-b", "/aktion-a")).toEqual({ source: "Für diese Adresse gibt es bereits eine Weiterleitung." });
    expect(await refused("/cms/seiten", "/kontakt")).toEqual({ source: "Diese Adresse gehört zum System und kann nicht weitergeleitet werden." });
    expect(await open.db.select().from(redirects).orderBy(redirects.id)).toEqual(before);

    const made = await write((tx) => createManualRedirect(tx, { source: "/Angebot/", target: "/kontakt/", status: "302" }, author));
    expect(made).toMatchObject({ sourcePath: "/angebot", targetPath: "/kontakt", statusCode: 302, origin: "manual", createdBy: author.email });
    expect(await visit("/angebot")).toEqual({ status: 302, location: "/kontakt" });

    // The target moves: the hand-made redirect follows it.
    const contact = await pageAt("/kontakt");
    await write(async (tx) => movePage(tx, contact.id, { slugPart: "kontakt-neu" }, { author, baseRevision: await currentRevision(tx, "/kontakt") }));
    expect(await visit("/angebot")).toEqual({ status: 302, location: "/kontakt-neu" });
    expect(await visit("/kontakt/anfahrt-und-parken")).toEqual({ status: 301, location: "/kontakt-neu/anfahrt-und-parken" });

    // A new page at the source: the redirect ends, the page shows.
    await write((tx) => createPage(tx, { title: "Angebot", slugPart: "angebot", published: true }, { author }));
    expect(await open.db.select().from(redirects).where(eq(redirects.sourcePath, "/angebot"))).toEqual([]);
    expect(await visit("/angebot")).toEqual({ status: 200, slug: "/angebot" });

    // Deleted by hand: the old address is gone.
    const [fromMove] = await open.db.select().from(redirects).where(eq(redirects.sourcePath, "/aktion-b"));
    expect((await write((tx) => deleteRedirect(tx, fromMove.id)))?.id).toBe(fromMove.id);
    expect(await visit("/aktion-b")).toEqual({ status: 404 });
    expect(await write((tx) => deleteRedirect(tx, fromMove.id))).toBeNull();
  });

  it("of moves of one page from the same revision sent at once, exactly one wins", async () => {
    const { page } = await write((tx) => createPage(tx, { title: "Gleichzeitig", slugPart: "gleichzeitig", published: true }, { author }));
    const base = await currentRevision(open.db, page.slug);
    const results = await Promise.allSettled(
      editors.map((editor, i) => open.db.transaction((tx) => movePage(tx, page.id, { slugPart: `gleichzeitig-${i}` }, { author: editor, baseRevision: base }))),
    );
    await contentChanged();
    const won = results.flatMap((r, i) => (r.status === "fulfilled" ? [i] : []));
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(RevisionConflictError);
    const winner = `/gleichzeitig-${won[0]}`;
    expect((await open.db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, page.id)))[0].slug).toBe(winner);
    expect(await visit("/gleichzeitig")).toEqual({ status: 301, location: winner });
    expect(await currentRevision(open.db, winner)).toBe(base + 1);
  });
  it("an old site's address and a bookmarked section editor follow a moved page in one hop", async () => {
    await open.db.insert(pages).values({ slug: "/produkte/pflege", title: "Pflege", published: true });
    await contentChanged();
    const pflege = await pageAt("/produkte/pflege");
    const base = await currentRevision(open.db, "/produkte/pflege");
    await write((tx) => movePage(tx, pflege.id, { parentSlug: "/produkte", slugPart: "pflegebad" }, { author, baseRevision: base }));
    // the legacy address /pflege → /produkte/pflege (docs/product/public-site.md, "Legacy addresses"), which now lives at /produkte/pflegebad.
    const legacy = await legacyRedirectLoader({ request: new Request(`${SITE}/pflege?x=1`), params: {}, context: {} } as never);
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get("location")).toBe("/produkte/pflegebad?x=1");
    const editor = await pageEditorLoader({
      request: new Request(`${SITE}/cms/page-editor/produkte/pflege`),
      params: { "*": "produkte/pflege" },
      context: {},
    } as never).then(
      () => null,
      (thrown: Response) => thrown,
    );
    expect(editor?.status).toBe(302);
    expect(editor?.headers.get("location")).toBe("/cms/page-editor/produkte/pflegebad");
  });
});
