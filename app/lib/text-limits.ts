// How long a typed value may be (docs/security.md, "Maximum lengths": one 60 MB page title made the CMS unusable for everyone).
// Every schema that accepts text — pages, sections and their settings, global settings, testimonials,
// e-mail templates, the contact form, the sign-in screens — takes its maximum from here, and every
// refusal says the same German words. The sizes leave ample room for real content: the seeded site's
// longest values are far below them (text-limits.test.ts checks), rich HTML gets a generous budget.
// Pure and free of zod (the public contact form imports it; zod stays out of visitors' pages): the
// zod building blocks are in text-limit-schemas.ts.

export const textLimits = {
  /** A few words: button texts, badges, keys, short labels. */
  label: 80,
  /** Titles, headings and names of pages, sections, templates and people. */
  title: 200,
  /** A page path or parent path. */
  slug: 200,
  /** One line of running text: subtitles, alt texts, roles, subjects, addresses. */
  line: 500,
  /** Plain text of some paragraphs: descriptions, quotes, notes, intros, contact messages. */
  text: 5_000,
  /** Links and image references: paths, URLs, mailto:, tel:, 'asset:{id}'. */
  url: 2_000,
  /** An e-mail address (RFC 5321 allows 254 characters in a path). */
  email: 254,
  phone: 50,
  /** Rich HTML: page and section content, product descriptions, e-mail templates. */
  html: 100_000,
  /** better-auth's own maximum password length. */
  password: 128,
  /** Meta title 60, meta description 160 characters (docs/product/limits-and-constants.md, "Text lengths"). */
  metaTitle: 60,
  metaDescription: 160,
} as const;

/** How many entries a list may hold where no tighter rule applies (sections of one page, tiles). */
export const listLimits = {
  /** The sections of one page saved at once ('Speichern' of the full editor). */
  sectionsPerPage: 200,
} as const;

/**
 * Numbers as Swiss German texts write them: 5000, but 100’000 (separator from five digits). Written
 * out rather than through Intl, whose de-CH separator differs between Node and browsers.
 */
function formatCount(n: number): string {
  return n < 10_000 ? String(n) : String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "’");
}

/** The one German message per rule. */
export const limitMessages = {
  tooLong: (max: number) => `Höchstens ${formatCount(max)} Zeichen.`,
  tooMany: (max: number) => `Höchstens ${formatCount(max)} Einträge.`,
} as const;

/** The shared message when `value` is longer than `max`, else null: for checks outside zod. */
export function tooLongMessage(value: string | null | undefined, max: number): string | null {
  return typeof value === "string" && value.length > max ? limitMessages.tooLong(max) : null;
}
