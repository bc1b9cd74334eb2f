// /einrichtung?token=… (architecture guide, "first administrator"): without ADMIN_EMAIL/ADMIN_PASSWORD
// and without any administrator, the server prints a one-time link to this page. It exists only while
// that link is valid and no administrator exists; everything happens on the server.
import { MIN_PASSWORD_LENGTH } from "~/features/auth/password-rules";
import { Form, useNavigation } from "react-router";
import { AuthShell, Button, Field } from "~/features/auth/login-ui";
import { company } from "~/lib/company";
import { handleSetupAction, loadSetupScreen } from "~/features/auth/setup-screen.server";
import type { Route } from "./+types/setup";

export async function loader({ request }: Route.LoaderArgs) {
  return loadSetupScreen(request);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  return handleSetupAction(request);
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
