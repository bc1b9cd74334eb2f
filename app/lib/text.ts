// Text cleaning (docs/product/validation-and-messages.md, "Text cleaning"): zero-width and control characters go, then the text is trimmed.
// Line breaks and tabs are kept — a contact message has several lines.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function cleanText(value: string | null | undefined): string {
  if (value == null) return "";
  return value.replace(/\r\n?/g, "\n").replace(INVISIBLE, "").trim();
}

/** Plain text of an HTML fragment, for content_plain and previews. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return "";
  return cleanText(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|div|li|h[1-6])>/gi, "\n")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/[ \t]+/g, " ")
      .replace(/ *\n */g, "\n")
      .replace(/\n{3,}/g, "\n\n"),
  );
}

/** The first n characters, cut at a word where possible, with an ellipsis when shortened. */
export function truncateText(value: string, max: number): string {
  const text = value.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Text made safe to place inside HTML (mail bodies, the sitemap, plain server pages). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);
}
