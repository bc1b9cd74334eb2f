// The German texts of sign-in, registration, magic link, password reset, set-up and the account
// screen (docs/product/accounts-and-roles.md, "Sign-in screen"; docs/product/validation-and-messages.md, "Sign-in and accounts"), and the one mapping from better-auth's error answers to them.
// Pure: no React, no better-auth import, so the login bundle and the unit test share it.

export const authMessages = {
  loginTitle: "Anmeldung",

  signInFailed: "Anmeldung fehlgeschlagen",
  signUpFailed: "Registrierung fehlgeschlagen",
  signUpSucceeded: "Registrierung erfolgreich – Bitte prüfen Sie Ihre E-Mails zur Bestätigung.",
  magicLinkFailed: "Magic Link fehlgeschlagen",
  magicLinkSent: "Magic Link versendet – Prüfen Sie Ihre E-Mails für den Login-Link.",
  signedOut: "Erfolgreich abgemeldet",
  signOutFailed: "Abmeldung fehlgeschlagen",
  signOutError: "Fehler beim Abmelden",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten.",

  wrongCredentials: "E-Mail oder Passwort ist falsch.",
  emailNotVerified: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Link erneut gesendet.",
  tooManyAttempts: "Zu viele Versuche. Bitte warten Sie einen Moment.",
  invalidCode: "Der Code ist ungültig.",
  twoFactorExpired: "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.",

  resetRequested: "Falls ein Konto zu dieser Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen gesendet.",
  resetNeedsEmail: "Bitte geben Sie zuerst Ihre E-Mail-Adresse ein.",
  resetLinkInvalid: "Der Link ist ungültig oder abgelaufen.",
  passwordsDiffer: "Die Passwörter stimmen nicht überein.",
  passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
  passwordChanged: "Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  oauthFailed: "Die Anmeldung über das Firmenkonto ist fehlgeschlagen.",
  callbackFailed: "Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
} as const;

/** What better-auth answers on failure: the client's `error` object, or an APIError thrown on the server. */
export interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

// better-auth's codes (BASE_ERROR_CODES and the two-factor, admin and generic-OAuth plugins) in the
// words a member of staff understands. Answers about a login never say whether an address is known.
const codeMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.wrongCredentials,
  // The "user not found" answers of some endpoints are told like a wrong password (nothing revealed).
  USER_NOT_FOUND: authMessages.wrongCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: authMessages.wrongCredentials,
  EMAIL_NOT_VERIFIED: authMessages.emailNotVerified,
  INVALID_EMAIL: authMessages.invalidEmail,
  INVALID_PASSWORD: "Das Passwort ist falsch.",
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  PASSWORD_TOO_LONG: "Das Passwort ist zu lang.",
  INVALID_TOKEN: authMessages.resetLinkInvalid,
  TOKEN_EXPIRED: authMessages.resetLinkInvalid,
  INVALID_CODE: authMessages.invalidCode,
  INVALID_BACKUP_CODE: authMessages.invalidCode,
  OTP_HAS_EXPIRED: authMessages.invalidCode,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: authMessages.tooManyAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: "Zu viele falsche Codes. Ihr Konto ist vorübergehend gesperrt – bitte versuchen Sie es später erneut.",
  INVALID_TWO_FACTOR_COOKIE: authMessages.twoFactorExpired,
  TOTP_NOT_ENABLED: "Die Zwei-Faktor-Authentifizierung ist nicht eingerichtet.",
  TWO_FACTOR_NOT_ENABLED: "Die Zwei-Faktor-Authentifizierung ist nicht eingerichtet.",
  SESSION_EXPIRED: "Aus Sicherheitsgründen müssen Sie sich dafür erneut anmelden.",
  SESSION_NOT_FRESH: "Aus Sicherheitsgründen müssen Sie sich dafür erneut anmelden.",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "Die letzte Anmeldemöglichkeit Ihres Kontos kann nicht gelöst werden.",
  ACCOUNT_NOT_FOUND: "Diese Verknüpfung besteht nicht mehr.",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "Dieses Firmenkonto ist bereits mit einem Konto verknüpft.",
  LINKED_ACCOUNT_ALREADY_EXISTS: "Dieses Firmenkonto ist bereits mit einem Konto verknüpft.",
  BANNED_USER: "Dieses Konto ist gesperrt. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.",
  INVALID_ORIGIN: "Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.",
  MISSING_OR_NULL_ORIGIN: "Die Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.",
  INVALID_CALLBACK_URL: "Die Zieladresse ist ungültig.",
  INVALID_REDIRECT_URL: "Die Zieladresse ist ungültig.",
  INVALID_ERROR_CALLBACK_URL: "Die Zieladresse ist ungültig.",
  FAILED_TO_CREATE_USER: "Das Konto konnte nicht angelegt werden.",
  FAILED_TO_CREATE_SESSION: "Die Sitzung konnte nicht gestartet werden.",
  USER_ALREADY_EXISTS: authMessages.signUpFailed,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authMessages.signUpFailed,
  FIELD_NOT_ALLOWED: "Diese Angabe ist nicht erlaubt.",
  VALIDATION_ERROR: "Bitte prüfen Sie Ihre Eingaben.",
  PROVIDER_CONFIG_NOT_FOUND: "Die Anmeldung über das Firmenkonto ist nicht eingerichtet.",
  ISSUER_MISMATCH: authMessages.oauthFailed,
  ISSUER_MISSING: authMessages.oauthFailed,
  // Codes better-auth appends to callback addresses (…?error=…) after a failed link or OAuth round trip.
  EXPIRED_TOKEN: authMessages.resetLinkInvalid,
  ATTEMPTS_EXCEEDED: authMessages.resetLinkInvalid,
  NEW_USER_SIGNUP_DISABLED: "Für diese Adresse ist keine Registrierung möglich.",
  OAUTH_LINK_ERROR: authMessages.oauthFailed,
  ACCESS_DENIED: authMessages.oauthFailed,
  STATE_MISMATCH: authMessages.oauthFailed,
  STATE_NOT_FOUND: authMessages.oauthFailed,
  EMAIL_NOT_FOUND: authMessages.oauthFailed,
  UNABLE_TO_GET_USER_INFO: authMessages.oauthFailed,
  UNABLE_TO_LINK_ACCOUNT: authMessages.oauthFailed,
  ACCOUNT_NOT_LINKED: "Dieses Firmenkonto ist noch nicht mit einem Konto verknüpft. Melden Sie sich an und verknüpfen Sie es unter «Mein Konto».",
  // Our own refusals (auth-guards.server.ts, docs/security.md); their server text says more and is preferred.
  ACCOUNT_THROTTLED: authMessages.tooManyAttempts,
  FIELD_TOO_LONG: "Eine Eingabe ist zu lang.",
};

