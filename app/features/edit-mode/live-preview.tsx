// The live preview (docs/decisions/0008-edit-mode.md): while a section is being edited, the page shows it as typed. The
// server prepared it (sanitised, settings read as for the public page); here it is rendered with the
// public renderers right after the stored section, which is hidden until the editor closes.
import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { SectionPreviewData } from "~/features/sections/editor/section-action-types";
import { SectionRenderProvider } from "~/features/sections/render-context";
import { RenderedSection, SectionContent } from "~/features/sections/section-renderers";

export function LivePreviews({ slug, previews }: { slug: string; previews: ReadonlyMap<number, SectionPreviewData> }) {
  return [...previews].map(([id, preview]) => <PreviewPortal key={id} id={id} slug={slug} preview={preview} />);
}

interface Host {
  container: HTMLElement;
  /** The section is one box of a teaser grid, not a section of its own. */
  inGrid: boolean;
  opensPage: boolean;
}

function PreviewPortal({ id, slug, preview }: { id: number; slug: string; preview: SectionPreviewData }) {
  const [host, setHost] = useState<Host | null>(null);

  useLayoutEffect(() => {
    const original = document.querySelector<HTMLElement>(`main [data-section-id="${id}"]`);
    if (!original) return;
    const inGrid = original.tagName !== "SECTION";
    const container = document.createElement("div");
    container.dataset.livePreview = String(id);
    if (inGrid) container.className = original.className;
    original.after(container);
    original.hidden = true;
    setHost({ container, inGrid, opensPage: Boolean(original.querySelector("h1")) });
    return () => {
      container.remove();
      original.hidden = false;
    };
  }, [id]);

  if (!host) return null;
  return createPortal(
    <SectionRenderProvider value={{ pageSlug: slug, assets: preview.assets, testimonials: preview.testimonials, icons: preview.icons }}>
      {host.inGrid ? (
        <SectionContent section={preview.section} headingLevel={2} />
      ) : (
        <RenderedSection section={preview.section} headingLevel={host.opensPage ? 1 : 2} anchor={false} />
      )}
    </SectionRenderProvider>,
    host.container,
  );
}
