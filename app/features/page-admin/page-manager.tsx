// 'Seiten verwalten' (docs/product/cms-screens.md, "Page list ('Seiten verwalten')"): the list of all pages with search, status filter and
// the row actions. A component of its own, so the CMS overview can show it too; its one action lives
// at /cms/seiten (PAGES_ACTION_PATH) wherever it is shown.
import { ClipboardCheck, Copy, Eye, EyeOff, ExternalLink, Images, LayoutList, Link2, Pencil, Plus, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher, useFetchers, useSearchParams } from "react-router";
import { cmsButton, cmsIconButton } from "~/components/cms/cms-button";
import { CmsIconButton } from "~/components/cms/cms-icon-button";
import { CmsIcon, CmsIconSprite } from "~/components/cms/cms-icon-sprite";
import { cmsInputClass } from "~/components/cms/cms-form-field";
import { CmsSearchField } from "~/components/cms/cms-search-field";
import { cn } from "~/lib/cn";
import { PAGES_ACTION_PATH, pageDeleteTexts, type PageActionData, type PageActionRequest, type PageActionResult } from "./page-action-types";
import { PageCreateDialog } from "./page-create-dialog";
import { PageEditDialog } from "./page-edit-dialog";
import { PageImagesDialog } from "./page-images-dialog";
import { pageEditorHref } from "~/features/pages/page-editor-href";
import {
  filterPages,
  formatListDate,
  pageListParams,
  pageStatusFilters,
  statusFilterFrom,
  type PageListRow,
  type PageListView,
  type PageStatusFilter,
} from "./page-list-model";
import { CmsConfirmDialog, CmsDialog } from "~/components/cms/cms-dialog";
import { useActionToast } from "~/components/cms/use-action-toast";
import { ScheduleNote } from "~/features/scheduling/schedule-fields";
import { PreviewLinkButton } from "~/features/preview-links/preview-link-dialog";
import {
  PublishCheckBadge,
  PublishCheckButton,
  PublishCheckDialog,
  PublishCheckPending,
  usePendingCheckCounts,
} from "~/features/publish-check/publish-check-dialog";
import { PAGE_PARAM } from "~/features/publish-check/publish-check-client";
import { LanguageVersionsCell } from "~/features/page-admin/language-versions-cell";
import { languageFacts, type SiteLanguage } from "~/lib/languages";

function submitPageAction(fetcher: ReturnType<typeof useFetcher<PageActionResult>>, body: PageActionRequest) {
  return fetcher.submit(JSON.stringify(body), { method: "post", action: PAGES_ACTION_PATH, encType: "application/json" });
}

/** The rows' icons, drawn once for the whole table (cms-icon-sprite.tsx); Link2 and ClipboardCheck are
 * the preview-link and publish-check buttons'. */
const ROW_ICONS = [ExternalLink, Link2, Pencil, Images, LayoutList, ClipboardCheck, Copy, Eye, EyeOff, Trash2];
/** The same class for every row's icon buttons, computed once. */
const rowIconButton = cmsIconButton("ghost");

/** The page a page action is about (the JSON every dialog and row sends to PAGES_ACTION_PATH). */
function pageIdOf(json: unknown): number | undefined {
  const pageId = (json as { data?: { pageId?: unknown } } | null | undefined)?.data?.pageId;
  return typeof pageId === "number" ? pageId : undefined;
}

/** How long typing rests before the search goes to the server. */
const SEARCH_DELAY_MS = 250;

/**
 * What the viewer may do besides editing texts (access-control.ts): a translator neither creates,
 * moves, publishes nor changes the shared pictures (docs/decisions/0038-translator-role.md).
 */
export interface PageRights {
  publish: boolean;
  structure: boolean;
  previewLinks: boolean;
}
const everyRight: PageRights = { publish: true, structure: true, previewLinks: true };

