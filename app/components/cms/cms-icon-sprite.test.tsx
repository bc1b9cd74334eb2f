// Icons of a long list are drawn once (cms-icon-sprite.tsx): each row refers to a symbol of the sprite.
import { Copy, Pencil, Trash2 } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CmsIcon, CmsIconSprite } from "./cms-icon-sprite";
import { CmsIconButton } from "./cms-icon-button";

const ICONS = [Pencil, Copy];

function rows(n: number) {
  return Array.from({ length: n }, (_, i) => <CmsIconButton key={i} icon={Pencil} label={`Seite ${i} bearbeiten`} />);
}

describe("CmsIconSprite", () => {
  it("draws each named icon once, and every row refers to it", () => {
    const html = renderToStaticMarkup(<CmsIconSprite icons={ICONS}>{rows(20)}</CmsIconSprite>);
    expect(html.match(/lucide-pencil/g)).toHaveLength(1);
    const refs = [...html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
    expect(refs).toHaveLength(20);
    expect(new Set(refs).size).toBe(1);
    expect(html).toContain(`<symbol id="${refs[0]}" viewBox="0 0 24 24">`);
    expect(html.match(/aria-label="Seite \d+ bearbeiten"/g)).toHaveLength(20);
  });

  it("draws an icon it does not name, and any icon outside a sprite, in full", () => {
    const inside = renderToStaticMarkup(
      <CmsIconSprite icons={ICONS}>
        <CmsIcon icon={Trash2} className="size-4" />
      </CmsIconSprite>,
    );
    expect(inside).toContain("lucide-trash2");
    const outside = renderToStaticMarkup(<CmsIcon icon={Pencil} className="size-4" />);
    expect(outside).toContain("lucide-pencil");
    expect(outside).not.toContain("<use");
  });

  it("hides the icons from screen readers, referenced or drawn", () => {
    const html = renderToStaticMarkup(<CmsIconSprite icons={ICONS}>{rows(1)}</CmsIconSprite>);
    expect(html.match(/<svg[^>]*>/g)?.every((tag) => tag.includes('aria-hidden="true"'))).toBe(true);
  });
});
