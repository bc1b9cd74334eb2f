import { describe, expect, it } from "vitest";
import { notificationStatusLabel } from "./contact-inbox";

describe("notification status in the inbox", () => {
  it("names every state in German", () => {
    expect(notificationStatusLabel("sent")).toEqual({ label: "versendet", tone: "success" });
    expect(notificationStatusLabel("outbox")).toEqual({ label: "im Postausgang", tone: "neutral" });
    expect(notificationStatusLabel("failed")).toEqual({ label: "fehlgeschlagen", tone: "danger" });
    expect(notificationStatusLabel("pending").label).toBe("ausstehend");
  });
});
