// How the outbox screen names a mail's way and state (mail_outbox.transport and status).

export type MailDelivery = { transport: "smtp" | "outbox"; status: "queued" | "sent" | "failed" };

export function deliveryLabel(mail: MailDelivery): { label: string; tone: "success" | "neutral" | "danger" } {
  if (mail.status === "failed") return { label: mail.transport === "smtp" ? "SMTP: fehlgeschlagen" : "fehlgeschlagen", tone: "danger" };
  if (mail.transport === "smtp") return { label: "SMTP: versendet", tone: "success" };
  return { label: "Postausgang: nicht versendet (kein SMTP)", tone: "neutral" };
}
