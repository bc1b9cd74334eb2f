// Addresses that show another page's content (decision 0022): the older birth-product addresses
// render /produkte/geburt-wochenbett/…. The page cache files a response under its address; a change
// to the page it shows must drop it too. Filled by the loader that renders under another address.
const aliases = new Map<string, Set<string>>();
/** A bound on addresses remembered: they are few and fixed (routes), never taken from a visitor. */
const MAX_ADDRESSES = 1000;

export function noteRenderedPage(addressKey: string, pageKey: string) {
  if (addressKey === pageKey) return;
  const known = aliases.get(addressKey);
  if (known) known.add(pageKey);
  else if (aliases.size < MAX_ADDRESSES) aliases.set(addressKey, new Set([pageKey]));
}

/** The keys of the pages a response at this address shows: its own, and any other it renders. */
export function pagesShownAt(addressKey: string): string[] {
  const known = aliases.get(addressKey);
  return known ? [addressKey, ...known] : [addressKey];
}
