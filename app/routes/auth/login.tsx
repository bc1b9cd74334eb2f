// /login (docs/product/accounts-and-roles.md, "Sign-in screen"; docs/decisions/0004-staff-roles.md). Server-rendered: the loader already knows the session, so a
// signed-in visitor never sees the form and no client-side auth check (with its spinner) is needed.
import { useState } from "react";
import { data, redirect } from "react-router";
import { authMessages, callbackErrorMessage } from "~/features/auth/auth-messages";
import { oidcDisplayName, oidcEnabled } from "~/features/auth/auth.server";
import { handleLoginFormPost } from "~/features/auth/login-form-post.server";
import { LoginMagicLinkForm } from "~/features/auth/login-magic-link-form";
import { LoginOidcButton } from "~/features/auth/login-oidc-button";
import { LoginRegisterForm } from "~/features/auth/login-register-form";
import { LoginSignInForm } from "~/features/auth/login-sign-in-form";
import { LoginTabs } from "~/features/auth/login-tabs";
import { safeRedirectTarget } from "~/features/auth/login-target";
import { AuthShell, Notice, useHydrated, type NoticeMessage } from "~/features/auth/login-ui";
import { ACCOUNT_APPROVAL_PATH, getViewer } from "~/features/auth/viewer.server";
import { company } from "~/lib/company";
import type { Route } from "./+types/login";

const loginTabs = ["login", "registrieren", "magic-link"] as const;
type LoginTab = (typeof loginTabs)[number];

function asLoginTab(value: string | null): LoginTab {
  return loginTabs.find((t) => t === value) ?? "login";
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeRedirectTarget(url.searchParams.get("redirectTo"));
  const viewer = await getViewer(request);
  // docs/product/accounts-and-roles.md, "Sign-in screen": already signed in → the originally requested path or /cms-overview; an account that
  // still waits for approval has only its waiting screen.
  if (viewer) throw redirect(viewer.role === "pending" ? ACCOUNT_APPROVAL_PATH : target);

  // Mail links and OAuth round trips that failed come back here with ?error=…; a sign-out with ?abgemeldet.
  const error = callbackErrorMessage(url.searchParams.get("error"));
  const notice: NoticeMessage | null = error
    ? { tone: "error", title: authMessages.signInFailed, detail: error }
    : url.searchParams.has("abgemeldet")
      ? { tone: "success", title: authMessages.signedOut }
      : null;
  return data(
    {
      target,
      tab: asLoginTab(url.searchParams.get("tab")),
      notice,
      oidc: oidcEnabled() ? { name: oidcDisplayName() } : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/**
 * The sign-in without JavaScript (tests/e2e/auth-login-progressive.spec.ts): the 'Login' form and its code step post here when the
 * page is not (yet) interactive; with JavaScript they call better-auth from the browser instead.
 */
export async function action({ request }: Route.ActionArgs) {
  const target = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  return handleLoginFormPost(request, target);
}

export const meta: Route.MetaFunction = () => [{ title: `${authMessages.loginTitle} – ${company.name}` }, { name: "robots", content: "noindex, nofollow" }];

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { target, oidc, notice } = loaderData;
  // A form post (no JavaScript) always comes from the 'Login' tab.
  const [tab, setTab] = useState<LoginTab>(actionData ? "login" : loaderData.tab);
  // docs/product/accounts-and-roles.md, "Sign-in screen": the e-mail address is shared across the three tabs.
  const [email, setEmail] = useState(actionData?.email ?? "");
  const hydrated = useHydrated();

  return (
    <AuthShell
      title={authMessages.loginTitle}
      description="Melden Sie sich an, um die Inhalte der Website zu bearbeiten."
      ready={hydrated}
      footer={
        <div className="space-y-2">
          <p>
            <a className="focus-ring font-medium text-primary underline-offset-4 hover:underline" href={`mailto:${company.email}`}>
              Probleme bei der Anmeldung? Support kontaktieren
            </a>
          </p>
          <p>
            <a className="focus-ring underline-offset-4 hover:underline" href="/">
              Zurück zur Website
            </a>
          </p>
        </div>
      }
    >
      <Notice message={notice} className="mb-6" />
      <LoginTabs
        label="Anmeldeart"
        active={tab}
        onChange={setTab}
        tabs={[
          { key: "login", label: "Login", panel: <LoginSignInForm email={email} onEmailChange={setEmail} target={target} posted={actionData} /> },
          { key: "registrieren", label: "Registrieren", panel: <LoginRegisterForm email={email} onEmailChange={setEmail} target={target} /> },
          { key: "magic-link", label: "Magic Link", panel: <LoginMagicLinkForm email={email} onEmailChange={setEmail} target={target} /> },
        ]}
      />
      {oidc ? (
        <div className="mt-6 space-y-4">
          <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            oder
            <span className="h-px flex-1 bg-border" />
          </p>
          <LoginOidcButton name={oidc.name} target={target} />
        </div>
      ) : null}
    </AuthShell>
  );
}
