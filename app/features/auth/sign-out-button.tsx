// Sign-out in three scopes (docs/product/accounts-and-roles.md, "Signing out": "this" device, all "others", or "all"), with
// the messages of docs/product/validation-and-messages.md, "Sign-in and accounts". Used by the CMS layout, the waiting screen and the account screen.
import { useState, type ReactNode } from "react";
import { authClient } from "./auth-client";
import { authErrorMessage, authMessages } from "./auth-messages";
import { Button, Notice, type NoticeMessage } from "./login-ui";

export type SignOutScope = "this" | "others" | "all";

const defaultLabels: Record<SignOutScope, string> = {
  this: "Abmelden",
  others: "Von allen anderen Geräten abmelden",
  all: "Überall abmelden",
};

function callFor(scope: SignOutScope) {
  if (scope === "others") return authClient.revokeOtherSessions();
  if (scope === "all") return authClient.revokeSessions();
  return authClient.signOut();
}

export interface SignOutButtonProps {
  scope?: SignOutScope;
  children?: ReactNode;
  className?: string;
  variant?: "primary" | "secondary" | "ghost" | "destructive";
  /** After the other devices were signed out (scope "others"), e.g. to reload a session list. */
  onSignedOut?: () => void;
}

export function SignOutButton({ scope = "this", children, className, variant = "secondary", onSignedOut }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);

  async function signOut() {
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await callFor(scope);
      if (error) {
        setMessage({ tone: "error", title: authMessages.signOutFailed, detail: authErrorMessage(error) });
        setBusy(false);
        return;
      }
      if (scope === "others") {
        setMessage({ tone: "success", title: authMessages.signedOut, detail: "Alle anderen Geräte sind abgemeldet." });
        setBusy(false);
        onSignedOut?.();
        return;
      }
      // A full page load (not client navigation) drops every piece of CMS data held in memory; the
      // login page then says 'Erfolgreich abgemeldet'. replace(): Back does not return to the CMS.
      window.location.replace("/login?abgemeldet=1");
    } catch {
      setMessage({ tone: "error", title: authMessages.signOutError });
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      <Button variant={variant} busy={busy} onClick={signOut}>
        {children ?? defaultLabels[scope]}
      </Button>
      <Notice message={message} className="mt-3" />
    </div>
  );
}
