// Server-renders the picker and the upload panel: the chosen files in order, the hidden inputs for
// the host's form, the limits' wording, and the panel's form fields (named on its own, unnamed when
// embedded in another form).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { syntheticLibraryAsset, toLibraryAsset } from "./library/library-assets";
import { MediaPicker } from "./media-picker";
import { UploadPanel } from "./upload-panel";

const asset = (id: number, filename: string, title: string) =>
  toLibraryAsset({
    id,
    filename,
    title,
    altText: null,
    category: "pflege",
    mimeType: filename.endsWith(".pdf") ? "application/pdf" : "image/webp",
    sizeBytes: 10,
    width: 100,
    height: 50,
    createdAt: new Date(0),
  });

const assets = [
  asset(1, "eins.webp", "Eins"),
  asset(2, "zwei.webp", "Zwei"),
  asset(3, "blatt.pdf", "Blatt"),
  syntheticLibraryAsset({ name: "nur.png", size: 1, modifiedAt: null }),
];

describe("MediaPicker", () => {
  it("lists the chosen images in order with hidden inputs, and offers images only by default", () => {
    const html = renderToString(<MediaPicker label="Galerie" assets={assets} value={[2, 1]} onChange={() => {}} limit={24} name="mediaAssetIds" />);
    expect(html).toContain("Bis zu 24 Dateien wählen – 2 gewählt.");
    expect(html.indexOf("Zwei")).toBeLessThan(html.indexOf("Eins"));
    expect(html).toContain('name="mediaAssetIds" value="2"');
    expect(html).toContain('name="mediaAssetIds" value="1"');
    expect(html).toContain("Alle Medien (3)");
    expect(html).not.toContain("Blatt");
    expect(html).toContain("nicht wählbar");
  });
  it("says so when nothing is chosen in a single picker", () => {
    const html = renderToString(<MediaPicker label="Hero-Bild" assets={assets} value={[]} onChange={() => {}} />);
    expect(html).toContain("Eine Datei wählen.");
    expect(html).toContain("Kein Bild ausgewählt");
    expect(html).toContain("Neue Datei hochladen");
  });
  it("shows the load error", () => {
    expect(renderToString(<MediaPicker label="X" assets={[]} value={[]} onChange={() => {}} loadError />)).toContain("Fehler beim Laden der Assets");
  });
});

describe("UploadPanel", () => {
  it("is a multipart form to /api/media that works without JavaScript", () => {
    const html = renderToString(<UploadPanel />);
    expect(html).toContain('action="/api/media"');
    expect(html).toMatch(/encType="multipart\/form-data"/i);
    for (const field of ["file", "seoName", "title", "altText", "category"]) expect(html).toContain(`name="${field}"`);
    expect(html).toContain("Datei hochladen (SEO-optimiert)");
    expect(html).toContain('value="uncategorized"');
  });
  it("words its file button in German, whatever the browser's language", () => {
    const html = renderToString(<UploadPanel />);
    expect(html).toContain("Datei auswählen");
    expect(html).toContain("Keine Datei ausgewählt");
    // The native input (with the browser's own words) is there but transparent, over the German one.
    expect(html).toMatch(/<input[^>]*type="file"[^>]*class="[^"]*opacity-0/);
  });
  it("has neither a form nor field names when embedded in another form", () => {
    const html = renderToString(<UploadPanel embedded />);
    expect(html).not.toContain("<form");
    expect(html).not.toMatch(/name="(file|seoName|title|altText|category)"/);
  });
  it("asks for the alt text of each switched-on further language, nameless when embedded", () => {
    const html = renderToString(<UploadPanel embedded altTextLanguages={["fr", "it"]} />);
    expect(html).toContain("Alternativtext (Französisch)");
    expect(html).toContain("Alternativtext (Italienisch)");
    expect(html).not.toContain("Alternativtext (Englisch)");
    expect(html).not.toMatch(/name="altText_/);
    expect(renderToString(<UploadPanel altTextLanguages={["fr"]} />)).toContain('name="altText_fr"');
  });
});
