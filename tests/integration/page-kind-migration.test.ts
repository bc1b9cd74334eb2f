// Migration 0018 on both databases: a database of the schema before it (through 0017) holding pages of
// every kind the old rules read from the German address and the stored 'Seitentyp' (template), with
// language versions, revisions, an approved copy and per-page settings, is migrated. Every page then
// has one kind for its whole group, as today's rules made it; no page that needed 'Freigabe' stops
// needing it; a live page that needs it now keeps what visitors saw, logged; and the stored snapshots
// name the kind instead of the template (docs/decisions/0043-page-kind-and-approval-requirement.md).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, rowsOf, type OpenDatabase } from "#db/client.server";
import { approvalLog, globalSettings, pageApprovalSettings, pageLiveContent, pageRevisions, pages } from "#db/schema";
import { slugMatchKey } from "~/lib/slug";
import { testDatabases } from "./databases";

/** German address (with its French version's), stored template, published; the kind it must get. */
const fixture = [
  { slug: "/produkte", fr: "/fr/produits", template: "section", kind: "section" },
  { slug: "/produkte/pflege", fr: "/fr/produits/soins", template: "product", kind: "category" },
  // A category whose 'Seitentyp' an editor set to 'Sektionen': still a category (the navigation listed it).
  { slug: "/produkte/wellness", fr: null, template: "section", kind: "category" },
  // Deeper than /produkte/<x>: drawn as a product page whatever its template said.
  { slug: "/produkte/pflege/lifter", fr: "/fr/produits/soins/lifter", template: "section", kind: "product" },
  { slug: "/produkte/pflege/wanne", fr: "/fr/produits/soins/baignoire", template: "product", kind: "product" },
  // 'Produkt' outside /produkte was never drawn as one: a section page, which keeps its approval.
  { slug: "/service", fr: "/fr/service", template: "product", kind: "section" },
  { slug: "/kontakt", fr: "/fr/contact", template: "section", kind: "section" },
] as const;

