// Dates and numbers as a visitor reads them in the page's language. Formatted on the server in one
// fixed zone (Europe/Zurich), so a page's text does not depend on where it is rendered.
import { formatLocale, type SiteLanguage } from "~/lib/languages";

const zone = "Europe/Zurich";
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })));
  return format;
}

const dayOptions = { day: "2-digit", month: "2-digit", year: "numeric" } as const;

/** The footer's build date: "03.11.2025" (German as de-DE, docs/product/limits-and-constants.md, "Dates and numbers"), "03/11/2025" in English. */
export function formatBuildDate(date: Date, language: SiteLanguage): string {
  return dateFormat(language === "de" ? "de-DE" : formatLocale(language), dayOptions).format(date);
}

/** The year, for the footer's copyright. */
export function formatYear(date: Date, language: SiteLanguage): string {
  return dateFormat(formatLocale(language), { year: "numeric" }).format(date);
}

/** Date and time to the minute: "05.03.2025, 14:07" (German, as formatSwissDateTime in lib/date-format.ts), "05.03.2025 14:07" (French). */
export function formatDateTime(date: Date | string, language: SiteLanguage): string {
  return dateFormat(formatLocale(language), { ...dayOptions, hour: "2-digit", minute: "2-digit" }).format(typeof date === "string" ? new Date(date) : date);
}

/** A calendar day: "09.12.2026" (German, French and Italian as Switzerland writes them), "09/12/2026" in English. */
export function formatDay(date: Date | string, language: SiteLanguage): string {
  return dateFormat(formatLocale(language), dayOptions).format(typeof date === "string" ? new Date(date) : date);
}

/**
 * Thousands as Swiss texts write them, from five digits on (5000, but 100’000): the apostrophe in German
 * and Italian, a narrow no-break space in French, a comma in British English. Written out rather than
 * through Intl, whose Swiss separators differ between Node and browsers (lib/text-limits.ts).
 */
const thousandsSeparator: Record<SiteLanguage, string> = { de: "’", fr: "\u202f", it: "’", en: "," };

export function formatCount(n: number, language: SiteLanguage): string {
  return n < 10_000 ? String(n) : String(n).replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparator[language]);
}
