// Dates shown in the CMS lists (spec §9: template dates de-CH). Formatted on the server in one fixed
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
