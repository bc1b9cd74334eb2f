// Dates shown in the CMS lists (docs/product/limits-and-constants.md, "Dates and numbers": CMS lists de-CH). Formatted on the server in one fixed
// zone, so the browser hydrates the very same text.
const swissDateTime = new Intl.DateTimeFormat("de-CH", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Zurich",
});

/** "05.03.2025, 14:07" */
export function formatSwissDateTime(date: Date | string): string {
  return swissDateTime.format(typeof date === "string" ? new Date(date) : date);
}

const swissShort = new Intl.DateTimeFormat("de-CH", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Zurich" });
const swissMedium = new Intl.DateTimeFormat("de-CH", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" });

/** "05.03.25, 14:07": revisions, redirects and conflict messages. */
export function formatSwissDateTimeShort(date: Date | string): string {
  return swissShort.format(typeof date === "string" ? new Date(date) : date);
}

/** de-CH's medium style ("05.03.2025, 14:07"): the account's sessions and linked sign-ins. */
export function formatSwissDateTimeMedium(date: Date | string): string {
  return swissMedium.format(typeof date === "string" ? new Date(date) : date);
}
