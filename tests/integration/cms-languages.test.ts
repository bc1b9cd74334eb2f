// The CMS administration of languages against a real database, through the screens' loaders and
// actions: 'Sprachen' in /cms/global (administrators only, German always on), each language's global
// texts (stored per language, an empty one stays empty for its visitors), the e-mail templates'
// language versions (one per language, the German one not deleted while others exist) and the
// testimonials' language.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { emailTemplates, globalSettings, testimonials } from "#db/schema";
import { seedEmailTemplates } from "#db/seed/content/email-templates";
import { CONFIRMATION_TEMPLATE, NOTIFICATION_TEMPLATE } from "~/features/contact/contact-mail-language";
import { templateVersionMessages } from "~/features/email-templates/template-versions";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { settingsInLanguage } from "~/features/settings/site-settings";
import { languageSettingsMessages } from "~/features/settings/site-texts-per-language";
import { settingsMessages } from "~/features/settings/settings-form";
import { loadPublishedTestimonials } from "~/features/testimonials/testimonials.server";
import { company } from "~/lib/company";
import { action as settingsAction, loader as settingsLoader } from "~/routes/cms/global-settings";
import { action as templatesAction, loader as templatesLoader } from "~/routes/cms/email-templates";
import { action as testimonialsAction, loader as testimonialsLoader } from "~/routes/cms/testimonials";
import { answerOf } from "./action-answer";
import { testDatabases } from "./databases";

// The guard with the real access rules; who asks is named by a test header instead of a session.
const people = {
  admin: { id: "u-admin", email: "admin@auralis-medizintechnik.example", name: "Admin", role: "admin" },
  editor: { id: "u-editor", email: "redaktion@auralis-medizintechnik.example", name: "Redaktion", role: "editor" },
} as const;
type Person = keyof typeof people;
vi.mock("~/features/auth/viewer.server", async () => {
  const { can } = await import("~/core/access/access-control");
  const { data } = await import("react-router");
  const guard = (request: Request, operation: Parameters<typeof can>[1]) => {
    const who = people[(request.headers.get("x-test-person") ?? "admin") as Person];
    if (!can(who.role, operation)) throw data({ ok: false, message: "Dafür fehlen Ihnen die Berechtigungen." }, { status: 403 });
    return { ...who, emailVerified: true, twoFactorEnabled: false, sessionId: "s" };
  };
  return {
    requireOperation: async (request: Request, operation: Parameters<typeof can>[1]) => guard(request, operation),
    requireStaff: async (request: Request, operation: Parameters<typeof can>[1]) => guard(request, operation),
  };
});

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-sprachen-"));
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;
const SITE = "http://localhost:3000";

type Args = { request: Request; params: Record<string, string>; context: unknown };
type Handler = (args: never) => Promise<unknown>;
const args = (request: Request) => ({ request, params: {}, context: {} }) satisfies Args as never;

function post(handler: Handler, screen: string, form: Record<string, string | string[]>, person: Person = "admin") {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) for (const v of ([] as string[]).concat(value)) body.append(key, v);
  const request = new Request(`${SITE}${screen}`, { method: "POST", headers: { origin: SITE, "x-test-person": person }, body });
  return answerOf(() => handler(args(request)));
}

async function load<T>(handler: Handler, screen: string, person: Person = "admin"): Promise<T> {
  const request = new Request(`${SITE}${screen}`, { headers: { "x-test-person": person } });
  return (await answerOf(() => handler(args(request)))).body as T;
}

