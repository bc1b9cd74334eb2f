// The CMS content screens' server modules against a real database (global settings, e-mail
// templates, testimonials, outbox; the contact inbox has its own file, contact-inbox.test.ts). Writes
// run in a transaction as writeContent runs them; the right checks themselves are covered by the
// access-control matrix and the browser tests.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { emailTemplates, globalSettings, mailOutbox, testimonials } from "#db/schema";
import { authMails } from "~/features/auth/auth-mails";
import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  sendTemplateTestMail,
  TemplateNameTaken,
  updateEmailTemplate,
} from "~/features/email-templates/email-templates.server";
import { loadOutbox } from "~/features/outbox/outbox.server";
import { parseTemplateForm } from "~/features/email-templates/template-form";
import { loadPublishedTestimonials } from "~/features/testimonials/testimonials.server";
import { loadSettingsFormValues, saveGlobalSettings } from "~/features/settings/global-settings.server";
import { parseSettingsForm } from "~/features/settings/settings-form";
import { loadSiteSettings } from "~/features/settings/site-settings.server";
import { parseTestimonialForm } from "~/features/testimonials/testimonial-form";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  moveTestimonial,
  setTestimonialPublished,
  updateTestimonial,
} from "~/features/testimonials/testimonials.server";
import { company } from "~/lib/company";
import { testDatabases } from "./databases";

// Without SMTP every mail goes to the outbox table.
delete process.env.SMTP_URL;

