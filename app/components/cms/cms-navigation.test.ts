import { describe, expect, it } from "vitest";
import { cmsNavItems, isActiveCmsNavItem, visibleCmsNavItems } from "./cms-navigation";

describe("CMS navigation", () => {
  it("lists the CMS screens in order, users only for administrators", () => {
    expect(visibleCmsNavItems(true).map((i) => i.label)).toEqual([
      "Übersicht",
      "Seiten",
      "Weiterleitungen",
      "Medienbibliothek",
      "Testimonials",
      "Globale Einstellungen",
      "E-Mail-Vorlagen",
      "Sektionen-Demo",
      "Kontaktanfragen",
      "Postausgang",
      "Benutzer",
      "Datenschutz",
      "Mein Konto",
    ]);
    expect(visibleCmsNavItems(false).map((i) => i.href)).not.toContain("/cms/users");
    expect(visibleCmsNavItems(false).map((i) => i.href)).not.toContain("/cms/datenschutz");
    expect(visibleCmsNavItems(false)).toHaveLength(cmsNavItems.length - 2);
  });

  it("marks the screen, its sub-screens and its aliases as active", () => {
    const users = { href: "/cms/users" };
    expect(isActiveCmsNavItem("/cms/users", users)).toBe(true);
    expect(isActiveCmsNavItem("/cms/users/", users)).toBe(true);
    expect(isActiveCmsNavItem("/cms/users/abc", users)).toBe(true);
    expect(isActiveCmsNavItem("/cms/users-alt", users)).toBe(false);
    expect(isActiveCmsNavItem("/cms-overview", { href: "/cms-overview" })).toBe(true);
    expect(isActiveCmsNavItem("/cms/konto", { href: "/cms-overview" })).toBe(false);
    const pages = cmsNavItems.find((i) => i.label === "Seiten");
    expect(pages && isActiveCmsNavItem("/cms/page-editor/produkte/pflege", pages)).toBe(true);
    const demo = cmsNavItems.find((i) => i.label === "Sektionen-Demo");
    expect(demo?.href).toBe("/sections");
    expect(demo && isActiveCmsNavItem("/sections-demo", demo)).toBe(true);
    const media = cmsNavItems.find((i) => i.label === "Medienbibliothek");
    expect(media && isActiveCmsNavItem("/cms-media-library", media)).toBe(true);
  });
});
