// The one search field of the CMS lists and the media picker (cms-search-field.tsx).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CmsSearchField } from "./cms-search-field";

describe("CmsSearchField", () => {
  it("is a labelled search input with the magnifier hidden from screen readers", () => {
    const html = renderToString(<CmsSearchField id="suche" name="q" placeholder="Dateiname oder Titel" defaultValue="bild" />);
    expect(html).toMatch(/<label for="suche"[^>]*>Suche<\/label>/);
    const input = /<input [^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['id="suche"', 'type="search"', 'name="q"', 'placeholder="Dateiname oder Titel"', 'value="bild"'])
      expect(input).toContain(attribute);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain("pl-9");
  });

  it("takes the screen's own label, and an id of its own when none is given", () => {
    const html = renderToString(<CmsSearchField label="Medium suchen (ID, Dateiname oder Titel)" />);
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="mb-1.5 block text-sm font-semibold">Medium suchen (ID, Dateiname oder Titel)</label>`);
  });
});
