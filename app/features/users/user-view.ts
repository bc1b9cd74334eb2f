// How an account appears in the users table: the loader prepares these rows so the browser shows
// exactly what the server formatted (one time zone, no hydration differences).
import type { Role } from "~/core/access/roles";
import type { SiteLanguage } from "~/lib/languages";
import { formatSwissDateTime } from "~/lib/date-format";

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  banned: boolean;
  /** de-CH date and time, or '—' when the account never signed in (or every session has ended). */
  lastSignIn: string;
  lastSignInIso: string | null;
  isSelf: boolean;
  /** A translator's languages ([]: every language). */
  translationLanguages: SiteLanguage[];
};

export function formatLastSignIn(date: Date | null): string {
  return date ? formatSwissDateTime(date) : "—";
}

export function toUserRow(user: Omit<UserRow, "lastSignIn" | "lastSignInIso" | "isSelf"> & { lastSignIn: Date | null }, viewerId: string): UserRow {
  return {
    ...user,
    lastSignIn: formatLastSignIn(user.lastSignIn),
    lastSignInIso: user.lastSignIn ? user.lastSignIn.toISOString() : null,
    isSelf: user.id === viewerId,
  };
}
