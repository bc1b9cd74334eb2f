// docs/security.md, "Maximum lengths": "one request can make the CMS unusable for everyone". Every action and endpoint that
// takes typed text is asked with values over its limit, through the route modules themselves and a
// real signed-in session: each answers 400 with a German message and stores nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { contactMessages, emailTemplates, globalSettings, mediaAssets, pages, pageSections, testimonials, user as userTable } from "#db/schema";
import { auth } from "~/features/auth/auth.server";
import { createConfirmedAccount } from "~/features/auth/first-admin.server";
import { currentRevision } from "~/core/revisions/page-history.server";
import { createSection } from "~/features/sections/section-admin.server";
import { SAVE_SETTINGS_INTENT } from "~/features/settings/global-settings-form";
import { templateIntents } from "~/features/email-templates/template-form";
import { inPlaceAnswerHeader } from "~/features/contact/contact-rules";
import { testimonialIntents } from "~/features/testimonials/testimonial-form";
import { action as resetPasswordAction } from "~/routes/auth/reset-password";
import { action as accountAction } from "~/routes/cms/account";
import { action as templatesAction } from "~/routes/cms/email-templates";
import { action as settingsAction } from "~/routes/cms/global-settings";
import { action as liveEditAction } from "~/routes/cms/live-edit";
import { action as mediaAction } from "~/routes/cms/media-library";
import { action as pageEditorAction } from "~/routes/cms/page-editor";
import { action as pagesAction } from "~/routes/cms/pages";
import { action as testimonialsAction } from "~/routes/cms/testimonials";
import { action as publicPageAction } from "~/routes/site/public-page";
import { testDatabases } from "./databases";
import { answerOf, type Answer } from "./action-answer";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-input-limits-"));
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = "y".repeat(16) + "-input-limits-secret-0123456789";
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;

const SITE = "http://localhost:3000";
const x = (n: number) => "x".repeat(n);
/** The request was 60 MB; one megabyte shows the same without slowing the suite. */
const MEGABYTE = x(1024 * 1024);

/** Everything German the answer says (message, error, field errors), to look for the limit's words. */
const said = (a: Answer) => JSON.stringify(a.body);

