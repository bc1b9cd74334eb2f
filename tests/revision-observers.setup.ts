// vitest's setup file (vitest.config.ts setupFiles): every test runs with the observers of the revisions the
// server registers (server/revision-observers.ts), so a test that changes a page gets the language versions'
// rules and the approval's voiding exactly as the server does. Loaded when the test records its first
// revision: most test files record none and need not load the observers' modules.
import { registerRevisionObserversWhenNeeded } from "~/core/revisions/revision-hooks.server";

registerRevisionObserversWhenNeeded(async () => (await import("#server/revision-observers")).registerRevisionObservers());
