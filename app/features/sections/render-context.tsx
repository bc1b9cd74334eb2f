// What every section renderer shares: the page's assets and testimonials (one context per page) and the
// small display pieces built on them — images, links, icons, buttons.
import { Download } from "lucide-react";
import { createContext, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { SiteLink } from "~/lib/site-link";
import { cn } from "~/lib/cn";
import { classifyLink } from "~/lib/links";
import { useSiteTexts } from "~/features/site-language/site-language";
import type { TestimonialView } from "./section-view";
import type { AssetView } from "~/features/media/asset-view";
import {
  DEFAULT_IMAGE_SIZES,
  IMAGE_BASE_CLASS,
  PLACEHOLDER_CLASS,
  PLACEHOLDER_DEFAULT_LABEL,
  PLACEHOLDER_HEIGHT,
  PLACEHOLDER_WIDTH,
  imageCandidates,
  placeholderLabel,
  resolveImage,
  type ResolvedImage,
} from "~/features/media/image-sources";

export { resolveImage, type ResolvedImage };

// ---------------------------------------------------------------------------------------------------
// Context

export interface SectionRenderContextValue {
  pageSlug: string;
  assets: Record<number, AssetView>;
  testimonials: TestimonialView[];
  /** SVG markup of the section icons the page uses, by icon name. */
  icons: Record<string, string>;
  /** The page action's answer after a form was posted without JavaScript (checked by the form). */
  actionData?: unknown;
}

export const SectionRenderContext = createContext<SectionRenderContextValue>({
  pageSlug: "/",
  assets: {},
  testimonials: [],
  icons: {},
});

export type SectionRenderProviderProps =
  { value: SectionRenderContextValue; children: ReactNode } | (SectionRenderContextValue & { value?: undefined; children: ReactNode });

/** Takes the context either as one `value` object or as separate props. */
export function SectionRenderProvider(props: SectionRenderProviderProps) {
  const given = props.value ?? props;
  const { pageSlug, assets, testimonials, icons, actionData } = given;
  const value = useMemo(() => ({ pageSlug, assets, testimonials, icons, actionData }), [pageSlug, assets, testimonials, icons, actionData]);
  return <SectionRenderContext.Provider value={value}>{props.children}</SectionRenderContext.Provider>;
}

export function useSectionRenderContext(): SectionRenderContextValue {
  return useContext(SectionRenderContext);
}

/** An image setting resolved against the page's assets (see resolveImage). */
export function useResolvedImage(value: string | null | undefined): ResolvedImage | null {
  const { assets } = useSectionRenderContext();
  return resolveImage(value, assets);
}

// ---------------------------------------------------------------------------------------------------
// Images

/**
 * The alt text of a picture whose file has none in the page's language (docs/decisions/0034-alt-texts-
 * per-language.md): the nearest heading around it, in that language — its section's title, else the
 * page's heading. Never the German alt text on another language's page, and never "" (which would
 * hide a picture that says something from screen readers).
 */
const ImageAltFallbackContext = createContext("");

/** Names the pictures inside that have no alt text in the page's language; an empty text keeps the outer one. */
export function ImageAltFallback({ text, children }: { text: string | null | undefined; children: ReactNode }) {
  const outer = useContext(ImageAltFallbackContext);
  return <ImageAltFallbackContext.Provider value={text?.trim() || outer}>{children}</ImageAltFallbackContext.Provider>;
}

type SiteImageSource =
  /** An already resolved image; null shows the placeholder (a reference that could not be resolved; docs/product/media.md, "Pictures on pages"). */
  | { image: ResolvedImage | null; value?: undefined }
  /** An image setting as stored ('asset:{id}', '/media/…', a URL or a file name), resolved here. */
  | { value: string | null | undefined; image?: undefined };

export type SiteImageProps = SiteImageSource &
  Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt" | "loading" | "children"> & {
    /** Overrides the asset's own alt text; "" marks a decorative image. */
    alt?: string;
    priority?: boolean;
    fallbackWidth?: number;
    fallbackHeight?: number;
    /** Label of the placeholder shown when every source failed; default the alt text, else 'Bild' in the page's language. */
    placeholder?: string;
  };

