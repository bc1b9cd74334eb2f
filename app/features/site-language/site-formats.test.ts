import { describe, expect, it } from "vitest";
import { formatSwissDateTime } from "~/lib/date-format";
import { limitMessages } from "~/lib/text-limits";
import { formatFileSize } from "~/lib/file-size";
import { formatLocale } from "~/lib/languages";
import { formatBuildDate, formatCount, formatDateTime, formatYear } from "./site-formats";

const moment = new Date("2025-11-03T14:07:00Z");

describe("dates in the page's language", () => {
  it("writes German as before: the build badge as de-DE, date and time as de-CH", () => {
    expect(formatBuildDate(moment, "de")).toBe("03.11.2025");
    expect(formatDateTime(moment, "de")).toBe(formatSwissDateTime(moment));
    expect(formatDateTime(moment, "de")).toBe("03.11.2025, 15:07");
  });

  it("writes the Swiss French and Italian and the British forms, in Zurich time", () => {
    expect(formatBuildDate(moment, "fr")).toBe("03.11.2025");
    expect(formatBuildDate(moment, "en")).toBe("03/11/2025");
    expect(formatDateTime(moment, "fr")).toBe("03.11.2025 15:07");
    expect(formatDateTime(moment, "it")).toBe("03.11.2025, 15:07");
    expect(formatDateTime(moment.toISOString(), "en")).toBe("03/11/2025, 15:07");
    expect(formatYear(new Date("2025-12-31T23:30:00Z"), "en")).toBe("2026");
  });

  it("takes the Swiss variants and British English", () => {
    expect([formatLocale("de"), formatLocale("fr"), formatLocale("it"), formatLocale("en")]).toEqual(["de-CH", "fr-CH", "it-CH", "en-GB"]);
  });
});

describe("formatCount", () => {
  it("groups from five digits on, in each language's way", () => {
    expect(formatCount(5000, "fr")).toBe("5000");
    expect(formatCount(100_000, "de")).toBe("100’000");
    expect(formatCount(100_000, "it")).toBe("100’000");
    expect(formatCount(100_000, "fr")).toBe("100\u202f000");
    expect(formatCount(1_234_567, "en")).toBe("1,234,567");
  });

  it("writes German numbers as every other German length message does", () => {
    for (const n of [50, 5000, 100_000]) expect(`Höchstens ${formatCount(n, "de")} Zeichen.`).toBe(limitMessages.tooLong(n));
  });
});

describe("formatFileSize", () => {
  it("writes a small file as 1 kB, not 0 MB, an empty one as 0 kB, and megabytes with the language's decimal sign", () => {
    expect(formatFileSize(1369, "de")).toBe("1 kB");
    expect(formatFileSize(12, "de")).toBe("1 kB");
    expect(formatFileSize(0, "de")).toBe("0 kB");
    expect(formatFileSize(2_400_000, "de")).toBe("2.4 MB");
    expect(formatFileSize(2_400_000, "fr")).toBe("2,4 MB");
  });
});
