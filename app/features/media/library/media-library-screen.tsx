// The media library screen (docs/product/media.md, "Media library"): upload panel beside the library with counter,
// search, category filter, reset, grid or list view, diagnostics and the cards; several files can be
// selected for a category change or deletion (tests/integration/media-library-selection.test.ts).
import { ArrowLeft, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Form, Link, useLocation, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { CmsConfirmDialog } from "~/components/cms/cms-dialog";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import type { ActionResult } from "~/components/cms/action-result";
import { useActionToast } from "~/components/cms/use-action-toast";
import { cn } from "~/lib/cn";
import { mediaMessages } from "../media-messages";
import { UploadPanel } from "../upload-panel";
import type { AssetUsage, LibraryAsset, StorageDiagnostics } from "./library-assets";
import {
  categoryFilterOptions,
  counterText,
  filterAssets,
  isFiltered,
  libraryParamsToSearch,
  needsAltText,
  parseLibraryParams,
  type LibraryParams,
} from "./library-filters";
import { libraryIntents } from "./library-intents";
import { LibrarySelectionBar } from "./library-selection-bar";
import { bulkCategoryOptions, keepExisting, selectableIds, toggleAllShown, toggleSelected, usageByPlace, type PlaceUsage } from "./library-selection";
import { LibraryToolbar } from "./library-toolbar";
import { displayTitle, MediaCard } from "./media-card";
import type { SiteLanguage } from "~/lib/languages";
import { StorageDiagnosticsPanel } from "./storage-diagnostics";

export type MediaLibraryScreenData = {
  assets: LibraryAsset[];
  diagnostics: StorageDiagnostics;
  logoAssetId: number | null;
  altTextLanguages: SiteLanguage[];
  storageError: boolean;
  loadError: string | null;
  uploadFeedback: ActionResult | null;
  canEdit: boolean;
};

export type MediaLibraryActionData = ActionResult & {
  intent: string;
  id?: number;
  needsConfirmation?: boolean;
  usage?: AssetUsage[];
  placeUsage?: PlaceUsage[];
  ids?: number[];
};

/** The value of ?loeschen= that asks before deleting the selection. */
const DELETE_SELECTION = "auswahl";

function fileCount(count: number): string {
  return count === 1 ? "1 Datei" : `${count} Dateien`;
}

function withSearch(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function MediaLibraryScreen({ data, actionData }: { data: MediaLibraryScreenData; actionData: MediaLibraryActionData | undefined }) {
  const { assets, diagnostics, logoAssetId, altTextLanguages, storageError, loadError, uploadFeedback, canEdit } = data;
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const state = parseLibraryParams(params);

  const loadFeedback = useMemo<ActionResult | undefined>(() => (loadError ? { ok: false, message: loadError } : undefined), [loadError]);
  useActionToast(loadFeedback);
  useActionToast(uploadFeedback ?? undefined);
  useActionToast(actionData && !actionData.needsConfirmation ? actionData : undefined);

  useEffect(() => {
    // Header and footer listen for this (docs/product/public-site.md, "Footer").
    if (actionData?.ok && actionData.intent === "set-logo") window.dispatchEvent(new Event("global_settings_updated"));
  }, [actionData]);

  const { query, category, altMissing } = state;
  const filtered = useMemo(() => filterAssets(assets, { query, category, altMissing }), [assets, query, category, altMissing]);
  const altMissingCount = useMemo(() => assets.filter(needsAltText).length, [assets]);
  const categories = useMemo(() => categoryFilterOptions(assets), [assets]);
  const listParams = libraryParamsToSearch(state);
  const listHref = withSearch(pathname, listParams);
  const hrefWith = (key: string, value: number) => {
    const next = new URLSearchParams(listParams);
    next.set(key, String(value));
    return withSearch(pathname, next);
  };

  const onFilterChange = useCallback((next: LibraryParams) => setParams(libraryParamsToSearch(next), { replace: true, preventScrollReset: true }), [setParams]);

  const editId = Number(params.get("bearbeiten")) || undefined;
  const deleteId = Number(params.get("loeschen")) || undefined;
  const reconfirm = actionData?.needsConfirmation ? assets.find((a) => a.id === actionData.id) : undefined;
  const deleting = reconfirm ?? (deleteId ? assets.find((a) => a.id === deleteId) : undefined);
  const deleteUsage = reconfirm ? (actionData?.usage ?? []) : (deleting?.usage ?? []);
  const deleteBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const editingSynthetic = editId !== undefined && editId < 0;
  const pageFeedback = navigation.state === "idle" && actionData && !actionData.needsConfirmation ? actionData : undefined;

  // The selection lives in the page only; files deleted meanwhile drop out of it.
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const assetIds = useMemo(() => assets.map((asset) => asset.id), [assets]);
  useEffect(() => setSelectedIds((current) => keepExisting(current, assetIds)), [assetIds]);
  useEffect(() => {
    if (actionData?.ok && (actionData.intent === libraryIntents.bulkCategory || actionData.intent === libraryIntents.bulkDelete)) setSelectedIds([]);
  }, [actionData]);
  const shownSelectable = useMemo(() => (canEdit ? selectableIds(filtered) : []), [canEdit, filtered]);
  const shownSelected = shownSelectable.filter((id) => selectedIds.includes(id)).length;
  const shownState = shownSelected === 0 ? "none" : shownSelected === shownSelectable.length ? "all" : "some";
  const bulkCategories = useMemo(() => bulkCategoryOptions(assets), [assets]);

  const bulkReconfirm = actionData?.needsConfirmation && actionData.intent === libraryIntents.bulkDelete ? actionData : undefined;
  const deletingSelection = params.get("loeschen") === DELETE_SELECTION;
  const bulkDeleteIds = useMemo(() => bulkReconfirm?.ids ?? (deletingSelection ? selectedIds : []), [bulkReconfirm, deletingSelection, selectedIds]);
  const bulkDeleteUsage = useMemo(
    () => bulkReconfirm?.placeUsage ?? usageByPlace(assets.filter((asset) => bulkDeleteIds.includes(asset.id))),
    [bulkReconfirm, assets, bulkDeleteIds],
  );
  const bulkDeleteBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === libraryIntents.bulkDelete;
  const deleteSelectionHref = (() => {
    const next = new URLSearchParams(listParams);
    next.set("loeschen", DELETE_SELECTION);
    return withSearch(pathname, next);
  })();

  return (
    <div className="mx-auto flex max-w-[96rem] flex-col gap-6">
      <div>
        <Link to="/cms-overview" className="focus-ring inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Zurück zum CMS
        </Link>
        <h1 className="mt-3 font-display text-3xl font-bold">Medienbibliothek</h1>
        <p className="mt-2 max-w-prose text-sm text-muted-foreground">
          Bilder, Videos und Dokumente der Website. Dateinamen sind SEO-optimiert und werden nie überschrieben.
        </p>
      </div>

      {loadFeedback ? <CmsFeedback feedback={loadFeedback} /> : null}
      {uploadFeedback ? <CmsFeedback feedback={uploadFeedback} /> : null}
      {pageFeedback ? <CmsFeedback feedback={pageFeedback} /> : null}
      {editingSynthetic ? <CmsFeedback feedback={{ ok: false, message: mediaMessages.syntheticNotEditable }} /> : null}

      <div className="grid items-start gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        {canEdit ? <UploadPanel className="xl:sticky xl:top-24" altTextLanguages={altTextLanguages} onUploaded={() => revalidator.revalidate()} /> : null}

        <section aria-labelledby="bibliothek-titel" className={cn("@container flex min-w-0 flex-col gap-4", !canEdit && "xl:col-span-2")}>
          <h2 id="bibliothek-titel" className="sr-only">
            Bibliothek
          </h2>
          <StorageDiagnosticsPanel diagnostics={diagnostics} storageError={storageError} />
          <LibraryToolbar
            state={state}
            categories={categories}
            counter={counterText(filtered.length, assets.length)}
            altMissingCount={altMissingCount}
            basePath={pathname}
            onChange={onFilterChange}
          />
          {canEdit && assets.some((asset) => !asset.synthetic) ? (
            <LibrarySelectionBar
              selectedIds={selectedIds}
              shownState={shownState}
              shownCount={shownSelectable.length}
              onToggleShown={() => setSelectedIds((current) => toggleAllShown(current, shownSelectable))}
              onClear={() => setSelectedIds([])}
              categories={bulkCategories}
              listHref={listHref}
              deleteHref={deleteSelectionHref}
            />
          ) : null}
          {filtered.length === 0 ? (
            <p className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">
              {assets.length === 0 || !isFiltered(state) ? mediaMessages.emptyLibrary : mediaMessages.emptyFiltered}
            </p>
          ) : (
            <ul
              aria-label="Medien"
              className={cn(
                "grid gap-4",
                state.view === "grid" ? "grid-cols-1 @md:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4 @6xl:grid-cols-5" : "grid-cols-1",
              )}
            >
              {filtered.map((asset) => (
                <li key={asset.id} className="min-w-0">
                  <MediaCard
                    asset={asset}
                    view={state.view}
                    isLogo={asset.id === logoAssetId}
                    altTextLanguages={altTextLanguages}
                    canEdit={canEdit}
                    editing={canEdit && editId === asset.id && !asset.synthetic}
                    listHref={listHref}
                    editHref={hrefWith("bearbeiten", asset.id)}
                    deleteHref={hrefWith("loeschen", asset.id)}
                    selection={
                      canEdit && !asset.synthetic
                        ? {
                            selected: selectedIds.includes(asset.id),
                            onChange: () => setSelectedIds((current) => toggleSelected(current, asset.id)),
                          }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {deleting && canEdit ? (
        <CmsConfirmDialog
          key={`${deleting.id}-${reconfirm ? "erneut" : "erst"}`}
          title={deleteUsage.length ? "Datei wird noch verwendet" : "Datei löschen?"}
          cancelHref={listHref}
          description={
            <>
              <p>
                «{displayTitle(deleting)}» ({deleting.filename}) wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.
              </p>
              {deleteUsage.length ? (
                <>
                  <p className="mt-3 font-semibold text-foreground">Die Datei wird noch verwendet auf:</p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {deleteUsage.map((use) => (
                      <li key={use.label}>{use.label}</li>
                    ))}
                  </ul>
                  <p className="mt-3">Dort fehlt das Bild danach. Trotzdem löschen?</p>
                </>
              ) : null}
            </>
          }
        >
          <Form method="post" action={listHref} replace preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <input type="hidden" name="filename" value={deleting.filename} />
            {deleteUsage.length ? <input type="hidden" name="confirmInUse" value="1" /> : null}
            <button type="submit" disabled={deleteBusy} className={cmsButton("danger", "w-full sm:w-auto")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {deleteBusy ? "Wird gelöscht..." : deleteUsage.length ? "Trotzdem löschen" : "Endgültig löschen"}
            </button>
          </Form>
        </CmsConfirmDialog>
      ) : null}

      {bulkDeleteIds.length > 0 && canEdit && !deleting ? (
        <CmsConfirmDialog
          key={`auswahl-${bulkReconfirm ? "erneut" : "erst"}`}
          title={bulkDeleteUsage.length ? "Dateien werden noch verwendet" : `${fileCount(bulkDeleteIds.length)} löschen?`}
          cancelHref={listHref}
          description={
            <>
              <p>{fileCount(bulkDeleteIds.length)} wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.</p>
              {bulkDeleteUsage.length ? (
                <>
                  <p className="mt-3 font-semibold text-foreground">Ausgewählte Dateien werden noch verwendet auf:</p>
                  <ul aria-label="Verwendungen" className="mt-1 max-h-60 list-disc space-y-1 overflow-y-auto pl-5">
                    {bulkDeleteUsage.map((use) => (
                      <li key={use.href ?? use.place}>
                        <span className="font-medium text-foreground">{use.place}</span>: {use.files.join(", ")}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-3">Dort fehlen die Dateien danach. Trotzdem löschen?</p>
                </>
              ) : null}
            </>
          }
        >
          <Form method="post" action={listHref} replace preventScrollReset>
            <input type="hidden" name="intent" value={libraryIntents.bulkDelete} />
            {bulkDeleteIds.map((id) => (
              <input key={id} type="hidden" name="ids" value={id} />
            ))}
            {bulkDeleteUsage.length ? <input type="hidden" name="confirmInUse" value="1" /> : null}
            <button type="submit" disabled={bulkDeleteBusy} className={cmsButton("danger", "w-full sm:w-auto")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {bulkDeleteBusy ? "Wird gelöscht..." : bulkDeleteUsage.length ? "Trotzdem löschen" : "Endgültig löschen"}
            </button>
          </Form>
        </CmsConfirmDialog>
      ) : null}
    </div>
  );
}
