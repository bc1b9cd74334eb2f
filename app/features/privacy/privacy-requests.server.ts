// Requests about one e-mail address (docs/decisions/0015-privacy-requests.md): what is stored about it, all of
// it as one JSON file, and erasing it. Export and erase each leave one privacy_log row with counts,
// the actor and a keyed hash of the address — never the address or anything it wrote.
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "#db/client.server";
import { account as accountTable, session as sessionTable, user as userTable } from "#db/auth-schema";
import { contactMessages, mailOutbox, printedCopyRequests, privacyLog } from "#db/schema";
import { roleLabels, asRole } from "~/core/access/roles";
import { deleteAccountInTransaction } from "~/features/users/user-admin.server";
import { formatSwissDateTime } from "~/lib/date-format";
import { isSiteLanguage, languageFacts, sourceLanguage } from "~/lib/languages";
import { keyedHash } from "~/core/keyed-hash.server";
import { checkAccountErase, privacyTexts, subjectAddress, type PrivacyAction } from "./privacy-rules";
import type { PrivacyLogEntry, StoredCounts, StoredDataSummary } from "./privacy-view";

/** The privacy log's subject: the address as a keyed hash, the same for every request about it. */
export function privacySubjectKey(email: string): string {
  return keyedHash("privacy", subjectAddress(email));
}

const sameAddress = (
  column: typeof contactMessages.email | typeof mailOutbox.toAddress | typeof mailOutbox.replyTo | typeof printedCopyRequests.email,
  address: string,
) => sql`lower(trim(${column})) = ${address}`;

const messagesOf = (address: string) => sameAddress(contactMessages.email, address);
const outboxOf = (address: string) => or(sameAddress(mailOutbox.toAddress, address), sameAddress(mailOutbox.replyTo, address));
/** Requests for a printed copy that still keep the address's personal fields (an erased one keeps only its dates). */
const printedCopiesOf = (address: string) => and(sameAddress(printedCopyRequests.email, address), isNull(printedCopyRequests.erasedAt));
const accountOf = (address: string) => sql`lower(trim(${userTable.email})) = ${address}`;

/** What the screen lists for an address: counts, and each record by date and heading — not its text. */
export async function findStoredData(db: Queryable, email: string, viewerId: string): Promise<StoredDataSummary> {
  const address = subjectAddress(email);
  const [messages, mails, printed, [account], history] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        createdAt: contactMessages.createdAt,
        name: contactMessages.name,
        sourcePage: contactMessages.sourcePage,
        status: contactMessages.status,
      })
      .from(contactMessages)
      .where(messagesOf(address))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
    db
      .select({ id: mailOutbox.id, createdAt: mailOutbox.createdAt, subject: mailOutbox.subject, toAddress: mailOutbox.toAddress, replyTo: mailOutbox.replyTo })
      .from(mailOutbox)
      .where(outboxOf(address))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)),
    db
      .select({
        id: printedCopyRequests.id,
        receivedAt: printedCopyRequests.receivedAt,
        name: printedCopyRequests.name,
        institution: printedCopyRequests.institution,
        shippedAt: printedCopyRequests.shippedAt,
      })
      .from(printedCopyRequests)
      .where(printedCopiesOf(address))
      .orderBy(desc(printedCopyRequests.receivedAt), desc(printedCopyRequests.id)),
    db
      .select({ id: userTable.id, name: userTable.name, role: userTable.role, createdAt: userTable.createdAt })
      .from(userTable)
      .where(accountOf(address))
      .limit(1),
    db
      .select({ action: privacyLog.action, createdAt: privacyLog.createdAt, actor: privacyLog.actor })
      .from(privacyLog)
      .where(eq(privacyLog.subjectKey, privacySubjectKey(address)))
      .orderBy(desc(privacyLog.createdAt), desc(privacyLog.id))
      .limit(10),
  ]);
  return {
    email: address,
    counts: { contactMessages: messages.length, outboxMails: mails.length, account: account ? 1 : 0, printedCopyRequests: printed.length },
    messages: messages.map((m) => ({ id: m.id, receivedAt: formatSwissDateTime(m.createdAt), name: m.name, sourcePage: m.sourcePage, status: m.status })),
    outboxMails: mails.map((m) => ({ id: m.id, createdAt: formatSwissDateTime(m.createdAt), subject: m.subject, toAddress: m.toAddress, replyTo: m.replyTo })),
    printedCopyRequests: printed.map((r) => ({
      id: r.id,
      receivedAt: formatSwissDateTime(r.receivedAt),
      name: r.name,
      institution: r.institution,
      shippedAt: r.shippedAt ? formatSwissDateTime(r.shippedAt) : null,
    })),
    account: account
      ? { name: account.name, role: roleLabels[asRole(account.role)], createdAt: formatSwissDateTime(account.createdAt), self: account.id === viewerId }
      : null,
    history: history.map((h) => ({ action: h.action, at: formatSwissDateTime(h.createdAt), actor: h.actor })),
  };
}