export function PageManager({
  view,
  canDelete,
  rights = everyRight,
  canConfigureApproval = false,
  canChangeKind = false,
  productDocumentsHref,
}: {
  view: PageListView;
  canDelete: boolean;
  rights?: PageRights;
  canConfigureApproval?: boolean;
  /** The 'Seitentyp' is changed by administrators only (decision 0043); others see it read-only. */
  canChangeKind?: boolean;
  /** Where a product page's documents are managed, for whoever may see them (given by the route: docs/decisions/0048-document-screens.md). */
  productDocumentsHref?: (translationKey: string) => string;
}) {
  const { pages } = view;
  // Search and status live in the address and are answered in SQL (docs/decisions/0023-page-list-at-scale.md); the rows already loaded
  // are narrowed at once while the server's answer is on its way.
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get(pageListParams.query) ?? "");
  const [status, setStatus] = useState<PageStatusFilter>(() => statusFilterFrom(searchParams.get(pageListParams.status)));
  const urlQuery = searchParams.get(pageListParams.query) ?? "";
  const urlStatus = statusFilterFrom(searchParams.get(pageListParams.status));
  const synced = urlQuery === query.trim() && urlStatus === status;
  useEffect(() => {
    if (synced) return;
    const timer = setTimeout(
      () =>
        setSearchParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (query.trim()) next.set(pageListParams.query, query.trim());
            else next.delete(pageListParams.query);
            if (status !== "all") next.set(pageListParams.status, status);
            else next.delete(pageListParams.status);
            next.delete(pageListParams.limit);
            return next;
          },
          { replace: true, preventScrollReset: true },
        ),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query, status, synced, setSearchParams]);
  // A finding of the 'Veröffentlichungs-Check' about the page's own fields links here with ?seite=<id>.
  const [editing, setEditing] = useState<number | null>(() => Number(searchParams.get(PAGE_PARAM)) || null);
  const [creating, setCreating] = useState(false);
  const [editingImages, setEditingImages] = useState<number | null>(null);
  const statusId = useId();

  const visible = filterPages(pages, query, status);
  // Pages with a save on its way, or whose list row has not been loaded anew after it: a dialog's
  // fetcher lives on after the dialog closed until the list is reloaded. Until then the row's revision
  // is an old one, and its buttons that send it wait (a click sooner was refused as a conflict with
  // one's own change: tests/e2e/cms-pages.spec.ts publishes right after closing the edit dialog).
  const saving = new Set(useFetchers().flatMap((f) => (f.state === "idle" ? [] : [pageIdOf(f.json)])));
  const pendingChecks = usePendingCheckCounts(pages);
  const shownCount = synced ? view.matching : visible.length;
  const truncated = synced && view.matching > pages.length;
  // Every page's address (parent choices, free slugs, moves), loaded once a dialog needs it; revalidated after changes.
  const addressFetcher = useFetcher<{ view: PageListView }>({ key: "page-list-addresses" });
  const dialogOpen = creating || editing !== null;
  useEffect(() => {
    if (dialogOpen && addressFetcher.state === "idle" && !addressFetcher.data) {
      void addressFetcher.load(`${PAGES_ACTION_PATH}?${pageListParams.addresses}=1&${pageListParams.limit}=1`);
    }
  }, [dialogOpen, addressFetcher]);
  const addresses = addressFetcher.data?.view.addresses ?? pages;
  const editingPage = editing !== null ? pages.find((p) => p.id === editing) : undefined;
  const imagesPage = editingImages !== null ? pages.find((p) => p.id === editingImages) : undefined;
  const filtered = query.trim() !== "" || status !== "all";

  return (
    <section aria-labelledby="seiten-verwalten" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seiten-verwalten" className="font-display text-2xl font-bold">
          Seiten verwalten
        </h2>
        {rights.structure ? (
          <button type="button" className={cmsButton("primary")} aria-haspopup="dialog" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Neue Seite
          </button>
        ) : null}
      </div>

      <LanguageTabs view={view} />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
        <CmsSearchField className="flex-1" placeholder="Titel, Slug oder Meta-Titel" value={query} onChange={(e) => setQuery(e.target.value)} />
        <div>
          <label htmlFor={statusId} className="mb-1.5 block text-sm font-semibold">
            Status
          </label>
          <select id={statusId} className={cn(cmsInputClass, "w-auto")} value={status} onChange={(e) => setStatus(e.target.value as PageStatusFilter)}>
            {pageStatusFilters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={cmsButton("secondary")}
          disabled={!filtered}
          onClick={() => {
            setQuery("");
            setStatus("all");
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Zurücksetzen
        </button>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shownCount} von {view.total} Seiten
      </p>
      {truncated ? (
        <p className="text-sm text-muted-foreground">
          Gezeigt werden die {pages.length} zuletzt geänderten.{" "}
          <button
            type="button"
            className="focus-ring rounded-sm font-semibold underline"
            onClick={() =>
              setSearchParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  next.set(pageListParams.limit, String(view.limit * 2));
                  return next;
                },
                { replace: true, preventScrollReset: true },
              )
            }
          >
            Mehr anzeigen
          </button>
        </p>
      ) : null}

      {visible.length === 0 ? (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">
          {view.total === 0 ? "Noch keine Seiten vorhanden." : "Keine Seiten gefunden, die den Filterkriterien entsprechen."}
        </p>
      ) : (
        <CmsIconSprite icons={ROW_ICONS}>
          <div className="overflow-x-auto rounded-card border border-border">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Alle Seiten, zuletzt geänderte zuerst</caption>
              <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Titel
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Sprachen
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Letzte Änderung
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Aktionen
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((page) => (
                  <PageRow
                    key={page.id}
                    page={page}
                    check={page.check ?? pendingChecks.countsOf(page.id)}
                    checkWaiting={pendingChecks.waiting(page)}
                    canDelete={canDelete}
                    rights={rights}
                    saving={saving.has(page.id)}
                    siteLanguages={view.siteLanguages}
                    onEdit={() => setEditing(page.id)}
                    onEditImages={() => setEditingImages(page.id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </CmsIconSprite>
      )}

      {creating ? (
        <PageCreateDialog
          pages={addresses}
          onClose={() => setCreating(false)}
          onCreated={(pageId) => {
            // The new page's other fields (meta texts, template, …) are edited in its edit dialog.
            setCreating(false);
            setEditing(pageId);
          }}
        />
      ) : null}
      {editingPage ? (
        <PageEditDialog
          key={editingPage.id}
          page={editingPage}
          pages={addresses}
          onClose={() => setEditing(null)}
          approvalSwitch={canConfigureApproval}
          kindChoice={canChangeKind}
          documentsHref={productDocumentsHref?.(editingPage.translationKey)}
        />
      ) : null}
      {imagesPage ? <PageImagesDialog key={imagesPage.id} page={imagesPage} onClose={() => setEditingImages(null)} /> : null}
    </section>
  );
}

/**
 * One language's pages at a time (?sprache=fr; docs/decisions/0032-language-versions.md): German, the
 * source, unless another is chosen. Plain links, so the list works without JavaScript too.
 */
function LanguageTabs({ view }: { view: PageListView }) {
  const [searchParams] = useSearchParams();
  if (view.languages.length < 2) return null;
  const hrefOf = (language: SiteLanguage) => {
    const next = new URLSearchParams(searchParams);
    next.set(pageListParams.language, language);
    next.delete(pageListParams.limit);
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Sprache der Seitenliste">
      <ul className="flex flex-wrap gap-2">
        {view.languages.map(({ language, pages }) => {
          const current = language === view.language;
          return (
            <li key={language}>
              <Link
                to={hrefOf(language)}
                replace
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(cmsButton(current ? "primary" : "secondary"), "gap-1.5")}
              >
                {languageFacts[language].staffName}
                <span className="text-xs">({pages})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PageRow({
  page,
  check,
  checkWaiting,
  canDelete,
  rights,
  saving,
  siteLanguages,
  onEdit,
  onEditImages,
}: {
  rights: PageRights;
  page: PageListRow;
  siteLanguages: SiteLanguage[];
  check: PageListRow["check"];
  checkWaiting: boolean;
  canDelete: boolean;
  /** A save of this page (from a dialog) is on its way or the list not yet reloaded after it. */
  saving: boolean;
  onEdit: () => void;
  onEditImages: () => void;
}) {
  const fetcher = useFetcher<PageActionResult>({ key: `page-row-${page.id}` });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refused, setRefused] = useState<PageActionData["publishCheck"]>(undefined);
  useActionToast(fetcher.data, (result) => {
    if (result.intent === "delete") setConfirmDelete(false);
    setRefused(result.data?.publishCheck);
  });
  const busy = fetcher.state !== "idle";
  // What sends page.revision waits for the row to have the current one.
  const revisionPending = busy || saving;
  const editorHref = pageEditorHref(page.slug);

  return (
    <tr className="border-t border-border align-top" aria-busy={busy}>
      <td className="px-3 py-3">
        <button type="button" onClick={onEdit} className="focus-ring rounded-sm text-left font-semibold hover:underline">
          {page.title}
          <span className="sr-only"> – Seite bearbeiten</span>
        </button>
        <div className="mt-0.5 break-all font-mono text-xs text-muted-foreground">{page.slug}</div>
      </td>
      <td className="px-3 py-3">
        <span
          className={cn(
            "inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
            // The success colour on its own 15% tint reached only 4.19:1; on the card with a
            // border (as the other status badges) it keeps AA in every theme (contrast.test.ts).
            page.published ? "border border-success text-success" : "border border-border bg-muted text-muted-foreground",
          )}
        >
          {page.published ? "Veröffentlicht" : "Entwurf"}
        </span>
        <ScheduleNote schedule={page} className="mt-1.5" />
        <div>{checkWaiting ? <PublishCheckPending /> : <PublishCheckBadge check={check} />}</div>
      </td>
      <td className="px-3 py-3">
        <LanguageVersionsCell pageTitle={page.title} versions={page.versions} siteLanguages={siteLanguages} canCreate={rights.structure} />
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-muted-foreground">
        <time dateTime={page.updatedAt}>{formatListDate(page.updatedAt)}</time>
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap justify-end gap-1">
          <a
            href={page.slug}
            target="_blank"
            rel="noopener noreferrer"
            className={rowIconButton}
            aria-label={`Vorschau von «${page.title}» (öffnet in einem neuen Tab)`}
            title="Vorschau"
          >
            <CmsIcon icon={ExternalLink} className="size-4" />
          </a>
          {rights.previewLinks ? <PreviewLinkButton page={page} compact /> : null}
          <button type="button" onClick={onEdit} className={rowIconButton} aria-label={`«${page.title}» bearbeiten`} title="Bearbeiten">
            <CmsIcon icon={Pencil} className="size-4" />
          </button>
          {rights.structure ? (
            <button
              type="button"
              onClick={onEditImages}
              className={rowIconButton}
              aria-label={`Bilder von «${page.title}» bearbeiten`}
              title="Seitenbilder"
              aria-haspopup="dialog"
            >
              <CmsIcon icon={Images} className="size-4" />
            </button>
          ) : null}
          <Link to={editorHref} className={rowIconButton} aria-label={`Sektionen bearbeiten: ${page.title}`} title="Sektionen bearbeiten">
            <CmsIcon icon={LayoutList} className="size-4" />
          </Link>
          <PublishCheckButton pageId={page.id} pageTitle={page.title} />
          {rights.structure ? (
            <CmsIconButton
              icon={Copy}
              label={`«${page.title}» duplizieren`}
              disabled={busy}
              title="Duplizieren"
              onClick={() => submitPageAction(fetcher, { intent: "duplicate", data: { pageId: page.id } })}
            />
          ) : null}
          {rights.publish ? (
            <button
              type="button"
              className={rowIconButton}
              disabled={revisionPending}
              aria-label={page.published ? `«${page.title}» als Entwurf speichern` : `«${page.title}» veröffentlichen`}
              title={page.published ? "Als Entwurf speichern" : "Veröffentlichen"}
              onClick={() =>
                submitPageAction(fetcher, { intent: "toggle", data: { pageId: page.id, baseRevision: page.revision, published: !page.published } })
              }
            >
              <CmsIcon icon={page.published ? EyeOff : Eye} className="size-4" />
            </button>
          ) : null}
          {rights.structure ? (
            <CmsIconButton icon={Trash2} label={`«${page.title}» löschen`} variant="ghost-danger" title="Löschen" onClick={() => setConfirmDelete(true)} />
          ) : null}
        </div>
        {refused ? (
          <PublishCheckDialog
            result={refused}
            pageTitle={page.title}
            busy={revisionPending}
            onClose={() => setRefused(undefined)}
            onPublishAnyway={() => {
              void submitPageAction(fetcher, {
                intent: "toggle",
                data: { pageId: page.id, baseRevision: page.revision, published: true, publishAnyway: true },
              });
              setRefused(undefined);
            }}
          />
        ) : null}
        {confirmDelete ? (
          canDelete ? (
            <CmsConfirmDialog
              title="Seite löschen?"
              description={
                <>
                  «{page.title}» ({page.slug}) und alle ihre Sektionen werden gelöscht.
                </>
              }
              confirmLabel="Endgültig löschen"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              busy={revisionPending}
              onConfirm={() => submitPageAction(fetcher, { intent: "delete", data: { pageId: page.id, baseRevision: page.revision } })}
              onCancel={() => setConfirmDelete(false)}
            />
          ) : (
            <CmsDialog role="alertdialog" title={pageDeleteTexts.adminsOnly} onClose={() => setConfirmDelete(false)}>
              <p className="text-sm text-muted-foreground">{pageDeleteTexts.draftHint}</p>
              <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <button type="button" className={cmsButton("secondary")} onClick={() => setConfirmDelete(false)} autoFocus>
                  Schliessen
                </button>
                {page.published ? (
                  <button
                    type="button"
                    className={cmsButton("primary")}
                    onClick={() => {
                      void submitPageAction(fetcher, { intent: "toggle", data: { pageId: page.id, baseRevision: page.revision, published: false } });
                      setConfirmDelete(false);
                    }}
                  >
                    Als Entwurf speichern
                  </button>
                ) : null}
              </div>
            </CmsDialog>
          )
        ) : null}
      </td>
    </tr>
  );
}