describe.each(testDatabases)("Seitentyp aus der Adresse abgeleitet (Migration 0018) auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const ids = new Map<string, number>();
  const keys = new Map<string, string>();

  beforeAll(async () => {
    open = await openDb({ throughMigration: "0017_one_call_to_action" });
    // ---- The data as the code before 0018 stored it (raw SQL: the pages table still has its template) ----
    await open.db.execute(sql`insert into global_settings (id, languages, approval_templates) values (1, '{de,fr}', '{product}')`);
    for (const page of fixture) {
      const parent = page.slug.split("/").length > 2 ? page.slug.slice(0, page.slug.lastIndexOf("/")) : null;
      const [german] = await rowsOf<{ id: number; translation_key: string }>(
        open.db,
        sql`insert into pages (slug, title, template, published, parent_slug, language) values (${page.slug}, ${`Titel ${page.slug}`}, ${page.template}, true, ${parent}, 'de') returning id, translation_key`,
      );
      ids.set(page.slug, german.id);
      keys.set(page.slug, german.translation_key);
      if (page.fr) {
        const frParent = page.fr.slice(0, page.fr.lastIndexOf("/"));
        const [french] = await rowsOf<{ id: number }>(
          open.db,
          sql`insert into pages (slug, title, template, published, parent_slug, language, translation_key) values (${page.fr}, ${`Titre ${page.fr}`}, ${page.template}, true, ${frParent}, 'fr', ${german.translation_key}::uuid) returning id`,
        );
        ids.set(page.fr, french.id);
      }
    }
    // A revision of every page, its snapshot as recordRevision wrote it (the template among the page's fields).
    await open.db.execute(sql`
      insert into page_revisions (page_key, revision, action, summary, snapshot)
      select slug_key, 1, 'create', 'erstellt', jsonb_build_object('page', jsonb_build_object('id', id, 'slug', slug, 'title', title, 'template', template,
        'language', language, 'translationKey', translation_key, 'published', published, 'intro', 'Besucher sehen das'), 'sections', '[]'::jsonb)
      from pages`);
    // A deleted page's history: its last snapshot still names the template.
    await open.db.execute(sql`
      insert into page_revisions (page_key, revision, action, summary, snapshot)
      values ('/produkte/pflege/alt', 1, 'delete', 'gelöscht', jsonb_build_object('page', null, 'sections', '[]'::jsonb)),
             ('/produkte/pflege/alt', 0, 'create', 'erstellt', '{"page": {"slug": "/produkte/pflege/alt", "title": "Alt", "template": "section", "language": "de", "translationKey": "6f1c4f9e-0000-4000-8000-000000000001"}, "sections": []}'::jsonb)`);
    // The category was live when approval became required: visitors see its copy, staff edit the rows.
    await open.db.execute(sql`
      insert into page_live_content (page_id, revision, snapshot)
      select id, 1, jsonb_build_object('page', jsonb_build_object('id', id, 'slug', slug, 'title', 'Freigegeben', 'template', 'product', 'translationKey', translation_key), 'sections', '[]'::jsonb)
      from pages where slug = '/produkte/pflege'`);
    // The contact page needs no approval, set by an administrator for it alone; a page below it has no setting.
    await open.db.execute(
      sql`insert into page_approval_settings (translation_key, required, changed_by) values (${keys.get("/kontakt")}::uuid, false, 'admin@auralis.example')`,
    );

    await migrateDatabase(open);
  });
  afterAll(async () => open?.close());

  const pageRow = async (slug: string) =>
    (
      await open.db
        .select()
        .from(pages)
        .where(sql`${pages.slug} = ${slug}`)
    )[0];

  it("gives every page its group's kind, as the old rules drew it", async () => {
    for (const page of fixture) {
      expect((await pageRow(page.slug)).kind, page.slug).toBe(page.kind);
      if (page.fr) expect((await pageRow(page.fr)).kind, page.fr).toBe(page.kind);
    }
    const columns = await rowsOf<{ column_name: string }>(open.db, sql`select column_name from information_schema.columns where table_name = 'pages'`);
    expect(columns.map((c) => c.column_name)).not.toContain("template");
  });

  it("keeps every page's approval: categories as product pages were, a product 'Seitentyp' outside /produkte by a setting of its own", async () => {
    const [settings] = await open.db.select({ kinds: globalSettings.approvalKinds }).from(globalSettings);
    expect([...settings.kinds].sort()).toEqual(["category", "product"]);
    const [service] = await open.db
      .select()
      .from(pageApprovalSettings)
      .where(sql`${pageApprovalSettings.translationKey} = ${keys.get("/service")}::uuid`);
    expect(service).toMatchObject({ required: true, changedBy: "Migration 0018" });
    // The contact page's own setting is untouched.
    const [contact] = await open.db
      .select()
      .from(pageApprovalSettings)
      .where(sql`${pageApprovalSettings.translationKey} = ${keys.get("/kontakt")}::uuid`);
    expect(contact.required).toBe(false);
  });

  it("a live page that needs approval only now keeps what visitors saw, and the log says so; a page that needed it keeps its copy", async () => {
    const live = new Map((await open.db.select().from(pageLiveContent)).map((row) => [row.pageId, row]));
    // The former section-template product page and its French version: frozen as visitors saw them.
    for (const slug of ["/produkte/pflege/lifter", "/fr/produits/soins/lifter", "/produkte/wellness"]) {
      const row = live.get(ids.get(slug)!);
      expect(row, slug).toMatchObject({ requestId: null, revision: 1 });
      expect(row!.snapshot.page?.intro, slug).toBe("Besucher sehen das");
      const log = await open.db
        .select()
        .from(approvalLog)
        .where(sql`${approvalLog.pageId} = ${ids.get(slug)!}`);
      expect(
        log.map((e) => [e.event, e.actor]),
        slug,
      ).toEqual([["required", "Migration 0018"]]);
    }
    expect(live.get(ids.get("/produkte/pflege")!)?.snapshot.page?.title).toBe("Freigegeben");
    // Pages that needed approval already, or need none, got nothing new.
    for (const slug of ["/produkte/pflege", "/produkte/pflege/wanne", "/service", "/kontakt", "/produkte"]) {
      expect(
        await open.db
          .select()
          .from(approvalLog)
          .where(sql`${approvalLog.pageId} = ${ids.get(slug)!}`),
        slug,
      ).toEqual([]);
    }
    expect(live.has(ids.get("/kontakt")!)).toBe(false);
    expect(live.has(ids.get("/produkte")!)).toBe(false);
  });

  it("the stored snapshots name the kind, not the template: revisions, a deleted page's history and the approved copy", async () => {
    const revisions = await open.db.select().from(pageRevisions);
    for (const row of revisions) {
      if (!row.snapshot.page) continue;
      expect(row.snapshot.page, row.pageKey).not.toHaveProperty("template");
      expect(row.snapshot.page.kind, row.pageKey).toBeTypeOf("string");
    }
    const of = (slug: string) => revisions.find((r) => r.pageKey === slugMatchKey(slug) && r.revision === 1)!.snapshot.page!;
    expect(of("/fr/produits/soins/lifter").kind).toBe("product");
    expect(of("/produkte/pflege").kind).toBe("category");
    expect(revisions.find((r) => r.pageKey === "/produkte/pflege/alt" && r.revision === 0)!.snapshot.page!.kind).toBe("product");
    const [copy] = await open.db
      .select()
      .from(pageLiveContent)
      .where(sql`${pageLiveContent.pageId} = ${ids.get("/produkte/pflege")!}`);
    expect(copy.snapshot.page).toMatchObject({ kind: "category" });
    expect(copy.snapshot.page).not.toHaveProperty("template");
  });
});
