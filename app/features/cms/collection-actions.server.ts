// The writes of a CMS collection screen (components/cms/cms-collection-screen.tsx): save a new or
// edited entry, delete one. One answer shape for both screens that use it (e-mail templates,
// testimonials): `ok`, a German message, and on a refused form the typed values and field errors,
// so the form comes back with nothing lost. Every write goes through writeContent (right, one
// transaction, caches told after the commit).
import type { CollectionAnswer } from "~/components/cms/cms-collection-screen";
import { data } from "react-router";
import type { Transaction } from "#db/client.server";
import { logger } from "~/core/logger.server";
import type { Operation } from "~/core/access/access-control";
import type { Viewer } from "~/core/access/viewer";
import { writeContent } from "~/core/content/content-write.server";
import type { FieldErrors } from "~/lib/form-validation";
import { isRouterResponse } from "~/lib/router-response";

export type CollectionActionData<V> = CollectionAnswer<V> & { intent: string };

export const collectionAnswer = <V>(body: CollectionActionData<V>, status = 200) => data(body, { status });

type Parsed<P, V> = { ok: true; value: P; values: V } | { ok: false; fieldErrors: FieldErrors; values: V };

interface SaveMessages {
  invalid: string;
  saveFailed: string;
  notFound: string;
  created: string;
  updated: string;
}

/** Creates (no id) or updates (an id) one entry from a parsed form. */
export async function saveCollectionEntry<P, V>(options: {
  viewer: Viewer;
  operation: Operation;
  intent: string;
  /** The entry being edited; undefined for a new one. */
  id: number | undefined;
  editing: boolean;
  parsed: Parsed<P, V>;
  messages: SaveMessages;
  /** Checks that need the database but change nothing (e.g. a portrait that must exist): field errors or null. */
  check?: (value: P) => Promise<FieldErrors | null>;
  save: (tx: Transaction, value: P) => Promise<{ id: number } | null | undefined>;
  /** A failure the form can name (e.g. a name already taken): field errors, or null for a real failure. */
  refusal?: (error: unknown) => FieldErrors | null;
  what: string;
}) {
  const { intent, id, editing, parsed, messages } = options;
  if (editing && id === undefined) return collectionAnswer<V>({ ok: false, intent, message: messages.saveFailed }, 400);
  if (!parsed.ok) return collectionAnswer<V>({ ok: false, intent, id, message: messages.invalid, fieldErrors: parsed.fieldErrors, values: parsed.values }, 400);
  const checked = options.check ? await options.check(parsed.value) : null;
  if (checked) return collectionAnswer<V>({ ok: false, intent, id, message: messages.invalid, fieldErrors: checked, values: parsed.values }, 400);
  try {
    const result = await writeContent(options.viewer, options.operation, (tx) => options.save(tx, parsed.value));
    if (!result) return collectionAnswer<V>({ ok: false, intent, id, message: messages.notFound, values: parsed.values }, 404);
    return collectionAnswer<V>({ ok: true, intent, id: result.id, message: editing ? messages.updated : messages.created });
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    const fieldErrors = options.refusal?.(error);
    if (fieldErrors) return collectionAnswer<V>({ ok: false, intent, id, message: messages.invalid, fieldErrors, values: parsed.values }, 400);
    logger.error({ intent, id, error: (error as Error).message }, `${options.what} konnte nicht gespeichert werden`);
    return collectionAnswer<V>({ ok: false, intent, id, message: messages.saveFailed, values: parsed.values }, 500);
  }
}

/** Deletes one entry. */
export async function deleteCollectionEntry<V>(options: {
  viewer: Viewer;
  operation: Operation;
  intent: string;
  id: number | undefined;
  messages: { deleted: string; deleteFailed: string; notFound: string };
  remove: (tx: Transaction, id: number) => Promise<unknown>;
  /** A deletion the entry's rules refuse (e.g. a template's German version that others depend on): the message, or null for a real failure. */
  refusal?: (error: unknown) => string | null;
  what: string;
}) {
  const { intent, id, messages } = options;
  if (id === undefined) return collectionAnswer<V>({ ok: false, intent, message: messages.deleteFailed }, 400);
  try {
    const deleted = await writeContent(options.viewer, options.operation, (tx) => options.remove(tx, id));
    if (!deleted) return collectionAnswer<V>({ ok: false, intent, id, message: messages.notFound }, 404);
    return collectionAnswer<V>({ ok: true, intent, message: messages.deleted });
  } catch (error) {
    if (isRouterResponse(error)) throw error;
    const refused = options.refusal?.(error);
    if (refused) return collectionAnswer<V>({ ok: false, intent, id, message: refused }, 409);
    logger.error({ intent, id, error: (error as Error).message }, `${options.what} konnte nicht gelöscht werden`);
    return collectionAnswer<V>({ ok: false, intent, id, message: messages.deleteFailed }, 500);
  }
}
