// /cms/page-editor/<slug…> and /cms-editor/<slug…>: the section editor of one page (docs/product/cms-screens.md,
// "Page section editor"). Without a slug it says so and links back to the overview.
import { Link, redirect } from "react-router";
import { db } from "#db/client.server";
import { cmsMeta } from "~/components/cms/cms-meta";
import { requireStaff } from "~/features/auth/viewer.server";
import { SectionEditor } from "~/features/sections/editor/section-editor";
import { handleSectionAction, loadSectionEditor } from "~/features/sections/editor/section-editor.server";
import { HOME_EDITOR_SEGMENT, pageEditorHref } from "~/features/pages/page-editor-href";
import { findRedirect } from "~/features/redirects/redirects.server";
import { LanguageVersionsCell } from "~/features/page-admin/language-versions-cell";
import { withSourceChanges } from "~/features/translations/source-changes.server";
import { sectionEditorRights } from "~/features/translations/page-rights";
import { ApprovalPanel } from "~/features/approval/approval-panel";
import { loadEditorApproval } from "~/features/approval/approval-screens.server";
import { ProductDocumentsBox } from "~/features/document-admin/product-documents-box";
import { maySeeDocuments } from "~/features/document-admin/document-access";
import type { Route } from "./+types/page-editor";

/** The home page "/" is edited at /cms/page-editor/startseite (an empty rest means "no slug"). */
function slugParam(params: Record<string, string | undefined>): string {
  const rest = (params["*"] ?? "").trim().replace(/^\/+|\/+$/g, "");
  return rest === HOME_EDITOR_SEGMENT ? "/" : rest;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, "sections.edit");
  const slug = slugParam(params);
  if (!slug) return { editor: null, rights: undefined, approval: null, documents: false };
  // A translation's editor shows the German changes it has not caught up with (docs/decisions/0036-translation-out-of-date.md).
  const editor = await withSourceChanges(db(), await loadSectionEditor(db(), slug));
  // A bookmark to a page that has since moved opens the page at its new address, not an empty editor.
  if (!editor.page) {
    const moved = await findRedirect(slug);
    if (moved) throw redirect(pageEditorHref(moved.target));
  }
  // 'Freigabe' (docs/decisions/0039-approval.md): the version's approval state and 'Zur Freigabe einreichen'.
  const approval = await loadEditorApproval(db(), editor.page?.id ?? null, viewer);
  // A product page's documents ('Dokumente', docs/decisions/0046-documents.md), for whoever may see them.
  const documents = editor.page?.kind === "product" && maySeeDocuments(viewer.role);
  return { editor, rights: sectionEditorRights(viewer, editor.page?.language ?? null), approval, documents };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleSectionAction(request, slugParam(params));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.editor?.page?.title;
  return cmsMeta(title ? `Seiten-Editor: ${title}` : "Seiten-Editor");
}

export default function PageEditorScreen({ loaderData }: Route.ComponentProps) {
  const { editor, approval, documents } = loaderData;
  if (!editor) {
    return (
      <div className="mx-auto max-w-2xl py-8">
        <h1 className="font-display text-3xl font-bold">Seiten-Editor</h1>
        <p className="mt-4 text-muted-foreground">Kein Seiten-Slug angegeben.</p>
        <Link to="/cms/seiten" className="focus-ring mt-6 inline-block rounded-sm font-semibold text-primary underline">
          Zur Seitenübersicht
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      {/* A new key per page: the editor's local state belongs to one page. */}
      <SectionEditor
        key={editor.slug}
        data={editor}
        sourceChanges={editor.sourceChanges}
        rights={loaderData.rights}
        approvalPanel={
          approval?.required && editor.page ? (
            <ApprovalPanel approval={approval} pageId={editor.page.id} slug={editor.page.slug} baseRevision={editor.revision} />
          ) : undefined
        }
        documentsPanel={documents && editor.page ? <ProductDocumentsBox productKey={editor.page.translationKey} /> : undefined}
        languageSwitcher={
          editor.page && editor.versions.length + editor.siteLanguages.length > 2 ? (
            <LanguageVersionsCell pageTitle={editor.page.title} versions={editor.versions} siteLanguages={editor.siteLanguages} />
          ) : undefined
        }
      />
    </div>
  );
}
