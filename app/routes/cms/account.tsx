// /cms/konto (docs/decisions/0004-staff-roles.md): the signed-in person's own account inside the CMS frame — profile, password,
// two-factor authentication, linked company account and active sessions. The loader reads everything
// through better-auth on the server; changes go through the better-auth client (it keeps the session
// cookie up to date), except the two-factor enrolment, whose QR code the server draws
// (features/auth/account-screen.server.ts).
import { MIN_PASSWORD_LENGTH } from "~/features/auth/password-rules";
import { useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { cmsMeta } from "~/components/cms/cms-meta";
import { CmsTextField } from "~/components/cms/cms-form-field";
import { authClient, OIDC_PROVIDER_ID } from "~/features/auth/auth-client";
import { authErrorMessage, authMessages } from "~/features/auth/auth-messages";
import { TwoFactorSettings } from "~/features/auth/login-two-factor-settings";
import { Notice, type NoticeMessage } from "~/features/auth/login-ui";
import { SignOutButton } from "~/features/auth/sign-out-button";
import { handleAccountAction, loadAccountScreen } from "~/features/auth/account-screen.server";
import type { Route } from "./+types/account";
import { formText } from "~/lib/form-validation";

export async function loader({ request }: Route.LoaderArgs) {
  return loadAccountScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handleAccountAction(request);
}

export function meta() {
  return cmsMeta("Mein Konto");
}

type LoaderData = Route.ComponentProps["loaderData"];

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-card p-5 text-card-foreground sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function ProfileSection({ profile }: { profile: LoaderData["profile"] }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(profile.name);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await authClient.updateUser({ name: name.trim() });
      if (error) setMessage({ tone: "error", title: "Profil konnte nicht gespeichert werden", detail: authErrorMessage(error) });
      else {
        setMessage({ tone: "success", title: "Profil gespeichert" });
        void revalidator.revalidate();
      }
    } catch {
      setMessage({ tone: "error", title: "Profil konnte nicht gespeichert werden", detail: authMessages.unexpected });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={save} className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">E-Mail</dt>
        <dd className="break-all">{profile.email}</dd>
        <dt className="font-semibold">Rolle</dt>
        <dd>{profile.roleLabel}</dd>
      </dl>
      <CmsTextField label="Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className="max-w-md" />
      <button type="submit" className={cmsButton("primary")} disabled={busy || name.trim() === profile.name}>
        {busy ? "Wird gespeichert..." : "Profil speichern"}
      </button>
      <Notice message={message} />
    </form>
  );
}

