// The edit mode's names and texts (docs/product/edit-mode.md: "Switching it on and off", "Live edit toasts", the floating editor's keys):
// what is stored in the browser, which window events announce what, and the German labels.

export const storageKeys = {
  editMode: "cms-edit-mode",
  panelX: "cms-editor-x",
  panelY: "cms-editor-y",
  panelHeight: "cms-editor-h",
  panelCollapsed: "cms-editor-collapse",
  debug: "cms-debug",
  /** Unsaved section changes of one page, until they are saved or discarded. */
  drafts: (slug: string) => `cms-edit-drafts:${slug}`,
} as const;

export const editModeEvents = {
  /** detail: { enabled: boolean } */
  changed: "cms-edit-mode-changed",
  /** detail: { collapsed: boolean } */
  collapse: "cms-editor-collapse",
  /** detail: { id: number } — opens that section in the floating editor. */
  editSection: "cms-edit-section",
} as const;

export const editModeTexts = {
  toggleOn: "Edit-Mode",
  toggleOff: "Edit-Mode beenden",
  enabled: "Edit-Mode aktiviert",
  disabled: "Edit-Mode deaktiviert",
  deleteConfirm: "Diese Sektion wirklich löschen?",
  deleted: "Sektion gelöscht",
  duplicated: "Sektion dupliziert",
  deleteFailed: "Fehler beim Löschen der Sektion",
  duplicateFailed: "Fehler beim Duplizieren der Sektion",
  loadFailed: "Fehler beim Laden der Sektionen",
  unsavedLeave: "Es gibt ungespeicherte Änderungen. Seite trotzdem verlassen?",
  networkError: "Keine Verbindung zum Server. Ihre Änderungen sind in diesem Browser gesichert.",
} as const;

/** Typing in a field must not switch modes: Shift+E and Alt+D only count outside inputs. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName);
}

/** The slug the floating editor works on: the path without trailing slash ('/' stays '/'). */
export function editSlug(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Parameters and hash that switch the debug inspector on (docs/product/edit-mode.md, "Debug inspector"). */
const debugParams = ["cmsdebug", "cmsDebug", "cms", "debug"] as const;
export const DEBUG_HASH = "#cmsDebug";

export function debugRequested(url: URL, stored: string | null): boolean {
  return debugParams.some((p) => url.searchParams.get(p) === "1") || url.hash === DEBUG_HASH || stored === "1";
}

/** The address without the debug switches, for closing the inspector. */
export function withoutDebug(url: URL): string {
  const next = new URL(url);
  for (const p of debugParams) next.searchParams.delete(p);
  if (next.hash === DEBUG_HASH) next.hash = "";
  return next.pathname + next.search + next.hash;
}

/** The address without edit=1, once it has switched the edit mode on. */
export function withoutEditParam(url: URL): string | null {
  if (url.searchParams.get("edit") !== "1") return null;
  const next = new URL(url);
  next.searchParams.delete("edit");
  return next.pathname + next.search + next.hash;
}
