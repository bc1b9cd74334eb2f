import { describe, expect, it } from "vitest";
import type { PageKind } from "~/lib/page-kinds";
import { buildNavigation, type NavigationPage } from "./build-navigation";

const page = (slug: string, title: string | null = null, kind: PageKind = "section"): NavigationPage => ({ slug, title, kind });
const category = (slug: string, title: string | null = null) => page(slug, title, "category");

describe("buildNavigation", () => {
  describe("home", () => {
    it("is '/' with the page title", () => {
      expect(buildNavigation([page("/", "Willkommen")]).home).toEqual({ href: "/", label: "Willkommen", children: [] });
    });
    it("is labelled 'Startseite' without a title or without a page", () => {
      expect(buildNavigation([page("/")]).home.label).toBe("Startseite");
      expect(buildNavigation([]).home).toEqual({ href: "/", label: "Startseite", children: [] });
    });
  });

  describe("products", () => {
    it("takes the product categories in the given order", () => {
      const nav = buildNavigation([
        category("/produkte/wellness", "Wellness"),
        category("/produkte/pflege", "Pflege"),
        category("/produkte/geburt-wochenbett", "Geburt & Wochenbett"),
      ]);
      expect(nav.products.map((p) => p.href)).toEqual(["/produkte/wellness", "/produkte/pflege", "/produkte/geburt-wochenbett"]);
      expect(nav.products.map((p) => p.label)).toEqual(["Wellness", "Pflege", "Geburt & Wochenbett"]);
    });

    it("reads the kind, never the address: not the overview, not product pages, and a category wherever it lives", () => {
      const nav = buildNavigation([
        page("/produkte", "Produkte"),
        category("/produkte/pflege", "Pflege"),
        page("/produkte/pflege/patientenlifter", "Patientenlifter", "product"),
        page("/produkte/pflege/patientenlifter/mehrzwecklifter-tr", "Mehrzwecklifter TR", "product"),
        page("/produkte/aktion", "Aktion"),
        category("/sortiment/hygiene", "Hygiene"),
      ]);
      expect(nav.products.map((p) => p.href)).toEqual(["/produkte/pflege", "/sortiment/hygiene"]);
    });

    it("normalises any slug spelling", () => {
      const nav = buildNavigation([category("produkte/Pflege/", "Pflege"), category("//produkte//wellness", "Wellness")]);
      expect(nav.products.map((p) => p.href)).toEqual(["/produkte/pflege", "/produkte/wellness"]);
    });

    it("lists a page once even when stored under two spellings (first wins)", () => {
      const nav = buildNavigation([
        category("/produkte/geburt-wochenbett", "Geburt & Wochenbett"),
        category("/produkte/geburt-und-wochenbett/", "Geburt und Wochenbett"),
        category("produkte/geburt-wochenbett/", "Doppelt"),
      ]);
      expect(nav.products).toEqual([{ href: "/produkte/geburt-wochenbett", label: "Geburt & Wochenbett", children: [] }]);
    });

    it("falls back to the slug's last part with hyphens as spaces when the title is missing or blank", () => {
      const nav = buildNavigation([category("/produkte/geburt-wochenbett", null), category("/produkte/wellness", "  ")]);
      expect(nav.products.map((p) => p.label)).toEqual(["geburt wochenbett", "wellness"]);
    });

    it("uses the four default categories when no product page exists", () => {
      const nav = buildNavigation([page("/"), page("/produkte", "Produkte"), page("/kontakt", "Kontakt")]);
      expect(nav.products).toEqual([
        { href: "/geburt-wochenbett", label: "Geburt & Wochenbett", children: [] },
        { href: "/pflege", label: "Pflege", children: [] },
        { href: "/stationseinrichtungen", label: "Stationseinrichtungen", children: [] },
        { href: "/wellness", label: "Wellness", children: [] },
      ]);
    });

    it("hands out fresh default items (callers cannot change the defaults)", () => {
      const first = buildNavigation([]);
      first.products[0].label = "geändert";
      first.products[0].children.push({ href: "/x", label: "x", children: [] });
      expect(buildNavigation([]).products[0]).toEqual({ href: "/geburt-wochenbett", label: "Geburt & Wochenbett", children: [] });
    });
  });

  describe("top level", () => {
    it("always lists Service, Über uns, Kontakt in this order, even without pages", () => {
      expect(buildNavigation([]).topLevel).toEqual([
        { href: "/service", label: "Service", children: [] },
        { href: "/ueber-uns", label: "Über uns", children: [] },
        { href: "/kontakt", label: "Kontakt", children: [] },
      ]);
    });

    it("uses the page titles and keeps the fixed order whatever the input order", () => {
      const nav = buildNavigation([page("/kontakt", "Kontakt & Anfahrt"), page("/ueber-uns", "Über Auralis"), page("/service", "Kundendienst")]);
      expect(nav.topLevel.map((t) => [t.href, t.label])).toEqual([
        ["/service", "Kundendienst"],
        ["/ueber-uns", "Über Auralis"],
        ["/kontakt", "Kontakt & Anfahrt"],
      ]);
    });

    it("keeps the German label when the page has no title", () => {
      expect(buildNavigation([page("/ueber-uns", null)]).topLevel[1].label).toBe("Über uns");
    });

    it("turns sub-paths into children, in the given order, with the title fallback", () => {
      const nav = buildNavigation([
        page("/service/wartung", "Wartung"),
        page("/ueber-uns/team", "Team"),
        page("service/ersatzteile/", null),
        page("/service/wartung/vertraege", "Wartungsverträge"),
        page("/kontakt/anfahrt", "Anfahrt"),
        page("/servicestelle", "Keine Unterseite"),
      ]);
      expect(nav.topLevel[0].children).toEqual([
        { href: "/service/wartung", label: "Wartung", children: [] },
        { href: "/service/ersatzteile", label: "ersatzteile", children: [] },
        { href: "/service/wartung/vertraege", label: "Wartungsverträge", children: [] },
      ]);
      expect(nav.topLevel[1].children.map((c) => c.href)).toEqual(["/ueber-uns/team"]);
      expect(nav.topLevel[2].children.map((c) => c.href)).toEqual(["/kontakt/anfahrt"]);
    });
  });

  describe("legal", () => {
    it("lists Impressum and Datenschutz in this order when they exist", () => {
      const nav = buildNavigation([page("/datenschutz", "Datenschutzerklärung"), page("/impressum", "Impressum")]);
      expect(nav.legal).toEqual([
        { href: "/impressum", label: "Impressum", children: [] },
        { href: "/datenschutz", label: "Datenschutzerklärung", children: [] },
      ]);
    });

    it("leaves out missing legal pages and labels untitled ones in German", () => {
      expect(buildNavigation([]).legal).toEqual([]);
      expect(buildNavigation([page("/datenschutz/")]).legal).toEqual([{ href: "/datenschutz", label: "Datenschutz", children: [] }]);
    });
  });

  it("ignores pages that belong to no group", () => {
    const nav = buildNavigation([page("/sections", "Demo"), page("/build-info"), page("/produkte", "Produkte")]);
    const hrefs = [nav.home, ...nav.products, ...nav.topLevel, ...nav.topLevel.flatMap((t) => t.children), ...nav.legal].map((i) => i.href);
    expect(hrefs).not.toContain("/sections");
    expect(hrefs).not.toContain("/build-info");
    expect(hrefs).not.toContain("/produkte");
  });
});
