// 'Gedruckte Ausgabe anfordern' (docs/decisions/0047-printed-copies.md), on both databases: a request is checked in the
// page's language and rate-limited per sender, stored with its due date; staff record 'versandt am' (who, when); the
// overdue ones are mailed to the contact address once a Zurich day; after the retention period of 'Datenschutz' the
// personal fields are erased and the dates kept; the CSV export.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import type { OpenDatabase } from "#db/client.server";
import { globalSettings, mailOutbox, printedCopyRequests, privacyLog } from "#db/schema";
import type { Viewer } from "~/core/access/viewer";
import { exportPrintedCopiesCsv, loadPrintedCopyInbox, markPrintedCopyShipped } from "~/features/printed-copies/printed-copy-inbox.server";
import { erasePrintedCopyPersonalData, sendOverdueReminder } from "~/features/printed-copies/printed-copy-jobs.server";
import { receivePrintedCopyRequest } from "~/features/printed-copies/printed-copy-request.server";
import { PRINTED_COPY_RATE_LIMIT } from "~/features/printed-copies/printed-copy-rules";
import { testDatabases } from "./databases";
import { insertProduct, insertVersion } from "./documents-fixture";

const viewer = (role: Viewer["role"]): Viewer => ({
  id: `u-${role}`,
  email: `${role}@auralis-medizintechnik.example`,
  name: role === "editor" ? "Erika Editor" : role,
  role,
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: "s",
});

const form = (version: number, over: Record<string, string> = {}) => ({
  intent: "printed-copy",
  version: String(version),
  name: "Claire Dubois",
  institution: "Hôpital de la Tour",
  address: "Avenue J.-D. Maillard 3\n1217 Meyrin",
  email: "claire@example.ch",
  ...over,
});

