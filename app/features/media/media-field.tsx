// A form field that holds library files by id (the media picker of docs/decisions/0006-media-storage-and-uploads.md): the chosen files as
// thumbnails with title and alt text, 'Auswählen' / 'Ändern' / 'Entfernen', and the picker in a
// dialog with the picker limits of docs/product/media.md, "Pickers" ('Maximal {n} Bilder auswählbar'; one file for hero and items,
// several for galleries), suggestions by id, file name or title (at most 10) and an upload right
// there. Controlled: the host keeps `value` (ids in order) and gets every change by `onChange`;
// with `name` it also writes hidden inputs for a plain <form>.
import { ImageOff, ImagePlus, Pencil, RefreshCw, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { cmsButton, cmsIconButton } from "~/components/cms/cms-button";
import { CmsDialog } from "~/components/cms/cms-dialog";
import { cn } from "~/lib/cn";
import type { LibraryAsset } from "./library/library-assets";
import { MediaPreview } from "./library/media-preview";
import { mediaMessages } from "./media-messages";
import { MediaPicker } from "./media-picker";
import { normaliseSelection } from "./media-selection";
import type { MediaKind } from "./media-types";
import { addPickerAsset, loadPickerAssets, usePickerAssets } from "./picker-assets";

export type MediaFieldProps = {
  label: string;
  /** The chosen asset ids, in order. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** How many may be chosen (docs/product/media.md, "Pickers"): 1 by default, 24 for section galleries, 20 for product details. */
  limit?: number;
  /** Name of the hidden inputs (one per chosen id) when the field sits in a plain form. */
  name?: string;
  hint?: string;
  error?: string;
  kinds?: readonly MediaKind[];
  disabled?: boolean;
  className?: string;
};

function titleOf(asset: LibraryAsset) {
  return asset.title?.trim() || asset.filename;
}

export function MediaField({ label, value, onChange, limit = 1, name, hint, error, kinds, disabled = false, className }: MediaFieldProps) {
  const id = useId();
  const library = usePickerAssets();
  const [open, setOpen] = useState(false);
  const byId = new Map(library.assets.map((asset) => [asset.id, asset]));
  const single = limit <= 1;
  const describedBy = [error ? `${id}-fehler` : null, hint ? `${id}-hinweis` : null].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className={cn("min-w-0", className)} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      {value.length ? (
        <ol aria-label={`${label}: gewählte Dateien`} className={cn("grid gap-2", single ? "grid-cols-1" : "grid-cols-1 sm:grid-cols-2")}>
          {value.map((assetId) => (
            <ChosenAsset
              key={assetId}
              assetId={assetId}
              asset={byId.get(assetId)}
              loading={library.status === "idle" || library.status === "loading"}
              onRemove={single || disabled ? undefined : () => onChange(value.filter((v) => v !== assetId))}
            />
          ))}
        </ol>
      ) : (
        <p className="flex min-h-12 items-center gap-2 rounded-md border border-dashed border-border px-3 text-sm text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-4 shrink-0" />
          {single ? "Kein Bild ausgewählt" : "Keine Bilder ausgewählt"}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={cmsButton("secondary")}
          disabled={disabled}
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={`${label}: ${value.length ? "Ändern" : "Auswählen"}`}
        >
          {value.length ? <Pencil aria-hidden="true" className="size-4" /> : <ImagePlus aria-hidden="true" className="size-4" />}
          {value.length ? "Ändern" : "Auswählen"}
        </button>
        {value.length ? (
          <button
            type="button"
            className={cmsButton("ghost-danger")}
            disabled={disabled}
            onClick={() => onChange([])}
            aria-label={`${label}: ${single ? "Entfernen" : "Alle entfernen"}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {single ? "Entfernen" : "Alle entfernen"}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hinweis`} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-fehler`} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {name ? value.map((assetId) => <input key={assetId} type="hidden" name={name} value={assetId} />) : null}
      {open ? (
        <MediaPickerDialog
          label={label}
          value={value}
          limit={limit}
          kinds={kinds}
          onClose={() => setOpen(false)}
          onApply={(ids) => {
            onChange(ids);
            setOpen(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}

function ChosenAsset({ assetId, asset, loading, onRemove }: { assetId: number; asset: LibraryAsset | undefined; loading: boolean; onRemove?: () => void }) {
  const name = asset ? titleOf(asset) : `asset:${assetId}`;
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-md border border-border bg-muted/40 p-2">
      {asset ? (
        <MediaPreview asset={asset} className="h-14 w-20 shrink-0 rounded" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-20 shrink-0 items-center justify-center rounded bg-muted text-muted-foreground">
          <ImageOff className="size-5" />
        </span>
      )}
      <span className="min-w-0 flex-1 text-sm">
        {asset ? (
          <>
            <span className="block truncate font-medium">{name}</span>
            <span className="block truncate font-mono text-xs text-muted-foreground">{`asset:${asset.id} · ${asset.filename}`}</span>
            {asset.altText?.trim() ? (
              <span className="block truncate text-xs text-muted-foreground">{`Alt-Text: ${asset.altText}`}</span>
            ) : (
              <span className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
                <TriangleAlert aria-hidden="true" className="size-3" />
                Alt-Text fehlt
              </span>
            )}
          </>
        ) : loading ? (
          <span className="block text-muted-foreground">{`asset:${assetId} – wird geladen...`}</span>
        ) : (
          <span className="block font-medium text-destructive">{`Datei asset:${assetId} nicht in der Medienbibliothek gefunden`}</span>
        )}
      </span>
      {onRemove ? (
        <button type="button" onClick={onRemove} className={cmsIconButton("ghost-danger")} aria-label={`${name} entfernen`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}

/** The picker in a modal dialog: changes apply with 'Übernehmen', 'Abbrechen' and Escape drop them. */
function MediaPickerDialog({
  label,
  value,
  limit,
  kinds,
  onClose,
  onApply,
}: {
  label: string;
  value: number[];
  limit: number;
  kinds?: readonly MediaKind[];
  onClose: () => void;
  onApply: (ids: number[]) => void;
}) {
  const library = usePickerAssets();
  // Only ids the picker can show and keep: stored ids of deleted files are dropped on 'Übernehmen'.
  const [draft, setDraft] = useState(() => normaliseSelection(value, limit));
  // Files change while a screen stays open (uploads elsewhere): look again each time the dialog opens.
  useEffect(() => {
    void loadPickerAssets();
  }, []);

  return (
    <CmsDialog
      title={`${label} wählen`}
      description={limit <= 1 ? "Ein Bild wählen." : `Bis zu ${limit} Bilder wählen; die Reihenfolge der Liste gilt.`}
      onClose={onClose}
      className="w-[min(64rem,calc(100%-1rem))]"
    >
      {library.status === "error" ? (
        <div role="alert" className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3 text-sm text-destructive">
          <span className="flex-1">{library.error}</span>
          <button type="button" className={cmsButton("secondary")} onClick={library.reload}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Erneut laden
          </button>
        </div>
      ) : null}
      {library.status === "loading" && library.assets.length === 0 ? (
        <p role="status" className="mb-3 text-sm text-muted-foreground">
          Medien werden geladen...
        </p>
      ) : null}
      <MediaPicker
        label={label}
        assets={library.assets}
        value={draft}
        onChange={setDraft}
        limit={limit}
        kinds={kinds}
        browseOpen
        framed={false}
        altTextLanguages={library.altTextLanguages}
        onUploaded={addPickerAsset}
      />
      {library.status === "ready" && library.assets.length === 0 ? <p className="mt-2 text-sm text-muted-foreground">{mediaMessages.noAssetsFound}</p> : null}
      {/* Stays in view while the library scrolls; covers the dialog's bottom padding too. */}
      {/* The negative offsets match the dialog's padding (p-5, sm:p-6 in CmsDialog). */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 mt-4 flex flex-col-reverse gap-3 border-t border-border bg-card px-5 pb-5 pt-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6">
        <button type="button" className={cmsButton("secondary")} onClick={onClose}>
          Abbrechen
        </button>
        <button type="button" className={cmsButton("primary")} onClick={() => onApply(draft)}>
          Übernehmen
        </button>
      </div>
    </CmsDialog>
  );
}
