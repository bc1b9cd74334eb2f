// The contact inbox against a real database (docs/decisions/0007-contact-inbox-and-sections-demo.md): listing and filtering by work
// state, marking done and reopening in one transaction, the CSV export, and resending a failed
// notification through the mail module with the outbox entry and the new state written together.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenDatabase } from "#db/client.server";
import { contactMessages, mailOutbox } from "#db/schema";
import { changeMessageStatus, exportMessagesCsv, loadInbox, retryNotification } from "~/features/contact/contact-inbox.server";
import * as mail from "~/features/mail/mail.server";
import { expectReadBackWhole } from "../csv-read-back";
import { testDatabases } from "./databases";

// Without SMTP every mail goes to the outbox table; a test can make the hand-over fail.
delete process.env.SMTP_URL;
vi.mock("~/features/mail/mail.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/features/mail/mail.server")>();
  return { ...original, deliverMail: vi.fn(original.deliverMail) };
});
const deliverMail = vi.mocked(mail.deliverMail);

const editor = { email: "redaktion@auralis-medizintechnik.example" };

describe.each(testDatabases)("Kontaktanfragen auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  const rowOf = async (id: number) => (await open.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

  beforeAll(async () => {
    open = await openDb();
  });
  afterAll(async () => open?.close());
  afterEach(() => deliverMail.mockClear());

  it("lists newest first with the work state, filters by it and counts the open ones", async () => {
    const base = Date.now();
    const [old] = await open.db
      .insert(contactMessages)
      .values([
        {
          name: "Alt",
          email: "alt@example.ch",
          message: "Erste\n  Zeile",
          sourcePage: "/kontakt",
          createdAt: new Date(base - 60_000),
          notificationStatus: "sent",
        },
        { name: "Neu", email: "neu@example.ch", message: "Zweite", createdAt: new Date(base), notificationStatus: "failed", notificationError: "SMTP weg" },
      ])
      .returning();
    const inbox = await loadInbox(open.db, { page: 1, filter: "all" });
    expect(inbox.messages.map((m) => m.name)).toEqual(["Neu", "Alt"]);
    expect(inbox).toMatchObject({ total: 2, open: 2, page: 1, pageCount: 1 });
    expect(inbox.messages[0]).toMatchObject({ status: "new", notificationStatus: "failed", notificationError: "SMTP weg", doneAt: null });
    expect(inbox.messages[1]).toMatchObject({ message: "Erste\n  Zeile", sourcePage: "/kontakt" });
    expect(inbox.messages[0].receivedAt).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);

    expect(await changeMessageStatus(open.db, old.id, "mark-done", editor)).toEqual({ ok: true, message: "Als erledigt markiert" });
    const done = await rowOf(old.id);
    expect(done).toMatchObject({ status: "done", doneBy: editor.email });
    expect(done.doneAt).toBeInstanceOf(Date);

    expect((await loadInbox(open.db, { page: 1, filter: "new" })).messages.map((m) => m.name)).toEqual(["Neu"]);
    const doneList = await loadInbox(open.db, { page: 1, filter: "done" });
    expect(doneList.messages.map((m) => m.name)).toEqual(["Alt"]);
    expect(doneList.open).toBe(1);
    expect(doneList.messages[0].doneAt).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    // A page past the end shows the last page.
    expect((await loadInbox(open.db, { page: 40, filter: "all" })).page).toBe(1);
  });

  it("refuses a change that does not apply and changes nothing", async () => {
    const [row] = await open.db.select().from(contactMessages).where(eq(contactMessages.name, "Alt"));
    const before = await rowOf(row.id);
    expect(await changeMessageStatus(open.db, row.id, "mark-done", { email: "andere@auralis-medizintechnik.example" })).toEqual({
      ok: false,
      message: "Diese Nachricht ist bereits erledigt.",
      status: 409,
    });
    expect(await rowOf(row.id)).toEqual(before);
    expect(await changeMessageStatus(open.db, 999_999, "mark-done", editor)).toMatchObject({ ok: false, status: 404 });

    expect(await changeMessageStatus(open.db, row.id, "reopen", editor)).toEqual({ ok: true, message: "Wieder geöffnet" });
    expect(await rowOf(row.id)).toMatchObject({ status: "new", doneAt: null, doneBy: null });
    expect(await changeMessageStatus(open.db, row.id, "reopen", editor)).toMatchObject({ ok: false, status: 409 });
  });

  it("knows only the states new and done, at the database too", async () => {
    await expect(open.db.insert(contactMessages).values({ name: "X", email: "x@example.ch", message: "x", status: "gelesen" as "new" })).rejects.toThrow();
  });

  it("exports every message, oldest first, as CSV with BOM and formula cells made harmless", async () => {
    await open.db.insert(contactMessages).values({
      name: '=HYPERLINK("http://x")',
      email: "formel@example.ch",
      message: "Grüezi; «Zitat»\nx,=cmd|' /C calc'!A0\tund \"mehr\"",
      createdAt: new Date(Date.now() + 60_000),
    });
    const csv = await exportMessagesCsv(open.db);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith("\r\n")).toBe(true);
    // Read back with semicolons, also with commas and tabs ticked as well: every row as long as the header,
    // no formula; read with only commas or only tabs: no formula.
    const records = expectReadBackWhole(csv);
    expect(records[0].slice(0, 5)).toEqual(["ID", "Eingegangen", "Name", "E-Mail", "Nachricht"]);
    expect(records).toHaveLength(4);
    expect(records[1].slice(2, 4)).toEqual(["Alt", "alt@example.ch"]);
    expect(records[3].slice(2, 9)).toEqual([
      `'=HYPERLINK("http://x")`,
      "formel@example.ch",
      "Grüezi; «Zitat»\nx,'=cmd|' /C calc'!A0\tund \"mehr\"",
      "",
      "Deutsch",
      "Neu",
      "",
    ]);
  });

  it("sends a failed notification again and records the outbox entry and the new state together", async () => {
    const [row] = await open.db.select().from(contactMessages).where(eq(contactMessages.name, "Neu"));
    const outboxBefore = (await open.db.select().from(mailOutbox)).length;
    const result = await retryNotification(open.db, row.id);
    expect(result).toEqual({ ok: true, notificationStatus: "outbox", message: "Benachrichtigung erneut im Postausgang abgelegt" });
    expect(await rowOf(row.id)).toMatchObject({ notificationStatus: "outbox", notificationError: null });
    const outbox = await open.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(outboxBefore + 1);
    expect(outbox.at(-1)).toMatchObject({ replyTo: "neu@example.ch", status: "queued", transport: "outbox" });
    expect(outbox.at(-1)?.html).toContain("Zweite");

    // Nothing failed any more: a second retry is refused and sends nothing.
    expect(await retryNotification(open.db, row.id)).toMatchObject({ ok: false, status: 409 });
    expect(await open.db.select().from(mailOutbox)).toHaveLength(outboxBefore + 1);
    expect(await retryNotification(open.db, 999_999)).toMatchObject({ ok: false, status: 404 });
  });

  it("two retries at once send the mail once", async () => {
    const [row] = await open.db
      .insert(contactMessages)
      .values({ name: "Doppelt", email: "doppelt@example.ch", message: "zweimal geklickt", notificationStatus: "failed", notificationError: "x" })
      .returning();
    const results = await Promise.all([retryNotification(open.db, row.id), retryNotification(open.db, row.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(deliverMail).toHaveBeenCalledTimes(1);
  });

  it("keeps the message failed, with the new reason, when the mail fails again", async () => {
    const [row] = await open.db
      .insert(contactMessages)
      .values({ name: "Wieder", email: "wieder@example.ch", message: "nochmals", notificationStatus: "failed", notificationError: "alt" })
      .returning();
    deliverMail.mockResolvedValueOnce({ transport: "smtp", status: "failed", error: "550 Empfänger abgelehnt" });
    expect(await retryNotification(open.db, row.id)).toEqual({ ok: false, status: 500, message: "Die Benachrichtigung ist erneut fehlgeschlagen." });
    expect(await rowOf(row.id)).toMatchObject({ notificationStatus: "failed", notificationError: "550 Empfänger abgelehnt" });
    const [last] = (await open.db.select().from(mailOutbox)).slice(-1);
    expect(last).toMatchObject({ status: "failed", error: "550 Empfänger abgelehnt", toAddress: expect.any(String) });

    // An unexpected error on the way: still failed (never stuck at 'pending'), with the reason.
    deliverMail.mockRejectedValueOnce(new Error("Verbindung abgebrochen"));
    expect(await retryNotification(open.db, row.id)).toMatchObject({ ok: false, status: 500 });
    expect(await rowOf(row.id)).toMatchObject({ notificationStatus: "failed", notificationError: "Verbindung abgebrochen" });
  });
});
