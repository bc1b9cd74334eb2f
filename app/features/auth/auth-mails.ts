// The mails of sign-up, magic link and password reset (German, plain and short).
import { escapeHtml } from "~/features/mail/placeholders";
import { company } from "~/lib/company";

function layout(title: string, intro: string, url: string, button: string, note: string) {
  const href = escapeHtml(url);
  return `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#2b2320;max-width:560px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${href}" style="display:inline-block;background:#c53d26;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="font-size:14px;color:#5f504a">${escapeHtml(note)}<br>Falls der Knopf nicht funktioniert: ${href}</p>
<p style="font-size:14px;color:#5f504a">${escapeHtml(company.name)}</p>
</div>`;
}

export const authMails = {
  verifyEmail(url: string, name?: string | null) {
    return {
      subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse – ${company.name}`,
      html: layout(
        name ? `Willkommen, ${name}` : "Willkommen",
        "Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto für das Content-Management zu aktivieren.",
        url,
        "E-Mail-Adresse bestätigen",
        "Haben Sie sich nicht registriert? Dann können Sie diese E-Mail ignorieren.",
      ),
    };
  },
  magicLink(url: string) {
    return {
      subject: `Ihr Login-Link – ${company.name}`,
      html: layout(
        "Ihr Login-Link",
        "Mit diesem sicheren Link melden Sie sich ohne Passwort an. Er ist 15 Minuten gültig und nur einmal verwendbar.",
        url,
        "Jetzt anmelden",
        "Haben Sie keinen Link angefordert? Dann können Sie diese E-Mail ignorieren.",
      ),
    };
  },
  magicLinkRefused() {
    return {
      subject: `Anmeldung mit Passwort erforderlich – ${company.name}`,
      html: `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#2b2320;max-width:560px">
<h1 style="font-size:20px">Bitte mit Passwort anmelden</h1>
<p>Für Ihr Konto ist die Zwei-Faktor-Anmeldung eingeschaltet. Melden Sie sich deshalb mit Passwort und Bestätigungscode an – ein Login-Link wird dafür nicht versendet.</p>
<p style="font-size:14px;color:#5f504a">${escapeHtml(company.name)}</p>
</div>`,
    };
  },
  resetPassword(url: string) {
    return {
      subject: `Passwort zurücksetzen – ${company.name}`,
      html: layout(
        "Passwort zurücksetzen",
        "Sie haben ein neues Passwort angefordert. Der Link ist eine Stunde gültig.",
        url,
        "Neues Passwort festlegen",
        "Haben Sie nichts angefordert? Dann bleibt Ihr Passwort unverändert.",
      ),
    };
  },
};
