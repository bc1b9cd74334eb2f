import { describe, expect, it } from "vitest";
import { activeCmsNavItem, cmsNavItems, visibleCmsNavItems, type CmsNavItem } from "./cms-navigation";

describe("CMS navigation", () => {
  const every = cmsNavItems.flatMap((i) => (i.operation ? [i.operation].flat() : []));
  const editor = every.filter((o) => o !== "users.manage" && o !== "privacy.manage");

  it("lists the CMS screens in order, users only for administrators", () => {
    expect(visibleCmsNavItems(every).map((i) => i.label)).toEqual([
      "Übersicht",
      "Seiten",
      "Übersetzungen",
      "Freigaben",
      "Freigabe-Protokoll",
      "Dokumente",
      "Weiterleitungen",
      "Medienbibliothek",
      "Testimonials",
      "Globale Einstellungen",
      "E-Mail-Vorlagen",
      "Sektionen-Demo",
      "Kontaktanfragen",
      "Gedruckte Ausgaben",
      "Postausgang",
      "Benutzer",
      "Datenschutz",
      "Mein Konto",
    ]);
    expect(visibleCmsNavItems(editor).map((i) => i.href)).not.toContain("/cms/users");
    expect(visibleCmsNavItems(editor).map((i) => i.href)).not.toContain("/cms/datenschutz");
    expect(visibleCmsNavItems(editor)).toHaveLength(cmsNavItems.length - 2);
  });

  it("shows a translator only the overview, the pages, the translations and their account", () => {
    const translator = ["cms.view", "pages.edit", "sections.edit", "translations.view", "translations.exchange"];
    expect(visibleCmsNavItems(translator).map((i) => i.label)).toEqual(["Übersicht", "Seiten", "Übersetzungen", "Mein Konto"]);
  });

  it("shows the role 'Freigabe' (docs/decisions/0039-approval.md) its screens and its account, nothing it cannot use", () => {
    expect(visibleCmsNavItems(["cms.view", "approvals.view", "approvals.decide"]).map((i) => i.label)).toEqual([
      "Übersicht",
      "Freigaben",
      "Freigabe-Protokoll",
      "Dokumente",
      "Mein Konto",
    ]);
  });

  it("marks the screen, its sub-screens and its aliases as active", () => {
    // Whether the path belongs to the item: the item is the active one of a list of it alone.
    const isActive = (path: string, item: Pick<CmsNavItem, "href" | "aliases">) => activeCmsNavItem(path, [item]) === item;
    const users = { href: "/cms/users" };
    expect(isActive("/cms/users", users)).toBe(true);
    expect(isActive("/cms/users/", users)).toBe(true);
    expect(isActive("/cms/users/abc", users)).toBe(true);
    expect(isActive("/cms/users-alt", users)).toBe(false);
    expect(isActive("/cms-overview", { href: "/cms-overview" })).toBe(true);
    expect(isActive("/cms/konto", { href: "/cms-overview" })).toBe(false);
    const pages = cmsNavItems.find((i) => i.label === "Seiten");
    expect(pages && isActive("/cms/page-editor/produkte/pflege", pages)).toBe(true);
    const demo = cmsNavItems.find((i) => i.label === "Sektionen-Demo");
    expect(demo?.href).toBe("/sections");
    expect(demo && isActive("/sections-demo", demo)).toBe(true);
    const media = cmsNavItems.find((i) => i.label === "Medienbibliothek");
    expect(media && isActive("/cms-media-library", media)).toBe(true);
  });

  it("marks one item only: the most specific one the address belongs to", () => {
    const every = visibleCmsNavItems(cmsNavItems.flatMap((i) => (i.operation ? [i.operation].flat() : [])));
    const active = (path: string) => activeCmsNavItem(path, every)?.label;
    expect(active("/cms/dokumente/anfragen")).toBe("Gedruckte Ausgaben");
    expect(active("/cms/dokumente/anfragen/export.csv")).toBe("Gedruckte Ausgaben");
    expect(active("/cms/dokumente")).toBe("Dokumente");
    expect(active("/cms/dokumente/produkt/3f2c1a9e-1b2c-4d5e-8f90-0123456789ab")).toBe("Dokumente");
    expect(active("/cms/dokumente/arten/")).toBe("Dokumente");
    expect(active("/cms/page-editor/produkte/pflege")).toBe("Seiten");
    expect(active("/cms/unbekannt")).toBeUndefined();
    // Without 'Gedruckte Ausgaben' in the list (no right to it), its address still belongs to 'Dokumente'.
    expect(
      activeCmsNavItem(
        "/cms/dokumente/anfragen",
        every.filter((i) => i.label !== "Gedruckte Ausgaben"),
      )?.label,
    ).toBe("Dokumente");
  });
});