export function SiteImage(props: SiteImageProps) {
  const { assets } = useSectionRenderContext();
  const { image: given, value, ...rest } = props;
  const image = value !== undefined ? resolveImage(value, assets) : (given ?? null);
  return <ResolvedSiteImage image={image} {...rest} />;
}

function ResolvedSiteImage({
  image,
  alt,
  priority = false,
  fallbackWidth = PLACEHOLDER_WIDTH,
  fallbackHeight = PLACEHOLDER_HEIGHT,
  placeholder,
  sizes = DEFAULT_IMAGE_SIZES,
  className,
  onError,
  ...rest
}: Omit<SiteImageProps, "value" | "image"> & { image: ResolvedImage | null }) {
  const candidates = image ? imageCandidates(image) : [];
  const sourceKey = candidates.map((c) => c.src).join("|");
  const [failed, setFailed] = useState({ sourceKey, count: 0 });
  const attempt = failed.sourceKey === sourceKey ? failed.count : 0;
  const candidate = candidates[attempt];
  const imgRef = useRef<HTMLImageElement>(null);
  const defaultLabel = useSiteTexts().sections.imagePlaceholder;

  const next = () => setFailed((f) => ({ sourceKey, count: (f.sourceKey === sourceKey ? f.count : 0) + 1 }));

  // An image that failed before hydration fired its error event before React listened.
  const retryIfFailedEarly = useEffectEvent(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) next();
  });
  useEffect(() => retryIfFailedEarly(), []);

  const fallbackAlt = useContext(ImageAltFallbackContext);
  const altText = alt ?? (image ? image.alt || fallbackAlt : "");
  if (!candidate) {
    return <ImagePlaceholder label={placeholder ?? altText} alt={altText} className={className} />;
  }
  return (
    <img
      ref={imgRef}
      key={`${attempt}:${candidate.src}`}
      src={candidate.src}
      srcSet={candidate.srcSet}
      sizes={candidate.srcSet ? sizes : undefined}
      width={image?.width ?? fallbackWidth}
      height={image?.height ?? fallbackHeight}
      alt={altText}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn(IMAGE_BASE_CLASS, className)}
      // For the enhancement without React (site-image.enhance.ts): the further addresses to try, and the
      // placeholder's label where it is not the alt text.
      data-fallbacks={image?.fallbacks.join(" ") ?? ""}
      // The visitor's script falls back to the alt text, then to PLACEHOLDER_DEFAULT_LABEL: the page's
      // own word goes with the picture only where that would be wrong.
      data-placeholder={placeholder ?? (altText.trim() || defaultLabel === PLACEHOLDER_DEFAULT_LABEL ? undefined : defaultLabel)}
      onError={(event) => {
        onError?.(event);
        next();
      }}
      {...rest}
    />
  );
}

