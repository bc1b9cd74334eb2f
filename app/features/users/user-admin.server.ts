// Reading and changing staff accounts for the users screen (docs/decisions/0004-staff-roles.md, tests/e2e/cms-users.spec.ts). Changes run
// through better-auth's admin API wherever it has the operation, so its own side effects (ending the
// sessions of a blocked account, hooks, future plugins) happen as the library intends.
import type { ActionResult } from "~/components/cms/action-result";
import { and, eq, isNull, max, notInArray, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client.server";
import { session as sessionTable, user as userTable } from "#db/auth-schema";
import { translatorProfiles } from "#db/schema";
import { languageFacts, translationLanguages, type SiteLanguage } from "~/lib/languages";
import { setTranslatorLanguages } from "~/features/auth/translator-languages.server";
import { logger } from "~/core/logger.server";
import { auth } from "~/features/auth/auth.server";
import { asRole, type Role } from "~/core/access/roles";
import type { ParsedUserAction } from "./user-action-schema";
import { checkUserAction, compareForUserList, removesActiveAdmin, userMessages, type ActionTarget } from "./user-rules";

export type ManagedUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  banned: boolean;
  /** The newest session's start; sessions that ended are gone, so this is the last sign-in we know. */
  lastSignIn: Date | null;
  /** A translator's languages ([]: every language); [] for the other roles. */
  translationLanguages: SiteLanguage[];
};

export type UserActionResult = ActionResult & {
  /** The account the action was about, so the screen can point at its row. */
  userId: string | null;
  status: 200 | 400 | 404 | 409 | 500;
};

/** Blocked administrators do not count: they cannot sign in to rescue anything. */
const activeAdminCondition = and(eq(userTable.role, "admin"), sql`coalesce(${userTable.banned}, false) = false`);

// Everything that is not a staff role counts as waiting (roles.ts asRole), including no role.
const waitingCondition = or(isNull(userTable.role), notInArray(userTable.role, ["admin", "editor", "translator", "approver"]));

export async function listManagedUsers(db: Database): Promise<ManagedUser[]> {
  const rows = await db
    .select({
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      role: userTable.role,
      emailVerified: userTable.emailVerified,
      twoFactorEnabled: userTable.twoFactorEnabled,
      banned: userTable.banned,
      lastSignIn: max(sessionTable.createdAt),
      languages: translatorProfiles.languages,
    })
    .from(userTable)
    .leftJoin(sessionTable, eq(sessionTable.userId, userTable.id))
    .leftJoin(translatorProfiles, eq(translatorProfiles.userId, userTable.id))
    .groupBy(userTable.id, translatorProfiles.userId);
  return rows
    .map(({ languages, ...row }) => ({
      ...row,
      translationLanguages: translationLanguages.filter((l) => (languages ?? []).includes(l)),
      role: asRole(row.role),
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      banned: Boolean(row.banned),
    }))
    .sort(compareForUserList);
}

export async function countActiveAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userTable)
    .where(activeAdminCondition);
  return row?.n ?? 0;
}

class LastAdministrator extends Error {}

/**
 * Sets 'editor' or 'pending' with Drizzle instead of better-auth's setRole: the admin plugin types
 * its role as "user" | "admin" (it infers roles from its own `roles` option, which this project does
 * not use — who may do what lives in access-control.ts), so our roles would need a cast that hides
 * the mismatch. The last-administrator rule is re-checked under a row lock on the active
 * administrators: two administrators demoting each other at the same moment cannot both succeed.
 */
async function setStaffRole(db: Database, userId: string, role: Exclude<Role, "admin">): Promise<boolean> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: userTable.id }).from(userTable).where(activeAdminCondition).for("update");
    if (admins.some((a) => a.id === userId) && admins.length <= 1) throw new LastAdministrator();
    const changed = await tx.update(userTable).set({ role, updatedAt: new Date() }).where(eq(userTable.id, userId)).returning({ id: userTable.id });
    return changed.length > 0;
  });
}

export type AccountDeletion = "deleted" | "missing" | "last-admin";

/**
 * Deletes an account inside the caller's transaction (docs/decisions/0015-privacy-requests.md: erasing what is stored about an
 * address is one transaction). Its sessions, sign-in methods (password hash, provider tokens) and
 * second factor go with it through their foreign keys. The last active administrator is never
 * deleted: the same row lock as setStaffRole, so two deletions at one moment cannot both pass.
 * Who may ask (not oneself) is the caller's rule.
 */
