// The 'Login' tab (docs/product/accounts-and-roles.md, "Sign-in screen"): e-mail and password, 'Passwort vergessen?', and the code step when the
// account has two-factor authentication on.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { authClient } from "./auth-client";
import { authErrorMessage, authMessages } from "./auth-messages";
import { loginCallbackURL } from "./login-target";
import { LoginTwoFactorStep } from "./login-two-factor-step";
import { Button, Field, Notice, useHydrated, type LoginFormPostResult, type NoticeMessage } from "./login-ui";
import { textLimits } from "~/lib/text-limits";
import { formText } from "~/lib/form-validation";

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Where to go after signing in (already checked to be a same-site path). */
  target: string;
  /** The answer to a form post sent before the page was interactive (or without JavaScript). */
  posted?: LoginFormPostResult;
}

export function LoginSignInForm({ email, onEmailChange, target, posted }: SignInFormProps) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [resetBusy, setResetBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(posted?.step === "credentials" ? posted.message : null);
  const [step, setStep] = useState<"credentials" | "two-factor">(posted?.step ?? "credentials");
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // Values typed or filled in by a password manager before React took over the page: read once, on
  // mount (later values arrive through onChange).
  const takeEarlyValues = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typedEmail = formText(data, "email");
    const typedPassword = formText(data, "password");
    if (typedEmail && !email) onEmailChange(typedEmail);
    if (typedPassword) setPassword(typedPassword);
  });
  useEffect(() => takeEarlyValues(), []);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !email || !password) return;
    setBusy(true);
    setMessage(null);
    try {
      // callbackURL is also the address in the confirmation mail better-auth re-sends to an
      // unconfirmed account; on success the client follows it to the target via the login loader.
      const { data, error } = await authClient.signIn.email({ email: email.trim(), password, callbackURL: loginCallbackURL(target) });
      if (error) {
        setMessage({ tone: "error", title: authMessages.signInFailed, detail: authErrorMessage(error) });
        setBusy(false);
        return;
      }
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
        setPassword("");
        setStep("two-factor");
        setBusy(false);
        return;
      }
      // better-auth's client already navigates when it answered with a redirect; otherwise go there.
      if (!(data && "redirect" in data && data.redirect)) window.location.assign(target);
    } catch {
      setMessage({ tone: "error", title: authMessages.signInFailed, detail: authMessages.unexpected });
      setBusy(false);
    }
  }

  async function requestReset() {
    if (!email.trim()) {
      setMessage({ tone: "info", title: authMessages.resetNeedsEmail });
      emailRef.current?.focus();
      return;
    }
    setResetBusy(true);
    setMessage(null);
    try {
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: "/passwort-zuruecksetzen" });
      // Always the same answer, so the form does not tell whether an account exists; only the rate
      // limit (which says nothing about the address) is reported.
      if (error?.status === 429) setMessage({ tone: "error", title: authMessages.tooManyAttempts });
      else setMessage({ tone: "success", title: authMessages.resetRequested });
    } catch {
      setMessage({ tone: "success", title: authMessages.resetRequested });
    } finally {
      setResetBusy(false);
    }
  }

  if (step === "two-factor") {
    return (
      <LoginTwoFactorStep
        target={target}
        email={email}
        initialMessage={posted?.step === "two-factor" ? posted.message : null}
        onCancel={() => {
          setStep("credentials");
          setMessage(null);
        }}
      />
    );
  }

  return (
    // Before the script runs (or without it) the browser posts the form to /login, whose action signs
    // in on the server (login-form-post.server.ts); afterwards onSubmit takes over. POST also keeps the
    // password out of the address bar and the history.
    <form ref={formRef} method="post" onSubmit={signIn} className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      <Field
        ref={emailRef}
        label="E-Mail"
        name="email"
        maxLength={textLimits.email}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <Field
        label="Passwort"
        name="password"
        maxLength={textLimits.password}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex justify-end">
        <Button variant="ghost" onClick={requestReset} busy={resetBusy} className="text-sm">
          Passwort vergessen?
        </Button>
      </div>
      <Notice message={message} />
      {/* Never disabled in the server's HTML: a person typing before the script runs must be able to send. */}
      <Button type="submit" block busy={busy} disabled={hydrated && (!email || !password)}>
        {busy ? "Anmelden..." : "Anmelden"}
      </Button>
    </form>
  );
}
