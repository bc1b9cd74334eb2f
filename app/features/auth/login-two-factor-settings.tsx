// Two-factor authentication on /cms/konto: enrol with the password (the route's action
// answers the QR code, drawn on the server, the secret and the backup codes), confirm with a code from
// the app, switch it off again, and hand out new backup codes.
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsTextField } from "~/components/cms/cms-form-field";
import { authClient } from "./auth-client";
import { authErrorMessage, authMessages } from "./auth-messages";
import { Notice, type NoticeMessage } from "./login-ui";

export const ENABLE_TWO_FACTOR_INTENT = "two-factor-enable";

export interface TwoFactorEnrolment {
  /** The otpauth URI as an SVG data URL (rendered on the server: the qrcode package stays out of the bundle). */
  qrCode: string;
  secret: string;
  backupCodes: string[];
}

export type TwoFactorActionResult = { ok: true; enrolment: TwoFactorEnrolment } | { ok: false; message: string };

/** The secret in groups of four, as authenticator apps show it (they ignore the spaces). */
function groupSecret(secret: string) {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<NoticeMessage | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied({ tone: "success", title: "In Zwischenablage kopiert" });
    } catch {
      setCopied({ tone: "error", title: "Fehler beim Kopieren" });
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Bewahren Sie diese Backup-Codes sicher auf. Jeder Code ermöglicht einmal die Anmeldung, falls Sie keinen Zugriff auf Ihre Authenticator-App haben.
      </p>
      <ul aria-label="Backup-Codes" className="grid grid-cols-2 gap-2 rounded-md border border-border bg-muted p-3 font-mono text-sm sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className={cmsButton("secondary")} onClick={copy}>
        Backup-Codes kopieren
      </button>
      <Notice message={copied} />
    </div>
  );
}

