// A page's kind ('Seitentyp': product page, product category, section page) and whether it needs
// 'Freigabe' (docs/decisions/0043-page-kind-and-approval-requirement.md), on the seeded site and both
// databases, through the screens' own actions: the kind is one fact per page and its language versions,
// changed by administrators only, never read from an address; the requirement is decided in one place,
// and switching it on or off never puts an unreviewed draft in front of visitors.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { approvalLog, pageLiveContent, pageRevisions, pages, pageSections } from "#db/schema";
import { seedDatabase } from "#db/seed/seed.server";
import { slugMatchKey } from "~/lib/slug";
import { contentChanged } from "~/core/content/content-version.server";
import { loadVisitorPage } from "~/features/visitor-site/page-view.server";
import { restoreRevision } from "~/core/revisions/page-history.server";
import { publicPageHead } from "~/features/pages/public-page.server";
import { loadSiteBasicsFrom } from "~/features/site-frame/site-frame.server";
import { duplicateSection } from "~/features/sections/section-admin.server";
import { action as pagesAction } from "~/routes/cms/pages";
import { action as approvalApi } from "~/routes/cms/approval-api";
import { action as settingsAction } from "~/routes/cms/global-settings";
import { answerOf } from "./action-answer";
import { testDatabases } from "./databases";

// The guard with the real access rules; who asks is named by a test header instead of a session.
const people = {
  editor: { id: "u-editor", email: "redaktion@auralis-medizintechnik.example", name: "Redaktion", role: "editor" },
  admin: { id: "u-admin", email: "admin@auralis-medizintechnik.example", name: "Admin", role: "admin" },
} as const;
type Person = keyof typeof people;
vi.mock("~/features/auth/viewer.server", async () => {
  const { can } = await import("~/core/access/access-control");
  const { data } = await import("react-router");
  const guard = (request: Request, operation: Parameters<typeof can>[1] = "cms.view") => {
    const who = people[(request.headers.get("x-test-person") ?? "editor") as Person];
    if (!can(who.role, operation)) throw data({ ok: false, message: "Dafür fehlen Ihnen die Berechtigungen." }, { status: 403 });
    return { ...who, emailVerified: true, twoFactorEnabled: false, sessionId: "s" };
  };
  return {
    requireOperation: async (request: Request, operation: Parameters<typeof can>[1]) => guard(request, operation),
    requireStaff: async (request: Request, operation?: Parameters<typeof can>[1]) => guard(request, operation),
    getViewer: async () => null,
  };
});

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-seitentyp-"));
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;
const SITE = "http://localhost:3000";

type Handler = (args: never) => Promise<unknown>;

