// What the page list offers a viewer besides editing texts (docs/decisions/0038-translator-role.md):
// the screens hide what the server would refuse.
import { can } from "~/core/access/access-control";
import type { Role } from "~/core/access/roles";
import type { Viewer } from "~/core/access/viewer";
import type { PageRights } from "~/features/page-admin/page-manager";
import { languageRefusal } from "~/features/language-versions/translator-scope";
import type { SectionEditorRights } from "~/features/sections/editor/section-editor";

export function pageRightsOf(role: Role): PageRights {
  return { publish: can(role, "pages.publish"), structure: can(role, "pages.structure"), previewLinks: can(role, "previewLinks.manage") };
}

/** What the section editor offers a viewer on a page of `language` (null: a page-less address). */
export function sectionEditorRights(viewer: Viewer, language: string | null): SectionEditorRights {
  const structure = can(viewer.role, "pages.structure");
  const publish = can(viewer.role, "pages.publish");
  if (viewer.role !== "translator") return { edit: true, structure, publish };
  const refusal = languageRefusal(viewer.translationLanguages ?? [], language);
  if (refusal) return { edit: false, structure, publish, notice: refusal };
  return {
    edit: true,
    structure,
    publish,
    notice: "Sie bearbeiten die übersetzten Texte dieser Fassung; Bilder, Darstellung, Reihenfolge und Veröffentlichung bleiben bei der Redaktion.",
  };
}
