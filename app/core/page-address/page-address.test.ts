import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  addressParent,
  addressPart,
  composeSlug,
  isAtOrBelow,
  isReservedAddress,
  newAddressError,
  planPageMove,
  rebaseSlug,
  slugPartFrom,
} from "./page-address";

describe("a new page's address from parent and slug", () => {
  it("makes the slug from what was typed and puts it under the parent", () => {
    expect(slugPartFrom("Anfahrt & Parken")).toBe("anfahrt-und-parken");
    expect(slugPartFrom("  Über uns / Team ")).toBe("ueber-uns-team");
    expect(composeSlug("/kontakt", slugPartFrom("Anfahrt"))).toBe("/kontakt/anfahrt");
    expect(composeSlug("/produkte/", "pflege")).toBe("/produkte/pflege");
    expect(composeSlug(null, "kontakt")).toBe("/kontakt");
    expect(composeSlug("/", "kontakt")).toBe("/kontakt");
  });

  it("gives nothing for text without letters or digits", () => {
    expect(slugPartFrom("!!! ---")).toBe("");
  });

  it("names the parent part and the last part of an address", () => {
    expect(addressParent("/kontakt/anfahrt")).toBe("/kontakt");
    expect(addressParent("/kontakt")).toBeNull();
    expect(addressParent("/")).toBeNull();
    expect(addressPart("/produkte/pflege/")).toBe("pflege");
    expect(addressPart("/")).toBe("");
  });

  it("refuses a taken address (any spelling) with the message of docs/product/pages-and-publishing.md, and system addresses", () => {
    const existing = ["/kontakt", "/produkte/geburt-wochenbett"];
    expect(newAddressError("/kontakt/anfahrt", existing)).toBeNull();
    expect(newAddressError("/kontakt", existing)).toBe('Slug "/kontakt" existiert bereits');
    expect(newAddressError("/produkte/geburt-und-wochenbett-x", existing)).toBeNull();
    expect(newAddressError("/login", existing)).toBe("Die Adresse /login gehört zum System und kann keine Seite sein.");
    expect(newAddressError("/x".repeat(101), existing)).toMatch(/länger als 200 Zeichen/);
  });
});

