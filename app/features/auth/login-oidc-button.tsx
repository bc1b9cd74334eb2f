// 'Mit {name} anmelden': the company's OpenID Connect login, shown only when the server has one
// configured (OIDC_* environment; the login loader tells).
import { useState } from "react";
import { authClient, OIDC_PROVIDER_ID } from "./auth-client";
import { authErrorMessage, authMessages } from "./auth-messages";
import { loginCallbackURL } from "./login-target";
import { Button, Notice, type NoticeMessage } from "./login-ui";

export function LoginOidcButton({ name, target }: { name: string; target: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);

  async function start() {
    setBusy(true);
    setMessage(null);
    try {
      const callbackURL = loginCallbackURL(target);
      // better-auth answers with the provider's address and its client navigates there.
      const { error } = await authClient.signIn.oauth2({ providerId: OIDC_PROVIDER_ID, callbackURL, errorCallbackURL: callbackURL });
      if (error) {
        setMessage({ tone: "error", title: authMessages.signInFailed, detail: authErrorMessage(error) });
        setBusy(false);
      }
    } catch {
      setMessage({ tone: "error", title: authMessages.signInFailed, detail: authMessages.unexpected });
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" block busy={busy} onClick={start}>
        Mit {name} anmelden
      </Button>
      <Notice message={message} />
    </div>
  );
}
