// The server side of /einrichtung (architecture guide, "first administrator"): the one-time link that creates the first administrator.
import { data, redirect } from "react-router";
import { z } from "zod";
import { formText } from "~/lib/form-validation";
import { limitedString, limitedTrimmedString } from "~/lib/text-limit-schemas";
import { textLimits } from "~/lib/text-limits";
import { authMessages } from "./auth-messages";
import { auth } from "./auth.server";
import { administratorExists, consumeSetupToken, createConfirmedAccount, setupTokenValid } from "./first-admin.server";
import { DEFAULT_SIGN_IN_TARGET } from "./login-target";
import { MIN_PASSWORD_LENGTH } from "./password-rules";

const setupSchema = z.object({
  // The same limits and words as every other form (docs/security.md, "Maximum lengths"); this account is created directly,
  // not through the auth endpoints that check them otherwise.
  name: limitedTrimmedString(textLimits.title).min(1, "Bitte geben Sie Ihren Namen ein."),
  email: limitedTrimmedString(textLimits.email).toLowerCase().pipe(z.email(authMessages.invalidEmail)),
  password: limitedString(textLimits.password).min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort),
});

const noStore = { "Cache-Control": "private, no-store" };

/** The page is a 404 for anyone without the valid link, and for good once an administrator exists. */
async function assertSetupOpen(token: string | null) {
  if (!setupTokenValid(token) || (await administratorExists())) {
    throw data({ message: "Seite nicht gefunden" }, { status: 404, headers: noStore });
  }
}

/** The setup link's page: a 404 unless the link is valid and no administrator exists yet. */
export async function loadSetupScreen(request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  await assertSetupOpen(token);
  return data({ token: token ?? "" }, { headers: noStore });
}

/** Creates the first administrator, uses the link up and signs the new administrator in. */
export async function handleSetupAction(request: Request) {
  const form = await request.formData();
  const token = formText(form, "token");
  await assertSetupOpen(token);
  const values = { name: formText(form, "name"), email: formText(form, "email") };
  const parsed = setupSchema.safeParse({ ...values, password: formText(form, "password") });
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    return data(
      { values, fieldErrors: { name: fields.name?.[0] ?? null, email: fields.email?.[0] ?? null, password: fields.password?.[0] ?? null } },
      { status: 400, headers: noStore },
    );
  }
  const { name, email, password } = parsed.data;
  await createConfirmedAccount({ name, email, password, role: "admin" });
  // The link works once: from now on an administrator exists and this page is gone.
  consumeSetupToken();

  // Sign the new administrator in through better-auth itself and hand its session cookie on.
  // Should it fail, the account still exists (and this page no longer does): the login page takes over.
  const headers = new Headers(noStore);
  try {
    const response = await auth().api.signInEmail({ body: { email, password }, headers: request.headers, asResponse: true });
    if (!response.ok) return redirect("/login", { headers });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirect(DEFAULT_SIGN_IN_TARGET, { headers });
  } catch {
    return redirect("/login", { headers });
  }
}
