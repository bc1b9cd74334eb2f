// What one HTTP request's loaders share (docs/decisions/0023-page-list-at-scale.md). React Router hands every loader of a
// request its own copy of the Request (it strips `_routes` and `index` from the address by building
// new ones), so a memo keyed on the Request object never hits: the CMS frame's and the screen's
// loader each looked the session up (two queries each). server/app.ts runs every render inside a
// scope; work done once per request is kept there and dropped with the request.
import { AsyncLocalStorage } from "node:async_hooks";

const scope = new AsyncLocalStorage<Map<string, unknown>>();

/** Runs `render` (a request's whole handling) in a scope of its own. */
export function inRequestScope<T>(render: () => T): T {
  return scope.run(new Map(), render);
}

/**
 * The result of `load` for `key`, computed once per request scope (outside one, every time). A
 * rejected promise is not kept: the next caller in the request asks again.
 */
export function oncePerRequest<T>(key: string, load: () => Promise<T>): Promise<T> {
  const store = scope.getStore();
  if (!store) return load();
  const known = store.get(key) as Promise<T> | undefined;
  if (known) return known;
  const value = load();
  store.set(key, value);
  value.catch(() => store.get(key) === value && store.delete(key));
  return value;
}
