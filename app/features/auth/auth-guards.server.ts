// A better-auth plugin with the checks of docs/security.md in front of the library's own endpoints:
// - every text a sign-in, sign-up or account request carries has a maximum length (German 400);
// - password and second-factor attempts are throttled per account, from whatever address they come
//   (account-throttle.ts), and the owner hears of repeated failures by mail.
// better-auth's per-address rate limit (auth.server.ts) still applies in front of all of it.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { db } from "#db/client.server";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { sendMail } from "~/features/mail/mail.server";
import { limitMessages, textLimits } from "~/lib/text-limits";
import { throttleMessages, type AttemptKind } from "./account-throttle";
import { admitAccountAttempt, claimFailureNotification, clearAccountAttempts, releaseAccountAttempt, throttleKey } from "./account-throttle.server";
import { authMails } from "./auth-mails";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

// ---------------------------------------------------------------------------------------------------
// Lengths

/** The maximum of each field better-auth's endpoints take; any other text field gets `url`'s. */
export const authFieldLimits: Record<string, number> = {
  name: textLimits.title,
  email: textLimits.email,
  newEmail: textLimits.email,
  password: textLimits.password,
  newPassword: textLimits.password,
  currentPassword: textLimits.password,
  code: 64,
};
const DEFAULT_FIELD_LIMIT = textLimits.url;

const fieldLabels: Record<string, string> = {
  name: "Name",
  email: "E-Mail-Adresse",
  newEmail: "E-Mail-Adresse",
  password: "Passwort",
  newPassword: "Passwort",
  currentPassword: "Passwort",
  code: "Code",
};

/** The first text field of a request body that is too long (nested objects included), or null. */
export function oversizedAuthField(body: unknown, depth = 0): { field: string; max: number } | null {
  if (!body || typeof body !== "object" || depth > 4) return null;
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === "string") {
      const max = authFieldLimits[field] ?? DEFAULT_FIELD_LIMIT;
      if (value.length > max) return { field, max };
    } else if (value && typeof value === "object") {
      const inner = oversizedAuthField(value, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

export function fieldTooLongMessage(field: string, max: number): string {
  const label = fieldLabels[field];
  return label ? `${label}: ${limitMessages.tooLong(max)}` : limitMessages.tooLong(max);
}

// ---------------------------------------------------------------------------------------------------
// Per-account throttling

const PASSWORD_PATHS = new Set(["/sign-in/email"]);
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);

/** The e-mail address a password attempt is for, as better-auth will look it up; null when it evaluates nothing. */
function passwordAttemptEmail(ctx: HookContext): string | null {
  const body = ctx.body as { email?: unknown; password?: unknown } | undefined;
  if (typeof body?.email !== "string" || typeof body.password !== "string" || body.password === "") return null;
  const email = body.email.trim().toLowerCase();
  return email.includes("@") ? email : null;
}

/**
 * The account a second-factor attempt during sign-in is for: better-auth keeps it behind the signed
 * two-factor cookie the password step set. Null outside a sign-in (a signed-in person confirming
 * their own new factor) or without a valid cookie (better-auth refuses that itself, unevaluated).
 */
async function secondFactorUserId(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!verification || new Date(verification.expiresAt).getTime() <= Date.now()) return null;
  return verification.value;
}

function refuse(retryAfterMs: number): never {
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "ACCOUNT_THROTTLED", message: throttleMessages.wait(retryAfterMs) },
    { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) },
  );
}

async function admitOrRefuse(key: string, kind: AttemptKind) {
  const admission = await admitAccountAttempt(db(), key, kind);
  if (!admission.admitted) refuse(admission.retryAfterMs);
}

/**
 * Tells the owner once per streak. Not awaited by the request: how long the answer takes must not
 * reveal whether the address has an account (only an existing one gets mail).
 */
function notifyOwner(ctx: HookContext, key: string, kind: AttemptKind, lookup: () => Promise<{ email: string } | null>) {
  void (async () => {
    const claim = await claimFailureNotification(db(), key);
    if (!claim) return;
    const user = await lookup();
    if (!user) return;
    const mail = authMails.repeatedFailures(kind, claim.failures, `${env().siteUrl}/cms/konto`);
    await sendMail(db(), { to: user.email, ...mail });
    logger.warn({ kind, failures: claim.failures }, "Wiederholte Fehlversuche: Kontoinhaber per E-Mail benachrichtigt");
  })().catch((error: Error) => logger.error({ kind, error: error.message }, "Mail über wiederholte Fehlversuche fehlgeschlagen"));
}

/**
 * Refusals better-auth gives before it looks at the password or code (the request's origin, its
 * form): such an attempt was no guess and gives its place in the budget back.
 */
const UNEVALUATED = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN", "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED", "INVALID_EMAIL", "VALIDATION_ERROR"]);

/** What the endpoint answered: an error code, or null for success. */
function outcomeCode(ctx: HookContext): string | null {
  const returned = ctx.context.returned;
  if (!isAPIError(returned)) return null;
  return typeof returned.body?.code === "string" ? returned.body.code : "ERROR";
}

export function authGuards() {
  return {
    id: "auralis-auth-guards",
    hooks: {
      before: [
        {
          matcher: (ctx) => Boolean(ctx.body && typeof ctx.body === "object"),
          // eslint-disable-next-line @typescript-eslint/require-await -- better-auth's middleware contract is an async handler; a throw here must reject it.
          handler: createAuthMiddleware(async (ctx) => {
            const oversized = oversizedAuthField(ctx.body);
            if (oversized) {
              throw new APIError("BAD_REQUEST", { code: "FIELD_TOO_LONG", message: fieldTooLongMessage(oversized.field, oversized.max) });
            }
          }),
        },
        {
          matcher: (ctx) => PASSWORD_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const email = passwordAttemptEmail(ctx);
            if (email) await admitOrRefuse(throttleKey(ctx.context.secret, "password", email), "password");
          }),
        },
        {
          matcher: (ctx) => SECOND_FACTOR_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const userId = await secondFactorUserId(ctx);
            if (userId) await admitOrRefuse(throttleKey(ctx.context.secret, "second-factor", userId), "second-factor");
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => PASSWORD_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const email = passwordAttemptEmail(ctx);
            if (!email) return;
            const key = throttleKey(ctx.context.secret, "password", email);
            const code = outcomeCode(ctx);
            // A right password clears the account's budget, also when the address is still unconfirmed
            // or the code step follows.
            if (code === null || code === "EMAIL_NOT_VERIFIED") return clearAccountAttempts(db(), key);
            if (UNEVALUATED.has(code)) return releaseAccountAttempt(db(), key);
            notifyOwner(ctx, key, "password", async () => (await ctx.context.internalAdapter.findUserByEmail(email))?.user ?? null);
          }),
        },
        {
          matcher: (ctx) => SECOND_FACTOR_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const code = outcomeCode(ctx);
            if (code === null) {
              // The session is made; the two-factor cookie is used up, the answer names the user.
              const userId = (ctx.context.returned as { user?: { id?: unknown } } | undefined)?.user?.id;
              if (typeof userId === "string") await clearAccountAttempts(db(), throttleKey(ctx.context.secret, "second-factor", userId));
              return;
            }
            const userId = await secondFactorUserId(ctx);
            if (!userId) return;
            const key = throttleKey(ctx.context.secret, "second-factor", userId);
            if (UNEVALUATED.has(code)) return releaseAccountAttempt(db(), key);
            notifyOwner(ctx, key, "second-factor", () => ctx.context.internalAdapter.findUserById(userId));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
