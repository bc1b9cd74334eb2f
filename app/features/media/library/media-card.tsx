// One file of the library (docs/product/media.md, "Media library": each file as a card, edited, deleted, set as logo, its id
// or URL copied; normal, selected or editing). Storage-only files show, but cannot be edited.
import { Copy, ExternalLink, Hash, HardDrive, Import, Pencil, Star, Trash2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { cn } from "~/lib/cn";
import { categoryLabel } from "../file-names";
import { mediaMessages } from "../media-messages";
import { isImageKind, mediaKindLabels } from "../media-types";
import type { LibraryAsset } from "./library-assets";
import type { LibraryView } from "./library-filters";
import { formatFileSize } from "~/lib/file-size";
import { altTextMissingBadge, altTextMissingIn } from "./library-filters";
import { MediaEditForm } from "./media-edit-form";
import { MediaPreview } from "./media-preview";
import { formText } from "~/lib/form-validation";
import type { SiteLanguage } from "~/lib/languages";

const cardActionBase =
  "focus-ring inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md border border-border bg-card px-2.5 text-xs font-semibold hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60";

/** The small buttons of a card; the tone only sets the text colour (cn does not merge conflicting utilities). */
export function cardAction(tone: "default" | "danger" | "muted" = "default") {
  return cn(cardActionBase, tone === "danger" ? "text-destructive" : tone === "muted" ? "text-muted-foreground" : "text-foreground");
}

export async function copyToClipboard(text: string, success: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error(mediaMessages.copyFailed);
  }
}

export function displayTitle(asset: Pick<LibraryAsset, "title" | "filename">): string {
  return asset.title?.trim() || asset.filename;
}

function Badge({ children, tone = "muted" }: { children: ReactNode; tone?: "muted" | "accent" | "warning" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium",
        tone === "muted" && "bg-muted text-muted-foreground",
        tone === "accent" && "bg-secondary text-secondary-foreground",
        tone === "warning" && "border border-destructive text-destructive",
      )}
    >
      {children}
    </span>
  );
}

export type MediaCardProps = {
  asset: LibraryAsset;
  view: LibraryView;
  isLogo: boolean;
  /** The further languages the site shows: the edit form asks for an alt text in each. */
  altTextLanguages: readonly SiteLanguage[];
  canEdit: boolean;
  editing: boolean;
  /** The library address with the current filters: where forms post and "Abbrechen" leads. */
  listHref: string;
  editHref: string;
  deleteHref: string;
  /** Given when the file can be selected for a bulk action (library rows, for editors). */
  selection?: { selected: boolean; onChange: (selected: boolean) => void };
};

