// The floating editor's state for one page: its sections as the server has them, the revision the
// editor's changes are based on, and `run` for one section action with its toast. After every change
// the public page below is revalidated, so it shows what was saved.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { showActionToast } from "~/components/cms/use-action-toast";
import type { SectionActionRequest, SectionActionResult } from "~/features/sections/editor/section-action-types";
import { editModeTexts } from "./edit-mode-settings";
import { fetchLiveEdit, postSectionAction, type Answer, type LiveEditData } from "./live-edit-client";

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: LiveEditData; clientMs: number };

/** Builds a request on the revision the editor currently stands on. */
export type ActionBuilder = (baseRevision: number) => SectionActionRequest;

export function useLiveEdit(slug: string) {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const revision = useRef(0);
  const revalidator = useRevalidator();
  const current = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    // Only the latest request counts (docs/product/edit-mode.md, "Live preview and saving": stale responses are ignored).
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const started = performance.now();
    try {
      const data = await fetchLiveEdit(slug, controller.signal);
      if (controller.signal.aborted) return null;
      revision.current = Math.max(revision.current, data.revision);
      setState({ status: "ready", data, clientMs: Math.round(performance.now() - started) });
      return data;
    } catch (error) {
      if (controller.signal.aborted) return null;
      setState({ status: "error", message: (error as Error).message || editModeTexts.loadFailed });
      return null;
    }
  }, [slug]);

  useEffect(() => {
    void load();
    return () => current.current?.abort();
  }, [load]);

  /** After a change: the panel's list and the page below, both from the server again. */
  const refresh = useCallback(async () => {
    await Promise.all([load(), revalidator.revalidate()]);
  }, [load, revalidator]);

  /** Notes a revision this editor's own save produced. */
  const advance = useCallback((next: number | undefined) => {
    if (typeof next === "number") revision.current = Math.max(revision.current, next);
  }, []);

  /**
   * One section action with its toast: the server's message on success; on a conflict the message
   * naming who changed the page with 'Neu laden'; otherwise `failure` or the server's error.
   */
  const run = useCallback(
    async (build: ActionBuilder, failure?: string): Promise<Answer<SectionActionResult>> => {
      const answer = await postSectionAction(slug, build(revision.current));
      if (answer.network) {
        toast.error(failure ?? editModeTexts.networkError);
        return answer;
      }
      const result = answer.result;
      showActionToast(result, { reload: refresh, failure });
      if (result.ok) {
        advance(result.data?.revision);
        await refresh();
      }
      return answer;
    },
    [slug, advance, refresh],
  );

  return { state, load, refresh, run, revision, advance };
}

export type LiveEdit = ReturnType<typeof useLiveEdit>;
