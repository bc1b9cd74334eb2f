// The check's picture of a section (section-content.ts) against what the renderers really draw: every
// type, rendered as a page's first section (h1) and further down (h2), must give the same heading levels
// and the same number of pictures, and no picture may be drawn wider than the check assumes.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SectionRenderProvider } from "~/features/sections/render-context";
import { sectionTypeFacts, sectionTypes, type SectionType } from "~/features/sections/registry";
import { SectionBlocks } from "~/features/sections/section-renderers";
import type { SectionView } from "~/features/sections/section-view";
import type { AssetView } from "~/features/media/asset-view";
import { largestRenderedWidth, sectionContent } from "./section-content";

const assets: Record<number, AssetView> = Object.fromEntries(
  [1, 2, 3, 4].map((id) => [
    id,
    { id, url: `/media/bild-${id}.webp`, filename: `bild-${id}.webp`, title: null, alt: `Alt ${id}`, mimeType: "image/webp", width: 2400, height: 1600 },
  ]),
);

/** Every settings key any type reads, filled, so each renderer draws all it can. */
const fullSettings: Record<string, unknown> = {
  title: "Titel",
  subtitle: "Untertitel",
  description: "Beschreibung",
  image: "asset:3",
  imageAlt: "Bild",
  buttonText: "Mehr",
  buttonUrl: "/kontakt",
  primaryButtonText: "Eins",
  primaryButtonUrl: "/kontakt",
  heroTitle: "Produkt",
  heroDescription: "<p>Intro</p><h3>Intro-Abschnitt</h3>",
  features: [{ icon: "heart", title: "Merkmal", description: "<p>x</p>" }],
  technicalSpecs: [{ label: "Länge", value: "2 m" }],
  materialInfo: "<p>Holz</p><h4>Pflege</h4>",
  items: [{ title: "Eintrag", text: "Text", author: "Anna", quote: "Gut", rating: 5, media_asset_id: 4, url: "/kontakt" }],
};

function sectionOf(type: SectionType, withTitle: boolean): SectionView {
  const settings = { ...fullSettings };
  if (!withTitle) {
    delete settings.title;
    delete settings.heroTitle;
  }
  return {
    id: 1,
    name: type,
    order: 0,
    isPublished: true,
    html: "<p>Text</p><h3>Abschnitt</h3><h5>Tief</h5>",
    plain: "Text",
    mediaIds: [1, 2],
    ...sectionTypeFacts(type),
    type,
    settings,
  } as SectionView;
}

function render(section: SectionView, first: boolean): string {
  const opener: SectionView = {
    id: 2,
    name: "Kopf",
    order: -1,
    isPublished: true,
    html: "",
    plain: "",
    mediaIds: [],
    ...sectionTypeFacts("text"),
    type: "text",
    settings: { title: "Kopf" },
  };
  const blocks = first
    ? [{ kind: "single" as const, section }]
    : [
        { kind: "single" as const, section: opener },
        { kind: "single" as const, section },
      ];
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <SectionRenderProvider pageSlug="/" assets={assets} testimonials={[]} icons={{}}>
          <SectionBlocks blocks={blocks} />
        </SectionRenderProvider>
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={["/"]} />);
  // Only the section under test (the opener renders first, in its own wrapper).
  return first ? html : html.slice(html.indexOf('data-section-id="1"'));
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe.each(sectionTypes)("%s", (type) => {
  for (const first of [true, false]) {
    for (const withTitle of [true, false]) {
      it(`matches the renderer ${first ? "as the page's first section" : "further down"}, ${withTitle ? "with" : "without"} a title`, () => {
        const section = sectionOf(type, withTitle);
        const html = render(section, first);
        const level = first && ["hero", "product_hero", "product_details", "product_details_v2"].includes(type) ? 1 : 2;
        const model = sectionContent(section, level);

        const rendered = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
        expect(model.headings.map((h) => h.level)).toEqual(rendered);

        const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
        expect(model.images.length).toBe(images.length);
        const widest = Math.max(0, ...model.images.map((i) => (i.sizes ? largestRenderedWidth(i.sizes) : 0)));
        for (const img of images) {
          const sizes = /sizes="([^"]+)"/.exec(img)?.[1];
          if (sizes) expect(largestRenderedWidth(sizes)).toBeLessThanOrEqual(widest);
        }
      });
    }
  }
});
