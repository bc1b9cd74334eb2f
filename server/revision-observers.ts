// Who observes the revisions of pages (app/core/revisions/revision-hooks.server.ts): the language versions
// first (their bookkeeping is settled before anything else reads the state), then the approval. Run once per
// process before any change is recorded: by server/app.ts when it loads (the server, npm start, backup and
// restore, the seed), and by vitest's setup file for every test (tests/revision-observers.setup.ts).
import { registerRevisionObserver } from "~/core/revisions/revision-hooks.server";
import { languageVersionObserver } from "~/features/language-versions/revision-observer.server";
import { approvalObserver } from "~/features/approval/revision-observer.server";

export function registerRevisionObservers(): void {
  registerRevisionObserver("language-versions", languageVersionObserver);
  registerRevisionObserver("approval", approvalObserver);
}
