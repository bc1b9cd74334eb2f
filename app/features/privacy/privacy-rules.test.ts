import { describe, expect, it } from "vitest";
import {
  checkAccountErase,
  describeCounts,
  exportFileName,
  privacyTexts,
  retentionCutoff,
  retentionSchema,
  subjectAddress,
  subjectEmailSchema,
} from "./privacy-rules";

describe("retention period", () => {
  it("accepts whole months from 1 to 120 and refuses everything else with one German message", () => {
    expect(retentionSchema.parse("24")).toBe(24);
    expect(retentionSchema.parse(" 1 ")).toBe(1);
    expect(retentionSchema.parse("120")).toBe(120);
    for (const bad of ["0", "121", "-3", "2.5", "", "zwölf", "1e2", "0999"]) {
      const parsed = retentionSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message, bad).toBe(privacyTexts.retentionRange);
    }
  });

  it("cuts off at the same time of day, the given number of calendar months earlier", () => {
    expect(retentionCutoff(new Date("2026-05-15T10:30:00Z"), 24).toISOString()).toBe("2024-05-15T10:30:00.000Z");
    expect(retentionCutoff(new Date("2026-01-10T00:00:00Z"), 1).toISOString()).toBe("2025-12-10T00:00:00.000Z");
    expect(retentionCutoff(new Date("2026-03-01T08:00:00Z"), 120).toISOString()).toBe("2016-03-01T08:00:00.000Z");
  });

  it("takes the month's last day when the earlier month is shorter", () => {
    expect(retentionCutoff(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(retentionCutoff(new Date("2024-03-31T12:00:00Z"), 1).toISOString()).toBe("2024-02-29T12:00:00.000Z");
    expect(retentionCutoff(new Date("2026-05-31T12:00:00Z"), 1).toISOString()).toBe("2026-04-30T12:00:00.000Z");
  });
});

describe("the address of a request", () => {
  it("is compared trimmed and in lower case, keeping a '+tag'", () => {
    expect(subjectAddress("  Anna.Muster@Example.CH ")).toBe("anna.muster@example.ch");
    expect(subjectAddress("anna+shop@example.ch")).toBe("anna+shop@example.ch");
    expect(subjectEmailSchema.parse(" Anna@Example.ch")).toBe("anna@example.ch");
  });

  it("is refused with German messages when missing, malformed or too long", () => {
    const message = (value: unknown) => subjectEmailSchema.safeParse(value).error?.issues[0]?.message;
    expect(message("")).toBe(privacyTexts.emailRequired);
    expect(message("   ")).toBe(privacyTexts.emailRequired);
    expect(message(undefined)).toBe(privacyTexts.emailRequired);
    expect(message("keine-adresse")).toBe(privacyTexts.emailInvalid);
    expect(message("a@b")).toBe(privacyTexts.emailInvalid);
    expect(message(`${"a".repeat(330)}@example.ch`)).toBe(privacyTexts.emailTooLong);
  });
});

describe("counts and file names", () => {
  it("names what there is, leaves out what there is not, says 'nichts' for nothing", () => {
    expect(describeCounts({ contactMessages: 2, outboxMails: 1, account: 1 })).toBe("2 Kontaktnachrichten, 1 Mail im Postausgang, 1 Benutzerkonto");
    expect(describeCounts({ contactMessages: 1, outboxMails: 0 })).toBe("1 Kontaktnachricht");
    expect(describeCounts({ outboxMails: 3 })).toBe("3 Mails im Postausgang");
    expect(describeCounts({})).toBe("nichts");
  });

  it("names the export by its Swiss date only, never by the address", () => {
    expect(exportFileName(new Date("2026-03-04T23:30:00Z"))).toBe("datenschutz-auskunft-2026-03-05.json");
  });
});

describe("erasing an account with the address", () => {
  it("refuses one's own account, allows any other and no account", () => {
    expect(checkAccountErase({ actorId: "a1", accountId: "a1" })).toEqual({ ok: false, message: privacyTexts.ownAccount });
    expect(checkAccountErase({ actorId: "a1", accountId: "u2" })).toEqual({ ok: true });
    expect(checkAccountErase({ actorId: "a1", accountId: null })).toEqual({ ok: true });
  });
});
