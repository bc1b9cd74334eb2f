// The page's preview store (preview-store.ts, decision 0049), fed with what the browser already has: the
// icons of the panel's data and the sections, pictures and testimonials the page below was rendered with. What
// else a preview needs it asks the edit mode's endpoint for, once ('preview-support').
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { postSectionAction } from "./live-edit-client";
import type { SectionBlock } from "~/features/sections/section-view";
import { PreviewStore, type PreviewSupport } from "./preview-store";

/** The public page's loader data, as far as the preview uses it (routes.ts: the home page and every other address). */
type PageRenderData = (Partial<Pick<PreviewSupport, "assets" | "testimonials">> & { blocks?: SectionBlock[] }) | undefined;

export function usePreviewStore(slug: string, icons: Record<string, string> | undefined): PreviewStore {
  const [store] = useState(
    () =>
      new PreviewStore(slug, async (request) => {
        const answer = await postSectionAction(slug, { intent: "preview-support", data: request });
        return !answer.network && answer.result.ok ? (answer.result.data?.support ?? null) : null;
      }),
  );
  const home = useRouteLoaderData<PageRenderData>("home");
  const other = useRouteLoaderData<PageRenderData>("public-page");
  const page = home ?? other;
  // Runs after the page below committed new data: a section saved meanwhile shows the server's result now.
  useEffect(() => {
    if (!page) return;
    store.knowPageData(page);
    store.pageRendered((page.blocks ?? []).flatMap((block) => (block.kind === "single" ? [block.section] : block.sections)));
  }, [store, page]);
  useEffect(() => {
    if (icons) store.setIcons(icons);
  }, [store, icons]);
  return store;
}