// Codes whose answer the server words in German with details the fixed text cannot know: how long to
// wait, which field is too long, which address the site expects (trusted-origins.server.ts).
const serverWorded = new Set(["ACCOUNT_THROTTLED", "FIELD_TOO_LONG", "INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"]);

/** Messages of better-auth that are plain English library texts, never shown to staff as such. */
function looksLikeLibraryText(message: string) {
  return /^[\x20-\x7e]+$/.test(message) && !/[äöüÄÖÜ]/.test(message) && /\b(the|is|not|invalid|failed|error|please|required|too)\b/i.test(message);
}

function asAuthError(error: unknown): AuthErrorLike | null {
  if (!error || typeof error !== "object") return null;
  const source = error as { code?: unknown; message?: unknown; status?: unknown; statusCode?: unknown; body?: unknown };
  // better-call's APIError (server) carries the answer in `body` and the number in `statusCode`.
  const body = source.body && typeof source.body === "object" ? (source.body as { code?: unknown; message?: unknown }) : undefined;
  const code = typeof body?.code === "string" ? body.code : typeof source.code === "string" ? source.code : undefined;
  const message = typeof body?.message === "string" ? body.message : typeof source.message === "string" ? source.message : undefined;
  const status = typeof source.statusCode === "number" ? source.statusCode : typeof source.status === "number" ? source.status : undefined;
  return { code, message, status };
}

/**
 * The German reason for a failed auth call (docs/product/validation-and-messages.md, "Sign-in and accounts": the server message or 'Ein unerwarteter Fehler
 * ist aufgetreten.'). Known codes are translated; a server text is only passed on when it is not one
 * of better-auth's English library texts.
 */
export function authErrorMessage(error: unknown): string {
  const e = asAuthError(error);
  if (!e) return authMessages.unexpected;
  const code = e.code?.toUpperCase();
  const serverText = e.message?.trim();
  if (code && serverWorded.has(code) && serverText && !looksLikeLibraryText(serverText)) return serverText;
  if (e.status === 429) return authMessages.tooManyAttempts;
  if (code && codeMessages[code]) return codeMessages[code];
  if (serverText && !looksLikeLibraryText(serverText)) return serverText;
  return authMessages.unexpected;
}

// Links from mails (verification, magic link, reset) that fail come back with one of these codes.
const linkErrorCodes = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "EXPIRED_TOKEN", "ATTEMPTS_EXCEEDED", "USER_NOT_FOUND", "INVALID_USER"]);

/** The message for an `?error=` code better-auth put on a callback address, or null for none. */
export function callbackErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  const normalized = code
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  if (linkErrorCodes.has(normalized)) return authMessages.resetLinkInvalid;
  return codeMessages[normalized] ?? authMessages.callbackFailed;
}
