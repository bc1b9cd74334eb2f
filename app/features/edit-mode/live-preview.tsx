// The live preview (docs/decisions/0008-edit-mode.md, 0049-preview-in-the-browser.md): while a section is being edited, the page
// shows it as typed. The browser prepared it (preview-store.ts: the server's own preparation, the
// shared sanitising rules; after a save, the server's own preparation of what it stored); here it is
// rendered with the public renderers right after the stored section, which is hidden until the editor
// closes. Each preview subscribes to its own section only: a keystroke re-renders one section, however
// long the page.
import { useCallback, useLayoutEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { SectionRenderProvider } from "~/features/sections/render-context";
import { RenderedSection, SectionContent } from "~/features/sections/section-renderers";
import type { PreviewStore } from "./preview-store";

export function LivePreviews({ slug, store }: { slug: string; store: PreviewStore }) {
  const ids = useSyncExternalStore(store.subscribeIds, store.previewedIds);
  return ids.map((id) => <PreviewPortal key={id} id={id} slug={slug} store={store} />);
}

interface Host {
  container: HTMLElement;
  /** The section is one box of a teaser grid, not a section of its own. */
  inGrid: boolean;
  opensPage: boolean;
}

function PreviewPortal({ id, slug, store }: { id: number; slug: string; store: PreviewStore }) {
  const [host, setHost] = useState<Host | null>(null);
  const subscribe = useCallback((listener: () => void) => store.subscribeView(id, listener), [store, id]);
  const section = useSyncExternalStore(subscribe, () => store.view(id));
  const support = useSyncExternalStore(store.subscribeSupport, store.currentSupport);

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

  if (!host || !section) return null;
  return createPortal(
    <SectionRenderProvider value={{ pageSlug: slug, assets: support.assets, testimonials: support.testimonials, icons: support.icons }}>
      {host.inGrid ? (
        <SectionContent section={section} headingLevel={2} />
      ) : (
        <RenderedSection section={section} headingLevel={host.opensPage ? 1 : 2} anchor={false} />
      )}
    </SectionRenderProvider>,
    host.container,
  );
}