describe("system addresses", () => {
  it("covers the CMS, sign-in, files and legacy addresses, but not pages below a legacy spelling", () => {
    for (const path of [
      "/login",
      "/cms",
      "/cms/seiten",
      "/cms-overview",
      "/cms-editor/kontakt",
      "/api/media",
      "/media/x.webp",
      // A document version's own address and the documents' pages (decision 0046).
      `/dokumente/datei/${"a".repeat(64)}/gebrauchsanweisung.pdf`,
      "/dokumente",
      "/sitemap.xml",
      "/pflege",
      "/geburt-wochenbett/stillstuhl-relax",
      "/produkte/geburt-und-wochenbett",
      // The diagnostics page of each further language (app/routes.ts).
      "/fr/build-info",
      "/it/build-info",
      "/en/build-info",
    ]) {
      expect(isReservedAddress(path), path).toBe(true);
    }
    for (const path of ["/kontakt", "/produkte/geburt-wochenbett", "/produkte/geburt-und-wochenbett/contessa", "/cmsx", "/produkte/pflege"]) {
      expect(isReservedAddress(path), path).toBe(false);
    }
  });

  it("names every fixed route of app/routes.ts, so no page hides behind one", () => {
    const routes = fs.readFileSync(new URL("../../routes.ts", import.meta.url), "utf8");
    const fixed = [...routes.matchAll(/route\(\s*"([^"*:]+)"/g)].map((m) => `/${m[1]}`);
    expect(fixed.length).toBeGreaterThan(10);
    for (const path of fixed) expect(isReservedAddress(path), path).toBe(true);
    for (const pattern of [...routes.matchAll(/route\(\s*"([^"]+)\/(?:\*|:\w+)"/g)].map((m) => `/${m[1]}/irgendwas`)) {
      expect(isReservedAddress(pattern), pattern).toBe(true);
    }
  });
});

describe("moving a page", () => {
  const pages = [
    { id: 1, slug: "/", title: "Startseite" },
    { id: 2, slug: "/service", title: "Service" },
    { id: 3, slug: "/service/schulungen", title: "Schulungen" },
    { id: 4, slug: "/service/schulungen/basis", title: "Basis" },
    { id: 5, slug: "/kontakt", title: "Kontakt" },
    { id: 6, slug: "/produkte/geburt-wochenbett", title: "Geburt" },
    { id: 7, slug: "/produkte/geburt-und-wochenbett/contessa", title: "Contessa" },
    { id: 8, slug: "/service-alt", title: "Nicht darunter" },
  ];

  it("moves the page and every page below it, the page first", () => {
    const plan = planPageMove(pages, 2, "/kundendienst");
    expect(plan).toEqual({
      ok: true,
      changes: [
        { id: 2, title: "Service", from: "/service", to: "/kundendienst" },
        { id: 3, title: "Schulungen", from: "/service/schulungen", to: "/kundendienst/schulungen" },
        { id: 4, title: "Basis", from: "/service/schulungen/basis", to: "/kundendienst/schulungen/basis" },
      ],
    });
  });

  it("takes children stored under another spelling of the parent", () => {
    const plan = planPageMove(pages, 6, "/produkte/geburt");
    expect(plan.ok && plan.changes.map((c) => c.to)).toEqual(["/produkte/geburt", "/produkte/geburt/contessa"]);
  });

  it("refuses the home page, no change, a move below itself, a taken or system address", () => {
    expect(planPageMove(pages, 1, "/start")).toEqual({ ok: false, error: "Die Startseite bleibt unter /." });
    expect(planPageMove(pages, 5, "/Kontakt/")).toEqual({ ok: false, error: "Die Adresse ist unverändert." });
    expect(planPageMove(pages, 2, "/service/schulungen/service")).toMatchObject({ ok: false, error: expect.stringMatching(/unter sich selbst/) });
    expect(planPageMove(pages, 3, "/kontakt")).toEqual({ ok: false, error: 'Slug "/kontakt" existiert bereits' });
    expect(planPageMove(pages, 3, "/cms/schulungen")).toEqual({ ok: false, error: "Die Adresse /cms/schulungen gehört zum System und kann keine Seite sein." });
    expect(planPageMove(pages, 99, "/x")).toEqual({ ok: false, error: "Diese Seite gibt es nicht mehr." });
  });

  it("refuses when a page below would land on a taken address", () => {
    const withClash = [...pages, { id: 9, slug: "/hilfe/schulungen", title: "Andere" }];
    expect(planPageMove(withClash, 2, "/hilfe")).toEqual({ ok: false, error: 'Slug "/hilfe/schulungen" existiert bereits' });
  });

  it("may give a page the old address of a page that moves with it", () => {
    const nested = [
      { id: 1, slug: "/a/b", title: "B" },
      { id: 2, slug: "/a/b/b", title: "BB" },
    ];
    expect(planPageMove(nested, 1, "/a")).toMatchObject({
      ok: true,
      changes: [
        { from: "/a/b", to: "/a" },
        { from: "/a/b/b", to: "/a/b" },
      ],
    });
  });

  it("rebases addresses and compares them by slug key", () => {
    expect(rebaseSlug("/a/x/y", "/a", "/b/c")).toBe("/b/c/x/y");
    expect(isAtOrBelow("/service/schulungen", "/service")).toBe(true);
    expect(isAtOrBelow("/service-alt", "/service")).toBe(false);
    expect(isAtOrBelow("/produkte/geburt-und-wochenbett/contessa", "/produkte/geburt-wochenbett")).toBe(true);
  });
});
