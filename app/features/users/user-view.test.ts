import { describe, expect, it } from "vitest";
import { formatLastSignIn, toUserRow } from "./user-view";

describe("user rows", () => {
  it("shows the last sign-in as de-CH date and time in Swiss time, or a dash", () => {
    expect(formatLastSignIn(new Date("2025-07-01T06:05:00Z"))).toBe("01.07.2025, 08:05");
    expect(formatLastSignIn(null)).toBe("—");
  });

  it("marks the viewer's own row", () => {
    const base = {
      id: "u1",
      name: "Anna",
      email: "a@x.ch",
      role: "admin" as const,
      emailVerified: true,
      twoFactorEnabled: false,
      banned: false,
      lastSignIn: null,
      translationLanguages: [],
    };
    expect(toUserRow(base, "u1")).toMatchObject({ isSelf: true, lastSignIn: "—", lastSignInIso: null });
    expect(toUserRow(base, "u2").isSelf).toBe(false);
  });
});
