// The one way content is changed (architecture principles 4 and 6): the caller's right is checked,
// the change runs in one transaction, and only after it committed do the caches learn of it.
import { db, type Transaction } from "#db/client.server";
import { requireOperation, type Viewer } from "~/features/auth/viewer.server";
import type { Operation } from "~/features/auth/access-control";
import { contentChanged } from "./content-version.server";

export interface ContentWrite<T> {
  viewer: Viewer;
  result: T;
}

/**
 * Runs `change` for a request whose user may perform `operation` (401/403 otherwise, nothing
 * changed), in one transaction; a thrown error rolls everything back.
 */
export async function writeContent<T>(request: Request, operation: Operation, change: (tx: Transaction, viewer: Viewer) => Promise<T>): Promise<ContentWrite<T>> {
  const viewer = await requireOperation(request, operation);
  const result = await db().transaction((tx) => change(tx, viewer));
  contentChanged();
  return { viewer, result };
}
