// The rules of the contact-message inbox (docs/decisions/0007-contact-inbox-and-sections-demo.md), free of React and the database:
// how a notification's state is named, the one work state of a message (new / done) and its changes,
// when a failed notification may be sent again. The CSV export is inbox-csv.server.ts.
import { isSiteLanguage, languageFacts, sourceLanguage, type SiteLanguage } from "~/lib/languages";

// ---------------------------------------------------------------------------------------------------
// Language: a message keeps the language of the page it was sent from (contact.server.ts).

/** A stored message's language (the column holds the site's languages; anything else reads as German). */
export function messageLanguage(value: string): SiteLanguage {
  return isSiteLanguage(value) ? value : sourceLanguage;
}

/** "Französisch": how the inbox, its CSV and the privacy export name a message's language. */
export function messageLanguageLabel(language: SiteLanguage): string {
  return languageFacts[language].staffName;
}

// ---------------------------------------------------------------------------------------------------
// Notification mail (contact_messages.notification_status: pending until handed over, then sent,
// outbox or failed — see contact.server.ts).

export type NotificationTone = "success" | "neutral" | "danger";
export type NotificationStatus = "pending" | "sent" | "outbox" | "failed";

export function notificationStatusLabel(status: string): { label: string; tone: NotificationTone } {
  switch (status) {
    case "sent":
      return { label: "versendet", tone: "success" };
    case "outbox":
      return { label: "im Postausgang", tone: "neutral" };
    case "failed":
      return { label: "fehlgeschlagen", tone: "danger" };
    default:
      return { label: "ausstehend", tone: "neutral" };
  }
}

/** The message's notification state after the mail module answered (mail.server.ts MailResult). */
export function notificationStatusAfter(result: { transport: "smtp" | "outbox"; status: "sent" | "queued" | "failed" }): NotificationStatus {
  if (result.status === "failed") return "failed";
  return result.transport === "smtp" ? "sent" : "outbox";
}

/** Only a notification that failed is sent again; one on its way (pending) or out is left alone. */
export function canRetryNotification(status: string): boolean {
  return status === "failed";
}

// ---------------------------------------------------------------------------------------------------
// Work state: every message is new until someone marks it done; done can be reopened.

export type MessageStatus = "new" | "done";
export const messageStatuses: readonly MessageStatus[] = ["new", "done"];

export function messageStatusLabel(status: MessageStatus): string {
  return status === "done" ? "Erledigt" : "Neu";
}

export const inboxIntents = {
  markDone: "mark-done",
  reopen: "reopen",
  retryNotification: "retry-notification",
} as const;

export type StatusIntent = typeof inboxIntents.markDone | typeof inboxIntents.reopen;

/**
 * The state a status intent leads to, or why it does not apply: marking done a message that is
 * already done (someone else was quicker) or reopening one that is new changes nothing and says so.
 */
export function statusTransition(current: MessageStatus, intent: StatusIntent): { ok: true; next: MessageStatus } | { ok: false; message: string } {
  if (intent === inboxIntents.markDone) {
    return current === "new" ? { ok: true, next: "done" } : { ok: false, message: inboxMessages.alreadyDone };
  }
  return current === "done" ? { ok: true, next: "new" } : { ok: false, message: inboxMessages.alreadyNew };
}

/** The list filter (?status=neu|erledigt); anything else shows all messages. */
export type InboxFilter = MessageStatus | "all";

export function inboxFilterFrom(param: string | null): InboxFilter {
  if (param === "neu") return "new";
  if (param === "erledigt") return "done";
  return "all";
}

export function inboxFilterParam(filter: InboxFilter): string | null {
  return filter === "new" ? "neu" : filter === "done" ? "erledigt" : null;
}

export const inboxMessages = {
  markedDone: "Als erledigt markiert",
  reopened: "Wieder geöffnet",
  alreadyDone: "Diese Nachricht ist bereits erledigt.",
  alreadyNew: "Diese Nachricht ist bereits offen.",
  statusFailed: "Der Status der Nachricht konnte nicht geändert werden.",
  retrySent: "Benachrichtigung erneut versendet",
  retryOutbox: "Benachrichtigung erneut im Postausgang abgelegt",
  retryFailedAgain: "Die Benachrichtigung ist erneut fehlgeschlagen.",
  retryNotApplicable: "Für diese Nachricht ist keine fehlgeschlagene Benachrichtigung zu wiederholen.",
  retryError: "Die Benachrichtigung konnte nicht erneut versendet werden.",
  invalidRequest: "Ungültige Anfrage.",
  notFound: "Diese Nachricht gibt es nicht mehr.",
  loadFailed: "Die Nachrichten konnten nicht geladen werden.",
  exportFailed: "Der Export konnte nicht erstellt werden.",
  empty: "Noch keine Kontaktanfragen vorhanden.",
  emptyNew: "Keine neuen Kontaktanfragen.",
  emptyDone: "Noch keine erledigten Kontaktanfragen.",
} as const;
