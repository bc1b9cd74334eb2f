// Changes to what pages show from elsewhere – library files (a title, an alt text, a file that goes) and
// testimonials – and which cached pages they reach (docs/decisions/0044-visitor-read-model.md, "Caches").
// A page revision names its pages itself (visitor-change.server.ts); these writes change no page, so the
// visitor read model answers which pages show what they change: `setOutsideChangeScope` registers its
// answer (server/revision-observers.ts), and a write reports its change before it makes it
// (`reportOutsideChange`), while the pages still show the old state – a file about to be deleted is still
// found where it shows. The core knows no feature: without a registered answer, the change reaches every page.
import type { Queryable } from "#db/client.server";
import { runDeferredRegistration } from "~/core/revisions/revision-hooks.server";
import { reportContentScope, reportEverythingChanged } from "./content-announce.server";
import type { ContentScope } from "./content-version.server";

export interface OutsideChange {
  /** Library files whose title, alt texts or existence change. */
  assetIds?: number[];
  /** The testimonials a testimonials section without items of its own shows. */
  testimonials?: boolean;
}

export type ScopeOfOutsideChange = (db: Queryable, change: OutsideChange) => Promise<ContentScope>;

const holder = globalThis as unknown as { __auralisOutsideChangeScope?: ScopeOfOutsideChange };

export function setOutsideChangeScope(scope: ScopeOfOutsideChange | undefined): void {
  holder.__auralisOutsideChangeScope = scope;
}

/** Called inside a write (writeContent), before it changes what `change` names: the pages that show it drop, and only those. */
export async function reportOutsideChange(db: Queryable, change: OutsideChange): Promise<void> {
  await runDeferredRegistration();
  const scope = holder.__auralisOutsideChangeScope;
  if (!scope) return reportEverythingChanged();
  reportContentScope(await scope(db, change));
}
