import { describe, expect, it } from "vitest";
import { authErrorMessage, authMessages, callbackErrorMessage } from "./auth-messages";

describe("authErrorMessage", () => {
  it("translates a wrong password without saying whether the address exists", () => {
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password", status: 401 })).toBe("E-Mail oder Passwort ist falsch.");
    expect(authErrorMessage({ code: "USER_NOT_FOUND", status: 404 })).toBe("E-Mail oder Passwort ist falsch.");
  });

  it("asks to confirm the address first", () => {
    expect(authErrorMessage({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified", status: 403 })).toBe(
      "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Link erneut gesendet.",
    );
  });

  it("answers the rate limit (429) whatever the code", () => {
    expect(authErrorMessage({ message: "Too many requests. Please try again later.", status: 429 })).toBe("Zu viele Versuche. Bitte warten Sie einen Moment.");
    expect(authErrorMessage({ code: "INVALID_CODE", status: 429 })).toBe(authMessages.tooManyAttempts);
  });

  it("says a wrong TOTP or backup code is invalid", () => {
    expect(authErrorMessage({ code: "INVALID_CODE", status: 401 })).toBe("Der Code ist ungültig.");
    expect(authErrorMessage({ code: "INVALID_BACKUP_CODE", status: 401 })).toBe("Der Code ist ungültig.");
  });

  it("reads better-call's APIError shape (server side)", () => {
    const apiError = Object.assign(new Error("Invalid token"), {
      status: "BAD_REQUEST",
      statusCode: 400,
      body: { code: "INVALID_TOKEN", message: "Invalid token" },
    });
    expect(authErrorMessage(apiError)).toBe("Der Link ist ungültig oder abgelaufen.");
  });

  it("passes on a German server message, never an English library text", () => {
    expect(authErrorMessage({ code: "SOMETHING_NEW", message: "Konto ist gesperrt.", status: 400 })).toBe("Konto ist gesperrt.");
    expect(authErrorMessage({ code: "SOMETHING_NEW", message: "Something is not right", status: 400 })).toBe(authMessages.unexpected);
  });

  it("prefers the server's German words for our own refusals: the wait, the field, the expected address", () => {
    const wait = "Zu viele fehlgeschlagene Versuche für dieses Konto. Aus Sicherheitsgründen ist der nächste Versuch erst in 30 Sekunden möglich.";
    expect(authErrorMessage({ code: "ACCOUNT_THROTTLED", message: wait, status: 429 })).toBe(wait);
    expect(authErrorMessage({ code: "ACCOUNT_THROTTLED", status: 429 })).toBe(authMessages.tooManyAttempts);
    expect(authErrorMessage({ code: "FIELD_TOO_LONG", message: "Name: Höchstens 200 Zeichen.", status: 400 })).toBe("Name: Höchstens 200 Zeichen.");
    const origin =
      "Diese Anfrage kam von http://127.0.0.1:3000, die Website erwartet http://localhost:3000. Bitte öffnen Sie die Website unter dieser Adresse.";
    expect(authErrorMessage({ code: "INVALID_ORIGIN", message: origin, status: 403 })).toBe(origin);
    // An English library text for the same code still gets the fixed German one.
    expect(authErrorMessage({ code: "INVALID_ORIGIN", message: "Invalid origin", status: 403 })).toMatch(/^Die Anfrage wurde aus Sicherheitsgründen abgelehnt/);
  });

  it("falls back to the generic message", () => {
    expect(authErrorMessage(null)).toBe("Ein unerwarteter Fehler ist aufgetreten.");
    expect(authErrorMessage("boom")).toBe("Ein unerwarteter Fehler ist aufgetreten.");
    expect(authErrorMessage({})).toBe("Ein unerwarteter Fehler ist aufgetreten.");
  });
});

describe("callbackErrorMessage", () => {
  it("is null without an error", () => {
    expect(callbackErrorMessage(null)).toBeNull();
    expect(callbackErrorMessage("")).toBeNull();
  });
  it("explains failed mail links", () => {
    expect(callbackErrorMessage("INVALID_TOKEN")).toBe("Der Link ist ungültig oder abgelaufen.");
    expect(callbackErrorMessage("invalid_token")).toBe("Der Link ist ungültig oder abgelaufen.");
    expect(callbackErrorMessage("EXPIRED_TOKEN")).toBe("Der Link ist ungültig oder abgelaufen.");
    expect(callbackErrorMessage("USER_NOT_FOUND")).toBe("Der Link ist ungültig oder abgelaufen.");
  });
  it("has a generic answer for unknown codes", () => {
    expect(callbackErrorMessage("please_restart_the_process")).toBe(authMessages.callbackFailed);
    expect(callbackErrorMessage("state_mismatch")).toBe(authMessages.oauthFailed);
  });
});
