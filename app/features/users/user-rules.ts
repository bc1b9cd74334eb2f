// Rules of the users screen (docs/decisions/0004-staff-roles.md). Pure functions: the screen uses them to decide
// what to offer, the server to decide what to allow, and the tests to pin them down.
import { roleLabels, roles, type Role } from "~/core/access/roles";
import type { SiteLanguage } from "~/lib/languages";

export const userIntents = ["approve", "set-role", "set-languages", "ban", "unban", "revoke-sessions"] as const;
export type UserIntent = (typeof userIntents)[number];

export type UserAction =
  | { intent: "approve" }
  | { intent: "set-role"; role: Role }
  /** A translator's languages (docs/decisions/0038-translator-role.md); none: every language. */
  | { intent: "set-languages"; languages: SiteLanguage[] }
  | { intent: "ban" }
  | { intent: "unban" }
  | { intent: "revoke-sessions" };

/** The facts about the account an action aims at. */
export type ActionTarget = { id: string; role: Role; banned: boolean };

export const userMessages = {
  ownRole: "Sie können Ihre eigene Rolle nicht ändern.",
  ownBan: "Sie können sich nicht selbst sperren.",
  ownSessions: "Ihre eigenen Sitzungen beenden Sie unter «Mein Konto».",
  lastAdmin: "Es muss mindestens ein Administrator bleiben.",
  notPending: "Dieses Konto ist bereits freigegeben.",
  sameRole: (role: Role) => `Dieses Konto hat bereits die Rolle «${roleLabels[role]}».`,
  alreadyBanned: "Dieses Konto ist bereits gesperrt.",
  notBanned: "Dieses Konto ist nicht gesperrt.",
  unknownUser: "Dieses Konto gibt es nicht mehr.",
  invalid: "Die Anfrage war unvollständig. Bitte versuchen Sie es erneut.",
  failed: "Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  approved: (who: string) => `«${who}» ist freigegeben und kann jetzt im CMS arbeiten.`,
  roleChanged: (who: string, role: Role) => `«${who}» hat jetzt die Rolle «${roleLabels[role]}».`,
  banned: (who: string) => `«${who}» ist gesperrt; alle Sitzungen wurden beendet.`,
  unbanned: (who: string) => `«${who}» ist entsperrt.`,
  sessionsRevoked: (who: string) => `Alle Sitzungen von «${who}» wurden beendet.`,
  notTranslator: "Sprachen gibt es nur für Konten mit der Rolle «Übersetzung».",
  languagesChanged: (who: string, names: string) => `«${who}» übersetzt jetzt ${names}.`,
} as const;

export type RuleResult = { ok: true } | { ok: false; message: string; status: 409 };

const refuse = (message: string): RuleResult => ({ ok: false, message, status: 409 });

/** An administrator who can still sign in: a blocked one could not rescue the installation. */
export function isActiveAdmin(user: { role: Role; banned: boolean }): boolean {
  return user.role === "admin" && !user.banned;
}

/** Whether an action takes an active administrator away (demotion or block). */
export function removesActiveAdmin(target: ActionTarget, action: UserAction): boolean {
  if (!isActiveAdmin(target)) return false;
  if (action.intent === "set-role") return action.role !== "admin";
  return action.intent === "ban";
}

/**
 * May the acting administrator run this action on this account?
 * - nobody demotes, blocks or ends the sessions of themselves here (they would lock themselves out;
 *   their own sessions are managed under 'Mein Konto'),
 * - the last active administrator is never demoted or blocked,
 * - an action that would change nothing is refused with a plain explanation.
 */
export function checkUserAction(input: { actorId: string; target: ActionTarget; action: UserAction; activeAdminCount: number }): RuleResult {
  const { actorId, target, action, activeAdminCount } = input;
  const self = actorId === target.id;
  if (self) {
    if (action.intent === "set-role" || action.intent === "approve" || action.intent === "set-languages") return refuse(userMessages.ownRole);
    if (action.intent === "ban" || action.intent === "unban") return refuse(userMessages.ownBan);
    return refuse(userMessages.ownSessions);
  }
  if (removesActiveAdmin(target, action) && activeAdminCount <= 1) return refuse(userMessages.lastAdmin);
  switch (action.intent) {
    case "approve":
      return target.role === "pending" ? { ok: true } : refuse(userMessages.notPending);
    case "set-role":
      return target.role === action.role ? refuse(userMessages.sameRole(action.role)) : { ok: true };
    case "set-languages":
      return target.role === "translator" ? { ok: true } : refuse(userMessages.notTranslator);
    case "ban":
      return target.banned ? refuse(userMessages.alreadyBanned) : { ok: true };
    case "unban":
      return target.banned ? { ok: true } : refuse(userMessages.notBanned);
    case "revoke-sessions":
      return { ok: true };
  }
}

const roleOrder: Record<Role, number> = { pending: 0, admin: 1, editor: 2, translator: 3, approver: 4 };

/** Waiting accounts first (they need someone to act), then administrators, editors, translators, approvers; by name within. */
export function compareForUserList<T extends { role: Role; name: string; email: string }>(a: T, b: T): number {
  return (
    roleOrder[a.role] - roleOrder[b.role] ||
    (a.name || a.email).localeCompare(b.name || b.email, "de-CH", { sensitivity: "base" }) ||
    a.email.localeCompare(b.email, "de-CH")
  );
}

/** The roles offered in the 'Rolle ändern' select, in the order of roles.ts. */
export const assignableRoles: readonly Role[] = roles;
