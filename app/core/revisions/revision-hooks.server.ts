// What other parts of the application do when a page's revision is recorded or restored, without the
// revisions knowing them (docs/architecture.md, "Revision observers"; docs/decisions/0043-page-kind-and-approval-requirement.md).
// The page history (page-history.server.ts) runs every observer at fixed points of recordRevision and
// restoreRevision, in the change's transaction; an observer that throws rolls the whole change back.
// The language versions and the approval register theirs through server/revision-observers.ts, which the
// server runs when its module loads and vitest's setup file hands over for every test (run the first time a
// test records a revision, so the many tests that record none do not load the observers' modules).
// recordRevision refuses to run before any observer is registered: a process that forgot would record
// changes that skip the approval's voiding and the versions' bookkeeping.
import type { Queryable } from "#db/client.server";
import type { PageSnapshot } from "#db/schema";

export interface RevisionAuthor {
  id: string;
  email: string;
}

/** A change whose revision is recorded: the page's states before (its previous revision) and after. */
export interface RecordedChange {
  /** The page's slug match key (app/lib/slug.ts), and the address the change was recorded under. */
  pageKey: string;
  slug: string;
  action: string;
  summary: string;
  author: RevisionAuthor | null;
  /** The revision recorded; 0 before it is (check). */
  revision: number;
  before: PageSnapshot | null;
  after: PageSnapshot;
  now: Date;
}

/** Records a further change of another page (a language version), as recordRevision does, by the same author. */
export type RecordFollowUp = (db: Queryable, slug: string, change: { action: string; summary: string }) => Promise<unknown>;

/** A restore has put a page's rows back (the page's id, and whether the page existed before and was published). */
export interface RestoredPage {
  pageKey: string;
  pageId: number | null;
  existed: boolean;
  wasPublished: boolean;
}

export interface RevisionObserver {
  /** Before the state after the change is read: bookkeeping the change leaves to write in the page's own rows. */
  settle?(db: Queryable, pageKey: string, before: PageSnapshot | null, change: { restoring: boolean }): Promise<void>;
  /** The state after the change, before it is recorded: throw to refuse the change (nothing of it is kept). */
  check?(db: Queryable, change: RecordedChange): Promise<void> | void;
  /** The revision is recorded. */
  recorded?(db: Queryable, change: RecordedChange): Promise<void>;
  /** The states as visitors see them, for which caches drop (each observer gets the previous one's answer). */
  visitorStates?(db: Queryable, before: PageSnapshot | null, after: PageSnapshot | null): Promise<[PageSnapshot | null, PageSnapshot | null]>;
  /** Changes that follow in other pages, each recorded with `record` (not run for those follow-ups themselves). */
  followUp?(db: Queryable, change: RecordedChange, record: RecordFollowUp): Promise<void>;
  /** A restore put the page's rows back; runs before the restore's revision is recorded. */
  restored?(db: Queryable, page: RestoredPage): Promise<void>;
}

const observers = new Map<string, RevisionObserver>();
let deferred: { register: () => Promise<void>; running: Promise<void> | null } | null = null;

/** Adds (or, under the same name, replaces) an observer; they run in the order they were first registered. */
export function registerRevisionObserver(name: string, observer: RevisionObserver): void {
  observers.set(name, observer);
}

/** A registration run only when the first revision is recorded (vitest's setup file: tests/revision-observers.setup.ts). */
export function registerRevisionObserversWhenNeeded(register: () => Promise<void>): void {
  deferred = { register, running: null };
}

/** Runs a deferred registration (vitest's setup file) if one is pending: the observers, and the scope of outside changes (core/content/outside-change.server.ts). */
export async function runDeferredRegistration(): Promise<void> {
  if (!deferred) return;
  const pending = deferred;
  pending.running ??= pending.register();
  await pending.running;
  if (deferred === pending) deferred = null;
}

/** The registered observers; refuses when there are none (the process never registered them). */
export async function revisionObservers(): Promise<RevisionObserver[]> {
  await runDeferredRegistration();
  if (observers.size === 0) {
    throw new Error("Keine Beobachter der Revisionen registriert: registerRevisionObservers() (server/revision-observers.ts) fehlt in diesem Prozess.");
  }
  return [...observers.values()];
}
