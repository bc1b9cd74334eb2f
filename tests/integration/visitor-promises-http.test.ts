// The two promises over HTTP (docs/decisions/0043-page-kind-and-approval-requirement.md, 0044-visitor-read-model.md):
// what an approver approved is what visitors see, and no German reaches a French or Italian page. Each way around
// them that those decisions' "Context" lists is walked as the person would – signed in with a real
// account of their role through /api/auth, calling the endpoints the CMS screens call – on the whole server stack
// (tests/integration/security-stack.ts) of a freshly seeded site, once on PGlite and once on the Postgres server;
// and what an anonymous visitor then gets is asked over HTTP, through the page cache as a browser would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEditData, LiveSection } from "~/features/edit-mode/live-edit-client";
import { toZurichLocalInput } from "~/features/scheduling/zurich-time";
import type { SectionFormInput } from "~/features/sections/editor/section-action-contract";
import { ADMIN, signInCookie, stackDatabases, startSecurityStack, type SecurityStack } from "./security-stack";

const PASSWORD = "Versprechen-Test-Passwort-1";
const PRODUCT = "/produkte/wellness/thermo-spa";
const FRENCH_PRODUCT = "/fr/produits/bien-etre-therapie/thermo-spa";
const FRENCH_BIRTH = "/fr/produits/naissance-post-partum";
const SERVICE = "/service";

type Person = "admin" | "editor" | "translator" | "approver";

