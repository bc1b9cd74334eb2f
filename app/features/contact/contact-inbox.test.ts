import { describe, expect, it } from "vitest";
import {
  canRetryNotification,
  inboxFilterFrom,
  inboxFilterParam,
  inboxIntents,
  messageStatusLabel,
  notificationStatusAfter,
  notificationStatusLabel,
  statusTransition,
} from "./contact-inbox";

describe("notification status in the inbox", () => {
  it("names every state in German", () => {
    expect(notificationStatusLabel("sent")).toEqual({ label: "versendet", tone: "success" });
    expect(notificationStatusLabel("outbox")).toEqual({ label: "im Postausgang", tone: "neutral" });
    expect(notificationStatusLabel("failed")).toEqual({ label: "fehlgeschlagen", tone: "danger" });
    expect(notificationStatusLabel("pending").label).toBe("ausstehend");
  });

  it("follows the mail module's answer", () => {
    expect(notificationStatusAfter({ transport: "smtp", status: "sent" })).toBe("sent");
    expect(notificationStatusAfter({ transport: "outbox", status: "queued" })).toBe("outbox");
    expect(notificationStatusAfter({ transport: "smtp", status: "failed" })).toBe("failed");
  });

  it("offers a retry only for a notification that failed", () => {
    expect(canRetryNotification("failed")).toBe(true);
    for (const status of ["pending", "sent", "outbox", "irgendwas"]) expect(canRetryNotification(status)).toBe(false);
  });
});

describe("work state of a message", () => {
  it("is 'Neu' or 'Erledigt'", () => {
    expect(messageStatusLabel("new")).toBe("Neu");
    expect(messageStatusLabel("done")).toBe("Erledigt");
  });

  it("marks a new message done and reopens a done one", () => {
    expect(statusTransition("new", inboxIntents.markDone)).toEqual({ ok: true, next: "done" });
    expect(statusTransition("done", inboxIntents.reopen)).toEqual({ ok: true, next: "new" });
  });

  it("refuses a change that does not apply, in German, so a second click changes nothing", () => {
    expect(statusTransition("done", inboxIntents.markDone)).toEqual({ ok: false, message: "Diese Nachricht ist bereits erledigt." });
    expect(statusTransition("new", inboxIntents.reopen)).toEqual({ ok: false, message: "Diese Nachricht ist bereits offen." });
  });

  it("reads the list filter from the address and writes it back", () => {
    expect(inboxFilterFrom("neu")).toBe("new");
    expect(inboxFilterFrom("erledigt")).toBe("done");
    expect(inboxFilterFrom(null)).toBe("all");
    expect(inboxFilterFrom("done")).toBe("all");
    expect(inboxFilterParam("new")).toBe("neu");
    expect(inboxFilterParam("done")).toBe("erledigt");
    expect(inboxFilterParam("all")).toBeNull();
  });
});
