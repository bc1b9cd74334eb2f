// Where a member of staff goes after signing in (docs/product/accounts-and-roles.md, "Sign-in screen": the originally requested path, else
// /cms-overview), and the callback addresses handed to better-auth for mails and OAuth round trips.
// Pure, shared by the login loader (server) and the login forms (browser).

export const DEFAULT_SIGN_IN_TARGET = "/cms-overview";

/**
 * A same-site path from `?redirectTo`, or /cms-overview. Only paths starting with one '/' are taken:
 * '//host', '/\host' and absolute URLs would send a freshly signed-in person to another site.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return DEFAULT_SIGN_IN_TARGET;
  // Backslashes and control characters are read as '/' or dropped by browsers (open redirects).
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_SIGN_IN_TARGET;
  // Back to the login or into the auth API would loop or answer with JSON.
  const path = value.split(/[?#]/, 1)[0] ?? "";
  if (path === "/login" || path.startsWith("/login/") || path.startsWith("/api/")) return DEFAULT_SIGN_IN_TARGET;
  return value;
}

/**
 * encodeURIComponent leaves !'()*~ as they are; better-auth accepts a relative callback address only
 * with letters, digits and -._+/@=&% in its query, so those are escaped too.
 */
function encodeStrict(value: string) {
  return encodeURIComponent(value).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The address mails and OAuth send the person back to: the login page, which redirects a signed-in
 * visitor to the target (or a waiting one to /cms/kontofreigabe) and shows an `?error=` a failed link
 * brought back. One landing place keeps these rules in one loader.
 */
export function loginCallbackURL(target: string): string {
  const safe = safeRedirectTarget(target);
  return safe === DEFAULT_SIGN_IN_TARGET ? "/login" : `/login?redirectTo=${encodeStrict(safe)}`;
}
