import { describe, expect, it } from "vitest";
import { formatZurich, fromZurichLocalInput, toZurichLocalInput } from "./zurich-time";

const instant = (value: string) => {
  const result = fromZurichLocalInput(value);
  if (!result.ok) throw new Error(result.message);
  return result.instant.toISOString();
};

describe("Schweizer Zeit ⇄ Zeitpunkt", () => {
  it("winter time is UTC+1, summer time UTC+2", () => {
    expect(instant("2026-11-24T08:00")).toBe("2026-11-24T07:00:00.000Z");
    expect(instant("2026-07-01T08:00")).toBe("2026-07-01T06:00:00.000Z");
    expect(toZurichLocalInput(new Date("2026-11-24T07:00:00Z"))).toBe("2026-11-24T08:00");
    expect(toZurichLocalInput("2026-07-01T06:00:00.000Z")).toBe("2026-07-01T08:00");
  });

  it("spring change day (29.03.2026): times on both sides are right, 02:00–02:59 does not exist", () => {
    expect(instant("2026-03-29T01:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(instant("2026-03-29T03:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(instant("2026-03-29T12:00")).toBe("2026-03-29T10:00:00.000Z");
    const skipped = fromZurichLocalInput("2026-03-29T02:30");
    expect(skipped).toMatchObject({ ok: false, reason: "nonexistent" });
    expect(!skipped.ok && skipped.message).toContain("29.03.2026");
    expect(!skipped.ok && skipped.message).toMatch(/gibt es am .* nicht/);
    // The day's instants read back to what was typed.
    expect(toZurichLocalInput(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29T03:00");
  });

  it("autumn change day (25.10.2026): 02:00–02:59 happens twice and is refused, the hours around it are right", () => {
    expect(instant("2026-10-25T01:59")).toBe("2026-10-24T23:59:00.000Z");
    expect(instant("2026-10-25T03:00")).toBe("2026-10-25T02:00:00.000Z");
    const doubled = fromZurichLocalInput("2026-10-25T02:15");
    expect(doubled).toMatchObject({ ok: false, reason: "ambiguous" });
    expect(!doubled.ok && doubled.message).toContain("zweimal");
    expect(!doubled.ok && doubled.message).toContain("25.10.2026");
  });

  it("every hour of a year survives the round trip (except the doubled autumn hour)", () => {
    for (let ms = Date.parse("2026-01-01T00:00:00Z"); ms < Date.parse("2027-01-01T00:00:00Z"); ms += 60 * 60_000) {
      const local = toZurichLocalInput(new Date(ms));
      const back = fromZurichLocalInput(local);
      if (back.ok) expect(back.instant.getTime()).toBe(ms);
      else expect([back.reason, local.slice(0, 13)]).toEqual(["ambiguous", "2026-10-25T02"]);
    }
  });

  it("refuses what is no date and time, with a German message", () => {
    for (const bad of ["", "morgen", "2026-02-30T08:00", "2026-13-01T08:00", "2026-11-24T24:00", "2026-11-24 08:00x", "24.11.2026 08:00"]) {
      expect(fromZurichLocalInput(bad)).toMatchObject({ ok: false, reason: "invalid", message: "Bitte Datum und Uhrzeit vollständig und gültig eingeben." });
    }
    expect(instant("2026-11-24T08:00:30")).toBe("2026-11-24T07:00:30.000Z");
  });

  it("shows Swiss time as the CMS lists it", () => {
    expect(formatZurich("2026-11-24T07:00:00.000Z")).toBe("24.11.2026, 08:00");
    expect(formatZurich(new Date("2026-07-01T06:00:00Z"))).toBe("01.07.2026, 08:00");
  });
});
