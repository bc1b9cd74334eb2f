import { describe, expect, it } from "vitest";
import {
  documentListHref,
  filtersFromSearch,
  groupVersions,
  productQrTarget,
  stateFromParam,
  stateParam,
  listStates,
  type DocumentFilters,
} from "./document-admin-rules";

const key = "3f2c1a9e-1b2c-4d5e-8f90-0123456789ab";

describe("the list's filters in the address", () => {
  it("survive the way into the address and back, every state included", () => {
    for (const state of listStates) {
      const filters: DocumentFilters = { productKey: key, kindId: 3, language: "fr", state };
      expect(filtersFromSearch(new URL(documentListHref(filters, 2), "http://x").searchParams)).toEqual(filters);
      expect(stateFromParam(stateParam(state))).toBe(state);
    }
  });

  it("say the states in German words, and leave page 1 and missing filters out", () => {
    expect(documentListHref({ state: "withdrawn" })).toBe("/cms/dokumente?status=zurueckgezogen");
    expect(documentListHref({ state: "integrity-failed" }, 1)).toBe("/cms/dokumente?status=integritaet-verletzt");
    expect(documentListHref({}, 3)).toBe("/cms/dokumente?seite=3");
    expect(documentListHref({})).toBe("/cms/dokumente");
  });

  it("take nothing they do not understand as a filter: a hand-edited address still shows a list", () => {
    const params = new URLSearchParams({ produkt: "../etc", art: "-1", sprache: "xx", status: "draft" });
    expect(filtersFromSearch(params)).toEqual({});
    expect(filtersFromSearch(new URLSearchParams({ produkt: key.toUpperCase(), art: "2.5" }))).toEqual({ productKey: key });
  });
});

describe("a document's versions on the product screen", () => {
  const v = (id: number, state: "draft" | "submitted" | "approved" | "published" | "withdrawn") => ({ id, state });
  it("shows the current one apart, those in work, and every other published or withdrawn one as 'Frühere Versionen'", () => {
    const versions = [v(5, "draft"), v(4, "submitted"), v(3, "published"), v(2, "withdrawn"), v(1, "published")];
    expect(groupVersions(versions, 3)).toEqual({ current: versions[2], inWork: [versions[0], versions[1]], earlier: [versions[3], versions[4]] });
  });
  it("has no current version when none is published (every published one withdrawn)", () => {
    const versions = [v(2, "withdrawn"), v(1, "approved")];
    expect(groupVersions(versions, null)).toEqual({ current: null, inWork: [versions[1]], earlier: [versions[0]] });
  });
});

describe("the QR code's address", () => {
  it("is the product's language-neutral /d/<number>, absolute from the site's address", () => {
    expect(productQrTarget("https://www.auralis.example", 7)).toBe("https://www.auralis.example/d/7");
    expect(productQrTarget("https://www.auralis.example/", 12)).toBe("https://www.auralis.example/d/12");
  });
});
