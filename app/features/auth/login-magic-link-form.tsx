// The 'Magic Link' tab (docs/product/accounts-and-roles.md, "Sign-in screen"): e-mail only; better-auth mails a one-time sign-in link.
import { useState, type FormEvent } from "react";
import { authClient } from "./auth-client";
import { authErrorMessage, authMessages } from "./auth-messages";
import { loginCallbackURL } from "./login-target";
import { Button, Field, Notice, type NoticeMessage } from "./login-ui";
import { textLimits } from "~/lib/text-limits";

export function LoginMagicLinkForm({ email, onEmailChange, target }: { email: string; onEmailChange: (email: string) => void; target: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !email) return;
    setBusy(true);
    setMessage(null);
    try {
      // Both addresses lead to the login page: it forwards a signed-in visitor to the target and
      // shows the ?error= of an expired or used link.
      const callbackURL = loginCallbackURL(target);
      const { error } = await authClient.signIn.magicLink({ email: email.trim(), callbackURL, errorCallbackURL: callbackURL });
      if (error) setMessage({ tone: "error", title: authMessages.magicLinkFailed, detail: authErrorMessage(error) });
      else setMessage({ tone: "success", title: authMessages.magicLinkSent });
    } catch {
      setMessage({ tone: "error", title: authMessages.magicLinkFailed, detail: authMessages.unexpected });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" onSubmit={send} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Wir senden Ihnen einen sicheren Login-Link per E-Mail. Damit melden Sie sich ohne Passwort an; der Link ist 15 Minuten gültig und nur einmal verwendbar.
      </p>
      <Field
        label="E-Mail"
        name="email"
        maxLength={textLimits.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <Notice message={message} />
      <Button type="submit" block busy={busy} disabled={!email}>
        Magic Link senden
      </Button>
    </form>
  );
}
