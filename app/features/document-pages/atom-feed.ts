// An Atom 1.0 feed (RFC 4287) written as the sitemap is (app/features/seo/sitemap.ts): a template with every text
// and address escaped for XML. Pure; the documents' feed (documents-pages.server.ts) fills it.
import { escapeHtml } from "~/lib/text";

export interface AtomEntry {
  /** A permanent, unique IRI: a tag URI, so a moved site keeps its entries' identity. */
  id: string;
  title: string;
  /** The page the entry is about. */
  link: string;
  /** The file it announces, if any (rel="enclosure"). */
  enclosure?: { href: string; type: string; length: number };
  updated: Date;
  published: Date;
  summary: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  /** The feed's own address (rel="self"). */
  self: string;
  /** The page it belongs to (rel="alternate"). */
  alternate: string;
  /** xml:lang of the feed ("fr-CH"). */
  language: string;
  author: string;
  updated: Date;
  entries: AtomEntry[];
}

/** Characters XML 1.0 does not allow at all, not even escaped: left out of a text rather than making the feed invalid. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const x = (text: string) => escapeHtml(text.replace(NOT_XML, ""));

export function renderAtomFeed(feed: AtomFeed): string {
  const entries = feed.entries.map((entry) =>
    [
      "  <entry>",
      `    <id>${x(entry.id)}</id>`,
      `    <title type="text">${x(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${x(entry.link)}"/>`,
      entry.enclosure
        ? `    <link rel="enclosure" type="${x(entry.enclosure.type)}" length="${entry.enclosure.length}" href="${x(entry.enclosure.href)}"/>`
        : null,
      `    <published>${entry.published.toISOString()}</published>`,
      `    <updated>${entry.updated.toISOString()}</updated>`,
      `    <summary type="text">${x(entry.summary)}</summary>`,
      "  </entry>",
    ]
      .filter((line) => line !== null)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(feed.language)}">`,
    `  <id>${x(feed.id)}</id>`,
    `  <title type="text">${x(feed.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${x(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(feed.alternate)}"/>`,
    `  <updated>${feed.updated.toISOString()}</updated>`,
    `  <author><name>${x(feed.author)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
