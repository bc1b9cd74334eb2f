// The second step of a sign-in with two-factor authentication (tests/e2e/auth-login.spec.ts): the 6-digit code of the
// authenticator app, or one of the backup codes handed out at enrolment.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { authClient } from "./auth-client";
import { authErrorMessage, authMessages } from "./auth-messages";
import { Button, Field, Notice, useHydrated, type NoticeMessage } from "./login-ui";
import { formText } from "~/lib/form-validation";

interface TwoFactorStepProps {
  target: string;
  /** Carried along in the form post (no JavaScript) so a refused code keeps the address. */
  email: string;
  /** The answer of the /login action when the password or a code was sent as a form post. */
  initialMessage?: NoticeMessage | null;
  onCancel: () => void;
}

export function LoginTwoFactorStep({ target, email, initialMessage = null, onCancel }: TwoFactorStepProps) {
  const [mode, setMode] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(initialMessage);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  // A code typed before React took over the page (the step came as a form post's answer).
  useEffect(() => {
    const typed = formRef.current ? formText(new FormData(formRef.current), "code") : "";
    if (typed) setCode(typed.replace(/\D/g, "").slice(0, 6));
  }, []);

  const complete = mode === "totp" ? /^\d{6}$/.test(code) : code.trim().length >= 6;

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !complete) return;
    setBusy(true);
    setMessage(null);
    try {
      const { error } = mode === "totp" ? await authClient.twoFactor.verifyTotp({ code }) : await authClient.twoFactor.verifyBackupCode({ code: code.trim() });
      if (error) {
        setMessage({ tone: "error", title: authMessages.signInFailed, detail: authErrorMessage(error) });
        setBusy(false);
        return;
      }
      window.location.assign(target);
    } catch {
      setMessage({ tone: "error", title: authMessages.signInFailed, detail: authMessages.unexpected });
      setBusy(false);
    }
  }

  function switchMode() {
    setMode(mode === "totp" ? "backup" : "totp");
    setCode("");
    setMessage(null);
  }

  return (
    // Without JavaScript the browser posts the code to /login (login-form-post.server.ts).
    <form ref={formRef} method="post" onSubmit={verify} className="space-y-4">
      <input type="hidden" name="intent" value="two-factor" />
      <input type="hidden" name="email" value={email} />
      <h2 className="text-lg font-semibold">Bestätigungscode</h2>
      <p className="text-sm text-muted-foreground">
        {mode === "totp"
          ? "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein."
          : "Geben Sie einen Ihrer Backup-Codes ein. Jeder Code gilt nur einmal."}
      </p>
      {mode === "totp" ? (
        <Field
          key="totp"
          label="6-stelliger Code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          // The step replaces the password form: focus follows so keyboard and screen-reader users do too.
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
        />
      ) : (
        <Field
          key="backup"
          label="Backup-Code"
          name="backupCode"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      <Notice message={message} />
      <Button type="submit" block busy={busy} disabled={hydrated && !complete}>
        Bestätigen
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={switchMode}>
          {mode === "totp" ? "Backup-Code verwenden" : "Code aus der App verwenden"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Zurück zur Anmeldung
        </Button>
      </div>
    </form>
  );
}
