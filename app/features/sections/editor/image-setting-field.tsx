// Image-valued settings of a section in the editor (docs/product/sections.md, "Settings by type" and "Links and file references"; the media picker of
// docs/decisions/0006-media-storage-and-uploads.md): 'image' holds 'asset:{id}', a library file name, an /media path or an external URL;
// 'media_asset_id' holds an asset id (widget "media" in settings-fields.ts). Both are
// chosen in the media picker; an address typed before (or an external picture) stays as it is and can
// still be edited, so older content keeps working.
import { CmsTextField } from "~/components/cms/cms-form-field";
import { MediaField } from "~/features/media/media-field";
import { parseAssetReference } from "~/lib/links";

/** The asset an image setting names with 'asset:{id}', else none. */
export function assetIdsOfImageSetting(value: unknown): number[] {
  const id = typeof value === "string" ? parseAssetReference(value) : null;
  return id === null ? [] : [id];
}

/** What the setting stores after a choice in the picker: 'asset:{id}', or nothing when cleared. */
export function imageSettingFromIds(ids: number[]): string | undefined {
  return ids[0] ? `asset:${ids[0]}` : undefined;
}

export function ImageSettingField({
  label,
  path,
  value,
  error,
  maxLength,
  onChange,
}: {
  label: string;
  path: string;
  value: unknown;
  error?: string;
  maxLength?: number;
  onChange: (value: string | undefined) => void;
}) {
  const text = typeof value === "string" ? value : "";
  const chosen = assetIdsOfImageSetting(text);
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-3 sm:col-span-2">
      <MediaField label={label} value={chosen} onChange={(ids) => onChange(imageSettingFromIds(ids))} />
      <CmsTextField
        label="Oder Bildadresse (URL oder Dateiname)"
        name={path}
        inputMode="url"
        spellCheck={false}
        maxLength={maxLength}
        placeholder="https://… oder bild.webp"
        value={chosen.length ? "" : text}
        error={error}
        hint={chosen.length ? `Gewählt: ${text}. Eine Adresse hier ersetzt das gewählte Bild.` : "Für Bilder ausserhalb der Medienbibliothek."}
        onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      />
    </div>
  );
}

/** A 'media_asset_id' setting (list entries: portraits, tiles): one library file by its id. */
export function AssetIdSettingField({
  label,
  path,
  value,
  error,
  onChange,
}: {
  label: string;
  path: string;
  value: unknown;
  error?: string;
  onChange: (value: number | undefined) => void;
}) {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : null;
  return (
    <div className="min-w-0 sm:col-span-2" data-settings-path={path}>
      <MediaField label={label} value={id && id > 0 ? [id] : []} onChange={(ids) => onChange(ids[0])} error={error} />
    </div>
  );
}
