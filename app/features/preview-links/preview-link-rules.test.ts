import { describe, expect, it } from "vitest";
import {
  isWellFormedPreviewToken,
  PREVIEW_DAYS,
  previewDaysSchema,
  previewExpiry,
  previewLinkState,
  previewLinkTexts,
  previewPath,
} from "./preview-link-rules";
import { hashPreviewToken, newPreviewToken } from "./preview-token.server";

describe("the validity of a 'Vorschau-Link'", () => {
  it("is 1 to 30 whole days, 7 when none is chosen", () => {
    expect(PREVIEW_DAYS).toEqual({ min: 1, max: 30, default: 7 });
    expect(previewDaysSchema.parse(undefined)).toBe(7);
    expect(previewDaysSchema.parse("")).toBe(7);
    expect(previewDaysSchema.parse("1")).toBe(1);
    expect(previewDaysSchema.parse(30)).toBe(30);
  });

  it("refuses anything else with one German message", () => {
    for (const bad of [0, 31, -1, 2.5, "abc", "7 Tage", Number.NaN]) {
      const result = previewDaysSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0].message, String(bad)).toBe(previewLinkTexts.daysInvalid);
    }
    expect(previewLinkTexts.daysInvalid).toBe("Bitte eine ganze Zahl von 1 bis 30 Tagen angeben.");
  });

  it("ends exactly the chosen number of days after its creation", () => {
    const now = new Date("2025-03-29T10:00:00Z");
    // Across the change to summer time in Zurich: days of 24 hours, counted from the moment of creation.
    expect(previewExpiry(now, 7).toISOString()).toBe("2025-04-05T10:00:00.000Z");
    expect(previewExpiry(now, 1).toISOString()).toBe("2025-03-30T10:00:00.000Z");
  });
});

describe("the state of a link", () => {
  const now = new Date("2025-05-01T12:00:00Z");
  it("is 'aktiv' until its expiry, 'abgelaufen' from that moment on", () => {
    expect(previewLinkState({ expiresAt: "2025-05-01T12:00:01Z", revokedAt: null }, now)).toBe("aktiv");
    expect(previewLinkState({ expiresAt: "2025-05-01T12:00:00Z", revokedAt: null }, now)).toBe("abgelaufen");
    expect(previewLinkState({ expiresAt: new Date("2025-04-30T00:00:00Z"), revokedAt: null }, now)).toBe("abgelaufen");
  });

  it("is 'widerrufen' once revoked, also after its time would have run out", () => {
    expect(previewLinkState({ expiresAt: "2025-06-01T00:00:00Z", revokedAt: "2025-04-30T00:00:00Z" }, now)).toBe("widerrufen");
    expect(previewLinkState({ expiresAt: "2025-04-01T00:00:00Z", revokedAt: "2025-03-30T00:00:00Z" }, now)).toBe("widerrufen");
  });
});

describe("the token", () => {
  it("is 32 random bytes in base64url: 43 characters, different every time", () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newPreviewToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(isWellFormedPreviewToken(token)).toBe(true);
    }
  });

  it("is stored as its SHA-256, which does not contain it", () => {
    const token = newPreviewToken();
    const hash = hashPreviewToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashPreviewToken(token)).toBe(hash);
    expect(hashPreviewToken(newPreviewToken())).not.toBe(hash);
  });

  it("must look like a token before the database is asked", () => {
    for (const bad of ["", "kurz", "a".repeat(42), "a".repeat(44), `${"a".repeat(42)}=`, `${"a".repeat(42)}/`, `${"a".repeat(42)}.`]) {
      expect(isWellFormedPreviewToken(bad), bad).toBe(false);
    }
    expect(previewPath("abc")).toBe("/vorschau/abc");
  });
});