describe.each(testDatabases)("Sprachen im CMS auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const storedLanguages = async () => (await open.db.select({ languages: globalSettings.languages }).from(globalSettings))[0]?.languages;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr", "it"], footerText: "Schweizer Qualität seit 1990" });
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  describe("'Sprachen'", () => {
    const saveLanguages = (languages: string[], person: Person = "admin") =>
      post(settingsAction, "/cms/global", { intent: "save-languages", languages }, person);

    it("an administrator switches French off and on again; the site reads it at once", async () => {
      expect(await saveLanguages(["it"])).toMatchObject({ status: 200, body: { ok: true, message: languageSettingsMessages.languagesSaved } });
      expect(await storedLanguages()).toEqual(["de", "it"]);
      expect((await loadSiteSettings(open.db)).languages).toEqual(["de", "it"]);

      expect((await saveLanguages(["it", "fr"])).status).toBe(200);
      // Stored in the site's order, German first.
      expect(await storedLanguages()).toEqual(["de", "fr", "it"]);
    });

    it("German cannot be switched off: it stays whatever is posted", async () => {
      expect((await saveLanguages([])).status).toBe(200);
      expect(await storedLanguages()).toEqual(["de"]);
      expect((await saveLanguages(["fr", "it"])).status).toBe(200);
      expect(await storedLanguages()).toEqual(["de", "fr", "it"]);
    });

    it("an unknown language refuses the form and changes nothing", async () => {
      expect(await saveLanguages(["fr", "es"])).toMatchObject({ status: 400, body: { ok: false, message: languageSettingsMessages.unknownLanguage } });
      expect(await storedLanguages()).toEqual(["de", "fr", "it"]);
    });

    it("only administrators switch languages: an editor is refused (even with bad input) and sees them read-only", async () => {
      expect((await saveLanguages(["en"], "editor")).status).toBe(403);
      expect((await saveLanguages(["xx"], "editor")).status).toBe(403);
      expect(await storedLanguages()).toEqual(["de", "fr", "it"]);
      expect(await load(settingsLoader, "/cms/global", "editor")).toMatchObject({ languages: ["de", "fr", "it"], canManageLanguages: false });
      expect(await load(settingsLoader, "/cms/global", "admin")).toMatchObject({ canManageLanguages: true });
    });
  });

  describe("texts per language", () => {
    const frenchTexts = {
      intent: "save-translated-texts",
      language: "fr",
      site_description: "Baignoires d’accouchement et bains de soins, fabriqués en Suisse.",
      footer_text: "Qualité suisse depuis 1990",
      cta_primary_text: "Voir les produits",
      cta_secondary_text: "",
      contact_address: "",
    };

    it("stores a language's texts and the site reads them for that language only; an empty field stays empty, never German", async () => {
      expect(await post(settingsAction, "/cms/global?sprache=fr", frenchTexts)).toMatchObject({
        status: 200,
        body: { ok: true, message: "Texte auf Französisch gespeichert" },
      });
      const italian = { ...frenchTexts, language: "it", site_description: "", footer_text: "Qualità svizzera dal 1990", cta_primary_text: "" };
      expect((await post(settingsAction, "/cms/global?sprache=it", italian)).status).toBe(200);

      const settings = await loadSiteSettings(open.db);
      expect(settingsInLanguage(settings, "fr")).toMatchObject({
        siteDescription: frenchTexts.site_description,
        footerText: "Qualité suisse depuis 1990",
        ctaPrimaryText: "Voir les produits",
        ctaSecondaryText: "",
        contactAddress: "",
      });
      expect(settingsInLanguage(settings, "it")).toMatchObject({ footerText: "Qualità svizzera dal 1990", siteDescription: "", ctaPrimaryText: "" });
      // German keeps its own text and its company defaults.
      expect(settingsInLanguage(settings, "de")).toMatchObject({ footerText: "Schweizer Qualität seit 1990", contactAddress: company.address });
      // Empty fields are not stored at all.
      expect((await open.db.select().from(globalSettings))[0].translatedTexts.it).toEqual({ footerText: "Qualità svizzera dal 1990" });
    });

    it("saving one language replaces its texts (an emptied field is gone) and keeps the others'", async () => {
      expect((await post(settingsAction, "/cms/global?sprache=fr", { ...frenchTexts, cta_primary_text: "" })).status).toBe(200);
      const settings = await loadSiteSettings(open.db);
      expect(settingsInLanguage(settings, "fr").ctaPrimaryText).toBe("");
      expect(settingsInLanguage(settings, "fr").footerText).toBe("Qualité suisse depuis 1990");
      expect(settingsInLanguage(settings, "it").footerText).toBe("Qualità svizzera dal 1990");
    });

    it("refuses bad input with a German message per field, saves nothing and gives back everything typed", async () => {
      const before = (await open.db.select().from(globalSettings))[0].translatedTexts;
      const tooLong = "x".repeat(5001);
      const answer = await post(settingsAction, "/cms/global?sprache=fr", { ...frenchTexts, footer_text: tooLong, cta_primary_text: "y".repeat(81) });
      expect(answer).toMatchObject({
        status: 400,
        body: {
          ok: false,
          intent: "save-translated-texts",
          language: "fr",
          message: settingsMessages.invalid,
          translatedValues: { footer_text: tooLong, site_description: frenchTexts.site_description },
        },
      });
      expect(Object.keys(answer.body.fieldErrors as object).sort()).toEqual(["cta_primary_text", "footer_text"]);
      expect((answer.body.fieldErrors as Record<string, string>).footer_text).toMatch(/^Höchstens [\d’]+ Zeichen\.$/);
      expect((await open.db.select().from(globalSettings))[0].translatedTexts).toEqual(before);
    });

    it("editors edit the texts; the screen shows a switched-on language's texts beside the German ones", async () => {
      expect((await post(settingsAction, "/cms/global?sprache=fr", frenchTexts, "editor")).status).toBe(200);
      const screen = await load<Record<string, unknown>>(settingsLoader, "/cms/global?sprache=fr", "editor");
      expect(screen).toMatchObject({
        language: "fr",
        translated: { footer_text: "Qualité suisse depuis 1990", cta_secondary_text: "" },
        german: { footer_text: "Schweizer Qualität seit 1990", contact_address: company.address },
      });
      // A language that is switched off is not offered: the screen opens German.
      expect(await load(settingsLoader, "/cms/global?sprache=en")).toMatchObject({ language: "de", translated: null });
    });
  });

  describe("e-mail template versions", () => {
    let germanId: number;
    const templatesScreen = () =>
      load<{ templates: { id: number; language: string; untranslated: boolean; hasOtherVersions: boolean }[] }>(templatesLoader, "/cms/email-templates");
    const createVersion = (id: number, language: string) =>
      post(templatesAction, "/cms/email-templates", { intent: "create-template-version", id: String(id), language });

    beforeAll(async () => {
      const rows = await open.db.insert(emailTemplates).values(seedEmailTemplates).returning();
      germanId = rows.find((r) => r.templateName === CONFIRMATION_TEMPLATE)!.id;
    });

    it("creates a version copied from German, marked as untranslated, and opens it", async () => {
      const answer = await createVersion(germanId, "fr");
      expect(answer.status).toBe(302);
      const [french] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.language, "fr"));
      const [german] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.id, germanId));
      expect(french).toMatchObject({ templateName: CONFIRMATION_TEMPLATE, subject: german.subject, html: german.html, replyTo: german.replyTo });
      const screen = await templatesScreen();
      expect(screen.templates.find((t) => t.id === french.id)).toMatchObject({ language: "fr", untranslated: true });
      expect(screen.templates.find((t) => t.id === germanId)).toMatchObject({ hasOtherVersions: true });
    });

    it("has one version per language: a second is refused, by the screen and by the database", async () => {
      expect(await createVersion(germanId, "fr")).toMatchObject({ status: 409, body: { message: templateVersionMessages.exists } });
      await expect(
        open.db.insert(emailTemplates).values({ templateName: CONFIRMATION_TEMPLATE, language: "fr", subject: "Doppelt", html: "<p>Doppelt</p>" }),
      ).rejects.toThrow();
      expect(await open.db.select().from(emailTemplates).where(eq(emailTemplates.language, "fr"))).toHaveLength(1);
    });

    it("refuses versions of the staff notification (always German) and unknown languages", async () => {
      const [notification] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.templateName, NOTIFICATION_TEMPLATE));
      expect(await createVersion(notification.id, "fr")).toMatchObject({ status: 409, body: { message: templateVersionMessages.germanOnly } });
      expect((await createVersion(germanId, "de")).status).toBe(400);
      expect((await createVersion(germanId, "es")).status).toBe(400);
      expect(await open.db.select().from(emailTemplates).where(eq(emailTemplates.templateName, NOTIFICATION_TEMPLATE))).toHaveLength(1);
    });

    it("an edited version keeps the template's name and is no longer marked; renaming the German one renames its versions", async () => {
      const [french] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.language, "fr"));
      const edit = {
        intent: "update-template",
        id: String(french.id),
        template_name: "Anderer Name",
        subject: "Merci, {{name}}",
        html: "<p>Bonjour {{name}}, merci.</p>",
        reply_to: "",
      };
      expect((await post(templatesAction, "/cms/email-templates", edit)).body).toMatchObject({ ok: true });
      expect((await open.db.select().from(emailTemplates).where(eq(emailTemplates.id, french.id)))[0]).toMatchObject({
        templateName: CONFIRMATION_TEMPLATE,
        subject: "Merci, {{name}}",
      });
      expect((await templatesScreen()).templates.find((t) => t.id === french.id)).toMatchObject({ untranslated: false });

      const [german] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.id, germanId));
      const rename = {
        intent: "update-template",
        id: String(germanId),
        template_name: "Bestätigung neu",
        subject: german.subject,
        html: german.html,
        reply_to: "",
      };
      expect((await post(templatesAction, "/cms/email-templates", rename)).body).toMatchObject({ ok: true });
      expect((await open.db.select().from(emailTemplates).where(eq(emailTemplates.id, french.id)))[0].templateName).toBe("Bestätigung neu");
      expect((await post(templatesAction, "/cms/email-templates", { ...rename, template_name: CONFIRMATION_TEMPLATE })).body).toMatchObject({ ok: true });
      expect((await open.db.select().from(emailTemplates).where(eq(emailTemplates.id, french.id)))[0].templateName).toBe(CONFIRMATION_TEMPLATE);
    });

    it("the German version cannot be deleted while other versions exist; a version can", async () => {
      const remove = (id: number) => post(templatesAction, "/cms/email-templates", { intent: "delete-template", id: String(id) });
      expect(await remove(germanId)).toMatchObject({ status: 409, body: { ok: false, message: templateVersionMessages.germanNotDeletable } });
      expect(await open.db.select().from(emailTemplates).where(eq(emailTemplates.id, germanId))).toHaveLength(1);

      const [french] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.language, "fr"));
      expect(await remove(french.id)).toMatchObject({ status: 200, body: { ok: true } });
      // The German one alone is the whole template: deleting it deletes the template, as before.
      expect(await remove(germanId)).toMatchObject({ status: 200, body: { ok: true } });
      expect(await open.db.select().from(emailTemplates).where(eq(emailTemplates.templateName, CONFIRMATION_TEMPLATE))).toEqual([]);
    });
  });

  describe("testimonials", () => {
    const form = (overrides: Record<string, string> = {}) => ({
      intent: "create-testimonial",
      author: "Claire Favre",
      role: "Sage-femme, Lausanne",
      quote: "Une baignoire remarquable.",
      rating: "5",
      is_published: "on",
      ...overrides,
    });

    it("stores the chosen language; the pages of that language show it, German ones not", async () => {
      expect((await post(testimonialsAction, "/cms/testimonials", form({ language: "fr" }))).body).toMatchObject({ ok: true });
      expect((await post(testimonialsAction, "/cms/testimonials", form({ author: "Anna Muster", quote: "Sehr gut." }))).body).toMatchObject({ ok: true });
      expect((await loadPublishedTestimonials(open.db, "fr")).map((t) => t.author)).toEqual(["Claire Favre"]);
      expect((await loadPublishedTestimonials(open.db, "de")).map((t) => t.author)).toEqual(["Anna Muster"]);
      const screen = await load<{ items: { author: string; language: string }[]; languages: string[] }>(testimonialsLoader, "/cms/testimonials");
      expect(screen.items.map((t) => [t.author, t.language])).toEqual([
        ["Claire Favre", "fr"],
        ["Anna Muster", "de"],
      ]);
      expect(screen.languages).toEqual(["de", "fr", "it"]);
    });

    it("refuses a language the site does not have, keeping what was typed", async () => {
      const answer = await post(testimonialsAction, "/cms/testimonials", form({ language: "es", author: "Nicht gespeichert" }));
      expect(answer).toMatchObject({
        status: 400,
        body: { fieldErrors: { language: "Bitte eine Sprache der Website wählen." }, values: { author: "Nicht gespeichert" } },
      });
      expect(await open.db.select().from(testimonials).where(eq(testimonials.author, "Nicht gespeichert"))).toEqual([]);
    });
  });
});
