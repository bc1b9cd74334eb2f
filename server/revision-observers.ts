// Who observes the revisions of pages (app/core/revisions/revision-hooks.server.ts): the language versions
// first (their bookkeeping is settled before anything else reads the state), then the approval; and who
// answers which pages a change to library files or testimonials reaches (the visitor read model). Run once per
// process before any change is recorded: by server/app.ts when it loads (the server, npm start, backup and
// restore, the seed), and by vitest's setup file for every test (tests/revision-observers.setup.ts).
import { registerRevisionObserver } from "~/core/revisions/revision-hooks.server";
import { languageVersionObserver } from "~/features/language-versions/revision-observer.server";
import { approvalObserver } from "~/features/approval/revision-observer.server";
import { setOutsideChangeScope } from "~/core/content/outside-change.server";
import { scopeOfOutsideChange } from "~/features/visitor-site/outside-change-scope.server";

export function registerRevisionObservers(): void {
  registerRevisionObserver("language-versions", languageVersionObserver);
  registerRevisionObserver("approval", approvalObserver);
  // Which pages a change to library files or testimonials reaches: the visitor read model answers (app/core/content/outside-change.server.ts).
  setOutsideChangeScope(scopeOfOutsideChange);
}