interface Answer {
  status: number;
  body: {
    ok?: boolean;
    message?: string;
    fieldErrors?: Record<string, string>;
    data?: {
      pageId?: number;
      slug?: string;
      sectionId?: number;
      publishCheck?: { findings: { rule: string; severity: string; sectionName?: string | null }[] };
    };
  } & Record<string, unknown>;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A section's form values as the edit mode sends them, with some changed. */
function input(section: LiveSection, changes: Partial<SectionFormInput> = {}): SectionFormInput {
  const { sectionName, sectionType, contentHtml, isPublished, settings, mediaAssetIds } = section;
  return { sectionName, sectionType, contentHtml: contentHtml ?? "", isPublished, settings, mediaAssetIds, ...changes };
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
        const languages = new URLSearchParams([
          ["intent", "set-languages"],
          ["userId", userId],
          ["languages", "fr"],
          ["languages", "it"],
        ]);
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
  /** The edit mode's view of a page (its sections, revision and row). */
  async function liveEdit(who: Person, slug: string) {
    const response = await fetch(`${url}/cms/api/live-edit?slug=${encodeURIComponent(slug)}`, {
      headers: { Cookie: cookies[who], Accept: "application/json" },
    });
    expect(response.status).toBe(200);
    const live = (await response.json()) as LiveEditData;
    expect(live.page, slug).not.toBeNull();
    return { ...live, page: live.page! };
  }
  /** A section action of the edit mode. */
  const sectionAction = (who: Person, slug: string, body: unknown) => json(who, `/cms/api/live-edit?slug=${encodeURIComponent(slug)}`, body);
  /** A page action: the page list's, as the edit mode sends it (live-edit.ts, ?scope=page). */
  const pageAction = (who: Person, body: unknown) => json(who, "/cms/api/live-edit?scope=page", body);
  async function updateSection(who: Person, slug: string, pick: (s: LiveSection) => boolean, changes: (s: LiveSection) => Parameters<typeof input>[1]) {
    const live = await liveEdit(who, slug);
    const section = live.sections.find(pick)!;
    expect(section, slug).toBeDefined();
    return sectionAction(who, slug, {
      intent: "update",
      data: { sectionId: section.id, baseRevision: live.revision, input: input(section, changes(section)) },
    });
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
  /** The upload on the 'Übersetzungen' screen; its report. */
  async function importXliff(who: Person, xml: string) {
    const body = new FormData();
    body.set("file", new Blob([xml], { type: "application/x-xliff+xml" }), "agentur.xlf");
    const response = await send(who, "/cms/uebersetzungen/xliff-import", body, { Accept: "application/json" });
    const report = (await response.json()) as { written: { slug: string }[]; stale: unknown[]; conflicts: Record<string, unknown>[]; errors: unknown[] };
    expect(response.status, JSON.stringify(report)).toBe(200);
    return report;
  }
  /** What an anonymous visitor gets. */
  async function visit(path: string) {
    const response = await fetch(`${url}${path}`);
    return { status: response.status, html: await response.text() };
  }

  it("an editor's text on a live product page is held back, the page's kind is not theirs to change, and approval switched on or off elsewhere publishes nothing", async () => {
    const approved = (await visit(PRODUCT)).html;
    expect(approved).toContain("Der Auftrieb des Wassers");
    const unreviewed = `Ungeprüfte Aussage ${stamp()}`;
    const saved = await updateSection(
      "editor",
      PRODUCT,
      (s) => s.sectionName === "Bewegungstherapie",
      () => ({ contentHtml: `<p>${unreviewed}</p>` }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await visit(PRODUCT)).html).not.toContain(unreviewed);

    // The way around: switch the page to another kind, so it would need no approval, and publish.
    const kind = await updatePage("editor", PRODUCT, { kind: "section" });
    expect(kind.status).toBe(403);
    expect(kind.body.message).toContain("Seitentyp");
    const published = await publish("editor", PRODUCT);
    expect(published.status).toBe(409);
    expect(published.body.message).toContain("Veröffentlicht wird nur eine freigegebene Fassung");
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

  it("an Italian version with untranslated texts is not published, not even with 'Trotzdem veröffentlichen', and /it/… shows no German; a duplicated section and an XLIFF addition keep their marks", async () => {
    const german = await liveEdit("editor", SERVICE);
    const germanText = "Eine Gebärwanne oder ein Pflegebad";
    expect((await visit(SERVICE)).html).toContain(germanText);
    const created = await pageAction("editor", {
      intent: "create-version",
      data: { pageId: german.page.id, language: "it", copyFrom: "de", slugPart: "servizio" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const italian = created.body.data!.slug!;
    const italianId = created.body.data!.pageId!;
    /** 'Veröffentlichen' with 'Trotzdem veröffentlichen' confirmed: refused over 'Noch nicht übersetzt'; its findings. */
    const refusedAnyway = async () => {
      const answer = await publish("editor", italian, true);
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.message).toContain("Sie wird erst veröffentlicht, wenn alle Felder übersetzt sind");
      return (answer.body.data?.publishCheck?.findings ?? []).filter((f) => f.rule === "untranslated");
    };
    expect((await refusedAnyway()).length).toBeGreaterThan(0);
    const refusedPage = await visit(italian);
    expect(refusedPage.status).toBe(404);
    expect(refusedPage.html).not.toContain(germanText);

    // A copy of a section still in German keeps its marks: the check still finds the German in it.
    let live = await liveEdit("editor", italian);
    const text = live.sections.find((s) => s.sectionName === "Serviceangebot")!;
    const duplicated = await sectionAction("editor", italian, {
      intent: "duplicate",
      data: { sectionId: text.id, baseRevision: live.revision, placement: "after-source" },
    });
    expect(duplicated.status, JSON.stringify(duplicated.body)).toBe(200);
    const copyId = duplicated.body.data!.sectionId!;
    // Everything else goes (an editor's), and the translator translates the page's texts and the one section.
    for (const section of live.sections.filter((s) => s.id !== text.id)) {
      live = await liveEdit("editor", italian);
      const deleted = await sectionAction("editor", italian, { intent: "delete", data: { sectionId: section.id, baseRevision: live.revision } });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    }
    const [{ untranslated }] = await stack.query<{ untranslated: string[] }>(`select untranslated from pages where id = ${italianId}`);
    const italianTexts: Record<string, string> = {
      title: "Servizio",
      h1: "Un servizio che dura",
      intro: "Manutenzione, riparazione e formazione da un'unica fonte.",
      metaTitle: "Servizio – Auralis",
      metaDescription: "Manutenzione, riparazione, ricambi e formazione per vasche e bagni assistiti.",
    };
    expect(Object.keys(italianTexts)).toEqual(expect.arrayContaining(untranslated));
    const pageTexts = Object.fromEntries(untranslated.map((field) => [field, italianTexts[field]]));
    const titled = await updatePage("translator", italian, pageTexts);
    expect(titled.status, JSON.stringify(titled.body)).toBe(200);
    const translated = `Il nostro servizio dura vent'anni ${stamp()}`;
    const section = await updateSection(
      "translator",
      italian,
      (s) => s.id === text.id,
      () => ({ contentHtml: `<p>${translated}</p>`, settings: { title: "La nostra offerta" } }),
    );
    expect(section.status, JSON.stringify(section.body)).toBe(200);
    const left = await refusedAnyway();
    expect(left.length).toBeGreaterThan(0);
    expect(
      left.every((f) => f.sectionName?.includes("(Kopie)")),
      JSON.stringify(left),
    ).toBe(true);
    expect((await visit(italian)).status).toBe(404);

    // Without the copy it publishes, and shows only Italian.
    live = await liveEdit("editor", italian);
    expect((await sectionAction("editor", italian, { intent: "delete", data: { sectionId: copyId, baseRevision: live.revision } })).status).toBe(200);
    const published = await publish("editor", italian, true);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const shown = await visit(italian);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(translated);
    expect(shown.html).not.toContain(germanText);

    // German gets a new section after the version was made; the translator's XLIFF file brings its title only.
    const germanTitle = `Sicher baden ${stamp()}`;
    const germanSubtitle = `Mit Haltegriff und Sitzstufe ${stamp()}`;
    live = await liveEdit("editor", SERVICE);
    const added = await sectionAction("editor", SERVICE, { intent: "create", data: { baseRevision: live.revision } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const newSection = await updateSection(
      "editor",
      SERVICE,
      (s) => s.id === added.body.data!.sectionId,
      (s) => ({
        sectionName: "Vorteile",
        sectionType: "hero",
        isPublished: true,
        settings: { title: germanTitle, subtitle: germanSubtitle },
        mediaAssetIds: [],
        contentHtml: s.contentHtml,
      }),
    );
    expect(newSection.status, JSON.stringify(newSection.body)).toBe(200);
    expect((await visit(SERVICE)).html).toContain(germanSubtitle);
    const exported = await fetch(`${url}/cms/uebersetzungen/xliff-export?language=it&pages=${german.page.id}`, { headers: { Cookie: cookies.translator } });
    expect(exported.status).toBe(200);
    const xml = await exported.text();
    expect(xml).toContain(`<source>${germanTitle}</source>`);
    const file = xml.replace(`<source>${germanTitle}</source>`, `<source>${germanTitle}</source><target>Bagno sicuro</target>`);
    // Sections an agency's file adds are an editor's to bring in (a translator edits texts only).
    const report = await importXliff("editor", file);
    expect(report.errors).toEqual([]);
    expect(report.written).toEqual([expect.objectContaining({ slug: italian })]);
    expect((await visit(italian)).html).not.toContain(germanSubtitle);
    // The addition came unpublished with its German subtitle marked: published on its own by an editor, it still shows no German.
    live = await liveEdit("editor", italian);
    const addition = live.sections.find((s) => s.settings.title === "Bagno sicuro")!;
    expect(addition.isPublished).toBe(false);
    const toggled = await sectionAction("editor", italian, {
      intent: "toggle",
      data: { sectionId: addition.id, baseRevision: live.revision, published: true },
    });
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    const after = await visit(italian);
    expect(after.status).toBe(200);
    expect(after.html).not.toContain(germanSubtitle);
    const check = await fetch(`${url}/cms/api/veroeffentlichungs-check?seite=${italianId}`, { headers: { Cookie: cookies.editor } });
    const { result } = (await check.json()) as { result: { findings: { rule: string; sectionName?: string | null }[] } };
    expect(result.findings.filter((f) => f.rule === "untranslated").map((f) => f.sectionName)).toEqual(["Vorteile"]);
  });

  it("with 'Freigabe erforderlich' on '/service', a new testimonial, a changed alt text and a section's 'Zurückziehen am' reach its visitors only once it is approved again", async () => {
    // The picture of 'Ersatzteile' shows with the media library's alt text (the section sets none of its own).
    const withoutOwnAlt = await updateSection(
      "editor",
      SERVICE,
      (s) => s.sectionName === "Ersatzteile",
      (s) => ({ settings: { ...s.settings, imageAlt: "" } }),
    );
    expect(withoutOwnAlt.status, JSON.stringify(withoutOwnAlt.body)).toBe(200);
    const pictureId = (await liveEdit("editor", SERVICE)).sections.find((s) => s.sectionName === "Ersatzteile")!.mediaAssetIds[0];
    const [picture] = await stack.query<{ alt_text: string; title: string | null; category: string | null }>(
      `select alt_text, title, category from media_assets where id = ${pictureId}`,
    );
    expect((await visit(SERVICE)).html).toContain(`alt="${picture.alt_text}"`);
    expect((await approvalSetting(SERVICE, true)).status).toBe(200);

    const quote = `Nicht freigegebenes Lob ${stamp()}`;
    const testimonial = await form("editor", "/cms/testimonials.data", {
      intent: "create-testimonial",
      author: "Frau Neu",
      role: "Hebamme",
      quote,
      rating: "5",
      is_published: "true",
    });
    expect(testimonial.status, testimonial.text).toBe(200);
    const alt = `Nicht geprüfter Alternativtext ${stamp()}`;
    const media = await form("editor", "/cms/media-library.data", {
      intent: "update",
      id: String(pictureId),
      title: picture.title ?? "",
      category: picture.category ?? "",
      altText: alt,
    });
    expect(media.status, media.text).toBe(200);
    let visitor = (await visit(SERVICE)).html;
    expect(visitor).not.toContain(quote);
    expect(visitor).not.toContain(alt);
    expect(visitor).toContain(`alt="${picture.alt_text}"`);

    // Submitted; then a section's 'Zurückziehen am' is refused with its message, and the submission stands.
    const live = await liveEdit("editor", SERVICE);
    const submitted = await json("editor", "/cms/api/freigabe", {
      intent: "submit",
      pageId: live.page.id,
      baseRevision: live.revision,
      comment: "Neue Kundenstimme",
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const later = toZurichLocalInput(new Date(Date.now() + 3 * 86_400_000));
    const scheduled = await updateSection(
      "editor",
      SERVICE,
      (s) => s.sectionName === "Serviceangebot",
      () => ({ unpublishAt: later }),
    );
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.fieldErrors?.unpublishAt).toMatch(/Freigabe/);
    expect(scheduled.body.fieldErrors?.unpublishAt).toMatch(/Veröffentlichen am/);
    expect((await visit(SERVICE)).html).toContain("Unser Serviceangebot");

    // The approver finds the submission among the open ones and approves it; the editor publishes the approved version.
    const open = await fetch(`${url}/cms/freigaben`, { headers: { Cookie: cookies.approver } });
    const requestId = /\/cms\/freigaben\/(\d+)/.exec(await open.text())?.[1];
    expect(requestId).toBeDefined();
    const approved = await form("approver", `/cms/freigaben/${requestId}.data`, { decision: "approve" });
    expect(approved.status, approved.text).toBe(200);
    expect((await visit(SERVICE)).html).not.toContain(quote);
    const published = await publish("editor", SERVICE);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    visitor = (await visit(SERVICE)).html;
    expect(visitor).toContain(quote);
    expect(visitor).toContain(`alt="${alt}"`);
    expect(visitor).toContain("Unser Serviceangebot");
    expect((await approvalSetting(SERVICE, null)).status).toBe(200);
  });

  it("an XLIFF import of a file exported before a CMS edit of the French text reports the conflict and does not overwrite it", async () => {
    const [pair] = await stack.query<{ german_id: number; slug: string; translation_key: string }>(
      // A French section page with a German page of its own that needs no approval.
      `select g.id as german_id, f.slug, g.translation_key from pages f join pages g on g.translation_key = f.translation_key and g.language = 'de'
       where f.language = 'fr' and f.published and g.kind = 'section' and g.slug <> '/' order by f.id limit 1`,
    );
    const exported = await fetch(`${url}/cms/uebersetzungen/xliff-export?language=fr&pages=${pair.german_id}`, { headers: { Cookie: cookies.translator } });
    expect(exported.status).toBe(200);
    const xml = await exported.text();
    // After the export, the translator changes a French section title in the CMS.
    const section = (await liveEdit("translator", pair.slug)).sections.find((s) => s.isPublished && typeof s.settings.title === "string" && s.settings.title)!;
    const [{ translation_key: sectionKey }] = await stack.query<{ translation_key: string }>(
      `select translation_key from page_sections where id = ${section.id}`,
    );
    const inCms = `Titre revu ${stamp()}`;
    const saved = await updateSection(
      "translator",
      pair.slug,
      (s) => s.id === section.id,
      (s) => ({ settings: { ...s.settings, title: inCms } }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await visit(pair.slug)).html).toContain(inCms);
    // The agency's file, made from the French text before that change, brings its own title for it.
    const unit = `${pair.translation_key}/${sectionKey}/settings.title`;
    const fromAgency = `Titre de l'agence ${stamp()}`;
    const file = xml.replace(new RegExp(`(<trans-unit id="${unit}"[^>]*>[\\s\\S]*?<target[^>]*>)[\\s\\S]*?(</target>)`), `$1${fromAgency}$2`);
    expect(file).not.toBe(xml);
    const report = await importXliff("translator", file);
    expect(report.errors).toEqual([]);
    expect(report.stale).toEqual([]);
    expect(report.conflicts).toEqual([expect.objectContaining({ unit, versionSlug: pair.slug, currentText: inCms, fileText: fromAgency })]);
    const visitor = (await visit(pair.slug)).html;
    expect(visitor).toContain(inCms);
    expect(visitor).not.toContain("Titre de l");
  });

  it("a restore counts the restored revision's author: an administrator cannot approve their own earlier text that an editor brought back", async () => {
    const bewegung = (s: LiveSection) => s.sectionName === "Bewegungstherapie";
    const submitAndApprove = async () => {
      const live = await liveEdit("editor", PRODUCT);
      expect((await json("editor", "/cms/api/freigabe", { intent: "submit", pageId: live.page.id, baseRevision: live.revision })).status).toBe(200);
      const open = await (await fetch(`${url}/cms/freigaben`, { headers: { Cookie: cookies.approver } })).text();
      return Math.max(...[...open.matchAll(/\/cms\/freigaben\/(\d+)/g)].map((m) => Number(m[1])));
    };
    // The administrator (who may also approve) writes a claim; an editor replaces it; that is approved and goes live.
    const claim = `Behauptung der Administratorin ${stamp()}`;
    const written = await updateSection("admin", PRODUCT, bewegung, () => ({ contentHtml: `<p>${claim}</p>` }));
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const claimRevision = (written.body.data as { revision: number }).revision;
    const replaced = `Text der Redaktion ${stamp()}`;
    expect((await updateSection("editor", PRODUCT, bewegung, () => ({ contentHtml: `<p>${replaced}</p>` }))).status).toBe(200);
    expect((await form("approver", `/cms/freigaben/${await submitAndApprove()}.data`, { decision: "approve" })).status).toBe(200);
    expect((await publish("editor", PRODUCT)).status).toBe(200);
    expect((await visit(PRODUCT)).html).toContain(replaced);

    // The editor brings the administrator's revision back and submits it: the administrator may not approve it.
    const live = await liveEdit("editor", PRODUCT);
    const restored = await sectionAction("editor", PRODUCT, { intent: "restore", data: { revision: claimRevision, baseRevision: live.revision } });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const requestId = await submitAndApprove();
    const refused = await form("admin", `/cms/freigaben/${requestId}.data`, { decision: "approve" });
    expect(refused.status, refused.text).toBe(403);
    expect((await publish("editor", PRODUCT)).status).toBe(409);
    expect((await visit(PRODUCT)).html).not.toContain(claim);
    // The approver, who wrote none of it, may; then it reaches visitors.
    expect((await form("approver", `/cms/freigaben/${requestId}.data`, { decision: "approve" })).status).toBe(200);
    expect((await publish("editor", PRODUCT)).status).toBe(200);
    expect((await visit(PRODUCT)).html).toContain(claim);
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
