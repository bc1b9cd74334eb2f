// Requests to better-auth's own handler (what Express mounts at /api/auth), sent as the site's
// browser sends them: JSON, the site's origin, the client address Express passes on, and cookies
// kept in a jar. Used by the integration tests of sign-in, throttling and account privacy.
import { auth } from "~/features/auth/auth.server";

/** The site of a laptop set-up: no SITE_URL, port 3000 (the tests set PORT and clear SITE_URL). */
export const SITE = "http://localhost:3000";

export type Jar = Map<string, string>;

let ipCounter = 0;
/** Every attempt from another address: better-auth's per-address limit is not what these tests test. */
export const nextIp = () => `10.11.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export interface AuthAnswer {
  status: number;
  json: { code?: string; message?: string; status?: boolean; twoFactorRedirect?: boolean; totpURI?: string } | null;
  retryAfter: string | null;
  /** How long the handler took to answer, in milliseconds. */
  ms: number;
}

export async function postAuth(pathname: string, body: unknown, options: { jar?: Jar; origin?: string | null; ip?: string } = {}): Promise<AuthAnswer> {
  const headers = new Headers({ "content-type": "application/json", "x-auralis-client-ip": options.ip ?? nextIp() });
  if (options.origin !== null) headers.set("origin", options.origin ?? SITE);
  if (options.jar?.size) headers.set("cookie", [...options.jar].map(([k, v]) => `${k}=${v}`).join("; "));
  const started = performance.now();
  const response = await auth().handler(new Request(`${SITE}/api/auth${pathname}`, { method: "POST", headers, body: JSON.stringify(body) }));
  const json = (await response.json().catch(() => null)) as AuthAnswer["json"];
  const ms = performance.now() - started;
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const [name, ...value] = pair.split("=");
    if (options.jar) options.jar.set(name.trim(), value.join("="));
  }
  return { status: response.status, json, retryAfter: response.headers.get("retry-after"), ms };
}

export const signIn = (email: string, password: string, jar?: Jar) => postAuth("/sign-in/email", { email, password }, { jar });
