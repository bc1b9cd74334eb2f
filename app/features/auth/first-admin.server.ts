// The first administrator (architecture guide, operating contract): ADMIN_EMAIL + ADMIN_PASSWORD make
// sure that account exists, is confirmed and is an administrator. Without them and without any
// administrator, the server prints a one-time set-up link (/einrichtung) that creates the first one.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { user as userTable } from "#db/auth-schema";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { auth } from "./auth.server";

let setupTokenHash: string | null = null;

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

export async function administratorExists(): Promise<boolean> {
  const [row] = await db().select({ id: userTable.id }).from(userTable).where(eq(userTable.role, "admin")).limit(1);
  return Boolean(row);
}

/** Creates a confirmed account with a password through better-auth's own adapter and hashing. */
export async function createConfirmedAccount(input: { email: string; password: string; name: string; role: "admin" | "editor" }) {
  const context = await auth().$context;
  const email = input.email.trim().toLowerCase();
  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (existing) {
    await context.internalAdapter.updateUser(existing.user.id, { emailVerified: true, role: input.role });
    // The one setting it up (environment or set-up link) decides the password.
    if (existing.accounts.some((a) => a.providerId === "credential")) {
      await context.internalAdapter.updatePassword(existing.user.id, await context.password.hash(input.password));
    } else {
      await context.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: "credential",
        accountId: existing.user.id,
        password: await context.password.hash(input.password),
      });
    }
    return existing.user.id;
  }
  const created = await context.internalAdapter.createUser({ email, name: input.name, emailVerified: true, role: input.role });
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(input.password),
  });
  return created.id;
}

export async function ensureFirstAdministrator() {
  const config = env();
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createConfirmedAccount({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: "Administrator", role: "admin" });
    logger.info(`Administrator ${config.ADMIN_EMAIL} ist eingerichtet.`);
    return;
  }
  if (await administratorExists()) return;
  const token = crypto.randomBytes(24).toString("base64url");
  setupTokenHash = hash(token);
  logger.warn(`Noch kein Administrator vorhanden. Einmaliger Einrichtungslink: ${config.siteUrl}/einrichtung?token=${token}`);
}

export function setupTokenValid(token: string | null | undefined): boolean {
  if (!token || !setupTokenHash) return false;
  const given = Buffer.from(hash(token));
  const expected = Buffer.from(setupTokenHash);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The link works once: after the first administrator exists it is gone. */
export function consumeSetupToken() {
  setupTokenHash = null;
}