function settingsInput(overrides: Record<string, string> = {}) {
  const parsed = parseSettingsForm({
    site_title: "Auralis Test",
    primary_color: "#0b5cad",
    site_description: "",
    cta_primary_text: "",
    cta_secondary_text: "",
    footer_text: "Neuer Footer",
    contact_email: "kontakt@auralis.example",
    contact_phone: "+41 44 111 22 33",
    contact_address: "",
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.value;
}

function templateInput(name: string, overrides: Record<string, string> = {}) {
  const parsed = parseTemplateForm({ template_name: name, subject: "Hallo {{name}}", html: "<p>Danke {{name}}: {{message}}</p>", reply_to: "", ...overrides });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.value;
}

function testimonialInput(author: string, published = true) {
  const parsed = parseTestimonialForm({ author, quote: `Zitat von ${author}`, rating: "4", ...(published ? { is_published: "on" } : {}) });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.value;
}

describe.each(testDatabases)("CMS-Inhalte auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openDb();
  });
  afterAll(async () => open?.close());

  describe("global settings", () => {
    it("creates the single row on first save and updates it afterwards, keeping the logo", async () => {
      expect(await loadSettingsFormValues(open.db)).toMatchObject({ site_title: "", primary_color: company.primaryColor });
      await open.db.transaction((tx) => saveGlobalSettings(tx, settingsInput()));
      await open.db.update(globalSettings).set({ faviconUrl: "/favicon-test.svg" }).where(eq(globalSettings.id, 1));
      await open.db.transaction((tx) => saveGlobalSettings(tx, settingsInput({ footer_text: "Zweiter Footer", site_title: "" })));

      const rows = await open.db.select().from(globalSettings);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: 1, footerText: "Zweiter Footer", siteTitle: null, primaryColor: "#0B5CAD", faviconUrl: "/favicon-test.svg" });

      // The public side reads the new values, with the company default where the field is empty.
      const site = await loadSiteSettings(open.db);
      expect(site).toMatchObject({ footerText: "Zweiter Footer", siteTitle: company.name, contactEmail: "kontakt@auralis.example" });
      expect(await loadSettingsFormValues(open.db)).toMatchObject({ footer_text: "Zweiter Footer", site_title: "", primary_color: "#0B5CAD" });
    });

    it("changes nothing when the transaction fails", async () => {
      await expect(
        open.db.transaction(async (tx) => {
          await saveGlobalSettings(tx, settingsInput({ footer_text: "Nie gespeichert" }));
          throw new Error("Abbruch");
        }),
      ).rejects.toThrow("Abbruch");
      expect((await loadSiteSettings(open.db)).footerText).toBe("Zweiter Footer");
    });
  });

  describe("e-mail templates", () => {
    it("creates, lists by name, updates and deletes", async () => {
      const b = await open.db.transaction((tx) => createEmailTemplate(tx, templateInput("B-Vorlage")));
      const a = await open.db.transaction((tx) => createEmailTemplate(tx, templateInput("A-Vorlage", { reply_to: "antwort@auralis.example" })));
      expect((await listEmailTemplates(open.db)).map((t) => t.templateName)).toEqual(["A-Vorlage", "B-Vorlage"]);
      expect(a.replyTo).toBe("antwort@auralis.example");

      const before = b.updatedAt.getTime();
      await new Promise((r) => setTimeout(r, 5));
      const updated = await open.db.transaction((tx) => updateEmailTemplate(tx, b.id, templateInput("B-Vorlage", { subject: "Neuer Betreff" })));
      expect(updated).toMatchObject({ subject: "Neuer Betreff" });
      expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(before);

      expect(await open.db.transaction((tx) => deleteEmailTemplate(tx, a.id))).toBe(true);
      expect(await open.db.transaction((tx) => deleteEmailTemplate(tx, a.id))).toBe(false);
      expect(await open.db.transaction((tx) => updateEmailTemplate(tx, a.id, templateInput("Weg")))).toBeNull();
    });

    it("keeps names unique regardless of case, also when renaming", async () => {
      await expect(open.db.transaction((tx) => createEmailTemplate(tx, templateInput("b-vorlage")))).rejects.toBeInstanceOf(TemplateNameTaken);
      const other = await open.db.transaction((tx) => createEmailTemplate(tx, templateInput("C-Vorlage")));
      await expect(open.db.transaction((tx) => updateEmailTemplate(tx, other.id, templateInput("B-VORLAGE")))).rejects.toBeInstanceOf(TemplateNameTaken);
      // Saving a template under its own name is fine.
      expect(await open.db.transaction((tx) => updateEmailTemplate(tx, other.id, templateInput("c-vorlage")))).toMatchObject({ templateName: "c-vorlage" });
      expect(await open.db.select().from(emailTemplates)).toHaveLength(2);
    });

    it("sends a test mail with the sample values to the given address (outbox without SMTP)", async () => {
      const [template] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.templateName, "B-Vorlage"));
      const result = await sendTemplateTestMail(open.db, template.id, "redaktion@auralis.example");
      expect(result).toEqual({ transport: "outbox", status: "queued" });
      const [mail] = await open.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "redaktion@auralis.example"));
      expect(mail).toMatchObject({ subject: "[Test] Neuer Betreff", replyTo: company.email, transport: "outbox" });
      expect(mail.html).toContain("Danke Maria Muster");
      expect(await sendTemplateTestMail(open.db, 999_999, "x@auralis.example")).toBeNull();
    });
  });

  describe("testimonials", () => {
    it("adds at the end, moves one place, not past the edges, and the public list follows", async () => {
      const created = [];
      for (const author of ["Anna", "Beat", "Cla"]) created.push(await open.db.transaction((tx) => createTestimonial(tx, testimonialInput(author))));
      expect(created.map((t) => t.sortOrder)).toEqual([0, 1, 2]);
      const [anna, beat, cla] = created;

      expect(await open.db.transaction((tx) => moveTestimonial(tx, cla.id, "up"))).toBe("moved");
      expect((await listTestimonials(open.db)).map((t) => t.author)).toEqual(["Anna", "Cla", "Beat"]);
      expect(await open.db.transaction((tx) => moveTestimonial(tx, anna.id, "up"))).toBe("at-edge");
      expect(await open.db.transaction((tx) => moveTestimonial(tx, beat.id, "down"))).toBe("at-edge");
      expect(await open.db.transaction((tx) => moveTestimonial(tx, 999_999, "down"))).toBe("not-found");

      expect(await open.db.transaction((tx) => setTestimonialPublished(tx, cla.id, false))).toMatchObject({ isPublished: false });
      expect((await loadPublishedTestimonials(open.db)).map((t) => t.author)).toEqual(["Anna", "Beat"]);

      const edited = await open.db.transaction((tx) => updateTestimonial(tx, beat.id, { ...testimonialInput("Beat B."), rating: 5 }));
      expect(edited).toMatchObject({ author: "Beat B.", rating: 5, sortOrder: 2 });

      expect(await open.db.transaction((tx) => deleteTestimonial(tx, anna.id))).toBe(true);
      expect((await listTestimonials(open.db)).map((t) => t.author)).toEqual(["Cla", "Beat B."]);
    });

    it("moves correctly when old rows share one order value", async () => {
      await open.db.delete(testimonials);
      const rows = await open.db
        .insert(testimonials)
        .values(["X", "Y", "Z"].map((author) => ({ author, quote: "Q", sortOrder: 0 })))
        .returning();
      await open.db.transaction((tx) => moveTestimonial(tx, rows[2].id, "up"));
      expect((await listTestimonials(open.db)).map((t) => t.author)).toEqual(["X", "Z", "Y"]);
    });

    it("refuses a rating outside 1–5 at the database too", async () => {
      await expect(open.db.insert(testimonials).values({ author: "R", quote: "Q", rating: 6 })).rejects.toThrow();
    });
  });

  describe("outbox", () => {
    it("hides other people's sign-in mails from editors, never from their recipient or administrators", async () => {
      await open.db.delete(mailOutbox);
      const mail = (to: string, subject: string, html: string) => ({
        toAddress: to,
        fromAddress: "site@auralis.example",
        subject,
        html,
        text: "",
        transport: "outbox" as const,
        status: "queued" as const,
      });
      const magic = authMails.magicLink("http://localhost/api/auth/magic-link/verify?token=geheim");
      const reset = authMails.resetPassword("http://localhost/api/auth/reset-password/geheim");
      await open.db.insert(mailOutbox).values([
        mail("chefin@auralis.example", magic.subject, magic.html),
        mail("Redaktor@auralis.example", reset.subject, reset.html),
        mail("info@auralis.example", "Neue Kontaktanfrage von Eva", "<p>Hallo</p>"),
        // A new kind of sign-in mail with an unknown subject is still recognised by its link.
        mail("chefin@auralis.example", "Einladung", '<a href="http://localhost/api/auth/invite?token=x">Los</a>'),
      ]);

      const editor = await loadOutbox(open.db, { email: "redaktor@auralis.example", role: "editor" }, 1);
      expect(editor.mails.map((m) => m.subject).sort()).toEqual([reset.subject, "Neue Kontaktanfrage von Eva"].sort());
      expect(editor.hidden).toBe(2);
      expect(editor.total).toBe(2);

      const admin = await loadOutbox(open.db, { email: "admin@auralis.example", role: "admin" }, 1);
      expect(admin.mails).toHaveLength(4);
      expect(admin.hidden).toBe(0);
      expect(admin.mails[0].createdAt).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    });
  });
});
