// How the contact-message inbox names a notification's state (contact_messages.notification_status:
// pending until handed over, then sent, outbox or failed — see contact.server.ts).

export type NotificationTone = "success" | "neutral" | "danger";

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

export const inboxMessages = {
  markedRead: "Als gelesen markiert",
  markedUnread: "Als ungelesen markiert",
  markFailed: "Der Status der Nachricht konnte nicht geändert werden.",
  notFound: "Diese Nachricht gibt es nicht mehr.",
  loadFailed: "Die Nachrichten konnten nicht geladen werden.",
  empty: "Noch keine Kontaktanfragen vorhanden.",
  emptyUnread: "Keine ungelesenen Kontaktanfragen.",
} as const;

export const inboxIntents = { markRead: "mark-read", markUnread: "mark-unread" } as const;
