// The sign-in as a plain form post (tests/e2e/auth-login-progressive.spec.ts): before its JavaScript has loaded, or without
// it, the 'Login' form and the code step post to /login, and this module signs in on the server.
// It hands the request to better-auth's own handler, exactly as the browser's call would reach it:
// the same per-address rate limit, origin and Fetch-Metadata checks, per-account throttling
// (auth-guards.server.ts) and cookies. Calling `auth().api.*` directly would skip the rate limit.
import { data, redirect } from "react-router";
import { authErrorMessage, authMessages } from "./auth-messages";
import { auth, AUTH_BASE_PATH } from "./auth.server";
import { loginCallbackURL } from "./login-target";
import type { LoginFormPostResult } from "./login-ui";
import { textLimits } from "~/lib/text-limits";
import { formText } from "~/lib/form-validation";

const noStore = { "Cache-Control": "private, no-store" };

/** The browser's request, re-addressed to one better-auth endpoint with a JSON body. */
function authRequest(request: Request, endpoint: string, body: Record<string, string>) {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const url = new URL(`${AUTH_BASE_PATH}${endpoint}`, request.url);
  return new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function cookieHeaders(response: Response) {
  const headers = new Headers(noStore);
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

function refused(step: LoginFormPostResult["step"], email: string, detail: string, status: number, headers: HeadersInit = noStore) {
  return data<LoginFormPostResult>({ step, email, message: { tone: "error", title: authMessages.signInFailed, detail } }, { status, headers });
}

const field = (form: FormData, name: string, max: number) => formText(form, name).slice(0, max + 1);

/** The /login action: `intent` sign-in (e-mail and password) or two-factor (app or backup code). */
export async function handleLoginFormPost(request: Request, target: string) {
  const form = await request.formData();
  const intent = form.get("intent");
  const email = field(form, "email", textLimits.email).trim();

  if (intent === "two-factor") {
    const backupCode = field(form, "backupCode", 64).trim();
    const code = backupCode || field(form, "code", 64).trim();
    if (!code) return refused("two-factor", email, authMessages.invalidCode, 400);
    const endpoint = backupCode ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
    const response = await auth().handler(authRequest(request, endpoint, { code }));
    const body = await readJson(response);
    if (!response.ok) {
      const detail = authErrorMessage({ ...body, status: response.status });
      // The code step has expired (or never began): back to the password form.
      const step = body.code === "INVALID_TWO_FACTOR_COOKIE" ? "credentials" : "two-factor";
      return refused(step, email, detail, response.status, cookieHeaders(response));
    }
    throw redirect(target, { headers: cookieHeaders(response) });
  }

  if (intent !== "sign-in") return refused("credentials", email, authMessages.unexpected, 400);
  const password = field(form, "password", textLimits.password);
  if (!email || !password) return refused("credentials", email, authMessages.wrongCredentials, 400);
  // callbackURL: the address of the confirmation mail better-auth re-sends to an unconfirmed account,
  // as on the browser's path (login-sign-in-form.tsx).
  const response = await auth().handler(authRequest(request, "/sign-in/email", { email, password, callbackURL: loginCallbackURL(target) }));
  const body = await readJson(response);
  if (!response.ok) return refused("credentials", email, authErrorMessage({ ...body, status: response.status }), response.status, cookieHeaders(response));
  // Two-factor accounts: better-auth has set its short-lived two-factor cookie; the code step follows.
  if (body.twoFactorRedirect === true) {
    return data<LoginFormPostResult>({ step: "two-factor", email, message: null }, { headers: cookieHeaders(response) });
  }
  throw redirect(target, { headers: cookieHeaders(response) });
}
