// The database side of the users screen: the list and the role changes that run through Drizzle
// (approval and demotion; blocking and sessions go through better-auth and are covered by the browser
// tests in tests/e2e/cms-users.spec.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type OpenDatabase } from "#db/client.server";
import { openMigratedPglite } from "../../../tests/integration/databases";
import { session, user } from "#db/auth-schema";
import { countActiveAdmins, listManagedUsers, runUserAction } from "./user-admin.server";
import { userMessages } from "./user-rules";

let open: OpenDatabase;
const request = new Request("http://localhost/cms/users", { method: "POST" });

beforeAll(async () => {
  open = await openMigratedPglite();
});
afterAll(() => open.close());

beforeEach(async () => {
  await open.db.delete(user);
  await open.db.insert(user).values([
    { id: "a1", name: "Anna Admin", email: "anna@example.ch", role: "admin", emailVerified: true },
    { id: "a2", name: "Beat Admin", email: "beat@example.ch", role: "admin", emailVerified: true, banned: true },
    { id: "e1", name: "Eva Redaktion", email: "eva@example.ch", role: "editor", emailVerified: true, twoFactorEnabled: true },
    { id: "p1", name: "Paul Neu", email: "paul@example.ch", role: "pending" },
    { id: "p2", name: "", email: "ohne-rolle@example.ch", role: null },
  ]);
});

async function roleOf(id: string) {
  const [row] = await open.db.select({ role: user.role }).from(user).where(eq(user.id, id));
  return row?.role;
}

describe("listManagedUsers", () => {
  it("lists waiting accounts first and the newest session as last sign-in", async () => {
    const older = new Date("2025-01-01T08:00:00Z");
    const newer = new Date("2025-02-01T08:00:00Z");
    await open.db.insert(session).values([
      { id: "s1", token: "t1", userId: "e1", createdAt: older, updatedAt: older, expiresAt: new Date("2099-01-01") },
      { id: "s2", token: "t2", userId: "e1", createdAt: newer, updatedAt: newer, expiresAt: new Date("2099-01-01") },
    ]);
    const users = await listManagedUsers(open.db);
    expect(users.map((u) => u.id)).toEqual(["p2", "p1", "a1", "a2", "e1"]);
    const eva = users.find((u) => u.id === "e1");
    expect(eva).toMatchObject({ role: "editor", twoFactorEnabled: true, banned: false, emailVerified: true });
    expect(eva?.lastSignIn?.toISOString()).toBe(newer.toISOString());
    expect(users.find((u) => u.id === "p2")).toMatchObject({ role: "pending", lastSignIn: null });
  });

  it("counts only administrators who are not blocked", async () => {
    expect(await countActiveAdmins(open.db)).toBe(1);
  });
});

describe("runUserAction (Drizzle part)", () => {
  it("approves a waiting account as editor, also one without any role", async () => {
    const result = await runUserAction(open.db, request, "a1", { userId: "p1", action: { intent: "approve" } });
    expect(result).toMatchObject({ ok: true, status: 200, message: userMessages.approved("Paul Neu") });
    expect(await roleOf("p1")).toBe("editor");
    expect(await runUserAction(open.db, request, "a1", { userId: "p2", action: { intent: "approve" } })).toMatchObject({
      ok: true,
      message: userMessages.approved("ohne-rolle@example.ch"),
    });
    expect(await roleOf("p2")).toBe("editor");
  });

  it("refuses a second approval and unknown accounts", async () => {
    expect(await runUserAction(open.db, request, "a1", { userId: "e1", action: { intent: "approve" } })).toMatchObject({
      ok: false,
      status: 409,
      message: userMessages.notPending,
    });
    expect(await runUserAction(open.db, request, "a1", { userId: "weg", action: { intent: "approve" } })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("demotes an editor to waiting", async () => {
    const result = await runUserAction(open.db, request, "a1", { userId: "e1", action: { intent: "set-role", role: "pending" } });
    expect(result).toMatchObject({ ok: true, message: "«Eva Redaktion» hat jetzt die Rolle «Wartet auf Kontofreigabe»." });
    expect(await roleOf("e1")).toBe("pending");
  });

  it("keeps the acting administrator's own role and the last active administrator", async () => {
    expect(await runUserAction(open.db, request, "a1", { userId: "a1", action: { intent: "set-role", role: "editor" } })).toMatchObject({
      ok: false,
      message: userMessages.ownRole,
    });
    // a2 is blocked, so a1 is the last active administrator; acting as e1 here only exercises the rule.
    expect(await runUserAction(open.db, request, "e1", { userId: "a1", action: { intent: "set-role", role: "editor" } })).toMatchObject({
      ok: false,
      message: userMessages.lastAdmin,
    });
    expect(await roleOf("a1")).toBe("admin");
  });

  it("lets a second active administrator be demoted", async () => {
    await open.db.update(user).set({ banned: false }).where(eq(user.id, "a2"));
    const result = await runUserAction(open.db, request, "a1", { userId: "a2", action: { intent: "set-role", role: "editor" } });
    expect(result).toMatchObject({ ok: true });
    expect(await roleOf("a2")).toBe("editor");
    expect(await countActiveAdmins(open.db)).toBe(1);
  });
});
