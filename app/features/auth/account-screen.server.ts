// The server side of /cms/konto: what the account screen shows about the signed-in person, and its one
// form action (turning on two-factor sign-in).
import { data } from "react-router";
import { toString as qrCodeSvg } from "qrcode";
import { formatSwissDateTimeMedium } from "~/lib/date-format";
import { formText } from "~/lib/form-validation";
import { OIDC_PROVIDER_ID } from "./auth-client";
import { authErrorMessage, authMessages, callbackErrorMessage } from "./auth-messages";
import { auth, oidcDisplayName, oidcEnabled } from "./auth.server";
import { ENABLE_TWO_FACTOR_INTENT, type TwoFactorActionResult } from "./login-two-factor-settings";
import { roleLabels } from "~/core/access/roles";
import { requireOperation, requireStaff } from "./viewer.server";

// Server-side formatting in Swiss time: the browser would otherwise render other text than the
// server did (hydration mismatch in another time zone).

/** 'Chrome auf Windows' from a user agent: enough to recognise one's own devices. */
function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unbekanntes Gerät";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrome\/|Chromium\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : "Browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux|X11/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} auf ${system}` : browser;
}

/**
 * IPv6 addresses in their short form. better-auth keeps IPv6 clients by their /64 network (the rest
 * zeroed), which written out in full is a wall of zeros.
 */
function displayIp(ip: string | null | undefined): string {
  if (!ip) return "unbekannt";
  const groups = ip.split(":");
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return ip;
  const short = groups.map((g) => g.replace(/^0+(?=.)/, "").toLowerCase());
  // The longest run of at least two zero groups becomes '::' (RFC 5952).
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < short.length;) {
    if (short[i] !== "0") {
      i++;
      continue;
    }
    let end = i;
    while (end < short.length && short[end] === "0") end++;
    if (end - i > bestLength) {
      bestStart = i;
      bestLength = end - i;
    }
    i = end;
  }
  if (bestStart < 0) return short.join(":");
  return `${short.slice(0, bestStart).join(":")}::${short.slice(bestStart + bestLength).join(":")}`;
}

/** The screen's data: profile, sign-in methods, linked identities and sessions of the signed-in person. */
export async function loadAccountScreen(request: Request) {
  const viewer = await requireStaff(request);
  const headers = request.headers;
  const [sessions, accounts] = await Promise.all([auth().api.listSessions({ headers }), auth().api.listUserAccounts({ headers })]);
  const oidc = oidcEnabled() ? { name: oidcDisplayName() } : null;
  return {
    callbackError: callbackErrorMessage(new URL(request.url).searchParams.get("error")),
    profile: { name: viewer.name, email: viewer.email, roleLabel: roleLabels[viewer.role] },
    twoFactorEnabled: viewer.twoFactorEnabled,
    hasPassword: accounts.some((a) => a.providerId === "credential"),
    oidc,
    // Only what the screen shows: the session tokens never leave the server.
    sessions: [...sessions]
      .sort(
        (a, b) => Number(b.id === viewer.sessionId) - Number(a.id === viewer.sessionId) || new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
      )
      .map((s) => ({
        id: s.id,
        current: s.id === viewer.sessionId,
        device: describeDevice(s.userAgent),
        userAgent: s.userAgent ?? "",
        ipAddress: displayIp(s.ipAddress),
        createdAt: formatSwissDateTimeMedium(s.createdAt),
        lastActive: formatSwissDateTimeMedium(s.updatedAt),
      })),
    identities: accounts.map((a) => ({
      id: a.id,
      providerId: a.providerId,
      accountId: a.accountId,
      label: a.providerId === "credential" ? "E-Mail und Passwort" : a.providerId === OIDC_PROVIDER_ID ? (oidc?.name ?? "Firmenkonto") : a.providerId,
      linkedAt: formatSwissDateTimeMedium(a.createdAt),
    })),
  };
}

/** Starts the two-factor enrolment: better-auth checks the password; the QR code is drawn here. */
/** 'Zwei-Faktor aktivieren': the enrolment (QR code, secret, backup codes) after the password. */
export async function handleAccountAction(request: Request) {
  await requireOperation(request, "cms.view");
  const form = await request.formData();
  if (form.get("intent") !== ENABLE_TWO_FACTOR_INTENT) {
    return data<TwoFactorActionResult>({ ok: false, message: authMessages.unexpected }, { status: 400 });
  }
  const password = formText(form, "password");
  if (!password) return data<TwoFactorActionResult>({ ok: false, message: "Bitte geben Sie Ihr Passwort ein." }, { status: 400 });
  try {
    const { totpURI, backupCodes } = await auth().api.enableTwoFactor({ body: { password }, headers: request.headers });
    const svg = await qrCodeSvg(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#000000", light: "#ffffff" } });
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    return data<TwoFactorActionResult>({
      ok: true,
      enrolment: { qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, secret, backupCodes },
    });
  } catch (error) {
    return data<TwoFactorActionResult>({ ok: false, message: authErrorMessage(error) }, { status: 400 });
  }
}
