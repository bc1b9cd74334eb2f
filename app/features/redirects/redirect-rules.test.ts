import { describe, expect, it } from "vitest";
import {
  checkManualRedirect,
  filterLanguages,
  filterRedirects,
  languageParam,
  readablePath,
  redirectChangesForMove,
  redirectLanguage,
  redirectPathFrom,
  wouldLoop,
} from "./redirect-rules";

describe("redirectPathFrom", () => {
  it("takes paths in any spelling and stores them canonical and percent-encoded", () => {
    expect(redirectPathFrom("/Alte-Seite/")).toEqual({ ok: true, path: "/alte-seite" });
    expect(redirectPathFrom("alt/produkt.html")).toEqual({ ok: true, path: "/alt/produkt.html" });
    expect(redirectPathFrom("/über-uns")).toEqual({ ok: true, path: "/%c3%bcber-uns" });
    expect(readablePath("/%c3%bcber-uns")).toBe("/über-uns");
  });

  it("refuses empty input, the root, URLs, queries and fragments", () => {
    for (const input of ["", "  ", "/", "https://example.ch/a", "//example.ch/a", "/a?b=1", "/a#x", "/a b", "mailto:x@y.ch"]) {
      expect(redirectPathFrom(input).ok, input).toBe(false);
    }
  });
});

describe("wouldLoop", () => {
  const stored = [
    { sourcePath: "/a", targetPath: "/b" },
    { sourcePath: "/b", targetPath: "/c" },
  ];
  it("finds a redirect back to its own source, directly or through others", () => {
    expect(wouldLoop(stored, "/x", "/x")).toBe(true);
    expect(wouldLoop(stored, "/c", "/a")).toBe(true);
    expect(wouldLoop(stored, "/c", "/b")).toBe(true);
    expect(wouldLoop(stored, "/d", "/a")).toBe(false);
  });
  it("compares spellings of one address as equal", () => {
    expect(wouldLoop([{ sourcePath: "/geburt-wochenbett-alt", targetPath: "/neu" }], "/neu", "/geburt-und-wochenbett-alt")).toBe(true);
  });
});

describe("checkManualRedirect", () => {
  const context = { redirects: [{ sourcePath: "/alt", targetPath: "/kontakt" }], pageSlugs: ["/kontakt", "/produkte/geburt-wochenbett"] };

  it("accepts a redirect from an address without page to a page, stored under the page's spelling", () => {
    expect(checkManualRedirect({ source: "/Angebot", target: "/produkte/geburt-und-wochenbett/", status: "302" }, context)).toEqual({
      ok: true,
      value: { sourcePath: "/angebot", targetPath: "/produkte/geburt-wochenbett", statusCode: 302 },
    });
  });

  it("refuses a live page as source, a taken source, a missing target, a loop and a bad status", () => {
    const refused = (source: string, target: string, status = "301") => {
      const result = checkManualRedirect({ source, target, status }, context);
      return result.ok ? null : result.fieldErrors;
    };
    expect(refused("/kontakt", "/produkte/geburt-wochenbett")).toEqual({ source: "Unter dieser Adresse gibt es eine Seite." });
    expect(refused("/ALT", "/produkte/geburt-wochenbett")).toEqual({ source: "Für diese Adresse gibt es bereits eine Weiterleitung." });
    expect(refused("/neu", "/gibt-es-nicht")).toEqual({ target: "Unter der Zieladresse gibt es keine Seite." });
    expect(refused("/neu", "/neu")).toEqual({ target: "Diese Weiterleitung würde im Kreis führen." });
    expect(refused("/kontakt", "/alt")).toEqual({ source: "Unter dieser Adresse gibt es eine Seite.", target: "Diese Weiterleitung würde im Kreis führen." });
    expect(refused("/login", "/kontakt")).toEqual({ source: "Diese Adresse gehört zum System und kann nicht weitergeleitet werden." });
    expect(refused("/neu", "/kontakt", "307")).toEqual({ status: "Bitte 301 (dauerhaft) oder 302 (vorübergehend) wählen." });
    expect(refused("", "https://example.ch")).toEqual({
      source: "Bitte eine Adresse wie /alte-seite eingeben.",
      target: expect.stringMatching(/nur den Pfad/),
    });
  });
});

describe("checkManualRedirect in the language versions", () => {
  const context = { redirects: [], pageSlugs: ["/kontakt", "/fr/contact", "/it/contatto", "/en/contact"] };
  const check = (source: string, target: string) => checkManualRedirect({ source, target, status: "301" }, context);

  it("keeps a redirect within its language: a French address leads to a French page", () => {
    expect(check("/fr/ancien-contact", "/fr/contact")).toMatchObject({ ok: true, value: { sourcePath: "/fr/ancien-contact", targetPath: "/fr/contact" } });
    expect(check("/alter-kontakt", "/kontakt")).toMatchObject({ ok: true });
    expect(check("/fr/ancien-contact", "/kontakt")).toEqual({
      ok: false,
      fieldErrors: {
        target:
          "Die alte Adresse gehört zur Sprache «Französisch», die Zielseite zur Sprache «Deutsch». Eine Weiterleitung führt auf eine Seite derselben Sprache.",
      },
    });
    expect(check("/alter-kontakt", "/IT/contatto")).toMatchObject({ ok: false, fieldErrors: { target: expect.stringContaining("«Italienisch»") } });
    // A German address that merely starts like a language ('/french-…', '/fragen') is German.
    expect(check("/fragen-alt", "/fr/contact")).toMatchObject({
      ok: false,
      fieldErrors: { target: expect.stringContaining("«Deutsch», die Zielseite zur Sprache «Französisch»") },
    });
  });

  it("allows a source under the prefix of a language that is not switched on (the rules know no switch): versions come first", () => {
    expect(check("/en/old-contact", "/en/contact")).toMatchObject({ ok: true, value: { sourcePath: "/en/old-contact", targetPath: "/en/contact" } });
  });

  it("names a missing target before the language", () => {
    expect(check("/fr/x", "/gibt-es-nicht")).toEqual({ ok: false, fieldErrors: { target: "Unter der Zieladresse gibt es keine Seite." } });
  });
});

