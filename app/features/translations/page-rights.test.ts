import { describe, expect, it } from "vitest";
import type { Viewer } from "~/core/access/viewer";
import { translatorMessages } from "~/features/language-versions/translator-scope";
import { pageRightsOf, sectionEditorRights } from "./page-rights";

const viewer = (role: Viewer["role"], translationLanguages?: Viewer["translationLanguages"]): Viewer => ({
  id: "u",
  email: "u@x.ch",
  name: "U",
  role,
  emailVerified: true,
  twoFactorEnabled: false,
  sessionId: "s",
  translationLanguages,
});

describe("what the screens offer", () => {
  it("editors everything but deleting; translators neither publishing nor building", () => {
    expect(pageRightsOf("editor")).toEqual({ publish: true, structure: true, previewLinks: true });
    expect(pageRightsOf("translator")).toEqual({ publish: false, structure: false, previewLinks: false });
  });

  it("the section editor: a translator edits the texts of their versions, reads the rest with the reason", () => {
    expect(sectionEditorRights(viewer("editor"), "de")).toEqual({ edit: true, structure: true, publish: true });
    expect(sectionEditorRights(viewer("translator", ["fr"]), "fr")).toMatchObject({ edit: true, structure: false, publish: false });
    expect(sectionEditorRights(viewer("translator", ["fr"]), "de")).toMatchObject({ edit: false, notice: translatorMessages.german });
    // Given no language, a translator reads every version and is told why.
    expect(sectionEditorRights(viewer("translator", []), "fr")).toMatchObject({ edit: false, notice: translatorMessages.noLanguages });
    expect(sectionEditorRights(viewer("translator", ["it"]), "fr")).toMatchObject({
      edit: false,
      notice: translatorMessages.otherLanguage("Französisch", ["it"]),
    });
  });
});
