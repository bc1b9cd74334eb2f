// The picture of a library card: raster images as a small resized copy (/media/{name}?w=480), SVG and
// GIF as they are (an <img> never runs an SVG's script), videos by their first frame, everything else
// as an icon with its file type.
import { FileText, FileVideo, File as FileIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { extensionOf } from "../file-names";
import { isResizableImage } from "../media-types";
import type { LibraryAsset } from "./library-assets";

export const PREVIEW_WIDTH = 480;

export function previewSource(asset: Pick<LibraryAsset, "url" | "filename" | "kind">): string | null {
  if (asset.kind !== "image" && asset.kind !== "svg") return null;
  return isResizableImage(asset.filename) ? `${asset.url}?w=${PREVIEW_WIDTH}` : asset.url;
}

export function MediaPreview({ asset, className }: { asset: LibraryAsset; className?: string }) {
  const src = previewSource(asset);
  const frame = cn("relative flex items-center justify-center overflow-hidden bg-muted", className);
  if (src) {
    return (
      <div className={frame}>
        {/* Decorative here: the card names the file right beside it. */}
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={asset.width ?? undefined}
          height={asset.height ?? undefined}
          className="h-full w-full object-contain"
        />
      </div>
    );
  }
  if (asset.kind === "video") {
    return (
      <div className={frame}>
        <video src={`${asset.url}#t=0.1`} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} className="h-full w-full object-contain" />
        <FileVideo aria-hidden="true" className="absolute bottom-2 left-2 size-6 rounded bg-card/80 p-1 text-foreground" />
      </div>
    );
  }
  const Icon = asset.kind === "pdf" || asset.kind === "document" || asset.kind === "text" ? FileText : FileIcon;
  return (
    <div className={frame}>
      <div className="flex flex-col items-center gap-1 text-muted-foreground">
        <Icon aria-hidden="true" className="size-10" />
        <span className="text-xs font-semibold uppercase tracking-wide">{extensionOf(asset.filename) || "Datei"}</span>
      </div>
    </div>
  );
}
