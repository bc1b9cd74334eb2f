import { describe, expect, it, vi } from "vitest";
import type { SectionFormInput } from "~/features/sections/editor/section-action-contract";
import type { AssetView } from "~/features/media/asset-view";
import { PreviewStore, type SupportFetcher } from "./preview-store";

const input = (overrides: Partial<SectionFormInput> = {}): SectionFormInput => ({
  sectionName: "Einleitung",
  sectionType: "content_intro",
  contentHtml: "<p>Hallo</p>",
  isPublished: true,
  settings: {},
  mediaAssetIds: [],
  ...overrides,
});

const asset = (id: number, filename = `bild-${id}.webp`): AssetView => ({
  id,
  url: `/media/${filename}`,
  filename,
  alt: "",
  mimeType: "image/webp",
  width: 800,
  height: 600,
});

function storeWith(answer: Awaited<ReturnType<SupportFetcher>> = { assets: {}, testimonials: null }) {
  const fetchSupport = vi.fn<SupportFetcher>(async () => answer);
  return { store: new PreviewStore("/seite", fetchSupport), fetchSupport };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the live preview prepared in the browser", () => {
  it("prepares the typed values as the page would show them, sanitised", () => {
    const { store, fetchSupport } = storeWith();
    expect(store.show(7, input({ contentHtml: '<p onclick="x()">Hallo <script>x()</script><strong>Welt</strong></p>', settings: { title: " Titel " } }))).toBe(
      true,
    );
    expect(store.view(7)).toMatchObject({ id: 7, type: "content_intro", html: "<p>Hallo <strong>Welt</strong></p>", settings: { title: "Titel" } });
    expect(fetchSupport).not.toHaveBeenCalled();
  });

  it("keeps the last good preview when the server would refuse the values", () => {
    const { store } = storeWith();
    store.show(7, input());
    expect(store.show(7, input({ contentHtml: "x".repeat(100_001) }))).toBe(false);
    expect(store.show(7, input({ sectionName: 5 as unknown as string }))).toBe(false);
    expect(store.view(7)?.html).toBe("<p>Hallo</p>");
  });

  it("tells only the edited section's subscribers, and the list only when a preview comes or goes", () => {
    const { store } = storeWith();
    const seven = vi.fn();
    const eight = vi.fn();
    const list = vi.fn();
    store.subscribeView(7, seven);
    store.subscribeView(8, eight);
    store.subscribeIds(list);
    store.show(7, input());
    store.show(7, input({ contentHtml: "<p>Hallo Welt</p>" }));
    expect(seven).toHaveBeenCalledTimes(2);
    expect(eight).not.toHaveBeenCalled();
    expect(list).toHaveBeenCalledTimes(1);
    expect(store.previewedIds()).toEqual([7]);
    store.clear(7);
    expect(list).toHaveBeenCalledTimes(2);
    expect(store.previewedIds()).toEqual([]);
  });

  it("asks the server once for a picture chosen, by id or file name, never again while typing on", async () => {
    const { store, fetchSupport } = storeWith({ assets: { 3: asset(3), 4: asset(4, "titelbild.webp") }, testimonials: null });
    const support = vi.fn();
    store.subscribeSupport(support);
    store.show(7, input({ mediaAssetIds: [3], settings: { image: "titelbild.webp" } }));
    for (const text of ["<p>H</p>", "<p>Ha</p>", "<p>Hal</p>"])
      store.show(7, input({ contentHtml: text, mediaAssetIds: [3], settings: { image: "titelbild.webp" } }));
    await settle();
    expect(fetchSupport).toHaveBeenCalledTimes(1);
    expect(fetchSupport).toHaveBeenCalledWith({ assetIds: [3], filenames: ["titelbild.webp"], testimonials: false });
    expect(store.currentSupport().assets[3]).toEqual(asset(3));
    expect(support).toHaveBeenCalledTimes(1);
    // A picture the page already shows needs no request.
    store.knowPageData({ assets: { 9: asset(9) } });
    store.show(7, input({ mediaAssetIds: [9] }));
    await settle();
    expect(fetchSupport).toHaveBeenCalledTimes(1);
  });

  it("asks for the published testimonials once, when a testimonials section without items is previewed", async () => {
    const quote = { id: 1, author: "Frau Lob", role: null, quote: "Sehr gut", rating: 5, mediaAssetId: null };
    const { store, fetchSupport } = storeWith({ assets: {}, testimonials: [quote] });
    store.show(5, input({ sectionType: "testimonials", settings: { items: [{ author: "Eigenes", quote: "Eigenes Zitat" }] } }));
    expect(fetchSupport).not.toHaveBeenCalled();
    store.show(5, input({ sectionType: "testimonials", settings: {} }));
    store.show(5, input({ sectionType: "testimonials", settings: { title: "Stimmen" } }));
    await settle();
    expect(fetchSupport).toHaveBeenCalledTimes(1);
    expect(fetchSupport).toHaveBeenCalledWith({ assetIds: [], filenames: [], testimonials: true });
    expect(store.currentSupport().testimonials).toEqual([quote]);
  });

  it("after a save, shows the server's section once the page has it, unless the editor typed on", () => {
    const { store } = storeWith();
    store.show(7, input({ contentHtml: "<p>Gespeichert</p>" }));
    const fromServer = { ...store.view(7)!, html: "<p>Vom Server</p>" };
    store.settle(7);
    store.pageRendered([fromServer]);
    expect(store.view(7)).toBe(fromServer);

    store.show(7, input({ contentHtml: "<p>Gespeichert</p>" }));
    store.settle(7);
    store.show(7, input({ contentHtml: "<p>Weiter getippt</p>" }));
    store.pageRendered([fromServer]);
    expect(store.view(7)?.html).toBe("<p>Weiter getippt</p>");

    // A section the page does not show (any more) leaves the page to itself.
    store.settle(7);
    store.pageRendered([]);
    expect(store.view(7)).toBeUndefined();
  });
});
