// The mails of sign-up, magic link and password reset (German, plain and short).
import { escapeHtml } from "~/lib/text";
import { company } from "~/lib/company";
import { accountThrottleRules } from "./account-throttle";

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

function notice(title: string, paragraphs: string[]) {
  return `<div style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#2b2320;max-width:560px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="font-size:14px;color:#5f504a">${escapeHtml(company.name)}</p>
</div>`;
}

export const authMails = {
  /**
   * To the owner of an account whose password (or, after the right password, whose code) was given
   * wrongly several times in a row (docs/security.md, "Per-account throttling of passwords and codes"). Says what happened and what to do; never where from.
   */
  repeatedFailures(kind: "password" | "second-factor", failures: number, accountUrl: string) {
    const title = kind === "password" ? "Mehrere fehlgeschlagene Anmeldeversuche" : "Mehrere falsche Bestätigungscodes";
    const what =
      kind === "password"
        ? `Bei der Anmeldung mit Ihrer E-Mail-Adresse wurde ${failures}-mal hintereinander ein falsches Passwort eingegeben.`
        : `Bei der Anmeldung in Ihr Konto wurde das richtige Passwort eingegeben, danach aber ${failures}-mal hintereinander ein falscher Bestätigungscode.`;
    const advice =
      kind === "password"
        ? "Waren Sie das nicht, versucht möglicherweise jemand, Ihr Passwort zu erraten. Wählen Sie ein langes Passwort, das Sie nirgends sonst verwenden, und schalten Sie unter «Mein Konto» die Zwei-Faktor-Anmeldung ein."
        : "Waren Sie das nicht, kennt jemand Ihr Passwort. Bitte ändern Sie es sofort über «Passwort vergessen?» auf der Anmeldeseite.";
    return {
      subject: `${title} – ${company.name}`,
      html: notice(title, [
        what,
        `Zum Schutz Ihres Kontos ist jeder weitere Versuch erst nach einer Wartezeit möglich, die mit jedem Fehlversuch länger wird (höchstens ${accountThrottleRules.maxDelaySeconds / 60} Minuten). Mit den richtigen Angaben melden Sie sich danach wie gewohnt an.`,
        advice,
        `Ihr Konto: ${accountUrl}`,
      ]),
    };
  },
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