describe.each(testDatabases)("Gedruckte Ausgaben auf $name", ({ open: openDb }) => {
  let open: OpenDatabase;
  let versionId: number;
  const contact = "dokumente@auralis-medizintechnik.example";

  beforeAll(async () => {
    open = await openDb();
    await open.db.insert(globalSettings).values({ id: 1, languages: ["de", "fr"], contactEmail: contact, contactRetentionMonths: 6 });
    const product = await insertProduct(open.db, "generosa", { de: "Generosa", fr: "Generosa" });
    versionId = (await insertVersion(open.db, product, "ifu", "fr", { label: "Rév. 2" })).id;
  });
  afterAll(async () => open?.close());

  const requestsOf = (email: string) => open.db.select().from(printedCopyRequests).where(eq(printedCopyRequests.email, email));

  it("stores a request with its due date and answers in the visitor's language", async () => {
    const received = new Date("2026-12-02T08:00:00Z");
    const answer = await receivePrintedCopyRequest(open.db, form(versionId), { clientIp: "10.0.0.1", language: "fr", versionIds: [versionId], now: received });
    expect(answer).toEqual({ intent: "printed-copy", ok: true, message: expect.stringContaining("au plus tard le 09.12.2026") as string });
    const [row] = await requestsOf("claire@example.ch");
    expect(row).toMatchObject({ documentVersionId: versionId, visitorLanguage: "fr", institution: "Hôpital de la Tour", shippedAt: null });
    expect(row.dueAt.toISOString()).toBe("2026-12-09T23:00:00.000Z");
    expect(row.clientKey).toMatch(/^[\w-]{32}$/);
  });

  it("refuses an incomplete request or a version the page does not offer, in the page's language, storing nothing", async () => {
    const missing = await receivePrintedCopyRequest(open.db, form(versionId, { email: "nobody-1@example.ch", address: "" }), {
      clientIp: "10.0.0.2",
      language: "it",
      versionIds: [versionId],
    });
    expect(missing).toMatchObject({
      ok: false,
      message: "La preghiamo di compilare tutti i campi obbligatori.",
      fieldErrors: { address: "Campo obbligatorio" },
    });
    expect(!missing.ok && missing.values?.institution).toBe("Hôpital de la Tour");
    const other = await receivePrintedCopyRequest(open.db, form(versionId + 1000, { email: "nobody-2@example.ch" }), {
      clientIp: "10.0.0.2",
      language: "de",
      versionIds: [versionId],
    });
    expect(other).toMatchObject({ ok: false, fieldErrors: { version: "Bitte wählen Sie ein Dokument aus der Liste." } });
    expect(await requestsOf("nobody-1@example.ch")).toHaveLength(0);
    expect(await requestsOf("nobody-2@example.ch")).toHaveLength(0);
  });

  it("limits the requests of one sender like the contact form, and no one else's", async () => {
    // Three days after Claire's: they are due later than hers.
    const at = new Date("2026-12-05T10:00:00Z");
    const send = (ip: string, n: number) =>
      receivePrintedCopyRequest(open.db, form(versionId, { email: `limit-${n}@example.ch` }), {
        clientIp: ip,
        language: "de",
        versionIds: [versionId],
        now: at,
      });
    for (let n = 0; n < PRINTED_COPY_RATE_LIMIT.requests; n++) expect((await send("10.0.0.9", n)).ok).toBe(true);
    const refused = await send("10.0.0.9", 99);
    expect(refused).toMatchObject({
      ok: false,
      rateLimited: true,
      message: "Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
    expect(await requestsOf("limit-99@example.ch")).toHaveLength(0);
    expect((await send("10.0.0.10", 100)).ok).toBe(true);
  });

  it("takes a bot's request as sent and stores nothing", async () => {
    const answer = await receivePrintedCopyRequest(open.db, form(versionId, { email: "bot@example.ch", website: "http://spam.example" }), {
      clientIp: "10.0.0.3",
      language: "de",
      versionIds: [versionId],
    });
    expect(answer.ok).toBe(true);
    expect(await requestsOf("bot@example.ch")).toHaveLength(0);
  });

  it("mails the overdue requests to the contact address once a Zurich day", async () => {
    const outbox = () => open.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, contact));
    // Claire's request (received 2 December) is due by the end of 9 December.
    expect(await sendOverdueReminder(open.db, new Date("2026-12-09T22:00:00Z"))).toEqual({ sent: false, reason: "nothing-overdue" });
    const first = await sendOverdueReminder(open.db, new Date("2026-12-10T07:00:00Z"));
    expect(first).toMatchObject({ sent: true, to: contact, count: 1 });
    const [mail] = await outbox();
    expect(mail.subject).toBe("Überfällig: 1 gedruckte Ausgaben noch nicht versandt");
    expect(mail.html).toContain("Hôpital de la Tour");
    expect(mail.html).toContain("fällig bis 09.12.2026");
    expect(mail.html).toContain("/cms/dokumente/anfragen");
    // The same Zurich day (22:30 UTC on the 10th is 23:30 in Zurich): not again; the next day, again.
    expect(await sendOverdueReminder(open.db, new Date("2026-12-10T22:30:00Z"))).toEqual({ sent: false, reason: "already-today" });
    expect((await sendOverdueReminder(open.db, new Date("2026-12-10T23:30:00Z"))).sent).toBe(true);
    expect(await outbox()).toHaveLength(2);
  });

  it("records 'versandt am' with who and when, once, for whom may handle printed copies", async () => {
    const [row] = await requestsOf("claire@example.ch");
    await expect(markPrintedCopyShipped(open.db, viewer("translator"), row.id)).rejects.toMatchObject({ init: { status: 403 } });
    const shippedAt = new Date("2026-12-11T09:15:00Z");
    expect(await markPrintedCopyShipped(open.db, viewer("editor"), row.id, shippedAt)).toEqual({ ok: true, message: "Als versandt erfasst." });
    const [after] = await requestsOf("claire@example.ch");
    expect(after.shippedAt?.toISOString()).toBe(shippedAt.toISOString());
    expect(after.shippedBy).toBe("Erika Editor <editor@auralis-medizintechnik.example>");
    expect(await markPrintedCopyShipped(open.db, viewer("admin"), row.id)).toMatchObject({ ok: false, status: 409 });
    // Sent, it is no longer overdue: no reminder.
    expect(await sendOverdueReminder(open.db, new Date("2026-12-12T07:00:00Z"))).toMatchObject({ sent: false });
  });

  it("lists the open requests first, the overdue ones marked, and exports every request as CSV", async () => {
    const inbox = await loadPrintedCopyInbox(open.db, { filter: "all", page: 1, now: new Date("2027-01-01T00:00:00Z") });
    expect(inbox.requests.length).toBeGreaterThan(1);
    const firstShipped = inbox.requests.findIndex((r) => r.shippedAt);
    expect(inbox.requests.slice(0, firstShipped).every((r) => !r.shippedAt && r.overdue)).toBe(true);
    expect(inbox.open).toBe(inbox.requests.length - 1);
    const csv = await exportPrintedCopiesCsv(open.db);
    const records: string[][] = parse(csv, { delimiter: ";", bom: true });
    const [header, ...rows] = records;
    expect(header.slice(0, 6)).toEqual(["Nr.", "Eingegangen", "Zu versenden bis", "Versandt am", "Versandt von", "Produkt"]);
    const claire = rows.find((r) => r[11] === "Hôpital de la Tour")!;
    expect(claire[2]).toBe("09.12.2026");
    expect(claire[4]).toBe("Erika Editor <editor@auralis-medizintechnik.example>");
    expect(claire[8]).toBe("Französisch");
  });

  it("erases the personal fields after the retention period of 'Datenschutz', keeping the dates", async () => {
    // Six months after 2 December 2026 the request is older than the period; the ones of now are not.
    const [before] = await requestsOf("claire@example.ch");
    expect(await erasePrintedCopyPersonalData(open.db, new Date("2027-06-01T00:00:00Z"))).toBe(0);
    const erased = await erasePrintedCopyPersonalData(open.db, new Date("2027-06-03T00:00:00Z"));
    expect(erased).toBe(1);
    const [after] = await open.db.select().from(printedCopyRequests).where(eq(printedCopyRequests.id, before.id));
    expect(after).toMatchObject({ name: null, institution: null, address: null, email: null, message: null, clientKey: null });
    expect(after.receivedAt.toISOString()).toBe(before.receivedAt.toISOString());
    expect(after.dueAt.toISOString()).toBe(before.dueAt.toISOString());
    expect(after.shippedAt?.toISOString()).toBe(before.shippedAt?.toISOString());
    expect(after.shippedBy).toBe(before.shippedBy);
    expect(after.erasedAt?.toISOString()).toBe("2027-06-03T00:00:00.000Z");
    const [log] = await open.db.select().from(privacyLog).where(eq(privacyLog.action, "retention"));
    expect(log.counts).toEqual({ printedCopyRequests: 1 });
    // Erased once: a later run changes nothing.
    expect(await erasePrintedCopyPersonalData(open.db, new Date("2027-06-04T00:00:00Z"))).toBe(0);
  });
});
