// The edit mode for one page (docs/decisions/0008-edit-mode.md): the floating editor with the page's sections, the controls on
// the page, the live preview, home-page restore, the page's own status and deletion, and the move of
// sections stored under a variant spelling of the slug.
import { ExternalLink, FileText, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { toast } from "sonner";
import { cmsButton } from "~/components/cms/cms-button";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { pageDeleteTexts, type PageActionData } from "~/features/page-admin/page-action-types";
import { PublishCheckDialog } from "~/features/publish-check/publish-check-dialog";
import { ApprovalPanel } from "~/features/approval/approval-panel";
import { postNoUpdate, SourceChangeActionsContext, type SourceChangeActions } from "~/features/sections/editor/source-change";
import { readDrafts, type PageDrafts } from "./drafts";
import { editModeEvents, editModeTexts } from "./edit-mode-settings";
import { PreviewLinkButton } from "~/features/preview-links/preview-link-dialog";
import { languageFacts, siteLanguages } from "~/lib/languages";
import type { LiveEditData } from "./live-edit.server";
import { FloatingPanel } from "./floating-panel";
import { postPageAction, type LiveSection } from "./live-edit-client";
import { LivePreviews } from "./live-preview";
import { usePreviewStore } from "./use-preview-store";
import { LiveSectionForm } from "./live-section-form";
import { LiveSectionList } from "./live-section-list";
import { SectionOverlay } from "./section-overlay";
import { useLiveEdit } from "./use-live-edit";

const hasDrafts = (slug: string) => Object.keys(readDrafts(window.localStorage, slug)).length > 0;

export function LiveEditor({ slug }: { slug: string }) {
  const edit = useLiveEdit(slug);
  const { state, run } = edit;
  const [editingId, setEditingId] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<LiveSection | null>(null);
  const [confirmPageDelete, setConfirmPageDelete] = useState(false);
  const [publishRefused, setPublishRefused] = useState<PageActionData["publishCheck"]>(undefined);
  const previews = usePreviewStore(slug, state.status === "ready" ? state.data.previewIcons : undefined);
  const [drafts, setDrafts] = useState<PageDrafts>(() => readDrafts(window.localStorage, slug));
  const [busy, setBusy] = useState(false);
  const pendingOpen = useRef<number | null>(null);
  const migrated = useRef(false);
  const navigate = useNavigate();
  const data = state.status === "ready" ? state.data : null;

  // Opened by a window event carrying the section id; before the list is loaded the id waits.
  useEffect(() => {
    const open = (event: Event) => {
      const id = Number((event as CustomEvent<{ id?: unknown }>).detail?.id);
      if (!Number.isInteger(id)) return;
      pendingOpen.current = id;
      if (data?.sections.some((s) => s.id === id)) {
        pendingOpen.current = null;
        setEditingId(id);
      }
    };
    window.addEventListener(editModeEvents.editSection, open);
    return () => window.removeEventListener(editModeEvents.editSection, open);
  }, [data]);
  useEffect(() => {
    if (!data) return;
    const waiting = pendingOpen.current;
    if (waiting !== null && data.sections.some((s) => s.id === waiting)) {
      pendingOpen.current = null;
      setEditingId(waiting);
    }
    // Drafts of sections that no longer exist are not offered; the list reflects what is stored.
    setDrafts(readDrafts(window.localStorage, slug));
  }, [data, slug]);

  // The section being edited comes into view on the page (opened from the panel it may be far away).
  useEffect(() => {
    if (editingId === null) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.querySelector(`main [data-section-id="${editingId}"]`)?.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
  }, [editingId]);

  // Sections under a variant slug move to the canonical one when an editor opens the page (docs/decisions/0002-canonical-slugs.md).
  useEffect(() => {
    if (!data?.variantSlugs.length || migrated.current) return;
    migrated.current = true;
    void run((base) => ({ intent: "migrate-slug", data: { baseRevision: base } }));
  }, [data, run]);

  // Leaving with unsaved changes asks first: closing or reloading the tab, and links on the site.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasDrafts(slug)) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => window.removeEventListener("beforeunload", beforeUnload);
  }, [slug]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasDrafts(slug));
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(editModeTexts.unsavedLeave)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const actions = {
    onEdit: (id: number) => setEditingId(id),
    onToggle: (section: LiveSection) =>
      void act(() => run((base) => ({ intent: "toggle", data: { sectionId: section.id, baseRevision: base, published: !section.isPublished } }))),
    // On the live page a copy goes right after its source, as docs/product/sections.md, "Editing sections", asks.
    onDuplicate: (section: LiveSection) =>
      void act(() =>
        run((base) => ({ intent: "duplicate", data: { sectionId: section.id, baseRevision: base, placement: "after-source" } }), editModeTexts.duplicateFailed),
      ),
    onDelete: (section: LiveSection) => setConfirmDelete(section),
    onReorder: (ids: number[]) => void act(() => run((base) => ({ intent: "reorder", data: { ids, baseRevision: base } }))),
  };

  async function deleteSection(section: LiveSection) {
    await act(() => run((base) => ({ intent: "delete", data: { sectionId: section.id, baseRevision: base } }), editModeTexts.deleteFailed));
    setConfirmDelete(null);
    if (editingId === section.id) setEditingId(null);
  }

  async function createSection() {
    await act(async () => {
      const answer = await run((base) => ({ intent: "create", data: { baseRevision: base } }));
      const id = answer.result?.ok ? answer.result.data?.sectionId : undefined;
      if (id) pendingOpen.current = id;
    });
  }

  async function deletePage() {
    if (!data?.page) return;
    const answer = await postPageAction(slug, { intent: "delete", data: { pageId: data.page.id, baseRevision: edit.revision.current } });
    setConfirmPageDelete(false);
    if (!answer.network && answer.result.ok) {
      toast.success(answer.result.message || "Seite gelöscht");
      void navigate("/cms-overview");
    } else {
      toast.error(answer.result?.message || editModeTexts.networkError);
    }
  }

  async function togglePage(publishAnyway = false) {
    if (!data?.page) return;
    setPublishRefused(undefined);
    const answer = await postPageAction(slug, {
      intent: "toggle",
      data: { pageId: data.page.id, baseRevision: edit.revision.current, published: publishAnyway || !data.page.published, publishAnyway },
    });
    // The 'Veröffentlichungs-Check' found errors (docs/decisions/0014-publish-check.md): show them, offer 'Trotzdem veröffentlichen'.
    if (!answer.network && answer.result.data?.publishCheck) setPublishRefused(answer.result.data.publishCheck);
    else if (!answer.network && answer.result.ok) {
      edit.advance(answer.result.data?.revision);
      toast.success(answer.result.message);
      await edit.refresh();
    } else toast.error(answer.result?.message || editModeTexts.networkError);
  }

  // 'Keine Anpassung nötig' beside a translation's changed fields (source-change.tsx) records a revision: the panel stands on it.
  const pageId = data?.page?.id;
  const { advance, refresh } = edit;
  const changeActions = useMemo<SourceChangeActions | null>(
    () =>
      pageId === undefined
        ? null
        : {
            confirmNoUpdate: async (change, reason) => {
              const answer = await postNoUpdate({ pageId, fields: [change.id], reason, sourceRevision: change.sourceRevision });
              if (answer.ok) {
                advance(answer.data?.revision);
                toast.success(answer.message);
                await refresh();
              }
              return answer;
            },
          },
    [pageId, advance, refresh],
  );

  const editing = data && editingId !== null ? data.sections.find((s) => s.id === editingId) : undefined;
  const lastRevision = data?.revisions[0];
  return (
    <SourceChangeActionsContext.Provider value={changeActions}>
      <FloatingPanel title="Seiten-Editor" subtitle={data?.page ? `${data.page.title} · ${slug}` : slug}>
        {state.status === "loading" ? (
          <p className="p-4 text-sm text-muted-foreground" role="status">
            Lade Sektionen...
          </p>
        ) : state.status === "error" ? (
          <div className="p-4 text-sm" role="alert">
            <p className="text-destructive">{state.message}</p>
            <button type="button" className={cmsButton("secondary", "mt-3")} onClick={() => void edit.load()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Erneut versuchen
            </button>
          </div>
        ) : editing && data ? (
          <LiveSectionForm
            key={editing.id}
            slug={slug}
            section={editing}
            draft={drafts[editing.id]}
            edit={edit}
            lastChange={lastRevision ? { summary: lastRevision.summary, author: lastRevision.author, date: lastRevision.date } : undefined}
            previews={previews}
            onClose={() => {
              setEditingId(null);
              setDrafts(readDrafts(window.localStorage, slug));
            }}
          />
        ) : data ? (
          <div className="flex flex-col gap-4 p-3">
            {data.missingHomeSections.length ? (
              <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <p className="font-semibold">Fehlende Sektionen der Startseite</p>
                {data.missingHomeSections.map((missing) => (
                  <button
                    key={missing.key}
                    type="button"
                    className={cmsButton("secondary", "justify-start")}
                    disabled={busy}
                    onClick={() => void act(() => run((base) => ({ intent: "restore-home", data: { key: missing.key, baseRevision: base } })))}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    {missing.label} wiederherstellen
                  </button>
                ))}
              </div>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">Sektionen ({data.sections.length})</h3>
              {data.rights.structure ? (
                <button type="button" className={cmsButton("primary")} disabled={busy} onClick={() => void createSection()}>
                  <Plus aria-hidden="true" className="size-4" />
                  Neue Sektion
                </button>
              ) : null}
            </div>
            {data.rights.notice ? (
              <p role="note" className="rounded-md bg-muted p-2 text-sm text-muted-foreground" data-testid="edit-rights">
                {data.rights.notice}
              </p>
            ) : null}
            <LiveSectionList sections={data.sections} drafts={new Set(Object.keys(drafts).map(Number))} busy={busy} actions={actions} rights={data.rights} />
            {data.approval?.required && data.page ? (
              // 'Freigabe' (docs/decisions/0039-approval.md): what visitors see waits for an approved version; submit it from here too.
              <ApprovalPanel approval={data.approval} pageId={data.page.id} slug={slug} baseRevision={edit.revision.current} onChanged={edit.refresh} compact />
            ) : null}
            <PageBox
              page={data.page}
              slug={slug}
              versions={data.versions}
              siteLanguages={data.siteLanguages}
              mayDelete={data.viewer.mayDeletePage}
              mayPublish={data.rights.publish}
              mayShare={data.viewer.mayShareDrafts}
              documentsHref={data.documentsHref}
              onToggle={() => void togglePage()}
              onDelete={() => setConfirmPageDelete(true)}
            />
          </div>
        ) : null}
      </FloatingPanel>
      {data ? <SectionOverlay sections={data.sections} activeId={editing?.id ?? null} busy={busy} actions={actions} rights={data.rights} /> : null}
      <LivePreviews slug={slug} store={previews} />
      {confirmDelete ? (
        <CmsConfirmDialog
          title={editModeTexts.deleteConfirm}
          description={<>«{confirmDelete.sectionName}» wird von der Seite entfernt.</>}
          confirmLabel="Sektion löschen"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          busy={busy}
          onConfirm={() => void deleteSection(confirmDelete)}
          onCancel={() => setConfirmDelete(null)}
        />
      ) : null}
      {publishRefused && data?.page ? (
        <PublishCheckDialog
          result={publishRefused}
          pageTitle={data.page.title}
          onClose={() => setPublishRefused(undefined)}
          onPublishAnyway={() => void togglePage(true)}
        />
      ) : null}
      {confirmPageDelete && data?.page ? (
        <CmsConfirmDialog
          title="Seite löschen?"
          description={<>«{data.page.title}» und alle ihre Sektionen werden gelöscht. Das lässt sich nicht rückgängig machen.</>}
          confirmLabel="Seite löschen"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onConfirm={() => void deletePage()}
          onCancel={() => setConfirmPageDelete(false)}
        />
      ) : null}
    </SourceChangeActionsContext.Provider>
  );
}

function PageBox({
  page,
  slug,
  versions,
  siteLanguages: shown,
  mayDelete,
  mayPublish,
  mayShare,
  documentsHref,
  onToggle,
  onDelete,
}: {
  page: { id: number; title: string; published: boolean; language: string } | null;
  slug: string;
  versions: LiveEditData["versions"];
  siteLanguages: LiveEditData["siteLanguages"];
  mayDelete: boolean;
  /** Publishing and taking offline (pages.publish), and sharing a draft by 'Vorschau-Link' (previewLinks.manage). */
  mayPublish: boolean;
  mayShare: boolean;
  /** A product page's documents ('Dokumente des Produkts'), for whoever manages them. */
  documentsHref: string | null;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
      <h3 className="font-semibold">Seite</h3>
      {page ? (
        <p className="text-muted-foreground">
          Status: <span className="font-semibold text-foreground">{page.published ? "Veröffentlicht" : "Entwurf"}</span>
        </p>
      ) : (
        <p className="text-muted-foreground">Zu diesem Slug gibt es keine Seite im CMS.</p>
      )}
      {page && versions.length + shown.length > 2 ? (
        // The page in the other languages (docs/decisions/0032-language-versions.md), drafts included: staff see them on the site.
        <p className="flex flex-wrap items-center gap-1.5 text-muted-foreground" data-testid="sprachfassungen">
          Sprachfassungen:
          {siteLanguages
            .filter((l) => shown.includes(l) || versions.some((v) => v.language === l))
            .map((language) => {
              const version = versions.find((v) => v.language === language);
              const name = languageFacts[language].staffName;
              return version ? (
                <a
                  key={language}
                  href={version.slug}
                  aria-current={version.slug === slug ? "page" : undefined}
                  className="focus-ring rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-foreground uppercase hover:underline aria-[current=page]:bg-secondary"
                  aria-label={`${name}: ${version.published ? "veröffentlicht" : "Entwurf"}`}
                >
                  {language}
                </a>
              ) : (
                <span key={language} className="rounded-full border border-dashed border-border px-2 py-0.5 text-xs uppercase" aria-label={`${name}: fehlt`}>
                  {language}
                </span>
              );
            })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to={pageEditorHref(slug)} className={cmsButton("secondary")}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Im CMS bearbeiten
        </Link>
        {page && mayPublish ? (
          <button type="button" className={cmsButton("secondary")} onClick={onToggle}>
            {page.published ? "Als Entwurf speichern" : "Veröffentlichen"}
          </button>
        ) : null}
        {page && mayShare ? <PreviewLinkButton page={{ id: page.id, title: page.title, slug }} /> : null}
        {page && documentsHref ? (
          <Link to={documentsHref} className={cmsButton("secondary")}>
            <FileText aria-hidden="true" className="size-4" />
            Dokumente des Produkts
          </Link>
        ) : null}
        {page && mayDelete ? (
          <button type="button" className={cmsButton("danger")} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Seite löschen
          </button>
        ) : null}
      </div>
      {page && !mayDelete ? (
        <p className="rounded-md bg-muted p-2 text-muted-foreground" data-testid="admins-only">
          <span className="font-semibold text-foreground">{pageDeleteTexts.adminsOnly}.</span> {pageDeleteTexts.draftHint}
        </p>
      ) : null}
    </div>
  );
}