export function MediaCard({ asset, view, isLogo, altTextLanguages, canEdit, editing, listHref, editHref, deleteHref, selection }: MediaCardProps) {
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" && navigation.formData?.get("id") === String(asset.id) ? formText(navigation.formData, "intent") : null;
  const name = displayTitle(asset);
  const headingId = `medium-${asset.id}`;
  const missingAlt = altTextMissingIn(asset);
  const details = [
    asset.synthetic ? null : `ID ${asset.id}`,
    mediaKindLabels[asset.kind],
    asset.width && asset.height ? `${asset.width} × ${asset.height} px` : null,
    asset.sizeBytes === null ? "" : formatFileSize(asset.sizeBytes, "de"),
  ].filter(Boolean);

  const actions = (
    <div className="flex flex-wrap gap-1.5">
      {canEdit ? (
        asset.synthetic ? (
          // Not disabled: a click explains why a storage-only file cannot be edited (docs/product/media.md, "Storage-only files": they cannot be edited).
          <button
            type="button"
            className={cardAction("muted")}
            onClick={() => toast.error(mediaMessages.syntheticNotEditable)}
            aria-label={`Bearbeiten: ${name}`}
          >
            <Pencil aria-hidden="true" className="size-3.5" />
            Bearbeiten
          </button>
        ) : (
          <Link to={editHref} replace preventScrollReset className={cardAction()} aria-label={`Bearbeiten: ${name}`}>
            <Pencil aria-hidden="true" className="size-3.5" />
            Bearbeiten
          </Link>
        )
      ) : null}
      {canEdit ? (
        <Link to={deleteHref} replace preventScrollReset className={cardAction("danger")} aria-label={`Löschen: ${name}`}>
          <Trash2 aria-hidden="true" className="size-3.5" />
          Löschen
        </Link>
      ) : null}
      {canEdit && !asset.synthetic && isImageKind(asset.kind) && !isLogo ? (
        <Form method="post" action={listHref} replace preventScrollReset>
          <input type="hidden" name="intent" value="set-logo" />
          <input type="hidden" name="id" value={asset.id} />
          <button type="submit" disabled={pendingIntent === "set-logo"} className={cardAction()} aria-label={`Als Logo setzen: ${name}`}>
            <Star aria-hidden="true" className="size-3.5" />
            Als Logo setzen
          </button>
        </Form>
      ) : null}
      {canEdit && asset.synthetic ? (
        <Form method="post" action={listHref} replace preventScrollReset>
          <input type="hidden" name="intent" value="adopt" />
          <input type="hidden" name="filename" value={asset.filename} />
          <button type="submit" disabled={navigation.state === "submitting"} className={cardAction()} aria-label={`In Bibliothek übernehmen: ${name}`}>
            <Import aria-hidden="true" className="size-3.5" />
            Übernehmen
          </button>
        </Form>
      ) : null}
      {asset.synthetic ? null : (
        <button
          type="button"
          className={cardAction()}
          onClick={() => copyToClipboard(String(asset.id), mediaMessages.copiedId)}
          aria-label={`Asset-ID ${asset.id} kopieren`}
          title="Asset-ID kopieren"
        >
          <Hash aria-hidden="true" className="size-3.5" />
          ID
        </button>
      )}
      <button
        type="button"
        className={cardAction()}
        onClick={() => copyToClipboard(new URL(asset.url, window.location.origin).href, mediaMessages.copiedUrl)}
        aria-label={`URL kopieren: ${name}`}
        title="URL kopieren"
      >
        <Copy aria-hidden="true" className="size-3.5" />
        URL
      </button>
      <a href={asset.url} target="_blank" rel="noopener noreferrer" className={cardAction()} title="Datei in neuem Tab öffnen">
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{`${name} `}</span>
        Öffnen
        <span className="sr-only"> (neuer Tab)</span>
      </a>
    </div>
  );

  const body = (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      {selection ? (
        <label className="flex min-h-9 w-fit items-center gap-2 text-xs font-semibold">
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={(event) => selection.onChange(event.target.checked)}
            aria-label={`«${asset.filename}» auswählen`}
            className="size-5 accent-[var(--primary)]"
          />
          Auswählen
        </label>
      ) : null}
      <div className="min-w-0">
        <h3 id={headingId} className="break-words font-semibold leading-snug">
          {name}
        </h3>
        <p className="mt-0.5 break-all font-mono text-xs text-muted-foreground">{asset.filename}</p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge>{categoryLabel(asset.category)}</Badge>
        {isLogo ? (
          <Badge tone="accent">
            <Star aria-hidden="true" className="size-3" />
            Aktuelles Logo
          </Badge>
        ) : null}
        {asset.synthetic ? (
          <Badge tone="warning">
            <HardDrive aria-hidden="true" className="size-3" />
            Nur im Speicher
          </Badge>
        ) : null}
        {missingAlt.length ? (
          <Badge tone="warning">
            <TriangleAlert aria-hidden="true" className="size-3" />
            {altTextMissingBadge(missingAlt)}
            <span className="sr-only"> (auf einer veröffentlichten Seite sichtbar)</span>
          </Badge>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{details.join(" · ")}</p>
      {asset.altText && !editing ? <p className="text-xs text-muted-foreground">Alt-Text: {asset.altText}</p> : null}
      {asset.usage.length > 0 ? (
        <details className="text-xs">
          <summary className="focus-ring cursor-pointer rounded-sm font-medium text-foreground">
            Verwendet an {asset.usage.length} Stelle{asset.usage.length === 1 ? "" : "n"}
          </summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
            {asset.usage.map((use) => (
              <li key={use.label}>
                {use.href ? (
                  <a href={use.href} target="_blank" rel="noopener noreferrer" className="focus-ring rounded-sm underline-offset-2 hover:underline">
                    {use.label}
                  </a>
                ) : (
                  use.label
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="mt-auto pt-1">
        {editing ? <MediaEditForm asset={asset} altTextLanguages={altTextLanguages} action={listHref} cancelHref={listHref} /> : actions}
      </div>
    </div>
  );

  return (
    <article
      aria-labelledby={headingId}
      data-asset-id={asset.id}
      className={cn(
        "h-full rounded-card border bg-card text-card-foreground",
        editing || selection?.selected ? "border-ring ring-2 ring-ring/40" : "border-border",
        view === "grid" ? "flex flex-col overflow-hidden" : "flex flex-col gap-3 p-3 sm:flex-row",
      )}
    >
      <MediaPreview asset={asset} className={view === "grid" ? "aspect-[4/3] w-full" : "aspect-[4/3] w-full shrink-0 rounded-md sm:w-32 sm:self-start"} />
      <div className={cn("flex flex-1", view === "grid" && "p-3")}>{body}</div>
    </article>
  );
}
