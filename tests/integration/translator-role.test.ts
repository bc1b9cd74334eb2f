// The role 'Übersetzung' (docs/decisions/0038-translator-role.md) against a real database, through the
// screens' own actions: a translator changes the translated fields of a version in their languages and
// nothing else. Every refusal answers 403 with a German reason and leaves the page, its sections and
// its history exactly as they were.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { globalSettings, pageRevisions, pages, pageSections } from "#db/schema";
import { seedDatabase } from "#db/seed/seed.server";
import { translatorMessages } from "~/features/language-versions/translator-scope";
import { sharedSettingsKeys } from "~/features/sections/field-translation";
import { slugMatchKey } from "~/lib/slug";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { action as editorAction } from "~/routes/cms/page-editor";
import { action as pagesAction } from "~/routes/cms/pages";
import { action as settingsAction } from "~/routes/cms/global-settings";
import { action as mediaAction } from "~/routes/cms/media-library";
import { loader as translationsLoader } from "~/routes/cms/translations";
import { loader as exportLoader } from "~/routes/cms/xliff-export";
import { action as importAction } from "~/routes/cms/xliff-import";
import { exchangeMessages } from "~/features/translations/exchange-languages";
import { answerOf } from "./action-answer";
import { testDatabases } from "./databases";

// The guard with the real access rules; who asks is named by a test header instead of a session.
const people = {
  editor: { id: "u-editor", email: "redaktion@auralis-medizintechnik.example", name: "Redaktion", role: "editor" },
  translator: { id: "u-fr", email: "traduction@agence.example", name: "Claire", role: "translator", translationLanguages: ["fr"] },
  /** A translator an administrator has not yet given a language: translates nothing. */
  unassigned: { id: "u-neu", email: "neu@agence.example", name: "Noa", role: "translator", translationLanguages: [] },
  italian: { id: "u-it", email: "traduzione@agenzia.example", name: "Giulia", role: "translator", translationLanguages: ["it"] },
} as const;
type Person = keyof typeof people;
vi.mock("~/features/auth/viewer.server", async () => {
  const { can } = await import("~/core/access/access-control");
  const { data } = await import("react-router");
  const guard = (request: Request, operation: Parameters<typeof can>[1]) => {
    const who = people[(request.headers.get("x-test-person") ?? "editor") as Person];
    if (!can(who.role, operation)) throw data({ ok: false, message: "Dafür fehlen Ihnen die Berechtigungen." }, { status: 403 });
    return { ...who, emailVerified: true, twoFactorEnabled: false, sessionId: "s" };
  };
  return {
    requireOperation: async (request: Request, operation: Parameters<typeof can>[1]) => guard(request, operation),
    requireStaff: async (request: Request, operation: Parameters<typeof can>[1]) => guard(request, operation),
  };
});

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-uebersetzung-"));
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;
const SITE = "http://localhost:3000";

type Handler = (args: never) => Promise<unknown>;

