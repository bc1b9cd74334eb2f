// writeContent: a race on a unique value answers 409 with a German message instead of a 500, nothing
// is kept, and the caches are told only about committed writes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProcessDatabase, type OpenDatabase } from "#db/client.server";
import { openMigratedPglite } from "../../../tests/integration/databases";
import { emailTemplates } from "#db/schema";
import { concurrentWriteMessage, sqlState, writeContent } from "./content-write.server";
import { contentVersion } from "./content-version.server";
import type { Viewer } from "~/core/access/viewer";
import type { Role } from "~/core/access/roles";

let open: OpenDatabase;
beforeAll(async () => {
  open = await openMigratedPglite();
  setProcessDatabase(open);
});
afterAll(async () => {
  setProcessDatabase(undefined);
  await open.close();
});

const viewer = (role: Role = "admin"): Viewer => ({
  id: "u-1",
  email: "anna@auralis-medizintechnik.example",
  name: "Anna",
  role,
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: "s-1",
});
const template = (name: string) => ({ templateName: name, subject: "Betreff", html: "<p>Hallo</p>" });

describe("writeContent", () => {
  it("answers a unique-value race with 409 and the German message, keeps nothing and leaves the caches alone", async () => {
    await writeContent(viewer(), "templates.edit", (tx) => tx.insert(emailTemplates).values(template("doppelt")));
    const before = contentVersion();
    const attempt = writeContent(viewer(), "templates.edit", async (tx) => {
      await tx.insert(emailTemplates).values(template("neu-im-selben-zug"));
      await tx.insert(emailTemplates).values(template("doppelt"));
    });
    const thrown = await attempt.then(
      () => null,
      (error: unknown) => error as { init?: ResponseInit; data?: unknown },
    );
    expect(thrown?.init?.status).toBe(409);
    expect(thrown?.data).toMatchObject({ ok: false, message: concurrentWriteMessage, conflict: true });
    const names = (await open.db.select({ name: emailTemplates.templateName }).from(emailTemplates)).map((r) => r.name);
    expect(names).toContain("doppelt");
    expect(names).not.toContain("neu-im-selben-zug");
    expect(contentVersion()).toBe(before);
  });

  it("bumps the content version after a committed write", async () => {
    const before = contentVersion();
    await writeContent(viewer(), "templates.edit", (tx) => tx.insert(emailTemplates).values(template("weitere")));
    expect(contentVersion()).toBe(before + 1);
  });

  it("refuses a viewer without the operation's right with 403 and changes nothing", async () => {
    const before = contentVersion();
    let ran = false;
    const thrown = await writeContent(viewer("editor"), "users.manage", async () => {
      ran = true;
    }).then(
      () => null,
      (error: unknown) => error as { init?: ResponseInit; data?: unknown },
    );
    expect(thrown?.init?.status).toBe(403);
    expect(thrown?.data).toMatchObject({ ok: false, message: "Dafür fehlen Ihnen die Berechtigungen." });
    expect(ran).toBe(false);
    expect(contentVersion()).toBe(before);
  });

  it("rethrows other errors unchanged", async () => {
    await expect(writeContent(viewer(), "templates.edit", async () => Promise.reject(new Error("kaputt")))).rejects.toThrow("kaputt");
  });

  it("finds the SQLSTATE wherever the driver or Drizzle put it", () => {
    expect(sqlState({ code: "23505" })).toBe("23505");
    expect(sqlState(Object.assign(new Error("Failed query"), { cause: { code: "40P01" } }))).toBe("40P01");
    expect(sqlState(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBeUndefined();
  });
});