function PasswordSection({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const [errors, setErrors] = useState<{ newPassword?: string; confirm?: string }>({});

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const currentPassword = formText(values, "currentPassword");
    const newPassword = formText(values, "newPassword");
    const confirm = formText(values, "confirm");
    const fieldErrors = {
      newPassword: newPassword.length < MIN_PASSWORD_LENGTH ? authMessages.passwordTooShort : undefined,
      confirm: newPassword !== confirm ? authMessages.passwordsDiffer : undefined,
    };
    setErrors(fieldErrors);
    if (fieldErrors.newPassword || fieldErrors.confirm) return;
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: values.get("revokeOtherSessions") === "on" });
      if (error) {
        setMessage({ tone: "error", title: "Passwort konnte nicht geändert werden", detail: authErrorMessage(error) });
        return;
      }
      form.reset();
      setMessage({ tone: "success", title: "Ihr Passwort wurde geändert." });
      void revalidator.revalidate();
    } catch {
      setMessage({ tone: "error", title: "Passwort konnte nicht geändert werden", detail: authMessages.unexpected });
    } finally {
      setBusy(false);
    }
  }

  async function sendSetPasswordLink() {
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/passwort-zuruecksetzen" });
      if (error) setMessage({ tone: "error", title: "Link konnte nicht gesendet werden", detail: authErrorMessage(error) });
      else setMessage({ tone: "success", title: "Wir haben Ihnen einen Link zum Festlegen des Passworts gesendet." });
    } catch {
      setMessage({ tone: "error", title: "Link konnte nicht gesendet werden", detail: authMessages.unexpected });
    } finally {
      setBusy(false);
    }
  }

  if (!hasPassword) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          Sie melden sich bisher ohne Passwort an (Magic Link oder Firmenkonto). Möchten Sie ein Passwort festlegen, senden wir Ihnen einen Link an{" "}
          <strong className="break-all">{email}</strong>.
        </p>
        <button type="button" className={cmsButton("secondary")} disabled={busy} onClick={sendSetPasswordLink}>
          {busy ? "Wird gesendet..." : "Link zum Festlegen senden"}
        </button>
        <Notice message={message} />
      </div>
    );
  }

  return (
    // method="post": the passwords never go into the address, even if the browser sends the form itself.
    <form method="post" onSubmit={change} className="max-w-md space-y-4" noValidate>
      {/* Password managers file the new password under this address. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <CmsTextField label="Aktuelles Passwort" name="currentPassword" type="password" autoComplete="current-password" required />
      <CmsTextField
        label="Neues Passwort"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        placeholder="Mindestens 6 Zeichen"
        error={errors.newPassword}
      />
      <CmsTextField label="Neues Passwort wiederholen" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" name="revokeOtherSessions" defaultChecked className="focus-ring mt-0.5 size-4 accent-primary" />
        <span>Auf allen anderen Geräten abmelden</span>
      </label>
      <button type="submit" className={cmsButton("primary")} disabled={busy}>
        {busy ? "Wird geändert..." : "Passwort ändern"}
      </button>
      <Notice message={message} />
    </form>
  );
}

function IdentitiesSection({ identities, callbackError }: { identities: LoaderData["identities"]; callbackError: string | null }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  // A failed round trip to the provider comes back as /cms/konto?error=….
  const [message, setMessage] = useState<NoticeMessage | null>(
    callbackError ? { tone: "error", title: "Verknüpfung fehlgeschlagen", detail: callbackError } : null,
  );
  const linked = identities.some((i) => i.providerId === OIDC_PROVIDER_ID);
  // The last way in cannot go (better-auth refuses it too): the account would be locked for good.
  const onlyOne = identities.length <= 1;

  async function link() {
    setBusy("link");
    setMessage(null);
    try {
      // better-auth answers with the provider's address and its client navigates there; the provider
      // sends the person back to this screen (or with ?error=… when it failed).
      const { error } = await authClient.oauth2.link({ providerId: OIDC_PROVIDER_ID, callbackURL: "/cms/konto", errorCallbackURL: "/cms/konto" });
      if (error) {
        setMessage({ tone: "error", title: "Verknüpfung fehlgeschlagen", detail: authErrorMessage(error) });
        setBusy(null);
      }
    } catch {
      setMessage({ tone: "error", title: "Verknüpfung fehlgeschlagen", detail: authMessages.unexpected });
      setBusy(null);
    }
  }

  async function unlink(identity: LoaderData["identities"][number]) {
    if (onlyOne) return;
    setBusy(identity.id);
    setMessage(null);
    try {
      const { error } = await authClient.unlinkAccount({ providerId: identity.providerId, accountId: identity.accountId });
      if (error) setMessage({ tone: "error", title: "Verknüpfung konnte nicht gelöst werden", detail: authErrorMessage(error) });
      else {
        setMessage({ tone: "success", title: "Verknüpfung gelöst" });
        void revalidator.revalidate();
      }
    } catch {
      setMessage({ tone: "error", title: "Verknüpfung konnte nicht gelöst werden", detail: authMessages.unexpected });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border rounded-md border border-border">
        {identities.map((identity) => (
          <li key={identity.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <div>
              <p className="font-semibold">{identity.label}</p>
              <p className="text-muted-foreground">Verknüpft seit {identity.linkedAt}</p>
            </div>
            {identity.providerId !== "credential" ? (
              <button
                type="button"
                className={cmsButton("secondary")}
                disabled={onlyOne || busy !== null}
                aria-describedby={onlyOne ? "identities-only-one" : undefined}
                onClick={() => unlink(identity)}
              >
                {busy === identity.id ? "Wird gelöst..." : "Verknüpfung lösen"}
              </button>
            ) : null}
          </li>
        ))}
        {identities.length === 0 ? <li className="px-4 py-3 text-sm text-muted-foreground">Sie melden sich per Magic Link an.</li> : null}
      </ul>
      {onlyOne && linked ? (
        <p id="identities-only-one" className="text-sm text-muted-foreground">
          Das ist Ihre einzige Anmeldemöglichkeit. Legen Sie zuerst ein Passwort fest, bevor Sie die Verknüpfung lösen.
        </p>
      ) : null}
      {!linked ? (
        <button type="button" className={cmsButton("secondary")} disabled={busy !== null} onClick={link}>
          {busy === "link" ? "Wird weitergeleitet..." : "Firmenkonto verknüpfen"}
        </button>
      ) : null}
      <Notice message={message} />
    </div>
  );
}

function SessionsSection({ sessions }: { sessions: LoaderData["sessions"] }) {
  const revalidator = useRevalidator();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border rounded-md border border-border" aria-label="Aktive Sitzungen">
        {sessions.map((session) => (
          <li key={session.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0">
              <p className="font-semibold">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Dieses Gerät</span>
                ) : null}
              </p>
              <p className="truncate text-muted-foreground" title={session.userAgent}>
                IP-Adresse {session.ipAddress}
              </p>
            </div>
            <p className="text-muted-foreground sm:text-right">
              Angemeldet seit {session.createdAt}
              <br />
              Zuletzt aktiv {session.lastActive}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {others === 0
          ? "Sie sind auf keinem anderen Gerät angemeldet."
          : others === 1
            ? "Sie sind auf einem weiteren Gerät angemeldet."
            : `Sie sind auf ${others} weiteren Geräten angemeldet.`}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <SignOutButton scope="others" onSignedOut={() => revalidator.revalidate()} />
        <SignOutButton scope="all" variant="destructive" />
      </div>
    </div>
  );
}

export default function AccountScreen({ loaderData }: Route.ComponentProps) {
  const { profile, twoFactorEnabled, hasPassword, oidc, sessions, identities, callbackError } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="font-display text-3xl font-bold">Mein Konto</h1>
        <p className="mt-2 text-muted-foreground">Profil, Anmeldung und Sicherheit Ihres Kontos.</p>
      </div>
      <Section id="konto-profil" title="Profil">
        <ProfileSection profile={profile} />
      </Section>
      <Section id="konto-passwort" title="Passwort ändern">
        <PasswordSection email={profile.email} hasPassword={hasPassword} />
      </Section>
      <Section id="konto-2fa" title="Zwei-Faktor-Authentifizierung" description="Ein Code aus einer Authenticator-App als zweiter Schritt der Anmeldung.">
        <TwoFactorSettings enabled={twoFactorEnabled} hasPassword={hasPassword} />
      </Section>
      {oidc ? (
        <Section id="konto-verknuepfungen" title="Verknüpfte Konten" description={`Melden Sie sich mit Ihrem ${oidc.name} an, ohne eigenes Passwort.`}>
          <IdentitiesSection identities={identities} callbackError={callbackError} />
        </Section>
      ) : null}
      <Section id="konto-sitzungen" title="Aktive Sitzungen" description="Geräte und Browser, auf denen Sie gerade angemeldet sind.">
        <SessionsSection sessions={sessions} />
      </Section>
    </div>
  );
}