describe("redirects after a move", () => {
  it("adds a 301 from every old address to the new one", () => {
    const changes = redirectChangesForMove(
      [],
      [
        { from: "/service", to: "/kundendienst" },
        { from: "/service/schulungen", to: "/kundendienst/schulungen" },
      ],
      ["/kundendienst", "/kundendienst/schulungen"],
    );
    expect(changes).toEqual({
      retarget: [],
      remove: [],
      add: [
        { sourcePath: "/service", targetPath: "/kundendienst" },
        { sourcePath: "/service/schulungen", targetPath: "/kundendienst/schulungen" },
      ],
    });
  });

  it("moved twice (A→B→C), A and B both lead to C: no chain", () => {
    const afterFirst = [{ id: 1, sourcePath: "/a", targetPath: "/b", statusCode: 301 }];
    const changes = redirectChangesForMove(afterFirst, [{ from: "/b", to: "/c" }], ["/c"]);
    expect(changes).toEqual({ retarget: [{ id: 1, targetPath: "/c" }], remove: [], add: [{ sourcePath: "/b", targetPath: "/c" }] });
  });

  it("retargets redirects to pages below a moved page, keeping 302", () => {
    const stored = [{ id: 5, sourcePath: "/kurs", targetPath: "/service/schulungen", statusCode: 302 }];
    const changes = redirectChangesForMove(
      stored,
      [
        { from: "/service", to: "/hilfe" },
        { from: "/service/schulungen", to: "/hilfe/schulungen" },
      ],
      ["/hilfe", "/hilfe/schulungen"],
    );
    expect(changes.retarget).toEqual([{ id: 5, targetPath: "/hilfe/schulungen" }]);
  });

  it("moved back (A→B, then B→A): the redirect from A goes, B leads to A, no loop", () => {
    const stored = [{ id: 1, sourcePath: "/a", targetPath: "/b", statusCode: 301 }];
    const changes = redirectChangesForMove(stored, [{ from: "/b", to: "/a" }], ["/a"]);
    expect(changes).toEqual({ retarget: [], remove: [1], add: [{ sourcePath: "/b", targetPath: "/a" }] });
  });

  it("drops a redirect that would now lead to itself and one whose source is a page again", () => {
    const stored = [
      { id: 1, sourcePath: "/x", targetPath: "/a", statusCode: 302 },
      { id: 2, sourcePath: "/neu", targetPath: "/kontakt", statusCode: 301 },
    ];
    const changes = redirectChangesForMove(stored, [{ from: "/a", to: "/x" }], ["/x", "/kontakt", "/neu"]);
    expect(changes.remove.sort()).toEqual([1, 2]);
    expect(changes.add).toEqual([{ sourcePath: "/a", targetPath: "/x" }]);
  });

  it("needs no redirect where only the spelling changed, or where a moved page took the old address", () => {
    expect(redirectChangesForMove([], [{ from: "/a-und-b", to: "/a-b" }], ["/a-b"]).add).toEqual([]);
    const nested = redirectChangesForMove(
      [],
      [
        { from: "/a/b", to: "/a" },
        { from: "/a/b/b", to: "/a/b" },
      ],
      ["/a", "/a/b"],
    );
    expect(nested.add).toEqual([{ sourcePath: "/a/b/b", targetPath: "/a/b" }]);
  });
});

describe("filterRedirects", () => {
  const items = [
    { sourcePath: "/%c3%bcber-alt", targetPath: "/ueber-uns" },
    { sourcePath: "/aktion", targetPath: "/produkte/pflege" },
  ];
  it("matches source or target, readable or encoded, in any case", () => {
    expect(filterRedirects(items, "ÜBER")).toEqual([items[0]]);
    expect(filterRedirects(items, "pflege")).toEqual([items[1]]);
    expect(filterRedirects(items, " ")).toEqual(items);
  });

  const versions = [
    { sourcePath: "/kontakt-alt", targetPath: "/kontakt" },
    { sourcePath: "/fr/contact-ancien", targetPath: "/fr/contact" },
    { sourcePath: "/fr/aktion", targetPath: "/fr/produits" },
    { sourcePath: "/it/contatto-vecchio", targetPath: "/it/contatto" },
  ];
  it("filters by the language of the source, and searches within it", () => {
    expect(versions.map(redirectLanguage)).toEqual(["de", "fr", "fr", "it"]);
    expect(filterRedirects(versions, "", "fr")).toEqual([versions[1], versions[2]]);
    expect(filterRedirects(versions, "contact", "fr")).toEqual([versions[1]]);
    expect(filterRedirects(versions, "kontakt", "fr")).toEqual([]);
    expect(filterRedirects(versions, "kontakt", "de")).toEqual([versions[0]]);
    expect(filterRedirects(versions, "aktion", null)).toEqual([versions[2]]);
  });

  it("offers the languages switched on and any other that has redirects, in the site's order", () => {
    expect(filterLanguages(["de", "fr"], versions)).toEqual(["de", "fr", "it"]);
    expect(filterLanguages(["de", "en"], [])).toEqual(["de", "en"]);
    expect(languageParam("fr")).toBe("fr");
    expect(languageParam("xx")).toBeNull();
    expect(languageParam(null)).toBeNull();
  });
});