export function TwoFactorSettings({ enabled, hasPassword }: { enabled: boolean; hasPassword: boolean }) {
  const enrol = useFetcher<TwoFactorActionResult>();
  const revalidator = useRevalidator();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState<"verify" | "disable" | "codes" | null>(null);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [finishedEnrolment, setFinishedEnrolment] = useState<TwoFactorEnrolment | null>(null);
  // What the last change did, until the reloaded screen data says the same (no flash of the old state).
  const [changedTo, setChangedTo] = useState<boolean | null>(null);
  useEffect(() => {
    if (changedTo === enabled) setChangedTo(null);
  }, [changedTo, enabled]);
  const isEnabled = changedTo ?? enabled;

  const enrolment = enrol.data?.ok && enrol.data.enrolment !== finishedEnrolment ? enrol.data.enrolment : null;
  const enrolError: NoticeMessage | null = enrol.data && !enrol.data.ok ? { tone: "error", title: enrol.data.message } : null;

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enrolment || !/^\d{6}$/.test(code)) return;
    setBusy("verify");
    setMessage(null);
    try {
      const { error } = await authClient.twoFactor.verifyTotp({ code });
      if (error) {
        setMessage({ tone: "error", title: "Aktivierung fehlgeschlagen", detail: authErrorMessage(error) });
        return;
      }
      setFinishedEnrolment(enrolment);
      setChangedTo(true);
      setCode("");
      setMessage({ tone: "success", title: "Die Zwei-Faktor-Authentifizierung ist eingeschaltet." });
      // better-auth replaced the session (the old one is gone): reload the screen's data with the new one.
      void revalidator.revalidate();
    } catch {
      setMessage({ tone: "error", title: "Aktivierung fehlgeschlagen", detail: authMessages.unexpected });
    } finally {
      setBusy(null);
    }
  }

  async function disable() {
    if (!password) return;
    setBusy("disable");
    setMessage(null);
    setNewCodes(null);
    try {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) {
        setMessage({ tone: "error", title: "Ausschalten fehlgeschlagen", detail: authErrorMessage(error) });
        return;
      }
      setPassword("");
      setChangedTo(false);
      setMessage({ tone: "success", title: "Die Zwei-Faktor-Authentifizierung ist ausgeschaltet." });
      void revalidator.revalidate();
    } catch {
      setMessage({ tone: "error", title: "Ausschalten fehlgeschlagen", detail: authMessages.unexpected });
    } finally {
      setBusy(null);
    }
  }

  async function regenerateCodes() {
    if (!password) return;
    setBusy("codes");
    setMessage(null);
    try {
      const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
      if (error || !data) {
        setMessage({ tone: "error", title: "Backup-Codes konnten nicht erzeugt werden", detail: authErrorMessage(error) });
        return;
      }
      setPassword("");
      setNewCodes(data.backupCodes);
      setMessage({ tone: "success", title: "Neue Backup-Codes erzeugt. Die bisherigen gelten nicht mehr." });
    } catch {
      setMessage({ tone: "error", title: "Backup-Codes konnten nicht erzeugt werden", detail: authMessages.unexpected });
    } finally {
      setBusy(null);
    }
  }

  if (isEnabled && !enrolment) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          <span className="font-semibold text-success">Eingeschaltet.</span> Bei der Anmeldung mit Passwort fragen wir zusätzlich nach einem Code aus Ihrer
          Authenticator-App.
        </p>
        <form method="post" onSubmit={(e) => e.preventDefault()} className="space-y-4">
          <CmsTextField
            label="Passwort zur Bestätigung"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="max-w-sm"
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" className={cmsButton("secondary")} disabled={!password || busy !== null} onClick={regenerateCodes}>
              {busy === "codes" ? "Wird erzeugt..." : "Backup-Codes neu erzeugen"}
            </button>
            <button type="button" className={cmsButton("danger")} disabled={!password || busy !== null} onClick={disable}>
              {busy === "disable" ? "Wird ausgeschaltet..." : "Zwei-Faktor-Authentifizierung ausschalten"}
            </button>
          </div>
        </form>
        <Notice message={message} />
        {newCodes ? <BackupCodes codes={newCodes} /> : null}
      </div>
    );
  }

  if (enrolment) {
    return (
      <div className="space-y-6">
        <ol className="list-decimal space-y-6 pl-5 text-sm">
          <li className="space-y-3">
            <p>Scannen Sie den QR-Code mit Ihrer Authenticator-App (z. B. Microsoft Authenticator, Google Authenticator oder 1Password).</p>
            <img src={enrolment.qrCode} alt="QR-Code zum Einrichten der Authenticator-App" width={192} height={192} className="rounded-md bg-white p-2" />
            <p>Oder geben Sie diesen Schlüssel von Hand ein:</p>
            <code data-totp-secret={enrolment.secret} className="block w-fit max-w-full break-words rounded bg-muted px-2 py-1 font-mono">
              {groupSecret(enrolment.secret)}
            </code>
          </li>
          <li>
            <BackupCodes codes={enrolment.backupCodes} />
          </li>
          <li>
            <form method="post" onSubmit={verify} className="space-y-3">
              <CmsTextField
                label="Code aus der App"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
                className="max-w-xs"
              />
              <button type="submit" className={cmsButton("primary")} disabled={code.length !== 6 || busy !== null}>
                {busy === "verify" ? "Wird geprüft..." : "Bestätigen und einschalten"}
              </button>
            </form>
          </li>
        </ol>
        <Notice message={message} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm">
        <span className="font-semibold">Ausgeschaltet.</span> Mit einem zweiten Faktor schützt ein Code aus einer Authenticator-App Ihr Konto, auch wenn jemand
        Ihr Passwort kennt.
      </p>
      {hasPassword ? (
        <enrol.Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value={ENABLE_TWO_FACTOR_INTENT} />
          <CmsTextField label="Passwort zur Bestätigung" name="password" type="password" autoComplete="current-password" required className="max-w-sm" />
          <button type="submit" className={cmsButton("primary")} disabled={enrol.state !== "idle"}>
            {enrol.state !== "idle" ? "Wird vorbereitet..." : "Zwei-Faktor-Authentifizierung einrichten"}
          </button>
        </enrol.Form>
      ) : (
        <p className="text-sm text-muted-foreground">Legen Sie zuerst ein Passwort fest (oben), um die Zwei-Faktor-Authentifizierung einzurichten.</p>
      )}
      <Notice message={enrolError ?? message} />
    </div>
  );
}
