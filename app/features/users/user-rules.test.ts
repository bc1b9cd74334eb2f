import { describe, expect, it } from "vitest";
import { checkUserAction, compareForUserList, isActiveAdmin, removesActiveAdmin, userMessages, type ActionTarget, type UserAction } from "./user-rules";

const actorId = "admin-1";
const admin = (id: string, banned = false): ActionTarget => ({ id, role: "admin", banned });
const editor: ActionTarget = { id: "editor-1", role: "editor", banned: false };
const pending: ActionTarget = { id: "pending-1", role: "pending", banned: false };

function check(target: ActionTarget, action: UserAction, activeAdminCount = 2) {
  return checkUserAction({ actorId, target, action, activeAdminCount });
}

describe("users screen rules", () => {
  it("keeps administrators from demoting, blocking or ending the sessions of themselves", () => {
    const self = admin(actorId);
    expect(check(self, { intent: "set-role", role: "editor" })).toEqual({ ok: false, status: 409, message: userMessages.ownRole });
    expect(check(self, { intent: "set-role", role: "pending" }, 5)).toMatchObject({ ok: false, message: userMessages.ownRole });
    expect(check(self, { intent: "ban" }, 5)).toMatchObject({ ok: false, message: userMessages.ownBan });
    expect(check(self, { intent: "revoke-sessions" }, 5)).toMatchObject({ ok: false, message: userMessages.ownSessions });
  });

  it("never demotes or blocks the last active administrator", () => {
    const other = admin("admin-2");
    expect(check(other, { intent: "set-role", role: "editor" }, 1)).toMatchObject({ ok: false, message: userMessages.lastAdmin });
    expect(check(other, { intent: "set-role", role: "pending" }, 1)).toMatchObject({ ok: false, message: userMessages.lastAdmin });
    expect(check(other, { intent: "ban" }, 1)).toMatchObject({ ok: false, message: userMessages.lastAdmin });
    expect(check(other, { intent: "set-role", role: "editor" }, 2)).toEqual({ ok: true });
    expect(check(other, { intent: "ban" }, 2)).toEqual({ ok: true });
    // Ending sessions takes nobody's role away.
    expect(check(other, { intent: "revoke-sessions" }, 1)).toEqual({ ok: true });
  });

  it("does not count a blocked administrator as one who could be lost", () => {
    const blocked = admin("admin-3", true);
    expect(isActiveAdmin(blocked)).toBe(false);
    expect(removesActiveAdmin(blocked, { intent: "set-role", role: "editor" })).toBe(false);
    expect(check(blocked, { intent: "set-role", role: "editor" }, 1)).toEqual({ ok: true });
    expect(check(blocked, { intent: "unban" }, 1)).toEqual({ ok: true });
  });

  it("approves only waiting accounts", () => {
    expect(check(pending, { intent: "approve" })).toEqual({ ok: true });
    expect(check(editor, { intent: "approve" })).toMatchObject({ ok: false, message: userMessages.notPending });
  });

  it("explains actions that would change nothing", () => {
    expect(check(editor, { intent: "set-role", role: "editor" })).toMatchObject({
      ok: false,
      message: "Dieses Konto hat bereits die Rolle «Redaktion».",
    });
    expect(check({ ...editor, banned: true }, { intent: "ban" })).toMatchObject({ ok: false, message: userMessages.alreadyBanned });
    expect(check(editor, { intent: "unban" })).toMatchObject({ ok: false, message: userMessages.notBanned });
    expect(check(editor, { intent: "set-role", role: "admin" })).toEqual({ ok: true });
    expect(check(pending, { intent: "set-role", role: "editor" })).toEqual({ ok: true });
  });

  it("gives languages to translators only, never to oneself", () => {
    const translator: ActionTarget = { id: "t1", role: "translator", banned: false };
    expect(check(translator, { intent: "set-languages", languages: ["fr"] })).toEqual({ ok: true });
    expect(check(editor, { intent: "set-languages", languages: ["fr"] })).toMatchObject({ ok: false, message: userMessages.notTranslator });
    expect(check(editor, { intent: "set-role", role: "translator" })).toEqual({ ok: true });
  });

  it("lists waiting accounts first, then administrators and editors, by name", () => {
    const list = [
      { role: "editor" as const, name: "Zora", email: "z@x.ch" },
      { role: "admin" as const, name: "Beat", email: "b@x.ch" },
      { role: "pending" as const, name: "Ueli", email: "u@x.ch" },
      { role: "editor" as const, name: "Änni", email: "a@x.ch" },
      { role: "pending" as const, name: "", email: "anna@x.ch" },
    ];
    expect([...list].sort(compareForUserList).map((u) => u.name || u.email)).toEqual(["anna@x.ch", "Ueli", "Beat", "Änni", "Zora"]);
  });
});
