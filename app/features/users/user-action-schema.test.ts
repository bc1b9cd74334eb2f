import { describe, expect, it } from "vitest";
import { parseUserAction } from "./user-action-schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

describe("parseUserAction", () => {
  it("reads each intent of the users screen", () => {
    expect(parseUserAction(form({ intent: "approve", userId: "u1" }))).toEqual({ userId: "u1", action: { intent: "approve" } });
    expect(parseUserAction(form({ intent: "set-role", userId: " u1 ", role: "pending" }))).toEqual({
      userId: "u1",
      action: { intent: "set-role", role: "pending" },
    });
    for (const intent of ["ban", "unban", "revoke-sessions"]) {
      expect(parseUserAction(form({ intent, userId: "u1" }))).toEqual({ userId: "u1", action: { intent } });
    }
  });

  it("reads a translator's languages, ticked or none (every language)", () => {
    const data = form({ intent: "set-languages", userId: "u1" });
    data.append("languages", "fr");
    data.append("languages", "it");
    expect(parseUserAction(data)).toEqual({ userId: "u1", action: { intent: "set-languages", languages: ["fr", "it"] } });
    expect(parseUserAction(form({ intent: "set-languages", userId: "u1" }))).toEqual({ userId: "u1", action: { intent: "set-languages", languages: [] } });
    expect(parseUserAction(form({ intent: "set-role", userId: "u1", role: "translator" }))).toEqual({
      userId: "u1",
      action: { intent: "set-role", role: "translator" },
    });
  });

  it("refuses German and unknown languages for a translator", () => {
    expect(parseUserAction(form({ intent: "set-languages", userId: "u1", languages: "de" }))).toBeNull();
    expect(parseUserAction(form({ intent: "set-languages", userId: "u1", languages: "es" }))).toBeNull();
  });

  it("refuses unknown intents and roles, and a missing account", () => {
    expect(parseUserAction(form({ intent: "delete", userId: "u1" }))).toBeNull();
    expect(parseUserAction(form({ intent: "set-role", userId: "u1", role: "chef" }))).toBeNull();
    expect(parseUserAction(form({ intent: "set-role", userId: "u1" }))).toBeNull();
    expect(parseUserAction(form({ intent: "ban", userId: "  " }))).toBeNull();
    expect(parseUserAction(form({ userId: "u1" }))).toBeNull();
  });
});
