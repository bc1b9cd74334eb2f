// How a content write tells the other app processes (architecture "Growing past one machine"): a
// NOTIFY sent inside the writing transaction. Postgres delivers it only when that transaction commits,
// so a rolled-back write announces nothing, and a committed one is never missed by a listener that
// stays connected (server/content-relay.server.ts listens; on reconnect it drops every cache instead).
//
// The notification carries the change's scope (content-version.server.ts): which pages visitors now
// see differently, or everything. A write learns its scope while it runs: page revisions report what
// they changed (page-history.server.ts reportPageChange) into the scope collector of the transaction.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { EVERYTHING, mergeScopes, type ContentScope } from "./content-version.server";

export const CONTENT_CHANNEL = "auralis_content_changed";

/** This process's name in its own notifications: it has already dropped its caches when it wrote. */
export const PROCESS_INSTANCE = randomUUID();

/** Postgres refuses notification payloads of 8000 bytes and more; a longer scope becomes "all". */
const MAX_PAYLOAD = 7900;

interface ScopeCollector {
  scopes: ContentScope[];
  /** Set by any part of the write that cannot name its pages: the whole write then counts as "all". */
  everything: boolean;
}

const collectors = new AsyncLocalStorage<ScopeCollector>();

/**
 * Runs a write and returns the scope its parts reported. A write whose parts reported nothing (a
 * setting, a media file, a template) is "all": only page revisions know how to name less.
 */
export async function collectContentScope<T>(write: () => Promise<T>): Promise<{ value: T; scope: () => ContentScope }> {
  const collector: ScopeCollector = { scopes: [], everything: false };
  const value = await collectors.run(collector, write);
  return { value, scope: () => scopeOf(collector) };
}

function scopeOf(collector: ScopeCollector | undefined): ContentScope {
  if (!collector || collector.everything || collector.scopes.length === 0) return EVERYTHING;
  return mergeScopes(collector.scopes);
}

/** Called by the parts of a write that know exactly which pages they changed (page revisions). */
export function reportContentScope(scope: ContentScope) {
  collectors.getStore()?.scopes.push(scope);
}

/** Called by a part of a write that changes more than named pages, inside a write that collects. */
export function reportEverythingChanged() {
  const collector = collectors.getStore();
  if (collector) collector.everything = true;
}

/** The scope of the write running now, as far as it has been reported ("all" outside a collecting write). */
export function currentContentScope(): ContentScope {
  return scopeOf(collectors.getStore());
}

export function encodeAnnouncement(scope: ContentScope): string {
  const payload = JSON.stringify({ from: PROCESS_INSTANCE, scope });
  return payload.length < MAX_PAYLOAD ? payload : JSON.stringify({ from: PROCESS_INSTANCE, scope: EVERYTHING });
}

/**
 * What another process announced. Anything unreadable (an older process sent only its name, a
 * payload cut short) counts as "all": dropping too much is safe, too little is not.
 */
export function decodeAnnouncement(payload: string | undefined): { from: string | null; scope: ContentScope } {
  try {
    const parsed = JSON.parse(payload ?? "") as { from?: unknown; scope?: { kind?: unknown; visible?: unknown; drafts?: unknown; frame?: unknown } };
    const from = typeof parsed.from === "string" ? parsed.from : null;
    const scope = parsed.scope;
    const keys = (value: unknown) => Array.isArray(value) && value.every((k) => typeof k === "string");
    if (scope?.kind === "pages" && keys(scope.visible) && keys(scope.drafts)) {
      const pagesScope = { kind: "pages" as const, visible: scope.visible, drafts: scope.drafts };
      return { from, scope: scope.frame === true ? { ...pagesScope, frame: true } : pagesScope };
    }
    return { from, scope: EVERYTHING };
  } catch {
    return { from: payload ?? null, scope: EVERYTHING };
  }
}

/**
 * Call inside the transaction of every write that changes content, after the change: announces the
 * scope reported so far (or the one given) to the other processes.
 */
export async function announceContentChange(tx: Queryable, scope: ContentScope = currentContentScope()) {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${encodeAnnouncement(scope)})`);
}
