// Privacy requests (docs/decisions/0015-privacy-requests.md) against a real database: the retention job deletes contact messages (and outbox
// mails) older than the period and logs only counts; the export of an address holds its messages,
// mails and account — no password hash, session token or second-factor secret — and is logged; the
// erasure removes all of it in one transaction with its log row, refuses one's own account and the
// last administrator, and is refused to editors (as are the export and the retention setting).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { account, session, twoFactor, user } from "#db/auth-schema";
import {
  contactMessages,
  documentKinds,
  documents,
  documentVersions,
  globalSettings,
  mailOutbox,
  printedCopyRequests,
  privacyLog,
  productRecords,
} from "#db/schema";
import { privacySubjectKey } from "~/features/privacy/privacy-requests.server";
import { purgeExpiredContactMessages, startRetentionJob } from "~/features/privacy/retention.server";
import { action as privacyAction, loader as privacyLoader } from "~/routes/cms/privacy";
import { action as exportAction } from "~/routes/cms/privacy-export";
import { answerOf } from "./action-answer";
import { testDatabases } from "./databases";

// The guard with the real access rules; who asks is named by a test header instead of a session.
const people = {
  admin: { id: "u-admin", email: "admin@auralis-medizintechnik.example", name: "Admin", role: "admin" },
  editor: { id: "u-editor", email: "redaktion@auralis-medizintechnik.example", name: "Redaktion", role: "editor" },
} as const;
vi.mock("~/features/auth/viewer.server", async () => {
  const { can } = await import("~/core/access/access-control");
  const { data } = await import("react-router");
  const guard = (request: Request, operation: Parameters<typeof can>[1]) => {
    const who = people[(request.headers.get("x-test-person") ?? "admin") as keyof typeof people];
    if (!can(who.role, operation)) throw data({ ok: false, message: "Dafür fehlen Ihnen die Berechtigungen." }, { status: 403 });
    return { ...who, emailVerified: true, twoFactorEnabled: false, sessionId: "s" };
  };
  return {
    requireOperation: async (request: Request, operation: Parameters<typeof can>[1]) => guard(request, operation),
    requireStaff: async (request: Request, operation: Parameters<typeof can>[1]) => guard(request, operation),
  };
});

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "auralis-privacy-"));
process.env.PORT = "3000";
delete process.env.SITE_URL;
delete process.env.SMTP_URL;
const SITE = "http://localhost:3000";

const post = (route: "screen" | "export", form: Record<string, string>, person: keyof typeof people = "admin") => {
  const request = new Request(`${SITE}/cms/datenschutz${route === "export" ? "/export" : ""}`, {
    method: "POST",
    headers: { origin: SITE, "x-test-person": person },
    body: new URLSearchParams(form),
  });
  return route === "export" ? exportAction({ request, params: {}, context: {} } as never) : privacyAction({ request, params: {}, context: {} } as never);
};

const MONTH = 30 * 24 * 3_600_000;
const SUBJECT = "Petra.Privat@Example.ch";
const subject = SUBJECT.toLowerCase();

