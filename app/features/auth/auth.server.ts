// Authentication is better-auth on the project's database (docs/decisions/0004-staff-roles.md): passwords, sessions, tokens,
// magic links, TOTP and OpenID Connect are the library's; this module only configures it and
// decides roles.
import { MIN_PASSWORD_LENGTH } from "./password-rules";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, genericOAuth, magicLink, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import * as authSchema from "#db/auth-schema";
import { env } from "~/core/env.server";
import { logger } from "~/core/logger.server";
import { sendMail } from "~/features/mail/mail.server";
import { company } from "~/lib/company";
import { authGuards } from "./auth-guards.server";
import { authMails } from "./auth-mails";
import { roleForVerifiedEmail } from "~/core/access/roles";
import { acceptedOrigins, expectedOrigin, explainOriginRefusal } from "./trusted-origins.server";

export const AUTH_BASE_PATH = "/api/auth";
export const OIDC_PROVIDER_ID = "firmenkonto";

/** AUTH_SECRET from the environment; without it, one generated once and kept in DATA_DIR (0600). */
function authSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    logger.warn(`AUTH_SECRET ist nicht gesetzt: ein zufälliges Geheimnis wurde in ${file} abgelegt. Für mehrere Server AUTH_SECRET setzen.`);
    return secret;
  }
}

export function staffEmailDomain() {
  return env().STAFF_EMAIL_DOMAIN ?? company.staffDomain;
}

/** A confirmed address at the staff domain turns a waiting account into an editor. */
async function promoteIfStaff(user: { id: string; email: string; emailVerified: boolean; role?: string | null }) {
  if (!user.emailVerified || (user.role && user.role !== "pending")) return;
  if (roleForVerifiedEmail(user.email, staffEmailDomain()) !== "editor") return;
  await db().update(authSchema.user).set({ role: "editor" }).where(eq(authSchema.user.id, user.id));
  logger.info({ userId: user.id }, "Konto mit bestätigter Firmenadresse als Redaktion freigeschaltet");
}

// Browser tests sign in many times from one address; they widen the limits, never disable them.
function rateLimitFactor() {
  return Math.max(1, Number(process.env.AUTH_RATE_LIMIT_FACTOR ?? 1));
}

/** Sign-in, sign-up, magic-link and reset requests per client address and window (seconds). */
function rateLimitRules() {
  const factor = rateLimitFactor();
  const rule = (window: number, max: number) => ({ window, max: max * factor });
  return {
    "/sign-in/email": rule(60, 5),
    "/sign-up/email": rule(600, 5),
    "/sign-in/magic-link": rule(600, 5),
    "/request-password-reset": rule(600, 5),
    "/magic-link/verify": rule(60, 5),
    "/change-password": rule(10, 3),
    "/two-factor/verify-totp": rule(60, 5),
    "/two-factor/verify-backup-code": rule(60, 5),
  };
}

function createAuth() {
  const config = env();
  const oidc =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
                clientId: config.OIDC_CLIENT_ID,
                clientSecret: config.OIDC_CLIENT_SECRET,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [];
  return betterAuth({
    appName: company.name,
    baseURL: config.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(),
    // Without SITE_URL: localhost, 127.0.0.1 and [::1] on the port; with it, only its origin.
    trustedOrigins: acceptedOrigins(config),
    database: drizzleAdapter(db(), { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Also makes a sign-up with a known address answer like any other (nothing is revealed).
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      // Not awaited: only an address with an account gets this mail, so an answer that waited for the
      // mail server would tell by its time which addresses have one (auth-account-privacy.test.ts).
      sendResetPassword: ({ user, url }) => {
        sendMail(db(), { to: user.email, ...authMails.resetPassword(url) }).catch((error: Error) =>
          logger.error({ error: error.message }, "Mail zum Zurücksetzen des Passworts konnte nicht abgelegt werden"),
        );
        return Promise.resolve();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(db(), { to: user.email, ...authMails.verifyEmail(url, user.name) });
      },
      afterEmailVerification: async (user) => promoteIfStaff({ ...user, role: (user as { role?: string }).role }),
    },
    account: { accountLinking: { enabled: true, trustedProviders: [OIDC_PROVIDER_ID] } },
    databaseHooks: {
      user: {
        create: {
          // Magic-link and OpenID sign-ups arrive confirmed.
          after: async (user) => promoteIfStaff({ ...user, role: (user as { role?: string }).role }),
        },
      },
    },
    // The default covers every other endpoint, e.g. the admin list the access-matrix test reads after each request.
    rateLimit: { enabled: true, storage: "database", window: 60, max: 200 * rateLimitFactor(), customRules: rateLimitRules() },
    advanced: {
      cookiePrefix: "auralis",
      // Express resolves the client address (TRUST_PROXY) and passes it on in this header.
      ipAddress: { ipAddressHeaders: ["x-auralis-client-ip"] },
      useSecureCookies: config.siteUrl.startsWith("https://"),
      // better-auth drops its origin check when NODE_ENV is "test"; it stays on here whatever the
      // environment says, so the tests see the check production has (docs/security.md, "Origins").
      disableOriginCheck: false,
    },
    plugins: [
      admin({ defaultRole: "pending", adminRoles: ["admin"] }),
      twoFactor({ issuer: company.name }),
      magicLink({
        expiresIn: 15 * 60,
        sendMagicLink: async ({ email, url }) => {
          // better-auth asks for the second factor only at password sign-in. An account protected
          // by two-factor gets no passwordless link (the answer to the request stays the same).
          const [existing] = await db()
            .select({ twoFactorEnabled: authSchema.user.twoFactorEnabled })
            .from(authSchema.user)
            .where(eq(authSchema.user.email, email.trim().toLowerCase()))
            .limit(1);
          if (existing?.twoFactorEnabled) {
            await sendMail(db(), { to: email, ...authMails.magicLinkRefused() });
            return;
          }
          await sendMail(db(), { to: email, ...authMails.magicLink(url) });
        },
      }),
      ...oidc,
      // Lengths and per-account throttling (docs/security.md), in front of the endpoints above.
      authGuards(),
    ],
  });
}

/**
 * The handler Express mounts (toNodeHandler takes `auth.handler`): better-auth's, with its English
 * refusal of a foreign origin replaced by a German one naming the address the site expects.
 */
function withGermanOriginRefusal(instance: ReturnType<typeof createAuth>) {
  const handle = instance.handler;
  const expected = expectedOrigin(env());
  instance.handler = async (request: Request) => explainOriginRefusal(request, await handle(request), expected);
  return instance;
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as unknown as { __auralisAuth?: Auth };

/** The process's auth instance, made on first use (after the database is open). */
export function auth(): Auth {
  holder.__auralisAuth ??= withGermanOriginRefusal(createAuth());
  return holder.__auralisAuth;
}

export function oidcEnabled() {
  const config = env();
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

export function oidcDisplayName() {
  return env().OIDC_NAME ?? "Firmenkonto";
}
