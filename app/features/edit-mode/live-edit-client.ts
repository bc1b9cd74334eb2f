// The browser side of /cms/api/live-edit: plain JSON requests, so a save is one awaited call whose
// answer (success, refusal, conflict or no connection at all) the caller can act on.
import type { SectionActionRequest, SectionActionResult } from "~/features/sections/editor/section-action-types";
import type { PageActionRequest, PageActionResult } from "~/features/page-admin/page-action-types";
import type { LiveEditData } from "./live-edit.server";
import { editModeTexts } from "./edit-mode-settings";

export type { LiveEditData };
export type LiveSection = LiveEditData["sections"][number];

const endpoint = (slug: string, scope?: "page") => `/cms/api/live-edit?slug=${encodeURIComponent(slug)}${scope ? `&scope=${scope}` : ""}`;

export async function fetchLiveEdit(slug: string, signal?: AbortSignal): Promise<LiveEditData> {
  const response = await fetch(endpoint(slug), { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(editModeTexts.loadFailed);
  return (await response.json()) as LiveEditData;
}

/** The server's answer, or `network` when none came (offline, server down). */
export type Answer<T> = { network: false; status: number; result: T } | { network: true; status: 0; result: null };

async function post<T>(url: string, body: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { network: true, status: 0, result: null };
  }
  try {
    return { network: false, status: response.status, result: (await response.json()) as T };
  } catch {
    return { network: true, status: 0, result: null };
  }
}

export function postSectionAction(slug: string, body: SectionActionRequest) {
  return post<SectionActionResult>(endpoint(slug), body);
}

export function postPageAction(slug: string, body: PageActionRequest) {
  return post<PageActionResult>(endpoint(slug, "page"), body);
}
