import { describe, expect, it } from "vitest";
import { canonicalSlug, pageSlugVariants, parentSlugOf, slugMatchKey, titleFromSlug } from "./slug";

describe("canonicalSlug", () => {
  it.each([
    ["/produkte/", "/produkte"],
    ["produkte/geburt-wochenbett", "/produkte/geburt-wochenbett"],
    ["//Produkte//Pflege/", "/produkte/pflege"],
    ["/", "/"],
    ["", "/"],
    ["/kontakt?x=1#top", "/kontakt"],
  ])("%s → %s", (input, expected) => expect(canonicalSlug(input)).toBe(expected));
});

describe("slugMatchKey", () => {
  it("treats '-und-' and a hyphen as the same", () => {
    expect(slugMatchKey("/produkte/geburt-und-wochenbett/contessa")).toBe(slugMatchKey("produkte/geburt-wochenbett/contessa/"));
  });
  it("treats 'stuehle' and 'stuhle' as the same", () => {
    expect(slugMatchKey("/produkte/pflege/duschwagen-und-stuehle")).toBe(slugMatchKey("/produkte/pflege/duschwagen-stuhle"));
  });
  it("keeps different pages apart", () => {
    expect(slugMatchKey("/produkte/pflege")).not.toBe(slugMatchKey("/produkte/wellness"));
  });
});

describe("pageSlugVariants", () => {
  it("lists the canonical form first and every slash spelling", () => {
    const v = pageSlugVariants("/produkte/");
    expect(v[0]).toBe("/produkte");
    expect(v).toEqual(expect.arrayContaining(["/produkte", "/produkte/", "produkte", "produkte/"]));
  });
  it("includes the spelling without '-und-' and both umlaut spellings", () => {
    const v = pageSlugVariants("produkte/pflege/duschwagen-und-stuehle");
    expect(v).toEqual(
      expect.arrayContaining([
        "/produkte/pflege/duschwagen-und-stuehle",
        "/produkte/pflege/duschwagen-stuehle",
        "/produkte/pflege/duschwagen-und-stuhle",
        "produkte/pflege/duschwagen-stuhle/",
      ]),
    );
  });
  it("every variant has the same match key", () => {
    const variants = pageSlugVariants("/produkte/geburt-und-wochenbett/contessa");
    expect(new Set(variants.map(slugMatchKey)).size).toBe(1);
  });
  it("the home page has only '/'", () => {
    expect(pageSlugVariants("/")).toEqual(["/"]);
  });
});

describe("parentSlugOf and titleFromSlug", () => {
  it("finds the parent", () => {
    expect(parentSlugOf("/produkte/pflege/patientenlifter")).toBe("/produkte/pflege");
    expect(parentSlugOf("/kontakt")).toBe("/");
    expect(parentSlugOf("/")).toBeNull();
  });
  it("makes a title of the last part", () => {
    expect(titleFromSlug("/produkte/wellness/thermo-spa")).toBe("thermo spa");
  });
});