describe.each(testDatabases)("Längenbegrenzung aller Eingaben auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let cookie = "";
  let userId = "";
  const email = "limits.admin@auralis-medizintechnik.example";
  const password = "Laengen-Passwort-1";

  const headers = (extra: Record<string, string> = {}) => ({ cookie, origin: SITE, "x-auralis-client-ip": "127.0.0.1", ...extra });
  const formRequest = (url: string, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    return new Request(`${SITE}${url}`, { method: "POST", headers: headers(), body });
  };
  const jsonRequest = (url: string, body: unknown) =>
    new Request(`${SITE}${url}`, { method: "POST", headers: headers({ "content-type": "application/json" }), body: JSON.stringify(body) });
  const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as never;
  const rows = async (table: typeof pages | typeof pageSections | typeof emailTemplates | typeof testimonials | typeof contactMessages) =>
    (await open.db.select({ n: count() }).from(table))[0].n;

  let pageId = 0;
  let sectionId = 0;
  const slug = "/ueber-uns/laengen";

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    userId = await createConfirmedAccount({ email, password, name: "Limits", role: "admin" });
    const signIn = await auth().handler(
      new Request(`${SITE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE, "x-auralis-client-ip": "127.0.0.1" },
        body: JSON.stringify({ email, password }),
      }),
    );
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const [page] = await open.db.insert(pages).values({ slug, title: "Längen", published: true }).returning();
    pageId = page.id;
    const created = await open.db.transaction((tx) => createSection(tx, slug, { author: null, baseRevision: 0 }, { sectionName: "Text", sectionType: "text" }));
    sectionId = created.section.id;
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    (globalThis as { __auralisAuth?: unknown }).__auralisAuth = undefined;
    await open?.close();
  });

  it("global settings: every text field", async () => {
    const before = await open.db.select().from(globalSettings);
    const answer = await answerOf(() =>
      settingsAction(
        args(
          formRequest("/cms/global", {
            intent: SAVE_SETTINGS_INTENT,
            site_title: x(201),
            primary_color: "#E6462E",
            site_description: x(501),
            cta_primary_text: x(81),
            cta_secondary_text: x(81),
            footer_text: MEGABYTE,
            contact_email: `${x(250)}@example.ch`,
            contact_phone: x(51),
            contact_address: x(501),
          }),
        ),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      site_title: "Höchstens 200 Zeichen.",
      site_description: "Höchstens 500 Zeichen.",
      cta_primary_text: "Höchstens 80 Zeichen.",
      cta_secondary_text: "Höchstens 80 Zeichen.",
      footer_text: "Höchstens 5000 Zeichen.",
      contact_email: "Höchstens 254 Zeichen.",
      contact_phone: "Höchstens 50 Zeichen.",
      contact_address: "Höchstens 500 Zeichen.",
    });
    expect(await open.db.select().from(globalSettings)).toEqual(before);
  });

  it("e-mail templates: name, subject, HTML and reply-to, on create and update", async () => {
    const [existing] = await open.db
      .insert(emailTemplates)
      .values({ templateName: "Vorlage Längen", subject: "Betreff Längen", html: "<p>Inhalt mit genug Zeichen</p>" })
      .returning();
    const oversized = { template_name: x(201), subject: x(501), html: `<p>${MEGABYTE}</p>`, reply_to: `${x(250)}@example.ch` };
    for (const fields of [{ intent: templateIntents.create }, { intent: templateIntents.update, id: String(existing.id) }] as Record<string, string>[]) {
      const answer = await answerOf(() => templatesAction(args(formRequest("/cms/email-templates", { ...fields, ...oversized }))));
      expect(answer.status, fields.intent).toBe(400);
      expect(answer.body.fieldErrors, fields.intent).toEqual({
        template_name: "Höchstens 200 Zeichen.",
        subject: "Höchstens 500 Zeichen.",
        html: "Höchstens 100’000 Zeichen.",
        reply_to: "Höchstens 254 Zeichen.",
      });
    }
    expect(await open.db.select().from(emailTemplates)).toEqual([existing]);
  });

  it("testimonials: author, role and quote, on create and update", async () => {
    const [existing] = await open.db.insert(testimonials).values({ author: "Anna", quote: "Gut.", rating: 5, sortOrder: 0, isPublished: true }).returning();
    for (const fields of [{ intent: testimonialIntents.create }, { intent: testimonialIntents.update, id: String(existing.id) }] as Record<string, string>[]) {
      const answer = await answerOf(() =>
        testimonialsAction(args(formRequest("/cms/testimonials", { ...fields, author: x(201), role: x(501), quote: MEGABYTE }))),
      );
      expect(answer.status, fields.intent).toBe(400);
      expect(answer.body.fieldErrors, fields.intent).toEqual({
        author: "Höchstens 200 Zeichen.",
        role: "Höchstens 500 Zeichen.",
        quote: "Höchstens 5000 Zeichen.",
      });
    }
    expect(await open.db.select().from(testimonials)).toEqual([existing]);
  });

  it("pages: a new page's title and parent (list and edit mode), and every field of an update", async () => {
    const before = await rows(pages);
    for (const [what, route] of [
      ["Seitenliste", () => pagesAction(args(jsonRequest("/cms/seiten", { intent: "create", data: { title: MEGABYTE } })))],
      ["Edit-Mode", () => liveEditAction(args(jsonRequest(`/cms/api/live-edit?slug=${slug}&scope=page`, { intent: "create", data: { title: x(201) } })))],
      ["Eltern-Slug", () => pagesAction(args(jsonRequest("/cms/seiten", { intent: "create", data: { title: "Kurz", parentSlug: x(201) } })))],
    ] as const) {
      const answer = await answerOf(route);
      expect(answer.status, what).toBe(400);
      expect(answer.body.message, what).toBe("Fehler: Höchstens 200 Zeichen.");
    }
    expect(await rows(pages)).toBe(before);

    const page = (await open.db.select().from(pages).where(eq(pages.id, pageId)))[0];
    const baseRevision = await currentRevision(open.db, slug);
    const fields = {
      title: x(201),
      h1: x(201),
      intro: x(5001),
      metaTitle: x(61),
      metaDescription: x(161),
      contentHtml: `<p>${MEGABYTE}</p>`,
      theme: x(81),
      parentSlug: x(201),
    };
    const answer = await answerOf(() => pagesAction(args(jsonRequest("/cms/seiten", { intent: "update", data: { pageId, baseRevision, updates: fields } }))));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      title: "Höchstens 200 Zeichen.",
      h1: "Höchstens 200 Zeichen.",
      intro: "Höchstens 5000 Zeichen.",
      metaTitle: "Höchstens 60 Zeichen.",
      metaDescription: "Höchstens 160 Zeichen.",
      contentHtml: "Höchstens 100’000 Zeichen.",
      theme: "Höchstens 80 Zeichen.",
      parentSlug: "Höchstens 200 Zeichen.",
    });
    expect((await open.db.select().from(pages).where(eq(pages.id, pageId)))[0]).toEqual(page);
  });

  it("sections: name, HTML, settings and item lists, through the section editor and the edit mode, for update and 'Speichern', and what a preview may ask for", async () => {
    const stored = await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug));
    const baseRevision = await currentRevision(open.db, slug);
    const input = (overrides: Record<string, unknown>) => ({
      sectionName: "Text",
      sectionType: "text",
      contentHtml: "<p>kurz</p>",
      isPublished: true,
      settings: {},
      mediaAssetIds: [],
      ...overrides,
    });
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        "Name und HTML",
        { sectionName: x(201), contentHtml: `<p>${MEGABYTE}</p>` },
        { sectionName: "Höchstens 200 Zeichen.", contentHtml: "Höchstens 100’000 Zeichen." },
      ],
      [
        "Einstellungen",
        { settings: { title: x(201), subtitle: x(501), description: MEGABYTE, badge: x(81), image: x(2001), imageAlt: x(501), key: x(81) } },
        {
          "settings.title": "Höchstens 200 Zeichen.",
          "settings.subtitle": "Höchstens 500 Zeichen.",
          "settings.description": "Höchstens 5000 Zeichen.",
          "settings.badge": "Höchstens 80 Zeichen.",
          "settings.image": "Höchstens 2000 Zeichen.",
          "settings.imageAlt": "Höchstens 500 Zeichen.",
          "settings.key": "Höchstens 80 Zeichen.",
        },
      ],
      [
        "Listen",
        { sectionType: "usp_tiles", settings: { items: Array.from({ length: 25 }, () => ({ title: "USP" })) } },
        { "settings.items": "Höchstens 24 Einträge." },
      ],
      [
        "Listeneinträge",
        { sectionType: "product_details", settings: { technicalSpecs: [{ label: x(201), value: x(501) }], materialInfo: `<p>${MEGABYTE}</p>` } },
        {
          "settings.technicalSpecs.0.label": "Höchstens 200 Zeichen.",
          "settings.technicalSpecs.0.value": "Höchstens 500 Zeichen.",
          "settings.materialInfo": "Höchstens 100’000 Zeichen.",
        },
      ],
    ];
    const routes = [
      ["Sektionseditor", (body: unknown) => pageEditorAction(args(jsonRequest(`/cms/page-editor${slug}`, body), { "*": slug.slice(1) }))],
      ["Edit-Mode", (body: unknown) => liveEditAction(args(jsonRequest(`/cms/api/live-edit?slug=${slug}`, body)))],
    ] as const;
    for (const [where, send] of routes) {
      for (const [what, overrides, fieldErrors] of cases) {
        const answer = await answerOf(() => send({ intent: "update", data: { sectionId, baseRevision, input: input(overrides) } }));
        expect(answer.status, `${where} ${what}`).toBe(400);
        expect(answer.body.message, `${where} ${what}`).toBe("Fehler beim Speichern: Einige Einstellungen sind ungültig.");
        expect(answer.body.fieldErrors, `${where} ${what}`).toEqual(fieldErrors);
      }
      // The live preview is prepared in the browser (decision 0049); what it asks the server for is bounded.
      const support = await answerOf(() => send({ intent: "preview-support", data: { assetIds: Array.from({ length: 201 }, (_, i) => i + 1) } }));
      expect(support.status, `${where} preview-support`).toBe(400);
      const answered = await answerOf(() => send({ intent: "preview-support", data: { assetIds: [1], testimonials: true } }));
      expect(answered.status, `${where} preview-support answered`).toBe(200);
      expect(answered.body.data, `${where} preview-support answered`).toMatchObject({
        support: { assets: expect.any(Object), testimonials: [expect.objectContaining({ author: "Anna", quote: "Gut." })] },
      });
      const saveAll = await answerOf(() => send({ intent: "save-all", data: { baseRevision, sections: [input({}), input({ sectionName: x(201) })] } }));
      expect(saveAll.status, `${where} save-all`).toBe(400);
      expect(saveAll.body.fieldErrors, `${where} save-all`).toEqual({ "1.sectionName": "Höchstens 200 Zeichen." });
      const tooMany = await answerOf(() => send({ intent: "save-all", data: { baseRevision, sections: Array.from({ length: 201 }, () => input({})) } }));
      expect(tooMany.status, `${where} save-all 201`).toBe(400);
      expect(tooMany.body.fieldErrors, `${where} save-all 201`).toEqual({ sections: "Höchstens 200 Einträge." });
    }
    expect(await open.db.select().from(pageSections).where(eq(pageSections.pageSlug, slug))).toEqual(stored);
    expect(await currentRevision(open.db, slug)).toBe(baseRevision);
  });

  it("the contact form: every field", async () => {
    const before = await rows(contactMessages);
    const request = () => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ intent: "contact", name: x(201), email: `${x(250)}@example.ch`, message: MEGABYTE, phone: x(51), company: x(201) }))
        body.set(k, v);
      return new Request(`${SITE}/kontakt`, { method: "POST", headers: { "x-auralis-client-ip": "192.0.2.1" }, body });
    };
    const answer = await answerOf(() => publicPageAction(args(request())));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Ihre Eingabe ist zu lang. Bitte kürzen Sie sie.");
    expect(answer.body.fieldErrors).toEqual({
      name: "Höchstens 200 Zeichen.",
      email: "Höchstens 254 Zeichen.",
      message: "Höchstens 5000 Zeichen.",
      phone: "Höchstens 50 Zeichen.",
      company: "Höchstens 200 Zeichen.",
    });
    expect(await rows(contactMessages)).toBe(before);
  });

  it("the contact form of a page under /fr: the refusal in French, its fields' limits written the French way", async () => {
    const before = await rows(contactMessages);
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "contact", name: x(201), email: "anna@example.ch", message: "Bonjour" })) body.set(k, v);
    const request = new Request(`${SITE}/fr/contact`, { method: "POST", headers: { "x-auralis-client-ip": "192.0.2.3" }, body });
    const answer = await answerOf(() => publicPageAction(args(request)));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      ok: false,
      message: "Votre saisie est trop longue. Veuillez la raccourcir.",
      fieldErrors: { name: "200 caractères au maximum." },
    });
    const unknown = new FormData();
    unknown.set("intent", "autre");
    const other = await answerOf(() => publicPageAction(args(new Request(`${SITE}/en/contact`, { method: "POST", body: unknown }))));
    expect(other).toMatchObject({ status: 400, body: { ok: false, message: "Unknown action." } });
    expect(await rows(contactMessages)).toBe(before);
  });

  it("the contact form sent in the background by the visitor's script: the same refusal, in a 200 answer", async () => {
    const before = await rows(contactMessages);
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "contact", name: "Anna Muster", email: "keine-adresse", message: "Bitte um Unterlagen." })) body.set(k, v);
    const headers = { "x-auralis-client-ip": "192.0.2.2", [inPlaceAnswerHeader]: "1" };
    const answer = await answerOf(() => publicPageAction(args(new Request(`${SITE}/kontakt`, { method: "POST", headers, body }))));
    // A 4xx answer to a script's request is logged as an error in the visitor's console (contact-rules.ts).
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.message).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(await rows(contactMessages)).toBe(before);
  });

  it("the media library's edit form", async () => {
    const [asset] = await open.db.insert(mediaAssets).values({ filename: "laengen.webp", title: "Alt", mimeType: "image/webp" }).returning();
    const answer = await answerOf(() =>
      mediaAction(args(formRequest("/cms/media-library", { intent: "update", id: String(asset.id), title: x(201), altText: x(301), category: x(61) }))),
    );
    expect(answer.status).toBe(400);
    expect(said(answer)).toContain("Fehler beim Aktualisieren des Assets: Titel – Höchstens 200 Zeichen.");
    expect((await open.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id)))[0]).toEqual(asset);
  });

  it("the account screen, the password reset and better-auth's own account endpoints", async () => {
    const twoFactor = await answerOf(() => accountAction(args(formRequest("/cms/konto", { intent: "two-factor-enable", password: x(129) }))));
    expect(twoFactor).toMatchObject({ status: 400, body: { ok: false, message: "Passwort: Höchstens 128 Zeichen." } });

    const reset = await answerOf(() =>
      resetPasswordAction(args(formRequest("/passwort-zuruecksetzen", { token: MEGABYTE, password: x(129), confirm: x(129) }))),
    );
    expect(reset.status).toBe(400);
    expect(said(reset)).toMatch(/Höchstens (128|2000) Zeichen\./);

    const rename = await auth().handler(jsonRequest("/api/auth/update-user", { name: x(201) }));
    expect(rename.status).toBe(400);
    expect(await rename.json()).toMatchObject({ code: "FIELD_TOO_LONG", message: "Name: Höchstens 200 Zeichen." });
    expect((await open.db.select({ name: userTable.name }).from(userTable).where(eq(userTable.id, userId)))[0].name).toBe("Limits");
  });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
