import { describe, expect, it } from "vitest";
import { buildBreadcrumb } from "./breadcrumb";

describe("buildBreadcrumb", () => {
  describe("is hidden", () => {
    it.each(["/", "", "/?x=1"])("on the home page (%s)", (path) => expect(buildBreadcrumb(path, {})).toEqual([]));
    it.each(["/cms", "/cms-overview", "/cms/page-editor/kontakt", "/cms-editor/produkte/pflege", "/CMS/global"])("on staff paths (%s)", (path) =>
      expect(buildBreadcrumb(path, {})).toEqual([]),
    );
    it.each(["/kontakt", "/produkte", "/produkte/", "/impressum"])("with only one level (%s)", (path) =>
      expect(buildBreadcrumb(path, { "/kontakt": "Kontakt" })).toEqual([]),
    );
  });

  it("starts with 'Startseite', links every level but the last, and ends with plain text", () => {
    expect(buildBreadcrumb("/produkte/pflege", {})).toEqual([
      { label: "Startseite", href: "/" },
      { label: "Produkte", href: "/produkte" },
      { label: "Pflege", href: null },
    ]);
  });

  it("labels segments from the German label map", () => {
    const labels = (path: string) => buildBreadcrumb(path, {}).map((item) => item.label);
    expect(labels("/produkte/geburt-wochenbett/gebaerwanne-comfort")).toEqual(["Startseite", "Produkte", "Geburt & Wochenbett", "Gebärwanne Comfort"]);
    expect(labels("/produkte/geburt-und-wochenbett/contessa")).toEqual(["Startseite", "Produkte", "Geburt & Wochenbett", "Contessa"]);
    expect(labels("/produkte/geburt")).toEqual(["Startseite", "Produkte", "Geburt"]);
    expect(labels("/produkte/stationseinrichtungen")).toEqual(["Startseite", "Produkte", "Stationseinrichtungen"]);
    expect(labels("/produkte/wellness/thermo-spa")).toEqual(["Startseite", "Produkte", "Wellness", "Thermo Spa"]);
    expect(labels("/ueber-uns/team")).toEqual(["Startseite", "Über uns", "Team"]);
    expect(labels("/service/kontakt")).toEqual(["Startseite", "Service", "Kontakt"]);
    expect(labels("/impressum/datenschutz")).toEqual(["Startseite", "Impressum", "Datenschutz"]);
  });

  it("prefers the page title from the database, keyed by canonical slug", () => {
    const trail = buildBreadcrumb("/produkte/pflege/patientenlifter", {
      "/produkte": "Unsere Produkte",
      "/produkte/pflege": "Pflege & Langzeitpflege",
    });
    expect(trail).toEqual([
      { label: "Startseite", href: "/" },
      { label: "Unsere Produkte", href: "/produkte" },
      { label: "Pflege & Langzeitpflege", href: "/produkte/pflege" },
      { label: "Patientenlifter", href: null },
    ]);
  });

  it("finds a title stored under another spelling of the slug", () => {
    const trail = buildBreadcrumb("/produkte/geburt-und-wochenbett/contessa", {
      "/produkte/geburt-wochenbett/contessa": "Gebärwanne Contessa",
    });
    expect(trail.at(-1)).toEqual({ label: "Gebärwanne Contessa", href: null });
  });

  it("ignores blank titles", () => {
    expect(buildBreadcrumb("/produkte/pflege", { "/produkte/pflege": "  " }).at(-1)?.label).toBe("Pflege");
  });

  it("otherwise shows the segment with hyphens as spaces, capitalised", () => {
    expect(buildBreadcrumb("/service/wartung-und-reparatur", {}).at(-1)).toEqual({ label: "Wartung und reparatur", href: null });
    expect(buildBreadcrumb("/produkte/%C3%BCbersicht-neu", {}).at(-1)?.label).toBe("Übersicht neu");
  });

  it("normalises the pathname (case, slashes, query, trailing slash)", () => {
    expect(buildBreadcrumb("//Produkte/Pflege/?tab=1#top", {})).toEqual([
      { label: "Startseite", href: "/" },
      { label: "Produkte", href: "/produkte" },
      { label: "Pflege", href: null },
    ]);
  });
});