/**
 * The export file's content: everything stored about the address, with German keys for the person
 * who receives it. The account's profile, its sign-ins (time, address, browser) and sign-in methods —
 * never a password hash, a session token, a provider token or a second-factor secret.
 */
export interface PrivacyExport {
  art: "Datenschutz-Auskunft";
  erstelltAm: string;
  emailAdresse: string;
  hinweis: string;
  kontaktnachrichten: Record<string, unknown>[];
  postausgang: Record<string, unknown>[];
  gedruckteAusgaben: Record<string, unknown>[];
  benutzerkonto: Record<string, unknown> | null;
}

async function collectExport(tx: Queryable, address: string, now: Date): Promise<PrivacyExport> {
  const messages = await tx.select().from(contactMessages).where(messagesOf(address)).orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  const mails = await tx.select().from(mailOutbox).where(outboxOf(address)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  const printed = await tx
    .select()
    .from(printedCopyRequests)
    .where(printedCopiesOf(address))
    .orderBy(asc(printedCopyRequests.receivedAt), asc(printedCopyRequests.id));
  const [account] = await tx
    .select({
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      emailVerified: userTable.emailVerified,
      image: userTable.image,
      role: userTable.role,
      banned: userTable.banned,
      banReason: userTable.banReason,
      twoFactorEnabled: userTable.twoFactorEnabled,
      createdAt: userTable.createdAt,
      updatedAt: userTable.updatedAt,
    })
    .from(userTable)
    .where(accountOf(address))
    .limit(1);
  let benutzerkonto: PrivacyExport["benutzerkonto"] = null;
  if (account) {
    // One after another: a transaction's queries share its one connection (Queryable, db/client.server.ts).
    const sessions = await tx
      .select({ createdAt: sessionTable.createdAt, expiresAt: sessionTable.expiresAt, ipAddress: sessionTable.ipAddress, userAgent: sessionTable.userAgent })
      .from(sessionTable)
      .where(eq(sessionTable.userId, account.id))
      .orderBy(asc(sessionTable.createdAt));
    const methods = await tx
      .select({ providerId: accountTable.providerId, createdAt: accountTable.createdAt })
      .from(accountTable)
      .where(eq(accountTable.userId, account.id))
      .orderBy(asc(accountTable.createdAt));
    benutzerkonto = {
      id: account.id,
      name: account.name,
      email: account.email,
      emailBestaetigt: account.emailVerified,
      bild: account.image,
      rolle: roleLabels[asRole(account.role)],
      gesperrt: Boolean(account.banned),
      sperrgrund: account.banReason,
      zweiFaktorAktiv: Boolean(account.twoFactorEnabled),
      erstelltAm: account.createdAt.toISOString(),
      geaendertAm: account.updatedAt.toISOString(),
      anmeldemethoden: methods.map((m) => ({
        anbieter: m.providerId === "credential" ? "E-Mail und Passwort" : m.providerId,
        seit: m.createdAt.toISOString(),
      })),
      sitzungen: sessions.map((s) => ({
        begonnen: s.createdAt.toISOString(),
        gueltigBis: s.expiresAt.toISOString(),
        ipAdresse: s.ipAddress,
        browser: s.userAgent,
      })),
    };
  }
  return {
    art: "Datenschutz-Auskunft",
    erstelltAm: now.toISOString(),
    emailAdresse: address,
    hinweis:
      "Alles, was die Website zu dieser E-Mail-Adresse gespeichert hat: Kontaktnachrichten, Mails im Postausgang (an diese Adresse oder mit ihr als Antwortadresse), Anfragen gedruckter Ausgaben und das Benutzerkonto, falls es eines gibt.",
    kontaktnachrichten: messages.map((m) => ({
      id: m.id,
      eingegangenAm: m.createdAt.toISOString(),
      name: m.name,
      email: m.email,
      nachricht: m.message,
      gesendetVon: m.sourcePage,
      // The language of the page the message was sent from, named as the inbox names it.
      sprache: languageFacts[isSiteLanguage(m.language) ? m.language : sourceLanguage].staffName,
      status: m.status === "done" ? "Erledigt" : "Neu",
      erledigtAm: m.doneAt?.toISOString() ?? null,
      benachrichtigung: m.notificationStatus,
    })),
    postausgang: mails.map((m) => ({
      id: m.id,
      erstelltAm: m.createdAt.toISOString(),
      an: m.toAddress,
      von: m.fromAddress,
      antwortAn: m.replyTo,
      betreff: m.subject,
      text: m.text,
      html: m.html,
      versand: m.transport === "smtp" ? "SMTP" : "Postausgang",
      status: m.status,
    })),
    gedruckteAusgaben: printed.map((r) => ({
      id: r.id,
      eingegangenAm: r.receivedAt.toISOString(),
      faelligAm: r.dueAt.toISOString(),
      versandtAm: r.shippedAt?.toISOString() ?? null,
      dokumentversion: r.documentVersionId,
      name: r.name,
      institution: r.institution,
      lieferadresse: r.address,
      email: r.email,
      nachricht: r.message,
      sprache: languageFacts[isSiteLanguage(r.visitorLanguage) ? r.visitorLanguage : sourceLanguage].staffName,
    })),
    benutzerkonto,
  };
}

const countsOf = (file: PrivacyExport): StoredCounts => ({
  contactMessages: file.kontaktnachrichten.length,
  outboxMails: file.postausgang.length,
  account: file.benutzerkonto ? 1 : 0,
  printedCopyRequests: file.gedruckteAusgaben.length,
});

async function logRequest(tx: Queryable, action: PrivacyAction, address: string, counts: StoredCounts, actor: { email: string }) {
  await tx.insert(privacyLog).values({ action, subjectKey: privacySubjectKey(address), counts, actor: actor.email });
}

/** The export and its log row in one transaction: a file handed out is always logged. */
export async function exportStoredData(db: Database, email: string, actor: { email: string }, now = new Date()): Promise<PrivacyExport> {
  const address = subjectAddress(email);
  return db.transaction(async (tx) => {
    const file = await collectExport(tx, address, now);
    await logRequest(tx, "export", address, countsOf(file), actor);
    return file;
  });
}

export type EraseOutcome = { ok: true; counts: StoredCounts } | { ok: false; message: string; status: 409 };

class EraseRefused extends Error {}

/**
 * Erases the contact messages, outbox mails, printed-copy requests' personal fields and account of the address in one transaction with its
 * log row: either all of it goes or nothing does. The account is refused (and with it the whole
 * request) when it is the actor's own or the last active administrator's.
 */
export async function eraseStoredData(db: Database, email: string, actor: { id: string; email: string }): Promise<EraseOutcome> {
  const address = subjectAddress(email);
  try {
    return await db.transaction(async (tx) => {
      const counts = { contactMessages: 0, outboxMails: 0, account: 0, printedCopyRequests: 0 };
      const [account] = await tx.select({ id: userTable.id }).from(userTable).where(accountOf(address)).limit(1).for("update");
      if (account) {
        const rule = checkAccountErase({ actorId: actor.id, accountId: account.id });
        if (!rule.ok) throw new EraseRefused(rule.message);
        // The last-administrator rule is decided under the administrators' row lock.
        const deletion = await deleteAccountInTransaction(tx, account.id);
        if (deletion === "last-admin") throw new EraseRefused(privacyTexts.lastAdmin);
        if (deletion === "deleted") counts.account = 1;
      }
      counts.contactMessages = (await tx.delete(contactMessages).where(messagesOf(address)).returning({ id: contactMessages.id })).length;
      counts.outboxMails = (await tx.delete(mailOutbox).where(outboxOf(address)).returning({ id: mailOutbox.id })).length;
      // A printed copy's request stays as the proof that it was sent in time: its personal fields go, its dates stay
      // (as the retention erases them, app/features/printed-copies/printed-copy-jobs.server.ts).
      counts.printedCopyRequests = (
        await tx
          .update(printedCopyRequests)
          .set({ name: null, institution: null, address: null, email: null, message: null, clientKey: null, erasedAt: new Date() })
          .where(printedCopiesOf(address))
          .returning({ id: printedCopyRequests.id })
      ).length;
      await logRequest(tx, "erase", address, counts, actor);
      return { ok: true as const, counts };
    });
  } catch (error) {
    if (error instanceof EraseRefused) return { ok: false, message: error.message, status: 409 };
    throw error;
  }
}

/** The newest entries of the log, for the screen. */
export async function recentPrivacyLog(db: Queryable, limit = 20): Promise<PrivacyLogEntry[]> {
  const rows = await db.select().from(privacyLog).orderBy(desc(privacyLog.createdAt), desc(privacyLog.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: formatSwissDateTime(row.createdAt),
    atIso: row.createdAt.toISOString(),
    counts: row.counts,
    actor: row.actor,
  }));
}
