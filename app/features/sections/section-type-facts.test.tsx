// The facts a section type's definition gives about the page (opensPage, defaultVariant) reach the
// browser through the section view: each registered type renders with the heading level and surface
// it had when these facts were tables outside the type folders (page-opening.ts, the render map).
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageSection } from "#db/schema";
import { openingHeadingLevel, sectionsProvideH1 } from "./page-opening";
import { sectionRowFromInput } from "./prepare-section";
import { prepareSection } from "./prepare-sections.server";
import { sectionRegistry, sectionTypeFacts, sectionTypes, type SectionType } from "./registry";
import { SectionRenderProvider } from "./render-context";
import { SectionBlocks } from "./section-renderers";
import { sectionWrapperVariants } from "./section-wrapper";
import { sectionVariants } from "./settings-fields";

/** The rules as they were written before they moved into the definitions. */
const openingTypes = ["hero", "product_hero", "product_details", "product_details_v2"];
const surfaces: Partial<Record<SectionType, string>> = {
  hero: "hero",
  product_hero: "hero",
  cta: "colored-section",
  testimonials: "muted",
};

function row(type: string, settings: Record<string, unknown>): PageSection {
  return sectionRowFromInput(1, "/", { sectionName: type, sectionType: type, contentHtml: "", isPublished: true, settings, mediaAssetIds: [] });
}

function render(type: string, settings: Record<string, unknown>) {
  const section = prepareSection(row(type, settings));
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <SectionRenderProvider pageSlug="/" assets={{}} testimonials={[]} icons={{}}>
          <SectionBlocks blocks={[{ kind: "single", section }]} />
        </SectionRenderProvider>
      ),
    },
  ]);
  return { section, html: renderToString(<Stub initialEntries={["/"]} />) };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("section type facts", () => {
  it("name the page-opening types and default surfaces in the definitions", () => {
    expect(sectionTypes.filter((type) => sectionRegistry[type].opensPage)).toEqual(openingTypes);
    for (const type of sectionTypes) expect([type, sectionRegistry[type].defaultVariant]).toEqual([type, surfaces[type]]);
  });

  it("travel with the prepared view; an unknown type opens nothing", () => {
    for (const type of sectionTypes) {
      expect(prepareSection(row(type, {}))).toMatchObject(sectionTypeFacts(type));
      expect(sectionTypeFacts(type)).toEqual({ opensPage: openingTypes.includes(type), defaultVariant: surfaces[type] ?? "default" });
    }
    expect(prepareSection(row("karussell", {}))).toMatchObject({ opensPage: false, defaultVariant: "default" });
  });

  it("give every type in first place its heading level and, without a variant, its surface", () => {
    for (const type of sectionTypes) {
      const heading = type.startsWith("product_details") ? { heroTitle: "Überschrift" } : { title: "Überschrift" };
      const { section, html } = render(type, heading);
      const level = openingTypes.includes(type) ? 1 : 2;
      expect([type, openingHeadingLevel(section)]).toEqual([type, level]);
      expect([type, sectionsProvideH1(section)]).toEqual([type, level === 1]);
      expect([type, html.includes("<h1")]).toEqual([type, level === 1]);
      expect([type, /<section[^>]*data-variant="([^"]+)"/.exec(html)?.[1]]).toEqual([type, surfaces[type] ?? "default"]);
    }
  });

  it("choose among the wrapper's surfaces, the same list the settings offer", () => {
    expect(sectionVariants).toEqual(sectionWrapperVariants);
    for (const type of sectionTypes) expect(sectionWrapperVariants).toContain(sectionTypeFacts(type).defaultVariant);
  });

  it("let a chosen variant win over the type's surface", () => {
    expect(render("cta", { title: "Beratung", variant: "gradient" }).html).toContain('data-variant="gradient"');
  });
});
