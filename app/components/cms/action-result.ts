// What every CMS action answers, a form post's action data and a JSON endpoint's body alike: whether it
// worked, the German text to show, and, where a screen needs them, the conflict flag, field errors and
// the action's own typed data.

/** The answer of a CMS action. */
export interface ActionResult<Data = never> {
  ok: boolean;
  /** The toast's and the page's text: what was done, or what went wrong ("" when a success has nothing to say). */
  message: string;
  /** Someone else saved first (409): reload before changing again. */
  conflict?: boolean;
  /** Keyed like 'title' or 'settings.items.0.title'. */
  fieldErrors?: Record<string, string>;
  /** What the action made or found (ids, the new revision, a preview …). */
  data?: Data;
}

/** Said when a failure brings no text of its own. */
export const SAVE_FAILED = "Fehler beim Speichern";
