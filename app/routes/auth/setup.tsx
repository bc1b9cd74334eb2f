// /einrichtung?token=… (architecture guide, "first administrator"): without ADMIN_EMAIL/ADMIN_PASSWORD
// and without any administrator, the server prints a one-time link to this page. It exists only while
// that link is valid and no administrator exists; everything happens on the server.
import { MIN_PASSWORD_LENGTH } from "~/features/auth/password-rules";
import { data, Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { authMessages } from "~/features/auth/auth-messages";
import { auth } from "~/features/auth/auth.server";
import { administratorExists, consumeSetupToken, createConfirmedAccount, setupTokenValid } from "~/features/auth/first-admin.server";
import { AuthShell, Button, Field } from "~/features/auth/login-ui";
import { DEFAULT_SIGN_IN_TARGET } from "~/features/auth/login-target";
import { company } from "~/lib/company";
import { limitedString, limitedTrimmedString } from "~/lib/text-limit-schemas";
import { textLimits } from "~/lib/text-limits";
import type { Route } from "./+types/setup";
import { formText } from "~/lib/form-validation";

const setupSchema = z.object({
  // The same limits and words as every other form (issue 11); this account is created directly,
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

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  await assertSetupOpen(token);
  return data({ token: token ?? "" }, { headers: noStore });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
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

export const meta: Route.MetaFunction = () => [{ title: `Ersteinrichtung – ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const fieldErrors = actionData?.fieldErrors;
  return (
    <AuthShell
      title="Ersteinrichtung"
      description="Es gibt noch keine Administratorin und keinen Administrator. Legen Sie hier das erste Konto an – dieser Link funktioniert nur einmal."
    >
      <h2 className="mb-4 text-lg font-semibold">Administrator-Konto anlegen</h2>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field label="Name" name="name" autoComplete="name" required defaultValue={actionData?.values.name} error={fieldErrors?.name} />
        <Field label="E-Mail" name="email" type="email" autoComplete="email" required defaultValue={actionData?.values.email} error={fieldErrors?.email} />
        <Field
          label="Passwort"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          placeholder="Mindestens 6 Zeichen"
          error={fieldErrors?.password}
        />
        <Button type="submit" block busy={busy}>
          {busy ? "Wird angelegt..." : "Administrator-Konto anlegen"}
        </Button>
      </Form>
    </AuthShell>
  );
}