function postJson(handler: Handler, screen: string, body: object, person: Person, params: Record<string, string> = {}) {
  const request = new Request(`${SITE}${screen}`, {
    method: "POST",
    headers: { origin: SITE, "x-test-person": person, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return answerOf(() => handler({ request, params, context: {} } as never));
}

function postForm(handler: Handler, screen: string, form: Record<string, string>, person: Person) {
  const request = new Request(`${SITE}${screen}`, { method: "POST", headers: { origin: SITE, "x-test-person": person }, body: new URLSearchParams(form) });
  return answerOf(() => handler({ request, params: {}, context: {} } as never));
}

describe.each(testDatabases)("Rolle «Übersetzung» auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-uebersetzung-medien-"));
    expect(await seedDatabase(open.db, { mediaDir })).toBe(true);
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  /** A French version with a text section, and its German page. */
  async function frenchPage() {
    const rows = await open.db
      .select({ id: pages.id, slug: pages.slug, translationKey: pages.translationKey })
      .from(pages)
      .where(eq(pages.language, "fr"))
      .orderBy(asc(pages.id));
    for (const page of rows) {
      const [section] = await sectionsOf(page.slug).then((list) => list.filter((s) => s.sectionType === "text" && typeof s.settings.title === "string"));
      if (!section) continue;
      const [german] = await open.db
        .select({ id: pages.id, slug: pages.slug })
        .from(pages)
        .where(and(eq(pages.translationKey, page.translationKey), eq(pages.language, "de")));
      return { page, section, german };
    }
    throw new Error("Keine französische Fassung mit Textsektion im Seed");
  }
  const sectionsOf = (slug: string) =>
    open.db
      .select()
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug)))
      .orderBy(asc(pageSections.sectionOrder));
  const revisionsOf = async (slug: string) =>
    (
      await open.db
        .select({ revision: pageRevisions.revision })
        .from(pageRevisions)
        .where(eq(pageRevisions.pageKey, slugMatchKey(slug)))
    ).length;
  const pageRow = async (id: number) => (await open.db.select().from(pages).where(eq(pages.id, id)))[0];
  const editorPath = (slug: string) => pageEditorHref(slug);
  const editorParams = (slug: string) => ({ "*": editorPath(slug).replace(/^\/cms\/page-editor\//, "") });

  function updateSection(slug: string, section: Awaited<ReturnType<typeof sectionsOf>>[number], changes: object, baseRevision: number, person: Person) {
    return postJson(
      editorAction,
      editorPath(slug),
      {
        intent: "update",
        data: {
          sectionId: section.id,
          baseRevision,
          input: {
            sectionName: section.sectionName,
            sectionType: section.sectionType,
            contentHtml: section.contentHtml ?? "",
            isPublished: section.isPublished,
            settings: section.settings,
            mediaAssetIds: section.mediaAssetIds,
            ...changes,
          },
        },
      },
      person,
      editorParams(slug),
    );
  }

  it("a translator saves the translated text of a French section: written, with a revision", async () => {
    const { page, section } = await frenchPage();
    const before = await revisionsOf(page.slug);
    const answer = await updateSection(
      page.slug,
      section,
      { settings: { ...section.settings, title: "Titre traduit" }, contentHtml: "<p>Texte traduit</p>" },
      before,
      "translator",
    );
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const [saved] = (await sectionsOf(page.slug)).filter((s) => s.id === section.id);
    expect(saved.settings.title).toBe("Titre traduit");
    expect(saved.contentHtml).toBe("<p>Texte traduit</p>");
    expect(await revisionsOf(page.slug)).toBe(before + 1);
  });

  it("a translator changes the translated page texts of a French version, not its shared fields, schedule or address", async () => {
    const { page } = await frenchPage();
    const revision = await revisionsOf(page.slug);
    const ok = await postJson(
      pagesAction,
      "/cms/seiten",
      { intent: "update", data: { pageId: page.id, baseRevision: revision, updates: { metaTitle: "Titre méta" } } },
      "translator",
    );
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    expect((await pageRow(page.id)).metaTitle).toBe("Titre méta");
    const before = await pageRow(page.id);

    const update = (updates: object) =>
      postJson(pagesAction, "/cms/seiten", { intent: "update", data: { pageId: page.id, baseRevision: revision + 1, updates } }, "translator");
    const shared = await update({ sortOrder: before.sortOrder + 5, metaTitle: "Encore" });
    expect(shared.status).toBe(403);
    expect(String(shared.body.message)).toContain("gemeinsames Feld");
    const scheduled = await update({ publishAt: "2031-03-01T09:00" });
    expect(scheduled.status).toBe(403);
    expect(String(scheduled.body.message)).toContain("Der Zeitplan");
    const moved = await postJson(
      pagesAction,
      "/cms/seiten",
      { intent: "move", data: { pageId: page.id, baseRevision: revision + 1, parentSlug: "/fr", slugPart: "ailleurs" } },
      "translator",
    );
    expect(moved).toMatchObject({ status: 403, body: { message: "Seiten und Sprachfassungen anlegen, duplizieren oder verschieben kann nur die Redaktion." } });

    const after = await pageRow(page.id);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await revisionsOf(page.slug)).toBe(revision + 1);
  });

  it("refuses a shared section field (a picture, the layout) and keeps everything as it was", async () => {
    const { page, section } = await frenchPage();
    const revision = await revisionsOf(page.slug);
    const shared = [...sharedSettingsKeys("text")].find((key) => key === "spacing") ?? "spacing";
    const answer = await updateSection(
      page.slug,
      (await sectionsOf(page.slug)).find((s) => s.id === section.id)!,
      { settings: { ...section.settings, title: "Autre", [shared]: "lg" } },
      revision,
      "translator",
    );
    expect(answer.status).toBe(403);
    expect(String(answer.body.message)).toContain("gemeinsames Feld");
    const [unchanged] = (await sectionsOf(page.slug)).filter((s) => s.id === section.id);
    expect(unchanged.settings.title).toBe("Titre traduit");
    expect(unchanged.settings[shared]).toEqual(section.settings[shared]);
    expect(await revisionsOf(page.slug)).toBe(revision);
  });

  it("refuses the German source", async () => {
    const { german } = await frenchPage();
    const [section] = await sectionsOf(german.slug);
    const revision = await revisionsOf(german.slug);
    const answer = await updateSection(german.slug, section, { contentHtml: "<p>Übersetzer war hier</p>" }, revision, "translator");
    expect(answer).toMatchObject({ status: 403, body: { ok: false, message: translatorMessages.german } });
    expect((await sectionsOf(german.slug))[0].contentHtml).toBe(section.contentHtml);
    expect(await revisionsOf(german.slug)).toBe(revision);
    const page = await postJson(
      pagesAction,
      "/cms/seiten",
      { intent: "update", data: { pageId: german.id, baseRevision: revision, updates: { title: "Neu" } } },
      "translator",
    );
    expect(page).toMatchObject({ status: 403, body: { message: translatorMessages.german } });
  });

  it("refuses a version outside the translator's languages", async () => {
    const { page, section } = await frenchPage();
    const revision = await revisionsOf(page.slug);
    const current = (await sectionsOf(page.slug)).find((s) => s.id === section.id)!;
    const answer = await updateSection(page.slug, current, { contentHtml: "<p>Testo</p>" }, revision, "italian");
    expect(answer).toMatchObject({ status: 403, body: { message: translatorMessages.otherLanguage("Französisch", ["it"]) } });
    // Given no language yet, a translator translates none: not "every language".
    const unassigned = await updateSection(page.slug, current, { contentHtml: "<p>Texte</p>" }, revision, "unassigned");
    expect(unassigned).toMatchObject({ status: 403, body: { message: translatorMessages.noLanguages } });
    expect(await revisionsOf(page.slug)).toBe(revision);
  });

  it("refuses publishing, by the toggle and inside an update, and sections added or deleted", async () => {
    const { page, section } = await frenchPage();
    const before = await pageRow(page.id);
    const revision = await revisionsOf(page.slug);
    const toggle = await postJson(
      pagesAction,
      "/cms/seiten",
      { intent: "toggle", data: { pageId: page.id, baseRevision: revision, published: !before.published } },
      "translator",
    );
    expect(toggle).toMatchObject({ status: 403, body: { message: "Veröffentlichen und Zurückziehen kann nur die Redaktion." } });
    const update = await postJson(
      pagesAction,
      "/cms/seiten",
      { intent: "update", data: { pageId: page.id, baseRevision: revision, updates: { published: !before.published }, publishAnyway: true } },
      "translator",
    );
    expect(update.status).toBe(403);
    expect(String(update.body.message)).toContain("Das Veröffentlichen");
    const sectionToggle = await postJson(
      editorAction,
      editorPath(page.slug),
      { intent: "toggle", data: { sectionId: section.id, baseRevision: revision, published: false } },
      "translator",
      editorParams(page.slug),
    );
    expect(sectionToggle.status).toBe(403);
    const added = await postJson(
      editorAction,
      editorPath(page.slug),
      { intent: "create", data: { baseRevision: revision } },
      "translator",
      editorParams(page.slug),
    );
    expect(added.status).toBe(403);
    const deleted = await postJson(pagesAction, "/cms/seiten", { intent: "delete", data: { pageId: page.id, baseRevision: revision } }, "translator");
    expect(deleted.status).toBe(403);
    expect((await pageRow(page.id)).published).toBe(before.published);
    expect((await sectionsOf(page.slug)).length).toBeGreaterThan(0);
    expect(await revisionsOf(page.slug)).toBe(revision);
  });

  it("refuses settings and media", async () => {
    const [settingsBefore] = await open.db.select().from(globalSettings);
    const settings = await postForm(settingsAction, "/cms/global", { intent: "save-languages", languages: "fr" }, "translator");
    expect(settings.status).toBe(403);
    const texts = await postForm(settingsAction, "/cms/global", { intent: "save-translated-texts", language: "fr", footer_text: "x" }, "translator");
    expect(texts.status).toBe(403);
    const media = await postForm(mediaAction, "/cms/media-library", { intent: "update", id: "1", title: "x" }, "translator");
    expect(media.status).toBe(403);
    const [settingsAfter] = await open.db.select().from(globalSettings);
    expect(settingsAfter).toEqual(settingsBefore);
  });

  it("an editor still changes shared fields: the limits are the translator's only", async () => {
    const { page, section } = await frenchPage();
    const revision = await revisionsOf(page.slug);
    const current = (await sectionsOf(page.slug)).find((s) => s.id === section.id)!;
    const answer = await updateSection(page.slug, current, { settings: { ...current.settings, spacing: "lg" } }, revision, "editor");
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
  });

  it("offers a translator the XLIFF exchange in their languages only, and none without languages: on the screen and at both routes", async () => {
    const { page, german } = await frenchPage();
    const exportAs = (person: Person, language: string) =>
      answerOf(() =>
        exportLoader({
          request: new Request(`${SITE}/cms/uebersetzungen/xliff-export?language=${language}&pages=${german.id}`, { headers: { "x-test-person": person } }),
          params: {},
          context: {},
        } as never),
      );
    expect((await exportAs("editor", "fr")).status).toBe(200);
    expect((await exportAs("italian", "it")).status).toBe(200);
    expect(await exportAs("italian", "fr")).toEqual({ status: 403, body: { ok: false, message: exchangeMessages.otherLanguage("Französisch", ["it"]) } });
    expect((await exportAs("translator", "fr")).status).toBe(200);
    expect(await exportAs("unassigned", "fr")).toEqual({ status: 403, body: { ok: false, message: exchangeMessages.noLanguages } });
    expect(await exportAs("unassigned", "it")).toEqual({ status: 403, body: { ok: false, message: exchangeMessages.noLanguages } });

    // The French file, translated, posted by people who do not translate French: refused, nothing written.
    const exported = await exportLoader({
      request: new Request(`${SITE}/cms/uebersetzungen/xliff-export?language=fr&pages=${german.id}`, { headers: { "x-test-person": "editor" } }),
      params: {},
      context: {},
    } as never);
    const xml = (await exported.text()).replace(/<target>([^<]+)<\/target>/, "<target>$1 (importé)</target>");
    expect(xml).toContain("(importé)");
    const importAs = (person: Person, query = "") => {
      const form = new FormData();
      form.set("file", new Blob([xml], { type: "application/x-xliff+xml" }), "fr.xlf");
      const request = new Request(`${SITE}/cms/uebersetzungen/xliff-import${query}`, {
        method: "POST",
        headers: { origin: SITE, "x-test-person": person },
        body: form,
      });
      return answerOf(() => importAction({ request, params: {}, context: {} } as never));
    };
    const revisions = await revisionsOf(page.slug);
    const refusal = (message: string) => ({ status: 403, body: { written: [], stale: [], conflicts: [], errors: [message] } });
    expect(await importAs("unassigned")).toEqual(refusal(exchangeMessages.noLanguages));
    expect(await importAs("italian")).toEqual(refusal(exchangeMessages.otherLanguage("Französisch", ["it"])));
    expect(await importAs("italian", "?language=fr")).toEqual(refusal(exchangeMessages.otherLanguage("Französisch", ["it"])));
    expect(await revisionsOf(page.slug)).toBe(revisions);

    // The screen offers the same: the export and import only where there is a language, and says why not.
    const screen = async (person: Person) => {
      const request = new Request(`${SITE}/cms/uebersetzungen`, { headers: { "x-test-person": person } });
      return (await translationsLoader({ request, params: {}, context: {} } as never)).exchange;
    };
    expect(await screen("editor")).toEqual({ languages: ["fr", "it"], notice: null });
    expect(await screen("italian")).toEqual({ languages: ["it"], notice: null });
    expect(await screen("translator")).toEqual({ languages: ["fr"], notice: null });
    expect(await screen("unassigned")).toEqual({ languages: [], notice: exchangeMessages.noLanguages });
  });
});
