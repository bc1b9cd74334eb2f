// The library list behind every media field of the CMS forms, loaded once per screen from
// GET /cms/api/medien (routes/cms/media-assets.ts) and shared by all fields on it, so a section form
// with five image fields asks once. A file uploaded in one picker appears in all of them at once.
import { useEffect, useSyncExternalStore } from "react";
import type { LibraryAsset } from "./library/library-assets";
import type { SiteLanguage } from "~/lib/languages";
import { mediaMessages } from "./media-messages";

export const PICKER_ASSETS_ENDPOINT = "/cms/api/medien";

/** The files, and the further languages whose alt texts an upload asks for. */
export type PickerAssetsResponse = { ok: true; assets: LibraryAsset[]; altTextLanguages: SiteLanguage[] } | { ok: false; message: string };

type Loaded = { assets: LibraryAsset[]; altTextLanguages: SiteLanguage[] };
export type PickerAssetsState =
  ({ status: "idle" | "loading"; error: null } & Loaded) | ({ status: "ready"; error: null } & Loaded) | ({ status: "error"; error: string } & Loaded);

const initial: PickerAssetsState = { status: "idle", assets: [], altTextLanguages: [], error: null };
let state: PickerAssetsState = initial;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: PickerAssetsState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the list (again); parallel calls share one request. */
export function loadPickerAssets(fetcher: typeof fetch = fetch): Promise<void> {
  if (request) return request;
  set({ ...state, status: "loading", error: null });
  request = (async () => {
    try {
      const res = await fetcher(PICKER_ASSETS_ENDPOINT, { headers: { Accept: "application/json" }, credentials: "same-origin" });
      const body = (await res.json().catch(() => null)) as PickerAssetsResponse | { message?: string } | null;
      if (res.ok && body && "ok" in body && body.ok) set({ status: "ready", assets: body.assets, altTextLanguages: body.altTextLanguages, error: null });
      else set({ ...state, status: "error", error: (body && "message" in body && body.message) || mediaMessages.assetsLoadFailed });
    } catch {
      set({ ...state, status: "error", error: mediaMessages.assetsLoadFailed });
    } finally {
      request = null;
    }
  })();
  return request;
}

/** A file just uploaded: first in every picker on the screen, without a reload. */
export function addPickerAsset(asset: LibraryAsset) {
  set({ ...state, assets: [asset, ...state.assets.filter((a) => a.id !== asset.id)] });
}

/** For tests: forget what was loaded. */
export function resetPickerAssets(next: PickerAssetsState = initial) {
  request = null;
  set(next);
}

/** The shared list; the first field that mounts starts loading it. */
export function usePickerAssets(): PickerAssetsState & { reload: () => void } {
  // The server never loads the list, so its snapshot is the empty start state too.
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (state.status === "idle") void loadPickerAssets();
  }, []);
  return { ...current, reload: () => void loadPickerAssets() };
}
