// Who a content write is made for, as every step inside it can ask (writeContent sets it). The page
// history uses it to hold a translator to the translated fields of their versions, whatever route
// the change took (docs/decisions/0038-translator-role.md): a check that needs no caller to remember it.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Viewer } from "./viewer";

const acting = new AsyncLocalStorage<Viewer>();

/** Runs `change` on behalf of `viewer`. */
export function actingAs<T>(viewer: Viewer, change: () => Promise<T>): Promise<T> {
  return acting.run(viewer, change);
}

/** The viewer the current write is made for; undefined outside writeContent (seeding, the scheduler). */
export function actingViewer(): Viewer | undefined {
  return acting.getStore();
}
