import { describe, expect, it } from "vitest";
import { fromInline, InlineError, inlineKey, inlineMessages, textFromInline, toInline } from "./xliff-inline";

const german = '<p>Ein <strong>starkes</strong> Bett mit <a href="/kontakt">Beratung</a>.<br />Zeile &amp; mehr</p>\n<p>Zwei</p>';

describe("HTML as XLIFF placeholders", () => {
  it("numbers every element in order, paired ones around their text, empty ones standing alone", () => {
    const { value, tags } = toInline(german);
    expect(value).toEqual([
      {
        GenericSpan: {
          id: "1",
          ctype: "x-html-p",
          contents: [
            "Ein ",
            { GenericSpan: { id: "2", ctype: "bold", contents: "starkes" } },
            " Bett mit ",
            { GenericSpan: { id: "3", ctype: "link", contents: "Beratung" } },
            ".",
            { Standalone: { id: "4", ctype: "lb" } },
            "Zeile & mehr",
          ],
        },
      },
      "\n",
      { GenericSpan: { id: "5", ctype: "x-html-p", contents: "Zwei" } },
    ]);
    expect(tags.get("3")).toEqual({ name: "a", open: '<a href="/kontakt">', close: "</a>" });
    // Back to the same HTML (text re-encoded).
    expect(fromInline(value, tags)).toBe(german);
  });

  it("gives a translation's elements the German numbers of their kind and place, its own tags kept", () => {
    const source = toInline(german);
    const french = toInline('<p>Un lit <strong>solide</strong> avec <a href="/fr/contact">conseil</a> <em>vraiment</em>.</p>', source.tags);
    expect(JSON.stringify(french.value)).toContain('{"GenericSpan":{"id":"3","ctype":"link","contents":"conseil"}}');
    // An element German does not have gets a number of its own.
    expect(JSON.stringify(french.value)).toContain('{"GenericSpan":{"id":"t1","ctype":"italic","contents":"vraiment"}}');
    const tags = new Map([...source.tags, ...french.tags]);
    expect(fromInline(french.value, tags)).toBe('<p>Un lit <strong>solide</strong> avec <a href="/fr/contact">conseil</a> <em>vraiment</em>.</p>');
  });

  it("refuses a placeholder the text does not have, or one turned from paired to empty", () => {
    const { tags } = toInline(german);
    expect(() => fromInline([{ GenericSpan: { id: "9", contents: "x" } }], tags)).toThrow(new InlineError(inlineMessages.unknownPlaceholder("9")));
    expect(() => fromInline([{ Standalone: { id: "2" } }], tags)).toThrow(new InlineError(inlineMessages.wrongKind("2")));
    expect(() => fromInline([{ GenericSpan: { id: "4", contents: "x" } }], tags)).toThrow(new InlineError(inlineMessages.wrongKind("4")));
    expect(() => fromInline([{ SpanStart: { id: "1", contents: "<b>" } }], tags)).toThrow(InlineError);
  });

  it("escapes a translator's text, so it cannot add markup", () => {
    const { tags } = toInline("<p>x</p>");
    expect(fromInline([{ GenericSpan: { id: "1", contents: '<script>alert(1)</script> & "' } }], tags)).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "</p>',
    );
  });

  it("reads plain text fields without placeholders, a tool's markers' text kept", () => {
    expect(textFromInline(["Bonjour ", { Marker: { id: "m", contents: "tout le monde" } }])).toBe("Bonjour tout le monde");
    expect(() => textFromInline(["Bonjour", { Standalone: { id: "1" } }])).toThrow(new InlineError(inlineMessages.noPlaceholders));
  });

  it("compares content with white space runs as one space and placeholders by number", () => {
    expect(inlineKey([{ GenericSpan: { id: "1", contents: "a  b\n" } }, "\n"])).toBe(inlineKey([{ GenericSpan: { id: "1", contents: "a b" } }]));
    expect(inlineKey([{ GenericSpan: { id: "1", contents: "a" } }])).not.toBe(inlineKey([{ GenericSpan: { id: "2", contents: "a" } }]));
  });

  it("keeps an unbalanced tag as a placeholder of its own instead of losing it", () => {
    const { value, tags } = toInline("<p>offen <b>fett</p> </i>Rest");
    expect(fromInline(value, tags)).toBe("<p>offen <b>fett</p> </i>Rest");
  });
});
