// /passwort-zuruecksetzen (tests/e2e/auth-login.spec.ts): the target of the reset mail. better-auth checks the link and
// sends the person here with ?token=… (or ?error=INVALID_TOKEN). The new password is set by this
// route's action on the server, so the form works before (and without) the page's JavaScript.
import { MIN_PASSWORD_LENGTH } from "~/features/auth/password-rules";
import { data, Form, Link, useNavigation } from "react-router";
import { authMessages, callbackErrorMessage } from "~/features/auth/auth-messages";
import { AuthShell, Button, Field, Notice } from "~/features/auth/login-ui";
import { company } from "~/lib/company";
import { handleResetPassword, noStore } from "~/features/auth/reset-password.server";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const error = url.searchParams.get("error");
  // Without a token there is nothing to reset with: the same answer as a used or expired link.
  const linkError = error ? callbackErrorMessage(error) : token ? null : authMessages.resetLinkInvalid;
  return data({ token, linkError }, { headers: noStore });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  return handleResetPassword(request);
}

export const meta: Route.MetaFunction = () => [{ title: `Passwort zurücksetzen – ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

const loginLink = (
  <Link to="/login" className="focus-ring font-semibold text-primary underline-offset-4 hover:underline">
    Zur Anmeldung
  </Link>
);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { token, linkError } = loaderData;

  if (actionData?.ok) {
    return (
      <AuthShell title="Passwort zurücksetzen">
        <Notice message={{ tone: "success", title: authMessages.passwordChanged }} />
        <p className="mt-6">{loginLink}</p>
      </AuthShell>
    );
  }

  if (linkError) {
    return (
      <AuthShell title="Passwort zurücksetzen">
        <Notice message={{ tone: "error", title: linkError, detail: "Fordern Sie auf der Anmeldeseite mit «Passwort vergessen?» einen neuen Link an." }} />
        <p className="mt-6">{loginLink}</p>
      </AuthShell>
    );
  }

  const fieldErrors = actionData && !actionData.ok ? actionData.fieldErrors : null;
  const formError = actionData && !actionData.ok ? actionData.formError : null;

  return (
    <AuthShell title="Passwort zurücksetzen" description="Legen Sie ein neues Passwort für Ihr Konto fest." footer={loginLink}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <Field
          label="Neues Passwort"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          placeholder="Mindestens 6 Zeichen"
          error={fieldErrors?.password}
        />
        <Field
          label="Neues Passwort wiederholen"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          error={fieldErrors?.confirm}
        />
        <Notice message={formError ? { tone: "error", title: formError } : null} />
        <Button type="submit" block busy={busy}>
          {busy ? "Wird gespeichert..." : "Passwort speichern"}
        </Button>
      </Form>
    </AuthShell>
  );
}
