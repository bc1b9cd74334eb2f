// The 'Registrieren' tab (docs/product/accounts-and-roles.md, "Sign-in screen"): optional full name, e-mail, password of at least 6 characters.
// The answer is the same whether the address is new or known (better-auth with required
// confirmation answers generically), so the form reveals no accounts.
import { MIN_PASSWORD_LENGTH } from "./password-rules";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { authClient } from "./auth-client";
import { authErrorMessage, authMessages } from "./auth-messages";
import { loginCallbackURL } from "./login-target";
import { Button, Field, Notice, type NoticeMessage } from "./login-ui";
import { textLimits } from "~/lib/text-limits";
import { formText } from "~/lib/form-validation";

export function LoginRegisterForm({ email, onEmailChange, target }: { email: string; onEmailChange: (email: string) => void; target: string }) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Values typed before React took over the page.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typedName = formText(data, "name");
    const typedPassword = formText(data, "password");
    if (typedName) setName(typedName);
    if (typedPassword) setPassword(typedPassword);
  }, []);

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setMessage({ tone: "error", title: authMessages.signUpFailed, detail: authMessages.passwordTooShort });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await authClient.signUp.email({
        email: email.trim(),
        password,
        name: name.trim(),
        // The confirmation link signs in and lands on the login page, which forwards to the target.
        callbackURL: loginCallbackURL(target),
      });
      if (error) {
        setMessage({ tone: "error", title: authMessages.signUpFailed, detail: authErrorMessage(error) });
      } else {
        setPassword("");
        setMessage({ tone: "success", title: authMessages.signUpSucceeded });
      }
    } catch {
      setMessage({ tone: "error", title: authMessages.signUpFailed, detail: authMessages.unexpected });
    } finally {
      setBusy(false);
    }
  }

  return (
    // method="post": a form the browser sends itself never puts the password into the address.
    <form ref={formRef} method="post" onSubmit={register} className="space-y-4">
      <Field
        label="Vollständiger Name (optional)"
        name="name"
        autoComplete="name"
        maxLength={textLimits.title}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
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
      <Field
        label="Passwort"
        name="password"
        maxLength={textLimits.password}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        placeholder="Mindestens 6 Zeichen"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Notice message={message} />
      <Button type="submit" block busy={busy} disabled={!email || !password}>
        Registrieren
      </Button>
    </form>
  );
}