export async function deleteAccountInTransaction(tx: Transaction, userId: string): Promise<AccountDeletion> {
  const admins = await tx.select({ id: userTable.id }).from(userTable).where(activeAdminCondition).for("update");
  if (admins.some((a) => a.id === userId) && admins.length <= 1) return "last-admin";
  const deleted = await tx.delete(userTable).where(eq(userTable.id, userId)).returning({ id: userTable.id });
  if (deleted.length === 0) return "missing";
  logger.info({ userId }, "Konto gelöscht");
  return "deleted";
}

/** Approval in one statement that only matches a still waiting account (a second click changes nothing). */
async function approve(db: Database, userId: string): Promise<boolean> {
  // Same reason as setStaffRole for not using setRole: 'editor' is not a role the plugin's types know.
  const changed = await db
    .update(userTable)
    .set({ role: "editor", updatedAt: new Date() })
    .where(and(eq(userTable.id, userId), waitingCondition))
    .returning({ id: userTable.id });
  return changed.length > 0;
}

/**
 * Runs one action of the users screen for the acting administrator (already checked with
 * requireOperation(request, 'users.manage') by the caller). Never throws: the screen shows the result.
 */
export async function runUserAction(db: Database, request: Request, actorId: string, { userId, action }: ParsedUserAction): Promise<UserActionResult> {
  const [row] = await db
    .select({ id: userTable.id, name: userTable.name, email: userTable.email, role: userTable.role, banned: userTable.banned })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .limit(1);
  if (!row) return { ok: false, message: userMessages.unknownUser, userId, status: 404 };
  const target: ActionTarget = { id: row.id, role: asRole(row.role), banned: Boolean(row.banned) };
  const who = row.name.trim() || row.email;

  const rule = checkUserAction({ actorId, target, action, activeAdminCount: await countActiveAdmins(db) });
  if (!rule.ok) return { ok: false, message: rule.message, userId, status: rule.status };

  const headers = request.headers;
  try {
    switch (action.intent) {
      case "approve":
        if (!(await approve(db, userId))) return { ok: false, message: userMessages.notPending, userId, status: 409 };
        logger.info({ actorId, userId }, "Konto freigegeben");
        return { ok: true, message: userMessages.approved(who), userId, status: 200 };
      case "set-role":
        if (action.role === "admin") await auth().api.setRole({ body: { userId, role: "admin" }, headers });
        else if (!(await setStaffRole(db, userId, action.role))) {
          return { ok: false, message: userMessages.unknownUser, userId, status: 404 };
        }
        logger.info({ actorId, userId, role: action.role }, "Rolle geändert");
        return { ok: true, message: userMessages.roleChanged(who, action.role), userId, status: 200 };
      case "set-languages": {
        await setTranslatorLanguages(db, userId, action.languages);
        logger.info({ actorId, userId, languages: action.languages }, "Sprachen der Übersetzung geändert");
        const names = action.languages.length ? action.languages.map((l) => `«${languageFacts[l].staffName}»`).join(", ") : "keine Sprache";
        return { ok: true, message: userMessages.languagesChanged(who, names), userId, status: 200 };
      }
      case "ban":
        // banUser also ends every session of the account. A block of another administrator cannot
        // take the same row lock as setStaffRole (the library writes through its own adapter), so two
        // administrators blocking each other in the same instant is the one race left; the rule above
        // still catches every sequential attempt.
        await auth().api.banUser({ body: { userId, banReason: "Im CMS gesperrt" }, headers });
        logger.info({ actorId, userId, admin: removesActiveAdmin(target, action) }, "Konto gesperrt");
        return { ok: true, message: userMessages.banned(who), userId, status: 200 };
      case "unban":
        await auth().api.unbanUser({ body: { userId }, headers });
        logger.info({ actorId, userId }, "Konto entsperrt");
        return { ok: true, message: userMessages.unbanned(who), userId, status: 200 };
      case "revoke-sessions":
        await auth().api.revokeUserSessions({ body: { userId }, headers });
        logger.info({ actorId, userId }, "Sitzungen beendet");
        return { ok: true, message: userMessages.sessionsRevoked(who), userId, status: 200 };
    }
  } catch (error) {
    if (error instanceof LastAdministrator) return { ok: false, message: userMessages.lastAdmin, userId, status: 409 };
    logger.error({ err: error, actorId, userId, intent: action.intent }, "Benutzeraktion fehlgeschlagen");
    return { ok: false, message: userMessages.failed, userId, status: 500 };
  }
}
