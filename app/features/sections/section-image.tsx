// The one picture of a section: settings.image, else the first chosen library file (docs/product/sections.md, "Settings by type").
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { resolveAssetImage, resolveImage, type ResolvedImage } from "~/features/media/image-sources";
import { SiteImage, useSectionRenderContext } from "./render-context";
import { imageLayouts } from "./image-layouts";

export interface SectionImageSource {
  /** Whether the section asks for a picture at all (then an unresolvable one shows the placeholder). */
  wanted: boolean;
  image: ResolvedImage | null;
}

export function useSectionImage(setting: string | null | undefined, mediaIds: readonly number[] = []): SectionImageSource {
  const { assets } = useSectionRenderContext();
  if (setting?.trim()) return { wanted: true, image: resolveImage(setting, assets) };
  if (mediaIds.length > 0) return { wanted: true, image: resolveAssetImage(mediaIds[0], assets) };
  return { wanted: false, image: null };
}

const frameRatios = {
  "16/9": "aspect-video",
  "4/3": "aspect-[4/3]",
  "1/1": "aspect-square",
  "3/4": "aspect-[3/4]",
} as const;

export type FrameRatio = keyof typeof frameRatios;

export interface FramedImageProps {
  source: SectionImageSource;
  alt?: string;
  ratio?: FrameRatio;
  priority?: boolean;
  sizes?: string;
  className?: string;
  imageClassName?: string;
}

/** A rounded, cropped picture of a fixed ratio; nothing when the section has no picture. */
export function FramedImage({ source, alt, ratio = "4/3", priority, sizes, className, imageClassName }: FramedImageProps) {
  if (!source.wanted) return null;
  return (
    <div className={cn("overflow-hidden rounded-card bg-muted shadow-sm", frameRatios[ratio], className)}>
      <SiteImage image={source.image} alt={alt || undefined} priority={priority} sizes={sizes} className={cn("h-full w-full object-cover", imageClassName)} />
    </div>
  );
}

export interface MediaSplitProps {
  source: SectionImageSource;
  alt?: string;
  /** Where the picture sits on wide screens; on phones it follows the text. */
  position?: "left" | "right";
  ratio?: FrameRatio;
  priority?: boolean;
  children: ReactNode;
  className?: string;
}

/** Text beside the section's picture on wide screens, stacked on phones; just the text without a picture. */
export function MediaSplit({ source, alt, position = "right", ratio = "4/3", priority, children, className }: MediaSplitProps) {
  if (!source.wanted) return <div className={className}>{children}</div>;
  return (
    <div className={cn("grid items-center gap-10 lg:grid-cols-2 lg:gap-16", className)}>
      <div className={cn("min-w-0", position === "left" && "lg:order-2")}>{children}</div>
      <FramedImage source={source} alt={alt} ratio={ratio} priority={priority} sizes={imageLayouts.split} />
    </div>
  );
}
