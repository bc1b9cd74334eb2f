// The web links of a mail's HTML, as a person would paste them into a browser: without SMTP_URL they
// are written to the log so sign-up and magic links work on a laptop (architecture guide, "e-mail").
// In the HTML an address's '&' is written '&amp;' (logged links carried it and broke; mail-links.test.ts).
// Pure, so the unit test needs no mail transport.

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes the character references an attribute value may hold. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** Every http(s) link of the mail, decoded, in order of appearance. */
export function mailLinks(html: string): string[] {
  return [...html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)]
    .map((m) => decodeAttribute((m[1] ?? m[2] ?? "").trim()))
    .filter((href) => /^https?:\/\//i.test(href));
}
