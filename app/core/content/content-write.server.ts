// The one way content is changed (architecture principles 4 and 6): the caller's right is checked,
// the change runs in one transaction that also announces it to the other app processes, and only
// after it committed do this process's caches learn of it.
import { data } from "react-router";
import { db, type Transaction } from "#db/client.server";
import { assertOperation, type Viewer } from "~/core/access/viewer";
import { actingAs } from "~/core/access/acting-viewer.server";
import { translatorRefusal, TranslatorScopeError } from "~/core/access/translator-scope-error";
import type { Operation } from "~/core/access/access-control";
import { announceContentChange, collectContentScope, reportEverythingChanged } from "./content-announce.server";
import { contentChanged, type ContentScope } from "./content-version.server";
import { reportOutsideChange, type OutsideChange } from "./outside-change.server";

/** The SQLSTATE of a database error, wherever the driver or Drizzle put it. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * Two writes that raced for the same unique value, or that Postgres had to abort against each other
 * (serialization failure, deadlock). Pages and sections are serialised per page and never get here
 * (page-history.server.ts lockPage); anything else answers 409 with this message, never a 500.
 */
export const concurrentWriteMessage =
  "Jemand hat gleichzeitig denselben Eintrag geändert. Ihre Änderung wurde nicht gespeichert – bitte laden Sie die Seite neu und versuchen Sie es erneut.";

const CONCURRENT_WRITE_STATES = new Set(["23505", "40001", "40P01"]);

/**
 * Writes that name the pages visitors see differently: pages and their sections (an XLIFF import writes
 * translations), through their revisions; library files and testimonials, through the visitor read model
 * (outside-change.server.ts); document versions ('Dokumente', whose publication, withdrawal or failed check
 * reports its product's pages: app/features/visitor-site/document-scope.server.ts). A write of these that
 * reports nothing still drops everything (content-announce.server.ts).
 */
const SCOPED_OPERATIONS = new Set<Operation>([
  "pages.edit",
  "pages.delete",
  "sections.edit",
  "translations.exchange",
  "media.edit",
  "testimonials.edit",
  "documents.manage",
]);

/** What every write of an operation changes outside pages (a library file's write names its files itself: reportOutsideChange). */
const OUTSIDE_CHANGES: Partial<Record<Operation, OutsideChange>> = { "testimonials.edit": { testimonials: true } };

/**
 * Runs `change` for a viewer who may perform `operation` (403 otherwise, nothing changed), in one
 * transaction; a thrown error rolls everything back. The viewer is the one the action already looked
 * up with requireOperation (401 without a session), so a write costs no second session lookup; the
 * right is checked here again for the operation the write performs.
 */
export async function writeContent<T>(viewer: Viewer, operation: Operation, change: (tx: Transaction, viewer: Viewer) => Promise<T>): Promise<T> {
  assertOperation(viewer, operation);
  let result: T;
  let scope: () => ContentScope;
  try {
    // The write's parts report which pages they changed (page revisions); the announcement and the
    // caches then drop only those (decision 0022). Anything that reports nothing drops everything.
    ({ value: result, scope } = await collectContentScope(() =>
      db().transaction(async (tx) => {
        // Settings, templates, redirects: what they change shows on any page.
        if (!SCOPED_OPERATIONS.has(operation)) reportEverythingChanged();
        const outside = OUTSIDE_CHANGES[operation];
        if (outside) await reportOutsideChange(tx, outside);
        // Every step of the change can tell who asked (the page history's translator check).
        const value = await actingAs(viewer, () => change(tx, viewer));
        await announceContentChange(tx);
        return value;
      }),
    ));
  } catch (error) {
    // A translator's change beyond their fields (docs/decisions/0038-translator-role.md): rolled back, answered 403 with the reason.
    if (error instanceof TranslatorScopeError) throw translatorRefusal(error);
    const state = sqlState(error);
    if (state && CONCURRENT_WRITE_STATES.has(state)) throw data({ ok: false, message: concurrentWriteMessage, conflict: true }, { status: 409 });
    throw error;
  }
  // Answered only once this process's visitors get the changed pages (re-rendered or dropped).
  await contentChanged(scope());
  return result;
}
