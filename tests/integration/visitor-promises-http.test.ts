// The two promises of issue 38 over HTTP (docs/decisions/0043-page-kind-and-approval-requirement.md,
// 0044-visitor-read-model.md): what an approver approved is what visitors see, and no German reaches a French or
// Italian page. Each way around them the "Why" lists is walked as the person would – signed in with a real
// account of their role through /api/auth, calling the endpoints the CMS screens call – on the whole server stack
// (tests/integration/security-stack.ts) of a freshly seeded site, once on PGlite and once on the Postgres server;
// and what an anonymous visitor then gets is asked over HTTP, through the page cache as a browser would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toZurichLocalInput } from "~/features/scheduling/zurich-time";
import { ADMIN, signInCookie, stackDatabases, startSecurityStack, type SecurityStack } from "./security-stack";

const PASSWORD = "Versprechen-Test-Passwort-1";
const PRODUCT = "/produkte/wellness/thermo-spa";
const FRENCH_PRODUCT = "/fr/produits/bien-etre-therapie/thermo-spa";
const FRENCH_BIRTH = "/fr/produits/naissance-post-partum";
const SERVICE = "/service";

type Person = "admin" | "editor" | "translator" | "approver";

interface LiveSection {
  id: number;
  sectionName: string;
  sectionType: string;
  contentHtml: string | null;
  isPublished: boolean;
  settings: Record<string, unknown>;
  mediaAssetIds: number[];
}
interface LiveEdit {
  revision: number;
  page: { id: number; slug: string };
  sections: LiveSection[];
}
interface Answer {
  status: number;
  body: {
    ok?: boolean;
    message?: string;
    fieldErrors?: Record<string, string>;
    data?: { pageId?: number; slug?: string; sectionId?: number; publishCheck?: { findings: { rule: string; severity: string; sectionName?: string | null }[] } };
  } & Record<string, unknown>;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A section's form values as the edit mode sends them, with some changed. */
function input(section: LiveSection, changes: Partial<LiveSection> & { publishAt?: string; unpublishAt?: string } = {}) {
  const { id: _id, ...merged } = { ...section, ...changes };
  return { ...merged, contentHtml: merged.contentHtml ?? "" };
}

describe.each(stackDatabases)("Was Besucher sehen, über HTTP, auf $name", ({ name }) => {
  let stack: SecurityStack;
  let url: string;
  const cookies = {} as Record<Person, string>;

  beforeAll(async () => {
    stack = await startSecurityStack({ database: name });
    url = stack.url;
    cookies.admin = await signInCookie(url, ADMIN.email, ADMIN.password);
    // The accounts as other HTTP tests make them (confirmed, with a password); the roles an administrator
    // then gives on the users screen, and the translator's languages.
    const { createConfirmedAccount } = await stack.load<typeof import("~/features/auth/first-admin.server")>("/app/features/auth/first-admin.server.ts");
    for (const person of ["editor", "translator", "approver"] as const) {
      const email = `${person}@auralis-medizintechnik.example`;
      const userId = await createConfirmedAccount({ email, password: PASSWORD, name: `Versprechen ${person}`, role: "editor" });
      if (person !== "editor") expect((await form("admin", "/cms/users.data", { intent: "set-role", userId, role: person })).status).toBe(200);
      if (person === "translator") {
        const languages = new URLSearchParams([["intent", "set-languages"], ["userId", userId], ["languages", "fr"], ["languages", "it"]]);
        expect((await send("admin", "/cms/users.data", languages)).status).toBe(200);
      }
      cookies[person] = await signInCookie(url, email, PASSWORD);
    }
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  async function send(who: Person, path: string, body: BodyInit, headers: Record<string, string> = {}) {
    return fetch(`${url}${path}`, { method: "POST", headers: { Cookie: cookies[who], Origin: url, ...headers }, body, redirect: "manual" });
  }
  async function json(who: Person, path: string, body: unknown): Promise<Answer> {
    const response = await send(who, path, JSON.stringify(body), { "Content-Type": "application/json", Accept: "application/json" });
    return { status: response.status, body: (await response.json()) as Answer["body"] };
  }
  /** A screen's form, posted as React Router posts it (`.data`). */
  async function form(who: Person, path: string, fields: Record<string, string>) {
    const response = await send(who, path, new URLSearchParams(fields));
    return { status: response.status, text: await response.text() };
  }
  async function liveEdit(who: Person, slug: string): Promise<LiveEdit> {
    const response = await fetch(`${url}/cms/api/live-edit?slug=${encodeURIComponent(slug)}`, { headers: { Cookie: cookies[who], Accept: "application/json" } });
    expect(response.status).toBe(200);
    return (await response.json()) as LiveEdit;
  }
  /** A section action of the edit mode. */
  const sectionAction = (who: Person, slug: string, body: unknown) => json(who, `/cms/api/live-edit?slug=${encodeURIComponent(slug)}`, body);
  /** A page action: the page list's, as the edit mode sends it (live-edit.ts, ?scope=page). */
  const pageAction = (who: Person, body: unknown) => json(who, "/cms/api/live-edit?scope=page", body);
  async function updateSection(who: Person, slug: string, pick: (s: LiveSection) => boolean, changes: (s: LiveSection) => Parameters<typeof input>[1]) {
    const live = await liveEdit(who, slug);
    const section = live.sections.find(pick)!;
    expect(section, slug).toBeDefined();
    return sectionAction(who, slug, { intent: "update", data: { sectionId: section.id, baseRevision: live.revision, input: input(section, changes(section)) } });
  }
  async function updatePage(who: Person, slug: string, updates: Record<string, unknown>) {
    const live = await liveEdit(who, slug);
    return pageAction(who, { intent: "update", data: { pageId: live.page.id, baseRevision: live.revision, updates } });
  }
  async function publish(who: Person, slug: string, publishAnyway = false) {
    const live = await liveEdit(who, slug);
    return pageAction(who, { intent: "toggle", data: { pageId: live.page.id, baseRevision: live.revision, published: true, publishAnyway } });
  }
  const pageIdOf = async (slug: string) => (await liveEdit("admin", slug)).page.id;
  const approvalSetting = async (slug: string, required: boolean | null) =>
    json("admin", "/cms/api/freigabe", { intent: "page-setting", pageId: await pageIdOf(slug), required });
  /** What an anonymous visitor gets. */
  async function visit(path: string) {
    const response = await fetch(`${url}${path}`);
    return { status: response.status, html: await response.text() };
  }

  it("an editor's text on a live product page is held back, the page's kind is not theirs to change, and approval switched on or off elsewhere publishes nothing", async () => {
    const approved = (await visit(PRODUCT)).html;
    expect(approved).toContain("Der Auftrieb des Wassers");
    const unreviewed = `Ungeprüfte Aussage ${stamp()}`;
    const saved = await updateSection("editor", PRODUCT, (s) => s.sectionName === "Bewegungstherapie", () => ({ contentHtml: `<p>${unreviewed}</p>` }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await visit(PRODUCT)).html).not.toContain(unreviewed);

    // The way around: switch the page to another kind, so it would need no approval, and publish.
    const kind = await updatePage("editor", PRODUCT, { kind: "section" });
    expect(kind.status).toBe(403);
    expect(kind.body.message).toContain("Seitentyp");
    const published = await publish("editor", PRODUCT);
    console.log("PUBLISH", published.status, JSON.stringify(published.body));
    expect(published.status, JSON.stringify(published.body)).not.toBe(200);
    expect((await visit(PRODUCT)).html).not.toContain(unreviewed);

    // An administrator sets 'Freigabe erforderlich' on an unrelated page, and switches this page's own setting off and on.
    expect((await approvalSetting("/ueber-uns", true)).status).toBe(200);
    expect((await visit(PRODUCT)).html).not.toContain(unreviewed);
    expect((await approvalSetting(PRODUCT, false)).status).toBe(200);
    expect((await visit(PRODUCT)).html).not.toContain(unreviewed);
    expect((await approvalSetting(PRODUCT, true)).status).toBe(200);
    const visitor = await visit(PRODUCT);
    expect(visitor.html).not.toContain(unreviewed);
    expect(visitor.html).toContain("Der Auftrieb des Wassers");
    // Each switch is in the 'Freigabe-Protokoll'.
    const log = await fetch(`${url}/cms/freigabe-protokoll/export.csv`, { headers: { Cookie: cookies.admin } });
    expect(log.status).toBe(200);
    const entries = await log.text();
    expect(entries).toContain(`Freigabe erforderlich;Über uns;/ueber-uns;Deutsch;`);
    expect(entries).toContain(`Freigabe nicht mehr erforderlich;Thermo Spa;${PRODUCT};Deutsch;`);
    expect(entries).toContain(`Freigabe erforderlich;Thermo Spa;${PRODUCT};Deutsch;`);
    expect((await approvalSetting(PRODUCT, null)).status).toBe(200);
    expect((await approvalSetting("/ueber-uns", null)).status).toBe(200);
  });

  it("a page an editor creates below a product category, or below a page that needs approval, is not live at once", async () => {
    for (const parentSlug of ["/produkte/wellness", "/ueber-uns"]) {
      if (parentSlug === "/ueber-uns") expect((await approvalSetting(parentSlug, true)).status).toBe(200);
      const created = await pageAction("editor", { intent: "create", data: { title: `Neue Seite ${stamp()}`, parentSlug, published: true } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const slug = created.body.data!.slug!;
      expect(slug.startsWith(`${parentSlug}/`)).toBe(true);
      expect((await visit(slug)).status, slug).toBe(404);
      expect((await visit("/sitemap.xml")).html).not.toContain(slug);
    }
    expect((await approvalSetting("/ueber-uns", null)).status).toBe(200);
  });

  it("the French product page is a product page (related products in French, og:type product); 'Neue Seite' takes only German parents", async () => {
    const thermoSpa = await visit(FRENCH_PRODUCT);
    expect(thermoSpa.status).toBe(200);
    expect(thermoSpa.html).toContain('<meta property="og:type" content="product"/>');
    // 'Autres produits': the French siblings, as the German page lists its German ones.
    const { html } = await visit(`${FRENCH_BIRTH}/contessa`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain('id="related-heading"');
    const related = html.slice(html.indexOf('id="related-heading"'));
    const links = [...related.slice(0, related.indexOf("</section>")).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${FRENCH_BIRTH}/`), link).toBe(true);

    const before = (await stack.query<{ n: number | string }>("select count(*) as n from pages"))[0].n;
    const refused = await pageAction("editor", { intent: "create", data: { title: "Nouvelle page", parentSlug: "/fr/produits" } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.parentSlug).toMatch(/deutsche Seite/);
    expect((await stack.query<{ n: number | string }>("select count(*) as n from pages"))[0].n).toBe(before);
  });
});
