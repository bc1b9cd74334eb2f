// The printed copy's rules (docs/decisions/0047-printed-copies.md): the due date in Zurich calendar days, what is
// overdue, and the form's checks in the page's language.
import { describe, expect, it } from "vitest";
import { isOverdue, lastDayOf, printedCopyDueAt, validatePrintedCopy } from "./printed-copy-rules";

const zurichDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", dateStyle: "short" }).format(d);

describe("the due date: 7 calendar days after receipt, in Zurich", () => {
  it("is the end of the 7th day after the day of receipt, whatever the hour", () => {
    // Wednesday 2 December 2026, 09:00 and 23:30 in Zurich (UTC+1).
    for (const received of ["2026-12-02T08:00:00Z", "2026-12-02T22:30:00Z", "2026-12-01T23:00:00Z"]) {
      const due = printedCopyDueAt(new Date(received));
      expect(due.toISOString()).toBe("2026-12-09T23:00:00.000Z");
      expect(zurichDay(lastDayOf(due))).toBe("2026-12-09");
    }
  });

  it("counts the Zurich day of receipt, not the UTC one", () => {
    // 00:30 on 3 December in Zurich is still 2 December in UTC.
    expect(printedCopyDueAt(new Date("2026-12-02T23:30:00Z")).toISOString()).toBe("2026-12-10T23:00:00.000Z");
  });

  it("keeps calendar days across a summer-time change", () => {
    // Received Friday 27 March 2026 (UTC+1); summer time starts on Sunday 29 March: due at midnight of 4 April, UTC+2.
    const due = printedCopyDueAt(new Date("2026-03-27T10:00:00Z"));
    expect(due.toISOString()).toBe("2026-04-03T22:00:00.000Z");
    expect(zurichDay(lastDayOf(due))).toBe("2026-04-03");
    // And back: received 23 October 2026 (UTC+2), due after 30 October, past the change of 25 October (UTC+1).
    expect(printedCopyDueAt(new Date("2026-10-23T10:00:00Z")).toISOString()).toBe("2026-10-30T23:00:00.000Z");
  });

  it("is overdue from its due instant until it is sent", () => {
    const dueAt = new Date("2026-12-09T23:00:00Z");
    expect(isOverdue({ dueAt, shippedAt: null }, new Date("2026-12-09T22:59:59Z"))).toBe(false);
    expect(isOverdue({ dueAt, shippedAt: null }, dueAt)).toBe(true);
    expect(isOverdue({ dueAt, shippedAt: new Date("2026-12-10T08:00:00Z") }, new Date("2026-12-11T08:00:00Z"))).toBe(false);
  });
});

describe("the form's checks, in the page's language", () => {
  const complete = {
    version: "12",
    name: "Claire Dubois",
    institution: "Hôpital de la Tour",
    address: "Avenue J.-D. Maillard 3\n1217 Meyrin",
    email: "Claire@Example.ch",
  };

  it("takes a complete request, cleaned", () => {
    const checked = validatePrintedCopy({ ...complete, name: "  Claire   Dubois " }, "fr", [12, 13]);
    expect(checked).toEqual({
      ok: true,
      value: {
        version: 12,
        name: "Claire Dubois",
        institution: "Hôpital de la Tour",
        address: "Avenue J.-D. Maillard 3\n1217 Meyrin",
        email: "claire@example.ch",
        message: "",
      },
    });
  });

  it("names each missing field in French and keeps what was typed", () => {
    const checked = validatePrintedCopy({ ...complete, name: "", address: " " }, "fr", [12]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.message).toBe("Veuillez remplir tous les champs obligatoires.");
    expect(checked.fieldErrors).toEqual({ name: "Champ obligatoire", address: "Champ obligatoire" });
    expect(checked.values.institution).toBe("Hôpital de la Tour");
  });

  it("refuses a version the page does not offer, an invalid address and an overlong field, in Italian", () => {
    const wrongVersion = validatePrintedCopy({ ...complete, version: "99" }, "it", [12]);
    expect(!wrongVersion.ok && wrongVersion.fieldErrors.version).toBe("La preghiamo di scegliere un documento dall’elenco.");
    const badEmail = validatePrintedCopy({ ...complete, email: "claire@" }, "it", [12]);
    expect(!badEmail.ok && badEmail.fieldErrors.email).toBe("La preghiamo di inserire un indirizzo e-mail valido.");
    const long = validatePrintedCopy({ ...complete, institution: "x".repeat(201) }, "de", [12]);
    expect(!long.ok && long.fieldErrors.institution).toBe("Höchstens 200 Zeichen.");
  });
});
