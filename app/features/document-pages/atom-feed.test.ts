// The Atom feed is well-formed XML whatever its texts hold (escaped, characters XML forbids left out).
import { describe, expect, it } from "vitest";
import { renderAtomFeed } from "./atom-feed";

describe("renderAtomFeed", () => {
  const feed = renderAtomFeed({
    id: "tag:example.ch,2026:dokumente:fr",
    title: "Nouvelles versions – Auralis <AG> & Co",
    self: "https://example.ch/fr/documents/feed.atom",
    alternate: "https://example.ch/fr/documents",
    language: "fr-CH",
    author: "Auralis",
    updated: new Date("2026-12-02T10:00:00Z"),
    entries: [
      {
        id: "tag:example.ch,2026:dokumente:7",
        title: 'Générosa : "Mode d\'emploi" <Rev. 2>\u0001',
        link: "https://example.ch/fr/documents/3?x=1&y=2",
        enclosure: { href: "https://example.ch/dokumente/datei/abc/a%20b.pdf", type: "application/pdf", length: 1234 },
        published: new Date("2026-12-01T09:00:00Z"),
        updated: new Date("2026-12-01T09:00:00Z"),
        summary: "Publiée le 01.12.2026 & plus",
      },
    ],
  });

  it("writes the feed's head and each entry as RFC 4287 names them", () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="fr-CH">/);
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://example.ch/fr/documents/feed.atom"/>');
    expect(feed).toContain("<updated>2026-12-02T10:00:00.000Z</updated>");
    expect(feed).toContain('<link rel="enclosure" type="application/pdf" length="1234" href="https://example.ch/dokumente/datei/abc/a%20b.pdf"/>');
    expect(feed.trimEnd().endsWith("</feed>")).toBe(true);
  });

  it("escapes every text and address, and leaves out what XML forbids", () => {
    expect(feed).toContain('<title type="text">Nouvelles versions – Auralis &lt;AG&gt; &amp; Co</title>');
    expect(feed).toContain('<title type="text">Générosa : &quot;Mode d&#39;emploi&quot; &lt;Rev. 2&gt;</title>');
    expect(feed).toContain('href="https://example.ch/fr/documents/3?x=1&amp;y=2"');
    expect(feed.includes("\u0001")).toBe(false);
    // No raw markup from a text: every < opens one of the feed's own elements.
    for (const tag of feed.match(/<[^?/!][^ >/]*/g) ?? [])
      expect(["<feed", "<id", "<title", "<link", "<updated", "<author", "<name", "<entry", "<published", "<summary"]).toContain(tag);
  });
});