describe.each(testDatabases)("Datenschutz-Anfragen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;

  beforeAll(async () => {
    open = await openDb();
    setProcessDatabase(open);
    await open.db.insert(globalSettings).values({ id: 1 }).onConflictDoNothing();
  });
  afterAll(async () => {
    setProcessDatabase(undefined);
    await open?.close();
  });

  const messagesOf = async (email: string) => open.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  const logRows = async () => open.db.select().from(privacyLog).orderBy(privacyLog.id);

  describe("retention", () => {
    it("deletes messages and mails older than the period in one run, keeps newer ones, logs counts only", async () => {
      const now = new Date("2026-06-15T12:00:00Z");
      const old = new Date(now.getTime() - 25 * MONTH);
      const recent = new Date(now.getTime() - 23 * MONTH);
      await open.db.insert(contactMessages).values([
        { name: "Otto Alt", email: "otto.alt@example.ch", message: "Geheimer alter Text", createdAt: old },
        { name: "Nina Neu", email: "nina.neu@example.ch", message: "Neuerer Text", createdAt: recent },
      ]);
      await open.db.insert(mailOutbox).values([
        {
          toAddress: "kontakt@auralis.example",
          fromAddress: "web@auralis.example",
          replyTo: "otto.alt@example.ch",
          subject: "Neue Kontaktanfrage von Otto Alt",
          html: "<p>Geheimer alter Text</p>",
          text: "Geheimer alter Text",
          transport: "outbox",
          status: "queued",
          createdAt: old,
        },
        {
          toAddress: "kontakt@auralis.example",
          fromAddress: "web@auralis.example",
          replyTo: "nina.neu@example.ch",
          subject: "Neue Kontaktanfrage von Nina Neu",
          html: "<p>Neuerer Text</p>",
          text: "Neuerer Text",
          transport: "outbox",
          status: "queued",
          createdAt: recent,
        },
      ]);
      const before = (await logRows()).length;

      const run = await purgeExpiredContactMessages(open.db, now);
      expect(run).toMatchObject({ months: 24, contactMessages: 1, outboxMails: 1, ran: true });
      expect(await messagesOf("otto.alt@example.ch")).toEqual([]);
      expect(await messagesOf("nina.neu@example.ch")).toHaveLength(1);
      const mails = await open.db.select({ replyTo: mailOutbox.replyTo }).from(mailOutbox);
      expect(mails.map((m) => m.replyTo)).not.toContain("otto.alt@example.ch");
      expect(mails.map((m) => m.replyTo)).toContain("nina.neu@example.ch");

      const log = (await logRows()).slice(before);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ action: "retention", counts: { contactMessages: 1, outboxMails: 1 }, subjectKey: null, actor: null });
      // Without content: no name, address or text of what was deleted.
      expect(JSON.stringify(log[0])).not.toMatch(/Otto|otto\.alt|Geheimer/);

      // Nothing more is due: no second log row.
      expect(await purgeExpiredContactMessages(open.db, now)).toMatchObject({ contactMessages: 0, outboxMails: 0, ran: true });
      expect(await logRows()).toHaveLength(before + 1);
    });

    it("follows the period set on the screen (administrators only), and two runs at once delete once", async () => {
      const editorAnswer = await answerOf(() => post("screen", { intent: "save-retention", months: "1" }, "editor"));
      expect(editorAnswer.status).toBe(403);
      expect((await answerOf(() => post("screen", { intent: "save-retention", months: "0" }))).body).toMatchObject({
        ok: false,
        fieldErrors: { months: expect.stringContaining("1 bis 120") },
      });
      expect((await answerOf(() => post("screen", { intent: "save-retention", months: "121" }))).status).toBe(400);
      const [stored] = await open.db.select({ months: globalSettings.contactRetentionMonths }).from(globalSettings);
      expect(stored.months).toBe(24);

      const saved = await answerOf(() => post("screen", { intent: "save-retention", months: "12" }));
      expect(saved).toMatchObject({ status: 200, body: { ok: true, message: "Kontaktnachrichten werden jetzt 12 Monate aufbewahrt." } });
      expect((await answerOf(() => privacyLoader({ request: new Request(`${SITE}/cms/datenschutz`), params: {}, context: {} } as never))).body).toMatchObject({
        months: 12,
      });

      const now = new Date("2026-06-15T12:00:00Z");
      const before = (await logRows()).length;
      const runs = await Promise.all([purgeExpiredContactMessages(open.db, now), purgeExpiredContactMessages(open.db, now)]);
      expect(runs.reduce((sum, run) => sum + run.contactMessages, 0)).toBe(1);
      expect(await messagesOf("nina.neu@example.ch")).toEqual([]);
      expect(await logRows()).toHaveLength(before + 1);
      await open.db.update(globalSettings).set({ contactRetentionMonths: 24 });
    });

    it("runs as a job shortly after the start and survives a database that fails", async () => {
      await open.db.insert(contactMessages).values({ name: "Job", email: "job@example.ch", message: "x", createdAt: new Date(Date.now() - 30 * MONTH) });
      const stop = startRetentionJob({ database: () => open.db, firstRunMs: 5, intervalMs: 60_000 });
      await vi.waitFor(async () => expect(await messagesOf("job@example.ch")).toEqual([]), { timeout: 5000 });
      await stop();

      let calls = 0;
      const stopFailing = startRetentionJob({
        database: () => {
          calls += 1;
          throw new Error("Datenbank weg");
        },
        firstRunMs: 5,
        intervalMs: 10,
      });
      await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 5000 });
      await stopFailing();
    });
  });

  describe("an address's data", () => {
    const ids = { subjectUser: "u-petra", otherAdmin: "u-anderer-admin" };

    beforeAll(async () => {
      const now = new Date();
      await open.db.insert(user).values([
        {
          id: ids.subjectUser,
          name: "Petra Privat",
          email: subject,
          emailVerified: true,
          role: "editor",
          twoFactorEnabled: true,
          createdAt: now,
          updatedAt: now,
        },
        { id: people.admin.id, name: "Admin", email: people.admin.email, emailVerified: true, role: "admin", createdAt: now, updatedAt: now },
      ]);
      await open.db.insert(account).values({
        id: "acc-petra",
        accountId: ids.subjectUser,
        providerId: "credential",
        userId: ids.subjectUser,
        password: "scrypt$GEHEIMER-PASSWORT-HASH",
        createdAt: now,
        updatedAt: now,
      });
      await open.db.insert(session).values({
        id: "ses-petra",
        token: "GEHEIMES-SITZUNGS-TOKEN",
        userId: ids.subjectUser,
        expiresAt: new Date(Date.now() + 86_400_000),
        ipAddress: "192.0.2.7",
        userAgent: "Testbrowser",
        createdAt: now,
        updatedAt: now,
      });
      await open.db.insert(twoFactor).values({ id: "tf-petra", userId: ids.subjectUser, secret: "GEHEIMES-TOTP-SECRET", backupCodes: "GEHEIME-BACKUP-CODES" });
      await open.db.insert(contactMessages).values([
        { name: "Petra Privat", email: SUBJECT, message: "Frage zur Gebärwanne", sourcePage: "/kontakt" },
        { name: "Petra P.", email: subject, message: "Zweite Frage" },
        { name: "Andere Person", email: "andere@example.ch", message: "Nicht Petras Nachricht" },
      ]);
      // A request for a printed copy of an instruction for use (docs/decisions/0047-printed-copies.md).
      const product = { translationKey: "6d0c3a1e-6a2b-4c55-9d7e-1f2a3b4c5d6e" };
      await open.db.insert(productRecords).values(product);
      const [ifu] = await open.db.select().from(documentKinds).where(eq(documentKinds.key, "ifu"));

      const [ifuDe] = await open.db.insert(documents).values({ productKey: product.translationKey, kindId: ifu.id, language: "de" }).returning();
      const [version] = await open.db
        .insert(documentVersions)
        .values({ documentId: ifuDe.id, label: "Rev. 1", fileSha256: "a".repeat(64), fileName: "ifu.pdf", sizeBytes: 1000, uploadedBy: "redaktion" })
        .returning();
      await open.db.insert(printedCopyRequests).values([
        {
          documentVersionId: version.id,
          name: "Petra Privat",
          institution: "Spital Beispiel",
          address: "Bettenhaus 2\n8000 Zürich",
          email: SUBJECT,
          receivedAt: new Date("2026-03-02T08:00:00Z"),
          dueAt: new Date("2026-03-09T23:00:00Z"),
        },
        { documentVersionId: version.id, name: "Andere Person", email: "andere@example.ch", dueAt: new Date("2026-03-09T23:00:00Z") },
      ]);
      await open.db.insert(mailOutbox).values([
        {
          toAddress: "kontakt@auralis.example",
          fromAddress: "web@auralis.example",
          replyTo: SUBJECT,
          subject: "Neue Kontaktanfrage von Petra Privat",
          html: "<p>Frage zur Gebärwanne</p>",
          text: "Frage zur Gebärwanne",
          transport: "outbox",
          status: "queued",
        },
        {
          toAddress: subject,
          fromAddress: "web@auralis.example",
          subject: "Vielen Dank für Ihre Anfrage",
          html: "<p>Danke</p>",
          text: "Danke",
          transport: "outbox",
          status: "queued",
        },
        {
          toAddress: "andere@example.ch",
          fromAddress: "web@auralis.example",
          subject: "Vielen Dank für Ihre Anfrage",
          html: "<p>Danke</p>",
          text: "Danke",
          transport: "outbox",
          status: "queued",
        },
      ]);
    });

    it("shows what is stored to administrators only", async () => {
      expect((await answerOf(() => post("screen", { intent: "search", email: " petra.privat@EXAMPLE.ch " }, "editor"))).status).toBe(403);
      const found = await answerOf(() => post("screen", { intent: "search", email: " petra.privat@EXAMPLE.ch " }));
      expect(found.status).toBe(200);
      expect(found.body.summary).toMatchObject({
        email: subject,
        counts: { contactMessages: 2, outboxMails: 2, account: 1, printedCopyRequests: 1 },
        account: { name: "Petra Privat", role: "Redaktion", self: false },
        printedCopyRequests: [expect.objectContaining({ name: "Petra Privat", institution: "Spital Beispiel", shippedAt: null })],
      });
      const invalid = await answerOf(() => post("screen", { intent: "search", email: "keine-adresse" }));
      expect(invalid).toMatchObject({ status: 400, body: { fieldErrors: { email: "Ungültige E-Mail-Adresse" }, values: { email: "keine-adresse" } } });
    });

    it("exports messages, mails and the account as one JSON file — no secrets — and logs it", async () => {
      expect((await answerOf(() => post("export", { email: subject }, "editor"))).status).toBe(403);
      const before = (await logRows()).length;
      const response = (await post("export", { email: SUBJECT })) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="datenschutz-auskunft-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(response.headers.get("cache-control")).toContain("no-store");
      const text = await response.text();
      const file = JSON.parse(text);
      expect(file.emailAdresse).toBe(subject);
      expect(file.kontaktnachrichten.map((m: { nachricht: string }) => m.nachricht).sort()).toEqual(["Frage zur Gebärwanne", "Zweite Frage"]);
      expect(file.postausgang).toHaveLength(2);
      expect(file.gedruckteAusgaben).toEqual([
        expect.objectContaining({ name: "Petra Privat", institution: "Spital Beispiel", lieferadresse: "Bettenhaus 2\n8000 Zürich", versandtAm: null }),
      ]);
      expect(file.benutzerkonto).toMatchObject({ id: ids.subjectUser, name: "Petra Privat", email: subject, rolle: "Redaktion", zweiFaktorAktiv: true });
      expect(file.benutzerkonto.sitzungen).toEqual([expect.objectContaining({ ipAdresse: "192.0.2.7", browser: "Testbrowser" })]);
      expect(file.benutzerkonto.anmeldemethoden).toEqual([expect.objectContaining({ anbieter: "E-Mail und Passwort" })]);
      expect(text).not.toMatch(/GEHEIMER-PASSWORT-HASH|GEHEIMES-SITZUNGS-TOKEN|GEHEIMES-TOTP-SECRET|GEHEIME-BACKUP-CODES|Nicht Petras|andere@example/);

      const log = (await logRows()).slice(before);
      expect(log).toEqual([
        expect.objectContaining({
          action: "export",
          subjectKey: privacySubjectKey(SUBJECT),
          actor: people.admin.email,
          counts: { contactMessages: 2, outboxMails: 2, account: 1, printedCopyRequests: 1 },
        }),
      ]);
      expect(JSON.stringify(log)).not.toMatch(/petra|Gebärwanne/i);
    });

    it("erases nothing without the confirmation, for editors, or when it is one's own account", async () => {
      const counts = async () => ({
        messages: (
          await open.db
            .select()
            .from(contactMessages)
            .where(inArray(contactMessages.email, [SUBJECT, subject]))
        ).length,
        users: (await open.db.select().from(user).where(eq(user.id, ids.subjectUser))).length,
        log: (await logRows()).length,
      });
      const before = await counts();
      expect((await answerOf(() => post("screen", { intent: "erase", email: subject, confirmed: "ja" }, "editor"))).status).toBe(403);
      expect(await answerOf(() => post("screen", { intent: "erase", email: subject }))).toMatchObject({
        status: 400,
        body: { message: "Bitte bestätigen Sie die Löschung im Dialog." },
      });
      expect(await counts()).toEqual(before);

      // The administrator's own address: refused whole, the admin's own messages stay too.
      await open.db.insert(contactMessages).values({ name: "Admin privat", email: people.admin.email, message: "eigene" });
      const own = await answerOf(() => post("screen", { intent: "erase", email: people.admin.email, confirmed: "ja" }));
      expect(own).toMatchObject({ status: 409, body: { ok: false, message: expect.stringContaining("eigenes Konto") } });
      expect(await messagesOf(people.admin.email)).toHaveLength(1);
      expect(await open.db.select().from(user).where(eq(user.id, people.admin.id))).toHaveLength(1);
      expect(await counts()).toEqual(before);
    });

    it("erases messages, mails and the account with its sessions and secrets in one go, and logs counts", async () => {
      const before = (await logRows()).length;
      const erased = await answerOf(() => post("screen", { intent: "erase", email: SUBJECT, confirmed: "ja" }));
      expect(erased).toMatchObject({
        status: 200,
        body: { ok: true, message: "Gelöscht: 2 Kontaktnachrichten, 2 Mails im Postausgang, 1 Benutzerkonto, 1 Anfrage einer gedruckten Ausgabe." },
      });
      expect(erased.body.summary).toMatchObject({ counts: { contactMessages: 0, outboxMails: 0, account: 0, printedCopyRequests: 0 } });
      // The printed copy's request stays as the proof of the duty, its dates kept; only the personal fields go.
      const requests = await open.db.select().from(printedCopyRequests).orderBy(printedCopyRequests.id);
      expect(requests[0]).toMatchObject({ name: null, institution: null, address: null, email: null, message: null, dueAt: new Date("2026-03-09T23:00:00Z") });
      expect(requests[0].erasedAt).toBeInstanceOf(Date);
      expect(requests[1]).toMatchObject({ name: "Andere Person", email: "andere@example.ch", erasedAt: null });

      expect(
        await open.db
          .select()
          .from(contactMessages)
          .where(inArray(contactMessages.email, [SUBJECT, subject])),
      ).toEqual([]);
      const mails = await open.db.select().from(mailOutbox);
      expect(mails.filter((m) => [m.toAddress, m.replyTo].some((a) => a?.toLowerCase() === subject))).toEqual([]);
      expect(await open.db.select().from(user).where(eq(user.id, ids.subjectUser))).toEqual([]);
      expect(await open.db.select().from(session).where(eq(session.userId, ids.subjectUser))).toEqual([]);
      expect(await open.db.select().from(account).where(eq(account.userId, ids.subjectUser))).toEqual([]);
      expect(await open.db.select().from(twoFactor).where(eq(twoFactor.userId, ids.subjectUser))).toEqual([]);
      // Someone else's data stays.
      expect(await messagesOf("andere@example.ch")).toHaveLength(1);
      expect(mails.some((m) => m.toAddress === "andere@example.ch")).toBe(true);

      const log = (await logRows()).slice(before);
      expect(log).toEqual([
        expect.objectContaining({
          action: "erase",
          subjectKey: privacySubjectKey(subject),
          actor: people.admin.email,
          counts: { contactMessages: 2, outboxMails: 2, account: 1, printedCopyRequests: 1 },
        }),
      ]);
      expect(JSON.stringify(log)).not.toMatch(/petra|Gebärwanne/i);
      // The screen's history finds the earlier requests by the hash of the address.
      const again = await answerOf(() => post("screen", { intent: "search", email: subject }));
      expect((again.body.summary as { history: { action: string }[] }).history.map((h) => h.action)).toEqual(["erase", "export"]);
    });

    it("never deletes the last active administrator", async () => {
      const now = new Date();
      // Another administrator asks to erase the only active administrator's account: refused.
      await open.db.insert(user).values({
        id: ids.otherAdmin,
        name: "Gesperrt",
        email: "gesperrt@auralis-medizintechnik.example",
        role: "admin",
        banned: true,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      const { eraseStoredData } = await import("~/features/privacy/privacy-requests.server");
      const refused = await eraseStoredData(open.db, people.admin.email, { id: ids.otherAdmin, email: "gesperrt@auralis-medizintechnik.example" });
      expect(refused).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("letzten Administrators") });
      expect(await open.db.select().from(user).where(eq(user.id, people.admin.id))).toHaveLength(1);
      expect(await messagesOf(people.admin.email)).toHaveLength(1);
    });
  });
});
