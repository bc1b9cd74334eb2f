// The language versions' part in every change of a page (docs/decisions/0032-language-versions.md, 0038): an
// observer of the revisions (app/core/revisions/revision-hooks.server.ts), registered by
// server/revision-observers.ts. Before the state is read, the version's marks are settled; a translator's change
// beyond the translated fields of their versions is refused; shared values changed in one version are written
// to the others (each recording its own revision); a restored translation keeps the shared values all
// versions have now.
import type { RevisionObserver } from "~/core/revisions/revision-hooks.server";
import { actingViewer } from "~/core/access/acting-viewer.server";
import { TranslatorScopeError } from "~/core/access/translator-scope-error";
import { settleVersionFields, shareWithOtherVersions, takeSharedValuesFromSource } from "./version-sync.server";
import { translatorRefusal } from "./translator-scope";

export const languageVersionObserver: RevisionObserver = {
  settle: (db, pageKey, before, change) => settleVersionFields(db, pageKey, before, change),
  check(_db, change) {
    // A translator changes only translated fields of their versions, whichever screen asked.
    const writer = actingViewer();
    if (writer?.role !== "translator") return;
    const refusal = translatorRefusal(writer.translationLanguages ?? [], change.before, change.after);
    if (refusal) throw new TranslatorScopeError(refusal);
  },
  followUp: (db, change, record) => shareWithOtherVersions(db, change.before, change.after, record),
  restored: (db, page) => takeSharedValuesFromSource(db, page.pageKey),
};
