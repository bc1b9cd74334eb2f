// No mail relay (docs/security.md, "Contact form: no mail relay"): the contact form mails a confirmation to whatever address was typed. It
// must carry nothing the visitor wrote but a short plain name (escaped), whatever the template says,
// and only the first messages per mailbox and per sender address of a day get one. Staff still get
// every message. The confirmation is in the language of the visitor's page (its template version; else
// translated English, else German); staff get German, naming the language, which the message keeps.
import fs from "node:fs";
import path from "node:path";
import { eq, ne, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { migrationsFolder, type OpenDatabase } from "#db/client.server";
import { contactMessages, emailTemplates, mailOutbox } from "#db/schema";
import { seedConfirmationTemplates, seedEmailTemplates } from "#db/seed/content/email-templates";
import { exportMessagesCsv } from "~/features/contact/contact-inbox.server";
import { CONFIRMATION_TEMPLATE, CONTACT_CONFIRMATION_LIMIT, receiveContactMessage } from "~/features/contact/contact.server";
import { exportStoredData } from "~/features/privacy/privacy-requests.server";
import { logger } from "~/core/logger.server";
import { company } from "~/lib/company";
import { testDatabases } from "./databases";

delete process.env.SMTP_URL;
delete process.env.CONTACT_NOTIFY_EMAIL;

/** Without settings of its own the site notifies the company address. */
const STAFF = company.email;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const form = (overrides: Record<string, string> = {}) => ({
  intent: "contact",
  name: "Anna Muster",
  email: "opfer@example.ch",
  message: "Kaufen Sie jetzt! https://spam.example/angebot – beste Preise",
  source_page: "/kontakt",
  ...overrides,
});

describe.each(testDatabases)("Bestätigung an Besucher auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const mailsTo = (to: string) => open.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(emailTemplates).values(seedEmailTemplates);
  });
  afterAll(async () => open?.close());
  beforeEach(async () => {
    await open.db.delete(mailOutbox);
    await open.db.delete(contactMessages);
  });

  it("confirms with the name only; staff get the whole message", async () => {
    const result = await receiveContactMessage(open.db, form(), nextIp());
    expect(result.ok).toBe(true);

    const [confirmation] = await mailsTo("opfer@example.ch");
    expect(confirmation.subject).toBe("Vielen Dank für Ihre Anfrage, Anna Muster");
    expect(confirmation.html).toContain("Guten Tag Anna Muster");
    for (const typed of ["Kaufen", "spam.example", "beste Preise", "opfer@example.ch"]) {
      expect(confirmation.html + confirmation.text + confirmation.subject, typed).not.toContain(typed);
    }
    const notification = (await open.db.select().from(mailOutbox)).find((m) => m.toAddress !== "opfer@example.ch")!;
    expect(notification.html).toContain("spam.example/angebot");
    expect(notification.replyTo).toBe("opfer@example.ch");
  });

  it("leaves out a name that carries a link or markup, and escapes the one it keeps", async () => {
    await receiveContactMessage(open.db, form({ email: "a@example.ch", name: "Gewinn unter www.spam.example abholen" }), nextIp());
    const [withoutName] = await mailsTo("a@example.ch");
    expect(withoutName.subject).toBe("Vielen Dank für Ihre Anfrage");
    expect(withoutName.html).not.toContain("spam.example");
    expect(withoutName.html).toContain("Guten Tag </p>");

    await receiveContactMessage(open.db, form({ email: "b@example.ch", name: "O'Brien & Söhne" }), nextIp());
    const [escaped] = await mailsTo("b@example.ch");
    expect(escaped.html).toContain("Guten Tag O&#39;Brien &amp; Söhne");
  });

  it("fills no {{message}} or {{email}} even when staff put them into the confirmation template", async () => {
    await open.db
      .update(emailTemplates)
      .set({ subject: "Danke {{name}} ({{email}})", html: "<p>Hallo {{name}}</p><blockquote>{{message}}</blockquote><p>{{email}}</p>" })
      .where(eq(emailTemplates.templateName, CONFIRMATION_TEMPLATE));
    try {
      await receiveContactMessage(open.db, form({ email: "c@example.ch" }), nextIp());
      const [mail] = await mailsTo("c@example.ch");
      expect(mail.subject).toBe("Danke Anna Muster ()");
      expect(mail.html).toBe("<p>Hallo Anna Muster</p><blockquote></blockquote><p></p>");
    } finally {
      const seeded = seedEmailTemplates.find((t) => t.templateName === CONFIRMATION_TEMPLATE)!;
      await open.db.update(emailTemplates).set({ subject: seeded.subject, html: seeded.html }).where(eq(emailTemplates.templateName, CONFIRMATION_TEMPLATE));
    }
  });

  it(`confirms at most ${CONTACT_CONFIRMATION_LIMIT.perRecipient} messages a day to one mailbox, from any address, +tag or case`, async () => {
    for (const email of ["ziel@example.ch", "Ziel+1@Example.ch", "ziel+zwei@example.ch", "ziel@example.ch"]) {
      expect((await receiveContactMessage(open.db, form({ email }), nextIp())).ok).toBe(true);
    }
    const confirmations = (await open.db.select().from(mailOutbox)).filter((m) => m.subject.startsWith("Vielen Dank"));
    expect(confirmations).toHaveLength(CONTACT_CONFIRMATION_LIMIT.perRecipient);
    // Every message is kept and reaches staff.
    expect(await open.db.select().from(contactMessages)).toHaveLength(4);
    expect(await mailsTo(STAFF)).toHaveLength(4);
  });

  it(`confirms at most ${CONTACT_CONFIRMATION_LIMIT.perClient} messages a day from one sender address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_CONFIRMATION_LIMIT.perClient; i++) {
      expect((await receiveContactMessage(open.db, form({ email: `empfaenger${i}@example.ch` }), ip)).ok).toBe(true);
    }
    // Past the 10-minute message limit, still the same day.
    await open.db.update(contactMessages).set({ createdAt: sql`now() - interval '20 minutes'` });
    expect((await receiveContactMessage(open.db, form({ email: "noch-einer@example.ch" }), ip)).ok).toBe(true);
    expect(await mailsTo("noch-einer@example.ch")).toHaveLength(0);
    expect(await open.db.select().from(contactMessages)).toHaveLength(CONTACT_CONFIRMATION_LIMIT.perClient + 1);
  });

  it("the migration takes the repeated message out of a confirmation template as it was seeded", async () => {
    const current = seedEmailTemplates.find((t) => t.templateName === CONFIRMATION_TEMPLATE)!;
    const removed =
      "<p>Zur Erinnerung Ihre Nachricht:</p>" +
      '<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f8f3ed;border-left:4px solid #E6462E;white-space:pre-line;">{{message}}</blockquote>';
    const marker = "<p>Haben Sie eine dringende Frage";
    const asSeededBefore = current.html.replace(marker, removed + marker);
    await open.db.update(emailTemplates).set({ html: asSeededBefore }).where(eq(emailTemplates.templateName, CONFIRMATION_TEMPLATE));

    const migration = fs.readFileSync(path.join(migrationsFolder, "0004_auth_throttle_and_contact_confirmation.sql"), "utf8");
    const update = migration.split("--> statement-breakpoint").find((s) => s.includes('UPDATE "email_templates"'))!;
    await open.db.execute(sql.raw(update));
    const [after] = await open.db.select().from(emailTemplates).where(eq(emailTemplates.templateName, CONFIRMATION_TEMPLATE));
    expect(after.html).toBe(current.html);
  });

  describe("in the visitor's language", () => {
    const seeded = seedEmailTemplates.find((t) => t.templateName === CONFIRMATION_TEMPLATE)!;
    const addVersion = (language: "fr" | "it" | "en", texts: { subject: string; html: string } = seedConfirmationTemplates[language]) =>
      open.db.insert(emailTemplates).values({ ...seeded, ...texts, language });
    // Staff mails go to the company address: a visitor's address gets only the confirmation.
    const confirmationTo = async (email: string) => (await mailsTo(email)).at(0);
    afterEach(async () => {
      await open.db.delete(emailTemplates).where(ne(emailTemplates.language, "de"));
      vi.restoreAllMocks();
    });

    it("confirms a visitor of a French page in French; the message keeps its language; staff get German naming it", async () => {
      await addVersion("fr");
      await addVersion("en");
      expect((await receiveContactMessage(open.db, form({ email: "claire@example.ch", name: "Claire Favre", source_page: "/fr/contact" }), nextIp())).ok).toBe(
        true,
      );

      const [confirmation] = await mailsTo("claire@example.ch");
      expect(confirmation.subject).toBe("Merci pour votre demande, Claire Favre");
      expect(confirmation.html).toContain("Bonjour Claire Favre");
      expect(confirmation.html).not.toMatch(/Guten Tag|Vielen Dank/);

      const [stored] = await open.db.select().from(contactMessages).where(eq(contactMessages.email, "claire@example.ch"));
      expect(stored.language).toBe("fr");
      const [notification] = await mailsTo(STAFF);
      expect(notification.subject).toBe("Neue Kontaktanfrage von Claire Favre (claire@example.ch)");
      expect(notification.html).toContain("Sprache: Französisch");

      // The inbox's CSV and the privacy export name the language.
      expect(await exportMessagesCsv(open.db)).toContain(";/fr/contact;Französisch;Neu;");
      const file = await exportStoredData(open.db, "claire@example.ch", { email: "admin@auralis-medizintechnik.example" });
      expect(file.kontaktnachrichten).toEqual([expect.objectContaining({ gesendetVon: "/fr/contact", sprache: "Französisch" })]);
    });

    it("takes the language the page's action passes over the form's source_page", async () => {
      await addVersion("fr");
      await receiveContactMessage(open.db, form({ email: "d@example.ch", source_page: "/kontakt" }), nextIp(), "fr");
      expect((await confirmationTo("d@example.ch"))?.subject).toBe("Merci pour votre demande, Anna Muster");
      expect((await open.db.select().from(contactMessages).where(eq(contactMessages.email, "d@example.ch")))[0].language).toBe("fr");
    });

    it("a German visitor gets German, staff read 'Sprache: Deutsch'", async () => {
      await addVersion("fr");
      await receiveContactMessage(open.db, form({ email: "e@example.ch" }), nextIp());
      expect((await confirmationTo("e@example.ch"))?.subject).toBe("Vielen Dank für Ihre Anfrage, Anna Muster");
      expect((await open.db.select().from(contactMessages))[0].language).toBe("de");
      expect((await mailsTo(STAFF))[0].html).toContain("Sprache: Deutsch");
    });

    it("without a translated version of the visitor's language: English if translated, else German, with a warning", async () => {
      const warn = vi.spyOn(logger, "warn");
      await addVersion("en");
      // An Italian version still as copied from German counts as missing: it would send German text.
      await addVersion("it", { subject: seeded.subject, html: seeded.html });
      await receiveContactMessage(open.db, form({ email: "f@example.ch", source_page: "/it/contatto" }), nextIp());
      expect((await confirmationTo("f@example.ch"))?.subject).toBe("Thank you for your enquiry, Anna Muster");
      expect(warn).toHaveBeenCalledWith({ language: "it", sent: "en" }, expect.stringContaining("Italienisch"));

      await open.db.delete(emailTemplates).where(eq(emailTemplates.language, "en"));
      await receiveContactMessage(open.db, form({ email: "g@example.ch", source_page: "/it/contatto" }), nextIp());
      expect((await confirmationTo("g@example.ch"))?.subject).toBe("Vielen Dank für Ihre Anfrage, Anna Muster");
      expect(warn).toHaveBeenCalledWith({ language: "it", sent: "de" }, expect.any(String));
    });
  });
});
