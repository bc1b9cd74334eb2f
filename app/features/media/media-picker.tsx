// Choosing library files inside an editor (docs/product/media.md, "Pickers": limits
// 1 / 24 / 20 and 10 suggestions): search suggestions by id, file name or title, a browsable
// grid, the chosen files in order, and an upload right here. Hosts pass the assets from their loader
// (library.server.ts loadPickerAssets) and keep the chosen ids; hidden inputs carry them in a form.
import { ArrowDown, ArrowUp, HardDrive, Images, UploadCloud, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { CmsFeedback } from "~/components/cms/cms-feedback";
import { CmsSearchField } from "~/components/cms/cms-search-field";
import { cn } from "~/lib/cn";
import { categoryLabel } from "./file-names";
import type { LibraryAsset } from "./library/library-assets";
import { pickerSuggestions } from "./library/library-filters";
import { MediaPreview } from "./library/media-preview";
import { mediaMessages } from "./media-messages";
import { moveSelection, toggleSelection } from "./media-selection";
import type { MediaKind } from "./media-types";
import type { SiteLanguage } from "~/lib/languages";
import { UploadPanel } from "./upload-panel";

const IMAGE_KINDS: readonly MediaKind[] = ["image", "svg"];

export type MediaPickerProps = {
  label: string;
  assets: LibraryAsset[];
  /** The chosen asset ids, in order. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** How many may be chosen: 1 (default, hero, items), 24 (sections), 20 (product details). */
  limit?: number;
  /** Name of the hidden inputs (one per chosen id) when the picker sits in a form. */
  name?: string;
  /** The kinds offered; images by default. */
  kinds?: readonly MediaKind[];
  allowUpload?: boolean;
  /** The further languages whose alt texts the upload asks for (the switched-on ones). */
  altTextLanguages?: readonly SiteLanguage[];
  /** The host could not load the library. */
  loadError?: boolean;
  onUploaded?: (asset: LibraryAsset) => void;
  /** Shows the whole library at once (in the picker dialog) instead of behind 'Alle Medien'. */
  browseOpen?: boolean;
  /** Inside a dialog that already names it: no frame, and the legend only for screen readers. */
  framed?: boolean;
  className?: string;
};

function titleOf(asset: LibraryAsset) {
  return asset.title?.trim() || asset.filename;
}

export function MediaPicker({
  label,
  assets,
  value,
  onChange,
  limit = 1,
  name,
  kinds = IMAGE_KINDS,
  allowUpload = true,
  altTextLanguages = [],
  loadError = false,
  onUploaded,
  browseOpen = false,
  framed = true,
  className,
}: MediaPickerProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [uploaded, setUploaded] = useState<LibraryAsset[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const offered = useMemo(() => {
    const byId = new Map<number, LibraryAsset>();
    for (const asset of [...uploaded, ...assets]) if (!byId.has(asset.id) && kinds.includes(asset.kind)) byId.set(asset.id, asset);
    return [...byId.values()];
  }, [assets, uploaded, kinds]);
  const byId = useMemo(() => new Map(offered.map((a) => [a.id, a])), [offered]);
  const suggestions = useMemo(() => pickerSuggestions(offered, query), [offered, query]);
  const chosen = value.map((assetId) => byId.get(assetId)).filter((a): a is LibraryAsset => a !== undefined);
  const single = limit <= 1;

  const choose = (asset: LibraryAsset) => {
    // Storage-only entries carry negative ids: toggleSelection refuses them.
    const outcome = toggleSelection(value, asset.id, limit);
    if (!outcome.ok) {
      const message = outcome.reason === "limit" ? mediaMessages.selectionLimit(limit) : mediaMessages.syntheticNotSelectable;
      setNotice(message);
      toast.error(message);
      return;
    }
    setNotice(null);
    onChange(outcome.ids);
  };

  const tile = (asset: LibraryAsset) => {
    const selected = value.includes(asset.id);
    return (
      <li key={asset.id} className="min-w-0">
        <button
          type="button"
          aria-pressed={selected}
          onClick={() => choose(asset)}
          className={cn(
            "focus-ring flex w-full flex-col overflow-hidden rounded-md border bg-card text-left text-xs",
            selected ? "border-ring ring-2 ring-ring/50" : "border-border hover:border-ring",
            asset.synthetic && "opacity-70",
          )}
        >
          <MediaPreview asset={asset} className="aspect-[4/3] w-full" />
          <span className="flex items-center gap-1 px-2 py-1.5">
            {asset.synthetic ? <HardDrive aria-hidden="true" className="size-3 shrink-0" /> : null}
            <span className="truncate font-medium">{titleOf(asset)}</span>
          </span>
          <span className="sr-only">
            {asset.synthetic ? " (nur im Speicher, nicht wählbar)" : ` (ID ${asset.id}, ${categoryLabel(asset.category)})`}
            {selected ? ", gewählt" : ""}
          </span>
        </button>
      </li>
    );
  };

  return (
    <fieldset className={cn("min-w-0", framed && "rounded-card border border-border p-4", className)}>
      <legend className={framed ? "px-1 text-sm font-semibold" : "sr-only"}>{label}</legend>
      <p id={`${id}-hinweis`} className="text-xs text-muted-foreground">
        {single ? "Eine Datei wählen." : `Bis zu ${limit} Dateien wählen – ${value.length} gewählt.`}
      </p>
      {loadError ? <CmsFeedback className="mt-3" feedback={{ ok: false, message: mediaMessages.assetsLoadFailed }} /> : null}

      {chosen.length > 0 ? (
        <ol aria-label="Gewählte Dateien" className="mt-3 flex flex-col gap-2">
          {chosen.map((asset, index) => (
            <li key={asset.id} className="flex items-center gap-3 rounded-md border border-border bg-muted/40 p-2">
              <MediaPreview asset={asset} className="h-12 w-16 shrink-0 rounded" />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium">{titleOf(asset)}</span>
                <span className="block truncate font-mono text-xs text-muted-foreground">
                  asset:{asset.id} · {asset.filename}
                </span>
              </span>
              {single ? null : (
                <>
                  <button
                    type="button"
                    disabled={index === 0}
                    onClick={() => onChange(moveSelection(value, asset.id, -1))}
                    aria-label={`${titleOf(asset)} nach vorne`}
                    className="focus-ring inline-flex size-9 items-center justify-center rounded-md hover:bg-muted disabled:opacity-40"
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    disabled={index === chosen.length - 1}
                    onClick={() => onChange(moveSelection(value, asset.id, 1))}
                    aria-label={`${titleOf(asset)} nach hinten`}
                    className="focus-ring inline-flex size-9 items-center justify-center rounded-md hover:bg-muted disabled:opacity-40"
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                </>
              )}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== asset.id))}
                aria-label={`${titleOf(asset)} entfernen`}
                className="focus-ring inline-flex size-9 items-center justify-center rounded-md text-destructive hover:bg-muted"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">{single ? "Kein Bild ausgewählt" : "Keine Dateien gewählt"}</p>
      )}

      <div className="mt-4">
        <CmsSearchField
          label="Medium suchen (ID, Dateiname oder Titel)"
          id={`${id}-suche`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter picks the first suggestion instead of sending the editor's form.
            if (event.key === "Enter") {
              event.preventDefault();
              if (suggestions[0]) choose(suggestions[0]);
            }
          }}
          aria-describedby={`${id}-hinweis`}
          aria-controls={`${id}-vorschlaege`}
          autoComplete="off"
        />
        <div id={`${id}-vorschlaege`} aria-live="polite">
          {query.trim() ? (
            suggestions.length ? (
              <ul aria-label="Vorschläge" className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
                {suggestions.map(tile)}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">{mediaMessages.noAssetsFound}</p>
            )
          ) : null}
        </div>
      </div>

      <details className="mt-4" open={browseOpen || undefined}>
        <summary className="focus-ring inline-flex cursor-pointer items-center gap-2 rounded-sm text-sm font-semibold">
          <Images aria-hidden="true" className="size-4" />
          {`Alle Medien (${offered.length})`}
        </summary>
        {offered.length ? (
          <ul className="mt-3 grid max-h-96 grid-cols-2 gap-2 overflow-y-auto p-0.5 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">{offered.map(tile)}</ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">{mediaMessages.noAssetsFound}</p>
        )}
      </details>

      {allowUpload ? (
        <details className="mt-3">
          <summary className="focus-ring inline-flex cursor-pointer items-center gap-2 rounded-sm text-sm font-semibold">
            <UploadCloud aria-hidden="true" className="size-4" />
            Neue Datei hochladen
          </summary>
          <UploadPanel
            embedded
            altTextLanguages={altTextLanguages}
            headingLevel={3}
            imagesOnly={kinds.every((kind) => IMAGE_KINDS.includes(kind))}
            className="mt-3"
            onUploaded={(asset) => {
              setUploaded((list) => [asset, ...list]);
              onUploaded?.(asset);
              if (kinds.includes(asset.kind)) {
                const outcome = toggleSelection(single ? [] : value, asset.id, limit);
                if (outcome.ok) onChange(outcome.ids);
                else toast.error(mediaMessages.selectionLimit(limit));
              }
            }}
          />
        </details>
      ) : null}

      {notice ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {notice}
        </p>
      ) : null}
      {name ? value.map((assetId) => <input key={assetId} type="hidden" name={name} value={assetId} />) : null}
    </fieldset>
  );
}
