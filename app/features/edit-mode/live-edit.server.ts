// The edit mode's data (docs/decisions/0008-edit-mode.md): a page's sections with drafts, its revision, the slug variants its
// sections sit under, the home-page sections that can be restored, and what the viewer may do. The
// debug inspector shows the same data, with how long it took to read.
import { eq } from "drizzle-orm";
import type { Queryable } from "#db/client.server";
import { pageSections } from "#db/schema";
import { can } from "~/core/access/access-control";
import type { Viewer } from "~/core/access/viewer";
import { loadEditorApproval } from "~/features/approval/approval-screens.server";
import { sectionEditorRights } from "~/features/translations/page-rights";
import { HOME_SLUG, missingHomeSections } from "~/features/sections/home-sections.server";
import { loadSectionEditor } from "~/features/sections/editor/section-editor.server";
import { allSectionIconMarkup } from "~/features/sections/section-icons.server";
import { canonicalSlug, slugMatchKey } from "~/lib/slug";

export interface LiveEditOptions {
  /**
   * The address of a product's documents ('Dokumente des Produkts'), handed in by the route as the page editor's route
   * does: the edit mode does not build on the documents' screens (docs/decisions/0048-document-screens.md).
   */
  productDocumentsHref?: (productKey: string) => string;
}

export async function loadLiveEdit(db: Queryable, rawSlug: string, viewer: Viewer, options: LiveEditOptions = {}) {
  const started = performance.now();
  const slug = canonicalSlug(rawSlug);
  const [editor, stored, missing] = await Promise.all([
    loadSectionEditor(db, slug),
    db
      .selectDistinct({ pageSlug: pageSections.pageSlug })
      .from(pageSections)
      .where(eq(pageSections.pageSlugKey, slugMatchKey(slug))),
    slug === HOME_SLUG ? missingHomeSections(db) : Promise.resolve([]),
  ]);
  const canonical = editor.slug;
  return {
    ...editor,
    /** The version's 'Freigabe' (docs/decisions/0039-approval.md): its state and 'Zur Freigabe einreichen', as in the page editor. */
    approval: await loadEditorApproval(db, editor.page?.id ?? null, viewer),
    /** Spellings of the slug that sections are stored under, other than the page's own. */
    variantSlugs: stored.map((r) => r.pageSlug).filter((s) => s !== canonical),
    missingHomeSections: missing,
    viewer: {
      email: viewer.email,
      role: viewer.role,
      mayDeletePage: can(viewer.role, "pages.delete"),
      mayShareDrafts: can(viewer.role, "previewLinks.manage"),
    },
    /** A product page's documents, for whoever manages them (documents.manage); null elsewhere. */
    documentsHref:
      editor.page?.kind === "product" && can(viewer.role, "documents.manage") && options.productDocumentsHref
        ? options.productDocumentsHref(editor.page.translationKey)
        : null,
    /** What the panel offers besides reading: a translator edits the texts of their versions only (docs/decisions/0038-translator-role.md). */
    rights: sectionEditorRights(viewer, editor.page?.language ?? null),
    /** Every section icon's markup, for the preview prepared in the browser (preview-store.ts, decision 0049): an icon picked while typing needs no request. */
    previewIcons: allSectionIconMarkup(),
    loadMs: Math.round((performance.now() - started) * 10) / 10,
  };
}

export type LiveEditData = Awaited<ReturnType<typeof loadLiveEdit>>;