/** The generated stand-in picture (1600×900, label cut to 48 characters); drawn in theme colours, no network. */
export function ImagePlaceholder({ label, alt, className }: { label?: string | null; alt?: string; className?: string }) {
  const text = placeholderLabel(label, useSiteTexts().sections.imagePlaceholder);
  return (
    <div
      role={alt === "" ? undefined : "img"}
      aria-label={alt === "" ? undefined : alt || text}
      aria-hidden={alt === "" ? true : undefined}
      className={cn(PLACEHOLDER_CLASS, className)}
    >
      <span className="line-clamp-2 break-words">{text}</span>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// Links

type LinkTarget = { kind: "route"; to: string } | { kind: "anchor"; href: string; newTab: boolean; download?: string };

/** A settings URL as a link target (docs/product/sections.md, "Links and file references"; lib/links.ts), or null — logged — when it cannot be one. */
export function useLinkTarget(href: string | null | undefined): LinkTarget | null {
  const { assets } = useSectionRenderContext();
  const link = classifyLink(href);
  switch (link.kind) {
    case "internal":
      return { kind: "route", to: link.href };
    case "external":
    case "mailto":
      return { kind: "anchor", href: link.href, newTab: true };
    case "tel":
      return { kind: "anchor", href: link.href, newTab: false };
    case "asset": {
      const asset = assets[link.assetId];
      if (!asset) {
        console.warn(`Link auf Asset ${link.assetId} ignoriert: Datei nicht gefunden`);
        return null;
      }
      // Documents (a PDF above all) download under their own file name; pictures simply open.
      const isImage = asset.mimeType.startsWith("image/");
      return { kind: "anchor", href: asset.url, newTab: false, download: isImage ? undefined : asset.filename };
    }
    case "invalid":
      if (link.raw) console.warn(`Ungültiger Link ignoriert: "${link.raw}"`);
      return null;
  }
}

export interface SmartLinkProps extends Omit<ComponentProps<"a">, "href"> {
  href: string | null | undefined;
}

export function SmartLink({ href, children, className, ...rest }: SmartLinkProps) {
  const target = useLinkTarget(href);
  const texts = useSiteTexts().sections;
  if (!target) return <>{children}</>;
  if (target.kind === "route") {
    return (
      <SiteLink to={target.to} className={className} {...rest}>
        {children}
      </SiteLink>
    );
  }
  return (
    <a
      href={target.href}
      className={className}
      download={target.download}
      target={target.newTab ? "_blank" : undefined}
      rel={target.newTab ? "noopener noreferrer" : undefined}
      {...rest}
    >
      {children}
      {target.newTab && <span className="sr-only">{` ${texts.opensInNewTab}`}</span>}
    </a>
  );
}

// ---------------------------------------------------------------------------------------------------
// Icons

/**
 * One of the 18 icon names of docs/product/sections.md, "Icons"; unknown or missing names show the check mark. Decorative.
 * The SVG markup is rendered on the server (section-icons.server.tsx) and arrives with the page data,
 * so the icon set never ships as JavaScript to visitors.
 */
export function SectionIcon({ name, className }: { name?: string | null; className?: string }) {
  const { icons } = useSectionRenderContext();
  const markup = (name && icons[name]) || icons["check-circle"] || "";
  return <span aria-hidden="true" className={cn("inline-flex shrink-0 [&>svg]:size-full", className)} dangerouslySetInnerHTML={{ __html: markup }} />;
}

// ---------------------------------------------------------------------------------------------------
// Buttons

export type ButtonLinkVariant = "primary" | "secondary" | "outline";

const buttonBase =
  "inline-flex min-h-11 max-w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-center text-base font-semibold leading-tight transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

const buttonVariants: Record<ButtonLinkVariant, string> = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  outline: "border-2 border-current bg-transparent text-foreground hover:bg-foreground/5",
};

export function buttonLinkClassName(variant: ButtonLinkVariant = "primary", className?: string): string {
  return cn(buttonBase, buttonVariants[variant], className);
}

export interface ButtonLinkProps extends Omit<SmartLinkProps, "href"> {
  href: string | null | undefined;
  variant?: ButtonLinkVariant;
}

/** A call-to-action link styled as a button; a missing text or an unusable URL renders nothing. */
export function ButtonLink({ href, variant = "primary", className, children, ...rest }: ButtonLinkProps) {
  const target = useLinkTarget(href);
  if (!target || children == null || children === "") return null;
  return (
    <SmartLink href={href} className={buttonLinkClassName(variant, className)} {...rest}>
      {target.kind === "anchor" && target.download && <Download className="size-4 shrink-0" aria-hidden="true" />}
      <span>{children}</span>
    </SmartLink>
  );
}