function postJson(handler: Handler, screen: string, body: object, person: Person) {
  const request = new Request(`${SITE}${screen}`, {
    method: "POST",
    headers: { origin: SITE, "x-test-person": person, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return answerOf(() => handler({ request, params: {}, context: {} } as never));
}

function postForm(handler: Handler, screen: string, form: [string, string][], person: Person) {
  const request = new Request(`${SITE}${screen}`, { method: "POST", headers: { origin: SITE, "x-test-person": person }, body: new URLSearchParams(form) });
  return answerOf(() => handler({ request, params: {}, context: {} } as never));
}

const PRODUCT = "/produkte/wellness/thermo-spa";
const FRENCH_PRODUCT = "/fr/produits/bien-etre-therapie/thermo-spa";
const FRENCH_BIRTH = "/fr/produits/naissance-post-partum";

describe.each(testDatabases)("Seitentyp und Freigabepflicht auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await contentChanged();
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-seitentyp-medien-"));
    expect(await seedDatabase(open.db, { mediaDir })).toBe(true);
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const pageAt = async (slug: string) =>
    (
      await open.db
        .select()
        .from(pages)
        .where(eq(pages.slugKey, slugMatchKey(slug)))
    )[0];
  const revisionOf = async (slug: string) =>
    (
      await open.db
        .select({ revision: pageRevisions.revision })
        .from(pageRevisions)
        .where(eq(pageRevisions.pageKey, slugMatchKey(slug)))
    ).reduce((max, row) => Math.max(max, row.revision), 0);
  const visitorIntro = async (slug: string) => (await loadVisitorPage(open.db, slug))?.page.intro ?? null;
  const logOf = async (pageId: number) =>
    (await open.db.select().from(approvalLog).where(eq(approvalLog.pageId, pageId)).orderBy(asc(approvalLog.id))).map((e) => ({
      event: e.event,
      actor: e.actor,
      comment: e.comment,
    }));
  const update = async (slug: string, updates: object, person: Person) => {
    const page = await pageAt(slug);
    return postJson(pagesAction, "/cms/seiten", { intent: "update", data: { pageId: page.id, baseRevision: await revisionOf(slug), updates } }, person);
  };
  const publish = async (slug: string, person: Person = "editor") => {
    const page = await pageAt(slug);
    return postJson(pagesAction, "/cms/seiten", { intent: "toggle", data: { pageId: page.id, baseRevision: await revisionOf(slug), published: true } }, person);
  };
  const pageSetting = async (slug: string, required: boolean | null) =>
    postJson(approvalApi, "/cms/api/freigabe", { intent: "page-setting", pageId: (await pageAt(slug)).id, required }, "admin");

  it("an editor cannot change a page's kind: 403 in German, nothing written; an administrator changes it for every language version", async () => {
    const before = await pageAt(PRODUCT);
    const revision = await revisionOf(PRODUCT);
    const refused = await update(PRODUCT, { kind: "section" }, "editor");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ ok: false, message: expect.stringContaining("Seitentyp") as unknown });
    expect((await pageAt(PRODUCT)).kind).toBe("product");
    expect(await revisionOf(PRODUCT)).toBe(revision);
    expect({ ...(await pageAt(PRODUCT)), updatedAt: null }).toEqual({ ...before, updatedAt: null });
    // Anything but a kind is refused as bad input, by anyone.
    expect((await update(PRODUCT, { kind: "kampagne" }, "admin")).status).toBe(400);

    const page = "/produkte/geburt-und-wochenbett/generosa";
    const ok = await update(page, { kind: "section" }, "admin");
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    const versions = await open.db
      .select({ language: pages.language, kind: pages.kind })
      .from(pages)
      .where(eq(pages.translationKey, (await pageAt(page)).translationKey));
    expect(versions.length).toBeGreaterThan(1);
    expect(new Set(versions.map((v) => v.kind))).toEqual(new Set(["section"]));
    // And back, so the other tests see the seeded site.
    expect((await update(page, { kind: "product" }, "admin")).status).toBe(200);
  });

  it("a restore brings content back, never an old kind", async () => {
    const slug = "/service/wartung-und-reparatur";
    const before = await revisionOf(slug);
    expect((await update(slug, { kind: "category" }, "admin")).status).toBe(200);
    await open.db.transaction((tx) => restoreRevision(tx, slug, before, people.editor));
    expect((await pageAt(slug)).kind).toBe("category");
    expect((await update(slug, { kind: "section" }, "admin")).status).toBe(200);
  });

  it("turning approval off keeps what visitors saw until someone publishes; turning it on freezes what visitors saw, never the newest draft; both logged", async () => {
    const page = await pageAt(PRODUCT);
    const approved = await visitorIntro(PRODUCT);
    expect(await update(PRODUCT, { intro: "Ungeprüfte Aussage zur Therapie" }, "editor")).toMatchObject({ status: 200 });
    expect(await visitorIntro(PRODUCT)).toBe(approved);

    // Off for this page: nothing reaches visitors by itself, and the log says who switched it.
    expect((await pageSetting(PRODUCT, false)).status).toBe(200);
    expect(await visitorIntro(PRODUCT)).toBe(approved);
    expect((await logOf(page.id)).at(-1)).toMatchObject({ event: "not-required", actor: people.admin.email });
    // An administrator's switch on an unrelated page changes nothing here either.
    expect((await pageSetting("/service", true)).status).toBe(200);
    expect(await visitorIntro(PRODUCT)).toBe(approved);
    expect((await logOf((await pageAt("/service")).id)).at(-1)).toMatchObject({ event: "required", actor: people.admin.email });
    expect((await pageSetting("/service", null)).status).toBe(200);

    // On again before anyone published: visitors keep the approved copy, not the draft.
    expect((await pageSetting(PRODUCT, true)).status).toBe(200);
    expect(await visitorIntro(PRODUCT)).toBe(approved);
    expect((await logOf(page.id)).at(-1)).toMatchObject({ event: "required", actor: people.admin.email });

    // Off, and then someone publishes: now the rows are what visitors see.
    expect((await pageSetting(PRODUCT, false)).status).toBe(200);
    expect(await publish(PRODUCT)).toMatchObject({ status: 200 });
    expect(await visitorIntro(PRODUCT)).toBe("Ungeprüfte Aussage zur Therapie");
    expect((await logOf(page.id)).at(-1)).toMatchObject({ event: "published", actor: people.editor.email });
    // On again: what visitors see now is kept, a later edit waits for an approval.
    expect((await pageSetting(PRODUCT, null)).status).toBe(200);
    expect(await update(PRODUCT, { intro: "Noch eine ungeprüfte Aussage" }, "editor")).toMatchObject({ status: 200 });
    expect(await visitorIntro(PRODUCT)).toBe("Ungeprüfte Aussage zur Therapie");
  });

  it("the switch per page type keeps visitors' copies and logs each page it changes", async () => {
    const page = await pageAt("/produkte/pflege");
    const approved = await visitorIntro("/produkte/pflege");
    expect(await update("/produkte/pflege", { intro: "Kategorie ohne Freigabe geändert" }, "editor")).toMatchObject({ status: 200 });
    const save = (kinds: string[]) =>
      postForm(settingsAction, "/cms/global", [["intent", "save-approval-templates"], ...kinds.map((k): [string, string] => ["templates", k])], "admin");
    expect((await save(["product"])).status).toBe(200);
    expect(await visitorIntro("/produkte/pflege")).toBe(approved);
    expect((await logOf(page.id)).at(-1)).toMatchObject({ event: "not-required", actor: people.admin.email });
    expect((await logOf(page.id)).at(-1)?.comment).toContain("Produktkategorie");
    expect((await save(["product", "category"])).status).toBe(200);
    expect(await visitorIntro("/produkte/pflege")).toBe(approved);
    expect((await logOf(page.id)).at(-1)).toMatchObject({ event: "required" });
  });

  it("a page created below a product category is a product page; below a page that requires approval it needs approval too: a draft, even from the visual editor", async () => {
    const create = (title: string, parentSlug: string) =>
      postJson(pagesAction, "/cms/seiten", { intent: "create", data: { title, parentSlug, published: true } }, "editor");
    const product = await create("Neue Wanne", "/produkte/wellness");
    expect(product.status).toBe(200);
    expect(await pageAt("/produkte/wellness/neue-wanne")).toMatchObject({ kind: "product", published: false });

    // A category an administrator made outside /produkte: its pages are product pages as well.
    expect((await update("/service/schulungen", { kind: "category" }, "admin")).status).toBe(200);
    expect((await create("Schulungswanne", "/service/schulungen")).status).toBe(200);
    expect(await pageAt("/service/schulungen/schulungswanne")).toMatchObject({ kind: "product", published: false });
    expect((await update("/service/schulungen", { kind: "section" }, "admin")).status).toBe(200);

    // 'Freigabe erforderlich' on a section page holds for the pages below it.
    expect((await pageSetting("/ueber-uns", true)).status).toBe(200);
    expect((await create("Zertifikate neu", "/ueber-uns")).status).toBe(200);
    expect(await pageAt("/ueber-uns/zertifikate-neu")).toMatchObject({ kind: "section", published: false });
    expect((await pageSetting("/ueber-uns", null)).status).toBe(200);
    // Elsewhere a page from the visual editor goes live at once, as before.
    expect((await create("Offene Seite", "/kontakt")).status).toBe(200);
    expect(await pageAt("/kontakt/offene-seite")).toMatchObject({ kind: "section", published: true });
  });

  it("'Neue Seite' refuses a parent of another language with a German message and creates nothing", async () => {
    const count = async () => (await open.db.select({ id: pages.id }).from(pages)).length;
    const before = await count();
    const answer = await postJson(pagesAction, "/cms/seiten", { intent: "create", data: { title: "Nouvelle page", parentSlug: "/fr/produits" } }, "editor");
    expect(answer.status).toBe(400);
    expect((answer.body.fieldErrors as Record<string, string> | undefined)?.parentSlug).toMatch(/deutsche Seite/);
    expect(await count()).toBe(before);
  });

  it("product pages are product pages in every language: template, related products and og:type from the kind", async () => {
    await contentChanged();
    const german = await loadVisitorPage(open.db, "/produkte/wellness/whirlpool-relax");
    const french = await loadVisitorPage(open.db, FRENCH_PRODUCT);
    expect(german?.template).toBe("product");
    expect(french?.template).toBe("product");
    const head = await publicPageHead(french!);
    expect(head).toContainEqual({ property: "og:type", content: "product" });
    // 'Autres produits': the French siblings, as the German page lists its German ones.
    const contessa = await loadVisitorPage(open.db, `${FRENCH_BIRTH}/contessa`);
    expect(contessa?.related.length).toBeGreaterThan(0);
    expect(contessa?.related.every((r) => r.slug.startsWith(`${FRENCH_BIRTH}/`))).toBe(true);
  });

  it("the product navigation lists the categories by their kind, in every language", async () => {
    expect((await update("/service/schulungen", { kind: "category" }, "admin")).status).toBe(200);
    const basics = await loadSiteBasicsFrom(open.db);
    expect(basics.navigation.de.products.map((p) => p.href)).toContain("/service/schulungen");
    expect(basics.navigation.de.products.map((p) => p.href)).toContain("/produkte/wellness");
    expect(basics.navigation.fr.products.map((p) => p.href)).toContain("/fr/produits/bien-etre-therapie");
    expect((await update("/service/schulungen", { kind: "section" }, "admin")).status).toBe(200);
    const after = await loadSiteBasicsFrom(open.db);
    expect(after.navigation.de.products.map((p) => p.href)).not.toContain("/service/schulungen");
  });

  it("a section copied on a French product page is published like on the German one; the French birth category has the German one's two columns", async () => {
    const [section] = await open.db
      .select()
      .from(pageSections)
      .where(and(eq(pageSections.pageSlugKey, slugMatchKey(FRENCH_PRODUCT)), eq(pageSections.isPublished, true)))
      .orderBy(asc(pageSections.sectionOrder))
      .limit(1);
    await open.db.update(pageSections).set({ isPublished: false }).where(eq(pageSections.id, section.id));
    const { section: copy } = await open.db.transaction((tx) => duplicateSection(tx, section.id, { author: people.editor }, "after-source"));
    expect(copy.isPublished).toBe(true);

    const birth = await loadVisitorPage(open.db, FRENCH_BIRTH);
    const grids = birth!.blocks.filter((b) => b.kind === "teaser-grid");
    expect(grids.length).toBeGreaterThan(0);
    expect(grids.map((g) => (g.kind === "teaser-grid" ? g.columns : null))).toEqual(grids.map(() => 2));
  });

  it("every language version of a page has its group's kind", async () => {
    const rows = await open.db.select({ translationKey: pages.translationKey, kind: pages.kind }).from(pages);
    const kinds = new Map<string, Set<string>>();
    for (const row of rows) kinds.set(row.translationKey, (kinds.get(row.translationKey) ?? new Set()).add(row.kind));
    expect([...kinds.values()].filter((set) => set.size > 1)).toEqual([]);
    expect((await pageAt("/produkte/pflege")).kind).toBe("category");
    expect((await pageAt("/fr/produits/soins")).kind).toBe("category");
    expect((await pageAt("/produkte")).kind).toBe("section");
    // The seed keeps its categories under 'Freigabe', as its product pages: both kinds are switched on.
    expect(
      await open.db
        .select()
        .from(pageLiveContent)
        .where(eq(pageLiveContent.pageId, (await pageAt("/produkte/pflege")).id)),
    ).toHaveLength(1);
  });
});
