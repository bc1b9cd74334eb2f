// The media field of the CMS forms, rendered on the server: what it shows for nothing chosen, for
// chosen files (thumbnail, title, alt text or its absence, hidden inputs in order) and for an id the
// library does not know; and the shared list it loads from /cms/api/medien.
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toLibraryAsset } from "./library/library-assets";
import { MediaField } from "./media-field";
import { addPickerAsset, loadPickerAssets, PICKER_ASSETS_ENDPOINT, resetPickerAssets } from "./picker-assets";

const asset = (id: number, filename: string, title: string, altText: string | null) =>
  toLibraryAsset({ id, filename, title, altText, category: null, mimeType: "image/webp", sizeBytes: 10, width: 1200, height: 800, createdAt: new Date(0) });

const library = [asset(7, "wanne-blau.webp", "Gebärwanne blau", "Gebärwanne in Blau"), asset(9, "ohne-alt.webp", "Ohne Alt", null)];

afterEach(() => resetPickerAssets());

describe("MediaField", () => {
  it("offers 'Auswählen' and says nothing is chosen", () => {
    resetPickerAssets({ status: "ready", assets: library, altTextLanguages: [], error: null });
    const html = renderToString(<MediaField label="Hero-Bild" value={[]} onChange={() => {}} />);
    expect(html).toContain("Kein Bild ausgewählt");
    expect(html).toContain("Auswählen");
    expect(html).not.toContain("Ändern");
    expect(html).not.toContain("Entfernen");
  });

  it("shows the chosen file with thumbnail, title, id and alt text, and offers 'Ändern' and 'Entfernen'", () => {
    resetPickerAssets({ status: "ready", assets: library, altTextLanguages: [], error: null });
    const html = renderToString(<MediaField label="Hero-Bild" value={[7]} onChange={() => {}} name="heroAssetId" />);
    expect(html).toContain("Gebärwanne blau");
    expect(html).toContain("asset:7 · wanne-blau.webp");
    expect(html).toContain("Alt-Text: Gebärwanne in Blau");
    expect(html).toContain('src="/media/wanne-blau.webp?w=480"');
    expect(html).toContain("Ändern");
    expect(html).toContain("Entfernen");
    expect(html).toContain('name="heroAssetId" value="7"');
  });

  it("flags a chosen image without alt text, keeps the order of a gallery, and names an unknown id", () => {
    resetPickerAssets({ status: "ready", assets: library, altTextLanguages: [], error: null });
    const html = renderToString(<MediaField label="Galerie" value={[9, 7, 404]} onChange={() => {}} limit={24} name="g" />);
    expect(html).toContain("Alt-Text fehlt");
    expect(html.indexOf('name="g" value="9"')).toBeLessThan(html.indexOf('name="g" value="7"'));
    expect(html).toContain("Datei asset:404 nicht in der Medienbibliothek gefunden");
    expect(html).toContain("Alle entfernen");
    expect(html).toContain("Ohne Alt entfernen");
  });

  it("says it is still loading instead of calling a chosen id unknown", () => {
    const html = renderToString(<MediaField label="Bild" value={[7]} onChange={() => {}} />);
    expect(html).toContain("asset:7 – wird geladen...");
    expect(html).not.toContain("nicht in der Medienbibliothek gefunden");
  });

  it("shows its error message", () => {
    const html = renderToString(<MediaField label="Bilder" value={[]} onChange={() => {}} limit={1} error="Maximal 1 Bilder auswählbar" />);
    expect(html).toContain("Maximal 1 Bilder auswählbar");
    expect(html).toContain('aria-invalid="true"');
  });
});

describe("picker assets", () => {
  it("loads once from the staff endpoint, even when asked twice at the same time", async () => {
    const fetcher = vi.fn(async () => Response.json({ ok: true, assets: library }));
    await Promise.all([loadPickerAssets(fetcher as typeof fetch), loadPickerAssets(fetcher as typeof fetch)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toEqual([PICKER_ASSETS_ENDPOINT, expect.objectContaining({ credentials: "same-origin" })]);
    const html = renderToString(<MediaField label="Bild" value={[7]} onChange={() => {}} />);
    expect(html).toContain("Gebärwanne blau");
  });

  it("keeps the further languages the server names for the upload's alt texts", async () => {
    await loadPickerAssets(async () => Response.json({ ok: true, assets: library, altTextLanguages: ["fr"] }));
    const { usePickerAssets } = await import("./picker-assets");
    let seen: readonly string[] = [];
    function Probe() {
      seen = usePickerAssets().altTextLanguages;
      return null;
    }
    renderToString(<Probe />);
    expect(seen).toEqual(["fr"]);
  });

  it("keeps the server's message on a refusal and the German load error on a broken answer", async () => {
    await loadPickerAssets(async () => Response.json({ ok: false, message: "Authentifizierung erforderlich" }, { status: 401 }));
    expect(renderToString(<MediaField label="Bild" value={[7]} onChange={() => {}} />)).toContain("nicht in der Medienbibliothek gefunden");
    resetPickerAssets();
    let failed = "";
    await loadPickerAssets(async () => {
      throw new Error("offline");
    });
    const { usePickerAssets } = await import("./picker-assets");
    function Probe() {
      failed = usePickerAssets().error ?? "";
      return null;
    }
    renderToString(<Probe />);
    expect(failed).toBe("Fehler beim Laden der Assets");
  });

  it("puts a file uploaded in one picker first in all of them", () => {
    resetPickerAssets({ status: "ready", assets: library, altTextLanguages: [], error: null });
    addPickerAsset(asset(11, "neu.webp", "Neu hochgeladen", "Neu"));
    const html = renderToString(<MediaField label="Bild" value={[11]} onChange={() => {}} />);
    expect(html).toContain("Neu hochgeladen");
  });
});
